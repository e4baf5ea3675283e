import { createWorkerMarkerLoader, loadMarkersHere, type MarkerLoader } from './marker-loader.ts';
import { createSharedMarkerLoader } from './shared-marker-loader.ts';

/**
 * The page's one marker loader: searches run in one module worker (started as this module
 * loads, so it boots while the page is busy with other things), a search asked for by both
 * the listing's count and the map runs once, and a listing screen's unfiltered search reads the
 * build's marker snapshot on this site. Without a window (server render, tests) the searches
 * run here, on the service.
 */
export const pageMarkerLoader: MarkerLoader = createSharedMarkerLoader(
  typeof window === 'undefined'
    ? loadMarkersHere
    : createWorkerMarkerLoader(undefined, { startNow: true, siteUrl: window.location.href }),
);
