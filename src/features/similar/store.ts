import { atom } from 'nanostores';
import { createContentService, HttpClient } from '../../content-service/index.ts';
import {
  fetchSimilarEstates,
  type SimilarReference,
  type SimilarSource,
} from '../../content-service/similar-estates.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import { latestRequest } from '../latest-request.ts';

/*
 * "Similar estates" under a detail page (spec 2 ajax route similar-estate/{estateId}): the
 * estates of the same head type and transaction nearest in place and price, by the rule of
 * src/domain/similar-estates.ts. Secondary content: a failure shows nothing new, it never
 * shows an error. The island only renders this store.
 */

/** Where the browser reaches the content service (the mount point's data attributes). */
export type ServiceConnection = { baseUrl: string; siteId: string };

export type SimilarState = {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  estates: readonly EstateSummary[];
};

export const $similarEstates = atom<SimilarState>({ status: 'idle', estates: [] });

/** The content service of the browser, through the one client of the project (spec 7). */
export function similarService(connection: ServiceConnection): SimilarSource {
  return createContentService(
    new HttpClient({ ...connection, logError: () => {}, timeoutMs: 15_000 }),
  );
}

/** The load under way; a reset aborts it, so another estate never shows its answer. */
const similarRequest = latestRequest();

/**
 * Loads the similar estates once (spec 4: success and failure); a second call while one runs
 * or after it finished does nothing.
 */
export async function loadSimilarEstates(
  reference: SimilarReference,
  source: SimilarSource,
  options: { hiddenStatus?: readonly number[]; count?: number } = {},
): Promise<void> {
  if ($similarEstates.get().status !== 'idle') return;
  $similarEstates.set({ status: 'loading', estates: [] });
  try {
    const estates = await similarRequest.run((signal) =>
      fetchSimilarEstates(reference, source, { ...options, signal }),
    );
    if (estates === undefined) return;
    $similarEstates.set({ status: 'loaded', estates });
  } catch {
    $similarEstates.set({ status: 'failed', estates: [] });
  }
}

/** Back to the start (tests, or a page that shows another estate). */
export function resetSimilarEstates(): void {
  similarRequest.cancel();
  $similarEstates.set({ status: 'idle', estates: [] });
}
