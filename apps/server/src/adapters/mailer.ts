/**
 * E-mail adapter. Every message is recorded in the outbox table (the admin area and the tests read it). The local
 * adapter stops there (status `local`); the SMTP adapter also delivers through nodemailer and records the outcome.
 */
import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { ID_PREFIX, newId } from '../lib/ids.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Which template produced it (verify, reset, …), for the outbox viewer and tests. */
  template: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function localMailer(db: Db): Mailer {
  return {
    async send(mail) {
      await db.insert(outbox).values({ id: newId(ID_PREFIX.outbox), channel: 'email', recipient: mail.to, subject: mail.subject, body: mail.text, template: mail.template, status: 'local' });
    },
  };
}

/** Minimal transport surface we use, so tests can hand in nodemailer's own stream transport. */
export interface SmtpTransport {
  sendMail(opts: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export function smtpMailer(db: Db, from: string, transport: SmtpTransport): Mailer {
  return {
    async send(mail) {
      const id = newId(ID_PREFIX.outbox);
      await db.insert(outbox).values({ id, channel: 'email', recipient: mail.to, subject: mail.subject, body: mail.text, template: mail.template, status: 'queued' });
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        await db.update(outbox).set({ status: 'sent', attempts: 1, sentDate: new Date() }).where(eq(outbox.id, id));
      } catch (err) {
        await db.update(outbox).set({ status: 'failed', attempts: 1, error: err instanceof Error ? err.message : String(err) }).where(eq(outbox.id, id));
      }
    },
  };
}

export function smtpTransportFromUrl(url: string): SmtpTransport {
  return nodemailer.createTransport(url);
}
