/**
 * The Web Push adapter through the real `web-push` package against a local push service that checks VAPID and
 * decrypts like a browser (test/support/push-endpoint.ts): what it sends arrives readable, signed by the pair every
 * process shares, and each answer of the push service becomes the outcome the push-send job acts on.
 */
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { appSettings } from '../db/schema.ts';
import { freshDatabase, type TestDatabase } from '../../test/support/db.ts';
import { startPushEndpoint, type PushEndpoint } from '../../test/support/push-endpoint.ts';
import { outcomeOf, pushFromConfig, storedVapidKeys, VAPID_SETTING_KEY, webPushSender, type PushSender } from './push.ts';

let db: TestDatabase;
let peer: PushEndpoint;
let sender: PushSender;
const config = loadConfig({ NODE_ENV: 'test', MAIL_FROM: 'Wheeldeal <alerts@wheeldeal.test>' });
const opts = { ttlSeconds: 3600, urgency: 'high' as const };

beforeAll(async () => {
  db = await freshDatabase();
  peer = await startPushEndpoint();
  sender = webPushSender(db.db, config.push, { agent: peer.agent, timeoutMs: 2_000 });
});
afterAll(async () => {
  await peer?.close();
  await db?.close();
});

describe('webPushSender', () => {
  it('delivers an encrypted, VAPID-signed message the browser decrypts to the exact text', async () => {
    const sub = peer.makeSubscription();
    const text = JSON.stringify({ noti: { title: 'Ünïcode ✓ 你好', message: 'x'.repeat(2000) } });
    const r = await sender.send(sub, text, { ...opts, topic: 'chat-abc' });
    expect(r).toEqual({ status: 'sent', statusCode: 201 });
    const [got] = peer.received(sub);
    expect(got).toMatchObject({ plaintext: text, ttl: 3600, urgency: 'high', topic: 'chat-abc', vapidKey: await sender.publicKey() });
    expect(got!.claims).toMatchObject({ aud: peer.origin, sub: 'mailto:alerts@wheeldeal.test' });
    expect(peer.refused).toEqual([]);
  });

  it('turns each answer of the push service into an outcome', async () => {
    const cases: [number, string][] = [
      [410, 'gone'],
      [404, 'gone'],
      [429, 'retry'],
      [500, 'retry'],
      [503, 'retry'],
      [400, 'failed'],
      [403, 'failed'],
      [413, 'failed'],
    ];
    for (const [status, outcome] of cases) {
      const sub = peer.makeSubscription();
      peer.answer(sub, status);
      expect(await sender.send(sub, 'hello', opts), String(status)).toEqual({ status: outcome, statusCode: status });
      expect(peer.received(sub)).toEqual([]);
    }
    expect(outcomeOf(202)).toBe('sent');
  });

  it('asks to try again later when the push service cannot be reached', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const sub = { ...peer.makeSubscription(), endpoint: `https://127.0.0.1:${port}/push/nobody` };
    expect(await sender.send(sub, 'hello', opts)).toEqual({ status: 'retry', statusCode: 0 });
  });

  it('reports a subscription whose key is not a curve point as failed, not as worth retrying', async () => {
    const sub = peer.makeSubscription();
    const bad = { ...sub, keys: { ...sub.keys, p256dh: 'B' + 'A'.repeat(86) } };
    expect(await sender.send(bad, 'hello', opts)).toEqual({ status: 'failed', statusCode: 0 });
  });
});

describe('the VAPID key pair', () => {
  it('is generated once and shared: processes starting together all sign with the stored pair', async () => {
    const pairs = await Promise.all(Array.from({ length: 6 }, () => storedVapidKeys(db.db)));
    expect(new Set(pairs.map((p) => p.publicKey)).size).toBe(1);
    const [row] = await db.db.select().from(appSettings).where(eq(appSettings.key, VAPID_SETTING_KEY));
    expect(row!.value).toEqual(pairs[0]);
    expect(await sender.publicKey()).toBe(pairs[0]!.publicKey);
    expect(await webPushSender(db.db, config.push).publicKey()).toBe(pairs[0]!.publicKey);
  });

  it('comes from the environment when set, and nothing is stored for it', async () => {
    const other = await freshDatabase();
    try {
      const env = loadConfig({
        NODE_ENV: 'test',
        VAPID_PUBLIC_KEY: 'BNbxGYNMhEIi9zrneh7mqV4EuanjLUEsxVwYl3iCKq1AqFPOrmVQ8F8iq5oT7k4f0IuDz6MjbwLZ3I1m-8pgeFY',
        VAPID_PRIVATE_KEY: 'mx3IP7i6cPTl2iuKR6uQ0MmXbYbD8VQ8ZCdxFyo2wWE',
        VAPID_SUBJECT: 'https://wheeldeal.test/contact',
      });
      const s = pushFromConfig(other.db, env, { agent: peer.agent });
      expect(await s.publicKey()).toBe(env.push.vapidPublicKey);
      expect(await other.db.select().from(appSettings).where(eq(appSettings.key, VAPID_SETTING_KEY))).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('refuses half a pair or a malformed key at boot', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'BNbxGYNMhEIi9zrneh7mqV4EuanjLUEsxVwYl3iCKq1AqFPOrmVQ8F8iq5oT7k4f0IuDz6MjbwLZ3I1m-8pgeFY' })).toThrow(
      /set both or neither/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'ftp://example.com' })).toThrow(/VAPID_SUBJECT/);
  });

  it('is not published when push is off', async () => {
    expect(await pushFromConfig(db.db, loadConfig({ PUSH_ADAPTER: 'off' })).publicKey()).toBe('');
  });
});
