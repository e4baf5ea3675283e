import type { APIRoute, GetStaticPaths } from 'astro';
import { formTextsFiles, type FormTextsFile } from '../../features/forms/texts-file.ts';
import { inShard, parseBuildShard } from '../../site/build-shards.ts';
import { setSiteTranslations } from '../../site/site-data.ts';

/**
 * The texts of each form in each language (src/features/forms/texts-file.ts), read by a form's
 * island when it goes live, with the agency's words where it has its own. A sharded full build
 * writes them once, in shard 0.
 */
export const getStaticPaths = (async () => {
  if (!inShard(null, parseBuildShard(process.env.BUILD_SHARD))) return [];
  // The agency's texts over the built-in ones, as the pages that name these files have them.
  await setSiteTranslations();
  return [...formTextsFiles().values()].map((file) => ({
    params: { name: file.name },
    props: file,
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify((props as FormTextsFile).texts), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
