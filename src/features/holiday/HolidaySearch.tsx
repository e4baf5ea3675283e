import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type SubmitEvent,
} from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../domain/locales.ts';
import type { RentalFilterOptions } from '../../schemas/rental-unit.ts';
import { holidayChoices, stayFromValue, stayValue, type Choice } from './choices.ts';
import type { HolidayCodeLabels } from './choices.ts';
import {
  isFiltered,
  parseHolidayFilters,
  withHolidayStay,
  type HolidayFilterKey,
  type HolidayFilters,
} from './filters.ts';
import type { HolidayCardStrings } from './HolidayUnitCard.tsx';
import {
  $holidayFilters,
  $holidayOptions,
  $holidayResults,
  $holidaySearchFailed,
  applyHolidayFilters,
  browserAddressBar,
  clearHolidayFilters,
  holidayService,
  refreshHolidayOptions,
  retryHolidaySearch,
  setHolidayFilter,
  setHolidayStay,
  startHolidaySearch,
  type HolidayOptionsState,
  type ServiceConnection,
} from './store.ts';
import { pluralText, type PluralTemplate } from '../cards/template.ts';

/** The search's texts, translated at build time (HolidayRentals.astro). */
export type HolidaySearchStrings = HolidayCardStrings & {
  /** The form's name for assistive technology. */
  label: string;
  location: string;
  city: string;
  kind: string;
  /** The period type select (week, weekend, midweek, other). */
  period: string;
  guests: string;
  arrival: string;
  stay: string;
  /** The "no preference" option of every select. */
  any: string;
  /** The submit button: applies what the form shows. */
  submit: string;
  clear: string;
  guestsOption: PluralTemplate;
  nights: PluralTemplate;
  count: PluralTemplate;
  loading: string;
  none: string;
  error: string;
  retry: string;
};

export type HolidaySearchProps = {
  locale: Locale;
  /** Where the browser reaches the content service. */
  connection: ServiceConnection;
  strings: HolidaySearchStrings;
  labels: HolidayCodeLabels;
  /** How many units the page's own list holds, announced when the filters are cleared. */
  staticTotal: number;
  /** The choices the build read (`rental-units/filters`): the form's until it is used. */
  options: RentalFilterOptions;
};

/**
 * The filter a submitted form holds: its fields carry the address's own names (arrival is
 * `from`), and the stay select sets arrival and departure together.
 */
function submittedFilters(form: HTMLFormElement): HolidayFilters {
  const data = new FormData(form);
  const params = new URLSearchParams();
  for (const [key, value] of data) if (typeof value === 'string') params.append(key, value);
  const stay = stayFromValue(params.get('stay') ?? '');
  const filters = parseHolidayFilters(params);
  return stay ? withHolidayStay(filters, stay) : filters;
}

/**
 * Hydrated, the search starts from the address and takes over the page's own list (beside
 * the form, HolidayRentals.astro): hidden while a filter shows the service's matches instead,
 * and kept unseen in its place while the first matches of a page opened on a search are on
 * their way, so nothing below them jumps up and back.
 */
function startSearch(
  form: HTMLFormElement | null,
  connection: ServiceConnection,
  options: RentalFilterOptions,
): () => void {
  const area = form?.closest<HTMLElement>('[data-island="holiday-search"]');
  const ownList = area?.querySelector<HTMLElement>('[data-holiday-static]');
  // Started first: a page opened on a search must not show its own list for a moment.
  const stopSearch = startHolidaySearch(holidayService(connection), browserAddressBar(), options);
  if (!area || !ownList) return stopSearch;
  let opening = true;
  const stopWatching = $holidayResults.subscribe((state) => {
    const holdPlace = opening && state.shown === 'pending';
    if (state.status !== 'loading') opening = false;
    ownList.hidden = state.shown !== 'static' && !holdPlace;
    ownList.style.visibility = holdPlace ? 'hidden' : '';
    // While the first filtered answer loads, the page's list stays, marked as being replaced.
    ownList.setAttribute('aria-busy', String(state.status === 'loading'));
  });
  // From here the island decides what shows (see the page's inline script).
  delete area.dataset.openedFiltered;
  return () => {
    stopWatching();
    stopSearch();
  };
}

/** Placeholders while the first answer for a filter is on its way: one row of cards. */
const placeholderCount = 4;

/**
 * The card of a search result. The page shows its own list until the visitor searches, so the
 * card's code (and the rules it formats with) loads when the form is first used.
 */
const loadCard = () => import('./HolidayUnitCard.tsx');
const HolidayUnitCard = lazy(() => loadCard().then((card) => ({ default: card.HolidayUnitCard })));

/** The visitor starts to use the form: fresh choices, and the results' card on its way. */
const formInUse = () => {
  refreshHolidayOptions();
  void loadCard().catch(() => undefined);
};

const placeholders = Array.from({ length: placeholderCount }, (_, index) => (
  <li key={index} className="col-12 col-sm-6 col-md-4 col-lg-3">
    <div className="holiday-unit-card holiday-unit-card--placeholder">
      <div className="holiday-unit-card__media" />
      <div className="holiday-unit-card__body" />
    </div>
  </li>
));

/**
 * The holiday rental search (spec 3 rentals): a select per filter, applied as it changes and
 * again by the submit button (which then takes the keyboard to the results); the matches with their count (announced politely), or the translated error with a retry.
 * Unfiltered, the page's own list shows (hidden otherwise, see `startSearch`).
 */
export function HolidaySearch(props: HolidaySearchProps) {
  const { locale, strings, labels, staticTotal } = props;
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(
    () => startSearch(form.current, props.connection, props.options),
    // Once: the props of a hydrated island do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const filters = useStore($holidayFilters);
  const results = useStore($holidayResults);
  // The server render and hydration show the build's choices (one object: a snapshot).
  const [built] = useState<HolidayOptionsState>(() => ({
    status: 'loaded',
    options: props.options,
  }));
  const { options } = useStore($holidayOptions, { ssr: () => built });
  const failed = useStore($holidaySearchFailed);
  const firstField = useRef<HTMLSelectElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useRef<'heading' | 'form' | null>(null);
  const id = useId();

  const choices = useMemo(
    () =>
      holidayChoices(options, filters, {
        locale,
        labels,
        texts: { guestsOption: strings.guestsOption, nights: strings.nights },
      }),
    [options, filters, locale, labels, strings.guestsOption, strings.nights],
  );

  useEffect(() => {
    const target = focusAfterRender.current;
    if (!target) return;
    const element = target === 'heading' ? heading.current : firstField.current;
    if (!element) return;
    focusAfterRender.current = null;
    element.focus();
  });

  const filtered = results.shown !== 'static';
  const anyFilter = isFiltered(filters);
  const busy = results.status === 'loading';
  const countText =
    results.shown === 'results'
      ? pluralText(strings.count, results.total, locale)
      : results.shown === 'static'
        ? pluralText(strings.count, staticTotal, locale)
        : '';
  // Announced only once the visitor searched: the count is on screen from the start.
  const announcement =
    results.announce && !busy && results.status !== 'failed'
      ? results.shown === 'results' && results.units.length === 0
        ? strings.none
        : countText
      : '';

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = submittedFilters(event.currentTarget);
    if (isFiltered(next)) focusAfterRender.current = 'heading';
    void applyHolidayFilters(next);
  };

  const onSelect = (key: HolidayFilterKey) => (event: ChangeEvent<HTMLSelectElement>) =>
    void setHolidayFilter(key, event.target.value);

  const field = (
    key: 'location' | 'city' | 'kind' | 'guests' | 'period' | 'arrival',
    label: string,
    list: Choice[],
    value: string | number | undefined,
  ) => (
    <div className={`holiday-search__field holiday-search__field--${key}`}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select
        id={`${id}-${key}`}
        name={key === 'arrival' ? 'from' : key}
        ref={key === 'location' ? firstField : undefined}
        value={value === undefined ? '' : String(value)}
        onChange={onSelect(key === 'arrival' ? 'from' : key)}
      >
        <option value="">{strings.any}</option>
        {list.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );

  const chosenStay =
    filters.from !== undefined && filters.to !== undefined
      ? stayValue({ from: filters.from, to: filters.to })
      : '';

  return (
    <>
      <form
        ref={form}
        className="holiday-search__form"
        method="get"
        role="search"
        aria-label={strings.label}
        onSubmit={onSubmit}
        onFocus={formInUse}
        onPointerDown={formInUse}
      >
        {field('location', strings.location, choices.location, filters.location)}
        {field('city', strings.city, choices.city, filters.city)}
        {field('kind', strings.kind, choices.kind, filters.kind)}
        {field('guests', strings.guests, choices.guests, filters.guests)}
        {field('period', strings.period, choices.period, filters.period)}
        {field('arrival', strings.arrival, choices.arrival, filters.from)}
        <div className="holiday-search__field holiday-search__field--stay">
          <label htmlFor={`${id}-stay`}>{strings.stay}</label>
          <select
            id={`${id}-stay`}
            name="stay"
            value={chosenStay}
            onChange={(event) => void setHolidayStay(stayFromValue(event.target.value))}
          >
            <option value="">{strings.any}</option>
            {choices.stay.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div className="holiday-search__actions">
          <button type="submit" className="button button--primary">
            {strings.submit}
          </button>
          <button
            type="button"
            className="button"
            disabled={!anyFilter}
            onClick={() => {
              focusAfterRender.current = 'form';
              void clearHolidayFilters();
            }}
          >
            {strings.clear}
          </button>
        </div>
      </form>

      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      {failed && (
        <div className="holiday-search__error" role="alert">
          <p>{strings.error}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              focusAfterRender.current = results.status === 'failed' ? 'heading' : 'form';
              void retryHolidaySearch();
            }}
          >
            {strings.retry}
          </button>
        </div>
      )}

      {filtered && results.shown !== 'none' && (
        <section className="holiday-search__results" aria-busy={busy}>
          <h2 className="holiday-count" ref={heading} tabIndex={-1}>
            {results.shown === 'pending' ? strings.loading : countText}
          </h2>
          {results.shown === 'results' && results.units.length === 0 ? (
            <p>{strings.none}</p>
          ) : (
            <Suspense fallback={<ul className="grid">{placeholders}</ul>}>
              <ul className="grid">
                {results.shown === 'pending'
                  ? placeholders
                  : results.units.map((unit) => (
                      <li key={unit.id} className="col-12 col-sm-6 col-md-4 col-lg-3">
                        <HolidayUnitCard
                          unit={unit}
                          locale={locale}
                          strings={strings}
                          labels={labels}
                        />
                      </li>
                    ))}
              </ul>
            </Suspense>
          )}
        </section>
      )}
    </>
  );
}
