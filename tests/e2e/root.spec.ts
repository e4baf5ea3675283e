import { expect, test } from '@playwright/test';

// Its axe sweep is the home page's, with every page type (site-pages.spec.ts).
test.describe('the site root', () => {
  test('links all four languages and sends visitors to /nl/', async ({ page }) => {
    const response = await page.request.get('/', { maxRedirects: 0 });
    const html = await response.text();
    expect(html).toContain('http-equiv="refresh"');
    expect(html).toMatch(/url=\/nl\//);
    for (const locale of ['nl', 'fr', 'en', 'de']) {
      expect(html).toContain(`href="/${locale}/"`);
    }

    await page.goto('/');
    await page.waitForURL('**/nl/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });
});

test('serves the favicon the pages link to', async ({ page }) => {
  const response = await page.request.get('/favicon.svg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
});
