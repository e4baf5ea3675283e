import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  contrastRatio,
  effectiveSticker,
  normalizeHexColor,
  readableText,
  stickerColors,
} from '../../src/domain/sticker.ts';

describe('normalizeHexColor (spec 5: hex without a hash)', () => {
  it('adds the hash and lower-cases six digits', () => {
    expect(normalizeHexColor('C0FFEE')).toBe('#c0ffee');
  });

  it('expands the three-digit short form', () => {
    expect(normalizeHexColor('F0a')).toBe('#ff00aa');
  });

  it('tolerates a leading hash and surrounding space', () => {
    expect(normalizeHexColor(' #123456 ')).toBe('#123456');
  });

  it.each([['12345'], ['ggg'], ['#'], [''], ['red'], ['1234567'], ['##123456']])(
    'rejects %j',
    (value) => {
      expect(normalizeHexColor(value)).toBeNull();
    },
  );

  it('rejects a missing colour', () => {
    expect(normalizeHexColor(null)).toBeNull();
    expect(normalizeHexColor(undefined)).toBeNull();
  });
});

describe('stickerColors', () => {
  it('treats white with black text as unset (spec 5)', () => {
    expect(stickerColors({ color: 'ffffff', colorText: '000000' })).toBeNull();
  });

  it('treats white with black text as unset whatever the case or short form', () => {
    expect(stickerColors({ color: 'FFF', colorText: '000' })).toBeNull();
    expect(stickerColors({ color: 'FFFFFF', colorText: '#000000' })).toBeNull();
  });

  it('keeps white with another text colour', () => {
    expect(stickerColors({ color: 'ffffff', colorText: 'cc0000' })).toEqual({
      background: '#ffffff',
      text: '#cc0000',
    });
  });

  it('keeps another background with black text', () => {
    expect(stickerColors({ color: 'ffcc00', colorText: '000000' })).toEqual({
      background: '#ffcc00',
      text: '#000000',
    });
  });

  it('treats an invalid or missing colour as unset', () => {
    expect(stickerColors({ color: 'nope', colorText: 'ffffff' })).toBeNull();
    expect(stickerColors({ color: 'cc0000', colorText: null })).toBeNull();
    expect(stickerColors(null)).toBeNull();
  });
});

describe('effectiveSticker', () => {
  const sold = { id: 3, name: { nl: 'Verkocht', fr: 'Vendu' }, color: 'C00', colorText: 'FFF' };

  it('gives the label in the visitor’s language with CSS colours', () => {
    expect(effectiveSticker(sold, 'fr')).toEqual({
      label: 'Vendu',
      background: '#cc0000',
      text: '#ffffff',
    });
  });

  it('uses Dutch when no language is given', () => {
    expect(effectiveSticker(sold)?.label).toBe('Verkocht');
  });

  it('draws nothing when the visitor’s language has no label', () => {
    expect(effectiveSticker(sold, 'de')).toBeNull();
  });

  it('accepts a plain text name', () => {
    expect(effectiveSticker({ name: ' Nieuw ', color: '0a0', colorText: 'fff' })?.label).toBe(
      'Nieuw',
    );
  });

  it('draws nothing for a white sticker with black text', () => {
    expect(effectiveSticker({ ...sold, color: 'ffffff', colorText: '000000' }, 'nl')).toBeNull();
  });

  it('draws nothing when a colour is invalid', () => {
    expect(effectiveSticker({ ...sold, color: 'zzzzzz' }, 'nl')).toBeNull();
  });

  it('draws nothing when there is no sticker', () => {
    expect(effectiveSticker(null, 'nl')).toBeNull();
    expect(effectiveSticker(undefined, 'nl')).toBeNull();
  });
});

describe('readable sticker text', () => {
  it('keeps the sticker text colour when it reads well on its background', () => {
    expect(readableText('#1d4e89', '#ffffff')).toBe('#ffffff');
  });

  it('replaces an unreadable text colour by black or white, whichever reads better', () => {
    expect(readableText('#f5c518', '#ffffff')).toBe('#000000');
    expect(readableText('#2e7d32', '#1b5e20')).toBe('#ffffff');
  });

  it('always gives at least 4.5:1 contrast', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffff }),
        fc.integer({ min: 0, max: 0xffffff }),
        (bg, fg) => {
          const hex = (value: number) => `#${value.toString(16).padStart(6, '0')}`;
          expect(contrastRatio(hex(bg), readableText(hex(bg), hex(fg)))).toBeGreaterThanOrEqual(
            4.5,
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
