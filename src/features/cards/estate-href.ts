import type { Locale } from '../../domain/locales.ts';
import { buildPath } from '../../domain/routes.ts';
import { estateLink } from '../../domain/slugs.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';

/**
 * The detail link of a search result in the visitor's language (spec 2 "Slugs and links"), as
 * the build writes it. When the slug cannot be built (the route builder rethrows on missing
 * data, such as a result without its subtype's name) the card still links: to the listing's own
 * uri when it is a page of this language, else to the short link, which the site answers with a
 * 301 to the current page. Whether the card is inert is the card's rule, not this one.
 *
 * @example estateHref(backOfficeResultWithoutNames, 'fr') // '/fr/offre/2001'
 */
export function estateHref(summary: EstateSummary, locale: Locale): string {
  // A project links by its title (spec 2); a search result says so with `isProject`.
  const input = { ...summary, general: { ...summary.general, project: summary.isProject } };
  try {
    return estateLink(input, locale);
  } catch {
    const uri = summary.uri?.trim();
    if (uri?.startsWith(`/${locale}/`)) return uri;
    return buildPath('estateDetailShort', locale, { estateId: summary.id });
  }
}
