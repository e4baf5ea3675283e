import { expect, test, type Page } from '@playwright/test';

/**
 * The policy issues Chromium reports while a page loads and its islands go live (Lighthouse's
 * `inspector-issues` audit): a script the site's Content-Security-Policy refuses, such as
 * zod's eval probe, shows here and not in the console.
 */
async function policyIssues(page: Page, path: string): Promise<unknown[]> {
  const cdp = await page.context().newCDPSession(page);
  const issues: unknown[] = [];
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') issues.push(issue.details);
  });
  await cdp.send('Audits.enable');
  // The islands hydrate when the browser is idle, loading their code: once the network rests,
  // they have started and parsed their first data.
  await page.goto(path, { waitUntil: 'networkidle' });
  await cdp.detach();
  return issues;
}

test.describe('the Content-Security-Policy', () => {
  // Home, a listing (its inline script folds the filters) and its map, favourites, a form page,
  // the holiday rentals (their inline script reads the search).
  for (const path of [
    '/nl/',
    '/fr/',
    '/nl/kopen',
    '/nl/kopen?view=1',
    '/fr/favoris',
    '/nl/hou-me-op-de-hoogte',
    '/nl/vakantieverhuur?guests=2',
  ]) {
    test(`refuses nothing the site itself runs on ${path}`, async ({ page }) => {
      expect(await policyIssues(page, path)).toEqual([]);
    });
  }

  test('refuses nothing the site itself runs on a property page', async ({ page }) => {
    await page.goto('/nl/kopen');
    const detail = await page
      .locator('article.card a[href*="/aanbod/"]')
      .first()
      .getAttribute('href');
    expect(detail).toBeTruthy();
    expect(await policyIssues(page, detail!)).toEqual([]);
  });
});
