/*
 * A site-server outbox worker in its own process, for the crash tests (forms-crash.test.ts):
 * `node tests/service/forms-worker-child.ts` with
 *   FORMS_DB   the outbox file,
 *   SMTP_PORT  the test SMTP server on 127.0.0.1,
 *   LEASE_MS   the lease,
 *   CRASH_AFTER_SEND=1  kill itself (SIGKILL) right after the SMTP server accepted a message,
 *                       before the outbox records it: the one window where a resend can happen.
 * It prints "ready" once the worker runs.
 */
import { mailDelivery } from '../../site-server/forms/delivery.ts';
import { Outbox, type Deliver } from '../../site-server/forms/outbox.ts';
import { createMailer } from '../../site-server/mail/transport.ts';

const env = process.env;
const outbox = Outbox.open(env.FORMS_DB ?? '', {
  leaseMs: Number(env.LEASE_MS || 120_000),
  log: () => undefined,
});
const mailer = await createMailer({
  smtpUrl: `smtp://127.0.0.1:${env.SMTP_PORT}`,
  mailDir: '',
});
const deliver = mailDelivery(mailer, {
  siteUrl: 'https://www.immo-example.be',
  agency: { name: 'Immo Example', email: 'info@immo-example.be' },
});
const crashing: Deliver = async (submission, context) => {
  await deliver(submission, context);
  process.kill(process.pid, 'SIGKILL');
};
outbox.startWorker(env.CRASH_AFTER_SEND === '1' ? crashing : deliver, { pollMs: 20 });
// The worker's timers do not hold the process; this does, until the test kills it.
setInterval(() => undefined, 60_000);
process.stdout.write('ready\n');
