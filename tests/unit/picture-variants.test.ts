import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pictureSizeOrder,
  pictureSrcset,
  pictureVariant,
  srcsetOf,
} from '../../src/domain/picture-variants.ts';

describe('pictureVariant', () => {
  it('swaps the size in the file name', () => {
    expect(pictureVariant('/media/house-1-1/thumbnail.webp', 'original')).toBe(
      '/media/house-1-1/original.webp',
    );
    expect(pictureVariant('https://cdn.example/a/medium.webp?v=3', 'thumbnail')).toBe(
      'https://cdn.example/a/thumbnail.webp?v=3',
    );
  });

  it('gives no variant for a picture that does not name a size', () => {
    expect(pictureVariant('https://example.com/photo.jpg', 'medium')).toBeNull();
    expect(pictureVariant('/media/thumbnail.webp.jpg', 'medium')).toBeNull();
  });

  it('round-trips between any two sizes', () => {
    const folder = fc.stringMatching(/^\/[a-z0-9-]{1,20}(\/[a-z0-9-]{1,20}){0,3}$/);
    const size = fc.constantFrom(...pictureSizeOrder);
    fc.assert(
      fc.property(folder, size, size, (dir, from, to) => {
        const swapped = pictureVariant(`${dir}/${from}.webp`, to);
        expect(swapped).toBe(`${dir}/${to}.webp`);
        expect(pictureVariant(swapped ?? '', from)).toBe(`${dir}/${from}.webp`);
      }),
    );
  });
});

describe('pictureSrcset', () => {
  it('lists every size with its width, smallest first', () => {
    expect(pictureSrcset('/media/x/original.webp')).toBe(
      '/media/x/thumbnail.webp 400w, /media/x/medium.webp 1024w, /media/x/original.webp 1600w',
    );
  });

  it('keeps to the sizes asked for', () => {
    expect(pictureSrcset('/media/x/thumbnail.webp', ['thumbnail', 'medium'])).toBe(
      '/media/x/thumbnail.webp 400w, /media/x/medium.webp 1024w',
    );
  });

  it('gives null for a picture without sizes', () => {
    expect(pictureSrcset('/uploads/photo.png')).toBeNull();
  });
});

describe('srcsetOf', () => {
  it('leaves out blank URLs', () => {
    expect(srcsetOf({ thumbnail: ' ', medium: '/m.webp', original: null })).toBe('/m.webp 1024w');
    expect(srcsetOf({})).toBeNull();
  });
});
