import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect } from '@playwright/test';
import { leafParts, parseMime, type MimePart } from '../service/forms-smtp-harness.ts';

/*
 * The mails the product sent during an e2e run: without SMTP_URL the site server's embedded
 * SMTP sink files every message as an .eml file under DATA_DIR/mail (site-server/mail/sink.ts), so
 * a test reads what a mail program would show.
 */

/** The e2e run's data directory (playwright.config.ts passes it to the product as DATA_DIR). */
export const e2eDataDir = resolve(process.env.E2E_DATA_DIR ?? 'data/e2e');

/** Where the embedded sink files the mails. */
export const mailDir = join(e2eDataDir, 'mail');

export type SunkMail = {
  file: string;
  subject: string;
  to: string;
  replyTo: string;
  /** The decoded text/plain part, with \n line ends. */
  text: string;
  /** The decoded text/html part. */
  html: string;
  mime: MimePart;
};

const header = (mime: MimePart, name: string) => mime.headers.get(name) ?? '';

const partOf = (mime: MimePart, type: string) =>
  leafParts(mime)
    .find((part) => part.type === type)
    ?.body.replace(/\r\n/g, '\n') ?? '';

/** Every mail filed so far (an unreadable or half-written file is skipped). */
export async function readMails(): Promise<SunkMail[]> {
  const files = await readdir(mailDir).catch(() => [] as string[]);
  const mails: SunkMail[] = [];
  for (const file of files.filter((name) => name.endsWith('.eml') && !name.startsWith('.'))) {
    const raw = await readFile(join(mailDir, file), 'utf8').catch(() => null);
    if (raw === null) continue;
    const mime = parseMime(raw);
    mails.push({
      file,
      subject: header(mime, 'subject'),
      to: header(mime, 'to'),
      replyTo: header(mime, 'reply-to'),
      text: partOf(mime, 'text/plain'),
      html: partOf(mime, 'text/html'),
      mime,
    });
  }
  return mails;
}

/** The mails that mention `marker` (in a header or the text), e.g. a test's unique address. */
export async function mailsWith(marker: string): Promise<SunkMail[]> {
  return (await readMails()).filter(
    (mail) =>
      mail.to.includes(marker) ||
      mail.replyTo.includes(marker) ||
      mail.subject.includes(marker) ||
      mail.text.includes(marker),
  );
}

/**
 * How many submissions mentioning `marker` the site server's outbox (DATA_DIR/forms.sqlite)
 * still has to deliver: every mail a form sends goes through it. A mail scheduled for later (a
 * viewing's reminder, due the day before) is not due yet, so it is not waited for.
 */
function undelivered(marker: string): number {
  const db = new DatabaseSync(join(e2eDataDir, 'forms.sqlite'), { readOnly: true });
  try {
    const row = db
      .prepare(
        "SELECT count(*) AS n FROM outbox WHERE status = 'pending' AND created_at <= ? AND instr(payload, ?) > 0",
      )
      .get(Date.now(), marker) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

/**
 * Waits until the outbox has delivered every submission that mentions `marker`, then checks
 * that exactly `count` mails mention it: a duplicate would be a submission of its own, so
 * nothing more can follow once none is left to deliver.
 */
export async function expectMails(marker: string, count: number): Promise<SunkMail[]> {
  await expect
    .poll(
      async () => ({ undelivered: undelivered(marker), mails: (await mailsWith(marker)).length }),
      { timeout: 30_000, intervals: [100, 250] },
    )
    .toEqual({ undelivered: 0, mails: count });
  return mailsWith(marker);
}

/** The first link of a mail's text whose path starts with `pathPrefix`, as a path. */
export function linkIn(mail: SunkMail, pathPrefix: string): string {
  const url = [...mail.text.matchAll(/https?:\/\/[^\s)>\]]+/g)]
    .map((match) => new URL(match[0]))
    .find((candidate) => candidate.pathname.startsWith(pathPrefix));
  if (!url) throw new Error(`no link to ${pathPrefix} in the mail "${mail.subject}"`);
  return url.pathname + url.search;
}
