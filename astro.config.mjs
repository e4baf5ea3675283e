// @ts-check
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import { islands } from './integrations/islands.ts';
import { markerTiles } from './integrations/marker-tiles.ts';
import { redirectStubs } from './integrations/redirect-stubs.ts';
import { renderBundle } from './integrations/render-bundle.ts';
import { buildCacheDir, buildRequest } from './src/site/build-request.ts';
import { clientChunkGroups, preloadOnlyWhatPagesLack } from './integrations/client-chunks.ts';

/** Public origin of the site, used for canonical links, hreflang and the sitemap. */
const site = process.env.SITE_URL ?? 'http://localhost:4321';

/**
 * Where a build writes and keeps its cache (the content layer's data store and record files),
 * as its request says (src/site/build-request.ts; a plain build: BUILD_OUT_DIR, default
 * `dist/`): separate directories let two builds run side by side, and let a rebuild write a
 * fresh directory before it is published.
 */
const request = buildRequest();
const outDir = request.outDir;
const cacheDir = fileURLToPath(buildCacheDir(request));

export default defineConfig({
  site,
  outDir,
  cacheDir,
  trailingSlash: 'ignore',
  // React renders each island's server HTML in one synchronous pass (renderToString) rather than
  // through a stream: the pages carry small islands by the tens of thousands, and nothing of
  // theirs suspends on the server.
  integrations: [
    react({ experimentalDisableStreaming: true }),
    islands(),
    markerTiles(),
    redirectStubs(),
    renderBundle(),
  ],
  // Astro's console log with a progress line every 5,000 pages rather than a line per page.
  logger: { entrypoint: new URL('./integrations/build-log.mjs', import.meta.url) },
  i18n: {
    locales: ['nl', 'fr', 'en', 'de'],
    defaultLocale: 'nl',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  // Stylesheets as files, cached once for every page, rather than inlined into each of tens of
  // thousands of pages.
  build: {
    assets: 'assets',
    inlineStylesheets: 'never',
    concurrency: Number(process.env.BUILD_CONCURRENCY) || 1,
  },
  // A bundled <script> always as a file, never inlined however small: 'self' allows it, while an
  // inline one would need a hash the policy takes only from src/site/inline-scripts.ts.
  vite: {
    build: {
      assetsInlineLimit: (/** @type {string} */ file) => (/\.m?js$/.test(file) ? false : undefined),
    },
    plugins: [preloadOnlyWhatPagesLack()],
    // The browser's modules in a few chunks of their own rather than one per shared module: each
    // file is compressed on its own, so twenty small ones cost more bytes than one of the same
    // code, and every page with an island loads React and the favourites' store anyway.
    environments: {
      client: {
        build: { rolldownOptions: { output: { codeSplitting: { groups: clientChunkGroups } } } },
      },
    },
  },
});
