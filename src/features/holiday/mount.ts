import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { isLocale } from '../../domain/locales.ts';
import { whenIdle } from '../after-first-paint.ts';
import type { HolidayCodeLabels } from './choices.ts';
import { HolidaySearch, type HolidaySearchStrings } from './HolidaySearch.tsx';
import { $holidayResults, browserAddressBar, holidayService, startHolidaySearch } from './store.ts';

/*
 * Mounts the holiday search on the mount point of the holiday rentals page
 * (`data-island="holiday-search"`, HolidayRentals.astro) once the browser is idle: the page's
 * own list is painted first and stays what a visitor without JavaScript sees. The form goes
 * into the slot the page keeps for it (sized in holiday.css, so nothing moves); the page's own
 * list is hidden while a filter shows the service's matches instead, and kept unseen in its
 * place while the first matches of a page opened on a search are on their way.
 */

function mount(point: HTMLElement): void {
  const { locale, serviceUrl, siteId, strings, labels, total } = point.dataset;
  const slot = point.querySelector<HTMLElement>('[data-holiday-search-form]');
  const ownList = point.querySelector<HTMLElement>('[data-holiday-static]');
  if (!locale || !isLocale(locale) || !serviceUrl || !siteId || !strings || !slot || !ownList) {
    return;
  }
  point.dataset.holidayMounted = '';

  // Started first: a page opened on a search must not show its own list for a moment.
  startHolidaySearch(holidayService({ baseUrl: serviceUrl, siteId }), browserAddressBar());
  let opening = true;
  $holidayResults.subscribe((state) => {
    // Until the first answer of a page opened on a search, the list keeps its place unseen,
    // under the placeholders: nothing below them jumps up and back.
    const holdPlace = opening && state.shown === 'pending';
    if (state.status !== 'loading') opening = false;
    ownList.hidden = state.shown !== 'static' && !holdPlace;
    ownList.style.visibility = holdPlace ? 'hidden' : '';
    // While the first filtered answer loads, the page's list stays, marked as being replaced.
    ownList.setAttribute('aria-busy', String(state.status === 'loading'));
  });
  // From here the island decides what shows (see the page's inline script).
  delete point.dataset.openedFiltered;
  createRoot(slot).render(
    createElement(HolidaySearch, {
      locale,
      strings: JSON.parse(strings) as HolidaySearchStrings,
      labels: {
        locations: {},
        kinds: {},
        periodTypes: {},
        ...(JSON.parse(labels ?? '{}') as Partial<HolidayCodeLabels>),
      },
      staticTotal: Number(total ?? 0),
    }),
  );
}

whenIdle(() => {
  for (const point of document.querySelectorAll<HTMLElement>('[data-island="holiday-search"]')) {
    if (point.dataset.holidayMounted === undefined) mount(point);
  }
});
