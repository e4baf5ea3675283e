import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { CityOption } from '../../domain/city-options.ts';
import { searchCities } from '../../domain/city-lookup.ts';
import type { Locale } from '../../domain/locales.ts';

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

export type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => void;

/** What the suggestions tell the field: whether the list shows, its active option, what to say. */
export type SuggestionsView = { expanded: boolean; activeId?: string | undefined; status: string };

/** What the field (CityCombobox.tsx) hands its suggestions: its text and state, its keys. */
type SuggestionsProps = {
  id: string;
  block: string;
  locale: Locale;
  towns: readonly CityOption[];
  chosen: readonly string[];
  texts: CityComboboxTexts;
  holdEnter?: boolean | undefined;
  text: string;
  open: boolean;
  setText: (text: string) => void;
  setOpen: (open: boolean) => void;
  choose: (town: CityOption) => void;
  /** Hands the field the suggestions' key handler, as it is after each render. */
  onKeys: (handler: KeyHandler) => void;
  onView: (view: SuggestionsView) => void;
};

type Found = { query: string; towns: CityOption[] };

/**
 * The town combobox's suggestions (CityCombobox.tsx, which loads them on first use): looks up
 * what was typed, shows the towns not chosen yet as options, and moves through them with the
 * arrow keys, Enter choosing, Escape closing the list and then emptying the field.
 */
export default function CitySuggestions(props: SuggestionsProps) {
  const { id, locale, towns, chosen, texts, text, open, setText, setOpen, onView } = props;
  const optionId = (town: number) => `${id}-option-${town}`;
  const [found, setFound] = useState<Found>({ query: '', towns: [] });
  // The active option belongs to what was typed: a new text starts without one.
  const [pick, setPick] = useState({ text, index: -1 });
  const active = pick.text === text ? pick.index : -1;
  const setActive = (index: number) => setPick({ text, index });

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
  const status =
    open && query !== '' && found.query === query
      ? suggestions.length > 0
        ? texts.suggestions(suggestions.length)
        : texts.none
      : '';

  const choose = (town: CityOption) => {
    setPick({ text: '', index: -1 });
    props.choose(town);
  };

  const onKeyDown: KeyHandler = (event) => {
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
  // The field's keys reach the list as it is now.
  useEffect(() => props.onKeys(onKeyDown));

  const activeId = activeTown ? optionId(activeTown.id) : undefined;
  useEffect(() => onView({ expanded, activeId, status }), [onView, expanded, activeId, status]);

  return suggestions.map((town, index) => (
    // The keyboard chooses through the field (arrow keys and Enter, aria-activedescendant).
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
    <li
      key={town.id}
      id={optionId(town.id)}
      role="option"
      aria-selected={index === active}
      className={`${props.block}__option`}
      // Keep the focus in the field: the click chooses, the field stays active.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => choose(town)}
    >
      {town.label}
    </li>
  ));
}
