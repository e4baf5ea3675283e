/**
 * The map of all data the site is built from: every collection, where it comes from
 * in the content service (spec 7), read top to bottom. Records are validated by the client's
 * zod schemas, HTML is sanitized, and unchanged records keep their stored entry (digests).
 * The service down or answering 5xx fails the build; invalid records are skipped with a
 * warning, and more than INVALID_RECORD_THRESHOLD (5 %) of them fail it.
 */
import { defineCollection } from 'astro:content';
import pMap from 'p-map';
import { contentServiceForBuild, callService } from './site/loaders/content-service-for-build.ts';
import { estatesLoader } from './site/loaders/estates-loader.ts';
import { recordsLoader } from './site/loaders/records-loader.ts';
import { translationRecords } from './site/loaders/translation-records.ts';
import { sanitizeLocalizedHtml } from './site/sanitize.ts';

/** Site settings: by hostname when SITE_HOSTNAME is set, else by SITE_ID. */
const site = defineCollection({
  loader: recordsLoader('site', async () => {
    const hostname = process.env.SITE_HOSTNAME;
    const data = await callService(
      hostname ? `GET sites/by-hostname/${hostname}` : 'GET site',
      () =>
        hostname ? contentServiceForBuild.siteByHostname(hostname) : contentServiceForBuild.site(),
    );
    return [{ id: 'site', data }];
  }),
});

/** The main and footer menus. */
const menus = defineCollection({
  loader: recordsLoader('menus', async () =>
    Promise.all(
      ['main', 'footer'].map(async (name) => ({
        id: name,
        data: await callService(`GET navigation/${name}`, () =>
          contentServiceForBuild.navigation(name),
        ),
      })),
    ),
  ),
});

/** CMS pages (home content, privacy statement, terms of use, other pages by URL). */
const pages = defineCollection({
  loader: recordsLoader('pages', async () => {
    const list = await callService('GET pages/', () => contentServiceForBuild.pages());
    return list.map((page) => ({
      id: String(page.id),
      data: { ...page, content: sanitizeLocalizedHtml(page.content) },
    }));
  }),
});

/** The agency's UI texts, per locale, over the built-in ones (src/i18n/translation-system.ts). */
const translations = defineCollection({
  loader: recordsLoader('translations', () => translationRecords(contentServiceForBuild)),
});

/** Estates and projects: the search index, then each full record from its source. */
const estates = defineCollection({ loader: estatesLoader() });

/** Holiday rental units with their periods. */
const rentalUnits = defineCollection({
  loader: recordsLoader('rentalUnits', async () => {
    const units = await callService('POST rental-units', async () => {
      const answer = await contentServiceForBuild.searchRentalUnits({
        query: {},
        pagination: { from: 0, size: 500 },
      });
      if (answer.error) throw answer.error;
      return answer.results;
    });
    return pMap(
      units,
      async (unit) => ({
        id: String(unit.id),
        data: {
          unit: {
            ...unit,
            general: {
              ...unit.general,
              description: sanitizeLocalizedHtml(unit.general.description),
              descriptionShort: sanitizeLocalizedHtml(unit.general.descriptionShort),
            },
          },
          periods: await callService(`GET rental-units/${unit.id}/periods`, () =>
            contentServiceForBuild.rentalPeriods(unit.id),
          ),
        },
      }),
      { concurrency: 8 },
    );
  }),
});

export const collections = { site, menus, pages, translations, estates, rentalUnits };
