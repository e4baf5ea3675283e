import type { ContentService } from '../../src/content-service/index.ts';
import { buildFavoritesBody } from '../../src/domain/estate-query.ts';
import { summaryForVisitors, townPositions } from '../../src/domain/hidden-address.ts';
import { composeListingTitle } from '../../src/domain/listing-card.ts';
import type { Locale } from '../../src/domain/locales.ts';
import { pickLocalized } from '../../src/domain/localized-text.ts';
import { buildPath } from '../../src/domain/routes.ts';
import { estateLink, projectEntityLink } from '../../src/domain/slugs.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import type { EstateReference } from '../mail/payloads.ts';

/** The content-service call an estate reference needs. */
export type EstateLookup = Pick<ContentService, 'searchEstates'>;

/** The content service could not tell whether the estate exists. */
export class EstateLookupError extends Error {
  constructor(cause: unknown) {
    super('The content service could not look up the estate', { cause });
    this.name = 'EstateLookupError';
  }
}

function titleOf(summary: EstateSummary, locale: Locale): string | null {
  return (
    pickLocalized(summary.general.title, locale) ||
    composeListingTitle(summary, locale) ||
    pickLocalized(summary.general.title, locale, { fallback: true })
  );
}

/** The detail path; the short link (which redirects) when the slug cannot be built (spec 8). */
function pathOf(summary: EstateSummary, estateId: number, locale: Locale): string {
  try {
    return summary.id === estateId
      ? estateLink(summary, locale)
      : projectEntityLink(summary, estateId, locale);
  } catch {
    return buildPath('estateDetailShort', locale, { estateId });
  }
}

/**
 * The title and site path of an estate, as a mail names it, through the same search the
 * favourites use (spec 7: a terms query on children.general.id finds the estate or the project
 * that holds it). Null when the estate does not exist; throws `EstateLookupError` when the
 * service cannot answer.
 */
export async function lookUpEstate(
  api: EstateLookup,
  estateId: number,
  locale: Locale,
): Promise<EstateReference | null> {
  const answer = await api.searchEstates(buildFavoritesBody([String(estateId)]), { locale });
  if (answer.error !== undefined) throw new EstateLookupError(answer.error);
  const found =
    answer.results.find((result) => result.id === estateId) ??
    answer.results.find((result) => result.children.some((child) => child.general.id === estateId));
  if (!found) return null;
  // spec 2: what a mail or an answer names of a hidden address is its town, never its street.
  const summary = summaryForVisitors(found, townPositions([]));
  return { id: estateId, title: titleOf(summary, locale), path: pathOf(summary, estateId, locale) };
}
