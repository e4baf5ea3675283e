/**
 * Below this width the listing's filters fold behind one button: the form reads it, and the
 * inline script that folds them before the first paint (src/site/inline-scripts.ts) agrees.
 */
export const FOLDED_FILTERS_QUERY = '(max-width: 767.98px)';
