import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from '../schemas/zod-browser.ts';
import { buildOutDir } from './build-dirs.ts';

/*
 * What one build is asked to do, as the engine (publish/site-build.ts) hands it to the
 * processes that run Astro (`astro sync`, `astro build`, a shard of one, the estates' own sync,
 * the renderer) and, through them, to Astro's config and hooks (integrations/) and to the
 * loaders and pages here. It travels as one JSON value in the BUILD_REQUEST environment
 * variable: the readers run in modules Vite loads apart from the process's own, and the
 * environment is what they share. Every reader asks buildRequest(), which validates it; a
 * request that does not fit the schema stops the build with the fields it got wrong.
 *
 * Without BUILD_REQUEST (a plain `npm run build`) the request is that of a build on its own:
 * into BUILD_OUT_DIR, with the cache in BUILD_CACHE_DIR, no published build to start from.
 * The operator's settings (BUILD_SHARDS, BUILD_RECHECK_HOURS, BUILD_CONCURRENCY, …) stay
 * environment variables of their own; only what differs from one build to the next is here.
 */

/** The name of the variable that carries the request. */
export const buildRequestVariable = 'BUILD_REQUEST';

const absolutePath = z.string().refine(isAbsolute, 'must be an absolute path');
/** A file the build reads or writes; null: none (nothing to read, or not this process's part). */
const file = absolutePath.nullable();

export const buildRequestSchema = z.strictObject({
  /** Where Astro writes the pages (already moved inside the project, see build-dirs.ts). */
  outDir: absolutePath,
  /** The content cache: Astro's data store and the files the loaders write beside it. */
  cacheDir: absolutePath,
  /** The digest of the sources and settings this build renders with ('' outside the engine). */
  codeDigest: z.string(),
  /** The date of this publish, the same in every shard of a build; null: the time it is read. */
  startedAt: z.iso.datetime().nullable(),
  /** This process's share of a full build's pages (build-shards.ts); null: every page. */
  shard: z
    .strictObject({ index: z.int().min(0), count: z.int().min(2).max(16) })
    .refine((shard) => shard.index < shard.count, 'index must be below count')
    .nullable(),
  /** Estates whose full records are fetched again (the rebuild webhook's list, sync-policy.ts). */
  changedIds: z.array(z.string().min(1)),
  /** Every full record fetched again (`npm run rebuild -- --full`, sync-policy.ts). */
  fullSync: z.boolean(),
  /**
   * Only the estates of `changedIds` are asked of the service, the others kept as the last
   * sync left them: every trigger of this rebuild named what changed (loaders/named-sync.ts).
   */
  onlyNamed: z.boolean(),
  /** An earlier step of this build synced the content: the loaders read the cache as it is. */
  synced: z.boolean(),
  /** The file the estates' own sync writes once done (loaders/estates-ready.ts); null: none. */
  estatesReady: file,
  /** The estates' summaries the check before the build fetched (loaders/handed-summaries.ts). */
  summariesFile: file,
  /** The published build: its directory (an incremental build only), state and price history. */
  previous: z.strictObject({ dir: file, state: file, prices: file }),
  /** What this build writes beside itself: its state and plan, listing manifest, price history. */
  writes: z.strictObject({ state: file, listings: file, prices: file }),
  /** The price history store as the last publish left it (price-history-store.ts). */
  priceHistory: file,
  /**
   * Where this build keeps its render bundle (publish/renderer/bundle.ts), which later
   * data-only rebuilds render with; null: not kept. A shard other than the first keeps none.
   */
  bundle: file,
});

export type BuildRequest = z.infer<typeof buildRequestSchema>;

/**
 * Validates a request: the request itself, or an error naming each field that is wrong.
 * @example parseBuildRequest({ ...request, shard: { index: 2, count: 2 } }) // throws (shard)
 */
export function parseBuildRequest(value: unknown): BuildRequest {
  const parsed = buildRequestSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new Error(
    `invalid build request (${buildRequestVariable}):\n${z.prettifyError(parsed.error)}`,
  );
}

/** The request of a plain `astro build`, from the operator's settings. */
export function plainBuildRequest(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): BuildRequest {
  return {
    outDir: buildOutDir(env.BUILD_OUT_DIR, cwd),
    cacheDir: resolve(cwd, env.BUILD_CACHE_DIR || 'node_modules/.astro'),
    codeDigest: '',
    startedAt: null,
    shard: null,
    changedIds: [],
    fullSync: false,
    onlyNamed: false,
    synced: false,
    estatesReady: null,
    summariesFile: null,
    previous: { dir: null, state: null, prices: null },
    writes: { state: null, listings: null, prices: null },
    priceHistory: null,
    bundle: null,
  };
}

/** The last request read, by its text: pages ask for it often, a resident renderer per rebuild. */
let last: { text: string; request: BuildRequest } | null = null;

/** This build's request (see above); throws when BUILD_REQUEST holds no valid request. */
export function buildRequest(env: NodeJS.ProcessEnv = process.env): BuildRequest {
  const text = env[buildRequestVariable];
  if (!text) return plainBuildRequest(env);
  if (last?.text === text) return last.request;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`invalid build request (${buildRequestVariable}): not JSON`, { cause: error });
  }
  last = { text, request: parseBuildRequest(value) };
  return last.request;
}

/** The environment that hands a request to a build process: validated before it leaves. */
export function buildRequestEnv(request: BuildRequest): Record<string, string> {
  return { [buildRequestVariable]: JSON.stringify(parseBuildRequest(request)) };
}

/** The request's content cache as the directory URL Astro and the cache's readers take. */
export function buildCacheDir(request: BuildRequest = buildRequest()): URL {
  return pathToFileURL(`${request.cacheDir}/`);
}
