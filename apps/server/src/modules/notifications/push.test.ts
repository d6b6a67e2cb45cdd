/**
 * Web Push end to end: devices register through notis/register, a notification queues its pushes in the
 * transaction that writes it, and the `push-send` job delivers them through the real `web-push` adapter to a local
 * push service that checks VAPID and decrypts each message as a browser would (test/support/push-endpoint.ts).
 * Each device gets each notification once; what the push service answers (410, 500) is acted on.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wireNoti, type WebPushSubscription } from '@wheeldeal/contract';
import { broadcasts, notifications, pushOutbox, pushTokens, users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { translator } from '../../lib/messages.ts';
import { createTestApp, drainJobs, type TestApp } from '../../../test/support/app.ts';
import { createLoggedInUser } from '../../../test/support/factories.ts';
import { startPushEndpoint, type PushEndpoint } from '../../../test/support/push-endpoint.ts';
import { enqueue, JOB_SCHEMA } from '../jobs/index.ts';
import { notifyUser, presentNoti, type Notice } from './index.ts';
import { PUSH_DEVICES_PER_USER, PUSH_PAYLOAD_MAX_BYTES, pushPayload } from './push.service.ts';
import { PUSH_REFUSALS_MAX } from './push.repository.ts';

let t: TestApp;
let peer: PushEndpoint;

beforeAll(async () => {
  peer = await startPushEndpoint();
  t = await createTestApp({}, { pushAgent: peer.agent });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

type User = Awaited<ReturnType<typeof createLoggedInUser>>;

const register = (u: User, sub: WebPushSubscription | string, platform = 'frontend') =>
  t.post('notis/register', { user_id: u.id, platform_name: platform, device_token: typeof sub === 'string' ? sub : JSON.stringify(sub) }, { token: u.token });
const unregister = (u: User, sub: WebPushSubscription | string) =>
  t.post(
    'notis/unregister',
    { user_id: u.id, platform_name: 'frontend', device_token: typeof sub === 'string' ? sub : JSON.stringify(sub) },
    { token: u.token },
  );

const tokensOf = (userId: string) => t.deps.db.select().from(pushTokens).where(eq(pushTokens.userId, userId));
const allTokens = async () => (await t.deps.db.execute(sql`select count(*)::int as n from push_tokens`)).rows[0]!.n as number;

let seq = 0;
/** A follow-style notice to `u` (the kind's defaults push it), each with its own event. */
const notice = (u: User, over: Partial<Notice> = {}): Notice => ({
  userId: u.id,
  flag: 'follow',
  eventKey: `push-test:${++seq}`,
  titleKey: 'notify.review_title',
  messageKey: 'notify.review_body',
  vars: { name: 'Aung', stars: 5 },
  data: { user_id: u.id },
  ...over,
});

/** notifyUser in a transaction of its own, as a service does; answers the notification id. */
async function notify(n: Notice): Promise<string | null> {
  return t.deps.db.transaction((tx) => notifyUser(t.deps, tx, n));
}

/** The pushes one device received, decoded. */
const pushesTo = (sub: WebPushSubscription) => peer.received(sub).map((r) => JSON.parse(r.plaintext) as { noti: Record<string, string> });

const outboxRows = () => t.deps.db.select().from(pushOutbox);

/** Makes the push-send jobs waiting for a retry due now (the queue's clock is the database's). */
const retryNow = () => t.deps.pool.query(`update ${JOB_SCHEMA}.job set start_after = now() where name = 'push-send' and state = 'retry'`);

/** A user with two browsers registered. */
async function userWithTwoDevices() {
  const u = await createLoggedInUser(t);
  const [a, b] = [peer.makeSubscription(), peer.makeSubscription()];
  for (const s of [a, b]) expect((await register(u, s)).status).toBe(200);
  return { u, a, b };
}

beforeEach(() => {
  peer.refused.length = 0;
});

describe('POST notis/register', () => {
  it("stores the browser's subscription by its endpoint, for the caller, in the caller's language", async () => {
    const u = await createLoggedInUser(t);
    const sub = peer.makeSubscription();
    const r = await register(u, sub);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ status: 'success', message: 'Push notifications are on for this device.' });
    const [row] = await tokensOf(u.id);
    expect(row).toMatchObject({
      deviceToken: sub.endpoint,
      platformName: 'frontend',
      language: 'en',
      subscription: { endpoint: sub.endpoint, keys: sub.keys },
    });
    // Registering again (every page load does) keeps one row.
    await register(u, sub);
    expect(await tokensOf(u.id)).toHaveLength(1);
  });

  it("answers in the caller's language", async () => {
    const u = await createLoggedInUser(t);
    const r = await t.post('notis/register', { platform_name: '', device_token: JSON.stringify(peer.makeSubscription()) }, { token: u.token, lang: 'de' });
    expect(r.json.message).toBe('Push-Benachrichtigungen sind für dieses Gerät aktiviert.');
    expect((await tokensOf(u.id))[0]!.language).toBe('de');
  });

  it('refuses a device token that is not a Web Push subscription, and stores nothing', async () => {
    const u = await createLoggedInUser(t);
    const good = peer.makeSubscription();
    const bad: [string, unknown][] = [
      ['not JSON', '{"endpoint": "https://push.example.com/x", "keys": '],
      ['a JSON string', JSON.stringify('https://push.example.com/x')],
      ['no keys', { endpoint: good.endpoint }],
      ['no auth secret', { endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh } }],
      ['a p256dh of 32 bytes', { ...good, keys: { ...good.keys, p256dh: Buffer.alloc(32, 7).toString('base64url') } }],
      ['an auth secret of 8 bytes', { ...good, keys: { ...good.keys, auth: Buffer.alloc(8, 7).toString('base64url') } }],
      ['keys that are not base64url', { ...good, keys: { p256dh: '!'.repeat(87), auth: '?'.repeat(22) } }],
      ['no endpoint', { keys: good.keys }],
      ['an endpoint that is no URL', { ...good, endpoint: 'push service' }],
    ];
    const before = await allTokens();
    for (const [what, token] of bad) {
      const r = await register(u, typeof token === 'string' ? token : JSON.stringify(token));
      expect(r.status, what).toBe(400);
      expect(r.json, what).toEqual({
        status: 'error',
        message: 'The device token is not a valid Web Push subscription (an endpoint and its p256dh and auth keys).',
      });
    }
    for (const endpoint of ['ftp://push.example.com/x', 'http://push.example.com/x', 'https://user:secret@push.example.com/x']) {
      const r = await register(u, { ...good, endpoint });
      expect(r.status, endpoint).toBe(400);
      expect(r.json.message, endpoint).toBe("The push subscription's endpoint must be the https address of a push service.");
    }
    expect(await allTokens()).toBe(before);
  });

  it('keeps the 20 devices of an account registered most recently', async () => {
    const u = await createLoggedInUser(t);
    const subs = Array.from({ length: PUSH_DEVICES_PER_USER + 1 }, () => peer.makeSubscription());
    for (const [i, s] of subs.entries()) {
      // The first device comes back (registers again) just before the last new one arrives.
      if (i === PUSH_DEVICES_PER_USER) await register(u, subs[0]!);
      t.clock.advance(1000);
      expect((await register(u, s)).status).toBe(200);
    }
    const kept = new Set((await tokensOf(u.id)).map((x) => x.deviceToken));
    expect(kept.size).toBe(PUSH_DEVICES_PER_USER);
    expect(kept.has(subs[0]!.endpoint)).toBe(true);
    expect(kept.has(subs[1]!.endpoint)).toBe(false);
  });

  it("keeps another platform's token as it comes (nothing delivers those yet)", async () => {
    const u = await createLoggedInUser(t);
    expect((await register(u, 'fcm-token-of-an-android-phone', 'android')).status).toBe(200);
    expect(await tokensOf(u.id)).toMatchObject([{ deviceToken: 'fcm-token-of-an-android-phone', platformName: 'android', subscription: null }]);
    // A push queued to it is dropped without a sound.
    await notify(notice(u));
    await drainJobs(t);
    expect(await outboxRows()).toEqual([]);
    expect(peer.refused).toEqual([]);
  });

  it('needs a session, and acts only for the caller', async () => {
    const u = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    const sub = JSON.stringify(peer.makeSubscription());
    expect((await t.post('notis/register', { platform_name: 'frontend', device_token: sub })).status).toBe(401);
    expect((await t.post('notis/register', { user_id: u.id, platform_name: 'frontend', device_token: sub }, { token: other.token })).status).toBe(403);
    expect(await tokensOf(u.id)).toEqual([]);
    expect(await tokensOf(other.id)).toEqual([]);
  });
});

describe('delivery (the push-send job)', () => {
  it('delivers a notification once to each of the two devices of its user, exactly as the wire Noti', async () => {
    const { u, a, b } = await userWithTwoDevices();
    const id = await notify(notice(u));
    expect(await outboxRows()).toHaveLength(2);
    await drainJobs(t);

    const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.id, id!));
    const expected = presentNoti(row!, { now: t.clock.now(), t: translator('en'), isRead: false });
    expect(wireNoti.safeParse(expected).success).toBe(true);
    for (const sub of [a, b]) {
      expect(pushesTo(sub)).toEqual([{ noti: expected }]);
      expect(peer.received(sub)[0]).toMatchObject({ ttl: 86_400, urgency: 'normal', topic: undefined });
    }
    expect(expected).toMatchObject({ id, flag: 'follow', title: 'You have a new review', message: 'Aung reviewed you: 5 out of 5 stars.' });
    expect(await outboxRows()).toEqual([]);
    const tokens = await tokensOf(u.id);
    expect(tokens.map((x) => x.lastSuccessAt?.getTime())).toEqual([t.clock.now().getTime(), t.clock.now().getTime()]);
    expect(peer.refused).toEqual([]);
  });

  it('never sends twice: the same job again, or the same event again, sends nothing more', async () => {
    const { u, a, b } = await userWithTwoDevices();
    const n = notice(u);
    const id = await notify(n);
    await drainJobs(t);
    // A duplicate job for the batch (a retried or re-queued run) finds its outbox empty.
    await enqueue(t.deps.db, 'push-send', { batch: id! });
    await drainJobs(t);
    // The same event again writes no notification and queues no push.
    expect(await notify(n)).toBeNull();
    await drainJobs(t);
    expect(pushesTo(a)).toHaveLength(1);
    expect(pushesTo(b)).toHaveLength(1);
  });

  it('sends chat pushes urgently, for an hour, collapsing per conversation', async () => {
    const { u, a } = await userWithTwoDevices();
    const chat = (chatId: string) =>
      notice(u, { flag: 'chat', data: { chat_id: chatId, item_id: 'itm_x', buyer_user_id: u.id, seller_user_id: 'usr_y', chat_flag: 'buyer' } });
    const ids = [await notify(chat('cht_one')), await notify(chat('cht_one')), await notify(chat('cht_two'))];
    await drainJobs(t);
    const got = new Map(peer.received(a).map((g) => [JSON.parse(g.plaintext).noti.id as string, g]));
    const [one, again, two] = ids.map((id) => got.get(id!)!);
    for (const g of [one, again, two]) expect(g).toMatchObject({ ttl: 3600, urgency: 'high' });
    expect(one!.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(again!.topic).toBe(one!.topic);
    expect(two!.topic).not.toBe(one!.topic);
    expect(JSON.parse(one!.plaintext).noti).toMatchObject({ flag: 'chat', item_id: 'itm_x', buyer_user_id: u.id, seller_user_id: 'usr_y', chat_flag: 'buyer' });
  });

  it('removes a device the push service says is gone (410, 404), and still delivers to the others', async () => {
    const { u, a, b } = await userWithTwoDevices();
    peer.answer(a, 410);
    await notify(notice(u));
    await drainJobs(t);
    expect((await tokensOf(u.id)).map((x) => x.deviceToken)).toEqual([b.endpoint]);
    expect(pushesTo(b)).toHaveLength(1);
    expect(await outboxRows()).toEqual([]);

    peer.answer(b, 404);
    await notify(notice(u));
    await drainJobs(t);
    expect(await tokensOf(u.id)).toEqual([]);
    expect(pushesTo(a)).toEqual([]);
    expect(pushesTo(b)).toHaveLength(1);
  });

  it('tries again later when the push service fails (500), and then delivers once, without re-sending to the others', async () => {
    const { u, a, b } = await userWithTwoDevices();
    peer.answer(a, 500);
    const id = await notify(notice(u));
    await drainJobs(t);
    expect(pushesTo(a)).toEqual([]);
    expect(pushesTo(b)).toHaveLength(1);
    // The push to `a` waits in the outbox and its job waits for a retry.
    expect(await outboxRows()).toMatchObject([{ notificationId: id, attempts: 1 }]);
    const { rows } = await t.deps.pool.query(`select state::text from ${JOB_SCHEMA}.job where name = 'push-send' and data->>'batch' = $1`, [id]);
    expect(rows).toEqual([{ state: 'retry' }]);

    await retryNow();
    await drainJobs(t);
    expect(pushesTo(a)).toHaveLength(1);
    expect(pushesTo(a)[0]!.noti.id).toBe(id);
    expect(pushesTo(b)).toHaveLength(1);
    expect(await outboxRows()).toEqual([]);
  });

  it('counts a device that refuses for good (403) and drops that push; five refusals in a row drop the device', async () => {
    const { u, a, b } = await userWithTwoDevices();
    peer.answer(a, 403, PUSH_REFUSALS_MAX);
    await notify(notice(u));
    await drainJobs(t);
    expect(await outboxRows()).toEqual([]);
    const byEndpoint = Object.fromEntries((await tokensOf(u.id)).map((x) => [x.deviceToken, x.failures]));
    expect(byEndpoint).toEqual({ [a.endpoint]: 1, [b.endpoint]: 0 });

    // Refused again and again: at the fifth refusal in a row the device is dropped; the other one stays.
    for (let i = 1; i < PUSH_REFUSALS_MAX; i++) {
      await notify(notice(u));
      await drainJobs(t);
    }
    expect((await tokensOf(u.id)).map((x) => x.deviceToken)).toEqual([b.endpoint]);
    expect(pushesTo(b)).toHaveLength(PUSH_REFUSALS_MAX);
  });

  it("queues nothing when the user turned this kind's pushes off, or all outward notifications", async () => {
    const { u, a, b } = await userWithTwoDevices();
    await t.deps.db
      .update(users)
      .set({ notificationPrefs: { follow: { push: false } } })
      .where(eq(users.id, u.id));
    expect(await notify(notice(u))).not.toBeNull();
    expect(await outboxRows()).toEqual([]);
    // Another kind still pushes.
    await notify(notice(u, { flag: 'review' }));
    expect(await outboxRows()).toHaveLength(2);
    await drainJobs(t);
    await t.deps.db.update(users).set({ notificationSetting: false }).where(eq(users.id, u.id));
    await notify(notice(u, { flag: 'review' }));
    expect(await outboxRows()).toEqual([]);
    await drainJobs(t);
    expect(pushesTo(a).map((p) => p.noti.flag)).toEqual(['review']);
    expect(pushesTo(b).map((p) => p.noti.flag)).toEqual(['review']);
  });

  it('stops delivering to a device its user unregistered; nobody else can unregister it', async () => {
    const { u, a, b } = await userWithTwoDevices();
    const stranger = await createLoggedInUser(t);
    const r1 = await unregister(stranger, a);
    expect(r1.status).toBe(200);
    expect(await tokensOf(u.id)).toHaveLength(2);
    // The caller rule: nobody unregisters in someone else's name.
    expect((await t.post('notis/unregister', { user_id: u.id, platform_name: 'frontend', device_token: a.endpoint }, { token: stranger.token })).status).toBe(
      403,
    );
    expect(await tokensOf(u.id)).toHaveLength(2);

    const r2 = await unregister(u, a);
    expect(r2.json).toEqual({ status: 'success', message: 'Push notifications are off for this device.' });
    // By its endpoint alone, too.
    await unregister(u, b.endpoint);
    expect(await tokensOf(u.id)).toEqual([]);
    await notify(notice(u));
    await drainJobs(t);
    expect(pushesTo(a)).toEqual([]);
    expect(pushesTo(b)).toEqual([]);
  });

  it("moves a browser to whoever signs in on it next: the previous user's queued pushes never reach it", async () => {
    const first = await createLoggedInUser(t);
    const second = await createLoggedInUser(t);
    const sub = peer.makeSubscription();
    await register(first, sub);
    await notify(notice(first));
    // Before the job runs, someone else signs in on that browser.
    await register(second, sub);
    expect(await tokensOf(first.id)).toEqual([]);
    expect(await tokensOf(second.id)).toHaveLength(1);
    const id = await notify(notice(second));
    await drainJobs(t);
    expect(pushesTo(sub).map((p) => p.noti.id)).toEqual([id]);
  });

  it('adds delivery progress to a broadcast', async () => {
    const [x, y, z] = [await createLoggedInUser(t), await createLoggedInUser(t), await createLoggedInUser(t)];
    const subs = [peer.makeSubscription(), peer.makeSubscription(), peer.makeSubscription()];
    await register(x, subs[0]!);
    await register(y, subs[1]!);
    await register(z, subs[2]!);
    peer.answer(subs[2]!, 410);
    const broadcastId = newId('brc');
    const notiId = newId('ntf');
    await t.deps.db.insert(broadcasts).values({ id: broadcastId, title: 'Spring sale', message: 'Every promotion half price this week.', status: 'sending' });
    await t.deps.db
      .insert(notifications)
      .values({
        id: notiId,
        userId: null,
        flag: 'fe_broadcast',
        title: 'Spring sale',
        message: 'Every promotion half price this week.',
        broadcastId,
        eventKey: `broadcast:${broadcastId}`,
      });
    await t.deps.db.execute(sql`insert into push_outbox (notification_id, push_token_id, batch)
      select ${notiId}, id, ${`${broadcastId}:0`} from push_tokens where user_id in (${x.id}, ${y.id}, ${z.id})`);
    await enqueue(t.deps.db, 'push-send', { batch: `${broadcastId}:0` });
    await drainJobs(t);
    const [b] = await t.deps.db.select().from(broadcasts).where(eq(broadcasts.id, broadcastId));
    expect(b).toMatchObject({ pushed: 2, failed: 1 });
    expect(pushesTo(subs[0]!)[0]!.noti).toMatchObject({ id: notiId, flag: 'fe_broadcast', title: 'Spring sale' });
    expect(peer.received(subs[0]!)[0]).toMatchObject({ ttl: 86_400 });
  });
});

describe('pushPayload', () => {
  it('cuts a long message so the push fits what every push service carries', async () => {
    const u = await createLoggedInUser(t);
    const sub = peer.makeSubscription();
    await register(u, sub);
    const id = await notify(notice(u, { messageKey: 'notify.chat_message_body', vars: { name: 'Aung', item: 'Civic', text: 'ပြည်'.repeat(800) } }));
    const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.id, id!));
    const noti = presentNoti(row!, { now: t.clock.now(), t: translator('en'), isRead: false });
    const payload = pushPayload(noti);
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
    const parsed = JSON.parse(payload).noti;
    expect(parsed.message.endsWith('…')).toBe(true);
    expect(parsed.description).toBe(parsed.message);
    expect(noti.message.startsWith(parsed.message.slice(0, -1))).toBe(true);
    expect({ ...parsed, message: '', description: '' }).toEqual({ ...noti, message: '', description: '' });
    // The push service takes it (a body over 4096 bytes would be a 413) and the browser reads the cut text.
    await drainJobs(t);
    expect(peer.refused).toEqual([]);
    expect(pushesTo(sub)).toEqual([{ noti: parsed }]);
    // A short one is left whole.
    expect(JSON.parse(pushPayload({ ...noti, message: 'Hi', description: 'Hi' })).noti.message).toBe('Hi');
  });
});
