import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { preload } from 'react-dom';
import type { Locale } from '../../domain/locales.ts';
import { countText, fillTemplate } from '../cards/template.ts';
import type { GalleryTexts } from './gallery-texts.ts';
import {
  galleryItem,
  galleryLinks,
  galleryOpenEvent,
  photoFragment,
  photoIndex,
  type GalleryItem,
} from './gallery-items.ts';
import './gallery.css';

/*
 * The photo viewer of a detail page: a modal <dialog> over the whole screen, so the browser
 * itself traps the focus, makes the page behind it inert and closes it on Escape. One picture
 * at a time, moved by the arrow keys, the buttons or a swipe; the counter is announced politely.
 * An island that loads on its first use (Gallery.astro): the page's opener (open-gallery.ts)
 * writes the picture's fragment and wakes it; it shows the pictures of the page's links.
 */

export type GalleryViewerProps = {
  /** The listing's title, naming the dialog. */
  title: string;
  texts: GalleryTexts;
  locale: Locale;
};

/**
 * What the viewer's picture occupies, for the browser's choice in a `srcset`: the screen's width,
 * or less on a wide screen, where the 4:3 picture is as tall as the space under the counter.
 */
export const viewerSizes = '(min-aspect-ratio: 4/3) calc((100vh - 6rem) * 4 / 3), 100vw';

/** How far a finger must travel sideways (px) for a swipe to move to another picture. */
const SWIPE_DISTANCE = 40;

type Shown = {
  items: readonly GalleryItem[];
  index: number;
  /** The link that opened the viewer: the focus returns to it. */
  opener: HTMLElement | undefined;
};

/** The pictures of the page's links, at the one the address names; null when it names none. */
function fromAddress(): Shown | null {
  const links = galleryLinks();
  const index = photoIndex(location.hash, links.length);
  return index === null ? null : { items: links.map(galleryItem), index, opener: links[index] };
}

const text = (texts: GalleryTexts, key: keyof GalleryTexts, values: Record<string, string> = {}) =>
  fillTemplate(texts[key] ?? key, values);

export function GalleryViewer({ title, texts, locale }: GalleryViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    const open = () => setShown((current) => fromAddress() ?? current);
    // Woken by a press: the address already names the picture to show.
    open();
    addEventListener(galleryOpenEvent, open);
    return () => removeEventListener(galleryOpenEvent, open);
  }, []);

  const index = shown?.index;
  const items = shown?.items;
  useEffect(() => {
    if (index === undefined || !items) return;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    history.replaceState(history.state, '', photoFragment(index + 1));
    // The next picture is likely the one asked for next: it is there by the time it is.
    const next = items[(index + 1) % items.length];
    if (next && items.length > 1) {
      preload(next.href, {
        as: 'image',
        ...(next.srcset ? { imageSrcSet: next.srcset, imageSizes: viewerSizes } : {}),
      });
    }
  }, [index, items]);

  const total = items?.length ?? 0;
  const item = index === undefined ? undefined : items?.[index];
  const setIndex = (next: (current: number) => number) =>
    setShown((current) => current && { ...current, index: next(current.index) });
  const move = (step: number) => setIndex((current) => (current + step + total) % total);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step !== undefined && total > 1) {
      event.preventDefault();
      move(step);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setIndex(() => (event.key === 'Home' ? 0 : total - 1));
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!event.isPrimary) return;
    swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = swipe.current;
    swipe.current = null;
    if (!from || from.id !== event.pointerId || total < 2) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    // Mostly sideways and far enough: a tap or a scroll is not a swipe.
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) move(dx < 0 ? 1 : -1);
  };

  const onClose = () => {
    history.replaceState(history.state, '', location.pathname + location.search);
    shown?.opener?.focus();
    setShown(null);
  };

  const place = {
    index: countText((index ?? 0) + 1, locale),
    total: countText(total, locale),
  };
  // Closed, the dialog is there empty: the opener wakes the island through it.
  return (
    <dialog
      ref={dialog}
      className="gallery-viewer"
      aria-label={text(texts, 'gallery.dialog', { title })}
      onKeyDown={onKeyDown}
      onClose={onClose}
    >
      {item && (
        <>
          <div className="gallery-viewer__bar">
            <p className="gallery-viewer__counter" aria-hidden="true">
              {text(texts, 'gallery.counter', place)}
            </p>
            <p className="visually-hidden" aria-live="polite" aria-atomic="true">
              {text(texts, 'gallery.position', place)}
            </p>
            <button
              type="button"
              className="gallery-viewer__button gallery-viewer__close"
              aria-label={text(texts, 'gallery.close')}
              onClick={() => dialog.current?.close()}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div
            className="gallery-viewer__stage"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipe.current = null)}
          >
            <img
              key={item.href}
              className="gallery-viewer__picture"
              // Sizes before the srcset: a browser may choose a file as soon as the srcset is set.
              sizes={item.srcset ? viewerSizes : undefined}
              srcSet={item.srcset ?? undefined}
              src={item.href}
              alt={item.alt}
              draggable={false}
              decoding="async"
            />
          </div>
          {total > 1 && (
            <>
              <button
                type="button"
                className="gallery-viewer__button gallery-viewer__previous"
                aria-label={text(texts, 'gallery.previous')}
                onClick={() => move(-1)}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                className="gallery-viewer__button gallery-viewer__next"
                aria-label={text(texts, 'gallery.next')}
                onClick={() => move(1)}
              >
                <span aria-hidden="true">›</span>
              </button>
            </>
          )}
        </>
      )}
    </dialog>
  );
}
