import type { EstateSummary } from '../schemas/estate-summary.ts';
import { marketOf, searchStatusOf } from './transaction-status.ts';

const rad = Math.PI / 180;

/** Distance in km between two points (equirectangular: exact enough within Belgium). */
function kmBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const x = (b.lon - a.lon) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.hypot(x, y) * 6371;
}

const priceOf = (estate: EstateSummary) =>
  estate.general.price ?? estate.general.totalPrice ?? null;
// The same id means another status in each data source: kinds compare the status itself.
const kindOf = (estate: EstateSummary) => `${estate.general.headType.id}:${marketOf(estate)}`;

/** The price term of the score: 1 point per % of difference, 50 when either price is unknown. */
function priceGap(price: number | null, otherPrice: number | null): number {
  return price && otherPrice ? (Math.abs(otherPrice - price) / Math.max(price, 1)) * 100 : 50;
}

/** Candidates by price: the priced ones ascending, with their prices, and the unpriced apart. */
type ByPrice = { priced: EstateSummary[]; prices: number[]; unpriced: EstateSummary[] };

/**
 * The candidates of one head type and transaction: all of them by price, and again by the cell
 * of a grid their place lies in (those without a place apart).
 */
type Kind = ByPrice & { cells: Map<string, ByPrice>; placeless: ByPrice; placed: number };

type Scored = { other: EstateSummary; score: number };

/** A grid cell's size in degrees: about 11 km either way in Belgium. */
const cellLat = 0.1;
const cellLon = 0.15;
const rowOf = (lat: number) => Math.floor(lat / cellLat);
const columnOf = (lon: number) => Math.floor(lon / cellLon);

/**
 * The least distance (km, as kmBetween measures it) from a place to any place in a cell of the
 * grid: 0 inside it. Kept a hair below, so that rounding never puts a match out of reach.
 */
function cellKm(place: { lat: number; lon: number }, row: number, column: number): number {
  const south = row * cellLat;
  const west = column * cellLon;
  const dLat = Math.max(0, south - place.lat, place.lat - (south + cellLat));
  const dLon = Math.max(0, west - place.lon, place.lon - (west + cellLon));
  if (dLat === 0 && dLon === 0) return 0;
  // The cosine of the two places' mean latitude, at its smallest for any place of the cell.
  const meanLat = Math.min(
    89,
    Math.max(Math.abs(place.lat), Math.abs(south), Math.abs(south + cellLat)),
  );
  const x = dLon * rad * Math.cos(meanLat * rad);
  return Math.hypot(x, dLat * rad) * 6371 * (1 - 1e-9);
}

const byPrice = (): ByPrice => ({ priced: [], prices: [], unpriced: [] });

function sortByPrice(list: ByPrice): void {
  list.priced.sort((a, b) => priceOf(a)! - priceOf(b)!);
  list.prices = list.priced.map((other) => priceOf(other)!);
}

/**
 * The least distance (km, as kmBetween measures it) from a place at `lat` to any place in a
 * cell `ring` rows or columns away: at least `ring - 1` whole cells lie between. Kept a hair
 * below, so that rounding never puts a match out of reach.
 */
function ringKm(lat: number, ring: number): number {
  if (ring <= 1) return 0;
  // The cosine of the two places' mean latitude, at its smallest for a cell of that ring.
  const meanLat = Math.min(89, Math.abs(lat) + ((ring + 1) * cellLat) / 2);
  const degrees = Math.min(cellLat, cellLon * Math.cos(meanLat * rad));
  return (ring - 1) * degrees * rad * 6371 * (1 - 1e-9);
}

/**
 * "Similar estates" for detail pages: same head type and market (for sale or to rent, read per
 * data source), still on offer, near in
 * place and in price. Each km counts as much as 1 % of price difference; ties go to the lower id.
 * The candidates are indexed once, by price and by the cell of a grid. A page's search visits
 * the cells in rings around its own, and in each the prices outwards from its own, and stops
 * wherever the distance the ring is at least away and the price difference alone score worse
 * than the matches it holds, so a build of 10,000 estates compares each with a few dozen
 * rather than with every estate of its kind. The answer is the same as scoring them all.
 * @example similarFinder(all)(villa, 4) // the four closest matches, best first
 */
export function similarFinder(
  candidates: readonly EstateSummary[],
): (estate: EstateSummary, count?: number) => EstateSummary[] {
  const kinds = new Map<string, Kind>();
  for (const other of candidates) {
    // Only what is still on offer (not sold, rented or taken over) is worth suggesting.
    if (other.isProject || searchStatusOf(other) === undefined) continue;
    const key = kindOf(other);
    let kind = kinds.get(key);
    if (!kind) {
      kind = { ...byPrice(), cells: new Map(), placeless: byPrice(), placed: 0 };
      kinds.set(key, kind);
    }
    const priced = priceOf(other) ? 'priced' : 'unpriced';
    kind[priced].push(other);
    const place = other.general.address.geoLocation;
    let list = kind.placeless;
    if (place) {
      const cell = `${rowOf(place.lat)}:${columnOf(place.lon)}`;
      list = kind.cells.get(cell) ?? byPrice();
      kind.cells.set(cell, list);
      kind.placed += 1;
    }
    list[priced].push(other);
  }
  for (const kind of kinds.values()) {
    for (const list of [kind, kind.placeless, ...kind.cells.values()]) sortByPrice(list);
  }
  return (estate, count = 4) => {
    const kind = kinds.get(kindOf(estate));
    if (!kind || count < 1) return [];
    const here = estate.general.address.geoLocation;
    const price = priceOf(estate);
    const best: Scored[] = [];
    const worstKept = () => (best.length < count ? Infinity : best[best.length - 1]!.score);
    const consider = (other: EstateSummary, gap: number) => {
      if (other.id === estate.id) return;
      const there = other.general.address.geoLocation;
      const score = (here && there ? kmBetween(here, there) : 50) + gap;
      const at = best.findIndex(
        (kept) => score - kept.score < 0 || (score === kept.score && other.id < kept.other.id),
      );
      if (at === -1) {
        if (best.length < count) best.push({ other, score });
        return;
      }
      best.splice(at, 0, { other, score });
      if (best.length > count) best.pop();
    };
    /**
     * The candidates of a list whose place is at least `km` away: the priced outwards from the
     * estate's price, while the distance and the price difference together could still score
     * as well as the matches held, then the unpriced (a difference of 50) if they still could.
     * The priced come first: the close ones among them usually leave the unpriced no chance,
     * so a crowded place is not scored whole for every estate in it.
     */
    const walk = (list: ByPrice, km: number) => {
      const { priced, prices } = list;
      if (!price) {
        if (km + 50 <= worstKept()) for (const other of priced) consider(other, 50);
        if (km + 50 <= worstKept()) for (const other of list.unpriced) consider(other, 50);
        return;
      }
      let high = lowerBound(prices, price);
      let low = high - 1;
      while (low >= 0 || high < prices.length) {
        const lowGap = low >= 0 ? priceGap(price, prices[low]!) : Infinity;
        const highGap = high < prices.length ? priceGap(price, prices[high]!) : Infinity;
        const gap = Math.min(lowGap, highGap);
        if (km + gap > worstKept()) break;
        consider(priced[lowGap <= highGap ? low-- : high++]!, gap);
      }
      if (km + 50 <= worstKept()) for (const other of list.unpriced) consider(other, 50);
    };
    if (!here) {
      // Every distance counts as 50 km: by price alone.
      walk(kind, 50);
      return best.map(({ other }) => other);
    }
    // The cells in rings around the estate's own, until a ring is too far away to hold a match
    // or every placed candidate has been seen; then those without a place (50 km).
    const row = rowOf(here.lat);
    const column = columnOf(here.lon);
    let seen = 0;
    for (let ring = 0; seen < kind.placed && ringKm(here.lat, ring) <= worstKept(); ring += 1) {
      const km = ringKm(here.lat, ring);
      if (8 * ring > kind.cells.size) {
        // Rings wider than the kind has cells (its estates far apart): the cells not visited
        // yet, each with the distance its own ring is at least away.
        for (const [cell, list] of kind.cells) {
          const [cellRow, cellColumn] = cell.split(':').map(Number) as [number, number];
          const away = Math.max(Math.abs(cellRow - row), Math.abs(cellColumn - column));
          if (away >= ring) walk(list, ringKm(here.lat, away));
        }
        break;
      }
      for (let dRow = -ring; dRow <= ring; dRow += 1) {
        // The ring's cells only: all of its first and last rows, the two ends of the others.
        const step = dRow === -ring || dRow === ring ? 1 : Math.max(1, 2 * ring);
        for (let dColumn = -ring; dColumn <= ring; dColumn += step) {
          const list = kind.cells.get(`${row + dRow}:${column + dColumn}`);
          if (!list) continue;
          seen += list.priced.length + list.unpriced.length;
          // The cell's own distance, where it is more than its ring's: the cells around the
          // estate's own are not all 0 km away, and the close matches of its own cell then
          // rule out most of theirs.
          walk(list, Math.max(km, cellKm(here, row + dRow, column + dColumn)));
        }
      }
    }
    walk(kind.placeless, 50);
    return best.map(({ other }) => other);
  };
}

/** The first index whose value is not below `value` (the values ascending). */
function lowerBound(values: readonly number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The similar estates of one estate among candidates (see similarFinder; for many estates of
 * the same candidates, make one finder and ask it each time).
 * @example similarEstates(villa, all, 4) // the four closest matches, best first
 */
export function similarEstates(
  estate: EstateSummary,
  candidates: readonly EstateSummary[],
  count = 4,
): EstateSummary[] {
  return similarFinder(candidates)(estate, count);
}

/**
 * What a site's similar estates were when they were last looked for: what the search read of
 * each candidate, and each estate's matches. A resident renderer keeps it from one rebuild to
 * the next (rememberingSimilarFinder).
 */
export type SimilarMemory = {
  /** What the search reads of each candidate, by id: its kind, price and place. */
  readonly candidates: ReadonlyMap<number, SearchKey>;
  /** Each estate's matches (ids, best first) and their count asked, with what it read of the estate. */
  readonly lists: Map<
    number,
    { own: SearchKey; count: number; ids: readonly number[]; worst: number }
  >;
};

/** What the search reads of an estate: a change of any of it can change a list. */
type SearchKey = { kind: string; price: number | null; lat: number; lon: number };

const searchKey = (estate: EstateSummary): SearchKey => {
  const place = estate.general.address.geoLocation;
  return {
    kind: kindOf(estate),
    price: priceOf(estate),
    lat: place ? place.lat : NaN,
    lon: place ? place.lon : NaN,
  };
};

const sameKey = (a: SearchKey | undefined, b: SearchKey) =>
  a !== undefined &&
  a.kind === b.kind &&
  a.price === b.price &&
  Object.is(a.lat, b.lat) &&
  Object.is(a.lon, b.lon);

/** The score similarFinder gives `other` as a match of `estate` (lower is better). */
function similarScore(estate: EstateSummary, other: EstateSummary): number {
  const here = estate.general.address.geoLocation;
  const there = other.general.address.geoLocation;
  return (here && there ? kmBetween(here, there) : 50) + priceGap(priceOf(estate), priceOf(other));
}

/** Past this many changed candidates, every list is looked for again (checking costs more). */
const mostRememberedChanges = 64;

/**
 * similarFinder over candidates, that answers from the lists of the last search (`memory`)
 * wherever those cannot have changed, and remembers this search's for the next. An estate's
 * list is looked for again only when what the search reads of the estate changed, when a
 * candidate that changed (came, went, or moved in kind, price or place) was on it, or when one
 * now scores as well as its last match; any other candidate's change leaves it as it was. So
 * the answers are those of a new finder, at the cost of the change rather than of the site.
 * @example const { similar, memory } = rememberingSimilarFinder(all, lastMemory); similar(villa)
 */
export function rememberingSimilarFinder(
  candidates: readonly EstateSummary[],
  last: SimilarMemory | null,
): {
  similar: (estate: EstateSummary, count?: number) => EstateSummary[];
  memory: SimilarMemory;
  /** How many lists were looked for again so far (the others came from `last`). */
  searched: () => number;
} {
  const byId = new Map<number, EstateSummary>();
  const keys = new Map<number, SearchKey>();
  for (const candidate of candidates) {
    if (candidate.isProject || searchStatusOf(candidate) === undefined) continue;
    byId.set(candidate.id, candidate);
    keys.set(candidate.id, searchKey(candidate));
  }
  let changed: number[] | null = null;
  if (last) {
    changed = [];
    for (const [id, key] of keys) if (!sameKey(last.candidates.get(id), key)) changed.push(id);
    for (const id of last.candidates.keys()) if (!keys.has(id)) changed.push(id);
    if (changed.length > mostRememberedChanges) changed = null;
  }
  const memory: SimilarMemory = { candidates: keys, lists: new Map() };
  let finder: ReturnType<typeof similarFinder> | undefined;
  let searched = 0;
  const stillTrue = (estate: EstateSummary, own: SearchKey, count: number) => {
    const kept = changed && last?.lists.get(estate.id);
    if (!changed || !kept || !sameKey(kept.own, own) || kept.count !== count) return null;
    const { kind } = own;
    for (const id of changed) {
      if (kept.ids.includes(id)) return null;
      const other = byId.get(id);
      if (!other || other.id === estate.id || kindOf(other) !== kind) continue;
      if (kept.ids.length < count || similarScore(estate, other) <= kept.worst) return null;
    }
    return kept;
  };
  const similar = (estate: EstateSummary, count = 4): EstateSummary[] => {
    // A candidate's key was made above; another estate (sold, a project) makes its own.
    const own = (byId.get(estate.id) === estate && keys.get(estate.id)) || searchKey(estate);
    const kept = stillTrue(estate, own, count);
    if (kept) {
      memory.lists.set(estate.id, kept);
      return kept.ids.map((id) => byId.get(id)!);
    }
    finder ??= similarFinder([...byId.values()]);
    searched += 1;
    const found = finder(estate, count);
    const worst = found.length > 0 ? similarScore(estate, found[found.length - 1]!) : Infinity;
    memory.lists.set(estate.id, { own, count, ids: found.map(({ id }) => id), worst });
    return found;
  };
  return { similar, memory, searched: () => searched };
}
