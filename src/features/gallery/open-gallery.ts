import {
  galleryItemAttribute,
  galleryLinks,
  galleryOpenEvent,
  photoFragment,
  photoIndex,
} from './gallery-items.ts';

/*
 * The part of the photo viewer every detail page runs before use. A click on a picture link
 * writes the picture's fragment (`#photo-3`, replacing the address, not adding to the history)
 * and wakes the viewer: a live one hears `gallery:open`; a sleeping one, an island that loads on
 * its first use (`client:paint={{ use: true }}`), takes the press as that use and reads the
 * fragment once it is live. An address naming a picture wakes it the same way. Links opened in a
 * new tab or window (a modifier key, a middle click) stay links.
 */

/** Wakes the viewer to show the picture the address names. */
function wake(viewer: Element): void {
  dispatchEvent(new Event(galleryOpenEvent));
  viewer.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
}

/** Starts the picture links and fragments of a page with a viewer (`viewer`: its dialog). */
export function startGallery(viewer: Element | null = document.querySelector('.gallery-viewer')) {
  if (!viewer) return;
  const named = () => photoIndex(location.hash, galleryLinks().length) !== null;
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>(`a[${galleryItemAttribute}]`)
        : null;
    if (!link) return;
    event.preventDefault();
    history.replaceState(history.state, '', photoFragment(galleryLinks().indexOf(link) + 1));
    wake(viewer);
  });
  addEventListener('hashchange', () => {
    if (named()) wake(viewer);
  });
  if (named()) wake(viewer);
}
