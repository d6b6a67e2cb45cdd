/**
 * Admin broadcasts against the real app, database, job queue and WebSocket: the one shared list row seen by the
 * users of its languages, the live toast to those online, the fan-out of pushes to every matching device in
 * chunks (a re-run writes nothing twice), and the delivery progress.
 */
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RealtimeServerFrame } from '@wheeldeal/contract';
import { broadcasts, notifications, pushOutbox, pushTokens } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, drainJobs, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { clientFor, createLoggedInUser, USER } from '../../../test/support/factories.ts';
import { jpeg } from '../../../test/fixtures/media.ts';
import { upload } from '../../../test/fixtures/multipart.ts';
import { fanOutBroadcast } from '../notifications/broadcast.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createLoggedInUser(t, { ...USER.admin, addedDate: new Date(t.clock.now().getTime() - 86_400_000) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

const joined = { addedDate: new Date(Date.now() - 86_400_000) };
const send = (fields: Record<string, string>, file?: Buffer) => upload(t, 'admin/broadcast_add', admin.token, fields, file ? { filename: 'news.jpg', contentType: 'image/jpeg', data: file } : undefined);

async function device(userId: string | null, language: string | null = null) {
  await t.deps.db.insert(pushTokens).values({ id: newId('ptk'), userId, deviceToken: `https://push.example/${newId('d')}`, language });
}

const outboxOf = async (notificationId: string) =>
  (await t.deps.db.select({ token: pushOutbox.pushTokenId, batch: pushOutbox.batch }).from(pushOutbox).where(eq(pushOutbox.notificationId, notificationId))).length;

async function pushJobs(broadcastId: string): Promise<string[]> {
  const { rows } = await t.deps.pool.query<{ batch: string }>(`select data->>'batch' as batch from pgboss.job where name = 'push-send' and data->>'batch' like $1 order by 1`, [`bct:${broadcastId}:%`]);
  return rows.map((r) => r.batch);
}

async function listRow(u: TestUser, broadcastId: string) {
  const res = await clientFor(t, u).post('noti_messages/all_notis', {});
  return res.status === 200 ? res.json.find((n: { id: string; title: string }) => n.id === broadcastId) : undefined;
}

describe('POST admin/broadcast_add', () => {
  it('writes one broadcast and one shared list row that the users of its languages see, with its picture', async () => {
    const german = await createLoggedInUser(t, { language: 'de', ...joined });
    const english = await createLoggedInUser(t, { language: 'en', ...joined });
    const res = await send({ title: 'Winterreifen-Woche', message: 'Alle Angebote ansehen', languages: 'de,fr' }, await jpeg(64, 48));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ title: 'Winterreifen-Woche', languages: 'de,fr', status: 'queued', devices: '0' });
    expect(res.json.default_photo.img_path).not.toBe('');

    const rows = await t.deps.db.select().from(notifications).where(eq(notifications.broadcastId, res.json.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: null, flag: 'fe_broadcast', title: 'Winterreifen-Woche' });

    const seen = await listRow(german, rows[0]!.id);
    expect(seen).toMatchObject({ flag: 'fe_broadcast', is_read: '0' });
    expect(seen.default_photo.img_path).toBe(res.json.default_photo.img_path);
    expect(await listRow(english, rows[0]!.id)).toBeUndefined();
  });

  it('shows as a toast on the open window of an online user of its languages, with their unread count', async () => {
    const online = await createLoggedInUser(t, { language: 'ar', ...joined });
    const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/realtime`;
    const ws = new WebSocket(url, { headers: { authorization: `Bearer ${online.token}` } });
    const frames: RealtimeServerFrame[] = [];
    const got = (kind: string) =>
      new Promise<RealtimeServerFrame>((resolve) => {
        const check = () => {
          const f = frames.find((x) => x.t === kind);
          if (f) resolve(f);
          else setTimeout(check, 20);
        };
        check();
      });
    ws.on('message', (d) => frames.push(JSON.parse(d.toString()) as RealtimeServerFrame));
    await got('hello');

    const res = await send({ title: 'إعلان', message: 'رسالة للجميع', languages: 'ar' });
    const frame = (await got('noti')) as Extract<RealtimeServerFrame, { t: 'noti' }>;
    expect(frame.noti).toMatchObject({ flag: 'fe_broadcast', title: 'إعلان', message: 'رسالة للجميع' });
    expect(frame.blog_noti_unread_count).toBe('1');
    const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.broadcastId, res.json.id));
    expect(frame.noti.id).toBe(row!.id);
    ws.close();
  });

  it('refuses a missing title or an unknown language, and writes nothing', async () => {
    const before = (await t.deps.db.select().from(broadcasts)).length;
    expect((await send({ title: '', message: 'Hello', languages: '' })).status).toBe(400);
    const bad = await send({ title: 'Hello', message: 'Hello', languages: 'de,xx' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('languages');
    expect((await t.deps.db.select().from(broadcasts)).length).toBe(before);
  });
});

describe('the broadcast-fanout job', () => {
  it('queues one push per matching device in push-send chunks, honours choices, and writes nothing twice when run again', async () => {
    // A fresh language keeps the earlier tests' users out of this count.
    const lang = 'tr';
    const a = await createLoggedInUser(t, { language: lang, ...joined });
    const pushOff = await createLoggedInUser(t, { language: lang, ...joined, notificationPrefs: { fe_broadcast: { push: false } } });
    const globalOff = await createLoggedInUser(t, { language: lang, ...joined, notificationSetting: false });
    const other = await createLoggedInUser(t, { language: 'ko', ...joined });
    await device(a.id);
    await device(a.id);
    await device(pushOff.id);
    await device(globalOff.id);
    await device(other.id);
    await device(null, 'ko');
    // 2,100 signed-out devices of the language: more than one chunk.
    await t.deps.db.execute(sql`insert into push_tokens (id, device_token, language)
      select 'ptk_bulk' || g, 'https://push.example/bulk/' || g, ${lang} from generate_series(1, 2100) g`);

    const res = await send({ title: 'Kampanya', message: 'Yeni ilanlar', languages: lang });
    const [noti] = await t.deps.db.select().from(notifications).where(eq(notifications.broadcastId, res.json.id));
    // The fan-out itself (not the queue's drain, which would also run the push-send jobs it queues).
    await fanOutBroadcast(t.deps, res.json.id);

    expect(await outboxOf(noti!.id)).toBe(2 + 2100);
    expect(await pushJobs(res.json.id)).toEqual([`bct:${res.json.id}:0`, `bct:${res.json.id}:1`]);
    const { rows: perBatch } = await t.deps.pool.query(`select batch, count(*)::int as n from push_outbox where notification_id = $1 group by batch order by batch`, [noti!.id]);
    expect(perBatch.map((r) => r.n)).toEqual([2000, 102]);
    const [b] = await t.deps.db.select().from(broadcasts).where(eq(broadcasts.id, res.json.id));
    expect(b).toMatchObject({ status: 'sending', recipients: 3, devices: 2102 });

    // The job again (a retry, a duplicate): nothing more.
    await fanOutBroadcast(t.deps, res.json.id);
    // Even from the start (its totals lost): every device is queued already, no chunk is queued again.
    await t.deps.db.update(broadcasts).set({ status: 'queued' }).where(eq(broadcasts.id, res.json.id));
    await fanOutBroadcast(t.deps, res.json.id);
    expect(await outboxOf(noti!.id)).toBe(2102);
    expect(await pushJobs(res.json.id)).toHaveLength(2);
  });

  it('lists the broadcasts with their progress: sending until every push is pushed or failed, then sent', async () => {
    const res = await send({ title: 'Progress', message: 'Counting', languages: 'th' });
    await device(null, 'th');
    await device(null, 'th');
    await fanOutBroadcast(t.deps, res.json.id);
    const listed = async () => (await clientFor(t, admin).post('admin/broadcasts', {})).json.find((b: { id: string }) => b.id === res.json.id);
    expect(await listed()).toMatchObject({ status: 'sending', devices: '2', pushed: '0' });
    // What the push sender records as it goes.
    await t.deps.db.update(broadcasts).set({ pushed: 1, failed: 1 }).where(eq(broadcasts.id, res.json.id));
    expect(await listed()).toMatchObject({ status: 'sent', pushed: '1', failed: '1' });
  });

  it('marks a broadcast without devices sent at once', async () => {
    const res = await send({ title: 'Nobody', message: 'Anyone there?', languages: 'ms' });
    await drainJobs(t);
    const [b] = await t.deps.db.select().from(broadcasts).where(eq(broadcasts.id, res.json.id));
    expect(b).toMatchObject({ status: 'sent', devices: 0 });
    expect(b!.finishedDate).not.toBeNull();
  });
});

describe('a fan-out that dies halfway', () => {
  it('leaves nothing behind, and its retry queues every push once', async () => {
    // Queuing the first chunk's job fails after the devices' outbox rows were written, as a worker dying mid
    // fan-out would: a trigger refuses push-send jobs until it is dropped.
    await t.deps.pool.query(`create or replace function wd_test_refuse_push_send() returns trigger language plpgsql as $$
      begin raise exception 'simulated crash before push-send'; end $$`);
    await t.deps.pool.query(`create trigger wd_test_refuse_push_send before insert on pgboss.job for each row
      when (new.name = 'push-send') execute function wd_test_refuse_push_send()`);
    try {
      await device(null, 'it');
      const res = await send({ title: 'Ciao', message: 'Tutti', languages: 'it' });
      expect(res.status).toBe(200);
      await expect(fanOutBroadcast(t.deps, res.json.id)).rejects.toThrow(/pgboss/);
      const [noti] = await t.deps.db.select().from(notifications).where(eq(notifications.broadcastId, res.json.id));
      expect(await outboxOf(noti!.id)).toBe(0);
      expect((await t.deps.db.select().from(broadcasts).where(eq(broadcasts.id, res.json.id)))[0]!.status).toBe('queued');

      await t.deps.pool.query('drop trigger wd_test_refuse_push_send on pgboss.job');
      await fanOutBroadcast(t.deps, res.json.id);
      await fanOutBroadcast(t.deps, res.json.id);
      expect(await outboxOf(noti!.id)).toBe(1);
      expect(await pushJobs(res.json.id)).toHaveLength(1);
    } finally {
      await t.deps.pool.query('drop trigger if exists wd_test_refuse_push_send on pgboss.job');
      await t.deps.pool.query('drop function if exists wd_test_refuse_push_send()');
    }
  });
});
