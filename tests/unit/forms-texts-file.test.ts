import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/domain/locales.ts';
import { formTexts } from '../../src/features/forms/strings.ts';
import {
  formTextsFiles,
  formTextsUrl,
  islandTextSet,
} from '../../src/features/forms/texts-file.ts';

describe('the forms’ texts files', () => {
  it('hold for every language and form exactly the texts its props used to carry', () => {
    for (const locale of locales) {
      for (const [island, set] of Object.entries(islandTextSet)) {
        const url = formTextsUrl(locale, island as keyof typeof islandTextSet);
        const file = [...formTextsFiles().values()].find(
          (f) => url === `/form-texts/${f.name}.json`,
        );
        expect(file?.texts).toEqual(formTexts(locale, set));
        expect(file?.locale).toBe(locale);
      }
    }
  });

  it('are named by language, form and a digest of their content', () => {
    const names = [...formTextsFiles().values()].map((file) => file.name);
    expect(new Set(names).size).toBe(names.length);
    for (const file of formTextsFiles().values()) {
      const digest = createHash('sha256').update(JSON.stringify(file.texts)).digest('hex');
      expect(file.name).toBe(`${file.locale}-${file.set}.${digest.slice(0, 12)}`);
    }
  });
});
