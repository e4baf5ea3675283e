import { expect, test, type Page } from '@playwright/test';
import { energyGrades, energyLabelDisplay, type EnergyGrade } from '../../src/domain/epc.ts';
import { listingSearchBody } from '../../src/domain/listing-kinds.ts';
import { buildPath } from '../../src/domain/routes.ts';
import { filterFromSearch } from '../../src/features/listing/url-state.ts';
import type { BackOfficeListing } from '../../src/schemas/back-office-listing.ts';
import type { Estate } from '../../src/schemas/estate.ts';
import { expectAxeClean, searchService, serviceUrl, setChoice, visit } from './helpers.ts';

/*
 * The filters a buyer expects beyond spec 5, on the real product: several types at once, the
 * living area range, the EPC label at most C and "with garden", in the address, honoured by the
 * service (each card shown is such a listing, read from its full record), undone and redone by
 * the back and forward buttons, and axe clean with the extra filters open.
 */

/** What a listing offers, read from its full record as its detail page shows it. */
type Offer = { headType: number; living: number | null; label: string | null; garden: boolean };

async function offerOf(id: string): Promise<Offer> {
  const old = await fetch(`${serviceUrl}/sites/demo/estates/skarabee/${id}`);
  if (old.ok) {
    const estate = (await old.json()) as Estate;
    return {
      headType: estate.general.headType.id,
      living: estate.dimensions?.areaBuild ?? null,
      label: estate.energy?.energyLabel ?? null,
      garden:
        Boolean(estate.technical?.directionGarden) ||
        estate.rooms.some((room) => room.value.id === 15),
    };
  }
  const response = await fetch(`${serviceUrl}/sites/demo/estates/v2/${id}`);
  expect(response.ok, `listing ${id}`).toBe(true);
  const listing = (await response.json()) as BackOfficeListing;
  const living = listing.fields['construction.living_surface'];
  const label = listing.fields['certification.energy_label'];
  return {
    headType: listing.headTypeId,
    living: typeof living === 'number' ? living : null,
    label: typeof label === 'string' ? label : null,
    garden: listing.fields['other.garden'] === true,
  };
}

const gradeAtMost = (label: string | null, limit: EnergyGrade) => {
  const current = energyLabelDisplay(label)?.grades[0];
  return current !== undefined && energyGrades.indexOf(current) <= energyGrades.indexOf(limit);
};

const cardIds = (page: Page) =>
  page
    .locator('[data-listing-results] article.card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-estate-id') ?? ''));

test('a buyer narrows to houses and apartments of 80–250 m², EPC C or better, with a garden', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await visit(page, buildPath('buy', 'nl'));
  await expect(page.locator('.listing-view')).toBeVisible();
  const everything = await page.locator('.listing__count').textContent();

  // Several types: house and apartment.
  await setChoice(page, 'filter-type', '1');
  await expect(page).toHaveURL(/\?type=1$/);
  await setChoice(page, 'filter-type', '2');
  await expect(page).toHaveURL(/\?type=1&type=2$/);
  await expect(page.locator('#filter-type')).toHaveText('Appartement, Huis');
  await page.keyboard.press('Escape');
  await expect(page.locator('details:has(> #filter-type)')).not.toHaveAttribute('open');

  // The extra filters load when "More filters" first opens, and are used by keyboard.
  const more = page.getByText('Meer filters', { exact: true });
  await more.focus();
  await page.keyboard.press('Enter');
  const living = page.getByRole('group', { name: 'Bewoonbare oppervlakte (m²)' });
  await living.getByLabel('Minimum').fill('80');
  await living.getByLabel('Maximum').fill('250');
  await page.keyboard.press('Tab');
  await expect(page).toHaveURL(/\?type=1&type=2&area-min=80&area-max=250$/);
  await page.getByLabel('EPC-label: ten hoogste').selectOption('C');
  await expect(page).toHaveURL(/&area-max=250&epc=C$/);
  await page.getByRole('checkbox', { name: 'Tuin' }).check();
  const search = '?type=1&type=2&area-min=80&area-max=250&epc=C&garden=1';
  await expect(page).toHaveURL(new RegExp(`${search.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByText('Meer filters (3)', { exact: true })).toBeVisible();

  // The service finds the same listings the page shows, and each is what was asked.
  const body = listingSearchBody('buy', filterFromSearch(search, 'buy'));
  const found = await searchService(body);
  expect(found.length).toBeGreaterThan(0);
  await expect.poll(() => cardIds(page)).toEqual(found.map(({ id }) => String(id)));
  for (const id of await cardIds(page)) {
    const offer = await offerOf(id);
    expect([1, 2], `type of ${id}`).toContain(offer.headType);
    expect(offer.living, `living area of ${id}`).not.toBeNull();
    expect(offer.living!).toBeGreaterThanOrEqual(80);
    expect(offer.living!).toBeLessThanOrEqual(250);
    expect(gradeAtMost(offer.label, 'C'), `EPC of ${id}: ${offer.label}`).toBe(true);
    expect(offer.garden, `garden of ${id}`).toBe(true);
  }
  await expectAxeClean(page, 'extra filters open and set');

  // Back: without the garden; back again to the whole screen after the last type is undone.
  await page.goBack();
  await expect(page).toHaveURL(/&epc=C$/);
  await expect(page.getByRole('checkbox', { name: 'Tuin' })).not.toBeChecked();
  await expect(page.getByLabel('EPC-label: ten hoogste')).toHaveValue('C');
  await page.goForward();
  await expect(page).toHaveURL(/&garden=1$/);
  await expect(page.getByRole('checkbox', { name: 'Tuin' })).toBeChecked();
  await expect.poll(() => cardIds(page)).toEqual(found.map(({ id }) => String(id)));

  // A shared link opens with the extra filters shown and set.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect(other.getByLabel('EPC-label: ten hoogste')).toHaveValue('C');
  await expect(
    other.getByRole('group', { name: 'Bewoonbare oppervlakte (m²)' }).getByLabel('Minimum'),
  ).toHaveValue('80');
  await expect(other.locator('#filter-type')).toHaveText('Appartement, Huis');
  await other.close();

  // Clearing the filters brings the whole screen back.
  await page.getByRole('link', { name: 'Filters wissen' }).click();
  await expect(page).toHaveURL(/\/nl\/kopen$/);
  await expect(page.locator('.listing__count')).toHaveText(everything ?? '');
  expect(errors).toEqual([]);
});
