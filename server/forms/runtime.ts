import { join, resolve } from 'node:path';
import type { ContentService } from '../../src/content-service/index.ts';
import type { MailSettings } from '../mail/compose.ts';
import { createMailer, type Mailer } from '../mail/transport.ts';
import { openFormsDatabase } from './database.ts';
import { mailDelivery } from './delivery.ts';
import type { FormContentService, FormServices } from './handlers.ts';
import { Outbox, type OutboxStats, type OutboxWorker } from './outbox.ts';
import { RateLimiter } from './rate-limit.ts';
import { SubscriptionStore } from './subscriptions.ts';

/** Settings of the forms, from the environment. */
export type FormsConfig = {
  /** DATA_DIR (default `data`). */
  dataDir: string;
  /** FORMS_DB, default DATA_DIR/forms.sqlite: the outbox and the subscriptions. */
  databasePath: string;
  /** DATA_DIR/mail: where the embedded sink files messages. */
  mailDir: string;
  /** SMTP_URL; unset → the embedded sink. */
  smtpUrl: string | undefined;
  /** SITE_URL: the public address used in the mails' links. */
  siteUrl: string;
  /** AGENCY_NAME / AGENCY_EMAIL override the site settings' agency as the sender. */
  agency: { name?: string; email?: string };
  /** MAIL_COPY_BOOKINGS=1: blind copy of appointment and reservation mails to the agency. */
  copyAgencyOnBookings: boolean;
};

/** Reads the forms' settings (DATA_DIR, FORMS_DB, SMTP_URL, SITE_URL, AGENCY_*, MAIL_COPY_BOOKINGS). */
export function formsConfig(env: Record<string, string | undefined> = process.env): FormsConfig {
  const dataDir = resolve(env.DATA_DIR || 'data');
  return {
    dataDir,
    databasePath: env.FORMS_DB || join(dataDir, 'forms.sqlite'),
    mailDir: join(dataDir, 'mail'),
    smtpUrl: env.SMTP_URL || undefined,
    siteUrl: env.SITE_URL || 'http://localhost:4321',
    agency: {
      ...(env.AGENCY_NAME ? { name: env.AGENCY_NAME } : {}),
      ...(env.AGENCY_EMAIL ? { email: env.AGENCY_EMAIL } : {}),
    },
    copyAgencyOnBookings: env.MAIL_COPY_BOOKINGS === '1' || env.MAIL_COPY_BOOKINGS === 'true',
  };
}

export type FormsRuntime = {
  /** Pass `{ ...services, clientIp }` to a handler. */
  services: FormServices;
  mailer: Mailer;
  worker: OutboxWorker;
  /** For a health endpoint: the outbox counts and where mail goes. */
  health: () => { outbox: OutboxStats; mail: string };
  close: () => Promise<void>;
};

/**
 * Opens the forms' database, starts the mailer (SMTP_URL or the embedded sink) and the outbox
 * worker, which at once delivers whatever an earlier run accepted but did not deliver.
 * The agency (the sender of every mail) is the site settings' unless AGENCY_NAME/EMAIL say
 * otherwise; it is read from the content service when the first mail is due.
 */
export async function startForms(options: {
  config: FormsConfig;
  contentService: FormContentService & Pick<ContentService, 'site'>;
}): Promise<FormsRuntime> {
  const { config, contentService } = options;
  const settingsWith = (agency: { name: string; email: string }): MailSettings => ({
    siteUrl: config.siteUrl,
    agency: { name: agency.name, email: agency.email },
    copyAgencyOnBookings: config.copyAgencyOnBookings,
  });
  const { name, email } = config.agency;
  // The site settings' agency is asked for when a mail is due, not before the server may start:
  // a content service that is down or hangs then delays mail (kept in the outbox), not the site.
  let known: MailSettings | undefined = name && email ? settingsWith({ name, email }) : undefined;
  const settings = async (): Promise<MailSettings> => {
    known ??= settingsWith({ ...(await contentService.site()).agency, ...config.agency });
    return known;
  };
  void settings().catch(() => undefined);
  const db = openFormsDatabase(config.databasePath);
  const outbox = new Outbox(db);
  const subscriptions = new SubscriptionStore(db);
  const mailer = await createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir });
  const worker = outbox.startWorker(mailDelivery(mailer, settings));
  return {
    services: { outbox, subscriptions, contentService, rateLimiter: new RateLimiter() },
    mailer,
    worker,
    health: () => ({ outbox: outbox.stats(), mail: mailer.target }),
    async close() {
      await outbox.close();
      await mailer.close();
      db.close();
    },
  };
}
