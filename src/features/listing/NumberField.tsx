import { useState } from 'react';
import type { SearchFilter } from '../../schemas/search-filter.ts';
import { act } from './listing-actions.ts';

/** The filter fields typed as a whole number: the price bounds and the area bounds. */
export type NumberFilterKey =
  'price-min' | 'price-max' | 'area-min' | 'area-max' | 'plot-min' | 'plot-max';

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
}: {
  id: string;
  name: NumberFilterKey;
  label: string;
  value: SearchFilter[NumberFilterKey];
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
          act((listing) => listing.typeFilterField(name, typed));
        }}
        onBlur={() => act((listing) => listing.endTyping())}
      />
    </div>
  );
}
