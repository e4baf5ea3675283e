import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { handleContact } from '../../site-server/forms/handlers.ts';
import { formsConfig, startForms, type FormsRuntime } from '../../site-server/forms/runtime.ts';
import { startTestSmtp, type TestSmtp } from './forms-smtp-harness.ts';
import { formMeta, waitForMail } from './site-ajax-harness.ts';

/*
 * The forms start, and take messages, while the content service has not yet said who the
 * agency is (down, or hanging): the sender is asked for when the first mail is due, and that
 * mail goes once the service answers.
 */

let smtp: TestSmtp;
let dataDir: string;
let forms: FormsRuntime;
let answerSite: (site: { agency: { name: string; email: string } }) => void = () => {};
let siteCalls = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
  dataDir = await mkdtemp(join(tmpdir(), 'forms-start-'));
  const agency = new Promise<{ agency: { name: string; email: string } }>((resolve) => {
    answerSite = resolve;
  });
  const contentService = {
    site: () => {
      siteCalls += 1;
      return agency;
    },
  };
  forms = await startForms({
    config: formsConfig({
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SITE_URL: 'http://127.0.0.1:4321',
    }),
    contentService: contentService as unknown as Parameters<typeof startForms>[0]['contentService'],
  });
});

afterAll(async () => {
  await forms?.close();
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('accepts a message before the agency is known and mails it from the agency once it is', async () => {
  expect(siteCalls).toBeGreaterThan(0);
  const result = await handleContact(
    {
      ...formMeta(),
      name: 'Jan Peeters',
      email: 'jan.peeters@example.be',
      message: 'Bel me terug, aub.',
    },
    { ...forms.parts, clientIp: '127.0.0.1' },
  );
  expect(result.status).toBe(202);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(smtp.received).toHaveLength(0);
  expect(forms.health().outbox.pending).toBe(1);

  answerSite({ agency: { name: 'Immo Kempen', email: 'info@immo-kempen.be' } });
  const mail = await waitForMail(smtp, (received) => received.to.includes('info@immo-kempen.be'));
  expect(mail.raw).toContain('Bel me terug, aub.');
  expect(mail.from).toBe('info@immo-kempen.be');
});
