/*
 * The disclosure pack of a detail page prints on its own when it is the page's target
 * (`#disclosures`, DisclosurePack.astro): without JavaScript the link shows the pack and the
 * browser's print command prints just it. This script makes the link print at once, shows the
 * pack's print button instead of the hint, and writes the date on the pack.
 */

/** The fragment that makes the pack the page's target. */
export const disclosuresFragment = '#disclosures';

/** Today's date as the site writes dates (spec 5: dd/mm/yyyy) and as ISO for `datetime`. */
export function printedDate(now: Date): { text: string; iso: string } {
  const day = String(now.getDate()).padStart(2, '0');
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const year = String(now.getFullYear()).padStart(4, '0');
  return { text: `${day}/${month}/${year}`, iso: `${year}-${month}-${day}` };
}

/** Starts the pack of a detail page; a page without one is left alone. */
export function startDisclosurePrinting(
  pack: HTMLElement | null = document.querySelector(disclosuresFragment),
): void {
  if (!pack) return;
  // The date is the day it is printed, known only here: the built page holds no empty <time>.
  const stamp = pack.querySelector<HTMLElement>('[data-disclosures-printed]');
  if (stamp) {
    const { text, iso } = printedDate(new Date());
    const time = document.createElement('time');
    time.dateTime = iso;
    time.textContent = text;
    stamp.append(' ', time);
    stamp.hidden = false;
  }
  const hint = pack.querySelector<HTMLElement>('[data-disclosures-hint]');
  const button = pack.querySelector<HTMLButtonElement>('[data-disclosures-print]');
  if (button) {
    button.hidden = false;
    if (hint) hint.hidden = true;
    button.addEventListener('click', () => print());
  }
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>(`a[href="${disclosuresFragment}"]`)
        : null;
    if (!link) return;
    event.preventDefault();
    // The fragment first: the print style prints the pack alone while it is the target.
    if (location.hash !== disclosuresFragment) location.hash = disclosuresFragment;
    print();
  });
}
