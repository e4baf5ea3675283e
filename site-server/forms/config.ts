import { join, resolve } from 'node:path';
import { minimumFillMs } from './bot-check.ts';

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
  /**
   * FORMS_MIN_FILL_MS: how long a form must have been shown before a post counts as a
   * person's (3000 by default; a whole number of milliseconds, anything else keeps it).
   */
  minFillMs: number;
};

/**
 * Reads the forms' settings (DATA_DIR, FORMS_DB, SMTP_URL, SITE_URL, AGENCY_*,
 * MAIL_COPY_BOOKINGS, FORMS_MIN_FILL_MS).
 */
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
    minFillMs: /^\d{1,6}$/.test(env.FORMS_MIN_FILL_MS ?? '')
      ? Number(env.FORMS_MIN_FILL_MS)
      : minimumFillMs,
  };
}
