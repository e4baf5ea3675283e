import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, header, startTestSmtp, type TestSmtp } from './forms-smtp-harness.ts';
import { startHarness, type Harness } from './service-harness.ts';
import { call, formMeta, startTestSite, waitForMail, type TestSite } from './site-ajax-harness.ts';

/*
 * A form posted while the mail server is down: accepted at once (the outbox holds it), then
 * delivered, once, by the running server as soon as SMTP is back.
 */

let h: Harness;
let site: TestSite;
let smtp: TestSmtp | undefined;
let port: number;

beforeAll(async () => {
  h = await startHarness(40);
  port = await freePort();
  site = await startTestSite({ service: h, smtpUrl: `smtp://127.0.0.1:${port}` });
});

afterAll(async () => {
  await site.close();
  await smtp?.close();
  await h.close();
});

describe('contact form while SMTP is down', () => {
  it('answers 202 at once and delivers the mail once SMTP is up again', async () => {
    const form = { ...formMeta(), name: 'Later', email: 'later@example.be', message: 'Hallo' };
    const response = await call(site, 'POST', '/nl/ajax/contact-form-handler', form);
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    const outbox = site.forms.parts.outbox;

    // The first attempt fails against the closed port; the submission waits for a retry.
    const deadline = Date.now() + 10_000;
    while ((outbox.get(id)?.attempts ?? 0) < 1 || outbox.get(id)?.leaseId) {
      if (Date.now() > deadline) throw new Error('no delivery attempt');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(outbox.get(id)).toMatchObject({ status: 'pending', lastError: expect.any(String) });
    expect((await (await fetch(`${site.url}/health`)).json()).forms.outbox).toMatchObject({
      pending: 1,
      delivered: 0,
    });

    smtp = await startTestSmtp({ port });
    // The first retry comes 5 to 10 s after the failure (site-server/forms/backoff.ts).
    const mail = await waitForMail(smtp, () => true, 15_000);
    expect(header(mail, 'subject')).toBe('Contactformulier: Later');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
    expect(outbox.get(id)).toMatchObject({ status: 'delivered' });
  });
});
