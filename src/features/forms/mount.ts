/*
 * Brings the visitor forms to life. Every form is in the page as built (FormIsland
 * .astro: the same markup the island renders, so nothing moves); the form's code, React
 * included, loads only when the form comes near the viewport, gets focus or is submitted, and
 * then replaces the built copy, keeping what was typed and where the focus was. Forms that are
 * a page's purpose (`data-mount="now"`) load at once. This module stays tiny: no React here.
 */

import { afterFirstPaint } from '../after-first-paint.ts';
import { onceNearViewport } from '../near-viewport.ts';

type Module = Record<string, unknown>;

/** The component module of each island, loaded on demand (one chunk each). */
const islands: Readonly<Record<string, { load: () => Promise<Module>; component: string }>> = {
  'contact-form': { load: () => import('./ContactForm.tsx'), component: 'ContactForm' },
  'send-to-friend': { load: () => import('./SendToFriendForm.tsx'), component: 'SendToFriendForm' },
  'viewing-booking': { load: () => import('./ViewingBooking.tsx'), component: 'ViewingBooking' },
  'subscribe-form': { load: () => import('./SubscribeForm.tsx'), component: 'SubscribeForm' },
  'subscription-edit': {
    load: () => import('./SubscriptionEdit.tsx'),
    component: 'SubscriptionEdit',
  },
  unsubscribe: { load: () => import('./Unsubscribe.tsx'), component: 'Unsubscribe' },
  'cancel-appointment': {
    load: () => import('./CancelAppointment.tsx'),
    component: 'CancelAppointment',
  },
  'holiday-reservation': {
    load: () => import('./ReservationForm.tsx'),
    component: 'ReservationForm',
  },
};

/** The form's texts, from the file its mount point names (one per language and form). */
async function readTexts(point: HTMLElement): Promise<Record<string, string>> {
  const url = point.dataset.texts;
  if (!url) return {};
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return (await answer.json()) as Record<string, string>;
}

/** Load a little before the form shows, so it is live when the visitor reaches it. */
const nearViewport = '0px 0px 300px 0px';

function start(point: HTMLElement): void {
  const name = point.dataset.island ?? '';
  const island = islands[name];
  if (!island || point.dataset.formState !== 'static') return;
  point.dataset.formState = 'loading';
  void Promise.all([import('./live-render.ts'), island.load(), readTexts(point)]).then(
    ([{ mountLive }, module, texts]) => mountLive(point, name, module[island.component], texts),
    () => {
      // A chunk or the texts did not load (offline): the built form stays, a later focus tries
      // again.
      point.dataset.formState = 'static';
    },
  );
}

function watch(point: HTMLElement): void {
  if (point.dataset.formState !== undefined) return;
  point.dataset.formState = 'static';
  if (point.dataset.mount === 'now' || !('IntersectionObserver' in window)) {
    start(point);
    return;
  }
  onceNearViewport(point, nearViewport, () => start(point));
  point.addEventListener('focusin', () => start(point));
  // Submitted before it was live: nothing leaves the page; the live form submits instead.
  point.addEventListener('submit', (event) => {
    if (point.dataset.formState === 'live') return;
    event.preventDefault();
    point.dataset.submitPending = '';
    start(point);
  });
}

// After the first paint: a form in view would otherwise start while the page is still hidden.
afterFirstPaint(() => {
  for (const name of Object.keys(islands)) {
    for (const point of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
      watch(point);
    }
  }
});
