import { cp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { buildOutDir } from '../../src/site/build-dirs.ts';
import { parseRenderManifest, type RenderManifest } from './manifest.ts';

/*
 * The render bundle: what a site build keeps of itself for the renderers (renderer.ts). Its
 * prerenderer (the `astro:build:start` hook's `setPrerenderer`, the public API adapters use)
 * wraps Astro's default one, which imports the prerender bundle's entry and sets its app up:
 * the bundle is copied aside before Astro deletes it when the build ends, and what the app got
 * from the build is caught as the render manifest (integrations/render-bundle.ts puts both in
 * place), so a renderer process loads the bundle without building.
 */

/** The parts of Astro's prerender app (astro/dist/core/build/app.js) the bundle build reads. */
type BuildApp = {
  setInternals(internals: unknown): void;
  getSettings(): { scripts: unknown[] };
};
type BuildInternals = {
  pagesByKeys: Map<string, { styles: unknown[] }>;
  entrySpecifierToBundleMap: Map<string, string>;
};
/** Astro's default prerenderer: the public interface, and the app its setup made (internal). */
type DefaultPrerenderer = AstroPrerenderer & { app?: BuildApp };

/** The bundle's entry module (`prerender-entry.<hash>.mjs`), which exports the app. */
export async function prerenderEntry(prerenderDir: string): Promise<string> {
  const entry = (await readdir(prerenderDir)).find((name) =>
    /^prerender-entry\..*\.mjs$/.test(name),
  );
  if (!entry) throw new Error(`no prerender entry in ${prerenderDir}`);
  return pathToFileURL(join(prerenderDir, entry)).href;
}

/**
 * Where the bundle of a key (resident-renderer.ts's bundleKey) lives. Under the build cache by name, but inside the project
 * (build-dirs.ts's buildOutDir): the bundle imports the project's packages by bare name, which
 * resolve from `node_modules` only below the project.
 */
export function renderBundleDir(cacheDir: string, key: string, cwd = process.cwd()): string {
  return join(renderBundlesDir(cacheDir, cwd), key);
}

/** The directory of a build cache's bundles, which holds nothing else. */
export function renderBundlesDir(cacheDir: string, cwd = process.cwd()): string {
  return buildOutDir(join(cacheDir, 'renderer'), cwd);
}

/**
 * The hook of a build that keeps its bundle: lets Astro's default prerenderer set the app up and
 * render the pages, catches what the app got from the build (the render manifest's parts), and
 * copies the prerender bundle aside before Astro deletes it.
 */
export function keepBundle(options: {
  prerenderDir: string;
  asideDir: string;
  codeDigest: string;
  onManifest: (manifest: RenderManifest) => void;
}): AstroIntegration {
  return {
    name: 'agency-render-bundle',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer((defaults: DefaultPrerenderer): AstroPrerenderer => ({
          name: 'agency:render-bundle',
          async setup() {
            // Copied now: the bundle imports its page modules lazily, from this directory.
            await rm(options.asideDir, { recursive: true, force: true });
            await cp(options.prerenderDir, options.asideDir, { recursive: true });
            // The same module the default prerenderer imports next: its app's internals are
            // caught as they are set.
            const { app } = (await import(await prerenderEntry(options.prerenderDir))) as {
              app: BuildApp;
            };
            let internals: BuildInternals | null = null;
            const setInternals = app.setInternals.bind(app);
            app.setInternals = (value) => {
              internals = value as BuildInternals;
              setInternals(value);
            };
            await defaults.setup?.();
            const caught = internals as BuildInternals | null;
            if (!caught || defaults.app !== app) throw new Error('the build set up another app');
            options.onManifest(
              parseRenderManifest({
                codeDigest: options.codeDigest,
                pagesByKeys: [...caught.pagesByKeys].map(([key, page]) => [
                  key,
                  { styles: page.styles },
                ]),
                entrySpecifierToBundleMap: [...caught.entrySpecifierToBundleMap],
                scripts: app.getSettings().scripts,
              }),
            );
          },
          getStaticPaths: () => defaults.getStaticPaths(),
          render: (request, renderOptions) => defaults.render(request, renderOptions),
          collectStaticImages: defaults.collectStaticImages
            ? () => defaults.collectStaticImages!()
            : undefined,
          teardown: () => defaults.teardown?.() ?? Promise.resolve(),
        }));
      },
    },
  };
}
