import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { writeMarkerTiles } from '../src/features/map/marker-tiles-build.ts';

/**
 * Once the pages are built: the cluster tiles of each listing kind's unfiltered map, made from
 * the marker snapshot the build just wrote (src/pages/markers/[kind].json.ts), so that both
 * files always come from the same answer of the service. A snapshot that cannot be read stops
 * the build: nothing is published.
 */
export function markerTiles(): AstroIntegration {
  return {
    name: 'marker-tiles',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const written = await writeMarkerTiles(fileURLToPath(dir));
        if (written.length > 0) logger.info(`map cluster tiles written: ${written.join(', ')}`);
      },
    },
  };
}
