import { HttpError, type ContentService } from '../../content-service/index.ts';
import { locales } from '../../domain/locales.ts';
import type { ServiceTexts } from '../../i18n/translation-system.ts';
import { callService } from './content-service-for-build.ts';

/**
 * The agency's UI texts, one record per locale, for the `translations` collection; the build
 * puts them over the built-in texts (src/i18n/translation-system.ts). A locale the service has
 * no texts for (404) keeps the built-in texts; any other failure fails the build, as every
 * frame call does.
 */
export function translationRecords(
  service: Pick<ContentService, 'translations'>,
): Promise<{ id: string; data: ServiceTexts }[]> {
  return Promise.all(
    locales.map(async (locale) => ({
      id: locale,
      data: await callService(`GET /translations/${locale}`, () =>
        service.translations(locale).catch((error: unknown) => {
          if (error instanceof HttpError && error.status === 404) return {};
          throw error;
        }),
      ),
    })),
  );
}
