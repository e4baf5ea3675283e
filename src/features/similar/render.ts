import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Locale } from '../../domain/locales.ts';
import type { CardStrings } from '../cards/strings.ts';
import { SimilarEstates } from './SimilarEstates.tsx';
import {
  $similarEstates,
  loadSimilarEstates,
  similarService,
  type ServiceConnection,
  type SimilarReference,
} from './store.ts';

export type SimilarMount = {
  point: HTMLElement;
  locale: Locale;
  connection: ServiceConnection;
  reference: SimilarReference;
  heading: string;
  strings: CardStrings;
  hiddenStatus: readonly number[];
};

/**
 * Loads the similar estates and shows them in place of what the page was built with: fresh
 * cards when there are some, nothing when there are none any more. A failed load leaves the
 * page as built (secondary content: no error).
 */
export async function renderSimilarEstates(mount: SimilarMount): Promise<void> {
  const { point, locale, connection, reference, heading, strings, hiddenStatus } = mount;
  await loadSimilarEstates(reference, similarService(connection), { hiddenStatus });
  const { status, estates } = $similarEstates.get();
  // Tells a test (or a stylesheet) the section is settled: loaded or failed.
  point.dataset.state = status;
  if (status !== 'loaded') return;
  point.replaceChildren();
  if (estates.length === 0) return;
  createRoot(point).render(
    createElement(SimilarEstates, { locale, heading, strings, hiddenStatus }),
  );
}
