/**
 * E-mail adapter. Every message is recorded in the outbox table (the admin area and the tests read it). The local
 * adapter stops there (status `local`); the SMTP adapter also delivers through nodemailer and records the outcome.
 *
 * Requests never call it: they enqueue a `mail` job (modules/jobs) and the job calls `send` with the job id as
 * `key`. The outbox row's id is derived from that key, so a job that runs again (its worker died after sending)
 * finds its row and sends nothing twice.
 */
import nodemailer from 'nodemailer';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { ID_PREFIX, newId } from '../lib/ids.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Which template produced it (verify, reset, …), for the outbox viewer and tests. */
  template: string;
  /** Extra header fields (alerts: List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

export interface SendOptions {
  /** Idempotency key (the job id): one outbox row, and at most one delivery, per key. */
  key?: string;
}

export interface Mailer {
  send(mail: Mail, opts?: SendOptions): Promise<void>;
}

const outboxId = (key: string | undefined) => (key ? `${ID_PREFIX.outbox}_${key}` : newId(ID_PREFIX.outbox));

/** What the outbox keeps of a message: its text, after its extra header fields as a message would carry them
 * (the table has no column of its own for them). */
const outboxBody = (mail: Mail) => {
  const headers = Object.entries(mail.headers ?? {});
  return headers.length ? `${headers.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${mail.text}` : mail.text;
};

export function localMailer(db: Db): Mailer {
  return {
    async send(mail, opts = {}) {
      await db
        .insert(outbox)
        .values({ id: outboxId(opts.key), channel: 'email', recipient: mail.to, subject: mail.subject, body: outboxBody(mail), template: mail.template, status: 'local' })
        .onConflictDoNothing({ target: outbox.id });
    },
  };
}

/** Minimal transport surface we use, so tests can hand in nodemailer's own stream transport. */
export interface SmtpTransport {
  sendMail(opts: { from: string; to: string; subject: string; text: string; messageId?: string; headers?: Record<string, string> }): Promise<unknown>;
}

/** SMTP answers 5xx for what will never succeed (no such mailbox…); anything else is worth a retry. */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: number })?.responseCode;
  return typeof code === 'number' && code >= 500;
};

export function smtpMailer(db: Db, from: string, transport: SmtpTransport): Mailer {
  return {
    async send(mail, opts = {}) {
      const id = outboxId(opts.key);
      await db
        .insert(outbox)
        .values({ id, channel: 'email', recipient: mail.to, subject: mail.subject, body: outboxBody(mail), template: mail.template, status: 'queued' })
        .onConflictDoNothing({ target: outbox.id });
      const [row] = await db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id));
      if (row?.status === 'sent' || row?.status === 'failed') return;
      try {
        // The Message-ID is stable per outbox row, so a receiving server can drop the copy of a retried delivery
        // whose acknowledgement we lost.
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, messageId: `<${id}@wheeldeal>`, ...(mail.headers ? { headers: mail.headers } : {}) });
        await db.update(outbox).set({ status: 'sent', attempts: sql`${outbox.attempts} + 1`, sentDate: new Date(), error: '' }).where(eq(outbox.id, id));
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const permanent = isPermanent(err);
        await db
          .update(outbox)
          .set({ status: permanent ? 'failed' : 'queued', attempts: sql`${outbox.attempts} + 1`, error: message })
          .where(eq(outbox.id, id));
        // A temporary failure fails the job, so the queue retries it later.
        if (!permanent) throw err;
      }
    },
  };
}

export function smtpTransportFromUrl(url: string): SmtpTransport {
  return nodemailer.createTransport(url);
}

/** The adapter the configuration asks for. */
export function mailerFromConfig(db: Db, config: Config): Mailer {
  return config.emailTransport === 'smtp' && config.smtpUrl ? smtpMailer(db, config.mailFrom, smtpTransportFromUrl(config.smtpUrl)) : localMailer(db);
}
