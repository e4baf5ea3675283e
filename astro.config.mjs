// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

/** Public origin of the site, used for canonical links, hreflang and the sitemap. */
const site = process.env.SITE_URL ?? 'http://localhost:4321';

export default defineConfig({
  site,
  trailingSlash: 'ignore',
  integrations: [react()],
  i18n: {
    locales: ['nl', 'fr', 'en', 'de'],
    defaultLocale: 'nl',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  build: { assets: 'assets' },
});
