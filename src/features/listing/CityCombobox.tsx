import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { CityOption } from '../../domain/city-options.ts';
import type { Locale } from '../../domain/locales.ts';
import { fillTemplate, pluralText } from '../cards/template.ts';
import { searchCities } from './city-lookup.ts';
import { setFilterField } from './filter-store.ts';
import type { ListingStrings } from './strings.ts';

type CityComboboxProps = {
  locale: Locale;
  strings: ListingStrings;
  /** Every town the filter values offer, labelled "zip name". */
  towns: readonly CityOption[];
  /** The city ids of the filter (spec 5: a list). */
  chosen: readonly number[];
};

type Found = { query: string; towns: CityOption[] };

const inputId = 'filter-city';
const listboxId = 'filter-city-listbox';
const optionId = (id: number) => `filter-city-option-${id}`;

/**
 * The town filter as an editable combobox with a list of suggestions (WAI-ARIA combobox
 * pattern): type part of a name or a zip, pick with the arrow keys and Enter or with the
 * pointer; each chosen town shows as a chip with its own remove button. The suggestions come
 * from `searchCities`, the one lookup a later issue points at the site server.
 */
export function CityCombobox({ locale, strings, towns, chosen }: CityComboboxProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<Found>({ query: '', towns: [] });
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const query = text.trim();
    if (query === '') return;
    const controller = new AbortController();
    void searchCities(query, { locale, towns, signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted) setFound({ query, towns: result });
    });
    return () => controller.abort();
  }, [text, locale, towns]);

  const query = text.trim();
  const suggestions =
    query !== '' && found.query === query
      ? found.towns.filter((town) => !chosen.includes(town.id))
      : [];
  const expanded = open && suggestions.length > 0;
  const activeTown = expanded ? suggestions[active] : undefined;

  const choose = (town: CityOption) => {
    setFilterField('city', [...chosen, town.id]);
    setText('');
    setOpen(false);
    setActive(-1);
    input.current?.focus();
  };
  const remove = (id: number) => {
    setFilterField(
      'city',
      chosen.filter((other) => other !== id),
    );
    // The chip's button is gone: the field is the sensible place to continue.
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((active + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive(active <= 0 ? count - 1 : active - 1);
        break;
      case 'Enter': {
        const town = activeTown ?? (expanded && count === 1 ? suggestions[0] : undefined);
        if (town) {
          event.preventDefault();
          choose(town);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        }
        break;
      default:
        break;
    }
  };

  const labelOf = (id: number) => towns.find((town) => town.id === id)?.label ?? String(id);
  const status =
    open && query !== '' && found.query === query
      ? suggestions.length > 0
        ? pluralText(strings.citySuggestions, suggestions.length, locale)
        : strings.cityNone
      : '';

  return (
    <div className="field listing-city">
      <label htmlFor={inputId} id="filter-city-label">
        {strings.city}
      </label>
      <div className="listing-city__box">
        <input
          ref={input}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeTown ? optionId(activeTown.id) : undefined}
          aria-describedby="filter-city-hint"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-labelledby="filter-city-label"
          className="listing-city__options"
          hidden={!expanded}
        >
          {suggestions.map((town, index) => (
            // The keyboard chooses through the field (arrow keys and Enter, aria-activedescendant).
            // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
            <li
              key={town.id}
              id={optionId(town.id)}
              role="option"
              aria-selected={index === active}
              className="listing-city__option"
              // Keep the focus in the field: the click chooses, the field stays active.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(town)}
            >
              {town.label}
            </li>
          ))}
        </ul>
      </div>
      <span id="filter-city-hint" className="visually-hidden">
        {strings.cityHint}
      </span>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {chosen.length > 0 && (
        <ul className="listing-city__chosen" aria-label={strings.citySelected}>
          {chosen.map((id) => (
            <li key={id} className="listing-city__chip">
              <span>{labelOf(id)}</span>
              <button
                type="button"
                className="listing-city__remove"
                aria-label={fillTemplate(strings.cityRemove, { city: labelOf(id) })}
                onClick={() => remove(id)}
              >
                <svg
                  viewBox="0 0 24 24"
                  width="16"
                  height="16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
