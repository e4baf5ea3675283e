import { expect, test, type Page } from '@playwright/test';
import { uiStrings } from '../../src/i18n/translate.ts';
import { printedDate } from '../../src/features/disclosures/print-disclosures.ts';
import { expectAxeClean, openPageType, sitemapPaths } from './helpers.ts';

/*
 * The disclosure pack of a property page (DisclosurePack.astro): out of sight on screen, the
 * page prints as a brochure; the header's link makes the pack the page's target and prints it,
 * and then the paper holds the pack alone. Without JavaScript the link shows the pack and the
 * browser's print command prints just it.
 */

const offerSegments = { nl: 'aanbod', fr: 'offre' } as const;

/** The first property page of a language that carries a disclosure pack. */
async function pageWithPack(page: Page, locale: keyof typeof offerSegments): Promise<string> {
  const paths = (await sitemapPaths(page, locale)).filter((path) =>
    path.startsWith(`/${locale}/${offerSegments[locale]}/`),
  );
  for (const path of paths.slice(0, 25)) {
    const html = await (await page.request.get(path)).text();
    if (html.includes('id="disclosures"')) return path;
  }
  throw new Error(`no ${locale} property page with a disclosure pack among the first 25`);
}

/** Counts `print()` calls, and whether the pack was the page's target at each. */
async function recordPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: boolean[] = [];
    Object.assign(window, { printCalls: calls });
    window.print = () => {
      calls.push(document.querySelector('#disclosures:target') !== null);
    };
  });
}

const printCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { printCalls: boolean[] }).printCalls);

/** The pages of a PDF, counted from its page objects. */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;

test.describe('the disclosure pack of a property page', () => {
  test('stays out of the brochure, and the link prints it alone', async ({ page }) => {
    await recordPrints(page);
    const path = await pageWithPack(page, 'nl');
    await openPageType(page, path);
    const pack = page.locator('#disclosures');
    const link = page.getByRole('link', { name: uiStrings.nl['disclosures.link'] });
    await expect(link).toBeVisible();
    await expect(pack).toBeHidden();

    // Printed as it is, the page is the brochure: the pack is not on it.
    await page.emulateMedia({ media: 'print' });
    await expect(pack).toBeHidden();
    await expect(page.locator('h1')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // By keyboard: the link makes the pack the target, then prints.
    await link.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => printCalls(page)).toEqual([true]);
    expect(new URL(page.url()).hash).toBe('#disclosures');
    await expect(pack).toBeVisible();
    await expect(pack.getByRole('heading', { level: 2 })).toHaveText(
      uiStrings.nl['disclosures.heading'],
    );
    // The date printed is today's, written by the page.
    await expect(pack.locator('[data-disclosures-printed] time')).toHaveText(
      printedDate(new Date()).text,
    );
    await expectAxeClean(page, `${path}#disclosures`);

    // On paper: the pack and nothing else of the page.
    await page.emulateMedia({ media: 'print' });
    await expect(pack).toBeVisible();
    for (const selector of ['h1', '.site-header', '.site-footer', '.gallery', '.contact']) {
      await expect(page.locator(selector).first(), selector).toBeHidden();
    }
    await expect(
      pack.getByRole('button', { name: uiStrings.nl['disclosures.print'] }),
    ).toBeHidden();
    await expect(pack.locator('[data-disclosure]').first()).toBeVisible();
    await expect(pack.locator('.disclosures__agency-name')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // The pack's own button prints it again.
    await pack.getByRole('button', { name: uiStrings.nl['disclosures.print'] }).click();
    await expect.poll(() => printCalls(page)).toEqual([true, true]);
  });

  test('prints to a PDF shorter than the brochure', async ({ page }) => {
    const path = await pageWithPack(page, 'nl');
    await page.goto(path, { waitUntil: 'networkidle' });
    const brochure = await page.pdf({ format: 'A4' });
    await page.goto(`${path}#disclosures`, { waitUntil: 'networkidle' });
    const pack = await page.pdf({ format: 'A4' });
    expect(pack.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPages(pack)).toBeGreaterThanOrEqual(1);
    expect(pdfPages(pack)).toBeLessThan(pdfPages(brochure));
  });

  test('works without JavaScript, in French', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      const path = await pageWithPack(page, 'fr');
      await page.goto(path);
      const fr = uiStrings.fr;
      await page.getByRole('link', { name: fr['disclosures.link'] }).click();
      const pack = page.locator('#disclosures');
      await expect(pack).toBeVisible();
      await expect(pack.getByText(fr['disclosures.print.hint'])).toBeVisible();
      await expect(pack.getByRole('button', { name: fr['disclosures.print'] })).toBeHidden();
      await page.emulateMedia({ media: 'print' });
      await expect(pack).toBeVisible();
      await expect(page.locator('h1')).toBeHidden();
      await expect(page.locator('.site-header')).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
      // Back to the property: the pack steps aside again.
      await pack.getByRole('link', { name: fr['disclosures.back'] }).click();
      await expect(pack).toBeHidden();
    } finally {
      await context.close();
    }
  });
});
