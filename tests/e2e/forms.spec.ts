import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import type { CityOption } from '../../src/domain/city-options.ts';
import type { Locale } from '../../src/domain/locales.ts';
import { buildPath } from '../../src/domain/routes.ts';
import type { AgendaSlot } from '../../src/schemas/agenda.ts';
import { Store } from '../../local-content-service/store.ts';
import { expectAxeClean, islandPropsOf, searchService, serviceUrl, visit } from './helpers.ts';
import { e2eDataDir, expectMails, linkIn, mailsWith } from './mail-helpers.ts';

/*
 * The visitor forms in a real browser against the whole product: each form filled in
 * at least two languages, checked by what the embedded SMTP sink received (or the content
 * service booked); bad input stays in the browser; a double click sends one mail; a slot taken
 * in the meantime gives the fresh slots; the pages stay axe clean with messages showing.
 */

/**
 * The site server takes a post sooner than this after the form was shown for a bot's: its
 * FORMS_MIN_FILL_MS (3 s by default; the shared test product sets less), and a margin.
 */
const humanFillMs = Number(process.env.E2E_FORMS_MIN_FILL_MS ?? 3_000) + 200;

/** A marker only this test's mails carry. */
const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

/** Posts to the site's ajax routes made by the page, to prove what was (not) sent. */
function recordPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/ajax/')) posts.push(request);
  });
  return posts;
}

/** Brings a form island to life and returns its box; waits the human fill time later. */
async function liveForm(page: Page, island: string): Promise<{ point: Locator; since: number }> {
  const point = page.locator(`[data-island="${island}"]`);
  await point.scrollIntoViewIfNeeded();
  await expectHydrated(point);
  return { point, since: Date.now() };
}

/** Astro takes `ssr` off an island once it has hydrated. */
const expectHydrated = (point: Locator) =>
  expect(point.locator('astro-island').first()).not.toHaveAttribute('ssr');

/** Waits until a person could have filled the form in, then submits it with a click. */
async function submitLikeAPerson(form: { point: Locator; since: number }, name: string | RegExp) {
  const left = humanFillMs - (Date.now() - form.since);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  await form.point.getByRole('button', { name }).click();
}

/** A property for sale with a detail page: its id and its page's title. */
async function propertyFor(page: Page, locale: Locale, index = 0) {
  const estates = (
    await searchService({
      query: { match: { isProject: false }, terms: { 'transaction.id': [1] } },
      pagination: { from: 0, size: 20 },
    })
  ).filter((estate) => !estate.isProject);
  const estate = estates[index];
  if (!estate) throw new Error('no property for sale in the demo data');
  await visit(page, buildPath('estateDetailShort', locale, { estateId: estate.id }));
  const title = (await page.locator('h1').first().innerText()).trim();
  return { id: estate.id, title };
}

/**
 * Free viewing slots for an estate, written into the local content service's database (it has
 * no API to add them): the demo agenda is drawn around a fixed date, so on a later day it has
 * no free slot left.
 */
function seedSlots(estateId: number, count: number): AgendaSlot[] {
  const firstDay = new Date();
  firstDay.setUTCDate(firstDay.getUTCDate() + 3);
  firstDay.setUTCHours(8, 0, 0, 0);
  const run = randomUUID().slice(0, 6);
  const slots: AgendaSlot[] = Array.from({ length: count }, (_, index) => {
    const start = new Date(firstDay.getTime() + (index % 3) * 3_600_000);
    start.setUTCDate(start.getUTCDate() + Math.floor(index / 3));
    return {
      id: `e2e-${run}-${index}`,
      start: start.toISOString(),
      end: new Date(start.getTime() + 30 * 60_000).toISOString(),
      salesRep: 'Eva Tester',
    };
  });
  const store = new Store(join(e2eDataDir, 'content-service.sqlite'));
  try {
    store.putDocument('demo', 'agendaSlots', estateId, slots);
  } finally {
    store.db.close();
  }
  return slots;
}

test.describe('contact form', () => {
  test('asks about a property in French: the agency gets the question with the reference', async ({
    page,
  }) => {
    const { title } = await propertyFor(page, 'fr');
    const form = await liveForm(page, 'contact-form');
    const name = unique('Camille');
    const email = `${unique('camille')}@example.org`;
    await expect(form.point.getByLabel('Message')).toHaveValue(
      new RegExp(`^Je souhaiterais recevoir plus d'informations sur ${escape(title)}`),
    );
    await form.point.getByLabel('Nom').fill(name);
    await form.point.getByLabel('Adresse e-mail').fill(email);
    await form.point.getByLabel('Numéro de téléphone').fill('+32 9 123 45 67');
    await submitLikeAPerson(form, 'Envoyer le message');
    await expect(form.point.getByRole('status')).toContainText('Merci, votre message a été envoyé');
    // Ready for another question: who asks stays, the message starts again.
    await expect(form.point.getByLabel('Nom')).toHaveValue(name);

    const [mail] = await expectMails(email, 1);
    expect(mail!.subject).toBe(`Question sur ${title}`);
    expect(mail!.replyTo).toContain(email);
    expect(mail!.text).toContain(name);
    expect(mail!.text).toContain('+32 9 123 45 67');
    await expectAxeClean(page);
  });

  test('writes to the agency in Dutch from its general contact place', async ({ page }) => {
    await visit(page, buildPath('detail', 'nl'));
    const form = await liveForm(page, 'contact-form');
    const name = unique('Jan');
    await form.point.getByLabel('Naam').fill(name);
    await form.point.getByLabel('E-mailadres').fill(`${unique('jan')}@example.org`);
    // (the form itself is named "Stuur ons een bericht": the field by its role)
    await form.point
      .getByRole('textbox', { name: 'Bericht' })
      .fill('Hebben jullie ook panden in Gent?');
    await submitLikeAPerson(form, 'Bericht verzenden');
    await expect(form.point.getByRole('status')).toContainText('Bedankt, uw bericht is verstuurd');
    const [mail] = await expectMails(name, 1);
    expect(mail!.subject).toBe(`Contactformulier: ${name}`);
    expect(mail!.text).toContain('Hebben jullie ook panden in Gent?');
  });

  // Bad input marked and focused, a double click sending once, and a refused or lost post kept
  // and retried as the same submission: the form on its own, in tests/islands/contact-form.test.tsx.

  test('keeps what a visitor typed and sends what they submitted before the form hydrated', async ({
    page,
  }) => {
    // The form's code comes late (a slow network), after a person could have filled it in.
    await page.route(/\/ContactForm\.[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, humanFillMs + 500));
      await route.continue();
    });
    const { id, title } = await propertyFor(page, 'nl', 3);
    await page.goto(buildPath('estateDetailShort', 'nl', { estateId: id }));
    const point = page.locator('[data-island="contact-form"]');
    const name = unique('Vroege Vogel');
    await point.getByLabel('Naam').fill(name);
    await point.getByLabel('E-mailadres').fill(`${unique('vogel')}@example.org`);
    // The message starts as a sentence about the property: the visitor writes their own.
    await point.getByRole('textbox', { name: 'Bericht' }).fill('Is de tuin op het zuiden?');
    await point.getByRole('button', { name: 'Bericht verzenden' }).click();
    // Nothing left the page: the submit waits for the form.
    expect(new URL(page.url()).search).toBe('');
    await expectHydrated(point);
    await expect(point.getByRole('status')).toContainText('Bedankt, uw bericht is verstuurd');
    const [mail] = await expectMails(name, 1);
    expect(mail!.subject).toBe(`Vraag over ${title}`);
    expect(mail!.text).toContain('Is de tuin op het zuiden?');
  });
});

test.describe('send to a friend', () => {
  // One language in the browser: the mail's texts in each language are the forms' service tests'.
  for (const { locale, labels, subject } of [
    {
      locale: 'nl' as const,
      labels: ['Uw naam', 'E-mailadres van uw vriend', 'Persoonlijke boodschap', 'Verzenden'],
      subject: 'Een pand voor u: ',
    },
  ]) {
    test(`tips a friend in ${locale} with a short note`, async ({ page }) => {
      const { title } = await propertyFor(page, locale, 4);
      const form = await liveForm(page, 'send-to-friend');
      const friend = `${unique('friend')}@example.org`;
      const [name, address, note, send] = labels as [string, string, string, string];
      await form.point.getByLabel(name).fill('Robin');
      await form.point.getByLabel(address).fill(friend);
      await form.point.getByLabel(note).fill('Look at this one!');
      // 500 characters at most: the counter says what is left.
      await expect(form.point.locator('.form__counter')).toContainText('483');
      await submitLikeAPerson(form, send);
      await expect(form.point.getByRole('status')).not.toBeEmpty();
      const [mail] = await expectMails(friend, 1);
      expect(mail!.subject).toBe(`${subject}${title}`);
      expect(mail!.text).toContain('Look at this one!');
      expect(mail!.text).toContain('Robin');
    });
  }
});

test.describe('keep me informed', () => {
  test('subscribes from the rent listing in English, confirms, edits and unsubscribes', async ({
    page,
  }) => {
    // The visitor searched the rent listing; its "keep me informed" link takes the search along.
    // Its own filters beyond spec 5 (living area, with terrace) go along too.
    await visit(
      page,
      `${buildPath('rent', 'en')}?price-max=1500&bedrooms=2&area-min=60&terrace=1&sort=price`,
    );
    await page.locator('a[data-subscribe-link]').click();
    await expect(page).toHaveURL(
      `${buildPath('subscribe', 'en')}?kind=rent&price-max=1500&bedrooms=2&area-min=60&terrace=1`,
    );
    const form = await liveForm(page, 'subscribe-form');
    // Prefilled from the listing the visitor came from.
    await expect(form.point.getByRole('radio', { name: 'To rent' })).toBeChecked();
    await expect(form.point.getByLabel('Maximum price')).toHaveValue('1500');
    await expect(form.point.getByLabel('Bedrooms (optional)')).toHaveValue('2');
    const livingMin = (island: typeof form.point) =>
      island.getByRole('group', { name: 'Living area (m²)' }).getByLabel('Minimum');
    const terrace = (island: typeof form.point) =>
      island.getByRole('checkbox', { name: 'Terrace', exact: true });
    await expect(livingMin(form.point)).toHaveValue('60');
    await expect(terrace(form.point)).toBeChecked();
    const email = `${unique('sub')}@example.org`;
    await form.point.getByLabel('E-mail address').fill(email);
    // The type, not the subtype of that name the form then offers under it.
    const types = (island: typeof form.point) =>
      island.getByRole('group', { name: 'Property types' });
    await types(form.point).getByRole('checkbox', { name: 'Apartment', exact: true }).check();
    await expect(
      form.point
        .getByRole('group', { name: 'Subtypes' })
        .getByRole('checkbox', { name: 'Apartment', exact: true }),
    ).not.toBeChecked();
    await submitLikeAPerson(form, 'Subscribe');
    await expect(page).toHaveURL(buildPath('subscribeSuccess', 'en'));

    const [mail] = await expectMails(email, 1);
    expect(mail!.subject).toBe('Please confirm your subscription');
    const confirmLink = linkIn(mail!, `${buildPath('subscribe', 'en')}/`);
    expect(confirmLink).toMatch(/\?confirm=1$/);

    await visit(page, confirmLink);
    const edit = page.locator('[data-island="subscription-edit"]');
    await expect(edit.getByRole('status').first()).toContainText('Your subscription is confirmed');
    await expect(edit).toContainText(email);
    await expect(edit.getByRole('radio', { name: 'To rent' })).toBeChecked();
    await expect(
      types(edit).getByRole('checkbox', { name: 'Apartment', exact: true }),
    ).toBeChecked();
    await expect(edit.getByLabel('Maximum price')).toHaveValue('1500');
    await expect(livingMin(edit)).toHaveValue('60');
    await expect(terrace(edit)).toBeChecked();
    await edit.getByLabel('EPC label: at most').selectOption('C');
    await edit.getByLabel('Bedrooms (optional)').selectOption('3');
    // A town by keyboard: its suggestions load as the field first gets focus.
    const [town] = (await islandPropsOf(page, 'SubscriptionEdit')).towns as CityOption[];
    if (!town) throw new Error('no town in the demo listings');
    const city = edit.getByRole('combobox', { name: 'Town' });
    await city.focus();
    await city.pressSequentially(town.label);
    await expect(edit.getByRole('option', { name: town.label })).toBeVisible();
    await city.press('ArrowDown');
    await city.press('Enter');
    await expect(edit.getByRole('list', { name: 'Chosen towns' })).toContainText(town.label);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.locator('form .form__status')).toContainText(
      'Your preferences have been saved.',
    );
    await expectAxeClean(page);
    // Stored: the page opened again shows the town chosen.
    await page.reload();
    await expect(edit.getByRole('list', { name: 'Chosen towns' })).toContainText(town.label);
    await expect(edit.getByLabel('Bedrooms (optional)')).toHaveValue('3');
    await expect(edit.getByLabel('EPC label: at most')).toHaveValue('C');
    await expect(terrace(edit)).toBeChecked();

    await edit.getByRole('link', { name: 'Unsubscribe from these e-mails' }).click();
    await expect(page).toHaveURL(new RegExp(`${buildPath('subscribe', 'en')}/unsubscribe/`));
    const out = page.locator('[data-island="unsubscribe"]');
    await out.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(out).toContainText('You have been unsubscribed');
    // The edit link no longer knows the subscription.
    await page.goto(confirmLink.replace('?confirm=1', ''));
    await expect(page.locator('[data-island="subscription-edit"]')).toContainText(
      'This link is not valid',
    );
  });

  test('loads the listing search reader only with a query, and the rules when the visitor starts', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const onUse =
      /\/assets\/(schemas|payloads|answer|field-mapping|subscribe-prefill|search-filters)\./;
    await visit(page, buildPath('subscribe', 'nl'));
    const form = await liveForm(page, 'subscribe-form');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => onUse.test(path))).toEqual([]);
    await expect(form.point.getByRole('radio', { name: 'Te koop' })).toBeChecked();
    // The first focus starts the rules' load; the send that follows is checked in the browser.
    const rules = page.waitForRequest(/\/assets\/schemas\./);
    await form.point.getByLabel('E-mailadres').focus();
    await rules;
    await form.point.getByLabel('E-mailadres').fill('niet-een-adres');
    await form.point.getByRole('button', { name: 'Inschrijven' }).click();
    await expect(form.point.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true');

    // Opened from a listing, the search reader loads before the form hydrates and fills it in.
    await visit(page, `${buildPath('subscribe', 'nl')}?kind=rent&price-max=900`);
    const prefilled = await liveForm(page, 'subscribe-form');
    await expect(prefilled.point.getByRole('radio', { name: 'Te huur' })).toBeChecked();
    await expect(prefilled.point.getByLabel('Maximumprijs')).toHaveValue('900');
    expect(scripts.some((path) => /\/assets\/subscribe-prefill\./.test(path))).toBe(true);
  });

  test('subscribes in French with the mails in Dutch, and refuses a price range upside down', async ({
    page,
  }) => {
    const posts = recordPosts(page);
    await visit(page, `${buildPath('subscribe', 'fr')}?kind=buy`);
    const form = await liveForm(page, 'subscribe-form');
    await expect(form.point.getByRole('radio', { name: 'À vendre' })).toBeChecked();
    const email = `${unique('abo')}@example.org`;
    await form.point.getByLabel('Adresse e-mail').fill(email);
    await form.point.getByLabel('Langue des e-mails').selectOption('nl');
    await form.point.getByLabel('Prix minimum').fill('400.000');
    await form.point.getByLabel('Prix maximum').fill('300000');
    await form.point.getByRole('button', { name: "M'inscrire" }).click();
    const max = form.point.getByLabel('Prix maximum');
    await expect(max).toHaveAttribute('aria-invalid', 'true');
    await expect(max).toBeFocused();
    await expect(max).toHaveAccessibleDescription(/Le prix maximum ne peut pas être inférieur/);
    expect(posts).toHaveLength(0);

    await max.fill('500000');
    await submitLikeAPerson(form, "M'inscrire");
    await expect(page).toHaveURL(buildPath('subscribeSuccess', 'fr'));
    const [mail] = await expectMails(email, 1);
    expect(mail!.subject).toBe('Bevestig uw inschrijving');
    expect(linkIn(mail!, `${buildPath('subscribe', 'nl')}/`)).toMatch(/\?confirm=1$/);
  });
});

test.describe('viewing appointment', () => {
  test('books a free slot in English, then cancels it from the link', async ({ page }) => {
    const estates = await searchService({
      query: { match: { isProject: false }, terms: { 'transaction.id': [1] } },
      pagination: { from: 0, size: 20 },
    });
    const estateId = estates[5]!.id;
    const slots = seedSlots(estateId, 4);
    await visit(page, buildPath('estateDetailShort', 'en', { estateId }));
    const form = await liveForm(page, 'viewing-booking');
    const times = form.point.getByRole('radio');
    await expect(times).toHaveCount(slots.length);
    await expect(form.point.getByRole('group', { name: /Choose a time/ })).toBeVisible();
    const email = `${unique('viewer')}@example.org`;
    await times.first().check();
    await form.point.getByLabel('Name').fill('Vera Viewer');
    await form.point.getByLabel('E-mail address').fill(email);
    await submitLikeAPerson(form, 'Book this viewing');

    await expect(form.point).toContainText(
      'Your viewing is booked. You will receive a confirmation by e-mail.',
    );
    const cancel = form.point.getByRole('link', { name: 'Cancel this appointment' });
    const cancelPath = (await cancel.getAttribute('href'))!;
    expect(cancelPath).toMatch(/^\/en\/cancel-appointment\/[\w-]+$/);
    await expectAxeClean(page);

    const [mail] = await expectMails(email, 1);
    expect(mail!.subject).toMatch(/^Your viewing on /);
    expect(linkIn(mail!, '/en/cancel-appointment/')).toBe(cancelPath);
    // The slot is taken now: the agenda offers the others.
    const free = (await (
      await fetch(`${serviceUrl}/sites/demo/live-agenda/${estateId}`)
    ).json()) as AgendaSlot[];
    expect(free.map((slot) => slot.id)).toEqual(slots.slice(1).map((slot) => slot.id));

    await visit(page, cancelPath);
    const cancelPage = page.locator('[data-island="cancel-appointment"]');
    await expect(cancelPage).toContainText('Your viewing:');
    await cancelPage.getByRole('button', { name: 'Cancel this appointment' }).click();
    await expect(cancelPage).toContainText('Your appointment has been cancelled.');
    const again = (await (
      await fetch(`${serviceUrl}/sites/demo/live-agenda/${estateId}`)
    ).json()) as AgendaSlot[];
    expect(again).toHaveLength(slots.length);
  });

  test('says so in Dutch when the slot was taken meanwhile and offers the fresh slots', async ({
    page,
  }) => {
    const estates = await searchService({
      query: { match: { isProject: false }, terms: { 'transaction.id': [1] } },
      pagination: { from: 0, size: 20 },
    });
    const estateId = estates[6]!.id;
    const slots = seedSlots(estateId, 3);
    await visit(page, buildPath('estateDetailShort', 'nl', { estateId }));
    const form = await liveForm(page, 'viewing-booking');
    await expect(form.point.getByRole('radio')).toHaveCount(3);

    // Someone else books the first slot while this visitor fills in the form.
    const taken = await fetch(`${serviceUrl}/sites/demo/live-agenda/reservation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        estateId,
        slotId: slots[0]!.id,
        name: 'Iemand Anders',
        email: 'anders@example.org',
        locale: 'nl',
      }),
    });
    expect(taken.status).toBe(201);

    const email = `${unique('bezoeker')}@example.org`;
    await form.point.getByRole('radio').first().check();
    await form.point.getByLabel('Naam').fill('Bart Bezoeker');
    await form.point.getByLabel('E-mailadres').fill(email);
    await submitLikeAPerson(form, 'Dit bezoek boeken');
    await expect(form.point.getByRole('status')).toContainText(
      'Dit tijdstip is intussen niet meer vrij',
    );
    // The fresh slots: the taken one is gone, nothing is chosen, the details stay.
    await expect(form.point.getByRole('radio')).toHaveCount(2);
    await expect(form.point.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(form.point.getByLabel('Naam')).toHaveValue('Bart Bezoeker');
    expect(await mailsWith(email)).toHaveLength(0);

    await form.point.getByRole('radio').first().check();
    await form.point.getByRole('button', { name: 'Dit bezoek boeken' }).click();
    await expect(form.point).toContainText('Uw bezoek is vastgelegd');
    const [mail] = await expectMails(email, 1);
    expect(mail!.subject).toMatch(/^Uw bezoek op /);
  });
});

// A request without a period stays in the browser: tests/islands/reservation-form.test.tsx.
test.describe('holiday reservation request', () => {
  for (const { locale, labels, done, subject } of [
    {
      locale: 'de' as const,
      labels: [
        'Zeitraum',
        'Anzahl der Gäste',
        'Name',
        'E-Mail-Adresse',
        'Reservierungsanfrage senden',
      ],
      done: 'Vielen Dank, Ihre Reservierungsanfrage wurde gesendet.',
      subject: 'Ihre Reservierungsanfrage für ',
    },
  ]) {
    test(`requests an available period in ${locale}`, async ({ page }) => {
      await visit(page, buildPath('holidayRentals', locale));
      await page.locator('#main article a').first().click();
      const unitName = (await page.locator('h1').innerText()).trim();
      const form = await liveForm(page, 'holiday-reservation');
      const [period, guests, name, address, send] = labels as [
        string,
        string,
        string,
        string,
        string,
      ];
      const email = `${unique('guest')}@example.org`;
      // The guest count offers no more than the unit sleeps.
      const counts = await form.point.getByLabel(guests).locator('option').allTextContents();
      const capacity = Number(counts.at(-1));
      await form.point.getByLabel(period).selectOption({ index: 1 });
      await form.point.getByLabel(guests).selectOption(String(Math.min(2, capacity)));
      await form.point.getByLabel(name).fill('Gast Gastmann');
      await form.point.getByLabel(address).fill(email);
      await submitLikeAPerson(form, send);
      await expect(form.point.getByRole('status')).toContainText(done);
      const [mail] = await expectMails(email, 1);
      expect(mail!.subject).toBe(`${subject}${unitName}`);
      await expectAxeClean(page);
    });
  }
});

/** A text as a literal part of a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('alert me when the price drops', () => {
  test('subscribes from a detail page in Dutch by keyboard, and confirms from the mail', async ({
    page,
  }) => {
    const { id, title } = await propertyFor(page, 'nl', 6);
    const form = await liveForm(page, 'price-alert');
    await expect(
      form.point.getByRole('heading', { name: 'Verwittig mij als de prijs daalt' }),
    ).toBeVisible();
    // Sent without an address: the field says why, and nothing is posted.
    const posts = recordPosts(page);
    const email = form.point.getByLabel('E-mailadres');
    await email.focus();
    await page.keyboard.press('Enter');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toHaveLength(0);

    const address = `${unique('prijs')}@example.org`;
    await email.fill(address);
    const left = humanFillMs - (Date.now() - form.since);
    if (left > 0) await page.waitForTimeout(left);
    await page.keyboard.press('Enter');
    await expect(form.point.getByRole('status').first()).toContainText('Bijna klaar');
    await expectAxeClean(page, 'detail page, price alert sent');

    const [mail] = await expectMails(address, 1);
    expect(mail!.subject).toBe('Bevestig uw inschrijving');
    expect(mail!.text).toContain('wanneer de prijs van dit pand daalt');
    expect(mail!.text).toContain(title);
    expect(mail!.text).toContain(`/nl/aanbod/${id}/`);
    const confirmLink = linkIn(mail!, `${buildPath('subscribe', 'nl')}/`);
    await visit(page, confirmLink);
    const edit = page.locator('[data-island="subscription-edit"]');
    await expect(edit.getByRole('status').first()).toContainText(
      'Uw inschrijving is bevestigd. U krijgt bericht wanneer de prijs van dit pand daalt.',
    );
    await expect(edit).not.toContainText('nieuwe panden');
    // On one listing's price: its language can change, not into a search of every listing.
    await expect(edit).toContainText('wanneer de prijs van één pand daalt');
    await expect(edit.getByRole('radio')).toHaveCount(0);
    await expect(edit.getByLabel('Taal van de e-mails')).toBeVisible();
  });
});
