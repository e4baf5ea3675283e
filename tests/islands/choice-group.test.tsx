import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ChoiceGroup } from '../../src/features/listing/ChoiceGroup.tsx';
import { expectAxeClean } from './axe.ts';
import '../../src/features/listing/listing.css';

/*
 * The listing filter's type choice on its own: checkboxes behind a disclosure that reads like
 * a select (they come with the listing's behaviour as it first opens), used with the keyboard;
 * several types at once.
 */

const types = [
  { value: '2', label: 'Appartement' },
  { value: '1', label: 'Maison' },
  { value: '3', label: 'Terrain' },
];

/** The choice as the French listing shows it, holding what is chosen as the filter does. */
function Filter(props: { onChange?: (chosen: string[]) => void; start?: string[] }) {
  const [chosen, setChosen] = useState<string[]>(props.start ?? []);
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
      <button type="button" onClick={() => setChosen(['1', '2'])}>
        retour
      </button>
    </form>
  );
}

/** The checkboxes come with the listing's behaviour; here it is only them, at once. */
vi.mock('../../src/features/listing/listing-actions.ts', async () => {
  const { default: ChoicePanel } = await import('../../src/features/listing/ChoicePanel.tsx');
  const behaviour = { ChoicePanel };
  return {
    act: (run: (loaded: typeof behaviour) => void) => run(behaviour),
    loadedBehaviour: () => behaviour,
  };
});

const boxes = (container: HTMLElement) => [...container.querySelectorAll('input')];

describe('the type choice', () => {
  it('chooses several types by keyboard, reads them in its summary, and Escape closes it', async () => {
    const changes: string[][] = [];
    const screen = await render(<Filter onChange={(chosen) => changes.push(chosen)} />);
    const summary = screen.container.querySelector<HTMLElement>('#filter-type')!;
    const details = summary.closest('details')!;
    expect(summary.textContent).toBe('Tous');
    expect(summary.getAttribute('aria-labelledby')).toBe('filter-type-label filter-type');
    summary.focus();
    await userEvent.keyboard('{Enter}');
    expect(details.open).toBe(true);
    await expect.poll(() => boxes(screen.container).length).toBe(3);
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

  it('shows what the filter holds, and follows a change of the filter (the back button)', async () => {
    const screen = await render(<Filter start={['3']} />);
    const summary = screen.container.querySelector<HTMLElement>('#filter-type')!;
    expect(summary.textContent).toBe('Terrain');
    await userEvent.click(summary);
    await expect
      .poll(() => boxes(screen.container).map((box) => box.checked))
      .toEqual([false, false, true]);
    expect(screen.container.querySelector('legend')!.textContent).toBe('Type');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'retour' }));
    await expect.poll(() => summary.textContent).toBe('Appartement, Maison');
    expect(boxes(screen.container).map((box) => box.checked)).toEqual([true, true, false]);
  });

  it('closes on a click elsewhere', async () => {
    const screen = await render(<Filter />);
    const summary = screen.container.querySelector<HTMLElement>('#filter-type')!;
    await userEvent.click(summary);
    await expect.poll(() => boxes(screen.container).length).toBe(3);
    await userEvent.click(screen.getByRole('button', { name: 'retour' }));
    await expect.poll(() => summary.closest('details')!.open).toBe(false);
  });
});
