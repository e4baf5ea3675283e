/*
 * What the build writes for the photo viewer, and how the browser reads it back. Every picture
 * the viewer shows is a plain link to its image file (`data-gallery-item`), so it works without
 * JavaScript. The address's fragment says which picture is open (`#photo-3`): the page's opener
 * (open-gallery.ts) writes it and wakes the viewer, which reads it. Part of the code every detail
 * page loads before use: it imports nothing.
 */

/** A picture as the viewer shows it. */
export type GalleryItem = {
  /** The image file the link opens without JavaScript (the largest size). */
  href: string;
  /** The sizes of the picture on the content service, when it has several. */
  srcset: string | null;
  alt: string;
};

/** The attribute marking a link the viewer opens. */
export const galleryItemAttribute = 'data-gallery-item';
/** The attribute on a link with the other sizes of its picture. */
export const gallerySrcsetAttribute = 'data-srcset';
/** The event (on `window`) that asks a live viewer to show the picture the address names. */
export const galleryOpenEvent = 'gallery:open';

/** The fragment of the nth picture (1-based), shareable: `#photo-3`. */
export const photoFragment = (position: number): string => `#photo-${position}`;

/**
 * The position (0-based) a fragment names among `total` pictures; null for any other fragment.
 * @example photoIndex('#photo-3', 12) // 2
 */
export function photoIndex(hash: string, total: number): number | null {
  const match = /^#photo-([1-9]\d{0,3})$/.exec(hash);
  if (!match) return null;
  const position = Number(match[1]);
  return position <= total ? position - 1 : null;
}

/** The links the viewer opens, in the page's order: the photos, then plans and image documents. */
export function galleryLinks(): HTMLAnchorElement[] {
  return [...document.querySelectorAll<HTMLAnchorElement>(`a[${galleryItemAttribute}]`)];
}

/** A picture from its link: the link's own image's alt text, or the link's text (a document). */
export function galleryItem(link: HTMLAnchorElement): GalleryItem {
  const image = link.querySelector('img');
  return {
    href: link.href,
    srcset: link.getAttribute(gallerySrcsetAttribute),
    alt: (image ? image.alt : link.textContent).trim(),
  };
}
