import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/content-service/index.ts';
import type { Locale } from '../../src/domain/locales.ts';
import type * as TranslationRecordsModule from '../../src/site/loaders/translation-records.ts';
import { startHarness, type Harness } from './service-harness.ts';

/*
 * The build's `translations` collection (src/content.config.ts): the agency's texts per locale
 * from the content service (spec 7: GET /translations/{locale}).
 */

let h: Harness;
let translationRecords: typeof TranslationRecordsModule.translationRecords;
beforeAll(async () => {
  h = await startHarness(0);
  process.env.CONTENT_SERVICE_URL = h.url;
  ({ translationRecords } = await import('../../src/site/loaders/translation-records.ts'));
});
afterAll(() => h.close());

describe('the translations collection', () => {
  it("holds each language's texts as the service serves them", async () => {
    const records = await translationRecords(h.api);
    expect(records.map(({ id }) => id)).toEqual(['nl', 'fr', 'en', 'de']);
    expect(records.find(({ id }) => id === 'fr')?.data).toEqual(h.data.translations.fr);
  });

  it('keeps the built-in texts of a language the service has none for (404)', async () => {
    const records = await translationRecords({
      translations: (locale: Locale) =>
        locale === 'de'
          ? Promise.reject(new HttpError(404, 'Not Found', `${h.url}/translations/de`))
          : h.api.translations(locale),
    });
    expect(records.find(({ id }) => id === 'de')?.data).toEqual({});
    expect(records.find(({ id }) => id === 'nl')?.data).toEqual(h.data.translations.nl);
  });

  it('fails the build when the service fails otherwise', async () => {
    await expect(
      translationRecords({
        translations: () => Promise.reject(new HttpError(503, 'Unavailable', `${h.url}/x`)),
      }),
    ).rejects.toThrow(/GET \/translations\/nl.*503/);
  });
});
