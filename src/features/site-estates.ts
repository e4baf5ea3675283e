import type { FavoriteEstates } from '../content-service/favorite-estates.ts';
import type { Locale } from '../domain/locales.ts';

/*
 * The estates of some ids as their cards show them, from the site server's ajax route
 * `/{lang}/ajax/estates?ids=…` (the favourites, the list beside the map). The site server reads
 * them with the project's content-service client, checked by its schemas, and hides the
 * addresses a visitor may not see: the pages that show them need neither the client nor zod.
 */

/** What the route answers (see `fetchFavoriteEstates`). */
export type SiteEstates = FavoriteEstates & {
  /** Each result's link, made by the site server (`estateHrefs`); null: the card links nowhere. */
  hrefs: Readonly<Record<string, string | null>>;
};

/** An answer other than the route's: an error status, or a body of another shape. */
export class SiteEstatesError extends Error {
  override readonly name = 'SiteEstatesError';
}

/**
 * The estates of `ids` in the page's language; rejects when the route does not answer them
 * (with an AbortError when aborted).
 * @example await estatesFromSite('nl', ['12', '40'], signal) // { results: [...], unitProjects: {}, hrefs: { '12': '/nl/…' } }
 */
export async function estatesFromSite(
  locale: Locale,
  ids: readonly string[],
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<SiteEstates> {
  const query = new URLSearchParams({ ids: ids.join(',') });
  const response = await fetchImpl(`/${locale}/ajax/estates?${query}`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new SiteEstatesError(`the estates route answered ${response.status}`);
  const answer = (await response.json()) as Partial<SiteEstates> | null;
  if (
    !Array.isArray(answer?.results) ||
    typeof answer.unitProjects !== 'object' ||
    typeof answer.hrefs !== 'object'
  ) {
    throw new SiteEstatesError('the estates route answered something else');
  }
  return answer as SiteEstates;
}
