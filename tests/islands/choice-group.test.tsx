import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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
        labelOf={(value) => `type ${value}`}
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

  it('is named by its label and what is chosen, and keeps a chosen value it does not offer', async () => {
    const screen = await render(<Filter chosen={['9']} />);
    // Closed, its checkboxes are out of the accessibility tree: read the markup.
    const kept = screen.container.querySelector<HTMLInputElement>('input[value="9"]')!;
    expect(kept.checked).toBe(true);
    expect(kept.closest('label')!.textContent).toBe('type 9');
    expect(kept.closest('fieldset')!.querySelector('legend')!.textContent).toBe('Type');
    const summary = screen.container.querySelector<HTMLElement>('#filter-type')!;
    expect(summary.getAttribute('aria-labelledby')).toBe('filter-type-label filter-type');
    expect(summary.textContent).toBe('type 9');
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
