import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentServiceFromEnv,
  ServiceTimeoutError,
  type ContentService,
} from '../../src/content-service/index.ts';
import { locales } from '../../src/domain/locales.ts';
import { buildPath } from '../../src/domain/routes.ts';
import { uiStrings } from '../../src/i18n/translate.ts';
import { startTestSmtp, type TestSmtp } from './forms-smtp-harness.ts';
import { startHangingService, type HangingService } from './hanging-service.ts';
import { call, formMeta, startTestSite, waitForMail, type TestSite } from './site-ajax-harness.ts';

/*
 * A content service that takes the site server's calls and never finishes an answer: every call
 * ends at its deadline (CONTENT_SERVICE_TIMEOUT_MS, small here), the live reads answer 503 with
 * the translated "try again", and a contact form about a listing is accepted, stored and mailed
 * without the listing's details. The tests' own timeouts are below the default deadline (8 s),
 * so a setting that is not applied fails them.
 */

const deadlineMs = 300;

describe.each(['silent', 'stalled-body'] as const)('a content service that hangs (%s)', (mode) => {
  let service: HangingService;
  let smtp: TestSmtp;
  let site: TestSite;
  let api: ContentService;
  const logged: string[] = [];

  beforeAll(async () => {
    service = await startHangingService(mode);
    smtp = await startTestSmtp();
    const env = {
      CONTENT_SERVICE_URL: service.url,
      SITE_ID: 'demo',
      CONTENT_SERVICE_TIMEOUT_MS: String(deadlineMs),
      // The sender of the mails, so the forms start without asking the service for it.
      AGENCY_NAME: 'Immo Example',
      AGENCY_EMAIL: 'info@immo-example.be',
    };
    api = contentServiceFromEnv(env);
    site = await startTestSite({
      service: { url: service.url, api },
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      env,
      log: (message) => logged.push(message),
    });
  });

  afterAll(async () => {
    await site?.close();
    await smtp?.close();
    await service?.close();
  });

  it('ends each call at its deadline, naming the call', { timeout: 5_000 }, async () => {
    const failure = await api.site().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceTimeoutError);
    expect((failure as Error).message).toBe(
      `GET ${service.url}/sites/demo gave no answer within ${deadlineMs} ms`,
    );
    // The list calls answer a failure as their error (spec 8), this one too.
    const search = await api.searchEstates({ query: {} });
    expect(search).toMatchObject({ total: 0, results: [] });
    expect(search.error).toBeInstanceOf(ServiceTimeoutError);
  });

  it('passes on the caller’s own abort as an abort, not as a timeout', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const failure = await api.http
      .get('', { signal: controller.signal })
      .catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(ServiceTimeoutError);
    expect((failure as Error).name).toBe('AbortError');
  });

  it('answers the live reads with the translated "try again"', { timeout: 5_000 }, async () => {
    const before = service.requests.length;
    const paths = [
      '/nl/ajax/estate/1',
      '/fr/ajax/similar-estate/1',
      '/en/ajax/search-city?q=gen',
      '/de/ajax/appointments/slots/1',
    ];
    const answers = await Promise.all(paths.map((path) => call(site, 'GET', path)));
    for (const [index, response] of answers.entries()) {
      expect([paths[index], response.status]).toEqual([paths[index], 503]);
      expect(await response.json()).toEqual({ error: 'form.error.unavailable' });
    }
    // The service was asked, and did not answer.
    expect(service.requests.length).toBeGreaterThan(before);
    for (const locale of locales) {
      expect(uiStrings[locale]['form.error.unavailable']).toMatch(/\S/);
    }
  });

  it('accepts, stores and mails a contact form about a listing', { timeout: 5_000 }, async () => {
    const estateId = 4321;
    const form = {
      ...formMeta(),
      name: `Hanging ${mode}`,
      email: 'jan@example.be',
      message: 'Is het huis nog te koop?',
      estateId,
    };
    const response = await call(site, 'POST', '/en/ajax/contact-form-handler', form);
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    // Stored before the answer, with the listing as its number and short link.
    const stored = site.forms.parts.outbox.find('contact', form.idempotencyKey);
    expect(stored?.id).toBe(id);
    const shortLink = buildPath('estateDetailShort', 'en', { estateId });
    expect(stored?.payload).toMatchObject({
      estate: { id: estateId, title: null, path: shortLink },
    });
    const mail = await waitForMail(smtp, (received) => received.raw.includes(`Hanging ${mode}`));
    expect(mail.raw).toContain(`#${estateId}`);
    expect(mail.raw).toContain(shortLink);
  });
});
