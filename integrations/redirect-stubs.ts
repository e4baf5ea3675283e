import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { readFile } from 'node:fs/promises';
import {
  recordedScriptHashes,
  writeSecurityHeaderFiles,
} from '../src/site/build-security-headers.ts';
import type { WrittenBuildState } from '../src/site/build-state.ts';
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
        // An incremental build (src/site/build-plan.ts) holds only the changed estates' pages.
        const partial = await readPlanMode(process.env.BUILD_STATE_OUT);
        const previous = process.env.BUILD_PREVIOUS_DIR;
        const count = await writeRedirectStubs(outDir, site, { onlyRenderedTargets: partial });
        logger.info(`${count} short-link redirect pages written`);
        const kept = partial && previous ? await recordedScriptHashes(previous) : [];
        const hashed = await writeSecurityHeaderFiles(outDir, process.env, kept);
        logger.info(`_headers written (${hashed} inline script hashes)`);
      },
    },
  };
}

/** True when this build's plan (written by the catch-all page's getStaticPaths) is partial. */
async function readPlanMode(stateFile: string | undefined): Promise<boolean> {
  if (!stateFile) return false;
  const text = await readFile(stateFile, 'utf8').catch(() => undefined);
  return text !== undefined && (JSON.parse(text) as WrittenBuildState).plan.mode === 'partial';
}
