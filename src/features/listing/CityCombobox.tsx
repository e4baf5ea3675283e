import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { CityOption } from '../../domain/city-options.ts';
import type { Locale } from '../../domain/locales.ts';
import { searchCities } from '../../domain/city-lookup.ts';

/** The words of the combobox, translated by its caller. */
export type CityComboboxTexts = {
  /** The field's label (with the form's "(optional)" where a form shows one). */
  label: ReactNode;
  hint: string;
  /** The name of the list of chosen towns. */
  selected: string;
  /** Said when nothing matches what was typed. */
  none: string;
  /** "3 suggestions", said when the list changes. */
  suggestions: (count: number) => string;
  /** The label of a chip's remove button. */
  remove: (city: string) => string;
};

type CityComboboxProps = {
  /** The field's id; the label, hint, listbox and options take ids made from it. */
  id: string;
  /** The block of its class names: `listing-city` in the filter, `form-city` in a form. */
  block: string;
  locale: Locale;
  /** Every town on offer, labelled "zip name". */
  towns: readonly CityOption[];
  /** The chosen city ids (spec 3 and 5 `city`: a list), as texts. */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  texts: CityComboboxTexts;
  /** The hint shows above the field (a form); else it is for screen readers, after the box. */
  visibleHint?: boolean;
  /** In a form: each chosen town travels with it as a hidden field of this name. */
  name?: string;
  /** Enter in the field never submits the form: it chooses, or does nothing. */
  holdEnter?: boolean;
  /** The id of the field's message while one stands; it marks the field invalid. */
  messageId?: string | undefined;
  /** Shown after the chips, e.g. the field's message. */
  children?: ReactNode;
};

type Found = { query: string; towns: CityOption[] };

/**
 * Towns as an editable combobox with a list of suggestions (WAI-ARIA combobox pattern), for
 * the listing's filter and the subscription form alike: type part of a name or a zip, pick
 * with the arrow keys and Enter or with the pointer; each chosen town shows as a chip with its
 * own remove button. The suggestions come from `searchCities`, the one lookup a later issue
 * points at the site server.
 */
export function CityCombobox(props: CityComboboxProps) {
  const { id, block, locale, towns, chosen, onChange, texts } = props;
  const listboxId = `${id}-listbox`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const optionId = (town: number) => `${id}-option-${town}`;
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
  const remove = (town: string) => {
    onChange(chosen.filter((other) => other !== town));
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
        if (town || props.holdEnter) event.preventDefault();
        if (town) choose(town);
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

  const labelOf = (town: string) =>
    towns.find((option) => String(option.id) === town)?.label ?? town;
  const status =
    open && query !== '' && found.query === query
      ? suggestions.length > 0
        ? texts.suggestions(suggestions.length)
        : texts.none
      : '';
  const hint = (
    <span id={hintId} className={props.visibleHint ? 'field__hint' : 'visually-hidden'}>
      {texts.hint}
    </span>
  );

  return (
    <div className={`field ${block}`}>
      <label htmlFor={id} id={labelId}>
        {texts.label}
      </label>
      {props.visibleHint && hint}
      <div className={`${block}__box`}>
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeTown ? optionId(activeTown.id) : undefined}
          aria-invalid={props.messageId ? true : undefined}
          aria-describedby={props.messageId ? `${hintId} ${props.messageId}` : hintId}
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
          className={`${block}__options`}
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
              className={`${block}__option`}
              // Keep the focus in the field: the click chooses, the field stays active.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(town)}
            >
              {town.label}
            </li>
          ))}
        </ul>
      </div>
      {!props.visibleHint && hint}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {chosen.length > 0 && (
        <ul className={`${block}__chosen`} aria-label={texts.selected}>
          {chosen.map((town) => (
            <li key={town} className={`${block}__chip`}>
              {props.name && <input type="hidden" name={props.name} value={town} />}
              <span>{labelOf(town)}</span>
              <button
                type="button"
                className={`${block}__remove`}
                aria-label={texts.remove(labelOf(town))}
                onClick={() => remove(town)}
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
      {props.children}
    </div>
  );
}
