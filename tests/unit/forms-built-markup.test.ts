import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtMarkup, renderDirectly } from '../../src/features/forms/built-markup.ts';
import { propertyFormIslands } from '../../src/features/forms/island-props.ts';
import { locales } from '../../src/domain/locales.ts';

describe('pre-rendered property forms', () => {
  it('equal a direct React render for any estate, title and reference', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.integer({ min: 1, max: 9_999_999 }),
        fc.string({ maxLength: 40 }),
        fc.option(fc.string({ maxLength: 12 }), { nil: null }),
        (locale, id, title, reference) => {
          for (const spec of propertyFormIslands(locale, { id, title, reference })) {
            expect(builtMarkup(spec)).toBe(renderDirectly(spec));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('escapes markup in a title instead of rendering it', () => {
    const [contact] = propertyFormIslands('nl', {
      id: 42,
      title: 'Villa <script>alert(1)</script> & "Zeezicht"',
      reference: "O'Neil",
    });
    const html = builtMarkup(contact!);
    expect(html).not.toContain('<script>');
    expect(html).toBe(renderDirectly(contact!));
  });
});
