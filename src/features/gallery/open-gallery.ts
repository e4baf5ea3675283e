import {
  galleryConfig,
  galleryItem,
  galleryItemAttribute,
  galleryLinks,
  photoIndex,
} from './gallery-items.ts';

/*
 * The part of the photo viewer every detail page runs before use: it takes over the clicks on
 * the picture links and opens the viewer for `#photo-N`, loading the viewer's code only then.
 * Links opened in a new tab or window (a modifier key, a middle click) stay links.
 */

/** Opens the viewer on the picture at `index`; where its code cannot load, the link's file. */
function open(index: number): void {
  const links = galleryLinks();
  const opener = links[index];
  const config = galleryConfig();
  if (!opener || !config) return;
  import('./show-viewer.tsx').then(
    ({ showViewer }) => showViewer({ config, items: links.map(galleryItem), start: index, opener }),
    () => location.assign(opener.href),
  );
}

/** Opens the viewer on the picture the address's fragment names, if it names one. */
function openFromFragment(): void {
  const index = photoIndex(location.hash, galleryLinks().length);
  if (index !== null) open(index);
}

/** Starts the viewer's links and fragments on a page with a gallery. */
export function startGallery(): void {
  if (!galleryConfig()) return;
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>(`a[${galleryItemAttribute}]`)
        : null;
    if (!link) return;
    event.preventDefault();
    open(galleryLinks().indexOf(link));
  });
  addEventListener('hashchange', openFromFragment);
  openFromFragment();
}
