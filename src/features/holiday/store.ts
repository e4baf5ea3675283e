import { atom, computed } from 'nanostores';
import type { ContentService } from '../../content-service/index.ts';
import type { RentalFilterOptions, RentalUnit } from '../../schemas/rental-unit.ts';
import { latestRequest } from '../latest-request.ts';
import {
  buildRentalQuery,
  isFiltered,
  normalizeHolidayFilters,
  parseHolidayFilters,
  searchWithFilters,
  serializeHolidayFilters,
  withHolidayFilter,
  withHolidayStay,
  type HolidayFilterKey,
  type HolidayFilters,
} from './filters.ts';

/*
 * The holiday rental search (spec 3 rentals option sets, spec 4: every load has a success and a
 * failure). The address bar holds the filter; the content service filters server-side
 * (`POST rental-units` takes location, town, kind, period type, guests and dates) and offers
 * the choices (`POST rental-units/filters`). The island only renders these stores and calls
 * these actions.
 */

/** The two calls the search makes, so tests can hand in a fake. */
export type HolidayService = Pick<ContentService, 'searchRentalUnits' | 'rentalFilters'>;

/** The browser's address bar, reduced to what the search needs (and a fake can offer). */
export type AddressBar = {
  /** The current query string, with or without its '?'. */
  read(): string;
  /** Adds a history entry with this query string (no '?'). */
  push(search: string): void;
  /** Calls back when the visitor moves through history (back, forward); returns the unsubscribe. */
  listen(onChange: () => void): () => void;
};

/** Where the browser reaches the content service (the mount point's data attributes). */
export type ServiceConnection = { baseUrl: string; siteId: string };

/**
 * What the list shows: the page's own pre-rendered list (nothing filtered), placeholders while
 * the first answer for a filter is on its way, the service's matches, or nothing (failed).
 */
export type HolidayShown = 'static' | 'pending' | 'results' | 'none';

export type HolidayResultsState = {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  shown: HolidayShown;
  /** The matches of the last answer, in the order of the page's own list (by id). */
  units: readonly RentalUnit[];
  total: number;
  error: unknown;
  /** Whether the visitor changed the search since the page opened: then counts are announced. */
  announce: boolean;
};

export type HolidayOptionsState = {
  status: 'loading' | 'loaded' | 'failed';
  options: RentalFilterOptions;
};

export const noRentalOptions: RentalFilterOptions = Object.freeze({
  locations: [],
  maxOccupations: [],
  subKinds: [],
  cities: [],
  periodTypes: [],
  periodStartDates: [],
  periodDates: [],
});

const initialResults: HolidayResultsState = {
  status: 'idle',
  shown: 'static',
  units: [],
  total: 0,
  error: null,
  announce: false,
};

export const $holidayFilters = atom<HolidayFilters>({});
export const $holidayResults = atom<HolidayResultsState>(initialResults);
export const $holidayOptions = atom<HolidayOptionsState>({
  status: 'loading',
  options: noRentalOptions,
});

/** Whether the list or the choices failed to load: the form then shows the error and a retry. */
export const $holidaySearchFailed = computed(
  [$holidayResults, $holidayOptions],
  (results, options) => results.status === 'failed' || options.status === 'failed',
);

/** The search in progress: its service and address bar. */
let session: { service: HolidayService; address: AddressBar } | null = null;
/** The units of the latest filter, and the choices: a newer call cancels the one before. */
const resultsRequest = latestRequest();
const optionsRequest = latestRequest();

/**
 * The content service of the browser, through the one client of the project (spec 7). The
 * client and the schemas it checks answers with load on the first call: a page opened on its
 * own list, with the choices the build read, asks nothing until the visitor uses the form.
 */
export function holidayService(connection: ServiceConnection): HolidayService {
  let client: Promise<HolidayService> | undefined;
  const service = () =>
    (client ??= import('../../content-service/index.ts').then(
      ({ createContentService, HttpClient }) =>
        createContentService(
          new HttpClient({
            ...connection,
            // A failure is shown to the visitor with a retry; the console stays for real faults.
            logError: () => {},
            timeoutMs: 15_000,
          }),
        ),
    ));
  return {
    searchRentalUnits: async (query, options) =>
      (await service()).searchRentalUnits(query, options),
    rentalFilters: async (query, options) => (await service()).rentalFilters(query, options),
  };
}

/** The address bar of this window: pushState for each search, popstate for back and forward. */
export function browserAddressBar(win: Window = window): AddressBar {
  return {
    read: () => win.location.search,
    push: (search) => {
      const url = new URL(win.location.href);
      url.search = search;
      win.history.pushState(win.history.state, '', url);
    },
    listen: (onChange) => {
      win.addEventListener('popstate', onChange);
      return () => win.removeEventListener('popstate', onChange);
    },
  };
}

/**
 * The answer of `rental-units/filters`; the client gives `{}` when the call failed (spec 8),
 * where a real answer always carries its lists.
 */
function optionsFrom(answer: Partial<RentalFilterOptions>): RentalFilterOptions | null {
  if (Object.keys(answer).length === 0) return null;
  return { ...noRentalOptions, ...answer };
}

/**
 * Loads the choices the form offers: every location, town, kind, period type, capacity, date.
 * Choices already shown stay as they are while the answer comes, and an answer that offers the
 * same ones changes nothing (a re-render would reset a choice the browser restored into the form).
 */
export async function loadHolidayOptions(): Promise<void> {
  if (!session) return;
  const { service } = session;
  const before = $holidayOptions.get();
  if (before.status !== 'loaded') $holidayOptions.set({ ...before, status: 'loading' });
  const answer = await optionsRequest.run((signal) =>
    service.rentalFilters({ query: {} }, { signal }),
  );
  if (answer === undefined) return;
  const options = optionsFrom(answer);
  const current = $holidayOptions.get();
  if (!options) {
    $holidayOptions.set({ status: 'failed', options: current.options });
    return;
  }
  if (current.status === 'loaded' && JSON.stringify(options) === JSON.stringify(current.options))
    return;
  $holidayOptions.set({ status: 'loaded', options });
}

/**
 * Asks the service for the units of the current filter. A newer search cancels this one and
 * its answer is dropped, so the list always belongs to the filter the form shows. What was on
 * screen stays until the answer comes (no flash); only a page opened on a filter, or after a
 * failure, shows placeholders.
 */
async function loadResults(announce: boolean): Promise<void> {
  if (!session) return;
  const { service } = session;
  const filters = $holidayFilters.get();
  const before = $holidayResults.get();
  $holidayResults.set({
    ...before,
    status: 'loading',
    shown: before.shown === 'none' ? 'pending' : before.shown,
    error: null,
    announce: announce || before.announce,
  });
  const answer = await resultsRequest.run((signal) =>
    service.searchRentalUnits(buildRentalQuery(filters), { signal }),
  );
  if (answer === undefined) return;
  const current = $holidayResults.get();
  if (answer.error !== undefined) {
    $holidayResults.set({
      ...current,
      status: 'failed',
      shown: 'none',
      units: [],
      total: 0,
      error: answer.error,
    });
    return;
  }
  const units = [...answer.results].sort((a, b) => a.id - b.id);
  $holidayResults.set({
    ...current,
    status: 'loaded',
    shown: 'results',
    units,
    total: Math.max(answer.total, units.length),
    error: null,
  });
}

/** Shows a filter: the page's own list when nothing is filtered, else the service's answer. */
function show(filters: HolidayFilters, announce: boolean): Promise<void> {
  $holidayFilters.set(filters);
  if (isFiltered(filters)) return loadResults(announce);
  resultsRequest.cancel();
  const before = $holidayResults.get();
  $holidayResults.set({
    ...initialResults,
    announce: announce || before.announce,
  });
  return Promise.resolve();
}

/** A visitor's change: a history entry when the address changes, then the new list. */
function change(next: HolidayFilters): Promise<void> {
  if (!session) return Promise.resolve();
  const search = session.address.read();
  const nextSearch = searchWithFilters(search, next);
  if (nextSearch !== search.replace(/^\?/, '')) session.address.push(nextSearch);
  return show(next, true);
}

/**
 * Starts the search on a page: reads the filter from the address, takes the choices the page
 * was built with (or loads them when it has none) and, when the address holds a filter, loads
 * the matching units; back and forward restore earlier searches.
 * @returns a stop function (tests, or a page that goes away)
 */
export function startHolidaySearch(
  service: HolidayService,
  address: AddressBar,
  builtOptions?: RentalFilterOptions,
): () => void {
  stopHolidaySearch();
  session = { service, address };
  optionsStale = builtOptions !== undefined;
  $holidayResults.set(initialResults);
  $holidayOptions.set(
    builtOptions
      ? { status: 'loaded', options: builtOptions }
      : { status: 'loading', options: noRentalOptions },
  );
  const filters = parseHolidayFilters(address.read());
  if (isFiltered(filters)) $holidayResults.set({ ...initialResults, shown: 'pending' });
  void show(filters, false);
  if (!builtOptions) void loadHolidayOptions();
  const unlisten = address.listen(() => {
    const restored = parseHolidayFilters(address.read());
    // A history step that leaves the filter as it is (a #fragment, say) asks nothing.
    if (serializeHolidayFilters(restored) === serializeHolidayFilters($holidayFilters.get()))
      return;
    void show(restored, true);
  });
  const started = session;
  return () => {
    unlisten();
    if (session === started) stopHolidaySearch();
  };
}

/** Whether the choices shown are the build's, not yet read from the live service. */
let optionsStale = false;

/**
 * The visitor starts to use the form: the build's choices (periods that began since, say) are
 * replaced by the live service's, once.
 */
export function refreshHolidayOptions(): void {
  if (!session || !optionsStale) return;
  optionsStale = false;
  void loadHolidayOptions();
}

function stopHolidaySearch(): void {
  resultsRequest.cancel();
  optionsRequest.cancel();
  session = null;
}

/** Sets one filter from the form (an empty value clears it). */
export function setHolidayFilter(
  key: HolidayFilterKey,
  value: string | number | undefined,
): Promise<void> {
  return change(withHolidayFilter($holidayFilters.get(), key, value));
}

/** Chooses one bookable stay (arrival and departure), or clears the departure. */
export function setHolidayStay(stay: { from: string; to: string } | undefined): Promise<void> {
  return change(withHolidayStay($holidayFilters.get(), stay));
}

/** Applies a whole filter at once (the form's submit button). */
export function applyHolidayFilters(filters: HolidayFilters): Promise<void> {
  return change(normalizeHolidayFilters(filters));
}

/** Back to the page's own list of every unit. */
export function clearHolidayFilters(): Promise<void> {
  return change({});
}

/** Retry after a failure: the choices, the list, or both, for the filter the form still shows. */
export async function retryHolidaySearch(): Promise<void> {
  const retries: Promise<void>[] = [];
  if ($holidayOptions.get().status === 'failed') retries.push(loadHolidayOptions());
  if ($holidayResults.get().status === 'failed') retries.push(loadResults(true));
  await Promise.all(retries);
}
