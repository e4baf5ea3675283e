import { describe, expect, it } from 'vitest';
import { createServiceApp } from '../../local-content-service/app.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { writeDemoData } from '../../local-content-service/seed-store.ts';
import { loadSiteData } from '../../local-content-service/site-data.ts';
import { Store } from '../../local-content-service/store.ts';
import { estateQuerySchema, type EstateQuery } from '../../src/schemas/estate-query.ts';

/*
 * The search answer is assembled from each result's stored bytes (not from one joined text):
 * it must be exactly the text the index writes, with the media paths made public.
 */

const now = new Date('2026-11-01T09:00:00Z');
const publicUrl = 'http://media.example:4322';

function service() {
  const store = new Store(':memory:');
  writeDemoData(store, generateDemoData({ estates: 90, seed: 3, siteId: 'demo', now }));
  const { app } = createServiceApp({ store, publicUrl, now: () => now });
  const index = loadSiteData(store, 'demo').estates;
  const post = (body: EstateQuery, locale = 'nl') =>
    app.fetch(
      new Request('http://service/sites/demo/estates', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': locale },
        body: JSON.stringify(body),
      }),
    );
  /** What the answer was before: the index's text with public media paths. */
  const expected = (body: EstateQuery, locale = 'nl') =>
    index
      .searchJson(estateQuerySchema.parse(body), locale)
      .replaceAll('"/media/', `"${publicUrl}/media/`);
  return { post, expected };
}

describe('search answers of the local content service', () => {
  const { post, expected } = service();
  const bodies: [string, EstateQuery][] = [
    [
      'a page sorted by price',
      { query: {}, sort: [{ field: 'price', order: 'asc' }], pagination: { from: 15, size: 15 } },
    ],
    ['every match at once (the map)', { query: { terms: { 'transaction.id': [1] } } }],
    [
      'a grouped page',
      { query: {}, groupOptions: { groupBy: 'CITY' }, pagination: { from: 0, size: 15 } },
    ],
    ['no match', { query: { range: { price: { gte: 999_999_999 } } } }],
  ];

  for (const [name, body] of bodies) {
    it(`answers ${name} with the text the index writes, media paths public`, async () => {
      const answer = await post(body, 'fr');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const text = await answer.text();
      expect(text).toBe(expected(body, 'fr'));
      expect(JSON.parse(text)).toHaveProperty('total.value');
    });
  }

  it('answers the same search the same way twice (the stored bytes are reused, not spent)', async () => {
    const body: EstateQuery = { query: {} };
    const first = await (await post(body)).text();
    const second = await (await post(body)).text();
    expect(second).toBe(first);
    expect(first).toContain(`"${publicUrl}/media/`);
    expect(first).not.toContain('"/media/');
  });
});
