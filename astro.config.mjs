// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

/** Public origin of the site, used for canonical links, hreflang and the sitemap. */
const site = process.env.SITE_URL ?? 'http://localhost:4321';

/**
 * Where a build writes (default `dist/`) and keeps its cache (the content layer's data store):
 * separate directories let two builds run side by side, and let a rebuild write a fresh
 * directory before it is published.
 */
const outDir = process.env.BUILD_OUT_DIR || './dist';
const cacheDir = process.env.BUILD_CACHE_DIR || './node_modules/.astro';

export default defineConfig({
  site,
  outDir,
  cacheDir,
  trailingSlash: 'ignore',
  integrations: [react()],
  i18n: {
    locales: ['nl', 'fr', 'en', 'de'],
    defaultLocale: 'nl',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  build: { assets: 'assets' },
});
