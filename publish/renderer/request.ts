import { isAbsolute } from 'node:path';
import { z } from '../../src/schemas/zod-browser.ts';
import { buildRequestSchema } from '../../src/site/build-request.ts';

/*
 * What a renderer process (renderer-process.ts) is asked over IPC, one message at a time: load
 * a bundle, then render pages into a directory. Each message is validated on arrival, so a
 * request the parent got wrong fails with the fields it got wrong, not with a page half-made.
 */

const absolutePath = z.string().refine(isAbsolute, 'must be an absolute path');
/** A path of the site: absolute, no query or fragment (the page, not a URL). */
const sitePath = z
  .string()
  .regex(/^\/[^?#]*$/, 'must be a path of the site starting with / (no query or fragment)');

export const renderPageSchema = z.strictObject({
  path: sitePath,
  /**
   * The page's props as its route's getStaticPaths would give them (the page descriptor of
   * the catch-all route); absent: the route's own getStaticPaths is asked (it lists the site).
   */
  props: z.unknown().optional(),
});

export const rendererRequestSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('load'),
    id: z.int().min(0),
    /** A bundle bundle.ts built: the build's output directory with `.prerender/` kept. */
    bundleDir: absolutePath,
    /** The site's address (SITE_URL), the origin of the requests the pages see. */
    site: z.url(),
    /**
     * The build the pages render for, as they read it (src/site/build-request.ts): its content
     * cache, date and price history. Set as this process's BUILD_REQUEST before the bundle
     * loads, since the pages ask buildRequest() for it.
     */
    build: buildRequestSchema,
  }),
  z.strictObject({
    type: z.literal('render'),
    id: z.int().min(0),
    /** Where the files go, as the static build lays them out (manifest.ts's outputFileOf). */
    outDir: absolutePath,
    pages: z.array(renderPageSchema).min(1),
  }),
  z.strictObject({
    /**
     * A data-only rebuild (rebuild.ts): the estates synced, the plan made, its pages and the
     * site-wide files rendered into the request's output directory.
     */
    type: z.literal('rebuild'),
    id: z.int().min(0),
    build: buildRequestSchema,
  }),
  z.strictObject({
    /** The catch-all route's pages as its getStaticPaths lists them, with their props. */
    type: z.literal('list'),
    id: z.int().min(0),
  }),
]);

export type RenderPage = z.infer<typeof renderPageSchema>;

/**
 * What a renderer's rebuild did (rebuild.ts). `full`: the plan asks for every page, and
 * nothing was rendered.
 */
export type RebuildOutcome = {
  unchanged: boolean;
  full: boolean;
  pages: number;
  files: number;
  /** Seconds of each step: the estates' sync, the plan, the renders, what follows them. */
  steps: Record<string, number>;
};
export type RendererRequest = z.infer<typeof rendererRequestSchema>;

/** A renderer's answer to the request of the same id. */
export type RendererReply =
  | {
      id: number;
      ok: true;
      rendered: { path: string; status: number; file: string | null }[];
      /** The answer to a list request. */
      pages?: { path: string; props: unknown }[];
      /** The answer to a rebuild request. */
      rebuilt?: RebuildOutcome;
    }
  | { id: number; ok: false; error: string };

/** Validates a request, or throws naming the fields that are wrong. */
export function parseRendererRequest(value: unknown): RendererRequest {
  const parsed = rendererRequestSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new Error(`invalid renderer request:\n${z.prettifyError(parsed.error)}`);
}
