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
 * surrounding space, since they are typed in the CMS). Spec 2 defines comfort as "build
 * technicals plus facilities", so while comfort is shown it carries the build technicals and
 * the separate buildTechnicals tab is left out rather than repeat them; with comfort hidden,
 * buildTechnicals shows on its own unless it is hidden too.
 *
 * @example isDetailTabShown('buildTechnicals', ['comfort']) // true
 * @example isDetailTabShown('buildTechnicals', []) // false: comfort already shows them
 */
export function isDetailTabShown(tab: DetailTab, hiddenTabs: readonly string[]): boolean {
  if (isListed(tab, hiddenTabs)) return false;
  if (tab === 'buildTechnicals') return isListed('comfort', hiddenTabs);
  return true;
}

/**
 * Whether a tab name is on the page's hidden list, whatever the tab-specific rules; for
 * content that belongs to a tab without being the tab itself (a back-office field group).
 */
export function isTabHidden(name: string, hiddenTabs: readonly string[]): boolean {
  return isListed(name, hiddenTabs);
}
