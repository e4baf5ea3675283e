import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { writeMarkerTiles } from '../publish/marker-tiles.ts';
import { readWrittenState } from '../src/site/build-state-file.ts';
import { buildRequest } from '../src/site/build-request.ts';

/**
 * Once the pages are built: the cluster tiles of each listing kind's unfiltered map, made from
 * the marker snapshot the build just wrote (src/pages/markers/[kind].json.ts), so that both
 * files always come from the same answer of the service. An incremental build keeps the
 * published tiles of a snapshot that did not change (a change of price moves no marker). A
 * snapshot that cannot be read stops the build: nothing is published.
 */
export function markerTiles(): AstroIntegration {
  return {
    name: 'marker-tiles',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        // A partial build's files are laid over the published build's (src/site/build-plan.ts);
        // any other build is published whole, so it writes every tile set.
        const { writes, previous } = buildRequest();
        const state = await readWrittenState(writes.state);
        const partial = state?.plan.mode === 'partial';
        const written = await writeMarkerTiles(fileURLToPath(dir), {
          previousDir: partial ? previous.dir : null,
        });
        if (written.length > 0) logger.info(`map cluster tiles written: ${written.join(', ')}`);
      },
    },
  };
}
