/** The separator of the parts of a document title: "Villa te koop in Gent — VK001 — Agency". */
export const pageTitleSeparator = ' — ';

/**
 * A document title from its parts, most specific first and the site name last. Blank parts are
 * left out and a part repeating an earlier one (ignoring case) is dropped, so a listing whose
 * own title equals its composed title does not read twice.
 *
 * @example composePageTitle(['Villa te koop in Gent', null, 'VK001', 'Immo Horizon'])
 * // 'Villa te koop in Gent — VK001 — Immo Horizon'
 */
export function composePageTitle(parts: readonly (string | null | undefined)[]): string {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    const text = typeof part === 'string' ? part.trim() : '';
    const key = text.toLocaleLowerCase();
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept.join(pageTitleSeparator);
}
