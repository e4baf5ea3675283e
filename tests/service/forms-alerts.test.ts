import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  alertKind,
  alertListingLimit,
  alertsAfterPublish,
  queueListingAlerts,
} from '../../site-server/forms/alerts.ts';
import { openFormsDatabase } from '../../site-server/forms/database.ts';
import { mailDelivery } from '../../site-server/forms/delivery.ts';
import {
  handleGetSubscription,
  handleUnsubscribe,
  type FormParts,
} from '../../site-server/forms/handlers.ts';
import { Outbox } from '../../site-server/forms/outbox.ts';
import { RateLimiter } from '../../site-server/forms/rate-limit.ts';
import { formsConfig } from '../../site-server/forms/runtime.ts';
import { SubscriptionStore } from '../../site-server/forms/subscriptions.ts';
import type { MailSettings } from '../../site-server/mail/compose.ts';
import { createMailer, type Mailer } from '../../site-server/mail/transport.ts';
import { formatCurrency } from '../../src/domain/formats.ts';
import type { Locale } from '../../src/domain/locales.ts';
import { matchPath } from '../../src/domain/routes.ts';
import type { SubscriptionCriteria } from '../../src/forms/schemas.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import type { ListingManifest, ListingManifestEntry } from '../../src/domain/listing-manifest.ts';
import type { SearchFacts } from '../../src/domain/search-facts.ts';
import {
  header,
  partText,
  startTestSmtp,
  type ReceivedMail,
  type TestSmtp,
} from './forms-smtp-harness.ts';

const settings: MailSettings = {
  siteUrl: 'https://www.immo-example.be',
  agency: { name: 'Immo Example', email: 'info@immo-example.be' },
};

type City = { id: number; zip: string; name: Record<string, string> };

const gent: City = {
  id: 12,
  zip: '9000',
  name: { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' },
};
const brugge: City = { id: 13, zip: '8000', name: { nl: 'Brugge', fr: 'Bruges', en: 'Bruges' } };

type Listing = {
  id: number;
  title: string;
  city?: City;
  price?: number | null;
  transactionId?: number;
  statusId?: number;
  published?: string;
  /** The search facts of its full record (areas, EPC label, rooms), as a build keeps them. */
  facts?: SearchFacts;
};

function summary(listing: Listing): EstateSummary {
  const transactionId = listing.transactionId ?? 1;
  return {
    id: listing.id,
    uri: null,
    guid: null,
    isSold: false,
    isProject: false,
    status: { id: listing.statusId ?? transactionId },
    publicationDate: listing.published ?? '2026-05-01T08:00:00Z',
    general: {
      title: { nl: listing.title, fr: `${listing.title} (fr)`, en: `${listing.title} (en)` },
      headType: { id: 1 },
      transaction: { id: transactionId, name: { nl: 'Te koop' } },
      address: { visible: true, street: null, city: { ...(listing.city ?? gent), alias: null } },
      price: listing.price === undefined ? 250_000 : listing.price,
    },
    bedroom_count: 3,
    children: [],
  };
}

const entry = (listing: Listing): ListingManifestEntry => ({
  id: String(listing.id),
  summary: summary(listing),
  ...(listing.facts && { facts: listing.facts }),
  paths: {
    nl: `/nl/aanbod/${listing.id}/huis-te-koop`,
    fr: `/fr/offre/${listing.id}/maison-a-vendre`,
    en: `/en/offer/${listing.id}/house-for-sale`,
    de: `/de/angebot/${listing.id}/haus-zu-verkaufen`,
  },
});

let builds = 0;
/** A publish: a new builtAt each time, as each build has. */
const publish = (...listings: Listing[]): ListingManifest => {
  builds += 1;
  return {
    builtAt: new Date(Date.UTC(2026, 4, 2, 6, builds)).toISOString(),
    estates: listings.map(entry),
  };
};

const anyForSale: SubscriptionCriteria = { transaction: 'FOR_SALE', headTypes: [], cities: [] };

let smtp: TestSmtp;
let mailer: Mailer;
let dir: string;
let outbox: Outbox;
let subscriptions: SubscriptionStore;
let parts: FormParts;

beforeAll(async () => {
  smtp = await startTestSmtp();
  mailer = await createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailDir: '' });
});

afterAll(async () => {
  await mailer.close();
  await smtp.close();
});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forms-alerts-'));
  const db = openFormsDatabase(join(dir, 'forms.sqlite'));
  outbox = new Outbox(db, { log: () => undefined });
  subscriptions = new SubscriptionStore(db);
  parts = {
    outbox,
    subscriptions,
    contentService: {} as FormParts['contentService'],
    rateLimiter: new RateLimiter(),
  };
  smtp.received.length = 0;
});

afterEach(async () => {
  outbox.db.close();
  await rm(dir, { recursive: true, force: true });
});

/** A subscriber, confirmed by the link of their confirmation mail unless told otherwise. */
function subscribe(
  email: string,
  locale: Locale,
  criteria: SubscriptionCriteria = anyForSale,
  confirmed = true,
) {
  const created = subscriptions.create({ email, locale, criteria });
  if (confirmed) subscriptions.confirm(created.token);
  return created;
}

const queue = (previous: ListingManifest | null, next: ListingManifest) =>
  queueListingAlerts({ outbox, subscriptions, previous, next });

const deliverAll = () => outbox.deliverDue(mailDelivery(mailer, settings));

const mailTo = (address: string): ReceivedMail => {
  const found = smtp.received.filter((mail) => mail.to.includes(address));
  expect(found).toHaveLength(1);
  return found[0]!;
};

const text = (mail: ReceivedMail) => partText(mail, 'text/plain') ?? '';
const html = (mail: ReceivedMail) => partText(mail, 'text/html') ?? '';

/** The site link of a mail's text part that leads to a route, e.g. 'unsubscribe'. */
function linkTo(mail: ReceivedMail, route: string): { url: string; token: string } {
  for (const url of text(mail).match(/https:\/\/\S+/g) ?? []) {
    const matched = matchPath(new URL(url).pathname);
    if (matched?.name === route && 'token' in matched.params) {
      return { url, token: matched.params.token };
    }
  }
  throw new Error(`no ${route} link in the mail`);
}

const alertRows = () =>
  Number(
    outbox.db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE kind = ?').get(alertKind)?.n ?? 0,
  );

describe('queueListingAlerts', () => {
  const before = publish({ id: 1, title: 'Huis in Gent' });

  it('mails every confirmed subscriber once, in their language, and no pending one', async () => {
    subscribe('ann@example.be', 'nl');
    subscribe('bea@example.be', 'fr', { ...anyForSale, cities: [gent.id] });
    subscribe('carl@example.be', 'en', anyForSale, false);
    const next = publish(
      { id: 1, title: 'Huis in Gent' },
      { id: 2, title: 'Villa in Gent', price: 450_000 },
      { id: 3, title: 'Appartement in Brugge', city: brugge, price: 199_000 },
      { id: 4, title: 'Studio te huur', transactionId: 2, price: 650 },
    );

    expect(queue(before, next)).toEqual({ subscribers: 2, queued: 2 });
    expect(await deliverAll()).toMatchObject({ delivered: 2, failed: 0 });
    expect(smtp.received).toHaveLength(2);

    const ann = mailTo('ann@example.be');
    expect(header(ann, 'subject')).toBe('Nieuw voor u bij Immo Example: 2 nieuwe panden');
    expect(text(ann)).toContain('Villa in Gent');
    expect(text(ann)).toContain(`9000 Gent · ${formatCurrency(450_000, 'nl')}`);
    expect(text(ann)).toContain('https://www.immo-example.be/nl/aanbod/2/huis-te-koop');
    expect(text(ann)).toContain(`8000 Brugge · ${formatCurrency(199_000, 'nl')}`);
    // Neither the listing of the previous publish nor the one to rent.
    expect(text(ann)).not.toMatch(/Huis in Gent|Studio/);
    expect(html(ann)).toContain('<a href="https://www.immo-example.be/nl/aanbod/3/huis-te-koop">');
    expect(html(ann)).toMatch(/<html lang="nl-BE">/);

    const bea = mailTo('bea@example.be');
    expect(header(bea, 'subject')).toBe('Du nouveau pour vous chez Immo Example : 1 nouveau bien');
    expect(text(bea)).toContain('Villa in Gent (fr)');
    expect(text(bea)).toContain('9000 Gand');
    expect(text(bea)).not.toContain('Bruges');
    expect(smtp.received.some((mail) => mail.to.includes('carl@example.be'))).toBe(false);
  });

  it('sends no mail to a subscriber with nothing matching', () => {
    subscribe('dirk@example.be', 'nl', { ...anyForSale, cities: [brugge.id] });
    const next = publish({ id: 1, title: 'Huis in Gent' }, { id: 2, title: 'Villa in Gent' });
    expect(queue(before, next)).toEqual({ subscribers: 1, queued: 0 });
    expect(alertRows()).toBe(0);
  });

  it('sends nothing on the very first publish', () => {
    subscribe('ann@example.be', 'nl');
    expect(queue(null, publish({ id: 1, title: 'Huis in Gent' }))).toEqual({
      subscribers: 1,
      queued: 0,
    });
  });

  it('never sends the same listing twice: not in a later publish, not when republished', async () => {
    subscribe('ann@example.be', 'en');
    const first = publish({ id: 1, title: 'Huis in Gent' }, { id: 2, title: 'Villa in Gent' });
    expect(queue(before, first).queued).toBe(1);
    const second = publish(
      { id: 1, title: 'Huis in Gent' },
      { id: 2, title: 'Villa in Gent' },
      { id: 5, title: 'Loft in Gent' },
    );
    expect(queue(first, second).queued).toBe(1);
    // A rollback and a new publish make the villa "new" again against the old build.
    expect(queue(before, publish({ id: 2, title: 'Villa in Gent' })).queued).toBe(0);
    await deliverAll();
    expect(smtp.received).toHaveLength(2);
    const [firstMail, secondMail] = smtp.received.map(text);
    expect(firstMail).toContain('Villa in Gent (en)');
    expect(secondMail).toContain('Loft in Gent (en)');
    expect(secondMail).not.toContain('Villa');
  });

  it('sends a price drop once, old → new, and again only below the price last sent', async () => {
    subscribe('ann@example.be', 'de', { ...anyForSale, priceMax: 300_000 });
    const listed = publish(
      { id: 1, title: 'Huis in Gent' },
      { id: 7, title: 'Hof', price: 320_000 },
    );
    // Above the subscriber's maximum: not sent as new.
    expect(queue(before, listed).queued).toBe(0);
    const cheaper = publish(
      { id: 1, title: 'Huis in Gent' },
      { id: 7, title: 'Hof', price: 290_000 },
    );
    expect(queue(listed, cheaper).queued).toBe(1);
    // The same build published again, or the drop seen again after a rollback: nothing.
    expect(queue(listed, { ...cheaper, builtAt: `${cheaper.builtAt}-again` }).queued).toBe(0);
    const same = publish({ id: 1, title: 'Huis in Gent' }, { id: 7, title: 'Hof', price: 290_000 });
    expect(queue(cheaper, same).queued).toBe(0);
    const lower = publish(
      { id: 1, title: 'Huis in Gent' },
      { id: 7, title: 'Hof', price: 275_000 },
    );
    expect(queue(same, lower).queued).toBe(1);

    await deliverAll();
    expect(smtp.received).toHaveLength(2);
    const [firstDrop, secondDrop] = smtp.received;
    expect(header(firstDrop!, 'subject')).toBe('Neu für Sie bei Immo Example: 1 Preissenkung');
    expect(text(firstDrop!)).toContain('Preissenkungen\n');
    expect(text(firstDrop!)).toContain(
      `9000 Gent · ${formatCurrency(320_000, 'de')} → ${formatCurrency(290_000, 'de')}`,
    );
    expect(html(firstDrop!)).toContain(
      `<s>${formatCurrency(320_000, 'de')}</s> → <strong>${formatCurrency(290_000, 'de')}</strong>`,
    );
    expect(text(secondDrop!)).toContain(
      `${formatCurrency(290_000, 'de')} → ${formatCurrency(275_000, 'de')}`,
    );
  });

  it('tells a subscriber on the price of one listing of its drops only, naming no search', async () => {
    subscribe('eva@example.be', 'en', { ...anyForSale, estateId: 7 });
    const listed = publish(
      { id: 1, title: 'Huis in Gent' },
      { id: 7, title: 'Hof', price: 320_000 },
    );
    // New listings, and the watched listing itself on its first publish, are no drop.
    expect(queue(before, listed).queued).toBe(0);
    const otherDrop = publish(
      { id: 1, title: 'Huis in Gent', price: 200_000 },
      { id: 7, title: 'Hof', price: 320_000 },
      { id: 8, title: 'Loft in Gent' },
    );
    expect(queue(listed, otherDrop).queued).toBe(0);
    const cheaper = publish(
      { id: 1, title: 'Huis in Gent', price: 150_000 },
      { id: 7, title: 'Hof', price: 299_000 },
      { id: 8, title: 'Loft in Gent' },
    );
    expect(queue(otherDrop, cheaper).queued).toBe(1);
    const raised = publish({ id: 7, title: 'Hof', price: 310_000 });
    expect(queue(cheaper, raised).queued).toBe(0);

    await deliverAll();
    const mail = mailTo('eva@example.be');
    expect(header(mail, 'subject')).toBe('New for you at Immo Example: 1 price drop');
    expect(text(mail)).toContain(
      `${formatCurrency(320_000, 'en')} → ${formatCurrency(299_000, 'en')}`,
    );
    expect(text(mail)).not.toMatch(/Huis in Gent|Loft/);
    expect(text(mail)).toContain('when the price of this property drops');
    // No search to see or edit; the way out stays.
    expect(() => linkTo(mail, 'editSubscription')).toThrow();
    expect(linkTo(mail, 'unsubscribe').token).not.toBe('');
    expect(header(mail, 'list-unsubscribe')).toContain('https://www.immo-example.be/');
  });

  it('sends a listing back on the market only when it is cheaper than the price sent', async () => {
    subscribe('ann@example.be', 'en');
    const listed = publish({ id: 1, title: 'Huis in Gent' }, { id: 2, title: 'Villa' });
    expect(queue(before, listed).queued).toBe(1);
    const sold = publish({ id: 1, title: 'Huis in Gent' }, { id: 2, title: 'Villa', statusId: 5 });
    expect(queue(listed, sold).queued).toBe(0);
    const backSame = publish({ id: 1, title: 'Huis in Gent' }, { id: 2, title: 'Villa' });
    expect(queue(sold, backSame).queued).toBe(0);
    const sold2 = publish({ id: 1, title: 'Huis in Gent' }, { id: 2, title: 'Villa', statusId: 5 });
    const backCheaper = publish(
      { id: 1, title: 'Huis in Gent' },
      { id: 2, title: 'Villa', price: 230_000 },
    );
    expect(queue(sold2, backCheaper).queued).toBe(1);
    await deliverAll();
    expect(smtp.received).toHaveLength(2);
    expect(header(smtp.received[1]!, 'subject')).toBe('New for you at Immo Example: 1 price drop');
    expect(text(smtp.received[1]!)).toContain(
      `${formatCurrency(250_000, 'en')} → ${formatCurrency(230_000, 'en')}`,
    );
  });

  it('gives an unsubscribe link that works through the existing handler, and an edit link', async () => {
    const { subscription } = subscribe('ann@example.be', 'nl');
    queue(before, publish({ id: 1, title: 'Huis in Gent' }, { id: 2, title: 'Villa in Gent' }));
    await deliverAll();
    const mail = mailTo('ann@example.be');

    const unsubscribe = linkTo(mail, 'unsubscribe');
    expect(unsubscribe.url).toMatch(
      /^https:\/\/www\.immo-example\.be\/nl\/hou-me-op-de-hoogte\/uitschrijven\//,
    );
    expect(header(mail, 'list-unsubscribe')).toBe(`<${unsubscribe.url}>`);
    const edit = linkTo(mail, 'editSubscription');
    expect(edit.token).toBe(unsubscribe.token);
    expect(handleGetSubscription(edit.token, parts)).toMatchObject({
      status: 200,
      body: { subscription: { email: 'ann@example.be', status: 'confirmed' } },
    });
    // The link token is a bearer secret: the delivered row keeps nothing of it.
    expect(outbox.db.prepare('SELECT secret FROM outbox WHERE kind = ?').get(alertKind)).toEqual({
      secret: null,
    });

    expect(handleUnsubscribe(unsubscribe.token, parts)).toEqual({
      status: 200,
      body: { message: 'form.unsubscribed' },
    });
    expect(subscriptions.get(subscription.id)).toBeUndefined();
    expect(handleUnsubscribe(unsubscribe.token, parts).status).toBe(404);
    expect(
      queue(before, publish({ id: 1, title: 'Huis in Gent' }, { id: 9, title: 'Nieuw' })),
    ).toEqual({ subscribers: 0, queued: 0 });
  });

  it('opens nothing with a tampered link token', async () => {
    subscribe('ann@example.be', 'nl');
    queue(before, publish({ id: 1, title: 'Huis in Gent' }, { id: 2, title: 'Villa in Gent' }));
    await deliverAll();
    const { token } = linkTo(mailTo('ann@example.be'), 'unsubscribe');
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(handleUnsubscribe(tampered, parts).status).toBe(404);
    expect(subscriptions.confirmed()).toHaveLength(1);
  });

  it('stores the mail and the record of what it sent together, or neither', () => {
    const { subscription } = subscribe('ann@example.be', 'nl');
    const next = publish({ id: 1, title: 'Huis in Gent' }, { id: 2, title: 'Villa in Gent' });
    const accept = vi.spyOn(outbox, 'accept').mockImplementationOnce(() => {
      throw new Error('disk full');
    });
    expect(() => queue(before, next)).toThrow('disk full');
    accept.mockRestore();
    expect(alertRows()).toBe(0);
    expect(subscriptions.alertedPrices(subscription.id, ['2']).size).toBe(0);
    const tokens = outbox.db.prepare('SELECT COUNT(*) AS n FROM subscription_link_tokens').get();
    expect(tokens?.n).toBe(0);
    // Once the disk is back, the same publish is queued after all.
    expect(queue(before, next).queued).toBe(1);
    expect(subscriptions.alertedPrices(subscription.id, ['2'])).toEqual(new Map([['2', 250_000]]));
  });

  it(`shows at most ${alertListingLimit} listings and links the rest to the search`, async () => {
    subscribe('ann@example.be', 'en', { ...anyForSale, cities: [gent.id] });
    const many = Array.from({ length: alertListingLimit + 5 }, (_, index) => ({
      id: 100 + index,
      title: `House ${100 + index}`,
      // The newest first in the mail.
      published: new Date(Date.UTC(2026, 3, 1 + index)).toISOString(),
    }));
    expect(queue(before, publish(...many)).queued).toBe(1);
    await deliverAll();
    const mail = mailTo('ann@example.be');
    expect(header(mail, 'subject')).toBe(
      `New for you at Immo Example: ${alertListingLimit + 5} new properties`,
    );
    const shown = text(mail).match(/\/en\/offer\/\d+\//g) ?? [];
    expect(shown).toHaveLength(alertListingLimit);
    expect(shown[0]).toBe(`/en/offer/${100 + alertListingLimit + 4}/`);
    expect(text(mail)).toContain('5 more properties match your search.');
    expect(text(mail)).toContain('https://www.immo-example.be/en/buy?trans=kopen&city=12');
    // All of them count as sent.
    expect(queue(before, publish(...many)).queued).toBe(0);
  });

  describe("with the listing's own filters", () => {
    // Garage is room type 6, terrace 10 (spec 3); a garden orientation counts as a garden.
    const roomy: SearchFacts = {
      'dimensions.areaBuild': [160],
      'dimensions.areaGround': [700],
      'energy.energyLabel': ['B'],
      'rooms.value.id': [6, 10],
      'technical.directionGarden': ['S'],
    };
    const filtered: SubscriptionCriteria = {
      ...anyForSale,
      areaMin: 120,
      plotMax: 1_000,
      epc: 'C',
      garden: true,
      garage: true,
    };
    const failing: [string, SearchFacts][] = [
      ['Klein', { ...roomy, 'dimensions.areaBuild': [90] }],
      ['Veel grond', { ...roomy, 'dimensions.areaGround': [4_000] }],
      ['Slecht EPC', { ...roomy, 'energy.energyLabel': ['E'] }],
      ['Zonder tuin', { ...roomy, 'technical.directionGarden': [] }],
      ['Zonder garage', { ...roomy, 'rooms.value.id': [10] }],
    ];

    it('announces the new listings and the price drops the search would find, and no other', async () => {
      subscribe('ann@example.be', 'en', filtered);
      const news = publish(
        { id: 1, title: 'Huis in Gent' },
        { id: 20, title: 'Ruim huis', facts: roomy },
        ...failing.map(([title, facts], index) => ({ id: 30 + index, title, facts })),
        // A build from before the facts were kept: nothing to match the filters on.
        { id: 40, title: 'Zonder gegevens' },
      );
      expect(queue(before, news).queued).toBe(1);
      const drops = publish(
        { id: 1, title: 'Huis in Gent' },
        { id: 20, title: 'Ruim huis', facts: roomy, price: 240_000 },
        ...failing.map(([title, facts], index) => ({
          id: 30 + index,
          title,
          facts,
          price: 200_000,
        })),
        { id: 40, title: 'Zonder gegevens', price: 200_000 },
      );
      expect(queue(news, drops).queued).toBe(1);
      await deliverAll();
      const [newMail, dropMail] = smtp.received.map(text);
      expect(newMail).toContain('Ruim huis (en)');
      expect(dropMail).toContain(
        `${formatCurrency(250_000, 'en')} → ${formatCurrency(240_000, 'en')}`,
      );
      for (const mail of [newMail, dropMail]) {
        expect(mail).not.toMatch(/Klein|Veel grond|Slecht EPC|Zonder/);
        expect(mail).toContain('C or better');
      }
    });

    it('still loads a subscription stored before these filters existed, and alerts it as before', () => {
      const { subscription } = subscribe('old@example.be', 'nl');
      outbox.db
        .prepare('UPDATE subscriptions SET criteria = ? WHERE id = ?')
        .run('{"transaction":"FOR_SALE","headTypes":[],"cities":[]}', subscription.id);
      expect(subscriptions.get(subscription.id)?.criteria).toEqual(anyForSale);
      const next = publish(
        { id: 1, title: 'Huis in Gent' },
        { id: 20, title: 'Ruim huis', facts: roomy },
        { id: 21, title: 'Zonder gegevens' },
      );
      expect(queue(before, next).queued).toBe(1);
    });
  });

  it('escapes a listing title in the HTML part', async () => {
    subscribe('ann@example.be', 'nl');
    queue(
      before,
      publish({ id: 1, title: 'Huis in Gent' }, { id: 2, title: '<b>Villa</b> & tuin' }),
    );
    await deliverAll();
    const mail = mailTo('ann@example.be');
    expect(html(mail)).toContain('&lt;b&gt;Villa&lt;/b&gt; &amp; tuin');
    expect(html(mail)).not.toContain('<b>Villa');
    expect(text(mail)).toContain('<b>Villa</b> & tuin');
  });
});

describe('alert history migration', () => {
  it('adds the price column to a history written before alerts kept prices', () => {
    const file = join(dir, 'old.sqlite');
    const old = openFormsDatabase(file);
    old.exec(`
      CREATE TABLE subscription_alerts (
        subscription_id TEXT NOT NULL,
        estate_id TEXT NOT NULL,
        alerted_at INTEGER NOT NULL,
        PRIMARY KEY (subscription_id, estate_id)
      ) WITHOUT ROWID;
      INSERT INTO subscription_alerts VALUES ('s1', '42', 1000);
    `);
    old.close();
    const db = openFormsDatabase(file);
    try {
      const store = new SubscriptionStore(db);
      expect(store.alertedPrices('s1', ['42'])).toEqual(new Map([['42', null]]));
      store.recordAlerted('s1', [{ estateId: '42', price: 199_000 }]);
      expect(store.alertedPrices('s1', ['42'])).toEqual(new Map([['42', 199_000]]));
      // Opening it again finds the column there and changes nothing.
      expect(() => new SubscriptionStore(db)).not.toThrow();
    } finally {
      db.close();
    }
  });
});

describe('alertsAfterPublish', () => {
  const writeManifest = async (name: string, manifest: ListingManifest) => {
    const path = join(dir, name);
    await writeFile(path, JSON.stringify(manifest));
    return path;
  };

  it('queues one alert per subscriber for one publish, however often it runs', async () => {
    subscribe('ann@example.be', 'nl');
    const config = formsConfig({ DATA_DIR: dir });
    const previous = await writeManifest('a.json', publish({ id: 1, title: 'Huis in Gent' }));
    const next = await writeManifest(
      'b.json',
      publish({ id: 1, title: 'Huis in Gent' }, { id: 2, title: 'Villa in Gent' }),
    );
    expect(await alertsAfterPublish(config, previous, next)).toEqual({ subscribers: 1, queued: 1 });
    expect(await alertsAfterPublish(config, previous, next)).toEqual({ subscribers: 1, queued: 0 });
    // The site server's outbox (another connection on the same file) delivers it.
    expect(alertRows()).toBe(1);
    await deliverAll();
    expect(smtp.received).toHaveLength(1);
    expect(text(mailTo('ann@example.be'))).toContain('Villa in Gent');
  });

  it('alerts no one without a previous manifest, or when the previous one does not exist', async () => {
    subscribe('ann@example.be', 'nl');
    const config = formsConfig({ DATA_DIR: dir });
    const next = await writeManifest('b.json', publish({ id: 2, title: 'Villa in Gent' }));
    expect(await alertsAfterPublish(config, null, next)).toEqual({ subscribers: 1, queued: 0 });
    expect(await alertsAfterPublish(config, join(dir, 'missing.json'), next)).toEqual({
      subscribers: 1,
      queued: 0,
    });
  });

  it('refuses a manifest that is not one, queuing nothing', async () => {
    subscribe('ann@example.be', 'nl');
    const config = formsConfig({ DATA_DIR: dir });
    const previous = await writeManifest('a.json', publish({ id: 1, title: 'Huis in Gent' }));
    const broken = join(dir, 'b.json');
    await writeFile(broken, JSON.stringify({ builtAt: 'x', estates: [{ id: '2' }] }));
    await expect(alertsAfterPublish(config, previous, broken)).rejects.toThrow(
      /Unreadable listing manifest/,
    );
    expect(alertRows()).toBe(0);
  });
});
