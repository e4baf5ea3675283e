import type { APIRoute } from 'astro';
import { recentPriceDrops } from '../domain/price-history.ts';
import { getPriceHistory } from '../site/price-history-build.ts';

/**
 * `/price-drops.json`: the listings whose price was lowered lately, with the drop (date and new
 * price), for the cards islands draw (src/features/cards/price-drops.ts). Only recent drops, so
 * the file stays small; not a page of a record, so every build writes it afresh (the shards of
 * a full build write the same file: they share the history and the publish date). The file holds
 * no date of its own, so a build that changed no price writes the same bytes.
 */
export const GET: APIRoute = async () => {
  const { builtAt, history } = await getPriceHistory();
  const drops = recentPriceDrops(history, new Date(builtAt));
  return new Response(JSON.stringify({ drops }), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
};
