import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { CityOption } from '../../domain/city-options.ts';
import type { Locale } from '../../domain/locales.ts';
import type { CityComboboxTexts, KeyHandler, SuggestionsView } from './CitySuggestions.tsx';

export type { CityComboboxTexts } from './CitySuggestions.tsx';

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

/**
 * The typing half (the lookup, the list, its keys): it loads the first time the field gets
 * focus or input, as the listing's type choices load on their first opening; what was typed
 * meanwhile stays in the field and is looked up once it is there.
 */
const CitySuggestions = lazy(() => import('./CitySuggestions.tsx'));

const closed: SuggestionsView = { expanded: false, status: '' };

/**
 * Towns as an editable combobox with a list of suggestions (WAI-ARIA combobox pattern), for
 * the listing's filter and the subscription form alike: type part of a name or a zip, pick
 * with the arrow keys and Enter or with the pointer; each chosen town shows as a chip with its
 * own remove button. The suggestions come from `searchCities`, the one lookup of towns by any
 * of their names.
 */
export function CityCombobox(props: CityComboboxProps) {
  const { id, block, chosen, onChange, texts } = props;
  const listboxId = `${id}-listbox`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [view, setView] = useState(closed);
  const keys = useRef<KeyHandler>(undefined);
  const input = useRef<HTMLInputElement>(null);

  const [onKeys] = useState(() => (handler: KeyHandler) => {
    keys.current = handler;
  });
  const choose = (town: CityOption) => {
    onChange([...chosen, String(town.id)]);
    setText('');
    setOpen(false);
    input.current?.focus();
  };
  const remove = (town: string) => {
    onChange(chosen.filter((other) => other !== town));
    // The chip's button is gone: the field is the sensible place to continue.
    input.current?.focus();
  };

  const labelOf = (town: string) =>
    props.towns.find((option) => String(option.id) === town)?.label ?? town;
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
          aria-expanded={view.expanded}
          aria-controls={listboxId}
          aria-activedescendant={view.activeId}
          aria-invalid={props.messageId ? true : undefined}
          aria-describedby={props.messageId ? `${hintId} ${props.messageId}` : hintId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setUsed(true);
          }}
          onKeyDown={(event) => {
            if (keys.current) keys.current(event);
            else if (event.key === 'Enter' && props.holdEnter) event.preventDefault();
          }}
          onBlur={() => setOpen(false)}
          onFocus={() => {
            setOpen(true);
            setUsed(true);
          }}
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-labelledby={labelId}
          className={`${block}__options`}
          hidden={!view.expanded}
        >
          {used && (
            <Suspense fallback={null}>
              <CitySuggestions
                {...{ id, block, chosen, texts, text, open, setText, setOpen, choose, onKeys }}
                locale={props.locale}
                towns={props.towns}
                holdEnter={props.holdEnter}
                onView={setView}
              />
            </Suspense>
          )}
        </ul>
      </div>
      {!props.visibleHint && hint}
      <p className="visually-hidden" role="status">
        {view.status}
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
