/**
 * The SMTP adapter speaks real SMTP (RFC 5321) to a minimal server on loopback; the local adapter only records.
 * Both are idempotent per key (the mail job's id): a job that runs again records and delivers nothing twice.
 */
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localMailer, smtpMailer, smtpTransportFromUrl } from './mailer.ts';
import { outbox } from '../db/schema.ts';
import { freshDatabase, type TestDatabase } from '../../test/support/db.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** Enough of an SMTP server to accept one conversation: greeting, EHLO, MAIL, RCPT, DATA, QUIT. */
function smtpServer(opts: { rejectRcpt?: boolean } = {}) {
  const received: Received[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test.local ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let idx: number;
      while ((idx = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 2.0.0 queued');
          } else current.data += line.replace(/^\.\./, '.') + '\n';
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') reply('250 test.local');
        else if (cmd === 'MAIL') {
          current.from = line;
          reply('250 2.1.0 ok');
        } else if (cmd === 'RCPT') {
          if (opts.rejectRcpt) reply('550 5.1.1 no such user');
          else {
            current.to.push(line);
            reply('250 2.1.5 ok');
          }
        } else if (cmd === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (cmd === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else if (cmd === 'RSET' || cmd === 'NOOP') reply('250 ok');
        else reply('502 5.5.2 not implemented');
      }
    });
  });
  return new Promise<{ port: number; received: Received[]; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      resolve({ port, received, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => db.close());

describe('e-mail adapters', () => {
  it('the SMTP adapter delivers over SMTP and records "sent" in the outbox', async () => {
    const server = await smtpServer();
    try {
      const mailer = smtpMailer(db.db, 'Wheeldeal <no-reply@wheeldeal.local>', smtpTransportFromUrl(`smtp://127.0.0.1:${server.port}?ignoreTLS=true`));
      await mailer.send({ to: 'driver@example.com', subject: 'Your code', text: 'Your code is 123456.', template: 'verify' });
      expect(server.received).toHaveLength(1);
      expect(server.received[0]!.from).toContain('no-reply@wheeldeal.local');
      expect(server.received[0]!.to[0]).toContain('driver@example.com');
      expect(server.received[0]!.data).toContain('Subject: Your code');
      expect(server.received[0]!.data).toContain('Your code is 123456.');
      const [row] = await db.db.select().from(outbox).where(eq(outbox.recipient, 'driver@example.com'));
      expect(row?.status).toBe('sent');
      expect(row?.sentDate).toBeTruthy();
    } finally {
      await server.close();
    }
  });

  it('records a refused delivery as "failed" with the reason, keeping the message', async () => {
    const server = await smtpServer({ rejectRcpt: true });
    try {
      const mailer = smtpMailer(db.db, 'no-reply@wheeldeal.local', smtpTransportFromUrl(`smtp://127.0.0.1:${server.port}?ignoreTLS=true`));
      await mailer.send({ to: 'nobody@example.com', subject: 'Hi', text: 'Body', template: 'test' });
      const [row] = await db.db.select().from(outbox).where(eq(outbox.recipient, 'nobody@example.com'));
      expect(row?.status).toBe('failed');
      expect(row?.error).toMatch(/550|no such user/i);
      expect(row?.body).toBe('Body');
    } finally {
      await server.close();
    }
  });

  it('delivers once per key: a second send with the same key (a job run again) finds the row and stops', async () => {
    const server = await smtpServer();
    try {
      const mailer = smtpMailer(db.db, 'no-reply@wheeldeal.local', smtpTransportFromUrl(`smtp://127.0.0.1:${server.port}?ignoreTLS=true`));
      const mail = { to: 'once@example.com', subject: 'Once', text: 'Only once.', template: 'test' };
      await mailer.send(mail, { key: 'job-1' });
      await mailer.send(mail, { key: 'job-1' });
      expect(server.received).toHaveLength(1);
      expect(server.received[0]!.data).toContain('Message-ID: <obx_job-1@wheeldeal>');
      const rows = await db.db.select().from(outbox).where(eq(outbox.recipient, 'once@example.com'));
      expect(rows).toMatchObject([{ id: 'obx_job-1', status: 'sent', attempts: 1 }]);
    } finally {
      await server.close();
    }
  });

  it('keeps the message queued and throws when the server cannot be reached, so the job is retried', async () => {
    const server = await smtpServer();
    const port = server.port;
    await server.close();
    const mailer = smtpMailer(db.db, 'no-reply@wheeldeal.local', smtpTransportFromUrl(`smtp://127.0.0.1:${port}?ignoreTLS=true`));
    await expect(mailer.send({ to: 'later@example.com', subject: 'S', text: 'T', template: 'test' }, { key: 'job-2' })).rejects.toThrow();
    const [row] = await db.db.select().from(outbox).where(eq(outbox.id, 'obx_job-2'));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.error).not.toBe('');
  });

  it('the local adapter records one row per key', async () => {
    const mailer = localMailer(db.db);
    await mailer.send({ to: 'local-key@example.com', subject: 'S', text: 'T', template: 'verify' }, { key: 'job-3' });
    await mailer.send({ to: 'local-key@example.com', subject: 'S', text: 'T', template: 'verify' }, { key: 'job-3' });
    expect(await db.db.select().from(outbox).where(eq(outbox.recipient, 'local-key@example.com'))).toHaveLength(1);
  });

  it('the local adapter only records the message', async () => {
    await localMailer(db.db).send({ to: 'local@example.com', subject: 'S', text: 'T', template: 'verify' });
    const [row] = await db.db.select().from(outbox).where(eq(outbox.recipient, 'local@example.com'));
    expect(row?.status).toBe('local');
  });
});
