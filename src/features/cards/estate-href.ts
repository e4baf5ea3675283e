import type { Locale } from '../../domain/locales.ts';
import { estateLink } from '../../domain/slugs.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';

/**
 * The detail link of a search result in the visitor's language (spec 2 "Slugs and links"), or
 * the listing's own uri when the slug cannot be built (the route builder rethrows on missing
 * data). Null when neither exists. Whether the card is inert is the card's rule, not this one.
 */
export function estateHref(summary: EstateSummary, locale: Locale): string | null {
  try {
    return estateLink(summary, locale);
  } catch {
    const uri = summary.uri?.trim();
    return uri ? uri : null;
  }
}
