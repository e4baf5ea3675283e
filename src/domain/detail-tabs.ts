/**
 * The tabs of the property detail page (spec 2 "Property detail"), in display order. A page
 * hides some of them with its list of hidden tab names (site-wide list plus the page's own).
 */
export const detailTabs = [
  'salesRep',
  'financial',
  'financialKI',
  'technical',
  'dimensions',
  'energy',
  'energyShared',
  'planning',
  'buildTechnicals',
  'comfort',
] as const;

export type DetailTab = (typeof detailTabs)[number];

function isListed(tab: string, hiddenTabs: readonly string[]): boolean {
  const name = tab.toLowerCase();
  return hiddenTabs.some((hidden) => hidden.trim().toLowerCase() === name);
}

/**
 * Whether a tab is shown, given the page's hidden tab names (compared ignoring case and
 * surrounding space, since they are typed in the CMS). Each tab of spec 2 answers to its own
 * name only: buildTechnicals is a tab of its own beside comfort (which lists build technicals
 * plus facilities, spec 2), and hiding one of them leaves the other shown.
 *
 * @example isDetailTabShown('buildTechnicals', ['comfort']) // true
 * @example isDetailTabShown('comfort', ['buildTechnicals']) // true
 */
export function isDetailTabShown(tab: DetailTab, hiddenTabs: readonly string[]): boolean {
  return !isListed(tab, hiddenTabs);
}

/**
 * Whether a tab name is on the page's hidden list, whatever the tab-specific rules; for
 * content that belongs to a tab without being the tab itself (a back-office field group).
 */
export function isTabHidden(name: string, hiddenTabs: readonly string[]): boolean {
  return isListed(name, hiddenTabs);
}
