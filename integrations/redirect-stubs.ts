import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { writeRedirectStubs } from '../src/site/redirect-stubs.ts';

/** Writes the short links' meta-refresh stubs from `_redirects` once the pages are built. */
export function redirectStubs(): AstroIntegration {
  let site = 'http://localhost:4321';
  return {
    name: 'redirect-stubs',
    hooks: {
      'astro:config:done': ({ config }) => {
        if (config.site) site = config.site;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const count = await writeRedirectStubs(fileURLToPath(dir), site);
        logger.info(`${count} short-link redirect pages written`);
      },
    },
  };
}
