import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertKind } from '../../site-server/forms/alerts.ts';
import type { AlertPayload } from '../../site-server/mail/payloads.ts';
import type { Locale } from '../../src/domain/locales.ts';
import { buildPath } from '../../src/domain/routes.ts';
import { startTestSmtp, type TestSmtp } from './forms-smtp-harness.ts';
import { startHarness, type Harness } from './service-harness.ts';
import { siteUrl, startTestSite, waitForMail, type TestSite } from './site-ajax-harness.ts';

/*
 * RFC 8058 one-click unsubscribe, over HTTP against the site server: the alert mail's headers as
 * a mail program reads them (mailparser), and the mailbox provider's POST to the link they name.
 */

let h: Harness;
let smtp: TestSmtp;
let site: TestSite;

beforeAll(async () => {
  h = await startHarness(20);
  smtp = await startTestSmtp();
  site = await startTestSite({
    service: h,
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    env: { TRUST_PROXY: '1' },
  });
});

afterAll(async () => {
  await site.close();
  await smtp.close();
  await h.close();
});

let clients = 0;
/** A new client, as the proxy names it: each test its own rate limit. */
const client = () => `203.0.113.${(clients += 1)}`;

const subscriptions = () => site.forms.parts.subscriptions;
const exists = (id: string) => subscriptions().get(id) !== undefined;

/** A confirmed subscriber and the link token an alert mail of theirs carries. */
function subscriber(email: string, locale: Locale = 'nl') {
  const { subscription, token } = subscriptions().create({
    email,
    locale,
    criteria: { transaction: 'FOR_SALE', headTypes: [], cities: [] },
  });
  subscriptions().confirm(token);
  return { id: subscription.id, linkToken: subscriptions().issueLinkToken(subscription.id) };
}

/** The site server's address for a link of the mail (which names the public SITE_URL). */
const onTestSite = (url: string) => url.replace(siteUrl, site.url);

/** The unsubscribe URL of a token, on the test server. */
const unsubscribeUrl = (token: string, locale: Locale = 'nl') =>
  `${site.url}${buildPath('unsubscribe', locale, { token })}`;

/** The POST as a mailbox provider's server sends it: no Origin, no cookie, form-encoded. */
const providerPost = (url: string, from = client(), init: RequestInit = {}) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': from,
      ...(init.headers as Record<string, string> | undefined),
    },
    body: init.body ?? 'List-Unsubscribe=One-Click',
  });

describe('an alert mail', () => {
  it('names the unsubscribe link for one-click POST, and that POST unsubscribes', async () => {
    const ann = subscriber('ann@example.be', 'fr');
    const payload: AlertPayload = {
      locale: 'fr',
      subscriptionId: ann.id,
      email: 'ann@example.be',
      criteria: { transaction: 'FOR_SALE', headTypes: [], cities: [] },
      builtAt: '2026-11-01T06:00:00Z',
      counts: { new: 1, priceDrops: 0 },
      listings: [
        {
          id: '1',
          change: 'new',
          title: 'Maison à Gand',
          place: '9000 Gand',
          price: 250_000,
          priceFrom: false,
          previousPrice: null,
          path: '/fr/offre/1/maison-a-vendre',
        },
      ],
    };
    site.forms.parts.outbox.accept(alertKind, payload, `${ann.id} one-click`, {
      secret: { token: ann.linkToken },
    });
    const received = await waitForMail(smtp, (mail) => mail.to.includes('ann@example.be'));
    const mail = await simpleParser(received.raw);

    const list = mail.headers.get('list') as { unsubscribe?: { url?: string } } | undefined;
    const url = list?.unsubscribe?.url;
    expect(url).toBe(`${siteUrl}${buildPath('unsubscribe', 'fr', { token: ann.linkToken })}`);
    // mailparser folds List-* values into `list` by address syntax; this one is read as written.
    const post = mail.headerLines.filter((line) => line.key === 'list-unsubscribe-post');
    expect(post.map((line) => line.line)).toEqual([
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    ]);

    const response = await providerPost(onTestSite(url!));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'form.unsubscribed' });
    expect(exists(ann.id)).toBe(false);
  });
});

describe('POST {unsubscribe link} with List-Unsubscribe=One-Click', () => {
  it('answers the same 200 again, changing nothing more', async () => {
    const bea = subscriber('bea@example.be');
    const carl = subscriber('carl@example.be');
    const from = client();
    expect((await providerPost(unsubscribeUrl(bea.linkToken), from)).status).toBe(200);
    const again = await providerPost(unsubscribeUrl(bea.linkToken), from);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: 'form.unsubscribed' });
    expect(exists(bea.id)).toBe(false);
    expect(exists(carl.id)).toBe(true);
  });

  it('takes the multipart encoding RFC 8058 also allows', async () => {
    const dora = subscriber('dora@example.be', 'de');
    const body = new FormData();
    body.set('List-Unsubscribe', 'One-Click');
    const response = await fetch(unsubscribeUrl(dora.linkToken, 'de'), {
      method: 'POST',
      headers: { 'x-forwarded-for': client() },
      body,
    });
    expect(response.status).toBe(200);
    expect(exists(dora.id)).toBe(false);
  });

  it('changes nothing for a wrong or malformed token', async () => {
    const emma = subscriber('emma@example.be');
    const tampered = `${emma.linkToken.slice(0, -1)}${emma.linkToken.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [tampered, 'not-a-token']) {
      expect((await providerPost(unsubscribeUrl(token))).status).toBe(200);
    }
    expect(exists(emma.id)).toBe(true);
  });

  it('is refused for a browser posting from another site, or with a cookie', async () => {
    const finn = subscriber('finn@example.be');
    const url = unsubscribeUrl(finn.linkToken);
    const fromElsewhere = await providerPost(url, client(), {
      headers: { origin: 'https://evil.example' },
    });
    expect(fromElsewhere.status).toBe(403);
    const withCookie = await providerPost(url, client(), { headers: { cookie: 'session=1' } });
    expect(withCookie.status).toBe(403);
    expect(exists(finn.id)).toBe(true);
  });

  it('is no unsubscribe for any other body or type, even from the site itself', async () => {
    const gust = subscriber('gust@example.be');
    const url = unsubscribeUrl(gust.linkToken);
    const own = { origin: siteUrl };
    const bodies: [string, string][] = [
      ['application/x-www-form-urlencoded', 'List-Unsubscribe=Other'],
      ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click&also=1'],
      ['application/json', '{"List-Unsubscribe":"One-Click"}'],
      ['text/plain', 'List-Unsubscribe=One-Click'],
    ];
    for (const [type, body] of bodies) {
      const response = await providerPost(url, client(), {
        headers: { ...own, 'content-type': type },
        body,
      });
      expect(response.status, `${type} ${body}`).toBe(400);
    }
    const huge = await providerPost(url, client(), {
      body: `List-Unsubscribe=One-Click&pad=${'x'.repeat(4096)}`,
    });
    expect(huge.status).toBe(413);
    expect(exists(gust.id)).toBe(true);
  });

  it('is rate limited per client, a refused post changing nothing', async () => {
    const from = client();
    for (let i = 0; i < 60; i += 1) {
      expect((await providerPost(unsubscribeUrl('not-a-token'), from)).status).toBe(200);
    }
    const hugo = subscriber('hugo@example.be');
    const limited = await providerPost(unsubscribeUrl(hugo.linkToken), from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(exists(hugo.id)).toBe(true);
    // Another client (another provider's server) is not held up.
    expect((await providerPost(unsubscribeUrl(hugo.linkToken))).status).toBe(200);
    expect(exists(hugo.id)).toBe(false);
  });

  it('leaves every other method of the page to the build', async () => {
    const response = await fetch(unsubscribeUrl('x'), { method: 'PUT' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
