/**
 * The notification centre's calls against the real app and database: the list (own rows and the broadcasts for
 * the reader's language since they joined), one notification, read marks per reader, the settings, and the live
 * frames (`noti`, `noti_count`) on a real WebSocket.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { NOTIFICATION_DEFAULTS, type RealtimeServerFrame } from '@wheeldeal/contract';
import { broadcasts, notifications, users } from '../../db/schema.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { clientFor, createItem, createLoggedInUser, makeCatalog, type Catalog } from '../../../test/support/factories.ts';

let t: TestApp;
let cat: Catalog;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  cat = await makeCatalog(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());
// Each test's users join after the broadcasts of the tests before it.
beforeEach(() => t.clock.advance(48 * HOUR));

/** A user who joined a day before the test clock. */
const member = (overrides: Parameters<typeof createLoggedInUser>[1] = {}) => createLoggedInUser(t, { addedDate: new Date(t.clock.now().getTime() - 24 * HOUR), ...overrides });

async function noti(userId: string, overrides: Partial<typeof notifications.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(notifications)
    .values({ id: newId(ID_PREFIX.notification), userId, flag: 'follow', title: 'Hello', message: 'Somebody follows you', eventKey: newId('e'), addedDate: t.clock.now(), ...overrides })
    .returning();
  return row!;
}

/** An admin broadcast (its one shared row) for `languages` (empty: everyone), sent `ago` ms before the clock. */
async function broadcast(languages: string[], ago = 0, title = 'Big news') {
  const id = newId(ID_PREFIX.broadcast);
  const at = new Date(t.clock.now().getTime() - ago);
  await t.deps.db.insert(broadcasts).values({ id, title, message: 'Read all about it', languages, addedDate: at });
  const [row] = await t.deps.db
    .insert(notifications)
    .values({ id: newId(ID_PREFIX.notification), userId: null, flag: 'fe_broadcast', title, message: 'Read all about it', broadcastId: id, addedDate: at })
    .returning();
  return row!;
}

const list = (u: TestUser, path = 'noti_messages/all_notis') => clientFor(t, u).post(path, { user_id: u.id });
const unread = async (u: TestUser) => Number((await clientFor(t, u).post('users/unread_count', { user_id: u.id })).json.blog_noti_unread_count);

describe('POST noti_messages/all_notis', () => {
  it("lists the reader's own notifications and the broadcasts for their language since they joined, newest first", async () => {
    const reader = await member({ language: 'de' });
    const other = await member();
    const item = await createItem(t.deps.db, cat, other.id, {}, { images: 1 });
    const older = await noti(reader.id, { addedDate: new Date(t.clock.now().getTime() - 2 * HOUR), itemId: item.id, data: { item_id: item.id } });
    await noti(other.id);
    const forAll = await broadcast([], HOUR);
    const forGerman = await broadcast(['de', 'fr'], HOUR / 2);
    await broadcast(['ja'], HOUR / 4);
    await broadcast([], 48 * HOUR); // before the reader joined
    const newest = await noti(reader.id);

    const res = await list(reader);
    expect(res.status).toBe(200);
    expect(res.json.map((n: { id: string }) => n.id)).toEqual([newest.id, forGerman.id, forAll.id, older.id]);
    const first = res.json.find((n: { id: string }) => n.id === older.id);
    expect(first).toMatchObject({ flag: 'follow', is_read: '0', item_id: item.id });
    // The listing's first photo is the notification's picture.
    expect(first.default_photo.img_parent_id).toBe(item.id);
    expect(res.json.find((n: { id: string }) => n.id === forAll.id)).toMatchObject({ flag: 'fe_broadcast', title: 'Big news' });
  });

  it('pages with L/O in the path and answers the empty-list error past the end', async () => {
    const reader = await member();
    for (let i = 0; i < 3; i++) await noti(reader.id, { addedDate: new Date(t.clock.now().getTime() - i * 1000) });
    const page = await list(reader, `noti_messages/all_notis/limit/2/offset/2`);
    expect(page.json).toHaveLength(1);
    const past = await list(reader, `noti_messages/all_notis/limit/2/offset/4`);
    expect(past.status).toBe(404);
    expect(past.json.message).toMatch(/^10002##/);
    const nobody = await member();
    expect((await list(nobody)).json.message).toMatch(/^10001##/);
  });

  it("refuses a caller who names another user, and a visitor", async () => {
    const reader = await member();
    const other = await member();
    expect((await clientFor(t, other).post('noti_messages/all_notis', { user_id: reader.id })).status).toBe(403);
    expect((await t.post('noti_messages/all_notis', { user_id: reader.id })).status).toBe(401);
  });
});

describe('GET noti_messages/get/id/{id}', () => {
  it('answers one of mine and a broadcast I see', async () => {
    const reader = await member();
    const mine = await noti(reader.id);
    const b = await broadcast([]);
    const res = await clientFor(t, reader).get(`noti_messages/get/id/${mine.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: mine.id, title: 'Hello', message: 'Somebody follows you', is_read: '0' });
    expect((await clientFor(t, reader).get(`noti_messages/get/id/${b.id}`)).json.id).toBe(b.id);
  });

  it("answers another user's, an unknown, a malformed id and a broadcast of another language with the same 404", async () => {
    const reader = await member({ language: 'en' });
    const theirs = await noti((await member()).id);
    const japanese = await broadcast(['ja']);
    const answers = await Promise.all(
      [theirs.id, newId(ID_PREFIX.notification), 'not-a-notification', `${ID_PREFIX.item}_x`, japanese.id].map((id) => clientFor(t, reader).get(`noti_messages/get/id/${id}`)),
    );
    for (const a of answers) expect({ status: a.status, json: a.json }).toEqual({ status: 404, json: { status: 'error', message: 'Sorry, this notification does not exist.' } });
  });
});

describe('POST notis/is_read and notis/mark_all_read', () => {
  it('marks one of mine read and answers it; a broadcast is read for this reader only', async () => {
    const reader = await member();
    const neighbour = await member();
    const mine = await noti(reader.id);
    const b = await broadcast([]);
    expect(await unread(reader)).toBe(2);

    const res = await clientFor(t, reader).post('notis/is_read', { user_id: reader.id, noti_id: mine.id });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: mine.id, is_read: '1' });
    expect((await clientFor(t, reader).post('notis/is_read', { noti_id: b.id })).json.is_read).toBe('1');
    expect(await unread(reader)).toBe(0);
    expect(await unread(neighbour)).toBe(1);
    const seen = (await clientFor(t, neighbour).get(`noti_messages/get/id/${b.id}`)).json;
    expect(seen.is_read).toBe('0');
  });

  it("refuses another user's notification with the 404 and changes nothing", async () => {
    const owner = await member();
    const theirs = await noti(owner.id);
    const other = await member();
    const res = await clientFor(t, other).post('notis/is_read', { noti_id: theirs.id });
    expect(res.status).toBe(404);
    const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row!.isRead).toBe(false);
  });

  it('refuses a missing noti_id with a validation error', async () => {
    const reader = await member();
    const res = await clientFor(t, reader).post('notis/is_read', {});
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('noti_id');
  });

  it('marks all of mine and every visible broadcast read', async () => {
    const reader = await member();
    await noti(reader.id);
    await noti(reader.id);
    await broadcast([]);
    const theirs = await noti((await member()).id);
    expect(await unread(reader)).toBe(3);
    const res = await clientFor(t, reader).post('notis/mark_all_read', { user_id: reader.id });
    expect(res.json).toEqual({ status: 'success', message: 'All notifications are marked as read.' });
    expect(await unread(reader)).toBe(0);
    expect((await list(reader)).json.every((n: { is_read: string }) => n.is_read === '1')).toBe(true);
    const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row!.isRead).toBe(false);
  });
});

describe('notis/settings_get and notis/settings_update', () => {
  it('answers the defaults, stores only what differs from them, and keeps what a change does not name', async () => {
    const u = await member();
    const c = clientFor(t, u);
    const before = await c.get('notis/settings_get');
    expect(before.json.notification_setting).toBe('1');
    expect(before.json.prefs.chat).toEqual({ inapp: '1', push: '1', email: NOTIFICATION_DEFAULTS.chat.email ? '1' : '0' });

    const res = await c.post('notis/settings_update', { notification_setting: '0', prefs: { follow: { inapp: '0' }, chat: { email: true, push: true } } });
    expect(res.status).toBe(200);
    expect(res.json.notification_setting).toBe('0');
    expect(res.json.prefs.follow).toEqual({ inapp: '0', push: '1', email: '0' });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, u.id));
    // chat.push true is the default: not stored.
    expect(row!.notificationPrefs).toEqual({ follow: { inapp: false }, chat: { email: true } });
    expect(row!.notificationSetting).toBe(false);

    const again = await c.post('notis/settings_update', { prefs: { follow: { inapp: '1' } } });
    expect(again.json.notification_setting).toBe('0');
    expect(again.json.prefs.follow.inapp).toBe('1');
    expect((await c.get('notis/settings_get')).json).toEqual(again.json);
  });

  it('refuses an unknown kind or a non-flag value and changes nothing', async () => {
    const u = await member();
    const c = clientFor(t, u);
    expect((await c.post('notis/settings_update', { prefs: { gossip: { inapp: '0' } } })).status).toBe(400);
    expect((await c.post('notis/settings_update', { notification_setting: 'maybe' })).status).toBe(400);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.notificationPrefs).toEqual({});
    expect(row!.notificationSetting).toBe(true);
  });
});

/** A socket that keeps every frame, with a wait for the next one of a kind. */
async function socketOf(u: TestUser) {
  const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/realtime`;
  const ws = new WebSocket(url, { headers: { authorization: `Bearer ${u.token}` } });
  const frames: RealtimeServerFrame[] = [];
  const waiters: { kind: string; resolve: (f: RealtimeServerFrame) => void }[] = [];
  ws.on('message', (data) => {
    const f = JSON.parse(data.toString()) as RealtimeServerFrame;
    const w = waiters.find((x) => x.kind === f.t);
    if (!w) return void frames.push(f);
    waiters.splice(waiters.indexOf(w), 1);
    w.resolve(f);
  });
  const next = <K extends RealtimeServerFrame['t']>(kind: K): Promise<Extract<RealtimeServerFrame, { t: K }>> => {
    const i = frames.findIndex((f) => f.t === kind);
    if (i >= 0) return Promise.resolve(frames.splice(i, 1)[0] as Extract<RealtimeServerFrame, { t: K }>);
    return new Promise((resolve) => waiters.push({ kind, resolve: resolve as (f: RealtimeServerFrame) => void }));
  };
  await next('hello');
  return { ws, next, frames };
}

describe('the live frames', () => {
  it('sends a new notification to the open window (noti) and the unread count after reading it (noti_count)', async () => {
    const followed = await member();
    const followerSession = await createLoggedInUser(t);
    const socket = await socketOf(followed);

    const res = await clientFor(t, followerSession).post('userfollows/add_follow', { user_id: followerSession.id, followed_user_id: followed.id });
    expect(res.status).toBe(200);
    const frame = await socket.next('noti');
    expect(frame.blog_noti_unread_count).toBe('1');
    expect(frame.noti).toMatchObject({ flag: 'follow', user_id: followerSession.id, is_read: '0' });

    const read = await clientFor(t, followed).post('notis/is_read', { noti_id: frame.noti.id as string });
    expect(read.status).toBe(200);
    expect(await socket.next('noti_count')).toEqual({ t: 'noti_count', blog_noti_unread_count: '0' });
    await noti(followed.id);
    await clientFor(t, followed).post('notis/mark_all_read', {});
    expect(await socket.next('noti_count')).toEqual({ t: 'noti_count', blog_noti_unread_count: '0' });
    socket.ws.close();
  });
});
