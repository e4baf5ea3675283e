import { isLocale } from '../../domain/locales.ts';
import type { CardStrings } from '../cards/strings.ts';
import type { SimilarReference } from './store.ts';
import { afterFirstPaint } from '../after-first-paint.ts';
import { onceNearViewport } from '../near-viewport.ts';

/*
 * The similar estates island of a detail page (`data-island="similar-estates"`,
 * EstateDetail.astro): nothing is fetched, and no React loads for it, until the section comes
 * near the viewport (IntersectionObserver). This module stays small; the store, the card and
 * React come in a chunk loaded then.
 */

/** Load a little before the section shows, so its cards are there when it scrolls in. */
const nearViewport = '0px 0px 200px 0px';

const numberOrNull = (value: string | undefined) => {
  if (value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

function reference(point: HTMLElement): SimilarReference | null {
  const id = numberOrNull(point.dataset.estateId);
  const headTypeId = numberOrNull(point.dataset.headType);
  const market = point.dataset.market;
  if (id === null || headTypeId === null || (market !== 'FOR_SALE' && market !== 'TO_RENT')) {
    return null;
  }
  return {
    id,
    headTypeId,
    market,
    price: numberOrNull(point.dataset.price),
    lat: numberOrNull(point.dataset.lat),
    lon: numberOrNull(point.dataset.lon),
  };
}

function start(point: HTMLElement): void {
  const { locale, serviceUrl, siteId, heading, strings, hiddenStatus } = point.dataset;
  const estate = reference(point);
  if (!locale || !isLocale(locale) || !serviceUrl || !siteId || !heading || !strings || !estate) {
    return;
  }
  void import('./render.ts').then(({ renderSimilarEstates }) =>
    renderSimilarEstates({
      point,
      locale,
      connection: { baseUrl: serviceUrl, siteId },
      reference: estate,
      heading,
      strings: JSON.parse(strings) as CardStrings,
      hiddenStatus: JSON.parse(hiddenStatus ?? '[]') as number[],
    }),
  );
}

const point = document.querySelector<HTMLElement>('[data-island="similar-estates"]');
if (point && 'IntersectionObserver' in window) {
  // After the first paint: in view, the observer would start it before the page is shown.
  afterFirstPaint(() => onceNearViewport(point, nearViewport, () => start(point)));
}
