/**
 * The content service stores every picture in three sizes, 4:3 like the agency's photos; the
 * URL of one size ends in `/thumbnail.webp`, `/medium.webp` or `/original.webp`, so the other
 * sizes are found by swapping that last segment.
 */
export const pictureSizes = {
  thumbnail: { width: 400, height: 300 },
  medium: { width: 1024, height: 768 },
  original: { width: 1600, height: 1200 },
} as const;

export type PictureSize = keyof typeof pictureSizes;

/** The sizes smallest first, the order a `srcset` lists them in. */
export const pictureSizeOrder: readonly PictureSize[] = ['thumbnail', 'medium', 'original'];

// The size segment, before an optional query string or fragment (a CDN may add '?v=2').
const sizeSegment = /\/(thumbnail|medium|original)\.webp(?=[?#]|$)/;

/**
 * The URL of one size of a picture, from the URL of any of its sizes; null when the URL does
 * not end in a known size segment (it is the only size there is).
 *
 * @example pictureVariant('/media/house-1-2/original.webp', 'thumbnail') // '/media/house-1-2/thumbnail.webp'
 */
export function pictureVariant(url: string, size: PictureSize): string | null {
  return sizeSegment.test(url) ? url.replace(sizeSegment, `/${size}.webp`) : null;
}

/**
 * A `srcset` over the given sizes (all three by default), smallest first, so the browser picks
 * the smallest file that fills the slot; null when the URL names no known size.
 *
 * @example pictureSrcset('/media/a/medium.webp')
 * // '/media/a/thumbnail.webp 400w, /media/a/medium.webp 1024w, /media/a/original.webp 1600w'
 */
export function pictureSrcset(
  url: string,
  sizes: readonly PictureSize[] = pictureSizeOrder,
): string | null {
  if (!sizeSegment.test(url)) return null;
  const order = pictureSizeOrder.filter((size) => sizes.includes(size));
  return order
    .map((size) => `${pictureVariant(url, size)} ${pictureSizes[size].width}w`)
    .join(', ');
}

/**
 * A `srcset` from separate URLs per size (as holiday rental photos carry them); blank URLs are
 * left out, and null is returned when none is left.
 *
 * @example srcsetOf({ thumbnail: '/t.webp', medium: '/m.webp' }) // '/t.webp 400w, /m.webp 1024w'
 */
export function srcsetOf(
  urls: Partial<Record<PictureSize, string | null | undefined>>,
): string | null {
  const entries = pictureSizeOrder.flatMap((size) => {
    const url = urls[size]?.trim();
    return url ? [`${url} ${pictureSizes[size].width}w`] : [];
  });
  return entries.length > 0 ? entries.join(', ') : null;
}
