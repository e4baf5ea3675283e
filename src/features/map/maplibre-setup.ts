import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import stylesheetUrl from 'maplibre-gl/dist/maplibre-gl.css?url';

/*
 * MapLibre, loaded only when a map is shown: the modules that draw maps import this one, and
 * pages reach them through dynamic imports only.
 *
 * - MapLibre 6 looks for its worker next to its own file, which a bundler moves; the worker is
 *   emitted as an asset of its own and named here, once, before any map starts. It is served
 *   from the site's origin, so a strict CSP needs no `blob:` in worker-src.
 * - MapLibre's stylesheet (controls, popups, the canvas container) is linked from here when the
 *   first map starts. Imported as CSS, Astro would put it in the head of every page, render-
 *   blocking, for a map most pages never show.
 */
setWorkerUrl(workerUrl);

let stylesheet: Promise<void> | null = null;

/** Links MapLibre's stylesheet once; resolves when it applies (or failed: maps still work). */
export function mapLibreStylesheet(): Promise<void> {
  stylesheet ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
  return stylesheet;
}
