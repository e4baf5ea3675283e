import type { EstateSummary } from '../schemas/estate-summary.ts';
import { isSold } from './transaction-status.ts';

const rad = Math.PI / 180;

/** Distance in km between two points (equirectangular: exact enough within Belgium). */
function kmBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const x = (b.lon - a.lon) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.hypot(x, y) * 6371;
}

/**
 * "Similar estates" for a detail page: same head type and transaction, still available, near
 * in place and in price. Each km counts as much as 1 % of price difference.
 * @example similarEstates(villa, all, 4) // the four closest matches, best first
 */
export function similarEstates(
  estate: EstateSummary,
  candidates: readonly EstateSummary[],
  count = 4,
): EstateSummary[] {
  const here = estate.general.address.geoLocation;
  const price = estate.general.price ?? estate.general.totalPrice ?? null;
  const scored = candidates
    .filter(
      (other) =>
        other.id !== estate.id &&
        !other.isProject &&
        other.general.headType.id === estate.general.headType.id &&
        other.general.transaction.id === estate.general.transaction.id &&
        !isSold(other),
    )
    .map((other) => {
      const there = other.general.address.geoLocation;
      const otherPrice = other.general.price ?? other.general.totalPrice ?? null;
      const distance = here && there ? kmBetween(here, there) : 50;
      const priceGap =
        price && otherPrice ? (Math.abs(otherPrice - price) / Math.max(price, 1)) * 100 : 50;
      return { other, score: distance + priceGap };
    });
  scored.sort((a, b) => a.score - b.score || a.other.id - b.other.id);
  return scored.slice(0, count).map(({ other }) => other);
}
