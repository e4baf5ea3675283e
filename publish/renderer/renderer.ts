import { mkdir } from 'node:fs/promises';
import { StaticPaths as AstroStaticPaths } from 'astro/runtime/prerender/static-paths.js';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../../src/site/atomic-file.ts';
import { prerenderEntry } from './bundle.ts';
import {
  isPageRoutePath,
  outputFileOf,
  pageRoutePattern,
  paramsOfPath,
  pathOfParams,
  readRenderManifest,
  staticPathKey,
} from './manifest.ts';
import type { RenderPage } from './request.ts';

/*
 * A renderer over a render bundle (bundle.ts), in a process that ran no build: the bundle's own
 * prerender app (Astro's BuildApp, the path every page of a static build takes) renders pages
 * on request, byte-equal to the static build's. The app gets from the render manifest what it
 * would have had from the build's internals and options. The app is not a public Astro API:
 * publish/RENDERER-SPIKE.md lists the internals used and why `astro` is pinned to a minor.
 */

/** The parts of Astro's prerender app (astro/dist/core/build/app.js) a renderer uses. */
type PrerenderApp = {
  manifest: { routes: { routeData: RouteData }[] };
  render(request: Request, options: { routeData: RouteData }): Promise<Response>;
  match(request: Request, allowPrerenderedRoutes: boolean): RouteData | undefined;
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  getComponentByRoute(route: RouteData): Promise<{ getStaticPaths?: () => Promise<StaticPath[]> }>;
  routeCache: {
    clearAll(): void;
    set(route: RouteData, entry: { mod: unknown; staticPaths: StaticPaths }): void;
  };
};
type RouteData = { route: string; type: string };
type StaticPath = { params: Record<string, string | undefined>; props: unknown };
/** getStaticPaths' result as Astro's route cache keeps it: keyed by the route's path. */
type StaticPaths = StaticPath[] & { keyed: Map<string, StaticPath> };

export type Rendered = { path: string; status: number; body: string };

export type Renderer = {
  /** The code digest of the bundle loaded. */
  codeDigest: string;
  /**
   * Renders pages as the static build would: those with props through the catch-all route
   * with exactly these props (its own getStaticPaths, which lists the site, is not called),
   * the others as the site's routes list them.
   */
  render(pages: RenderPage[]): Promise<Rendered[]>;
  /**
   * Renders pages and writes each answered 200 into `outDir` where the static build writes it,
   * whole or not at all (a temporary file renamed over it); other answers write nothing.
   */
  renderToFiles(
    outDir: string,
    pages: RenderPage[],
  ): Promise<{ path: string; status: number; file: string | null }[]>;
  /**
   * The catch-all route's pages as its getStaticPaths lists them for the build request in force:
   * a full build's every page, an incremental build's the pages of its plan (listing them makes
   * the plan and writes the build's state).
   */
  listPages(): Promise<{ path: string; props: unknown }[]>;
  /**
   * Renders every path the site's routes list now, as `astro build` does (its own StaticPaths
   * over the same app), into `outDir`: for an incremental build's request, the pages of its
   * plan and the site-wide files. Once the paths are listed (which makes the plan), `proceed`
   * says whether to render them; null when it said no. Returns the paths of the pages (not the
   * endpoints) written.
   */
  renderSite(
    outDir: string,
    proceed?: () => Promise<boolean>,
  ): Promise<{ pages: string[]; files: number } | null>;
};

/** Loads the bundle in `bundleDir` (bundle.ts's renderBundleDir) for the site at `site`. */
export async function loadRenderer(options: {
  bundleDir: string;
  site: string;
}): Promise<Renderer> {
  const prerenderDir = join(options.bundleDir, '.prerender');
  const manifest = await readRenderManifest(prerenderDir);
  // As `astro build` sets it for its process: React's server renderer is otherwise imported in
  // its development build, the same HTML at about half the speed.
  process.env.NODE_ENV ??= 'production';
  const { app } = (await import(await prerenderEntry(prerenderDir))) as { app: PrerenderApp };
  app.setInternals({
    pagesByKeys: new Map(manifest.pagesByKeys),
    entrySpecifierToBundleMap: new Map(manifest.entrySpecifierToBundleMap),
  });
  app.setOptions({
    settings: { scripts: manifest.scripts },
    logger: { options: { destination: { write: (message: unknown) => console.error(message) } } },
  });
  const routes = app.manifest.routes.map((route) => route.routeData);
  const pageRoute = routes.find((route) => route.route === pageRoutePattern);
  if (!pageRoute) throw new Error(`no ${pageRoutePattern} route in the bundle`);
  // Every page's module loaded now, at the renderer's start, not on its first render.
  for (const route of routes) {
    if (route.type === 'page' || route.type === 'endpoint') await app.getComponentByRoute(route);
  }

  const renderOne = async (path: string): Promise<Rendered> => {
    const request = new Request(new URL(path, options.site));
    const routeData = isPageRoutePath(new URL(request.url).pathname)
      ? pageRoute
      : app.match(request, true);
    if (!routeData) return { path, status: 404, body: '' };
    const response = await app.render(request, { routeData });
    return { path, status: response.status, body: await response.text() };
  };

  /** Pages with props: the route's cached static paths are set to exactly these pages. */
  const renderWithProps = async (pages: RenderPage[]): Promise<Rendered[]> => {
    const mod = await app.getComponentByRoute(pageRoute);
    const staticPaths = Object.assign(
      pages.map(({ path, props }) => ({ params: paramsOfPath(path), props })),
      { keyed: new Map<string, StaticPath>() },
    );
    for (const item of staticPaths)
      staticPaths.keyed.set(staticPathKey(item.params as ReturnType<typeof paramsOfPath>), item);
    // Set, not overwritten: Astro warns when a route's cached paths are replaced.
    app.routeCache.clearAll();
    app.routeCache.set(pageRoute, { mod, staticPaths });
    try {
      const rendered: Rendered[] = [];
      for (const { path } of pages) rendered.push(await renderOne(path));
      return rendered;
    } finally {
      // A later page without props gets the route's own static paths again.
      app.routeCache.clearAll();
    }
  };

  const render = async (pages: RenderPage[]): Promise<Rendered[]> => {
    const withProps = pages.filter((page) => page.props !== undefined);
    for (const page of withProps) {
      if (!isPageRoutePath(page.path))
        throw new Error(`props are for pages of ${pageRoutePattern} only: ${page.path}`);
    }
    const byPath = new Map<string, Rendered>();
    for (const page of pages) {
      if (page.props === undefined) byPath.set(page.path, await renderOne(page.path));
    }
    if (withProps.length > 0)
      for (const rendered of await renderWithProps(withProps)) byPath.set(rendered.path, rendered);
    return pages.map((page) => byPath.get(page.path)!);
  };

  return {
    codeDigest: manifest.codeDigest,
    render,
    async listPages() {
      const mod = await app.getComponentByRoute(pageRoute);
      if (!mod.getStaticPaths) throw new Error(`${pageRoutePattern} has no getStaticPaths`);
      return (await mod.getStaticPaths()).map(({ params, props }) => ({
        path: pathOfParams(params),
        props,
      }));
    },
    async renderSite(outDir, proceed) {
      // Each route's paths asked again: the data may have changed since the last call.
      app.routeCache.clearAll();
      const pages: string[] = [];
      let files = 0;
      try {
        const paths = (await new AstroStaticPaths(
          app as unknown as ConstructorParameters<typeof AstroStaticPaths>[0],
        ).getAll()) as unknown as { pathname: string; route: RouteData }[];
        if (proceed && !(await proceed())) return null;
        for (const { pathname, route } of paths) {
          const page = route.type === 'page';
          // As the static build asks for each path (build.format 'directory').
          const url = page && !pathname.endsWith('/') ? `${pathname}/` : pathname;
          const response = await app.render(new Request(new URL(url, options.site)), {
            routeData: route,
          });
          if (response.status >= 300 && response.status < 400)
            throw new Error(`${pathname} answered a redirect, which the site's routes never do`);
          if (!response.body) continue;
          const file = join(outDir, outputFileOf(url));
          await mkdir(dirname(file), { recursive: true });
          await writeFileAtomic(file, Buffer.from(await response.arrayBuffer()));
          files += 1;
          if (page) pages.push(url);
        }
      } finally {
        app.routeCache.clearAll();
      }
      return { pages, files };
    },
    async renderToFiles(outDir, pages) {
      const results = [];
      for (const rendered of await render(pages)) {
        if (rendered.status !== 200) {
          results.push({ path: rendered.path, status: rendered.status, file: null });
          continue;
        }
        const file = join(outDir, outputFileOf(rendered.path));
        await mkdir(dirname(file), { recursive: true });
        await writeFileAtomic(file, rendered.body);
        results.push({ path: rendered.path, status: rendered.status, file });
      }
      return results;
    },
  };
}
