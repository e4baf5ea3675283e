import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/content-service/index.ts';
import type { Locale } from '../../src/domain/locales.ts';
import {
  MAIL_TRANSLATIONS_TTL_MS,
  mailTranslations,
} from '../../site-server/forms/mail-translations.ts';
import { mailTexts } from '../../site-server/mail/mail-texts.ts';

/** A content service whose translations route answers from `answer`, counting the calls. */
function service(answer: (locale: Locale) => Promise<Record<string, string | null>>) {
  const calls: Locale[] = [];
  return {
    calls,
    translations: (locale: Locale) => {
      calls.push(locale);
      return answer(locale);
    },
  };
}

const notFound = () =>
  Promise.reject(new HttpError(404, 'Not Found', 'http://service/translations/x'));

describe("the mails' translations", () => {
  it("write the agency's texts into the mails, and the built-in ones where it has none", async () => {
    const stub = service((locale) =>
      locale === 'fr' ? Promise.resolve({ 'mail.alert.seeAll': 'Tous nos biens' }) : notFound(),
    );
    const system = await mailTranslations(stub)();
    expect(mailTexts('fr', system).alert.seeAll).toBe('Tous nos biens');
    expect(mailTexts('nl', system).alert.seeAll).toBe(mailTexts('nl').alert.seeAll);
    expect(stub.calls.sort()).toEqual(['de', 'en', 'fr', 'nl']);
  });

  it('keep them for a while, then ask again', async () => {
    let clock = 0;
    let wording = 'Alle aanbod';
    const stub = service((locale) =>
      Promise.resolve<Record<string, string>>(
        locale === 'nl' ? { 'mail.alert.seeAll': wording } : {},
      ),
    );
    const current = mailTranslations(stub, () => clock);
    expect(mailTexts('nl', await current()).alert.seeAll).toBe('Alle aanbod');
    wording = 'Bekijk alles';
    clock += MAIL_TRANSLATIONS_TTL_MS - 1;
    expect(mailTexts('nl', await current()).alert.seeAll).toBe('Alle aanbod');
    clock += 1;
    expect(mailTexts('nl', await current()).alert.seeAll).toBe('Bekijk alles');
  });

  it('fall back to the built-in wording when the service fails, and ask again for the next mail', async () => {
    let down = true;
    const stub = service(() =>
      down
        ? Promise.reject(new Error('connect ECONNREFUSED'))
        : Promise.resolve({ 'mail.any': 'Om het even' }),
    );
    const current = mailTranslations(stub, () => 0);
    expect(mailTexts('nl', await current()).any).toBe(mailTexts('nl').any);
    down = false;
    expect(mailTexts('nl', await current()).any).toBe('Om het even');
  });

  it("set aside an agency's text whose placeholders differ", async () => {
    const stub = service((locale) =>
      Promise.resolve<Record<string, string>>(
        locale === 'en' ? { 'mail.greeting': 'Hello there,' } : {},
      ),
    );
    const system = await mailTranslations(stub)();
    expect(mailTexts('en', system).greeting('Ann')).toBe('Dear Ann,');
  });
});
