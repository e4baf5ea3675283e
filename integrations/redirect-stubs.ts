import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { writeSecurityHeaderFiles } from '../src/site/build-security-headers.ts';
import { writeRedirectStubs } from '../src/site/redirect-stubs.ts';

/**
 * Once the pages are built: the short links' meta-refresh stubs from `_redirects`, then the
 * security headers for static hosts (`_headers`, nginx-security-headers.conf). The headers come
 * last because their Content-Security-Policy hashes the inline scripts of every written page,
 * which an Astro endpoint, rendered alongside the pages, cannot see.
 */
export function redirectStubs(): AstroIntegration {
  let site = 'http://localhost:4321';
  return {
    name: 'redirect-stubs',
    hooks: {
      'astro:config:done': ({ config }) => {
        if (config.site) site = config.site;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const count = await writeRedirectStubs(outDir, site);
        logger.info(`${count} short-link redirect pages written`);
        const hashed = await writeSecurityHeaderFiles(outDir);
        logger.info(`_headers written (${hashed} inline script hashes)`);
      },
    },
  };
}
