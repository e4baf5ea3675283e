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

/** The candidates of one head type and transaction: priced ones by price, the others apart. */
type Kind = { priced: EstateSummary[]; prices: number[]; unpriced: EstateSummary[] };

type Scored = { other: EstateSummary; score: number };

/**
 * "Similar estates" for detail pages: same head type and market (for sale or to rent, read per
 * data source), still on offer, near in
 * place and in price. Each km counts as much as 1 % of price difference; ties go to the lower id.
 * The candidates are indexed once: a page's search starts at its own price and walks outwards,
 * and stops once the price difference alone scores worse than the matches it holds (the score
 * is never below its price term), so a build of 10,000 estates compares each with a few dozen
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
    if (!kind) kinds.set(key, (kind = { priced: [], prices: [], unpriced: [] }));
    (priceOf(other) ? kind.priced : kind.unpriced).push(other);
  }
  for (const kind of kinds.values()) {
    kind.priced.sort((a, b) => priceOf(a)! - priceOf(b)!);
    kind.prices = kind.priced.map((other) => priceOf(other)!);
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
    for (const other of kind.unpriced) consider(other, 50);
    const { priced, prices } = kind;
    if (!price) {
      for (const other of priced) consider(other, 50);
    } else {
      // Outwards from the estate's own price, the nearer price first.
      let high = lowerBound(prices, price);
      let low = high - 1;
      while (low >= 0 || high < prices.length) {
        const lowGap = low >= 0 ? priceGap(price, prices[low]!) : Infinity;
        const highGap = high < prices.length ? priceGap(price, prices[high]!) : Infinity;
        const gap = Math.min(lowGap, highGap);
        if (gap > worstKept()) break;
        consider(priced[lowGap <= highGap ? low-- : high++]!, gap);
      }
    }
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
