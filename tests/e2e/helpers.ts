import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { islandProps } from '../lib/island-props.ts';

/** The content service the e2e site was built from (see playwright.config.ts). */
export const serviceUrl = `http://127.0.0.1:${process.env.E2E_SERVICE_PORT ?? 4391}`;

/** Every URL of a language's sitemap, as paths. */
export async function sitemapPaths(page: Page, locale: string): Promise<string[]> {
  const xml = await (await page.request.get(`/sitemap-${locale}.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** A search on the service, for picking records of a given kind (`T`: the fields read). */
export async function searchService<
  T extends { id: number } = { id: number; guid?: string | null; isProject: boolean },
>(body: unknown): Promise<T[]> {
  const response = await fetch(`${serviceUrl}/sites/demo/estates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { results: T[] }).results;
}

/**
 * Opens a page and checks what every visit must pass: its status and no console error. Axe
 * sweeps each page type once (site-pages.spec.ts) and the states the journeys bring about
 * (`expectAxeClean`), not every visit.
 */
export async function visit(page: Page, path: string, status = 200): Promise<void> {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  expect(
    errors.filter((text) => !/Failed to load resource/.test(text)),
    path,
  ).toEqual([]);
  page.off('console', onConsole);
  page.off('pageerror', onError);
}

/**
 * Opens a page as a visitor meets it and waits until its islands have started (the network
 * rests), then checks what every page type must pass: its status, no console error or uncaught
 * exception while it loads and goes live, nothing refused by the Content-Security-Policy (Chromium
 * reports that as an issue, not in the console: Lighthouse's `inspector-issues` audit; zod's eval
 * probe was one), one h1, and the language of its address.
 */
export async function openPageType(page: Page, path: string, status = 200): Promise<void> {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(error.message);
  const cdp = await page.context().newCDPSession(page);
  const refused: unknown[] = [];
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') refused.push(issue.details);
  });
  await cdp.send('Audits.enable');
  // Each page type opens as on a first visit. From the cache, an asset past its max-age is
  // served stale and revalidated in the background (stale-while-revalidate), and Chromium never
  // reports that revalidation as finished: the network would look busy for half a minute.
  await cdp.send('Network.clearBrowserCache');
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status(), path).toBe(status);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    await cdp.detach();
  }
  expect(
    errors.filter((text) => !/Failed to load resource/.test(text)),
    path,
  ).toEqual([]);
  expect(refused, `${path}: refused by the Content-Security-Policy`).toEqual([]);
  await expect(page.locator('h1'), path).toHaveCount(1);
  const locale = path.split('/')[1]!;
  await expect(page.locator('html'), path).toHaveAttribute('lang', new RegExp(`^${locale}`));
}

/**
 * Axe over the page as it is now, asked for its violations only. Its legacy mode runs axe in
 * the page itself rather than in a blank page opened beside it for each run, which costs a
 * journey more than the check; the site's pages hold no frames, for which that mode is less
 * thorough.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
}

/** The axe check of the page as it is now, its violations named by rule and element. */
export async function expectAxeClean(page: Page, state = page.url()): Promise<void> {
  const results = await axe(page).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    state,
  ).toEqual([]);
}

/**
 * The props of the page's first island of a component (by its export's name), as the browser
 * revives them from the `props` attribute Astro writes (`[0, value]`, `[1, [items]]`).
 */
export async function islandPropsOf(
  page: Page,
  component: string,
): Promise<Record<string, unknown>> {
  const island = page.locator(`astro-island[component-export="${component}"]`).first();
  return islandProps(await island.getAttribute('props'));
}

/**
 * Checks or unchecks one value of a listing filter's checkbox group (type, subtype: the id of
 * its summary), opening its disclosure first; a value is its id, or `{ index }` in the list.
 */
export async function setChoice(
  page: Page,
  group: 'filter-type' | 'filter-subtype',
  pick: string | { index: number },
  checked = true,
): Promise<void> {
  const box = page.locator(`details:has(> #${group})`);
  if (!(await box.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await page.locator(`#${group}`).click();
  }
  const choice =
    typeof pick === 'string'
      ? box.locator(`input[type="checkbox"][value="${pick}"]`)
      : box.getByRole('checkbox').nth(pick.index);
  await choice.setChecked(checked);
}

/**
 * The listing map, started and drawn. A page opened on the map view shows the map's preview
 * until the visitor reaches for the map: a pointer over it starts MapLibre, as a visitor's does.
 */
export async function startedListingMap(page: Page, timeout = 30_000): Promise<void> {
  const map = page.locator('.results-map');
  await map.hover({ timeout });
  await expect(map).toHaveAttribute('data-loaded', 'true', { timeout });
}
