import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { CityOption } from '../../domain/city-options.ts';
import type { Locale } from '../../domain/locales.ts';
import { searchCities } from '../listing/city-lookup.ts';
import { describedBy, fieldIds, FieldMessage } from './fields.tsx';
import { formPlural, formText, type FormTexts } from './texts.ts';

/*
 * The towns of a subscription (spec 3 filter field `city`, a list of ids), picked the way the
 * listing's filter picks them: an editable combobox (WAI-ARIA combobox pattern) over the towns
 * the build offers, each chosen town a chip with its own remove button.
 */

type CityPickerProps = {
  formId: string;
  locale: Locale;
  texts: FormTexts;
  towns: readonly CityOption[];
  /** The chosen city ids, as texts. */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  message?: string | undefined;
};

type Found = { query: string; towns: CityOption[] };

export function CityPicker({
  formId,
  locale,
  texts,
  towns,
  chosen,
  onChange,
  message,
}: CityPickerProps) {
  const ids = fieldIds(formId, 'cities');
  const listboxId = `${ids.control}-listbox`;
  const labelId = `${ids.control}-label`;
  const optionId = (id: number) => `${ids.control}-option-${id}`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<Found>({ query: '', towns: [] });
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const query = text.trim();
    if (query === '') return;
    let current = true;
    void searchCities(query, { locale, towns }).then((result) => {
      if (current) setFound({ query, towns: result });
    });
    return () => {
      current = false;
    };
  }, [text, locale, towns]);

  const query = text.trim();
  const suggestions =
    query !== '' && found.query === query
      ? found.towns.filter((town) => !chosen.includes(String(town.id)))
      : [];
  const expanded = open && suggestions.length > 0;
  const activeTown = expanded ? suggestions[active] : undefined;

  const choose = (town: CityOption) => {
    onChange([...chosen, String(town.id)]);
    setText('');
    setOpen(false);
    setActive(-1);
    input.current?.focus();
  };
  const remove = (id: string) => {
    onChange(chosen.filter((other) => other !== id));
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count > 0) {
        setActive(
          event.key === 'ArrowDown' ? (active + 1) % count : active <= 0 ? count - 1 : active - 1,
        );
      }
    } else if (event.key === 'Enter') {
      const town = activeTown ?? (expanded && count === 1 ? suggestions[0] : undefined);
      // Enter in the field never submits the form: it chooses, or does nothing.
      event.preventDefault();
      if (town) choose(town);
    } else if (event.key === 'Escape' && (expanded || text !== '')) {
      event.preventDefault();
      if (expanded) {
        setOpen(false);
        setActive(-1);
      } else setText('');
    }
  };

  const labelOf = (id: string) => towns.find((town) => String(town.id) === id)?.label ?? id;
  const status =
    open && query !== '' && found.query === query
      ? suggestions.length > 0
        ? formPlural(texts, 'search.city.suggestions', suggestions.length, locale)
        : formText(texts, 'search.city.none')
      : '';

  return (
    <div className="field form-city">
      <label htmlFor={ids.control} id={labelId}>
        {formText(texts, 'filter.city')}{' '}
        <span className="form__optional">({formText(texts, 'form.optional')})</span>
      </label>
      <span id={ids.hint} className="field__hint">
        {formText(texts, 'search.city.hint')}
      </span>
      <div className="form-city__box">
        <input
          ref={input}
          id={ids.control}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeTown ? optionId(activeTown.id) : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(ids, { hint: 'yes', message })}
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
          aria-labelledby={labelId}
          className="form-city__options"
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
              className="form-city__option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(town)}
            >
              {town.label}
            </li>
          ))}
        </ul>
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {chosen.length > 0 && (
        <ul className="form-city__chosen" aria-label={formText(texts, 'search.city.selected')}>
          {chosen.map((id) => (
            <li key={id} className="form-city__chip">
              {/* The chosen towns travel with the form, as its `cities` field. */}
              <input type="hidden" name="cities" value={id} />
              <span>{labelOf(id)}</span>
              <button
                type="button"
                className="form-city__remove"
                aria-label={formText(texts, 'search.city.remove', { city: labelOf(id) })}
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
      <FieldMessage id={ids.message} text={message} />
    </div>
  );
}
