import { similarEstates } from '../domain/similar-estates.ts';
import { statusIdOf, statusQueryClause, type SearchStatus } from '../domain/transaction-status.ts';
import type { EstateQuery, QueryClause } from '../schemas/estate-query.ts';
import type { EstateSummary } from '../schemas/estate-summary.ts';
import type { ContentService } from './api.ts';

/*
 * The searches that find an estate's similar estates (spec 2 ajax route similar-estate/{id}):
 * the estates of the same head type and transaction nearest in place and price, by the rule of
 * src/domain/similar-estates.ts. One place for the detail page's island and the site server's
 * route, each with its own client.
 */

/** The estate a detail page shows, as far as the similarity rule reads it. */
export type SimilarReference = {
  id: number;
  headTypeId: number;
  /** Where similar listings are looked for: the market the estate is on, or left (`marketOf`). */
  market: SearchStatus;
  price: number | null;
  lat: number | null;
  lon: number | null;
};

/** The one call the browser version makes, so tests can hand in a fake. */
export type SimilarSource = Pick<ContentService, 'searchEstates'>;

/** How many similar estates a page shows: one row of the 4-column grid (spec 2). */
export const SIMILAR_COUNT = 4;
/** Candidates per call: enough to rank, small enough to stay a light call. */
const CANDIDATES_PER_CALL = 100;

/**
 * Wider and wider circles around the estate, in km and share of its price: the first that
 * holds enough candidates is ranked. The rule counts 1 km like 1 % of price, so a candidate
 * outside 50 km or 50 % scores no better than one without place or price.
 */
export const similarSearchSteps: readonly { km: number; priceShare: number }[] = [
  { km: 10, priceShare: 0.2 },
  { km: 50, priceShare: 0.5 },
];

/** The reference as the rule's input: the fields it reads, the others empty. */
function referenceSummary(reference: SimilarReference): EstateSummary {
  const { lat, lon } = reference;
  return {
    id: reference.id,
    isSold: false,
    isProject: false,
    status: { id: statusIdOf('old', reference.market) },
    publicationDate: '',
    general: {
      headType: { id: reference.headTypeId },
      // The old source's id of the market: the rule reads the status, not the number.
      transaction: { id: statusIdOf('old', reference.market), name: null },
      address: { visible: true, geoLocation: lat !== null && lon !== null ? { lat, lon } : null },
      price: reference.price,
    },
    children: [],
  };
}

/**
 * The searches for candidates, nearest circle first, ending with one over the whole kind
 * (same head type and transaction, no projects). A circle needs the estate's place, a price
 * band its price; without either the step is only as narrow as what is known.
 * @example buildSimilarQueries({ id: 1, headTypeId: 1, market: 'FOR_SALE', price: null, lat: null, lon: null }).length // 1
 */
export function buildSimilarQueries(reference: SimilarReference): EstateQuery[] {
  const kind: QueryClause = {
    ...statusQueryClause(reference.market),
    terms: { 'headType.id': [reference.headTypeId] },
    match: { isProject: false },
  };
  const { lat, lon, price } = reference;
  const located = lat !== null && lon !== null;
  const priced = price !== null && price > 0;
  const steps: QueryClause[] =
    located || priced
      ? similarSearchSteps.map(({ km, priceShare }) => ({
          ...kind,
          ...(located && { geo_distance: { distance: `${km}km`, lat, lon } }),
          ...(priced && {
            range: {
              price: {
                gte: Math.floor(price * (1 - priceShare)),
                lte: Math.ceil(price * (1 + priceShare)),
              },
            },
          }),
        }))
      : [];
  return [...steps, kind].map((query) => ({
    query,
    // Newest first, so a large circle that is cut keeps what is on offer now.
    sort: [
      { field: 'publicationDate', order: 'desc' },
      { field: 'id', order: 'asc' },
    ],
    pagination: { from: 0, size: CANDIDATES_PER_CALL },
  }));
}

/**
 * The similar estates of a detail page, best first: the nearest circle with enough candidates,
 * ranked by the similarity rule; estates whose status the site hides never show. The one place
 * that fetches them, so the site server's `/{lang}/ajax/similar-estate/{estateId}` can take
 * over here.
 * @throws the service's error when a search fails
 */
export async function fetchSimilarEstates(
  reference: SimilarReference,
  source: SimilarSource,
  options: { hiddenStatus?: readonly number[]; count?: number; signal?: AbortSignal } = {},
): Promise<EstateSummary[]> {
  const { count = SIMILAR_COUNT, signal } = options;
  const hidden = new Set(options.hiddenStatus ?? []);
  const estate = referenceSummary(reference);
  // Candidates of every circle asked so far: a wider circle cut at its page size keeps the
  // near ones found before.
  const pool = new Map<number, EstateSummary>();
  let found: EstateSummary[] = [];
  for (const body of buildSimilarQueries(reference)) {
    const answer = await source.searchEstates(body, signal ? { signal } : {});
    if (answer.error !== undefined) throw answer.error;
    for (const candidate of answer.results) {
      if (!hidden.has(candidate.status.id)) pool.set(candidate.id, candidate);
    }
    found = similarEstates(estate, [...pool.values()], count);
    if (found.length >= count) break;
  }
  return found;
}
