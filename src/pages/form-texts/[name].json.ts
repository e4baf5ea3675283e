import type { APIRoute, GetStaticPaths } from 'astro';
import { formTextsFiles, type FormTextsFile } from '../../features/forms/texts-file.ts';
import { inShard, parseBuildShard } from '../../site/build-shards.ts';

/**
 * The texts of each form in each language (src/features/forms/texts-file.ts), read by a form's
 * island when it goes live. A sharded full build writes them once, in shard 0.
 */
export const getStaticPaths = (() =>
  inShard(null, parseBuildShard(process.env.BUILD_SHARD))
    ? [...formTextsFiles().values()].map((file) => ({ params: { name: file.name }, props: file }))
    : []) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify((props as FormTextsFile).texts), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
