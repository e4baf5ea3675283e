import { useEffect, useRef, useState } from 'react';

export type Choice = { value: string; label: string };

/**
 * Several values of one list filter (type, subtype) as a group of checkboxes behind a
 * disclosure that reads like a select: its label, then what is chosen ("House, Apartment") or
 * the "any" text. A native `details`, so it opens without JavaScript too and the checkboxes
 * submit as repeated parameters (`type=1&type=2`), which the address reads (spec 5). Escape or
 * a click elsewhere closes it.
 */
export function ChoiceGroup({
  id,
  name,
  label,
  any,
  choices,
  chosen,
  labelOf: nameOf,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  any: string;
  choices: Choice[];
  chosen: readonly string[];
  /** The name of a chosen value that `choices` do not hold. */
  labelOf?: (value: string) => string;
  onChange: (chosen: string[]) => void;
}) {
  const box = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const details = box.current;
    if (!open || !details) return;
    const closeOutside = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) details.open = false;
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.contains(document.activeElement)) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);
  // What the visitor just ticked shows at once, before the search's code has loaded and the
  // filter follows; a change of the filter itself (a search, the back button) wins.
  const [ticked, setTicked] = useState(chosen);
  const [from, setFrom] = useState(chosen.join());
  if (from !== chosen.join()) {
    setFrom(chosen.join());
    setTicked(chosen);
  }
  const choose = (next: string[]) => {
    setTicked(next);
    onChange(next);
  };
  // A value the address chose that the current filter values do not offer stays choosable.
  const shown = [
    ...choices,
    ...ticked
      .filter((value) => !choices.some((choice) => choice.value === value))
      .map((value) => ({ value, label: nameOf?.(value) ?? value })),
  ];
  const labelOf = (value: string) => shown.find((choice) => choice.value === value)?.label;
  const summary = ticked.length === 0 ? any : ticked.map(labelOf).join(', ');
  return (
    <div className="field choice-group">
      <span className="choice-group__label" id={`${id}-label`}>
        {label}
      </span>
      <details
        ref={box}
        className="choice-group__box"
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary id={id} aria-labelledby={`${id}-label ${id}`} className="choice-group__summary">
          {summary}
        </summary>
        <fieldset className="choice-group__panel">
          <legend className="visually-hidden">{label}</legend>
          {shown.map((choice) => (
            <label key={choice.value} className="choice-group__choice">
              <input
                type="checkbox"
                name={name}
                value={choice.value}
                checked={ticked.includes(choice.value)}
                onChange={(event) =>
                  choose(
                    event.target.checked
                      ? [...ticked, choice.value]
                      : ticked.filter((value) => value !== choice.value),
                  )
                }
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  );
}
