import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleContact } from '../../site-server/forms/handlers.ts';
import { formsConfig, startForms } from '../../site-server/forms/runtime.ts';
import { startHarness, type Harness } from './service-harness.ts';

let h: Harness;
let dataDir: string;

beforeAll(async () => {
  h = await startHarness(40);
  dataDir = await mkdtemp(join(tmpdir(), 'forms-runtime-'));
});

afterAll(async () => {
  await h.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('formsConfig', () => {
  it('reads DATA_DIR, SMTP_URL and SITE_URL, with the embedded defaults', () => {
    const config = formsConfig({ DATA_DIR: '/srv/site', SITE_URL: 'https://www.example.be' });
    expect(config).toMatchObject({
      dataDir: '/srv/site',
      databasePath: '/srv/site/forms.sqlite',
      mailDir: '/srv/site/mail',
      smtpUrl: undefined,
      siteUrl: 'https://www.example.be',
      copyAgencyOnBookings: false,
    });
    expect(formsConfig({ SMTP_URL: 'smtp://mail:587', FORMS_DB: '/tmp/f.sqlite' })).toMatchObject({
      smtpUrl: 'smtp://mail:587',
      databasePath: '/tmp/f.sqlite',
    });
  });

  it('reads the least time a form must be shown before a post counts, keeping 3 s otherwise', () => {
    expect(formsConfig({}).minFillMs).toBe(3000);
    expect(formsConfig({ FORMS_MIN_FILL_MS: '500' }).minFillMs).toBe(500);
    expect(formsConfig({ FORMS_MIN_FILL_MS: '0' }).minFillMs).toBe(0);
    for (const bad of ['-1', '2.5', 'soon', '', '99999999']) {
      expect([bad, formsConfig({ FORMS_MIN_FILL_MS: bad }).minFillMs]).toEqual([bad, 3000]);
    }
  });
});

describe('startForms without SMTP_URL', () => {
  it('accepts a form and files its mail under DATA_DIR/mail, from the site agency', async () => {
    const config = formsConfig({ DATA_DIR: dataDir, SITE_URL: 'https://www.immo-example.be' });
    const forms = await startForms({ config, contentService: h.api });
    try {
      const result = await handleContact(
        {
          locale: 'en',
          startedAt: Date.now() - 10_000,
          idempotencyKey: crypto.randomUUID(),
          name: 'Jan',
          email: 'jan@example.be',
          message: 'Hello',
        },
        { ...forms.parts, clientIp: '127.0.0.1' },
      );
      expect(result.status).toBe(202);
      const files = await waitFor(async () => {
        const names = (await readdir(config.mailDir).catch(() => [])).filter((name) =>
          name.endsWith('.eml'),
        );
        return names.length > 0 ? names : undefined;
      });
      const eml = await readFile(join(config.mailDir, files[0]!), 'utf8');
      const agency = h.data.site.agency;
      expect(eml).toContain(`To: ${agency.email}`);
      expect(eml).toContain('Subject: Contact form: Jan');
      await waitFor(async () => (forms.health().outbox.delivered === 1 ? true : undefined));
      expect(forms.health()).toMatchObject({
        outbox: { pending: 0, delivered: 1, failed: 0 },
        mail: expect.stringContaining(config.mailDir),
      });
    } finally {
      await forms.close();
    }
  });
});
