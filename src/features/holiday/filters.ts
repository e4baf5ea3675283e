import type { RentalQuery } from '../../schemas/rental-unit.ts';

/**
 * The holiday rental search filter (spec 3 "Search filter option sets": rentals) and its
 * round trip through the query string (DESIGN: the URL is the search state).
 *
 * | parameter | value                                    | query field    |
 * |-----------|------------------------------------------|----------------|
 * | location  | region code, e.g. COAST                  | location       |
 * | city      | town name as the service spells it       | city           |
 * | kind      | unit kind code, e.g. APARTMENT           | subKind        |
 * | period    | period type code, e.g. WEEKEND           | periodType     |
 * | guests    | whole number of guests, 1 to 99          | minOccupation  |
 * | from      | arrival date, yyyy-mm-dd                 | from           |
 * | to        | departure date, yyyy-mm-dd, after `from` | to             |
 *
 * A value that cannot be right (a date that does not exist, a departure without arrival or
 * before it, a count of 0) is dropped, not guessed at: the visitor sees the unfiltered list
 * for that part rather than a list filtered by something they did not ask.
 */
export type HolidayFilters = {
  readonly location?: string;
  readonly city?: string;
  readonly kind?: string;
  /** A type of stay (WEEK, WEEKEND, MIDWEEK, CUSTOM): units with a free period of that type. */
  readonly period?: string;
  readonly guests?: number;
  readonly from?: string;
  readonly to?: string;
};

export type HolidayFilterKey = keyof HolidayFilters;

/** The parameters in the order the canonical query string writes them. */
export const holidayFilterKeys = [
  'location',
  'city',
  'kind',
  'period',
  'guests',
  'from',
  'to',
] as const satisfies readonly HolidayFilterKey[];

/** The most units one search shows: the wire format's largest page (`rentalQuerySchema`). */
export const MAX_RESULTS = 500;
/** The most guests a search may ask for; no holiday home sleeps more. */
export const MAX_GUESTS = 99;
/** Longer texts are no town or code of the service. */
const MAX_TEXT_LENGTH = 100;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date that exists, written yyyy-mm-dd. */
function validDate(value: string): string | undefined {
  const match = isoDate.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? value : undefined;
}

function validText(value: string): string | undefined {
  const text = value.trim();
  return text !== '' && text.length <= MAX_TEXT_LENGTH ? text : undefined;
}

function validGuests(value: string | number): number | undefined {
  const text = String(value).trim();
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const count = Number(text);
  return count >= 1 && count <= MAX_GUESTS ? count : undefined;
}

/**
 * The filter as the visitor can have meant it: blank and impossible values left out, and a
 * departure kept only after an arrival (the service reads `from`/`to` as one window).
 */
export function normalizeHolidayFilters(input: {
  [K in HolidayFilterKey]?: string | number | undefined;
}): HolidayFilters {
  const text = (value: string | number | undefined) =>
    value === undefined ? undefined : validText(String(value));
  const date = (value: string | number | undefined) =>
    value === undefined ? undefined : validDate(String(value).trim());
  const location = text(input.location);
  const city = text(input.city);
  const kind = text(input.kind);
  const period = text(input.period);
  const guests = input.guests === undefined ? undefined : validGuests(input.guests);
  const from = date(input.from);
  const to = date(input.to);
  return {
    ...(location !== undefined && { location }),
    ...(city !== undefined && { city }),
    ...(kind !== undefined && { kind }),
    ...(period !== undefined && { period }),
    ...(guests !== undefined && { guests }),
    ...(from !== undefined && { from }),
    ...(from !== undefined && to !== undefined && to > from && { to }),
  };
}

/**
 * Reads the filter from a query string; unknown parameters are ignored and a repeated one
 * counts once (its first value), since each filter holds one choice.
 * @example parseHolidayFilters('?location=COAST&guests=4&utm_source=x') // { location: 'COAST', guests: 4 }
 */
export function parseHolidayFilters(search: string | URLSearchParams): HolidayFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw: { [K in HolidayFilterKey]?: string } = {};
  for (const key of holidayFilterKeys) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  return normalizeHolidayFilters(raw);
}

/**
 * The canonical query string of a filter (no leading '?'): parameters in a fixed order, empty
 * ones left out, so one search has one address.
 * @example serializeHolidayFilters({ guests: 4, location: 'COAST' }) // 'location=COAST&guests=4'
 */
export function serializeHolidayFilters(filters: HolidayFilters): string {
  const clean = normalizeHolidayFilters(filters);
  const params = new URLSearchParams();
  for (const key of holidayFilterKeys) {
    const value = clean[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

/** Whether the visitor narrowed the list at all; unfiltered, the page's own list is the answer. */
export function isFiltered(filters: HolidayFilters): boolean {
  return holidayFilterKeys.some((key) => filters[key] !== undefined);
}

/**
 * Sets one filter (an empty value clears it). A new arrival drops a departure that no longer
 * follows it, and clearing the arrival clears the departure with it.
 * @example withHolidayFilter({ from: '2026-11-07', to: '2026-11-14' }, 'from', '2026-11-16') // { from: '2026-11-16' }
 */
export function withHolidayFilter(
  filters: HolidayFilters,
  key: HolidayFilterKey,
  value: string | number | undefined,
): HolidayFilters {
  const blank = value === undefined || String(value).trim() === '';
  return normalizeHolidayFilters({ ...filters, [key]: blank ? undefined : value });
}

/**
 * Sets arrival and departure together: one bookable stay chosen from the dates the service
 * offers (spec 3: periodDates).
 */
export function withHolidayStay(
  filters: HolidayFilters,
  stay: { from: string; to: string } | undefined,
): HolidayFilters {
  if (!stay) return normalizeHolidayFilters({ ...filters, to: undefined });
  return normalizeHolidayFilters({ ...filters, from: stay.from, to: stay.to });
}

/**
 * The body of `POST rental-units` for a filter (spec 7): each choice as the service's list or
 * value, and one page holding every match. The service reads `from`/`to` as "has an available
 * period within these dates", and a period type as "of this type" (within those dates, if any).
 * @example buildRentalQuery({ location: 'COAST', guests: 4 }).query // { location: ['COAST'], minOccupation: 4 }
 */
export function buildRentalQuery(filters: HolidayFilters): RentalQuery {
  const clean = normalizeHolidayFilters(filters);
  return {
    query: {
      ...(clean.location !== undefined && { location: [clean.location] }),
      ...(clean.city !== undefined && { city: [clean.city] }),
      ...(clean.kind !== undefined && { subKind: [clean.kind] }),
      ...(clean.period !== undefined && { periodType: [clean.period] }),
      ...(clean.guests !== undefined && { minOccupation: clean.guests }),
      ...(clean.from !== undefined && { from: clean.from }),
      ...(clean.to !== undefined && { to: clean.to }),
    },
    pagination: { from: 0, size: MAX_RESULTS },
  };
}

/**
 * The page's query string with the filter written in, other parameters (a campaign tag, say)
 * kept as they were.
 * @example searchWithFilters('?utm_source=mail&city=Spa', { guests: 2 }) // 'utm_source=mail&guests=2'
 */
export function searchWithFilters(search: string, filters: HolidayFilters): string {
  const params = new URLSearchParams(search);
  for (const key of holidayFilterKeys) params.delete(key);
  const rest = params.toString();
  const own = serializeHolidayFilters(filters);
  return [rest, own].filter(Boolean).join('&');
}
