import { atom, type ReadableAtom } from 'nanostores';
import type { Locale } from '../../domain/locales.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import { estatesFromSite } from '../site-estates.ts';

/*
 * The listings in the part of the map on screen: the map's companion list, which keyboard and
 * screen-reader users read instead of the canvas. The markers carry no titles, so the list
 * asks the site server for the summaries of the first few ids in view (a page at a time),
 * and keeps those it has for the session: panning back asks nothing again.
 */

/** How many listings the list shows at first, and adds per "show more". */
export const IN_VIEW_PAGE = 12;

export type InViewState = {
  status: 'loading' | 'loaded' | 'error';
  /** The ids of the listings in view, in the order of the search. */
  ids: readonly number[];
  /** How many of them the list shows. */
  limit: number;
  /** The summaries of the listings shown (the first `limit` ids), once loaded. */
  listings: readonly EstateSummary[];
};

/** Finds the summaries of some listings, in any order. */
export type SummariesLoader = (
  ids: readonly number[],
  signal: AbortSignal,
) => Promise<readonly EstateSummary[]>;

/**
 * The summaries of a few listings in the page's language, from the site server's estates route
 * (checked there by the client, hidden addresses hidden), so the map's page runs no schema.
 */
export function summariesFromSite(locale: Locale): SummariesLoader {
  return async (ids, signal) => (await estatesFromSite(locale, ids.map(String), signal)).results;
}

export type InViewStore = {
  $inView: ReadableAtom<InViewState>;
  /** The listings now in view; the same ids in the same order ask nothing. */
  setInView(ids: readonly number[]): Promise<void>;
  /** Shows a page more of the listings in view. */
  showMore(): Promise<void>;
  retry(): Promise<void>;
  dispose(): void;
};

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** The companion list's state and actions; the loader is passed in so tests can fake it. */
export function createInViewStore(options: { loadSummaries: SummariesLoader }): InViewStore {
  const loader = options.loadSummaries;
  const known = new Map<number, EstateSummary>();
  const $inView = atom<InViewState>({
    status: 'loading',
    ids: [],
    limit: IN_VIEW_PAGE,
    listings: [],
  });
  let request: AbortController | null = null;
  let started = false;

  async function load(ids: readonly number[], limit: number): Promise<void> {
    request?.abort();
    const shown = ids.slice(0, limit);
    const missing = shown.filter((id) => !known.has(id));
    const done = () => shown.flatMap((id) => known.get(id) ?? []);
    if (missing.length === 0) {
      request = null;
      $inView.set({ status: 'loaded', ids, limit, listings: done() });
      return;
    }
    const mine = new AbortController();
    request = mine;
    // What is on screen stays until the answer comes, so the list does not blink as the map moves.
    $inView.set({ ...$inView.get(), status: 'loading', ids, limit });
    try {
      const found = await loader(missing, mine.signal);
      for (const summary of found) known.set(summary.id, summary);
      if (request !== mine) return;
      $inView.set({ status: 'loaded', ids, limit, listings: done() });
    } catch (error) {
      if (request !== mine || isAbort(error)) return;
      $inView.set({ ...$inView.get(), status: 'error' });
    } finally {
      if (request === mine) request = null;
    }
  }

  return {
    $inView,
    setInView(ids) {
      const state = $inView.get();
      if (started && sameIds(ids, state.ids) && state.status !== 'error') return Promise.resolve();
      started = true;
      return load(ids, IN_VIEW_PAGE);
    },
    showMore() {
      const { ids, limit } = $inView.get();
      return load(ids, Math.min(ids.length, limit + IN_VIEW_PAGE));
    },
    retry() {
      const { ids, limit } = $inView.get();
      return load(ids, limit);
    },
    dispose() {
      request?.abort();
      request = null;
    },
  };
}
