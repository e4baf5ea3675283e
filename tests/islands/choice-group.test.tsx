import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ChoiceGroup } from '../../src/features/listing/ChoiceGroup.tsx';
import { expectAxeClean } from './axe.ts';
import '../../src/features/listing/listing.css';

/*
 * The listing filter's type choice on its own: checkboxes behind a disclosure that reads like
 * a select, used with the keyboard; several types at once (house and apartment).
 */

const types = [
  { value: '2', label: 'Appartement' },
  { value: '1', label: 'Maison' },
  { value: '3', label: 'Terrain' },
];

/** Closing on Escape or a click elsewhere comes with the listing's behaviour. */
vi.mock('../../src/features/listing/listing-actions.ts', async () => {
  const { watchDisclosure } = await import('../../src/features/listing/choice-disclosure.ts');
  return { act: (run: (behaviour: unknown) => void) => run({ watchDisclosure }) };
});

function Filter(props: { onChange?: (chosen: string[]) => void; chosen?: string[] }) {
  const [chosen, setChosen] = useState<string[]>(props.chosen ?? []);
  return (
    <form>
      <ChoiceGroup
        id="filter-type"
        name="type"
        label="Type"
        any="Tous"
        choices={types}
        chosen={chosen}
        onChange={(next) => {
          setChosen(next);
          props.onChange?.(next);
        }}
      />
      <button type="button">après</button>
    </form>
  );
}

describe('the type choice', () => {
  it('chooses several types by keyboard, reads them in its summary, and Escape closes it', async () => {
    const changes: string[][] = [];
    const screen = await render(<Filter onChange={(chosen) => changes.push(chosen)} />);
    const summary = screen.container.querySelector<HTMLElement>('#filter-type')!;
    const details = summary.closest('details')!;
    expect(summary.textContent).toBe('Tous');
    summary.focus();
    await userEvent.keyboard('{Enter}');
    expect(details.open).toBe(true);
    await expectAxeClean(screen.container, 'choices open');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard(' ');
    expect(changes).toEqual([['2'], ['2', '1']]);
    expect(summary.textContent).toBe('Appartement, Maison');
    await userEvent.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
    expect(new FormData(screen.container.querySelector('form')!).getAll('type')).toEqual([
      '2',
      '1',
    ]);
  });

  it('is named by its label and what is chosen, and follows a change of the filter', async () => {
    function Outside() {
      const [chosen, setChosen] = useState(['3']);
      return (
        <>
          <ChoiceGroup
            id="filter-type"
            name="type"
            label="Type"
            any="Tous"
            choices={types}
            chosen={chosen}
            onChange={setChosen}
          />
          <button type="button" onClick={() => setChosen(['1', '2'])}>
            retour
          </button>
        </>
      );
    }
    const screen = await render(<Outside />);
    const summary = screen.container.querySelector<HTMLElement>('#filter-type')!;
    expect(summary.getAttribute('aria-labelledby')).toBe('filter-type-label filter-type');
    expect(summary.textContent).toBe('Terrain');
    // Closed, its checkboxes are out of the accessibility tree: read the markup.
    const box = (value: string) =>
      screen.container.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
    expect(box('3').checked).toBe(true);
    expect(box('3').closest('fieldset')!.querySelector('legend')!.textContent).toBe('Type');
    await userEvent.click(screen.getByRole('button', { name: 'retour' }));
    await expect.poll(() => summary.textContent).toBe('Appartement, Maison');
    expect([box('1').checked, box('2').checked, box('3').checked]).toEqual([true, true, false]);
  });

  it('closes on a click elsewhere', async () => {
    const screen = await render(<Filter />);
    const summary = screen.container.querySelector<HTMLElement>('#filter-type')!;
    await userEvent.click(summary);
    expect(summary.closest('details')!.open).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'après' }));
    await expect.poll(() => summary.closest('details')!.open).toBe(false);
  });
});
