import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { CityOption } from '../../src/domain/city-options.ts';
import { CityCombobox } from '../../src/features/listing/CityCombobox.tsx';
import { listingCityTexts } from '../../src/features/listing/city-texts.ts';
import { listingStrings } from '../../src/features/listing/strings.ts';
import { expectAxeClean } from './axe.ts';
import '../../src/features/listing/listing.css';

/*
 * The listing filter's town combobox on its own, as a visitor drives it with the keyboard
 * (WAI-ARIA combobox pattern): the list opens on typing, the arrow keys move the active
 * option, Enter chooses it, each chosen town is a chip with its own remove button.
 */

const towns: CityOption[] = [
  { id: 11, label: '1000 Bruxelles' },
  { id: 12, label: '1020 Laeken' },
  { id: 13, label: '9000 Gand' },
];

/** The combobox as the French listing filter shows it, holding its choice as the filter does. */
function Filter(props: { onChange?: (chosen: string[]) => void }) {
  const strings = listingStrings('fr');
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <CityCombobox
      id="filter-city"
      block="listing-city"
      locale="fr"
      towns={towns}
      chosen={chosen}
      onChange={(next) => {
        setChosen(next);
        props.onChange?.(next);
      }}
      texts={listingCityTexts(strings, 'fr')}
    />
  );
}

describe('the town combobox', () => {
  it('chooses a town with the arrow keys and Enter, and a chip removes it again', async () => {
    const changes: string[][] = [];
    const screen = await render(<Filter onChange={(chosen) => changes.push(chosen)} />);
    const city = screen.getByRole('combobox', { name: 'Localité' });
    await userEvent.fill(city, '10');
    await expect.element(city).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('option')).toHaveLength(2);
    await expectAxeClean(screen.container, 'suggestions open');

    await userEvent.keyboard('{ArrowDown}');
    await expect
      .element(screen.getByRole('option').first())
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(city).toHaveAttribute('aria-activedescendant', 'filter-city-option-11');
    // Down again, then past the last option back to the first.
    await userEvent.keyboard('{ArrowDown}');
    await expect
      .element(screen.getByRole('option').nth(1))
      .toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect
      .element(screen.getByRole('option').first())
      .toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');

    expect(changes).toEqual([['11']]);
    const chip = screen.getByRole('list', { name: 'Communes choisies' }).getByRole('listitem');
    await expect.element(chip).toHaveTextContent('1000 Bruxelles');
    // Chosen, the field is empty and closed, with the focus kept for the next town.
    await expect.element(city).toHaveValue('');
    await expect.element(city).toHaveAttribute('aria-expanded', 'false');
    await expect.element(city).toHaveFocus();

    await chip.getByRole('button').click();
    expect(changes).toEqual([['11'], []]);
    await expect.element(chip).not.toBeInTheDocument();
    await expect.element(city).toHaveFocus();
  });

  it('offers a chosen town no more, and Escape closes the list, then empties the field', async () => {
    const screen = await render(<Filter />);
    const city = screen.getByRole('combobox', { name: 'Localité' });
    await userEvent.fill(city, '9000');
    await userEvent.keyboard('{Enter}');
    // One suggestion: Enter takes it without an arrow key.
    await expect.element(screen.getByRole('listitem')).toHaveTextContent('9000 Gand');
    await userEvent.fill(city, 'gand');
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(listingStrings('fr').cityNone);
    await userEvent.fill(city, '10');
    await expect.element(city).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(city).toHaveAttribute('aria-expanded', 'false');
    await expect.element(city).toHaveValue('10');
    await userEvent.keyboard('{Escape}');
    await expect.element(city).toHaveValue('');
  });
});
