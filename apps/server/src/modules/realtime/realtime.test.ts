/**
 * The realtime channel with real WebSockets (decision 013): two server processes' apps on one database, each
 * listening on a port, sockets of the `ws` client, frames published with NOTIFY in transactions.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RealtimeServerFrame } from '@wheeldeal/contract';
import { buildApp, type App } from '../../app.ts';
import { connect } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { createItem, createLoggedInUser, makeCatalog } from '../../../test/support/factories.ts';
import { publish, publishAll, REALTIME_CHANNEL, unreadEnvelope } from './publish.ts';
import { CLOSE } from './hub.ts';

let a: TestApp;
let b: App;
let urlA: string;
let urlB: string;
let alice: TestUser;
let bob: TestUser;

/** A socket that collects every frame, with a wait for the next one matching a test. */
class Client {
  readonly frames: RealtimeServerFrame[] = [];
  private waiters: { test: (f: RealtimeServerFrame) => boolean; resolve: (f: RealtimeServerFrame) => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const f = JSON.parse(data.toString()) as RealtimeServerFrame;
      // A frame goes to the first waiter it passes, or stays in `frames` for a later `next`.
      const w = this.waiters.find((x) => x.test(f));
      if (!w) return void this.frames.push(f);
      this.waiters.splice(this.waiters.indexOf(w), 1);
      w.resolve(f);
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static open(url: string, headers: Record<string, string>): Promise<Client> {
    const ws = new WebSocket(url, { headers });
    const c = new Client(ws);
    return new Promise((resolve, reject) => {
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
      void c.next((f) => f.t === 'hello').then(() => resolve(c));
    });
  }

  /** The first frame (already received or still to come) that passes `test`. */
  next<T extends RealtimeServerFrame['t']>(test: T | ((f: RealtimeServerFrame) => boolean)): Promise<Extract<RealtimeServerFrame, { t: T }>> {
    const pass = typeof test === 'string' ? (f: RealtimeServerFrame) => f.t === test : test;
    const seen = this.frames.findIndex(pass);
    if (seen >= 0) return Promise.resolve(this.frames.splice(seen, 1)[0] as Extract<RealtimeServerFrame, { t: T }>);
    return new Promise((resolve) => this.waiters.push({ test: pass, resolve: resolve as (f: RealtimeServerFrame) => void }));
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }
}

/** Waits (up to 5 s) until `done()` holds. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(done()).toBe(true);
}

const bearer = (u: TestUser) => ({ authorization: `Bearer ${u.token}` });

/** An HTTP status of a refused upgrade. */
function refusedWith(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('open', () => reject(new Error('the upgrade was accepted')));
    ws.once('error', () => {});
  });
}

beforeAll(async () => {
  a = await createTestApp();
  // The second process: its own app and pool on the same database.
  b = await buildApp({ config: a.config, database: connect(a.db.url, 5), clock: a.clock, logger: false });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  await b.app.listen({ port: 0, host: '127.0.0.1' });
  urlA = `ws://127.0.0.1:${(a.app.server.address() as AddressInfo).port}/api/realtime`;
  urlB = `ws://127.0.0.1:${(b.app.server.address() as AddressInfo).port}/api/realtime`;
  alice = await createLoggedInUser(a);
  bob = await createLoggedInUser(a);
});

afterAll(async () => {
  await b?.app.close();
  await b?.deps.pool.end();
  await a?.close();
});

describe('the realtime upgrade', () => {
  it('is refused without a session, with an ended session, and from another origin', async () => {
    expect(await refusedWith(urlA, {})).toBe(401);
    expect(await refusedWith(urlA, { authorization: 'Bearer not-a-token' })).toBe(401);
    expect(await refusedWith(urlA, { ...bearer(alice), origin: 'https://evil.example' })).toBe(403);
  });

  it('says hello to a signed-in user, from our own origin too', async () => {
    const c = await Client.open(urlA, { ...bearer(alice), origin: 'http://wheeldeal.test' });
    expect(c.frames).toEqual([]);
    c.ws.close();
  });
});

describe('fan-out through PostgreSQL', () => {
  it('delivers a frame published on one process to the user on the other, only when the transaction commits', async () => {
    const onB = await Client.open(urlB, bearer(bob));
    const aliceOnA = await Client.open(urlA, bearer(alice));
    // Rolled back: nothing goes out.
    await a.deps.db
      .transaction(async (tx) => {
        await publish(tx, [bob.id], { t: 'typing', chat_id: 'rolled-back', user_id: alice.id });
        throw new Error('roll back');
      })
      .catch(() => {});
    await a.deps.db.transaction(async (tx) => {
      await publish(tx, [bob.id], { t: 'typing', chat_id: 'committed', user_id: alice.id });
    });
    const f = await onB.next('typing');
    expect(f).toEqual({ t: 'typing', chat_id: 'committed', user_id: alice.id });
    // A ping round trip after it proves the rolled-back frame is not merely late: NOTIFYs arrive in commit order.
    await a.deps.db.transaction((tx) => publish(tx, [bob.id], { t: 'pong' }));
    await onB.next('pong');
    expect(onB.frames.filter((x) => x.t === 'typing')).toEqual([]);
    // Alice, on the other process, got nothing meant for Bob.
    aliceOnA.send({ t: 'ping' });
    await aliceOnA.next('pong');
    expect(aliceOnA.frames).toEqual([]);
    onB.ws.close();
    aliceOnA.ws.close();
  });

  it('reaches every socket of the user on both processes', async () => {
    const one = await Client.open(urlA, bearer(bob));
    const two = await Client.open(urlB, bearer(bob));
    await publish(a.deps.db, [bob.id], { t: 'unread', buyer_unread_count: '2', seller_unread_count: '0' });
    expect(await one.next('unread')).toEqual({ t: 'unread', buyer_unread_count: '2', seller_unread_count: '0' });
    expect(await two.next('unread')).toEqual({ t: 'unread', buyer_unread_count: '2', seller_unread_count: '0' });
    one.ws.close();
    two.ws.close();
  });

  it('sends a frame too big for NOTIFY as a stale hint, and the transaction still commits', async () => {
    const c = await Client.open(urlB, bearer(bob));
    const big = { t: 'message' as const, chat_id: 'chat_big', message: { message: 'ي'.repeat(5000) } };
    await a.deps.db.transaction((tx) => publish(tx, [bob.id], big));
    expect(await c.next('stale')).toEqual({ t: 'stale', chat_id: 'chat_big' });
    c.ws.close();
  });

  it("sends one change's frames as one notification, in order, and apart when together they are too big", async () => {
    const listener = new pg.Client({ connectionString: a.db.url });
    await listener.connect();
    const payloads: string[] = [];
    // Not the presence announcements (`w` envelopes), which travel on the same channel.
    listener.on('notification', (n) => n.payload && !n.payload.startsWith('{"w"') && payloads.push(n.payload));
    await listener.query(`listen ${REALTIME_CHANNEL}`);
    const c = await Client.open(urlB, bearer(bob));
    const frames = (text: string) => [
      { userIds: [bob.id], frame: { t: 'typing' as const, chat_id: 'together', user_id: text } },
      { userIds: [bob.id, alice.id], frame: { t: 'typing' as const, chat_id: 'together', user_id: alice.id } },
    ];
    // Small: one payload, a JSON array of the three envelopes (the last one written by the statement itself).
    await a.deps.db.transaction((tx) => publishAll(tx, [...frames('first'), unreadEnvelope(bob.id, sql`1 + 1`, sql`0`)]));
    expect(await c.next('typing')).toEqual({ t: 'typing', chat_id: 'together', user_id: 'first' });
    expect(await c.next('typing')).toEqual({ t: 'typing', chat_id: 'together', user_id: alice.id });
    expect(await c.next('unread')).toEqual({ t: 'unread', buyer_unread_count: '2', seller_unread_count: '0' });
    await until(() => payloads.length === 1);
    expect(JSON.parse(payloads[0]!)).toHaveLength(3);
    // Together over the payload limit: one notification each, still in order, none turned into a stale hint.
    payloads.length = 0;
    const long = 'x'.repeat(7_550);
    await a.deps.db.transaction((tx) => publishAll(tx, [...frames(long), unreadEnvelope(bob.id, sql`3`, sql`4`)]));
    expect(await c.next('typing')).toEqual({ t: 'typing', chat_id: 'together', user_id: long });
    expect(await c.next('typing')).toEqual({ t: 'typing', chat_id: 'together', user_id: alice.id });
    expect(await c.next('unread')).toEqual({ t: 'unread', buyer_unread_count: '3', seller_unread_count: '4' });
    await until(() => payloads.length === 3);
    expect(payloads.map((p) => Array.isArray(JSON.parse(p)))).toEqual([false, false, false]);
    c.ws.close();
    await listener.end();
  });

  it('tells its sockets to sync when its LISTEN connection was lost and is back', async () => {
    const c = await Client.open(urlB, bearer(bob));
    await a.deps.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN wd_realtime' and datname = current_database()`);
    await c.next('resync');
    // And it delivers again.
    await publish(a.deps.db, [bob.id], { t: 'pong' });
    await c.next('pong');
    c.ws.close();
  });
});

describe('client frames', () => {
  it('answers a malformed or unknown frame with an error and keeps the socket', async () => {
    const c = await Client.open(urlA, bearer(alice));
    c.send('not json');
    expect((await c.next('error')).message).toBeTruthy();
    c.send({ t: 'launch', x: 1 });
    expect((await c.next('error')).message).toBeTruthy();
    c.send({ t: 'sync', chat_id: 'x', after_seq: -1 });
    await c.next('error');
    c.send({ t: 'ping' });
    await c.next('pong');
    c.ws.close();
  });

  it('closes the socket on a frame over the size limit', async () => {
    const c = await Client.open(urlA, bearer(alice));
    c.send({ t: 'ping', pad: 'x'.repeat(20_000) });
    expect((await c.closed).code).toBe(1009);
  });

  it('refuses to send or sync in a conversation the user is not in, in their language', async () => {
    const c = await Client.open(`${urlA}?lang=en`, bearer(alice));
    c.send({ t: 'send', chat_id: 'chat_nobody', client_id: 'c1', message: 'hi' });
    expect(await c.next('error')).toEqual({ t: 'error', client_id: 'c1', message: 'No Record found in chat history' });
    c.ws.close();
  });
});

describe('conversations over the socket', () => {
  /** A conversation of `buyer` about an item of `seller`, opened with chats/add. */
  async function conversation(seller: TestUser, buyer: TestUser): Promise<string> {
    const cat = await makeCatalog(a);
    const item = await createItem(a.deps.db, cat, seller.id, {}, { images: 1, now: a.clock.now() });
    const res = await a.post('chats/add', { item_id: item.id, buyer_user_id: buyer.id, seller_user_id: seller.id, message: 'Hello, is it still available?' }, { token: buyer.token });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return (res.json as { id: string }).id;
  }

  it('sends on one process and delivers on the other, once, in order, and a resend with the same client id is the same message', async () => {
    const seller = await createLoggedInUser(a);
    const buyer = await createLoggedInUser(a);
    const chatId = await conversation(seller, buyer);
    const sellerOnB = await Client.open(urlB, bearer(seller));
    const buyerOnA = await Client.open(urlA, bearer(buyer));
    const buyerOnB = await Client.open(urlB, bearer(buyer));
    for (const [i, text] of ['one', 'two', 'three'].entries()) buyerOnA.send({ t: 'send', chat_id: chatId, client_id: `c-${i}`, message: text });
    const acks = [await buyerOnA.next('ack'), await buyerOnA.next('ack'), await buyerOnA.next('ack')];
    const got = [await sellerOnB.next('message'), await sellerOnB.next('message'), await sellerOnB.next('message')];
    expect(got.map((f) => f.message.message)).toEqual(['one', 'two', 'three']);
    expect(got.map((f) => Number(f.message.seq))).toEqual(acks.map((f) => Number(f.message.seq)).sort((x, y) => x - y));
    // The buyer's other socket gets its messages too; the sending socket only its acks (they carry the messages).
    const mine = [await buyerOnB.next('message'), await buyerOnB.next('message'), await buyerOnB.next('message')];
    expect(mine.map((f) => f.message.id)).toEqual(got.map((f) => f.message.id));
    await publish(a.deps.db, [buyer.id], { t: 'pong' });
    await buyerOnA.next('pong');
    expect(buyerOnA.frames.filter((f) => f.t === 'message')).toEqual([]);
    buyerOnB.ws.close();
    // The same client id again: the stored message answers, nothing new is written or delivered.
    buyerOnA.send({ t: 'send', chat_id: chatId, client_id: 'c-1', message: 'two' });
    const again = await buyerOnA.next('ack');
    expect(again.message.id).toBe(acks.find((f) => f.client_id === 'c-1')!.message.id);
    await publish(a.deps.db, [seller.id], { t: 'pong' });
    await sellerOnB.next('pong');
    expect(sellerOnB.frames.filter((f) => f.t === 'message')).toEqual([]);
    sellerOnB.ws.close();
    buyerOnA.ws.close();
  });

  it('lets a client that was away fetch what it missed since its last sequence', async () => {
    const seller = await createLoggedInUser(a);
    const buyer = await createLoggedInUser(a);
    const chatId = await conversation(seller, buyer);
    const first = await Client.open(urlB, bearer(seller));
    first.send({ t: 'sync', chat_id: chatId, after_seq: 0 });
    const before = await first.next('messages');
    const lastSeq = Math.max(...before.messages.map((m) => Number(m.seq)));
    first.ws.close();
    await first.closed;
    // While the seller is away, the buyer writes twice (over REST, as the original clients do).
    for (const text of ['Are you there?', 'I can come tomorrow.'])
      expect((await a.post('chats/add', { chat_id: chatId, message: text }, { token: buyer.token })).status).toBe(200);
    const back = await Client.open(urlA, bearer(seller));
    back.send({ t: 'sync', chat_id: chatId, after_seq: lastSeq });
    const missed = await back.next('messages');
    expect(missed.messages.map((m) => m.message)).toEqual(['Are you there?', 'I can come tomorrow.']);
    expect(missed.messages.map((m) => Number(m.seq))).toEqual([lastSeq + 1, lastSeq + 2]);
    back.ws.close();
  });

  it('spends the message budget in the send itself: a refused send and a resend cost none, and a resend is answered past the budget', async () => {
    const seller = await createLoggedInUser(a);
    const buyer = await createLoggedInUser(a);
    const chatId = await conversation(seller, buyer); // 1 of the 30 a minute
    const c = await Client.open(urlA, bearer(buyer));
    c.send({ t: 'send', chat_id: 'chat_nobody', client_id: 'x', message: 'hi' });
    expect((await c.next('error')).client_id).toBe('x');
    for (let i = 1; i <= 29; i++) c.send({ t: 'send', chat_id: chatId, client_id: `c-${i}`, message: `message ${i}` });
    const acks = [];
    for (let i = 1; i <= 29; i++) acks.push(await c.next('ack'));
    c.send({ t: 'send', chat_id: chatId, client_id: 'c-30', message: 'one too many' });
    const refused = await c.next('error');
    expect(refused.client_id).toBe('c-30');
    expect(refused.message).toMatch(/messages/i);
    // A resend of a stored message is answered with it even now that the budget is spent.
    c.send({ t: 'send', chat_id: chatId, client_id: 'c-5', message: 'message 5' });
    expect((await c.next('ack')).message.id).toBe(acks.find((f) => f.client_id === 'c-5')!.message.id);
    const stored = await a.deps.db.execute(sql`select count(*)::int as n, count(*) filter (where client_id = 'c-30')::int as refused from chat_messages where chat_header_id = ${chatId} and type = 0`);
    expect(stored.rows[0]).toEqual({ n: 30, refused: 0 });
    // The refused send's hit was rolled back with it: the minute's count is the 30 stored messages.
    const hits = await a.deps.db.execute(sql`select count from rate_limit_hits where bucket = 'chat-message-account' and key = ${buyer.id.toLowerCase()}`);
    expect(hits.rows).toEqual([{ count: 30 }]);
    c.ws.close();
  });

  it('shows presence only between people who share a conversation, across processes', async () => {
    const seller = await createLoggedInUser(a);
    const buyer = await createLoggedInUser(a);
    const stranger = await createLoggedInUser(a);
    await conversation(seller, buyer);
    const watcher = await Client.open(urlA, bearer(buyer));
    watcher.send({ t: 'watch', user_ids: [seller.id, stranger.id] });
    expect(await watcher.next('presence')).toMatchObject({ user_id: seller.id, online: '0' });
    const sellerOnB = await Client.open(urlB, bearer(seller));
    expect(await watcher.next((f) => f.t === 'presence' && f.online === '1')).toMatchObject({ user_id: seller.id });
    sellerOnB.ws.close();
    expect(await watcher.next((f) => f.t === 'presence' && f.online === '0')).toMatchObject({ user_id: seller.id });
    // The stranger came and went unseen.
    const s = await Client.open(urlB, bearer(stranger));
    s.ws.close();
    await s.closed;
    watcher.send({ t: 'ping' });
    await watcher.next('pong');
    expect(watcher.frames.filter((f) => f.t === 'presence' && f.user_id === stranger.id)).toEqual([]);
    watcher.ws.close();
  });

  it('passes typing on to the other participant only', async () => {
    const seller = await createLoggedInUser(a);
    const buyer = await createLoggedInUser(a);
    const chatId = await conversation(seller, buyer);
    const sellerOnB = await Client.open(urlB, bearer(seller));
    const buyerOnA = await Client.open(urlA, bearer(buyer));
    buyerOnA.send({ t: 'typing', chat_id: chatId });
    expect(await sellerOnB.next('typing')).toEqual({ t: 'typing', chat_id: chatId, user_id: buyer.id });
    const outsider = await Client.open(urlA, bearer(alice));
    outsider.send({ t: 'typing', chat_id: chatId });
    outsider.send({ t: 'ping' });
    await outsider.next('pong');
    await publish(a.deps.db, [seller.id], { t: 'pong' });
    await sellerOnB.next('pong');
    expect(sellerOnB.frames.filter((f) => f.t === 'typing')).toEqual([]);
    for (const c of [sellerOnB, buyerOnA, outsider]) c.ws.close();
  });
});

describe('the heartbeat', () => {
  it("closes the sockets of a session that ended since they opened (logout, ban)", async () => {
    const carol = await createLoggedInUser(a);
    const c = await Client.open(urlA, bearer(carol));
    await a.deps.db.update(sessions).set({ revokedAt: new Date() }).where(sql`${sessions.userId} = ${carol.id}`);
    await a.realtime.beat();
    expect((await c.closed).code).toBe(CLOSE.sessionEnded);
  });
});
