import { join } from 'node:path';
import { buildBundleHere, prerenderEntry } from '../../publish/renderer/bundle.ts';
import { readRenderManifest } from '../../publish/renderer/manifest.ts';
import { forgetBuildMemo } from '../../src/site/build-memo.ts';
import { buildRequest } from '../../src/site/build-request.ts';

/*
 * SPIKE (not used by the engine): a long-lived renderer over the server bundle of the current
 * code, in this process, for the figures and checks of render-one.ts. The bundle build and its
 * render manifest moved to publish/renderer/ (bundle.ts, manifest.ts), whose renderer process
 * the engine is to use; what stays here is what only the spike needs: renders in the caller's
 * process, the route's cached static paths, memos forgotten on request.
 *
 * The app is Astro's BuildApp (the prerender bundle's entry exports it): the same code path a
 * static build renders every page with, so the HTML is the build's. It is not a public API
 * (see publish/RENDERER-SPIKE.md for what that costs).
 */

/** The parts of Astro's prerender app (astro/dist/core/build/app.js) this spike uses. */
export type PrerenderApp = {
  manifest: { routes: { routeData: RouteData }[] };
  render(request: Request, options: { routeData: RouteData }): Promise<Response>;
  match(request: Request, allowPrerenderedRoutes: boolean): RouteData | undefined;
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  routeCache: {
    clearAll(): void;
    get(route: RouteData): { mod?: unknown; staticPaths?: StaticPaths } | undefined;
    set(route: RouteData, entry: { mod: unknown; staticPaths: StaticPaths }): void;
  };
};
export type RouteData = {
  route: string;
  component: string;
  pattern: RegExp;
  prerender: boolean;
  type: string;
};

/** getStaticPaths' result as Astro's route cache keeps it: keyed by the route's path. */
type StaticPaths = { params: Record<string, string | undefined>; props: unknown }[] & {
  keyed: Map<string, { params: Record<string, string | undefined>; props: unknown }>;
};

export type ResidentRenderer = {
  app: PrerenderApp;
  /** The catch-all localized route (`src/pages/[lang]/[...path].astro`). */
  pageRoute: RouteData;
  /** Renders one path of the site as the static build writes it. */
  render(path: string): Promise<{ status: number; html: string }>;
  /**
   * Renders pages of the catch-all route with the props given, as the page's getStaticPaths
   * would give them: the route's cached static paths are set to exactly these, so the page's
   * own getStaticPaths (which lists the whole site) is not called.
   */
  renderWithProps(
    pages: { path: string; params: Record<string, string | undefined>; props: unknown }[],
  ): Promise<{ path: string; status: number; html: string }[]>;
  /** The static paths the page's getStaticPaths gave, once called (by a first render). */
  cachedStaticPaths(): { params: Record<string, string | undefined>; props: unknown }[];
  /** Drops what the pages computed from the data (memos, getStaticPaths' cached result). */
  forgetData(): void;
  /** Drops one memo of the pages (src/site/build-memo.ts), e.g. the last full records read. */
  forgetMemo(name: string): void;
};

/**
 * Bundles the site of `root` (astro.config.mjs, its integrations) into `outDir` without
 * rendering pages (the engine's bundle build, publish/renderer/bundle.ts, in this process) and
 * returns the renderer over the bundle, which stays in `outDir/.prerender/` with its render
 * manifest for loadRenderer.
 */
export async function startRenderer(options: {
  root: string;
  outDir: string;
  site: string;
}): Promise<ResidentRenderer> {
  const request = buildRequest();
  await buildBundleHere(
    { ...request, outDir: options.outDir, codeDigest: request.codeDigest || 'spike' },
    options.root,
  );
  return loadRenderer({ bundleDir: join(options.outDir, '.prerender'), site: options.site });
}

/**
 * The renderer over a bundle an earlier startRenderer kept (`bundleDir`, its `.prerender/`),
 * in a process that ran no build: the app gets from the render manifest what it would have
 * had from the build's internals and options.
 */
export async function loadRenderer(options: {
  bundleDir: string;
  site: string;
}): Promise<ResidentRenderer> {
  const manifest = await readRenderManifest(options.bundleDir);
  // As `astro build` sets it for its process (ensureProcessNodeEnv): React's server renderer
  // is otherwise imported in its development build, the same HTML at about half the speed.
  process.env.NODE_ENV ??= 'production';
  const { app } = (await import(await prerenderEntry(options.bundleDir))) as { app: PrerenderApp };
  app.setInternals({
    pagesByKeys: new Map(manifest.pagesByKeys),
    entrySpecifierToBundleMap: new Map(manifest.entrySpecifierToBundleMap),
  });
  app.setOptions({
    settings: { scripts: manifest.scripts },
    logger: { options: { destination: { write: (message: unknown) => console.error(message) } } },
  });
  return rendererOver(app, options.site);
}

async function rendererOver(app: PrerenderApp, site: string): Promise<ResidentRenderer> {
  const pageRoute = app.manifest.routes
    .map((route) => route.routeData)
    .find((route) => route.route === '/[lang]/[...path]');
  if (!pageRoute) throw new Error('no /[lang]/[...path] route in the bundle');
  const routes = app.manifest.routes.map((route) => route.routeData);
  // Every page's module loaded now, as a renderer's start, not on its first render.
  const withComponents = app as unknown as {
    getComponentByRoute(route: RouteData): Promise<unknown>;
  };
  for (const route of routes) {
    if (route.type === 'page' || route.type === 'endpoint')
      await withComponents.getComponentByRoute(route);
  }
  const render = async (path: string) => {
    const request = new Request(new URL(path, site));
    // A language's pages are the catch-all route's: Astro's matching by priority would give
    // `/nl/` to `[rewrites].ts` (one dynamic segment), where the static build knows each
    // path's route from the getStaticPaths that listed it. Other paths: Astro's matching.
    const routeData = /^\/(nl|fr|en|de)(\/|$)/.test(new URL(request.url).pathname)
      ? pageRoute
      : app.match(request, true);
    if (!routeData) throw new Error(`no route for ${path}`);
    const response = await app.render(request, { routeData });
    return { status: response.status, html: await response.text() };
  };
  return {
    app,
    pageRoute,
    render,
    async renderWithProps(pages) {
      const mod = await withComponents.getComponentByRoute(pageRoute);
      const staticPaths = Object.assign(
        pages.map(({ params, props }) => ({ params, props })),
        { keyed: new Map() },
      ) as StaticPaths;
      // The key Astro's getRouteGenerator makes for `/[lang]/[...path]` (trailingSlash 'ignore').
      for (const item of staticPaths) {
        const { lang, path } = item.params;
        staticPaths.keyed.set(`/${lang}${path ? `/${path}` : ''}`, item);
      }
      // Set, not overwritten: Astro warns when a route's cached paths are replaced.
      app.routeCache.clearAll();
      app.routeCache.set(pageRoute, { mod, staticPaths });
      const rendered = [];
      for (const { path } of pages) rendered.push({ path, ...(await render(path)) });
      return rendered;
    },
    cachedStaticPaths() {
      return [...(app.routeCache.get(pageRoute)?.staticPaths ?? [])];
    },
    forgetMemo(name) {
      const registry = (globalThis as Record<symbol, Set<Map<string, unknown>> | undefined>)[
        Symbol.for('agency.build-memos')
      ];
      for (const values of registry ?? []) values.delete(name);
    },
    forgetData() {
      forgetBuildMemo();
      app.routeCache.clearAll();
    },
  };
}
