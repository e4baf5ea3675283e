import type { ContentService } from '../../src/content-service/index.ts';
import { formsConfig, type FormsConfig } from './config.ts';
import { mailTranslations } from './mail-translations.ts';
import type { MailSettings } from '../mail/compose.ts';
import { createMailer, type Mailer } from '../mail/transport.ts';
import { openFormsDatabase } from './database.ts';
import { mailDelivery } from './delivery.ts';
import type { FormContentService, FormParts } from './handlers.ts';
import { Outbox, type OutboxStats, type OutboxWorker } from './outbox.ts';
import { RateLimiter } from './rate-limit.ts';
import { SubscriptionStore } from './subscriptions.ts';

export { formsConfig, type FormsConfig };

export type FormsRuntime = {
  /** Pass `{ ...parts, clientIp }` to a handler. */
  parts: FormParts;
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
  contentService: FormContentService &
    Pick<ContentService, 'site'> &
    Partial<Pick<ContentService, 'translations'>>;
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
  const agencyTexts = mailTranslations(contentService);
  const settings = async (): Promise<MailSettings> => {
    known ??= settingsWith({ ...(await contentService.site()).agency, ...config.agency });
    return { ...known, translations: await agencyTexts() };
  };
  void settings().catch(() => undefined);
  const db = openFormsDatabase(config.databasePath);
  const outbox = new Outbox(db);
  const subscriptions = new SubscriptionStore(db);
  const mailer = await createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir });
  const worker = outbox.startWorker(
    mailDelivery(mailer, settings, { appointments: contentService }),
  );
  return {
    parts: {
      outbox,
      subscriptions,
      contentService,
      rateLimiter: new RateLimiter(),
      minFillMs: config.minFillMs,
    },
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
