import { isLocale } from '../../domain/locales.ts';
import { mapStyleUrl } from './map-style.ts';
import type { MapControlStrings } from './strings.ts';
import { afterFirstPaint } from '../after-first-paint.ts';

/*
 * The property map on a detail page (MapPlaceholder.astro leaves the mount point, with a plain
 * OpenStreetMap link for visitors without JavaScript). This module is tiny and runs with the
 * page; MapLibre and the map's own code load only once the section is about to scroll into
 * view, so a visitor who never gets there never downloads them.
 */

type MapState = 'waiting' | 'loading' | 'ready' | 'error';

/** Start loading this far before the map scrolls in, so it is drawn when it arrives. */
const LOOKAHEAD = '300px 0px';

function setState(point: HTMLElement, state: MapState): void {
  point.dataset.mapState = state;
}

/** Reads the mount point; null when a required attribute is missing or malformed. */
function readMountPoint(point: HTMLElement) {
  const { lat, lon, locale, strings, estateId } = point.dataset;
  const latitude = Number(lat);
  const longitude = Number(lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (!locale || !isLocale(locale) || !strings) return null;
  try {
    return {
      point: { lat: latitude, lng: longitude },
      locale,
      strings: JSON.parse(strings) as MapControlStrings,
      anchorId: `map-after-${estateId ?? 'estate'}`,
    };
  } catch {
    return null;
  }
}

async function showMap(mount: HTMLElement): Promise<void> {
  const config = readMountPoint(mount);
  const fallbackLink = mount.querySelector<HTMLAnchorElement>('a[href]');
  if (!config || !fallbackLink) return;
  setState(mount, 'loading');

  // Keyboard users reach the link past the map in one step: it is where the skip link leads.
  const skip = document.createElement('a');
  skip.className = 'estate-map__skip visually-hidden';
  skip.href = `#${config.anchorId}`;
  skip.textContent = config.strings.skip;
  const canvas = document.createElement('div');
  canvas.className = 'estate-map__canvas';
  fallbackLink.id = config.anchorId;
  mount.classList.add('estate-map__mount--live');
  mount.prepend(skip, canvas);

  try {
    const { createEstateMapView } = await import('./estate-map-view.ts');
    const view = createEstateMapView({
      container: canvas,
      styleUrl: mapStyleUrl(),
      point: config.point,
      lang: config.locale,
      strings: config.strings,
    });
    await view.drawn;
    setState(mount, 'ready');
  } catch (error) {
    // No WebGL, or the style is unreachable: the plain link is still there, as without JS.
    console.warn('The property map could not be shown:', error);
    skip.remove();
    canvas.remove();
    mount.classList.remove('estate-map__mount--live');
    setState(mount, 'error');
  }
}

function mountAll(): void {
  const points = [...document.querySelectorAll<HTMLElement>('[data-island="estate-map"]')].filter(
    (point) => point.dataset.mapState === undefined,
  );
  if (points.length === 0) return;
  for (const point of points) setState(point, 'waiting');
  if (!('IntersectionObserver' in window)) {
    for (const point of points) void showMap(point);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void showMap(entry.target as HTMLElement);
      }
    },
    { rootMargin: LOOKAHEAD },
  );
  for (const point of points) observer.observe(point);
}

// After the first paint: a map in view would otherwise start loading MapLibre before it.
afterFirstPaint(mountAll);
