import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { excerptFromHtml, htmlToText } from '../../src/domain/text-excerpt.ts';

describe('htmlToText', () => {
  it('keeps words of adjacent blocks apart', () => {
    expect(htmlToText('<h2>Welkom</h2><p>bij ons</p>')).toBe('Welkom bij ons');
  });

  it('decodes character references', () => {
    expect(htmlToText('<p>Wij &amp; u &lt;3 &#233;&#xE9; &nbsp;&euro;</p>')).toBe(
      'Wij & u <3 éé &euro;',
    );
  });

  it('drops comments', () => {
    expect(htmlToText('a<!-- <p>hidden</p> -->b')).toBe('a b');
  });
});

describe('excerptFromHtml', () => {
  it('keeps a short text whole', () => {
    expect(excerptFromHtml('<p>Een ruime woning</p>', 160)).toBe('Een ruime woning');
  });

  it('cuts a long text at a word and marks the cut', () => {
    expect(excerptFromHtml('<p>Een ruime woning met tuin</p>', 16)).toBe('Een ruime…');
  });

  it('gives null for HTML without text', () => {
    expect(excerptFromHtml('<p> </p>')).toBeNull();
    expect(excerptFromHtml(null)).toBeNull();
  });

  it('never exceeds the length asked', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 2, max: 200 }), (text, max) => {
        const excerpt = excerptFromHtml(`<p>${text}</p>`, max);
        expect(excerpt === null || excerpt.length <= max).toBe(true);
      }),
    );
  });
});
