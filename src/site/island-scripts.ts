import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import idleDirective from 'astro/runtime/client/idle.prebuilt.js';
import loadDirective from 'astro/runtime/client/load.prebuilt.js';
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js';
import { paintDirectiveEntrypoint } from '../../integrations/islands.ts';

/*
 * The inline scripts and style Astro writes into a page with an island, known from their
 * source rather than read off pages: the `<astro-island>` element's runtime and the
 * directives' scripts as Astro's package holds them, `client:paint` as Astro bundles it from
 * src/islands/paint-directive.ts (with Astro's own bundling function, so the text is the one
 * the pages carry), and the `display: contents` rule of the island elements.
 */

type BuildDirective = (name: string, entrypoint: string, root: URL) => Promise<string>;

/** Astro's bundler of a custom directive (not among its package's exports, hence the path). */
async function astroDirectiveBuilder(): Promise<BuildDirective> {
  const astro = new URL(import.meta.resolve('astro/package.json'));
  const module = (await import(new URL('dist/core/client-directive/build.js', astro).href)) as {
    buildClientDirectiveEntrypoint: BuildDirective;
  };
  return module.buildClientDirectiveEntrypoint;
}

const projectRoot = new URL('../../', import.meta.url);
const paintDirective = await (
  await astroDirectiveBuilder()
)('paint', paintDirectiveEntrypoint, projectRoot);

/** The script of each directive the site may use, by its name (`client:paint` → 'paint'). */
export const islandDirectives: ReadonlyMap<string, string> = new Map([
  ['paint', paintDirective],
  ['idle', idleDirective],
  ['load', loadDirective],
  ['visible', visibleDirective],
]);

/** The text of every inline script Astro's islands may put in a page of the site. */
export const islandScripts: readonly string[] = [islandRuntime, ...islandDirectives.values()];

/** The text of the inline style Astro puts before a page's first island. */
export const islandStyles: readonly string[] = [ISLAND_STYLES];
