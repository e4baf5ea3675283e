import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentService, HttpClient } from '../../src/content-service/index.ts';
import { fetchSimilarEstates } from '../../src/content-service/similar-estates.ts';
import { marketOf, searchStatusOf } from '../../src/domain/transaction-status.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import { startTestSmtp, type TestSmtp } from './forms-smtp-harness.ts';
import { startHarness, type Harness } from './service-harness.ts';
import { call, startTestSite, type TestSite } from './site-ajax-harness.ts';

/*
 * The live reads of the islands through the site server: fresh price and status, the town
 * autocomplete and the similar estates, checked against the content service itself.
 */

let h: Harness;
let smtp: TestSmtp;
let site: TestSite;

beforeAll(async () => {
  h = await startHarness(160);
  smtp = await startTestSmtp();
  site = await startTestSite({ service: h, smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
});

afterAll(async () => {
  await site.close();
  await smtp.close();
  await h.close();
});

const standalone = () =>
  h.data.estates.filter((estate) => !estate.general.project && estate.general.parentId == null);

describe('GET /{lang}/ajax/estate/{estateId}', () => {
  it('answers the price and status the content service has now', async () => {
    const estate = standalone().find((candidate) => candidate.general.price != null)!;
    const response = await call(site, 'GET', `/nl/ajax/estate/${estate.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=5');
    expect(await response.json()).toEqual({
      id: estate.id,
      status: { id: estate.status.id },
      isSold: estate.isSold,
      hidden: h.data.site.hiddenStatus.includes(estate.status.id),
      transaction: { id: estate.general.transaction.id },
      price: estate.general.price,
      totalPrice: estate.price?.totalPrice ?? null,
      priceFrom: estate.price?.priceFrom ?? false,
    });
  });

  it('answers for a unit of a project from the project record', async () => {
    const unit = h.data.estates.find((estate) => estate.general.parentId != null);
    if (!unit) throw new Error('the demo data has no project units');
    const response = await call(site, 'GET', `/fr/ajax/estate/${unit.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: unit.id, status: { id: unit.status.id } });
  });

  it('answers 404 for an estate that is not on offer and for a path that is no id', async () => {
    for (const id of ['987654321', 'abc', '0']) {
      const response = await call(site, 'GET', `/en/ajax/estate/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'form.error.not.found' });
    }
  });
});

describe('GET /{lang}/ajax/search-city', () => {
  type Suggestion = { id: number; label: string; zip: string };
  const search = async (lang: string, q: string) => {
    const response = await call(
      site,
      'GET',
      `/${lang}/ajax/search-city?q=${encodeURIComponent(q)}`,
    );
    expect(response.status).toBe(200);
    return (await response.json()) as Suggestion[];
  };
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

  it('proposes the towns of the filter options whose name starts with the text, without accents', async () => {
    const options = await h.api.estateFilters({ query: {} });
    const accented = options.locations!.find((city) =>
      /\p{M}/u.test((city.name.fr ?? '').normalize('NFD')),
    );
    if (!accented) throw new Error('the demo data has no accented town name');
    const typed = fold(accented.name.fr!).slice(0, 4);
    const found = await search('fr', typed);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(8);
    const hit = found.find((suggestion) => suggestion.id === accented.id);
    expect(hit).toEqual({
      id: accented.id,
      label: `${accented.zip} ${accented.name.fr}`,
      zip: accented.zip,
    });
    // Each proposal is named so in some language: the page's label, or another name.
    const namesOf = (id: number): string[] => {
      const city = options.locations!.find((location) => location.id === id)!;
      return Object.values(city.name).filter((name): name is string => typeof name === 'string');
    };
    for (const suggestion of found) {
      const names = [suggestion.label.slice(suggestion.zip.length + 1), ...namesOf(suggestion.id)];
      expect(
        names.some((text) => {
          const name = fold(text);
          return name.split(/[\s-]+/).some((word) => word.startsWith(typed));
        }),
      ).toBe(true);
    }
  });

  it('finds a town by its name in any language, labelled in the language of the route', async () => {
    const options = await h.api.estateFilters({ query: {} });
    // Such as Mechelen and Malines: two names that share no start.
    const town = options.locations!.find(
      (city) =>
        city.name.nl &&
        city.name.fr &&
        fold(city.name.nl).slice(0, 3) !== fold(city.name.fr).slice(0, 3),
    );
    if (!town) throw new Error('the demo data has no town with two different names');
    const onFrench = await search('fr', town.name.nl!);
    expect(onFrench.find((s) => s.id === town.id)?.label).toBe(`${town.zip} ${town.name.fr}`);
    const onDutch = await search('nl', town.name.fr!);
    expect(onDutch.find((s) => s.id === town.id)?.label).toBe(`${town.zip} ${town.name.nl}`);
    expect(Object.keys(onDutch[0]!).sort()).toEqual(['id', 'label', 'zip']);
  });

  it('labels the towns in the language of the route', async () => {
    const options = await h.api.estateFilters({ query: {} });
    const bilingual = options.locations!.find(
      (city) => city.name.nl && city.name.fr && city.name.nl !== city.name.fr,
    );
    if (!bilingual) throw new Error('the demo data has no town with two names');
    const nl = await search('nl', bilingual.zip);
    const fr = await search('fr', bilingual.zip);
    expect(nl.find((s) => s.id === bilingual.id)?.label).toBe(
      `${bilingual.zip} ${bilingual.name.nl}`,
    );
    expect(fr.find((s) => s.id === bilingual.id)?.label).toBe(
      `${bilingual.zip} ${bilingual.name.fr}`,
    );
  });

  it('answers an empty text with no towns and a text too long with 400', async () => {
    expect(await search('nl', '   ')).toEqual([]);
    const long = await call(site, 'GET', `/nl/ajax/search-city?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ error: 'form.error.too.long' });
  });
});

describe('GET /{lang}/ajax/similar-estate/{estateId}', () => {
  it("answers the island's similar estates: same kind, never itself, nothing hidden", async () => {
    const estate = standalone().find(
      (candidate) => candidate.general.price != null && candidate.general.address.visible,
    )!;
    const response = await call(site, 'GET', `/en/ajax/similar-estate/${estate.id}`);
    expect(response.status).toBe(200);
    const similar = (await response.json()) as EstateSummary[];
    const place = estate.general.address.geoLocation;
    const expected = await fetchSimilarEstates(
      {
        id: estate.id,
        headTypeId: estate.general.headType.id,
        market: marketOf(estate),
        price: estate.general.price ?? null,
        lat: place?.lat ?? null,
        lon: place?.lon ?? null,
      },
      h.api,
      { hiddenStatus: h.data.site.hiddenStatus },
    );
    expect(similar.map((found) => found.id)).toEqual(expected.map((found) => found.id));
    expect(similar.length).toBeGreaterThan(0);
    for (const found of similar) {
      expect(found.id).not.toBe(estate.id);
      expect(found.general.headType.id).toBe(estate.general.headType.id);
      expect(searchStatusOf(found)).toBe(marketOf(estate));
      expect(h.data.site.hiddenStatus).not.toContain(found.status.id);
    }
  });

  it('answers 404 for an unknown estate', async () => {
    expect((await call(site, 'GET', '/en/ajax/similar-estate/987654321')).status).toBe(404);
  });
});

describe('live reads while the content service is down', () => {
  it('answers 503 with the unavailable key', async () => {
    const down = createContentService(
      new HttpClient({ baseUrl: 'http://127.0.0.1:9', siteId: 'demo', logError: () => undefined }),
    );
    const logged: string[] = [];
    const own = await startTestSite({
      service: h,
      contentService: down,
      forms: site.forms,
      log: (message) => logged.push(message),
    });
    try {
      for (const path of [
        '/nl/ajax/estate/1',
        '/nl/ajax/similar-estate/1',
        '/nl/ajax/search-city?q=gen',
        '/nl/ajax/appointments/slots/1',
      ]) {
        const response = await call(own, 'GET', path);
        expect([path, response.status]).toEqual([path, 503]);
        expect(await response.json()).toEqual({ error: 'form.error.unavailable' });
      }
      expect(logged).toHaveLength(4);
    } finally {
      await own.close();
    }
  });

  it('answers within the deadline when its calls, one after another, take longer', async () => {
    // Each call answers in time (120 ms of a 200 ms deadline); the estate, then the site's
    // hidden statuses, do not.
    const later = <T>(answer: () => Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        setTimeout(() => answer().then(resolve, reject), 120);
      });
    const slow: typeof h.api = {
      ...h.api,
      searchEstates: (...args) => later(() => h.api.searchEstates(...args)),
      site: (...args) => later(() => h.api.site(...args)),
    };
    const logged: string[] = [];
    const own = await startTestSite({
      service: h,
      contentService: slow,
      forms: site.forms,
      env: { CONTENT_SERVICE_TIMEOUT_MS: '200' },
      log: (message) => logged.push(message),
    });
    try {
      const estate = standalone()[0]!;
      const response = await call(own, 'GET', `/nl/ajax/estate/${estate.id}`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: 'form.error.unavailable' });
      expect(logged).toEqual([`ajax GET /nl/ajax/estate/${estate.id}: content service failed`]);
    } finally {
      await own.close();
    }
  });
});
