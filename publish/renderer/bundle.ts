import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { buildOutDir } from '../../src/site/build-dirs.ts';
import {
  buildRequestEnv,
  plainBuildRequest,
  type BuildRequest,
} from '../../src/site/build-request.ts';
import { writeFileAtomic } from '../../src/site/atomic-file.ts';
import { astroProcessEnv } from '../astro-process-env.ts';
import { parseRenderManifest, renderManifestFile, type RenderManifest } from './manifest.ts';

/*
 * The render bundle: one `astro build` per code digest that renders no page. Its prerenderer
 * (the `astro:build:start` hook's `setPrerenderer`, the public API adapters use) keeps Astro's
 * default one, which imports the prerender bundle's entry and sets its app up, and answers "no
 * static paths": the client assets (`_astro/`) and the prerender bundle are written, no page.
 * The build's output directory is kept whole as the bundle, with the prerender bundle (which
 * Astro deletes when the build ends) put back in `.prerender/` and the render manifest beside
 * it, so renderer processes (renderer.ts) load it without building.
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
 * Where the bundle of a code digest lives. Under the build cache by name, but inside the project
 * (build-dirs.ts's buildOutDir): the bundle imports the project's packages by bare name, which
 * resolve from `node_modules` only below the project.
 */
export function renderBundleDir(cacheDir: string, codeDigest: string, cwd = process.cwd()): string {
  return join(renderBundlesDir(cacheDir, cwd), codeDigest);
}

/** The directory of a build cache's bundles, which holds nothing else. */
export function renderBundlesDir(cacheDir: string, cwd = process.cwd()): string {
  return buildOutDir(join(cacheDir, 'renderer'), cwd);
}

/**
 * The integration of the bundle build: lets Astro's default prerenderer set the app up, catches
 * what the app got from the build (the render manifest's parts), copies the prerender bundle
 * aside before Astro deletes it, and lists no page.
 */
export function keepBundle(options: {
  prerenderDir: string;
  asideDir: string;
  codeDigest: string;
  onManifest: (manifest: RenderManifest) => void;
  /** Render the build's pages too (a site build that keeps its bundle); default: none. */
  pages?: boolean;
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
          // Bundle only: every page is rendered later, by a renderer.
          getStaticPaths: () => (options.pages ? defaults.getStaticPaths() : Promise.resolve([])),
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

/**
 * Runs in the bundle build's own process (bundle-process.ts): `astro build` into the request's
 * output directory, then the prerender bundle put back and the manifest written beside it.
 */
export async function buildBundleHere(request: BuildRequest, root: string): Promise<void> {
  const { build } = await import('astro');
  const prerenderDir = join(request.outDir, '.prerender');
  const asideDir = `${request.outDir}.prerender-kept`;
  let manifest: RenderManifest | null = null;
  await build({
    root,
    logLevel: 'warn',
    integrations: [
      keepBundle({
        prerenderDir,
        asideDir,
        codeDigest: request.codeDigest,
        onManifest: (value) => (manifest = value),
      }),
    ],
  });
  if (!manifest) throw new Error('the bundle build set up no prerender app');
  await rm(prerenderDir, { recursive: true, force: true });
  await rename(asideDir, prerenderDir);
  await writeFileAtomic(join(prerenderDir, renderManifestFile), JSON.stringify(manifest));
}

/**
 * The bundle of the code digest, built once: an existing bundle is returned as it is (it is
 * renamed into place only once complete). Built in a process of its own, as `astro build` runs
 * (Astro's config reads the build request from the environment, src/site/build-request.ts),
 * into a directory of its own, then renamed to `renderBundleDir`.
 */
export async function ensureRenderBundle(options: {
  projectRoot: string;
  cacheDir: string;
  codeDigest: string;
  env: NodeJS.ProcessEnv;
  /** Fields of the build request the bundle build runs with (its date, price history). */
  request?: Partial<Pick<BuildRequest, 'startedAt' | 'priceHistory' | 'previous'>>;
}): Promise<string> {
  if (!options.codeDigest) throw new Error('a render bundle needs a code digest');
  const dir = renderBundleDir(options.cacheDir, options.codeDigest, options.projectRoot);
  if (existsSync(join(dir, '.prerender', renderManifestFile))) return dir;
  const scratch = join(
    renderBundlesDir(options.cacheDir, options.projectRoot),
    `${options.codeDigest}.${process.pid}.building`,
  );
  await rm(scratch, { recursive: true, force: true });
  const request: BuildRequest = {
    ...plainBuildRequest(options.env, options.projectRoot),
    outDir: scratch,
    cacheDir: options.cacheDir,
    codeDigest: options.codeDigest,
    // The content cache is read as the last sync left it: the bundle inlines the site's
    // records (menus, pages, translations); estates are read by the pages at render time.
    synced: true,
    ...options.request,
  };
  try {
    await runBundleProcess(request, options);
    await mkdir(dirname(dir), { recursive: true });
    await rm(dir, { recursive: true, force: true });
    await rename(scratch, dir);
  } finally {
    await rm(scratch, { recursive: true, force: true });
    await rm(`${scratch}.prerender-kept`, { recursive: true, force: true });
  }
  return dir;
}

async function runBundleProcess(
  request: BuildRequest,
  options: { projectRoot: string; env: NodeJS.ProcessEnv },
): Promise<void> {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('bundle-process.ts', import.meta.url))],
    {
      cwd: options.projectRoot,
      env: astroProcessEnv({ ...options.env, ...buildRequestEnv(request) }),
      stdio: ['ignore', 'inherit', 'pipe'],
    },
  );
  let tail = '';
  child.stderr.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    tail = (tail + chunk.toString()).slice(-4096);
  });
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`the render bundle build failed (${signal ?? code}):\n${tail}`)),
    );
  });
}
