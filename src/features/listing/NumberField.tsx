import { useState } from 'react';
import type { SearchFilter } from '../../schemas/search-filter.ts';

/** The filter fields typed as a whole number: the price bounds and the area bounds. */
export type NumberFilterKey =
  'price-min' | 'price-max' | 'area-min' | 'area-max' | 'plot-min' | 'plot-max';

/** What a typed bound does: search once typing rests, and end the burst on leaving the field. */
export type Typing = {
  type: (name: NumberFilterKey, value: number | undefined) => void;
  end: () => void;
};

/**
 * A bound typed freely (a price, an area), searched for once typing rests (the store debounces
 * and writes the address once per burst). An outside change (back button, reset) shows the new
 * value.
 */
export function NumberField({
  id,
  name,
  label,
  value,
  typing,
}: {
  id: string;
  name: NumberFilterKey;
  label: string;
  value: SearchFilter[NumberFilterKey];
  typing: Typing;
}) {
  const committed = value === undefined ? '' : String(value);
  const [draft, setDraft] = useState(committed);
  const [shown, setShown] = useState(committed);
  // Follow the filter when it changes from outside, without fighting what is being typed.
  if (shown !== committed) {
    setShown(committed);
    if (Number(draft) !== value || draft === '') setDraft(committed);
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        value={draft}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const number = text.trim() === '' ? undefined : Math.round(Number(text));
          const typed = Number.isFinite(number) && (number ?? 0) >= 0 ? number : undefined;
          typing.type(name, typed);
        }}
        onBlur={typing.end}
      />
    </div>
  );
}
