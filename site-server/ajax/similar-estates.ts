import {
  fetchSimilarEstates,
  type SimilarReference,
  type SimilarSource,
} from '../../src/content-service/similar-estates.ts';
import { marketOf } from '../../src/domain/transaction-status.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import type { EstateFacts } from './estate-facts.ts';

/*
 * The ajax route similar-estate/{id} (spec 2): the rule and the searches of the detail page's
 * island (src/content-service/similar-estates.ts), run on the server from the estate's live facts.
 */

/** The island's reference, from the facts: its price, else its total price, as on the page. */
export function similarReference(facts: EstateFacts): SimilarReference {
  return {
    id: facts.id,
    headTypeId: facts.headTypeId,
    market: marketOf({ status: facts.status, guid: facts.guid }),
    price: facts.price ?? facts.totalPrice ?? null,
    lat: facts.place?.lat ?? null,
    lon: facts.place?.lon ?? null,
  };
}

/** The similar estates of one estate, best first, without those of a hidden status. */
export function similarEstatesOf(
  facts: EstateFacts,
  source: SimilarSource,
  hiddenStatus: readonly number[],
): Promise<EstateSummary[]> {
  return fetchSimilarEstates(similarReference(facts), source, { hiddenStatus });
}
