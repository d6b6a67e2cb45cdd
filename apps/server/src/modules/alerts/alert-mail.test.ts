/** The alert e-mail as it leaves through SMTP: its List-Unsubscribe and List-Unsubscribe-Post header fields
 * (RFC 8058) are real header fields of the message, and the outbox keeps them above the text. */
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { smtpMailer, type SmtpTransport } from '../../adapters/mailer.ts';
import { outbox } from '../../db/schema.ts';
import { freshDatabase, type TestDatabase } from '../../../test/support/db.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => db.close());

it('sends the one-click unsubscribe header fields with the message, and records them in the outbox', async () => {
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const raw: string[] = [];
  const transport: SmtpTransport = {
    async sendMail(opts) {
      const info = (await stream.sendMail(opts)) as { message: Buffer };
      raw.push(info.message.toString('utf8'));
      return info;
    },
  };
  const link = 'https://wheeldeal.test/api/alerts/unsubscribe/s.srch_abc.0123456789abcdef0123456789abcdef';
  const headers = { 'List-Unsubscribe': `<${link}>, <mailto:no-reply@wheeldeal.test?subject=unsubscribe>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  await smtpMailer(db.db, 'Wheeldeal <no-reply@wheeldeal.test>', transport).send(
    { to: 'fan@example.com', subject: 'New Toyota listing', text: 'Hello', template: 'alert_make', headers },
    { key: 'job-1' },
  );
  expect(raw).toHaveLength(1);
  // Header fields as a reader sees them: long ones are folded onto continuation lines (RFC 5322 §2.2.3).
  const head = raw[0]!.split('\n\n')[0]!.replace(/\n[ \t]+/g, ' ');
  expect(head).toContain(`List-Unsubscribe: <${link}>,`);
  expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const [row] = await db.db.select().from(outbox).where(eq(outbox.recipient, 'fan@example.com'));
  expect(row!.body).toBe(`List-Unsubscribe: ${headers['List-Unsubscribe']}\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\n\nHello`);
  expect(row!.status).toBe('sent');
});
