import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { finishMarkerTiles } from '../publish/after-pages.ts';
import { buildRequest } from '../src/site/build-request.ts';

/** Once the pages are built: the cluster tiles of each listing kind's unfiltered map. */
export function markerTiles(): AstroIntegration {
  return {
    name: 'marker-tiles',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await finishMarkerTiles(fileURLToPath(dir), buildRequest(), logger);
      },
    },
  };
}
