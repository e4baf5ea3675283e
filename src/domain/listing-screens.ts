import { transWords, type SearchStatus } from '../schemas/search-constants.ts';

/** The three listing screens we design (spec 2 leaves them open): buy, rent and projects. */
export const listingKinds = ['buy', 'rent', 'projects'] as const;
export type ListingKind = (typeof listingKinds)[number];

/**
 * The transaction a listing screen is, or undefined for projects, whatever their transaction
 * (spec 5: kopen, huren): the status of its base filter (`listingBaseFilter`), without the
 * address parser, for what the island shows before the visitor acts.
 * @example listingScreenStatus('rent') // 'TO_RENT'
 */
export function listingScreenStatus(kind: ListingKind): SearchStatus | undefined {
  return kind === 'buy' ? transWords.kopen : kind === 'rent' ? transWords.huren : undefined;
}
