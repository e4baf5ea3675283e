import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type AstroIntegration } from 'astro';
import { forgetBuildMemo } from '../../src/site/build-memo.ts';

/*
 * SPIKE (not used by the engine): a long-lived renderer over the server bundle of the current
 * code. One `astro build` per code version bundles the site (client assets and the prerender
 * bundle) but renders no page: a prerenderer of our own (the `astro:build:start` hook's
 * `setPrerenderer`, a public integration API) keeps Astro's default one, which imports the
 * bundle's entry and sets its app up, and answers "no static paths". The app it set up stays
 * in this process; a data-only change is then a few `app.render` calls.
 *
 * The app is Astro's BuildApp (the prerender bundle's entry exports it): the same code path a
 * static build renders every page with, so the HTML is the build's. It is not a public API
 * (see publish/RENDERER-SPIKE.md for what that costs).
 */

/** The parts of Astro's prerender app (astro/dist/core/build/app.js) this spike uses. */
export type PrerenderApp = {
  manifest: { routes: { routeData: RouteData }[] };
  render(request: Request, options: { routeData: RouteData }): Promise<Response>;
  routeCache: { clearAll(): void };
};
export type RouteData = {
  route: string;
  component: string;
  pattern: RegExp;
  prerender: boolean;
  type: string;
};

/** The prerenderer interface of `setPrerenderer` (astro/dist/core/build/default-prerenderer). */
type Prerenderer = {
  name: string;
  app?: PrerenderApp;
  setup?(): Promise<void>;
  getStaticPaths(): Promise<{ pathname: string; route: RouteData }[]>;
  render(request: Request, options: { routeData: RouteData; collectMetadata?: boolean }): Promise<unknown>;
  teardown?(): Promise<void>;
};

/**
 * Loads every module of the prerender bundle now: Astro deletes the bundle's directory when
 * the build ends, and the page modules are imported lazily, on a route's first render.
 */
async function loadWholeBundle(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true })).filter((name) => /\.m?js$/.test(name));
  for (const file of files.sort()) await import(pathToFileURL(join(dir, file)).href);
  return files.length;
}

function keepApp(onApp: (app: PrerenderApp) => void, bundleDir: () => string): AstroIntegration {
  return {
    name: 'spike-resident-renderer',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer(((defaults: Prerenderer): Prerenderer => ({
          name: 'spike:keep-app',
          async setup() {
            await defaults.setup?.();
            await loadWholeBundle(bundleDir());
            onApp(defaults.app!);
          },
          // Bundle only: every page is rendered later, on request.
          getStaticPaths: async () => [],
          render: (request, options) => defaults.render(request, options),
        })) as never);
      },
    },
  };
}

export type ResidentRenderer = {
  app: PrerenderApp;
  /** The catch-all localized route (`src/pages/[lang]/[...path].astro`). */
  pageRoute: RouteData;
  /** Renders one path of the site as the static build writes it. */
  render(path: string): Promise<{ status: number; html: string }>;
  /** Drops what the pages computed from the data (memos, getStaticPaths' cached result). */
  forgetData(): void;
};

/**
 * Bundles the site of `root` (astro.config.mjs, its integrations) into `outDir` without
 * rendering pages and returns the renderer over the bundle.
 */
export async function startRenderer(options: {
  root: string;
  outDir: string;
  site: string;
}): Promise<ResidentRenderer> {
  let kept: PrerenderApp | null = null;
  await build({
    root: options.root,
    logLevel: 'warn',
    integrations: [
      keepApp(
        (app) => {
          kept = app;
        },
        () => join(options.outDir, '.prerender'),
      ),
    ],
  });
  const app = kept as PrerenderApp | null;
  if (!app) throw new Error('the build set up no prerender app');
  const pageRoute = app.manifest.routes
    .map((route) => route.routeData)
    .find((route) => route.route === '/[lang]/[...path]');
  if (!pageRoute) throw new Error('no /[lang]/[...path] route in the bundle');
  const routes = app.manifest.routes.map((route) => route.routeData);
  return {
    app,
    pageRoute,
    async render(path) {
      const url = new URL(path, options.site);
      const routeData = routes.find((route) => route.pattern.test(decodeURI(url.pathname)));
      if (!routeData) throw new Error(`no route for ${path}`);
      const response = await app.render(new Request(url), { routeData });
      return { status: response.status, html: await response.text() };
    },
    forgetData() {
      forgetBuildMemo();
      app.routeCache.clearAll();
    },
  };
}
