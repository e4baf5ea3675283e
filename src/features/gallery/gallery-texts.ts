import { uiKeys, type UiKey, type UiStrings } from '../../i18n/schema.ts';

/** The texts the viewer shows, translated at build time with their `{{placeholders}}`. */
export type GalleryTexts = Partial<Record<Extract<UiKey, `gallery.${string}`>, string>>;

/** The viewer's texts of a language (build time): every `gallery.*` text, placeholders kept. */
export function galleryTexts(strings: UiStrings): GalleryTexts {
  return Object.fromEntries(
    uiKeys.filter((key) => key.startsWith('gallery.')).map((key) => [key, strings[key]]),
  ) as GalleryTexts;
}

/** Image files by their name's ending: the documents the viewer can show. */
const imageFile = /\.(avif|gif|jpe?g|png|svg|webp)$/i;

/**
 * Whether a document's link is an image the viewer can show (a floor plan as a picture), by the
 * ending of its path; a PDF or any other file stays a download.
 * @example isImageLink('/media/documents/floorplan-12.png?v=2') // true
 */
export function isImageLink(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return imageFile.test(path);
}
