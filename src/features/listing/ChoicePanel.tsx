import { useEffect, useRef } from 'react';

export type Choice = { value: string; label: string };

export type ChoiceGroupProps = {
  id: string;
  name: string;
  label: string;
  any: string;
  /** Every value offered, the chosen ones included. */
  choices: Choice[];
  chosen: readonly string[];
  onChange?: (chosen: string[]) => void;
};

/**
 * The checkboxes of an open choice disclosure (ChoiceGroup.tsx), which load the first time one
 * opens. The boxes keep their own state, so a tick shows at once, before the search's code has
 * loaded; a change of the filter itself (a search, the back button) sets them. Escape within
 * the disclosure (focus back on its summary) or a press outside it closes it, as a select's
 * list closes.
 */
export default function ChoicePanel({
  name,
  label,
  choices,
  chosen,
  onChange,
}: Omit<ChoiceGroupProps, 'id' | 'any'>) {
  const panel = useRef<HTMLFieldSetElement>(null);
  const key = chosen.join();
  useEffect(() => {
    for (const box of panel.current?.querySelectorAll('input') ?? []) {
      box.checked = key.split(',').includes(box.value);
    }
  }, [key]);
  useEffect(() => {
    const details = panel.current?.closest('details');
    if (!details) return;
    const onPointer = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.contains(document.activeElement)) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  return (
    <fieldset
      ref={panel}
      className="choice-group__panel"
      onChange={(event) => {
        const ticked = [...event.currentTarget.querySelectorAll('input')]
          .filter((box) => box.checked)
          .map((box) => box.value);
        // In the order they were chosen, as the address lists them.
        onChange?.([
          ...chosen.filter((value) => ticked.includes(value)),
          ...ticked.filter((value) => !chosen.includes(value)),
        ]);
      }}
    >
      <legend className="visually-hidden">{label}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="choice-group__choice">
          <input
            type="checkbox"
            name={name}
            value={choice.value}
            defaultChecked={chosen.includes(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
