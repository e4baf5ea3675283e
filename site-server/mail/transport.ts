import { createTransport, type SendMailOptions, type SMTPSentMessageInfo } from 'nodemailer';
import { startMailSink, type MailSink } from './sink.ts';

/*
 * Where the site's mail goes: the SMTP server of SMTP_URL (smtp://user:pass@host:587,
 * smtps://host:465), or, when SMTP_URL is unset, the embedded sink that files every message
 * under DATA_DIR/mail/ (sink.ts).
 */

export type SentMail = Pick<
  SMTPSentMessageInfo,
  'messageId' | 'accepted' | 'rejected' | 'response'
>;

export type Mailer = {
  /** Sends one message; rejects when the server did not take it (nodemailer's error). */
  send: (mail: SendMailOptions, options?: { signal?: AbortSignal }) => Promise<SentMail>;
  close: () => Promise<void>;
  /** Where mail goes, for the startup log: the SMTP host or the sink's directory. */
  target: string;
  /** The embedded sink, when there is no SMTP_URL. */
  sink?: MailSink;
};

export type MailerOptions = {
  /** SMTP_URL; unset or empty starts the embedded sink. */
  smtpUrl?: string | undefined;
  /** DATA_DIR/mail: where the sink files messages. */
  mailDir: string;
};

/**
 * Timeouts well inside the outbox's send limit (half its lease), so a hanging server fails the
 * attempt, which is then retried, instead of holding the row.
 */
const timeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** The mailer of the site server, from SMTP_URL or the embedded sink. */
export async function createMailer(options: MailerOptions): Promise<Mailer> {
  const sink = options.smtpUrl ? undefined : await startMailSink({ dir: options.mailDir });
  const transport = sink
    ? createTransport({
        host: sink.host,
        port: sink.port,
        secure: false,
        ignoreTLS: true,
        ...timeouts,
      })
    : createTransport({ url: options.smtpUrl, ...timeouts });
  return {
    send: (mail, { signal } = {}) => transport.sendMail({ ...mail, ...(signal ? { signal } : {}) }),
    async close() {
      transport.close();
      await sink?.close();
    },
    target: sink
      ? `mail sink ${sink.dir} (smtp://${sink.host}:${sink.port})`
      : smtpTarget(options.smtpUrl ?? ''),
    ...(sink ? { sink } : {}),
  };
}

/** The SMTP URL without its credentials, for a log line. */
function smtpTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'SMTP_URL (unparsable)';
  }
}
