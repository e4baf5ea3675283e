import { describe, expect, it } from 'vitest';
import { photoIndex } from '../../src/features/gallery/gallery-items.ts';
import { galleryTexts, isImageLink } from '../../src/features/gallery/gallery-texts.ts';
import { uiStrings } from '../../src/i18n/translate.ts';

describe('the photo viewer: fragments, image documents and texts', () => {
  it('reads the photo an address names, and nothing else', () => {
    expect(photoIndex('#photo-1', 12)).toBe(0);
    expect(photoIndex('#photo-12', 12)).toBe(11);
    for (const hash of ['#photo-13', '#photo-0', '#photo-01', '#photo-', '#photo-2x', '#tabs', ''])
      expect(photoIndex(hash, 12), hash).toBeNull();
  });

  it('shows documents that are images, whatever their query, and leaves PDFs as downloads', () => {
    expect(isImageLink('https://cdn.example/plans/floor-1.PNG')).toBe(true);
    expect(isImageLink('/media/documents/floorplan-7.webp?v=2#x')).toBe(true);
    expect(isImageLink('/media/documents/epc-7.pdf')).toBe(false);
    expect(isImageLink('/download?file=plan.png')).toBe(false);
  });

  it('hands the viewer only its own texts', () => {
    const texts = galleryTexts(uiStrings.de);
    expect(Object.keys(texts).every((key) => key.startsWith('gallery.'))).toBe(true);
    expect(texts['gallery.close']).toBe('Schließen');
    expect(texts['gallery.counter']).toBe('{{index}} / {{total}}');
  });
});
