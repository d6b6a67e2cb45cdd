/**
 * The conversation calls through the real server (issue 11 item 1, decision 013): opening and writing, client id
 * dedupe, seq order under concurrent writers, date separators, guard warnings for the recipient only, read state,
 * lists and counts, reports, notifications, chat images, blocks, and the realtime frames each change publishes.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, CHAT_LIMITS, CHAT_MESSAGE_TYPE, checkChatMessage, type RealtimeServerFrame } from '@wheeldeal/contract';
import { chatHeaders, chatMessages, chatReports, images, notifications, users } from '../../db/schema.ts';
import { translator } from '../../lib/messages.ts';
import { REALTIME_CHANNEL, type RealtimeEnvelope } from '../realtime/index.ts';
import { createTestApp, type Res, type TestApp } from '../../../test/support/app.ts';
import { createBlock, createChat, createChatMessage, createItem, createLoggedInUser, createOffer, createSession, ITEM, makeCatalog, type Catalog } from '../../../test/support/factories.ts';
import { decompressionBombPng, jpeg, jpegWithExif } from '../../../test/fixtures/media.ts';
import { upload } from '../../../test/fixtures/multipart.ts';
import { markRead, participantsOf, sendMessage, syncMessages } from './index.ts';

let t: TestApp;
let cat: Catalog;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  cat = await makeCatalog(t);
});
afterAll(() => t.close());

const en = translator('en');
type Who = Awaited<ReturnType<typeof createLoggedInUser>>;

/** A seller with a published single car, and a buyer. */
async function market(itemOverrides: Parameters<typeof createItem>[3] = {}) {
  const seller = await createLoggedInUser(t);
  const buyer = await createLoggedInUser(t);
  const item = await createItem(t.deps.db, cat, seller.id, itemOverrides, { images: 1, now: t.clock.now() });
  return { seller, buyer, item };
}

const ids = (m: { item: { id: string }; buyer: { id: string }; seller: { id: string } }) => ({ item_id: m.item.id, buyer_user_id: m.buyer.id, seller_user_id: m.seller.id });
const as = (who: Who) => ({ token: who.token });
const say = (who: Who, m: Parameters<typeof ids>[0], message: string, extra: Record<string, string> = {}) => t.post('chats/add', { ...ids(m), message, ...extra }, as(who));
const historyOf = (who: Who, chatId: string, extra: Record<string, string> = {}) => t.post('chats/get_chat_history', { chat_id: chatId, ...extra }, as(who));

/** The rows a refused call must leave alone. */
async function snapshot() {
  const [h, m, r, n, i] = await Promise.all([
    t.deps.db.select().from(chatHeaders),
    t.deps.db.select().from(chatMessages),
    t.deps.db.select().from(chatReports),
    t.deps.db.select().from(notifications),
    t.deps.db.select().from(images),
  ]);
  return JSON.stringify([h, m, r, n, i].map((rows) => rows.map((x) => JSON.stringify(x)).sort()));
}

function expectRefused(res: Res, status: number, key: string, vars?: Record<string, string | number>) {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json).toEqual({ status: 'error', message: en(key, vars) });
}

/**
 * Listens on the realtime channel. `drain()` publishes a marker and waits for it: notifications reach a listener in
 * commit order, so every frame committed before is in `frames` by then.
 */
async function listen() {
  const client = new pg.Client({ connectionString: t.db.url });
  await client.connect();
  const frames: RealtimeEnvelope[] = [];
  let waiting: { marker: string; done: () => void } | null = null;
  client.on('notification', (n) => {
    // One change's frames may travel as one payload, an array of envelopes (realtime/publish.ts notifyCalls).
    const parsed = JSON.parse(n.payload ?? '{}') as RealtimeEnvelope | RealtimeEnvelope[];
    for (const env of Array.isArray(parsed) ? parsed : [parsed]) {
      if (waiting && env.u?.[0] === waiting.marker) return waiting.done();
      frames.push(env);
    }
  });
  await client.query(`listen ${REALTIME_CHANNEL}`);
  let n = 0;
  return {
    frames,
    /** Frames for `userId` so far, then forgets them all. */
    async drain(): Promise<RealtimeEnvelope[]> {
      const marker = `marker-${++n}`;
      await new Promise<void>((resolve) => {
        waiting = { marker, done: resolve };
        void t.deps.pool.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, JSON.stringify({ u: [marker], f: { t: 'pong' } })]);
      });
      return frames.splice(0);
    },
    close: () => client.end(),
  };
}
const framesFor = (envs: RealtimeEnvelope[], userId: string, type: RealtimeServerFrame['t']) => envs.filter((e) => (e.u ?? []).includes(userId) && e.f.t === type).map((e) => e.f);

// ---------------------------------------------------------------------------------------------- opening and writing

describe('POST chats/add', () => {
  it('lets the buyer open the conversation with a first message: a date separator, the message, one unread for the seller', async () => {
    const m = await market();
    const r = await say(m.buyer, m, '  Hello, is it still available?  ');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      ...ids(m),
      deal_state: 'chatting',
      chat_status: '0',
      offer_status: '1',
      seller_unread_count: '1',
      buyer_unread_count: '0',
      last_seq: '2',
      last_message: 'Hello, is it still available?',
      last_message_type: '0',
      allowed_actions: 'offer',
      is_owner: '0',
      is_blocked: '0',
    });
    expect(r.json.item.id).toBe(m.item.id);
    expect(r.json.buyer.user_id).toBe(m.buyer.id);
    expect(r.json.seller.user_id).toBe(m.seller.id);
    const h = await historyOf(m.seller, r.json.id);
    expect(h.status).toBe(200);
    expect(h.json.is_owner).toBe('1');
    expect(h.json.allowed_actions).toBe('');
    expect(h.json.messages.map((x: Record<string, string>) => [x.seq, x.type, x.message])).toEqual([
      ['1', String(CHAT_MESSAGE_TYPE.date), t.clock.now().toISOString().slice(0, 10)],
      ['2', '0', 'Hello, is it still available?'],
    ]);
  });

  it('opens the conversation without a message and answers the same header when asked again', async () => {
    const m = await market();
    const a = await say(m.buyer, m, '');
    const b = await say(m.buyer, m, '   ');
    expect(a.status).toBe(200);
    expect(b.json.id).toBe(a.json.id);
    expect(a.json).toMatchObject({ last_seq: '0', seller_unread_count: '0', last_message: '' });
    expect(await t.deps.db.select().from(chatHeaders).where(eq(chatHeaders.itemId, m.item.id))).toHaveLength(1);
  });

  it('lets the seller answer in an existing conversation, but not open one', async () => {
    const m = await market();
    const opened = await say(m.seller, m, 'Hi, are you interested?');
    expectRefused(opened, 404, 'deal.no_chat');
    const first = await say(m.buyer, m, 'Hello');
    const reply = await say(m.seller, m, 'Yes, it is available.');
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ id: first.json.id, buyer_unread_count: '1', seller_unread_count: '1', last_seq: '3', is_owner: '1' });
  });

  it('refuses to open a conversation about one\'s own, a foreign-owned, an unpublished, a sold or an unknown item, or across a block', async () => {
    const m = await market();
    const stranger = await createLoggedInUser(t);
    const pending = await createItem(t.deps.db, cat, m.seller.id, ITEM.pending);
    const sold = await createItem(t.deps.db, cat, m.seller.id, ITEM.sold);
    const blocked = await market();
    await createBlock(t.deps.db, { fromUserId: blocked.seller.id, toUserId: blocked.buyer.id });
    const before = await snapshot();
    expectRefused(await t.post('chats/add', { item_id: m.item.id, buyer_user_id: m.seller.id, seller_user_id: m.seller.id, message: 'Me' }, as(m.seller)), 400, 'chat.own_item');
    expectRefused(await t.post('chats/add', { item_id: m.item.id, buyer_user_id: m.buyer.id, seller_user_id: stranger.id, message: 'Hi' }, as(m.buyer)), 400, 'chat.wrong_seller');
    expectRefused(await t.post('chats/add', { item_id: pending.id, buyer_user_id: m.buyer.id, seller_user_id: m.seller.id, message: 'Hi' }, as(m.buyer)), 409, 'chat.item_unavailable');
    expectRefused(await t.post('chats/add', { item_id: sold.id, buyer_user_id: m.buyer.id, seller_user_id: m.seller.id, message: 'Hi' }, as(m.buyer)), 409, 'item.already_sold');
    expectRefused(await t.post('chats/add', { item_id: 'itm_nosuchitem', buyer_user_id: m.buyer.id, seller_user_id: m.seller.id, message: 'Hi' }, as(m.buyer)), 400, 'item.invalid_id');
    expectRefused(await say(blocked.buyer, blocked, 'Hi'), 403, 'chat.blocked');
    // Somebody else cannot open a conversation in a buyer's name.
    expectRefused(await say(stranger, m, 'Hi'), 404, 'deal.no_chat');
    expect(await snapshot()).toBe(before);
  });

  it('refuses an oversized message and changes nothing; accepts exactly the limit', async () => {
    const m = await market();
    await say(m.buyer, m, '');
    const before = await snapshot();
    expectRefused(await say(m.buyer, m, 'x'.repeat(CHAT_LIMITS.messageMax + 1)), 400, 'chat.message_too_long', { max: CHAT_LIMITS.messageMax });
    expect(await snapshot()).toBe(before);
    expect((await say(m.buyer, m, 'y'.repeat(CHAT_LIMITS.messageMax))).status).toBe(200);
  });

  it('answers a repeated client id with the stored message: one row, counts unchanged', async () => {
    const m = await market();
    const a = await say(m.buyer, m, 'Hello', { client_id: 'c-1' });
    const b = await say(m.buyer, m, 'Hello', { client_id: 'c-1' });
    expect(b.json).toMatchObject({ last_seq: a.json.last_seq, seller_unread_count: '1' });
    const rows = await t.deps.db.select().from(chatMessages).where(and(eq(chatMessages.chatHeaderId, a.json.id), eq(chatMessages.clientId, 'c-1')));
    expect(rows).toHaveLength(1);
    // The same client id from the other side is another message.
    expect((await say(m.seller, m, 'Hi', { client_id: 'c-1' })).json.last_seq).toBe(String(Number(a.json.last_seq) + 1));
    // Two resends racing each other store it once too.
    const raced = await Promise.all([1, 2, 3].map(() => say(m.buyer, m, 'Again', { client_id: 'c-2' })));
    expect(raced.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await t.deps.db.select().from(chatMessages).where(and(eq(chatMessages.chatHeaderId, a.json.id), eq(chatMessages.clientId, 'c-2')))).toHaveLength(1);
  });

  it('gives both sides one gapless order when both write at once', async () => {
    const m = await market();
    const opened = await say(m.buyer, m, 'Start');
    const sends = [...Array(12).keys()].map((i) => (i % 2 === 0 ? say(m.buyer, m, `buyer ${i}`) : say(m.seller, m, `seller ${i}`)));
    expect((await Promise.all(sends)).every((r) => r.status === 200)).toBe(true);
    const rows = await t.deps.db.select().from(chatMessages).where(eq(chatMessages.chatHeaderId, opened.json.id));
    expect(rows.map((r) => r.seq).sort((a, b) => a - b)).toEqual([...Array(14).keys()].map((i) => i + 1));
    const seenByBuyer = (await historyOf(m.buyer, opened.json.id)).json.messages.map((x: Record<string, string>) => x.id);
    const seenBySeller = (await historyOf(m.seller, opened.json.id)).json.messages.map((x: Record<string, string>) => x.id);
    expect(seenByBuyer).toEqual(seenBySeller);
    const header = (await t.deps.db.select().from(chatHeaders).where(eq(chatHeaders.id, opened.json.id)))[0]!;
    expect(header).toMatchObject({ lastSeq: 14, sellerUnreadCount: 7, buyerUnreadCount: 6 });
  });

  it('keeps a refused send apart from the sends that share its commit: they are stored, it changes nothing', async () => {
    const [m1, m2, m3] = [await market(), await market(), await market()];
    const opened = await Promise.all([m1, m2, m3].map((m) => say(m.buyer, m, 'Start')));
    const tooLong = 'x'.repeat(CHAT_LIMITS.messageMax + 1);
    // Eighteen sends at once over three conversations (the process commits them in groups); every third is refused.
    const plan = [...Array(18).keys()].map((i) => ({ m: [m1, m2, m3][i % 3]!, text: i % 3 === 1 ? tooLong : `hello ${i}` }));
    const answers = await Promise.all(plan.map((p) => say(p.m.buyer, p.m, p.text)));
    expect(answers.map((a) => a.status)).toEqual(plan.map((p) => (p.text === tooLong ? 400 : 200)));
    const rows = await t.deps.db.select().from(chatMessages);
    for (const [i, o] of opened.entries()) {
      const mine = rows.filter((r) => r.chatHeaderId === o.json.id).sort((a, b) => a.seq - b.seq);
      // Separator, "Start", then the six accepted sends or none: gapless either way.
      expect(mine.map((r) => r.seq)).toEqual([...Array(i === 1 ? 2 : 8).keys()].map((k) => k + 1));
      expect(mine.some((r) => r.message === tooLong)).toBe(false);
      const header = (await t.deps.db.select().from(chatHeaders).where(eq(chatHeaders.id, o.json.id)))[0]!;
      expect(header).toMatchObject({ lastSeq: mine.length, sellerUnreadCount: mine.length - 1 });
    }
  });

  it('writes one date separator, one first message and the right unread totals when first messages race', async () => {
    const elsewhere = 'Let us continue on WhatsApp +44 7700 900123';
    const m = await market();
    const opened = await say(m.buyer, m, '');
    const rt = await listen();
    try {
      const sends = [...Array(8).keys()].map((i) => say(i % 2 === 0 ? m.buyer : m.seller, m, elsewhere));
      expect((await Promise.all(sends)).every((r) => r.status === 200)).toBe(true);
      const rows = (await t.deps.db.select().from(chatMessages).where(eq(chatMessages.chatHeaderId, opened.json.id))).sort((a, b) => a.seq - b.seq);
      expect(rows.map((r) => [r.seq, r.type])).toEqual([[1, CHAT_MESSAGE_TYPE.date], ...[...Array(8).keys()].map((i) => [i + 2, CHAT_MESSAGE_TYPE.text])]);
      expect(rows.map((r) => r.warningKinds.join(','))).toEqual(['', 'contact_elsewhere', ...Array<string>(7).fill('')]);
      // The last unread frame each side got (commit order) holds the totals as they stand.
      const envs = await rt.drain();
      const header = (await t.deps.db.select().from(chatHeaders).where(eq(chatHeaders.id, opened.json.id)))[0]!;
      expect(header).toMatchObject({ lastSeq: 9, buyerUnreadCount: 4, sellerUnreadCount: 4 });
      expect(framesFor(envs, m.seller.id, 'unread').at(-1)).toEqual({ t: 'unread', buyer_unread_count: '0', seller_unread_count: '4' });
      expect(framesFor(envs, m.buyer.id, 'unread').at(-1)).toEqual({ t: 'unread', buyer_unread_count: '4', seller_unread_count: '0' });
    } finally {
      await rt.close();
    }
  });

  it('sees what the writer it waited for committed: no second separator, no second first message, no second copy', async () => {
    const elsewhere = 'Let us continue on WhatsApp +44 7700 900123';
    const m = await market();
    const opened = await say(m.buyer, m, '');
    const chatId = opened.json.id as string;
    // Another writer holds the header row and writes a separator and a first message with client id c-9.
    const other = new pg.Client({ connectionString: t.db.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select 1 from chat_headers where id = $1 for update', [chatId]);
      const waiting = say(m.buyer, m, elsewhere, { client_id: 'c-9' });
      const waitingToo = say(m.seller, m, elsewhere);
      // Both sends are queued behind the row lock (asked of PostgreSQL, no sleeping). The locking statement is
      // known by its start: pg_stat_activity keeps only the first 1 kB of a statement.
      for (;;) {
        const { rows } = await t.deps.pool.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%as last_message_date%'`,
        );
        if (rows[0]!.n >= 2) break;
      }
      const day = t.clock.now().toISOString().slice(0, 10);
      await other.query('update chat_headers set last_seq = 2, seller_unread_count = 1, last_message_at = $2 where id = $1', [chatId, t.clock.now()]);
      await other.query(
        `insert into chat_messages (id, chat_header_id, sender_user_id, type, message, client_id, seq, added_date)
         values ('msg_raced_sep', $1, $2, 3, $3, '', 1, $4), ('msg_raced_first', $1, $2, 0, 'Hello', 'c-9', 2, $4)`,
        [chatId, m.buyer.id, day, t.clock.now()],
      );
      await other.query('commit');
      const [resend, answer] = await Promise.all([waiting, waitingToo]);
      expect(resend.status).toBe(200);
      expect(answer.status).toBe(200);
      const rows = (await t.deps.db.select().from(chatMessages).where(eq(chatMessages.chatHeaderId, chatId))).sort((a, b) => a.seq - b.seq);
      expect(rows.map((r) => [r.id, r.seq, r.type, r.warningKinds.join(',')])).toEqual([
        ['msg_raced_sep', 1, CHAT_MESSAGE_TYPE.date, ''],
        ['msg_raced_first', 2, CHAT_MESSAGE_TYPE.text, ''],
        [rows[2]!.id, 3, CHAT_MESSAGE_TYPE.text, ''],
      ]);
      expect(rows[2]!.senderUserId).toBe(m.seller.id);
    } finally {
      await other.end();
    }
  });

  it('writes a date separator before the first message of each new UTC day', async () => {
    const m = await market();
    const opened = await say(m.buyer, m, 'Day one');
    await say(m.seller, m, 'Same day');
    const dayOne = t.clock.now().toISOString().slice(0, 10);
    // Just past the next UTC midnight; fresh sessions, as a day may pass their idle expiry.
    const now = t.clock.now().getTime();
    t.clock.advance(86_400_000 - (now % 86_400_000) + 60_000);
    const buyer = { ...m.buyer, token: await createSession(t.deps.db, m.buyer.id, t.clock.now()) };
    await say(buyer, m, 'Day two');
    const types = (await historyOf(buyer, opened.json.id)).json.messages.map((x: Record<string, string>) => `${x.type}:${x.message}`);
    expect(types).toEqual([`3:${dayOne}`, '0:Day one', '0:Same day', `3:${t.clock.now().toISOString().slice(0, 10)}`, '0:Day two']);
  });

  it('shows the chat guard\'s warnings to the recipient only, and asks-to-move-elsewhere only on the first message', async () => {
    const scam = 'Please pay a deposit by bank transfer before viewing the car.';
    const elsewhere = 'Let us continue on WhatsApp +44 7700 900123';
    expect(checkChatMessage(scam, { isFirstMessage: false }).warn).toBe(true);
    expect(checkChatMessage(elsewhere, { isFirstMessage: true }).kinds).toEqual(['contact_elsewhere']);
    const m = await market();
    const rt = await listen();
    try {
      const opened = await say(m.buyer, m, elsewhere);
      await say(m.seller, m, scam);
      await say(m.buyer, m, elsewhere);
      const bySeller = (await historyOf(m.seller, opened.json.id)).json.messages.filter((x: Record<string, string>) => x.type === '0');
      const byBuyer = (await historyOf(m.buyer, opened.json.id)).json.messages.filter((x: Record<string, string>) => x.type === '0');
      expect(bySeller.map((x: Record<string, string>) => x.warning_kinds)).toEqual(['contact_elsewhere', '', '']);
      expect(byBuyer.map((x: Record<string, string>) => x.warning_kinds)).toEqual(['', checkChatMessage(scam, { isFirstMessage: false }).kinds.join(','), '']);
      const envs = await rt.drain();
      const toSeller = framesFor(envs, m.seller.id, 'message') as Extract<RealtimeServerFrame, { t: 'message' }>[];
      const toBuyer = framesFor(envs, m.buyer.id, 'message') as Extract<RealtimeServerFrame, { t: 'message' }>[];
      expect(toSeller.filter((f) => f.message.type === '0').map((f) => f.message.warning_kinds)).toEqual(['contact_elsewhere', '', '']);
      expect(toBuyer.filter((f) => f.message.type === '0').map((f) => f.message.warning_kinds)).toEqual(['', 'money_transfer,deposit_before_viewing', '']);
    } finally {
      await rt.close();
    }
  });

  it('publishes the message to both sides and the new unread totals to the recipient, on commit', async () => {
    const m = await market();
    const rt = await listen();
    try {
      const r = await say(m.buyer, m, 'Hello there');
      const envs = await rt.drain();
      const toSeller = framesFor(envs, m.seller.id, 'message') as Extract<RealtimeServerFrame, { t: 'message' }>[];
      expect(toSeller.map((f) => [f.chat_id, f.message.seq, f.message.message])).toEqual([
        [r.json.id, '1', t.clock.now().toISOString().slice(0, 10)],
        [r.json.id, '2', 'Hello there'],
      ]);
      expect(framesFor(envs, m.buyer.id, 'message')).toHaveLength(2);
      expect(framesFor(envs, m.seller.id, 'unread').at(-1)).toEqual({ t: 'unread', buyer_unread_count: '0', seller_unread_count: '1' });
      expect(framesFor(envs, m.buyer.id, 'unread')).toEqual([]);
      // A refused message publishes nothing.
      await say(m.buyer, m, 'x'.repeat(CHAT_LIMITS.messageMax + 1));
      expect(await rt.drain()).toEqual([]);
    } finally {
      await rt.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------- reading

describe('POST chats/get_chat_history', () => {
  it('pages the conversation oldest first: the latest 30, those after after_seq, those before before_seq', async () => {
    const m = await market();
    const { header } = await createChat(t.deps.db, m.item, m.buyer.id, { messages: [...Array(40).keys()].map((i) => `m${i + 1}`) });
    const latest = await historyOf(m.buyer, header.id);
    expect(latest.json.messages).toHaveLength(30);
    expect(latest.json.messages[0].seq).toBe('11');
    expect(latest.json.messages[29].seq).toBe('40');
    const after = await historyOf(m.seller, header.id, { after_seq: '35' });
    expect(after.json.messages.map((x: Record<string, string>) => x.seq)).toEqual(['36', '37', '38', '39', '40']);
    const before = await historyOf(m.seller, header.id, { before_seq: '11' });
    expect(before.json.messages.map((x: Record<string, string>) => x.seq)).toEqual([...Array(10).keys()].map((i) => String(i + 1)));
    expectRefused(await historyOf(m.seller, header.id, { after_seq: 'abc' }), 400, 'validation.number', { field: 'after_seq' });
  });

  it('still answers the contract\'s header when the other party has deleted their account', async () => {
    const m = await market();
    const { header } = await createChat(t.deps.db, m.item, m.buyer.id, { messages: ['Hello'] });
    await t.deps.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, m.buyer.id));
    const r = await historyOf(m.seller, header.id);
    expect(r.status).toBe(200);
    expect(r.json.buyer).toMatchObject({ is_empty_object: '1', user_id: '' });
    expect(calls['chats/get_chat_history'].response.safeParse(r.json).success).toBe(true);
  });

  it('is the same conversation by its id or by its three ids; anyone else hears it does not exist', async () => {
    const m = await market();
    const { header } = await createChat(t.deps.db, m.item, m.buyer.id, { messages: ['Secret price talk'] });
    const byIds = await t.post('chats/get_chat_history', ids(m), as(m.seller));
    expect(byIds.json.id).toBe(header.id);
    const stranger = await createLoggedInUser(t);
    for (const body of [{ chat_id: header.id }, ids(m)]) {
      const r = await t.post('chats/get_chat_history', body, as(stranger));
      expectRefused(r, 404, 'deal.no_chat');
      expect(JSON.stringify(r.json)).not.toContain('Secret');
    }
    expectRefused(await t.post('chats/get_chat_history', { chat_id: 'cht_nosuchchat' }, as(m.buyer)), 404, 'deal.no_chat');
    // chat_id with ids of another conversation is no conversation.
    expectRefused(await t.post('chats/get_chat_history', { chat_id: header.id, item_id: 'itm_other' }, as(m.buyer)), 404, 'deal.no_chat');
  });
});

describe('POST chats/reset_count', () => {
  it('marks the conversation read for the caller, tells the other side and both refetch the header', async () => {
    const m = await market();
    const opened = await say(m.buyer, m, 'One');
    await say(m.buyer, m, 'Two');
    const rt = await listen();
    try {
      const r = await t.post('chats/reset_count', { chat_id: opened.json.id }, as(m.seller));
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ seller_unread_count: '0', seller_read_seq: '3', last_seq: '3' });
      const envs = await rt.drain();
      expect(framesFor(envs, m.buyer.id, 'read')).toEqual([{ t: 'read', chat_id: opened.json.id, user_id: m.seller.id, seq: '3' }]);
      expect(framesFor(envs, m.seller.id, 'unread')).toEqual([{ t: 'unread', buyer_unread_count: '0', seller_unread_count: '0' }]);
      expect(framesFor(envs, m.buyer.id, 'chat')).toHaveLength(1);
      expect(framesFor(envs, m.seller.id, 'chat')).toHaveLength(1);
    } finally {
      await rt.close();
    }
    const seen = (await historyOf(m.buyer, opened.json.id)).json.messages.filter((x: Record<string, string>) => x.type === '0');
    expect(seen.map((x: Record<string, string>) => x.is_read)).toEqual(['1', '1']);
    await say(m.buyer, m, 'Three');
    const later = (await historyOf(m.buyer, opened.json.id)).json.messages.filter((x: Record<string, string>) => x.type === '0');
    expect(later.map((x: Record<string, string>) => x.is_read)).toEqual(['1', '1', '0']);
  });
});

// ---------------------------------------------------------------------------------------------- lists and counts

describe('lists and counts', () => {
  it('lists my conversations per side, latest message first, and offers separately', async () => {
    const seller = await createLoggedInUser(t);
    const buyers = await Promise.all([1, 2, 3].map(() => createLoggedInUser(t)));
    const items = await Promise.all(buyers.map(() => createItem(t.deps.db, cat, seller.id)));
    const chats = [];
    for (let i = 0; i < 3; i++) {
      chats.push((await say(buyers[i]!, { item: items[i]!, buyer: buyers[i]!, seller }, `Hi ${i}`)).json.id as string);
      t.clock.advance(1000);
    }
    await t.post('chats/update_price', { chat_id: chats[0], nego_price: '9000' }, as(buyers[0]!));
    const mine = await t.post('chat_items/get_buyer_seller_list', { user_id: seller.id, return_type: 'buyer' }, as(seller));
    expect(mine.status).toBe(200);
    expect(mine.json.map((h: Record<string, string>) => h.id)).toEqual([chats[0], chats[2], chats[1]]);
    const asBuyer = await t.post('chat_items/get_buyer_seller_list', { user_id: buyers[1]!.id, return_type: 'seller' }, as(buyers[1]!));
    expect(asBuyer.json.map((h: Record<string, string>) => h.id)).toEqual([chats[1]]);
    const none = await t.post('chat_items/get_buyer_seller_list', { return_type: 'seller' }, as(seller));
    expect(none.status).toBe(404);
    expect(none.json.message).toMatch(/^10001##/);
    const later = await t.post('chat_items/get_buyer_seller_list/limit/2/offset/2', { return_type: 'buyer' }, as(seller));
    expect(later.json.map((h: Record<string, string>) => h.id)).toEqual([chats[1]]);
    expect((await t.post('chat_items/get_buyer_seller_list/offset/3', { return_type: 'buyer' }, as(seller))).json.message).toMatch(/^10002##/);
    const received = await t.post('chats/offer_list', { user_id: seller.id, return_type: 'buyer' }, as(seller));
    expect(received.json.map((h: Record<string, string>) => [h.id, h.nego_price, h.offer_amount])).toEqual([[chats[0], '9000', '9000']]);
    const sent = await t.post('chats/offer_list', { return_type: 'seller' }, as(buyers[0]!));
    expect(sent.json.map((h: Record<string, string>) => h.id)).toEqual([chats[0]]);
    expect((await t.post('chat_items/get_buyer_seller_list', { user_id: seller.id, return_type: 'buyer' }, as(buyers[0]!))).status).toBe(403);
  });

  it('counts unread messages as buyer and as seller, and unread notifications', async () => {
    const me = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    const myItem = await createItem(t.deps.db, cat, me.id);
    const theirItem = await createItem(t.deps.db, cat, other.id);
    await say(other, { item: myItem, buyer: other, seller: me }, 'To me as seller');
    await say(other, { item: myItem, buyer: other, seller: me }, 'Again');
    await say(me, { item: theirItem, buyer: me, seller: other }, 'Me as buyer');
    await say(other, { item: theirItem, buyer: me, seller: other }, 'Seller answers me');
    await t.post('notis/send_chat_noti', { item_id: theirItem.id, buyer_user_id: me.id, seller_user_id: other.id, message: 'ping' }, as(other));
    const r = await t.post('users/unread_count', { user_id: me.id }, as(me));
    // One notification per conversation with unread messages (the first unread one's); send_chat_noti adds none.
    expect(r.json).toEqual({ id: me.id, blog_noti_unread_count: '2', buyer_unread_count: '1', seller_unread_count: '2' });
    expect((await t.post('users/unread_count', { user_id: me.id }, as(other))).status).toBe(403);
  });
});

// ---------------------------------------------------------------------------------------------- notifications, reports

describe('POST notis/send_chat_noti and chats/report', () => {
  it('queues a chat notification to the other participant only', async () => {
    const m = await market();
    const opened = await say(m.buyer, m, 'Hello');
    const r = await t.post('notis/send_chat_noti', { chat_id: opened.json.id, message: 'Hello' }, as(m.buyer));
    expect(r.status).toBe(200);
    const rows = await t.deps.db.select().from(notifications).where(eq(notifications.userId, m.seller.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ flag: 'chat', title: `New message from ${m.buyer.name}` });
    expect(rows[0]!.message).toContain('Hello');
    expect(rows[0]!.data).toMatchObject({ chat_id: opened.json.id, item_id: m.item.id });
    const stranger = await createLoggedInUser(t);
    const before = await snapshot();
    expectRefused(await t.post('notis/send_chat_noti', { chat_id: opened.json.id }, as(stranger)), 404, 'deal.no_chat');
    expect(await snapshot()).toBe(before);
  });

  it('takes one report per participant and conversation, naming the other party', async () => {
    const m = await market();
    const opened = await say(m.buyer, m, 'Hello');
    await say(m.seller, m, 'Pay by gift card first');
    const r = await t.post('chats/report', { chat_id: opened.json.id, reason: 'Asked for gift cards' }, as(m.buyer));
    expect(r.status).toBe(201);
    expect(r.json).toEqual({ status: 'success', message: en('chat.report_added') });
    const rows = await t.deps.db.select().from(chatReports).where(eq(chatReports.chatHeaderId, opened.json.id));
    expect(rows).toMatchObject([{ reporterUserId: m.buyer.id, reportedUserId: m.seller.id, reason: 'Asked for gift cards', status: 'open' }]);
    const before = await snapshot();
    expectRefused(await t.post('chats/report', { chat_id: opened.json.id }, as(m.buyer)), 409, 'chat.already_reported');
    expectRefused(await t.post('chats/report', { chat_id: opened.json.id }, as(await createLoggedInUser(t))), 404, 'deal.no_chat');
    expect(await snapshot()).toBe(before);
    expect((await t.post('chats/report', { chat_id: opened.json.id }, as(m.seller))).status).toBe(201);
  });
});

// ---------------------------------------------------------------------------------------------- images

describe('POST images/chat_image_upload', () => {
  it('stores the image without its metadata and writes an image message', async () => {
    const m = await market();
    const opened = await say(m.buyer, m, 'Here is a photo');
    const original = await jpegWithExif(1200, 800);
    const r = await upload(t, 'images/chat_image_upload', m.buyer.token, { chat_id: opened.json.id, sender_id: m.buyer.id, client_id: 'img-1' }, { filename: 'car.jpg', data: original });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json).toMatchObject({ chat_id: opened.json.id, type: '1', sender_user_id: m.buyer.id, client_id: 'img-1', seq: '3' });
    expect(r.json.img_path).toMatch(/\.jpg$/);
    const stored = fs.readFileSync(path.join(t.config.uploadsDir, r.json.img_path));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
    const again = await upload(t, 'images/chat_image_upload', m.buyer.token, { chat_id: opened.json.id, client_id: 'img-1' }, { filename: 'car.jpg', data: original });
    expect(again.json.id).toBe(r.json.id);
    expect(await t.deps.db.select().from(images).where(eq(images.imgType, 'chat'))).toHaveLength(1);
  });

  it('refuses a fake image, a decompression bomb, a stranger and a blocked conversation, storing nothing', async () => {
    const m = await market();
    const opened = await say(m.buyer, m, 'Hello');
    const stranger = await createLoggedInUser(t);
    const before = await snapshot();
    const fake = await upload(t, 'images/chat_image_upload', m.buyer.token, { chat_id: opened.json.id }, { filename: 'car.jpg', data: Buffer.from('this is not an image at all, just text pretending') });
    expect(fake.status).toBe(400);
    const bomb = await upload(t, 'images/chat_image_upload', m.buyer.token, { chat_id: opened.json.id }, { filename: 'huge.png', data: await decompressionBombPng() });
    expect(bomb.status, JSON.stringify(bomb.json)).toBe(400);
    const foreign = await upload(t, 'images/chat_image_upload', stranger.token, { chat_id: opened.json.id }, { filename: 'car.jpg', data: await jpeg(64, 64) });
    expectRefused(foreign, 404, 'deal.no_chat');
    await createBlock(t.deps.db, { fromUserId: m.buyer.id, toUserId: m.seller.id });
    const blocked = await upload(t, 'images/chat_image_upload', m.seller.token, { chat_id: opened.json.id }, { filename: 'car.jpg', data: await jpeg(64, 64) });
    expectRefused(blocked, 403, 'chat.blocked');
    const after = await snapshot();
    // Only the block factory's row differs, and it is not in the snapshot.
    expect(after).toBe(before);
  });
});

// ---------------------------------------------------------------------------------------------- blocks

describe('a block closes the conversation', () => {
  it('refuses every write with chat.blocked and still lets both read', async () => {
    const m = await market();
    const opened = await say(m.buyer, m, 'Hello');
    await createOffer(t.deps.db, { chatHeaderId: opened.json.id, itemId: m.item.id, fromUserId: m.buyer.id, toUserId: m.seller.id });
    await createBlock(t.deps.db, { fromUserId: m.seller.id, toUserId: m.buyer.id });
    const before = await snapshot();
    for (const [who, call, body] of [
      [m.buyer, 'chats/add', { chat_id: opened.json.id, message: 'Why?' }],
      [m.seller, 'chats/add', { chat_id: opened.json.id, message: 'Bye' }],
      [m.buyer, 'chats/update_price', { chat_id: opened.json.id, nego_price: '9000' }],
      [m.seller, 'chats/update_accept', { chat_id: opened.json.id }],
      [m.buyer, 'notis/send_chat_noti', { chat_id: opened.json.id }],
    ] as const) {
      expectRefused(await t.post(call, body, as(who)), 403, 'chat.blocked');
    }
    await expect(sendMessage(t.deps, m.buyer.id, { chatId: opened.json.id, clientId: 'x', message: 'Hi' })).rejects.toMatchObject({ key: 'chat.blocked' });
    expect(await snapshot()).toBe(before);
    const read = await historyOf(m.buyer, opened.json.id);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ is_blocked: '1', allowed_actions: '' });
  });
});

// ---------------------------------------------------------------------------------------------- the realtime hub's functions

describe('the service functions of the realtime hub', () => {
  it('sendMessage, syncMessages, markRead and participantsOf take the same path as REST', async () => {
    const m = await market();
    const opened = await say(m.buyer, m, 'Hello');
    const sent = await sendMessage(t.deps, m.seller.id, { chatId: opened.json.id, clientId: 'ws-1', message: '  Over the socket  ' });
    expect(sent).toMatchObject({ seq: '3', message: 'Over the socket', client_id: 'ws-1', sender_user_id: m.seller.id, is_read: '0' });
    expect(await sendMessage(t.deps, m.seller.id, { chatId: opened.json.id, clientId: 'ws-1', message: 'Over the socket' })).toEqual(sent);
    await expect(sendMessage(t.deps, m.seller.id, { chatId: opened.json.id, clientId: 'ws-2', message: '   ' })).rejects.toMatchObject({ httpStatus: 400, key: 'chat.message_empty' });
    const missed = await syncMessages(t.deps, m.buyer.id, opened.json.id, 1);
    expect(missed.map((x) => x.seq)).toEqual(['2', '3']);
    await expect(syncMessages(t.deps, (await createLoggedInUser(t)).id, opened.json.id, 0)).rejects.toMatchObject({ httpStatus: 404 });
    for (let i = 0; i < 35; i++) await createChatMessage(t.deps.db, { chatHeaderId: opened.json.id, senderUserId: m.buyer.id, message: `n${i}` });
    expect(await syncMessages(t.deps, m.seller.id, opened.json.id, 0)).toHaveLength(CHAT_LIMITS.pageSize);
    await markRead(t.deps, m.buyer.id, opened.json.id);
    const h = (await t.deps.db.select().from(chatHeaders).where(eq(chatHeaders.id, opened.json.id)))[0]!;
    expect(h).toMatchObject({ buyerUnreadCount: 0, buyerReadSeq: h.lastSeq });
    expect(await participantsOf(t.deps, opened.json.id)).toEqual({ buyerId: m.buyer.id, sellerId: m.seller.id });
    expect(await participantsOf(t.deps, 'cht_nosuchchat')).toBeNull();
  });
});


