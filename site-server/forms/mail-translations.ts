import { HttpError, type ContentService } from '../../src/content-service/index.ts';
import { locales } from '../../src/domain/locales.ts';
import { builtInTranslations, type TranslationSystem } from '../../src/i18n/translate.ts';
import { createTranslationSystem } from '../../src/i18n/translation-system.ts';

/** How long the agency's texts are used before they are asked for again. */
export const MAIL_TRANSLATIONS_TTL_MS = 5 * 60_000;

/**
 * The texts the mails are written with: the built-in ones with the agency's from the content
 * service over them (spec 7 `GET /translations/{locale}`), as the pages get them, so a wording
 * the agency changed reaches its mails too. They are read when a mail is due and kept for
 * MAIL_TRANSLATIONS_TTL_MS. A locale the service has no texts for (404) keeps the built-in ones;
 * when the service fails or is slow (every call has its deadline), the mail goes out in the
 * built-in wording rather than waiting, and the next mail asks again.
 */
export function mailTranslations(
  service: Partial<Pick<ContentService, 'translations'>>,
  now: () => number = Date.now,
): () => Promise<TranslationSystem> {
  let kept: { system: TranslationSystem; until: number } | undefined;
  return async () => {
    if (!service.translations) return builtInTranslations;
    if (kept && now() < kept.until) return kept.system;
    const ask = service.translations;
    try {
      const texts = await Promise.all(
        locales.map((locale) =>
          ask(locale).catch((error: unknown) => {
            if (error instanceof HttpError && error.status === 404) return {};
            throw error;
          }),
        ),
      );
      const { system } = createTranslationSystem(
        Object.fromEntries(locales.map((locale, index) => [locale, texts[index]])),
      );
      kept = { system, until: now() + MAIL_TRANSLATIONS_TTL_MS };
      return system;
    } catch {
      return builtInTranslations;
    }
  };
}
