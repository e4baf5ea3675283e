import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type SubmitEvent,
} from 'react';
import { cityOptions, type CityOption } from '../../domain/city-options.ts';
import { nameCollator, sortByKnownOrder } from '../../domain/known-order.ts';
import { listingScreenStatus } from '../../domain/listing-screens.ts';
import { localeTags, type Locale } from '../../domain/locales.ts';
import {
  CHOSEN_SORT_ORDER,
  groupOptions,
  LARGE_BEDROOM_COUNT,
  sortTypes,
  statusFromTrans,
  transWordOf,
  type GroupOption,
  type SortOrder,
  type SortType,
} from '../../schemas/search-constants.ts';
import type { SearchFilter } from '../../schemas/search-filter.ts';
import { countText, fillTemplate, pluralText } from '../cards/template.ts';
import { activeFilterCount, extraFilterCount } from './active-filters.ts';
import { ChoiceGroup, type Choice } from './ChoiceGroup.tsx';
import { CityCombobox } from './CityCombobox.tsx';
import { listingCityTexts } from './city-texts.ts';
import { filterChoices } from './filter-choices.ts';
import { act, loadedBehaviour } from './listing-actions.ts';
import type { EstateFilterState } from './listing-stores.ts';
import { FOLDED_FILTERS_QUERY } from './folded-filters.ts';
import type { ListingIslandProps } from './listing-props.ts';
import { NumberField, type Typing } from './NumberField.tsx';
import type { ListingStrings } from './strings.ts';

type FilterFormProps = ListingIslandProps & { filter: EstateFilterState };

/**
 * The same fields as the page is built, for browsers without scripts: inside `noscript`, which
 * a browser that runs scripts keeps as text and React never hydrates, so the page's scripts
 * neither carry nor run them.
 */
const BuiltExtraFilters = import.meta.env.SSR
  ? (await import('./ExtraFilters.tsx')).default
  : undefined;

/** spec 9: a bedroom count "large" starts at 6, so the last choice reads "6+". */
const bedroomChoices: Choice[] = Array.from({ length: LARGE_BEDROOM_COUNT }, (_, index) => {
  const count = index + 1;
  return { value: String(count), label: count === LARGE_BEDROOM_COUNT ? `${count}+` : `${count}` };
});

/** Choices by label, in the build's order when it knew them all (known-order.ts). */
function sortedChoices(
  choices: Choice[],
  locale: Locale,
  known: readonly string[] | undefined,
): Choice[] {
  return sortByKnownOrder(
    choices,
    (choice) => choice.value,
    known,
    () => {
      const collator = nameCollator(localeTags[locale]);
      return (a, b) => collator.compare(a.label, b.label);
    },
  );
}

/**
 * The choices of a list filter as one select: each value alone, and, when the address chose
 * several (a shared link), that combination as one more choice written as a comma list, which
 * the address reads back (spec 5: `type=1,2`).
 */
function listChoices(
  chosen: readonly (number | string)[] | undefined,
  single: Choice[],
  labelOf: (value: string) => string,
): Choice[] {
  if (!chosen || chosen.length < 2) return single;
  const value = chosen.join(',');
  return [{ value, label: chosen.map((item) => labelOf(String(item))).join(', ') }, ...single];
}

/** Typed prices search through the listing's behaviour, which the first keystroke loads. */
const priceTyping: Typing = {
  type: (name, value) => act((listing) => listing.typeFilterField(name, value)),
  end: () => act((listing) => listing.endTyping()),
};

function ids(values: readonly string[]): number[] {
  return values.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

function Select({
  id,
  name,
  label,
  value,
  choices,
  any,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  choices: Choice[];
  /** The label of the empty choice; left out, there is none. */
  any?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {any !== undefined && <option value="">{any}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The transaction of the projects screen: buy and rent screens are their own transaction. */
function TransactionField({ filter, strings }: { filter: SearchFilter; strings: ListingStrings }) {
  return (
    <Select
      id="filter-trans"
      name="trans"
      label={strings.transaction}
      value={filter.status ? transWordOf(filter.status) : ''}
      any={strings.any}
      choices={[
        { value: 'kopen', label: strings.transactionBuy },
        { value: 'huren', label: strings.transactionRent },
      ]}
      onChange={(value) =>
        act((listing) => listing.setFilterField('status', statusFromTrans(value)))
      }
    />
  );
}

/**
 * Without JavaScript the town is a plain select of every town on offer, inside `noscript`: a
 * browser that runs scripts keeps it as one piece of text, so the hundreds of towns are never
 * parsed, styled, laid out or hydrated there, and the combobox stands in its place from the
 * first paint (a `scripting: none` rule in listing.css hides the combobox where the select
 * shows). It submits with the plain GET form.
 */
function NoScriptCitySelect({
  filter,
  towns,
  strings,
}: {
  filter: SearchFilter;
  towns: CityOption[];
  strings: ListingStrings;
}) {
  const labelOf = (value: string) =>
    towns.find((town) => String(town.id) === value)?.label ?? value;
  return (
    <Select
      id="filter-city-list"
      name="city"
      label={strings.city}
      value={filter.city?.join(',') ?? ''}
      any={strings.any}
      choices={listChoices(
        filter.city,
        towns.map((town) => ({ value: String(town.id), label: town.label })),
        labelOf,
      )}
      onChange={() => {}}
    />
  );
}

/**
 * The fold of the filters on a phone: a `details` element, so it opens and closes without
 * JavaScript and before hydration. It is rendered open (without scripts, and on a wide
 * screen, the filters show as they always did); the page closes it on a narrow screen before
 * its first paint (Listing.astro), and this opens it again when the screen becomes wide, where
 * its summary is hidden.
 */
function FilterFold({
  count,
  strings,
  locale,
  children,
}: {
  count: number;
  strings: ListingStrings;
  locale: Locale;
  children: ReactNode;
}) {
  const fold = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const narrow = window.matchMedia(FOLDED_FILTERS_QUERY);
    const openWhenWide = () => {
      if (!narrow.matches && fold.current) fold.current.open = true;
    };
    openWhenWide();
    narrow.addEventListener('change', openWhenWide);
    return () => narrow.removeEventListener('change', openWhenWide);
  }, []);
  return (
    // `open` belongs to the visitor once the page is shown: React sets it only when it creates
    // the element, and the page may have closed it before hydration.
    <details className="listing-filters__fold" ref={fold} open suppressHydrationWarning>
      <summary
        className="listing-filters__toggle"
        data-active-filters={count}
        aria-label={
          count > 0
            ? `${strings.filtersToggle}, ${pluralText(strings.filtersActive, count, locale)}`
            : undefined
        }
      >
        <span>{strings.filtersToggle}</span>
        {count > 0 && <span className="listing-filters__badge">({countText(count, locale)})</span>}
      </summary>
      {children}
    </details>
  );
}

/**
 * "More filters": the area ranges, the EPC label and the "with …" choices (ExtraFilters.tsx),
 * whose code loads the first time it opens. It opens by itself when the address sets one of
 * them, and its summary counts those set, so a closed fold never hides a narrowing.
 */
function MoreFilters({ filter, strings }: { filter: SearchFilter; strings: ListingStrings }) {
  const count = extraFilterCount(filter);
  const [open, setOpen] = useState(false);
  const set = count > 0;
  // Opens when a search with one of them arrives (the address, the back button).
  const [wasSet, setWasSet] = useState(false);
  if (set !== wasSet) {
    setWasSet(set);
    if (set) setOpen(true);
  }
  const Extra = open ? loadedBehaviour()?.ExtraFilters : undefined;
  return (
    <details
      className="listing-filters__more"
      open={open}
      onToggle={(event) => {
        const shown = event.currentTarget.open;
        // The fields come with the listing's behaviour (ExtraFilters.tsx).
        act(() => setOpen(shown));
      }}
    >
      <summary className="listing-filters__more-toggle">
        {strings.moreFilters}
        {set && ` (${count})`}
      </summary>
      <noscript>
        {BuiltExtraFilters && <BuiltExtraFilters filter={filter} strings={strings} />}
      </noscript>
      {Extra && <Extra filter={filter} strings={strings} />}
    </details>
  );
}

/**
 * The search form (spec 5 parameters, spec 9 sort and grouping). A plain GET form to the page
 * itself, so it works without JavaScript; with it, every change searches at once and the
 * address follows. On a phone it folds behind one button that counts the filters set.
 */
export function FilterForm({
  kind,
  locale,
  strings,
  labels,
  prerendered,
  formAction,
  filter: state,
}: FilterFormProps) {
  const filter = state.filterQuery;
  const choices = useMemo(
    () => filterChoices(filter, state.options, prerendered.options, { loading: state.isLoading }),
    [filter, state.options, prerendered.options, state.isLoading],
  );
  const towns = useMemo(
    () => cityOptions(choices.locations, locale, labels.order?.towns),
    [choices.locations, locale, labels.order?.towns],
  );
  const headTypeOfSubType = useMemo(
    () =>
      new Map(
        [...(prerendered.options.subTypes ?? []), ...(state.options.subTypes ?? [])].map(
          (entry) => [entry.id, entry.headTypeId],
        ),
      ),
    [prerendered.options.subTypes, state.options.subTypes],
  );
  // The build named the countries it knew (so the server render and the browser agree); any
  // other comes with fresh filter values, once the listing's behaviour has loaded.
  const countryNames = (code: string) =>
    labels.countries[code] ?? loadedBehaviour()?.countryName(code, locale) ?? code;
  const typeLabel = (value: string) => labels.types[Number(value)] ?? value;
  const subTypeLabel = (value: string) => labels.subTypes[Number(value)] ?? value;
  const showTransaction = listingScreenStatus(kind) === undefined;
  const showCountry = choices.countries.length > 1 || filter.country !== undefined;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    // With JavaScript every change has already searched; Enter in a price sends it at once.
    event.preventDefault();
    act((listing) => listing.flushTyping());
  };
  const onReset = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    act((listing) => listing.resetFilter());
  };

  return (
    <section className="listing-filters" aria-labelledby="listing-filter-heading">
      <h2 id="listing-filter-heading" className="visually-hidden">
        {strings.filterTitle}
      </h2>
      <FilterFold count={activeFilterCount(filter, kind)} strings={strings} locale={locale}>
        <form
          className="listing-filters__form"
          method="get"
          action={formAction}
          role="search"
          aria-labelledby="listing-filter-heading"
          onSubmit={onSubmit}
        >
          <div className="listing-filters__fields">
            {showTransaction && <TransactionField filter={filter} strings={strings} />}
            {!filter.geo_range && (
              <>
                <CityCombobox
                  id="filter-city"
                  block="listing-city"
                  locale={locale}
                  towns={towns}
                  chosen={(filter.city ?? []).map(String)}
                  onChange={(chosen) =>
                    act((listing) => listing.setFilterField('city', chosen.map(Number)))
                  }
                  texts={listingCityTexts(strings, locale)}
                />
                <noscript>
                  {/* Only the build renders it: React never renders what noscript holds in
                      the browser, so the page's scripts need not carry it. */}
                  {import.meta.env.SSR && (
                    <NoScriptCitySelect filter={filter} towns={towns} strings={strings} />
                  )}
                </noscript>
              </>
            )}
            <ChoiceGroup
              id="filter-type"
              name="type"
              label={strings.type}
              any={strings.any}
              chosen={(filter.type ?? []).map(String)}
              choices={sortedChoices(
                choices.types.map((id) => ({ value: String(id), label: typeLabel(String(id)) })),
                locale,
                labels.order?.types,
              )}
              onChange={(chosen) =>
                act((listing) => listing.chooseTypes(ids(chosen), headTypeOfSubType))
              }
            />
            <ChoiceGroup
              id="filter-subtype"
              name="subType"
              label={strings.subtype}
              any={strings.any}
              chosen={(filter.subType ?? []).map(String)}
              choices={sortedChoices(
                choices.subTypes.map((id) => ({
                  value: String(id),
                  label: subTypeLabel(String(id)),
                })),
                locale,
                labels.order?.subTypes,
              )}
              onChange={(chosen) =>
                act((listing) => listing.setFilterField('subType', ids(chosen)))
              }
            />
            <NumberField
              id="filter-price-min"
              name="price-min"
              label={strings.priceMin}
              value={filter['price-min']}
              typing={priceTyping}
            />
            <NumberField
              id="filter-price-max"
              name="price-max"
              label={strings.priceMax}
              value={filter['price-max']}
              typing={priceTyping}
            />
            <Select
              id="filter-bedrooms"
              name="bedrooms"
              label={strings.bedrooms}
              value={
                filter.bedrooms === undefined
                  ? ''
                  : String(Math.min(filter.bedrooms, LARGE_BEDROOM_COUNT))
              }
              any={strings.any}
              choices={bedroomChoices}
              onChange={(value) =>
                act((listing) =>
                  listing.setFilterField('bedrooms', value === '' ? undefined : Number(value)),
                )
              }
            />
            {showCountry && (
              <Select
                id="filter-country"
                name="country"
                label={strings.country}
                value={filter.country?.join(',') ?? ''}
                any={strings.any}
                choices={sortedChoices(
                  choices.countries.map((code) => ({ value: code, label: countryNames(code) })),
                  locale,
                  labels.order?.countries,
                )}
                onChange={(value) =>
                  act((listing) =>
                    listing.setFilterField('country', value === '' ? undefined : value.split(',')),
                  )
                }
              />
            )}
          </div>
          <MoreFilters filter={filter} strings={strings} />
          <fieldset className="listing-filters__display">
            <legend className="visually-hidden">{strings.display}</legend>
            <Select
              id="filter-sort"
              name="sort"
              label={strings.sort}
              value={filter.sortType}
              choices={sortTypes.map((type: SortType) => ({
                value: type,
                label: strings.sortTypes[type],
              }))}
              onChange={(value) =>
                act((listing) => listing.setFilterField('sortType', value as SortType))
              }
            />
            <Select
              id="filter-order"
              name="order"
              label={strings.order}
              value={filter.sortOrder.toLowerCase()}
              choices={[
                { value: 'asc', label: strings.orderAsc },
                { value: 'desc', label: strings.orderDesc },
              ]}
              onChange={(value) =>
                act((listing) =>
                  listing.setFilterField(
                    'sortOrder',
                    (value === 'asc' ? CHOSEN_SORT_ORDER : 'DESC') as SortOrder,
                  ),
                )
              }
            />
            <Select
              id="filter-group"
              name="group"
              label={strings.group}
              value={filter.groupBy?.toLowerCase() ?? ''}
              any={strings.groupNone}
              choices={groupOptions.map((option: GroupOption) => ({
                value: option.toLowerCase(),
                label: strings.groupOptions[option],
              }))}
              onChange={(value) =>
                act((listing) =>
                  listing.setFilterField(
                    'groupBy',
                    value === '' ? undefined : (value.toUpperCase() as GroupOption),
                  ),
                )
              }
            />
            <div className="listing-filters__actions">
              <button type="submit" className="button button--primary">
                {strings.submit}
              </button>
              <a className="button" href={formAction} onClick={onReset}>
                {strings.reset}
              </a>
            </div>
          </fieldset>
          {filter.geo_range && (
            <p className="listing-filters__geo">
              <span>
                {fillTemplate(strings.geoRange, {
                  distance: new Intl.NumberFormat(localeTags[locale]).format(
                    filter.geo_range.distanceKm,
                  ),
                })}
              </span>
              <button
                type="button"
                className="button"
                onClick={() => act((listing) => listing.setFilterField('geo_range', undefined))}
              >
                {strings.geoRemove}
              </button>
            </p>
          )}
        </form>
      </FilterFold>
      {state.error !== null && state.error !== undefined && !state.isLoading && (
        <p className="listing-filters__error" role="status">
          {strings.filterError}
        </p>
      )}
    </section>
  );
}
