import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../domain/locales.ts';
import { useInBrowser } from '../use-in-browser.ts';
import { mapStyleUrl } from './map-style.ts';
import type { MapControlStrings } from './strings.ts';

/*
 * The property map on a detail page (MapPlaceholder.astro): a plain OpenStreetMap link, which
 * is all a visitor without JavaScript gets, and, once the island has hydrated (as the section
 * is about to scroll into view), a small map drawn in the same box above the link. MapLibre and
 * the map's own code load only then, so a visitor who never gets there never downloads them.
 */

export type EstateMapProps = {
  estateId: number | string;
  point: { lat: number; lng: number };
  locale: Locale;
  /** The map controls' texts (`mapControlStrings`). */
  strings: MapControlStrings;
  /** The OpenStreetMap address of the place, and the link's texts. */
  osmHref: string;
  linkText: string;
  externalText: string;
};

export function EstateMap(props: EstateMapProps) {
  const { point, locale, strings } = props;
  const [outcome, setOutcome] = useState<'ready' | 'error' | null>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const anchorId = `map-after-${props.estateId}`;

  // Hydrated, the canvas goes in and the map is drawn into it; an error takes it away again.
  const inBrowser = useInBrowser();
  const state = outcome ?? (inBrowser ? 'loading' : 'waiting');
  const live = state === 'loading' || state === 'ready';
  useEffect(() => {
    const container = canvas.current;
    if (!live || !container) return;
    let destroy = () => {};
    let stopped = false;
    import('./estate-map-view.ts')
      .then(({ createEstateMapView }) => {
        if (stopped) return;
        const view = createEstateMapView({
          container,
          styleUrl: mapStyleUrl(),
          point,
          lang: locale,
          strings,
        });
        destroy = view.destroy;
        return view.drawn.then(() => setOutcome('ready'));
      })
      .catch((error: unknown) => {
        // No WebGL, or the style is unreachable: the plain link is still there, as without JS.
        console.warn('The property map could not be shown:', error);
        setOutcome('error');
      });
    return () => {
      stopped = true;
      destroy();
    };
    // Drawn once: the page's point and texts do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);

  return (
    <div
      className={live ? 'estate-map__mount estate-map__mount--live' : 'estate-map__mount'}
      data-island="estate-map"
      data-map-state={state}
    >
      {live && (
        // Keyboard users reach the link past the map in one step: it is where this leads.
        <a className="estate-map__skip visually-hidden" href={`#${anchorId}`}>
          {strings.skip}
        </a>
      )}
      {live && <div className="estate-map__canvas" ref={canvas} />}
      <a className="estate-map__link" id={anchorId} href={props.osmHref} rel="noopener noreferrer">
        {props.linkText}
        <span className="visually-hidden"> {props.externalText}</span>
      </a>
    </div>
  );
}
