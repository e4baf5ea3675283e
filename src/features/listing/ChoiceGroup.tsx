import { useEffect, useRef } from 'react';
import { act } from './listing-actions.ts';

export type Choice = { value: string; label: string };

/**
 * Several values of one list filter (type, subtype) as a group of checkboxes behind a
 * disclosure that reads like a select: its label, then what is chosen ("House, Apartment") or
 * the "any" text. A native `details`, so it opens without JavaScript too and the checkboxes
 * submit as repeated parameters (`type=1&type=2`), which the address reads (spec 5). The boxes
 * keep their own state, so a tick shows at once, before the search's code has loaded; a change
 * of the filter itself (a search, the back button) sets them. What closes it (Escape, a click
 * elsewhere) comes with the listing's behaviour as it first opens (choice-disclosure.ts).
 */
export function ChoiceGroup({
  id,
  name,
  label,
  any,
  choices,
  chosen,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  any: string;
  /** Every value offered, the chosen ones included. */
  choices: Choice[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const panel = useRef<HTMLFieldSetElement>(null);
  const key = chosen.join();
  useEffect(() => {
    for (const box of panel.current?.querySelectorAll('input') ?? []) {
      box.checked = key.split(',').includes(box.value);
    }
  }, [key]);
  const names = choices
    .filter((choice) => chosen.includes(choice.value))
    .map((choice) => choice.label);
  return (
    <div className="field choice-group">
      <span className="choice-group__label" id={`${id}-label`}>
        {label}
      </span>
      <details
        className="choice-group__box"
        onToggle={(event) => {
          const details = event.currentTarget;
          if (details.open) act((listing) => listing.watchDisclosure(details));
        }}
      >
        <summary id={id} aria-labelledby={`${id}-label ${id}`} className="choice-group__summary">
          {names.join(', ') || any}
        </summary>
        <fieldset
          ref={panel}
          className="choice-group__panel"
          onChange={(event) =>
            onChange(
              [...event.currentTarget.querySelectorAll('input')]
                .filter((box) => box.checked)
                .map((box) => box.value),
            )
          }
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
      </details>
    </div>
  );
}
