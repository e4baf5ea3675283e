import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { CityOption } from '../../src/domain/city-options.ts';
import { pluralText } from '../../src/features/cards/template.ts';
import { CityCombobox } from '../../src/features/listing/CityCombobox.tsx';
import { listingCityTexts } from '../../src/features/listing/city-texts.ts';
import { listingStrings } from '../../src/features/listing/strings.ts';
import { expectAxeClean } from './axe.ts';
import '../../src/features/listing/listing.css';

/*
 * The town combobox as a form holds it (the subscription's towns): its typing half, the lookup
 * and the list, is not part of the page's code but loads on the field's first focus, and the
 * first use already suggests and picks, by keyboard and by pointer. This file's module cache is
 * its own: nothing has loaded the suggestions before its first test.
 */

const towns: CityOption[] = [
  { id: 21, label: '9000 Gent', names: ['Gand', 'Ghent'] },
  { id: 22, label: '9030 Mariakerke' },
  { id: 23, label: '2800 Mechelen', names: ['Malines'] },
];

/** Whether the browser has fetched the suggestions' module. */
const suggestionsLoaded = () =>
  performance
    .getEntriesByType('resource')
    .some((entry) => entry.name.includes('/CitySuggestions.tsx'));

/** The Dutch form's field, its towns sent as `cities`; a submit is counted, never sent. */
function Form(props: { onSubmit: () => void }) {
  const strings = listingStrings('nl');
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <CityCombobox
        id="form-cities"
        block="form-city"
        locale="nl"
        towns={towns}
        chosen={chosen}
        onChange={setChosen}
        texts={listingCityTexts(strings, 'nl')}
        visibleHint
        name="cities"
        holdEnter
      />
      <button type="submit">Opslaan</button>
    </form>
  );
}

const sent = (form: HTMLFormElement) => new FormData(form).getAll('cities');

describe('the town combobox on first use', () => {
  it('loads its suggestions on focus, then picks a town by keyboard, Enter never submitting', async () => {
    let submits = 0;
    const screen = await render(<Form onSubmit={() => (submits += 1)} />);
    const form = screen.container.querySelector('form')!;
    const city = screen.getByRole('combobox', { name: listingStrings('nl').city });
    await expect.element(city).toHaveAttribute('aria-expanded', 'false');
    expect(suggestionsLoaded()).toBe(false);

    await userEvent.click(city);
    await expect.poll(suggestionsLoaded).toBe(true);
    // Another language's name finds the town too.
    await userEvent.keyboard('malines');
    await expect.element(city).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('option')).toHaveTextContent('2800 Mechelen');
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(pluralText(listingStrings('nl').citySuggestions, 1, 'nl'));
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(city).toHaveAttribute('aria-activedescendant', 'form-cities-option-23');
    await userEvent.keyboard('{Enter}');
    expect(sent(form)).toEqual(['23']);
    await expect.element(city).toHaveValue('');
    await expect.element(city).toHaveFocus();

    // Enter with nothing to choose holds: the form is sent by its button only.
    await userEvent.keyboard('xyz');
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(listingStrings('nl').cityNone);
    await userEvent.keyboard('{Enter}');
    expect(submits).toBe(0);
    await expectAxeClean(screen.container, 'a town chosen');
  });

  it('picks a suggested town with the pointer, the focus staying in the field', async () => {
    const screen = await render(<Form onSubmit={() => undefined} />);
    const form = screen.container.querySelector('form')!;
    const city = screen.getByRole('combobox', { name: listingStrings('nl').city });
    await userEvent.fill(city, '90');
    await expect.element(screen.getByRole('option')).toHaveLength(2);
    await screen.getByRole('option', { name: '9030 Mariakerke' }).click();
    expect(sent(form)).toEqual(['22']);
    await expect.element(city).toHaveFocus();
    await expect.element(city).toHaveAttribute('aria-expanded', 'false');
  });
});
