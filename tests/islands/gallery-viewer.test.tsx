import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { pictureSrcset } from '../../src/domain/picture-variants.ts';
import type { Locale } from '../../src/domain/locales.ts';
import type { UiStrings } from '../../src/i18n/schema.ts';
import { startGallery } from '../../src/features/gallery/open-gallery.ts';
import { GalleryViewer } from '../../src/features/gallery/GalleryViewer.tsx';
import { galleryTexts } from '../../src/features/gallery/gallery-texts.ts';
import en from '../../src/i18n/en.json';
import fr from '../../src/i18n/fr.json';
import { expectAxeClean } from './axe.ts';
import '../../src/styles/tokens.css';
import '../../src/styles/global.css';

/*
 * The photo viewer as a detail page runs it: links to picture files as the build writes them
 * (Gallery.astro, Files.astro), taken over by the page's opener, which writes the picture's
 * fragment and wakes the viewer island.
 */

const host = document.createElement('main');
document.body.append(host);

/** The gallery's markup of five photos (and documents after them), as the build writes it. */
function detailPage(
  locale: Locale,
  dictionary: UiStrings,
  documents: { href: string; name: string }[] = [],
) {
  const total = 5;
  const section = document.createElement('section');
  for (let position = 1; position <= total; position += 1) {
    const original = `/media/loft-${position}/original.webp`;
    const link = document.createElement('a');
    link.href = original;
    link.id = `photo-${position}`;
    link.setAttribute('data-gallery-item', '');
    link.setAttribute('data-srcset', pictureSrcset(original) ?? '');
    const image = document.createElement('img');
    image.alt = `Photo ${position} of ${total} — Loft by the canal`;
    image.width = 80;
    image.height = 60;
    link.append(image);
    section.append(link);
  }
  host.replaceChildren(section);
  for (const file of documents) {
    const link = document.createElement('a');
    link.href = file.href;
    link.textContent = file.name;
    link.setAttribute('data-gallery-item', '');
    host.append(link);
  }
  return {
    viewer: (
      <GalleryViewer title="Loft by the canal" locale={locale} texts={galleryTexts(dictionary)} />
    ),
    photo: (position: number) => page.elementLocator(section.querySelector(`#photo-${position}`)!),
  };
}

const viewer = () => page.getByRole('dialog');
const shownPicture = () => document.querySelector<HTMLImageElement>('.gallery-viewer__picture');

/** A swipe on the picture: a press, then a release `dx` pixels sideways (`dy` down). */
function swipe(dx: number, dy = 0) {
  const stage = document.querySelector('.gallery-viewer__stage')!;
  const at = (x: number, y: number) => ({
    bubbles: true,
    pointerId: 7,
    isPrimary: true,
    pointerType: 'touch',
    clientX: x,
    clientY: y,
  });
  stage.dispatchEvent(new PointerEvent('pointerdown', at(200, 200)));
  stage.dispatchEvent(new PointerEvent('pointerup', at(200 + dx, 200 + dy)));
}

beforeAll(() => {
  // Once, as a page runs it: the opener listens on the document for every later gallery.
  startGallery(host);
});

beforeEach(() => {
  history.replaceState(null, '', location.pathname + location.search);
});

describe('the photo viewer', () => {
  it('opens on the photo clicked, moves by keys, buttons and swipes, and closes back to it', async () => {
    const { photo, viewer: island } = detailPage('en', en);
    await render(island);
    await expect.element(viewer()).not.toBeInTheDocument();
    await userEvent.click(photo(3));
    await expect.element(viewer()).toBeVisible();
    await expect.element(viewer()).toHaveAccessibleName('Photos of Loft by the canal');
    await expect.element(page.getByText('3 / 5')).toBeVisible();
    await expect.element(page.getByText('Image 3 of 5')).toHaveAttribute('aria-live', 'polite');
    expect(shownPicture()?.alt).toBe('Photo 3 of 5 — Loft by the canal');
    expect(shownPicture()?.srcset).toMatch(/loft-3\/medium\.webp 1024w/);
    expect(location.hash).toBe('#photo-3');
    // Modal: the page behind is inert, only the viewer takes a click or a focus.
    expect(document.querySelector('dialog')?.matches(':modal')).toBe(true);
    await expectAxeClean(document.body, 'the viewer open');

    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByText('4 / 5')).toBeVisible();
    expect(location.hash).toBe('#photo-4');
    await userEvent.click(page.getByRole('button', { name: 'Previous image' }));
    await expect.element(page.getByText('3 / 5')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Next image' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByText('5 / 5')).toBeVisible();
    // Past the last photo comes the first again.
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByText('1 / 5')).toBeVisible();
    expect(shownPicture()?.alt).toBe('Photo 1 of 5 — Loft by the canal');
    // The next photo is asked for before it is shown.
    expect(
      document.head.querySelector(`link[rel="preload"][as="image"][imagesrcset*="loft-2/"]`),
    ).not.toBeNull();

    swipe(-120);
    await expect.element(page.getByText('2 / 5')).toBeVisible();
    swipe(90, 10);
    await expect.element(page.getByText('1 / 5')).toBeVisible();
    // A scroll or a tap is no swipe.
    swipe(-60, 200);
    swipe(-10);
    await expect.element(page.getByText('1 / 5')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expect.element(viewer()).not.toBeInTheDocument();
    expect(document.activeElement).toBe(photo(3).element());
    expect(location.hash).toBe('');
    await expectAxeClean(document.body, 'the viewer closed');
  });

  it('closes by its button, and opens again where the address says, in French', async () => {
    await render(detailPage('fr', fr as UiStrings).viewer);
    location.hash = '#photo-2';
    await expect.element(viewer()).toHaveAccessibleName('Photos de Loft by the canal');
    await expect.element(page.getByText('2 / 5')).toBeVisible();
    await expect.element(page.getByText('Image 2 sur 5')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Image suivante' }));
    await expect.element(page.getByText('Image 3 sur 5')).toBeInTheDocument();
    expect(location.hash).toBe('#photo-3');
    await expectAxeClean(document.body, 'the viewer open in French');
    await userEvent.click(page.getByRole('button', { name: 'Fermer' }));
    await expect.element(viewer()).not.toBeInTheDocument();
    expect(location.hash).toBe('');
    expect(document.activeElement?.id).toBe('photo-2');
  });

  it('shows a floor plan that is an image after the photos', async () => {
    const { viewer: island } = detailPage('en', en, [
      { href: '/media/documents/floorplan-7.png', name: 'Floor plan' },
    ]);
    await render(island);
    await userEvent.click(page.getByRole('link', { name: 'Floor plan' }));
    await expect.element(page.getByText('6 / 6')).toBeVisible();
    expect(shownPicture()?.alt).toBe('Floor plan');
    expect(shownPicture()?.getAttribute('src')).toBe(
      new URL('/media/documents/floorplan-7.png', location.href).href,
    );
    expect(shownPicture()?.hasAttribute('srcset')).toBe(false);
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByText('1 / 6')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('link', { name: 'Floor plan' })).toHaveFocus();
  });

  it('opens on the photo the address names as soon as the island is live', async () => {
    // A press woke the island: the opener wrote the fragment before its code had loaded.
    const { viewer: island } = detailPage('en', en);
    history.replaceState(null, '', '#photo-4');
    await render(island);
    await expect.element(viewer()).toBeVisible();
    await expect.element(page.getByText('4 / 5')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    // The dialog's close event, which hands focus back, comes as a task after the press.
    await expect.element(viewer()).not.toBeInTheDocument();
    expect(document.activeElement?.id).toBe('photo-4');
  });
});
