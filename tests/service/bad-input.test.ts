import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './service-harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(60);
});
afterAll(() => h.close());

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${h.url}/sites/demo/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

const totalEstates = async () =>
  ((await (await post('estates', '{}')).json()) as { total: { value: number } }).total.value;

describe('bad input gets a clear answer and changes nothing', () => {
  it('answers malformed JSON with 400', async () => {
    const response = await post('estates', '{"query":');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: expect.stringContaining('malformed JSON'),
    });
  });

  it('answers a body that fails the schema with 400 naming the field', async () => {
    const response = await post(
      'estates',
      JSON.stringify({ query: { range: { price: { gte: 'cheap' } } } }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'query.range.price.gte' });
  });

  it('answers an appointment without an e-mail with 400 naming it, and books nothing', async () => {
    const { estateId, slots } = h.data.agendaSlots.find((entry) => entry.slots.length > 0)!;
    const response = await post(
      'live-agenda/reservation',
      JSON.stringify({
        estateId,
        slotId: slots[0]!.id,
        name: 'X',
        email: 'not-an-email',
        locale: 'nl',
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'email' });
    expect(h.store.bookedSlotIds('demo', estateId).size).toBe(0);
  });

  it('answers an unknown id with 404', async () => {
    for (const path of [
      'estates/skarabee/99999999',
      'estates/v2/nope',
      'pages/424242',
      'rental-units/77777777',
      'live-agenda/reservation/nope',
    ]) {
      const response = await fetch(`${h.url}/sites/demo/${path}`);
      expect(response.status, path).toBe(404);
    }
  });

  it('answers an oversized body with 413', async () => {
    const response = await post(
      'estates',
      JSON.stringify({ query: {}, padding: 'x'.repeat(200_000) }),
    );
    expect(response.status).toBe(413);
    // The unread rest of the body makes the connection unusable: the client must not reuse it.
    expect(response.headers.get('connection')).toBe('close');
  });

  it('allows the site origin and loopback origins to call it from a browser', async () => {
    const response = await fetch(`${h.url}/sites/demo/pages`, {
      headers: { Origin: 'http://localhost:4321' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy();
  });

  it('never crashes and never changes data, whatever the POST bodies', async () => {
    const before = await totalEstates();
    const paths = [
      'estates',
      'estate-filters',
      'rental-units',
      'rental-units/filters',
      'rental-units/reservation',
      'live-agenda/reservation',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify({ query: value })),
          fc
            .jsonValue()
            .map((value) =>
              JSON.stringify({ query: { terms: value, range: value, match: value } }),
            ),
          fc
            .jsonValue()
            .map((value) =>
              JSON.stringify({ sort: value, pagination: value, groupOptions: value }),
            ),
        ),
        async (path, body) => {
          const response = await post(path, body);
          expect(response.status).toBeLessThan(500);
          await response.arrayBuffer();
        },
      ),
      { numRuns: 300 },
    );
    expect(await totalEstates()).toBe(before);
    const health = await fetch(`${h.url}/health`);
    expect(health.status).toBe(200);
  });
});
