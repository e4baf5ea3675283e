import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { islandDirectives } from '../../src/site/island-scripts.ts';
import type { SiteFrame } from '../../src/site/types.ts';
import type { DemoData } from '../../local-content-service/demo-data/generate.ts';
import { islandProps } from '../lib/island-props.ts';

/**
 * A container that renders the site's views as the build does: React islands through the
 * React renderer, and the site's own `client:paint` directive beside Astro's.
 */
export async function createViewContainer(): Promise<AstroContainer> {
  return AstroContainer.create({
    renderers: await loadRenderers([getContainerRenderer()]),
    // Only the directives: every other part of the manifest keeps the container's default.
    manifest: { clientDirectives: new Map(islandDirectives) } as never,
  });
}

export { islandProps };

/** The props of the first island of a component (by its export's name) in a page's HTML. */
export function islandPropsIn(html: string, component: string): Record<string, unknown> {
  const island = selectOne<AnyNode, Element>(
    `astro-island[component-export="${component}"]`,
    parseDocument(html),
  );
  if (!island) throw new Error(`no ${component} island in the page`);
  return islandProps(island.attribs.props);
}

/** The frame of every page (site, main and footer menus, CMS pages) from the demo data. */
export function demoFrame(demo: Pick<DemoData, 'site' | 'menus' | 'pages'>): SiteFrame {
  return {
    site: demo.site,
    menus: {
      main: demo.menus.find((m) => m.name === 'main') ?? null,
      footer: demo.menus.find((m) => m.name === 'footer') ?? null,
    },
    pages: demo.pages,
  };
}
