import { createElement, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { isLocale } from '../../domain/locales.ts';
import { afterFirstPaint, whenIdle } from '../after-first-paint.ts';
import { FavoriteToggle } from './FavoriteToggle.tsx';
import { FavoritesCount } from './FavoritesCount.tsx';
import type { FavoritesPageStrings } from './FavoritesPage.tsx';

/*
 * Mounts the favourites islands on the mount points the static pages leave: the card
 * and detail hearts, the header count and the favourites page. The static markup stays what a
 * visitor without JavaScript sees; the hearts and the count come once the browser is idle.
 */

const mounted = 'favoritesMounted';

/** Mount points not yet taken, so a second run (or a second import) mounts nothing twice. */
function freshPoints(selector: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(selector)].filter((point) => {
    if (point.dataset[mounted] !== undefined) return false;
    point.dataset[mounted] = '';
    return true;
  });
}

/**
 * A placeholder element (the card's hidden button, the header's hidden badge) is replaced by a
 * box-less host the island renders into; a wrapper mount point is the host itself.
 */
function hostFor(point: HTMLElement): HTMLElement {
  if (point.tagName === 'DIV') return point;
  const host = document.createElement('span');
  host.style.display = 'contents';
  host.dataset[mounted] = '';
  point.replaceWith(host);
  return host;
}

function mountToggles(): void {
  for (const point of freshPoints('[data-island="favorite-toggle"]')) {
    const { estateId, label } = point.dataset;
    if (!estateId || !label) continue;
    const overlay = point.tagName === 'BUTTON';
    const root = createRoot(hostFor(point));
    // A transition: a page of hearts renders in slices between which the browser stays free.
    startTransition(() =>
      root.render(
        createElement(FavoriteToggle, {
          estateId,
          label,
          className: overlay ? 'favorite-toggle favorite-toggle--overlay' : 'favorite-toggle',
        }),
      ),
    );
  }
}

function mountCount(): void {
  for (const point of freshPoints('[data-favorites-count]')) {
    createRoot(hostFor(point)).render(createElement(FavoritesCount));
  }
}

/** The favourites page's island, loaded only on that page (it brings the service client). */
async function mountPage(): Promise<void> {
  const points = freshPoints('[data-island="favorites"]');
  if (points.length === 0) return;
  const { FavoritesPage } = await import('./FavoritesPage.tsx');
  for (const point of points) {
    const { locale, serviceUrl, siteId, strings, hiddenStatus } = point.dataset;
    if (!locale || !isLocale(locale) || !serviceUrl || !siteId || !strings) continue;
    point.replaceChildren();
    createRoot(point).render(
      createElement(FavoritesPage, {
        locale,
        connection: { baseUrl: serviceUrl, siteId },
        strings: JSON.parse(strings) as FavoritesPageStrings,
        hiddenStatus: JSON.parse(hiddenStatus ?? '[]') as number[],
      }),
    );
  }
}

// The favourites page is the page's purpose: right after the first paint, which shows its static
// heading and loading message. The rest can wait for an idle moment after it (an idle moment can
// come before the first paint: the hearts then changed the page before it was ever shown).
afterFirstPaint(() => {
  void mountPage();
  whenIdle(() => {
    mountCount();
    mountToggles();
  });
});
