import type { Locale } from './locales.ts';
import { buildPath } from './routes.ts';
import { estateLink, projectEntityLink, type EstateLinkInput } from './slugs.ts';
import type { EstateSummary } from '../schemas/estate-summary.ts';

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

/**
 * The link of each estate a page asks the site for by id (the favourites): a project's unit
 * links under its project (spec 2: the project link plus the unit's id), or nowhere when that
 * link cannot be made; any other estate to its canonical page.
 * @example estateHrefs([house], {}, 'nl') // { '12': '/nl/te-koop/woning/…/12' }
 */
export function estateHrefs(
  results: readonly EstateSummary[],
  unitProjects: Readonly<Record<string, EstateLinkInput>>,
  locale: Locale,
): Record<string, string | null> {
  return Object.fromEntries(
    results.map((summary) => {
      const project = unitProjects[String(summary.id)];
      if (!project) return [String(summary.id), estateHref(summary, locale)];
      try {
        return [String(summary.id), projectEntityLink(project, summary.id, locale)];
      } catch {
        return [String(summary.id), null];
      }
    }),
  );
}
