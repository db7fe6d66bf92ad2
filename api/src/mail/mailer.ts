import nodemailer from 'nodemailer';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** 'sent' went out through SMTP; 'queued' waits in mail_outbox (no SMTP, or SMTP failed). */
export type MailOutcome = 'sent' | 'queued';

export interface Mailer {
  send(message: MailMessage): Promise<MailOutcome>;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  log: { info(msg: string): void; error(obj: unknown, msg: string): void };
}

async function queue(db: Db, message: MailMessage, error: string | null): Promise<number> {
  const row = await kysely(db)
    .insertInto('mailOutbox')
    .values({ recipient: message.to, subject: message.subject, body: message.text, attempts: error === null ? 0 : 1, lastError: error })
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? 0;
}

/**
 * Outgoing mail is never silently dropped: with SMTP_URL it goes through SMTP, and a failure keeps it in
 * mail_outbox with the error; without SMTP it is kept in mail_outbox and the log says so (without the
 * body, which may carry a temporary password or a reset link).
 */
export function createMailer(db: Db, options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      if (transport) {
        try {
          await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
          return 'sent';
        } catch (error) {
          const id = await queue(db, message, error instanceof Error ? error.message : String(error));
          options.log.error({ err: error }, `SMTP: письмо для ${message.to} не отправлено, сохранено в mail_outbox #${id}`);
          return 'queued';
        }
      }
      const id = await queue(db, message, null);
      options.log.info(`SMTP_URL не задан: письмо «${message.subject}» для ${message.to} сохранено в mail_outbox #${id}`);
      return 'queued';
    },
  };
}
