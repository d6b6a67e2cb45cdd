/**
 * The deal through the real server (issue 11 item 2, decision 012): every state × every deal call × every role,
 * on open, sold, unpublished and reserved items, each answer held to `dealTransition`'s verdict (ok: 200 and the new
 * state written; refused: its key and status, nothing changed); racing accepts on a single car; a whole deal with
 * its offers history, messages, item sale and notifications.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEAL_STATES,
  DEAL_WIRE,
  dealTransition,
  ITEM_FIELD_LIMITS,
  updatePriceAction,
  type DealAction,
  type DealItem,
  type DealRole,
  type DealState,
} from '@wheeldeal/contract';
import { chatHeaders, chatMessages, items, notifications, offers } from '../../db/schema.ts';
import { translator } from '../../lib/messages.ts';
import { createTestApp, type Res, type TestApp } from '../../../test/support/app.ts';
import { createChatHeader, createItem, createLoggedInUser, createOffer, createRating, ITEM, makeCatalog, type Catalog } from '../../../test/support/factories.ts';
import { dealRefusal } from './deal.service.ts';

let t: TestApp;
let cat: Catalog;
type Who = Awaited<ReturnType<typeof createLoggedInUser>>;
let seller: Who;
let buyer: Who;
let rival: Who;
let other: Who;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  cat = await makeCatalog(t);
  seller = await createLoggedInUser(t);
  buyer = await createLoggedInUser(t);
  rival = await createLoggedInUser(t);
  other = await createLoggedInUser(t);
});
afterAll(() => t.close());

const en = translator('en');
const as = (who: Who) => ({ token: who.token });
const STANDING = '9000';
const NEW_PRICE = 9500;

/** The item a deal runs on: open (published, single car), or one whose rules refuse something. */
const VARIANTS = {
  open: { item: {}, reservedBy: false },
  sold_out: { item: ITEM.sold, reservedBy: false },
  pending: { item: ITEM.pending, reservedBy: false },
  disabled: { item: ITEM.disabled, reservedBy: false },
  reserved: { item: {}, reservedBy: true },
  shop_reserved: { item: { businessMode: true }, reservedBy: true },
} as const;
type Variant = keyof typeof VARIANTS;

/** A conversation whose deal is in `state`, with the offers history that state implies. */
async function dealIn(state: DealState, variant: Variant) {
  const v = VARIANTS[variant];
  const item = await createItem(t.deps.db, cat, seller.id, v.item);
  const w = DEAL_WIRE[state];
  const standing = state !== 'chatting' && state !== 'rejected';
  const header = await createChatHeader(t.deps.db, {
    itemId: item.id,
    buyerUserId: buyer.id,
    sellerUserId: seller.id,
    offerStatus: w.offer_status,
    chatStatus: w.chat_status,
    isOffer: w.is_offer,
    isAccept: w.is_accept,
    negoPrice: standing ? STANDING : '0',
    latestOfferBy: state === 'countered' ? 'seller' : standing ? 'buyer' : '',
  });
  const offer = (from: Who, to: Who, status: string, amount = STANDING) =>
    createOffer(t.deps.db, { chatHeaderId: header.id, itemId: item.id, fromUserId: from.id, toUserId: to.id, amount, status });
  if (state === 'offered') await offer(buyer, seller, 'offered');
  if (state === 'countered') {
    await offer(buyer, seller, 'withdrawn', '8000');
    await offer(seller, buyer, 'offered');
  }
  if (state === 'rejected') await offer(buyer, seller, 'rejected');
  if (state === 'accepted' || state === 'bought' || state === 'sold') await offer(buyer, seller, 'accepted');
  if (v.reservedBy) {
    const a = DEAL_WIRE.accepted;
    await createChatHeader(t.deps.db, { itemId: item.id, buyerUserId: rival.id, sellerUserId: seller.id, offerStatus: a.offer_status, chatStatus: a.chat_status, isOffer: true, isAccept: true, negoPrice: STANDING });
  }
  const facts: DealItem = { status: item.status, isSoldOut: item.isSoldOut, isShop: item.businessMode, acceptedElsewhere: v.reservedBy };
  return { item, header, facts };
}

/** The deal calls and the action each fires for a caller in a state. */
const CALLS = {
  'update_price > 0': { call: 'chats/update_price', body: { nego_price: String(NEW_PRICE) }, action: (s: DealState, r: DealRole) => updatePriceAction(s, r, NEW_PRICE) },
  'update_price 0': { call: 'chats/update_price', body: { nego_price: '0' }, action: (s: DealState, r: DealRole) => updatePriceAction(s, r, 0) },
  update_accept: { call: 'chats/update_accept', body: {}, action: () => 'accept' as DealAction },
  is_user_bought: { call: 'chats/is_user_bought', body: {}, action: () => 'confirm_bought' as DealAction },
  item_sold_out: { call: 'chats/item_sold_out', body: {}, action: () => 'mark_sold' as DealAction },
} as const;

const ROLES: Record<DealRole, () => Who> = { buyer: () => buyer, seller: () => seller, other: () => other };

/** Everything a refused step must leave as it was. */
async function rowsOf(headerId: string, itemId: string) {
  const [h, m, o, i, n] = await Promise.all([
    t.deps.db.select().from(chatHeaders).where(eq(chatHeaders.itemId, itemId)).orderBy(asc(chatHeaders.id)),
    t.deps.db.select().from(chatMessages).where(eq(chatMessages.chatHeaderId, headerId)),
    t.deps.db.select().from(offers).where(eq(offers.chatHeaderId, headerId)).orderBy(asc(offers.id)),
    t.deps.db.select().from(items).where(eq(items.id, itemId)),
    t.deps.db.select({ id: notifications.id }).from(notifications).where(inArray(notifications.userId, [buyer.id, seller.id])),
  ]);
  return { h, m, o, i, n: n.length };
}

describe('every state × every deal call × every role agrees with dealTransition', () => {
  for (const variant of Object.keys(VARIANTS) as Variant[]) {
    for (const state of DEAL_STATES) {
      it(`${variant} item, ${state}`, async () => {
        for (const [label, c] of Object.entries(CALLS)) {
          for (const role of Object.keys(ROLES) as DealRole[]) {
            // The unusual items matter to the parties; a stranger is refused before the item is looked at.
            if (role === 'other' && variant !== 'open') continue;
            const { item, header, facts } = await dealIn(state, variant);
            const action = c.action(state, role);
            const verdict = dealTransition(state, action, { role, item: facts, amount: label === 'update_price > 0' ? NEW_PRICE : undefined });
            const what = `${variant} ${state}: ${label} by ${role} (${action})`;
            const before = await rowsOf(header.id, item.id);
            const res: Res = await t.post(c.call, { chat_id: header.id, ...c.body }, as(ROLES[role]()));
            if (role === 'other') {
              // A stranger is not told the conversation exists (the graph's verdict is not_participant).
              expect(verdict, what).toMatchObject({ ok: false, refusal: 'deal.not_participant' });
              expect([res.status, res.json], what).toEqual([404, { status: 'error', message: en('deal.no_chat') }]);
              expect(await rowsOf(header.id, item.id), what).toEqual(before);
              continue;
            }
            if (!verdict.ok) {
              const expected = dealRefusal(verdict.refusal);
              expect([res.status, res.json], what).toEqual([expected.httpStatus, { status: 'error', message: en(verdict.refusal) }]);
              expect(await rowsOf(header.id, item.id), what).toEqual(before);
              continue;
            }
            expect(res.status, `${what}: ${JSON.stringify(res.json).slice(0, 200)}`).toBe(200);
            const w = DEAL_WIRE[verdict.state];
            expect(res.json, what).toMatchObject({ deal_state: verdict.state, chat_status: String(w.chat_status), offer_status: String(w.offer_status), is_offer: w.is_offer ? '1' : '0', is_accept: w.is_accept ? '1' : '0' });
            const after = await rowsOf(header.id, item.id);
            const h = after.h.find((x) => x.id === header.id)!;
            expect(h.chatStatus, what).toBe(w.chat_status);
            if (verdict.negoPrice !== null) expect(Number(h.negoPrice), what).toBe(verdict.negoPrice);
            else expect(h.negoPrice, what).toBe(before.h.find((x) => x.id === header.id)!.negoPrice);
            const written = after.m.filter((m) => m.type !== 3);
            if (verdict.messageType === null) expect(written, what).toEqual([]);
            else expect(written.map((m) => [m.type, m.senderUserId]), what).toEqual([[verdict.messageType, ROLES[role]().id]]);
            expect(after.i[0]!.isSoldOut, what).toBe(before.i[0]!.isSoldOut || verdict.marksItemSoldOut);
            expect(after.n, what).toBe(before.n + 1);
          }
        }
      });
    }
  }
});

// ---------------------------------------------------------------------------------------------- races

describe('racing accepts', () => {
  it('lets exactly one of two conversations about a single car reach acceptance when the seller accepts both at once', async () => {
    for (let round = 0; round < 5; round++) {
      const item = await createItem(t.deps.db, cat, seller.id);
      const chats = [];
      for (const b of [buyer, rival]) {
        const h = await createChatHeader(t.deps.db, { itemId: item.id, buyerUserId: b.id, sellerUserId: seller.id, offerStatus: 2, chatStatus: 1, isOffer: true, negoPrice: STANDING, latestOfferBy: 'buyer' });
        await createOffer(t.deps.db, { chatHeaderId: h.id, itemId: item.id, fromUserId: b.id, toUserId: seller.id });
        chats.push(h.id);
      }
      const answers = await Promise.all(chats.map((id) => t.post('chats/update_accept', { chat_id: id }, as(seller))));
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 404]);
      expect(answers.find((r) => r.status === 404)!.json.message).toBe(en('deal.accept_again'));
      const rows = await t.deps.db.select().from(chatHeaders).where(eq(chatHeaders.itemId, item.id));
      expect(rows.filter((h) => h.chatStatus === DEAL_WIRE.accepted.chat_status)).toHaveLength(1);
    }
  });

  it('lets exactly one of two buyers accept the seller\'s counters at once', async () => {
    for (let round = 0; round < 5; round++) {
      const item = await createItem(t.deps.db, cat, seller.id);
      const chats: { id: string; who: Who }[] = [];
      for (const b of [buyer, rival]) {
        const h = await createChatHeader(t.deps.db, { itemId: item.id, buyerUserId: b.id, sellerUserId: seller.id, offerStatus: 2, chatStatus: 1, isOffer: true, negoPrice: STANDING, latestOfferBy: 'seller' });
        await createOffer(t.deps.db, { chatHeaderId: h.id, itemId: item.id, fromUserId: seller.id, toUserId: b.id });
        chats.push({ id: h.id, who: b });
      }
      const answers = await Promise.all(chats.map((c) => t.post('chats/update_accept', { chat_id: c.id }, as(c.who))));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 404]);
      const rows = await t.deps.db.select().from(chatHeaders).where(eq(chatHeaders.itemId, item.id));
      expect(rows.filter((h) => h.chatStatus === DEAL_WIRE.accepted.chat_status)).toHaveLength(1);
    }
  });

  it('lets a shop item (several orders) accept both at once', async () => {
    const item = await createItem(t.deps.db, cat, seller.id, { businessMode: true });
    const chats = [];
    for (const b of [buyer, rival]) {
      const h = await createChatHeader(t.deps.db, { itemId: item.id, buyerUserId: b.id, sellerUserId: seller.id, offerStatus: 2, chatStatus: 1, isOffer: true, negoPrice: STANDING, latestOfferBy: 'buyer' });
      chats.push(h.id);
    }
    const answers = await Promise.all(chats.map((id) => t.post('chats/update_accept', { chat_id: id }, as(seller))));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
  });
});

// ---------------------------------------------------------------------------------------------- a whole deal

describe('a whole deal', () => {
  it('runs offer → counter → accept → bought → sold with its history, messages, sale and notifications', async () => {
    const s = await createLoggedInUser(t);
    const b = await createLoggedInUser(t);
    const item = await createItem(t.deps.db, cat, s.id, { price: '10000' });
    const ids = { item_id: item.id, buyer_user_id: b.id, seller_user_id: s.id };
    const opened = await t.post('chats/add', { ...ids, type: 'to_seller', message: 'Would you take 9000?' }, as(b));
    const chatId = opened.json.id as string;

    const steps: [Who, string, Record<string, string>, Record<string, string>][] = [
      [b, 'chats/update_price', { nego_price: '9000' }, { deal_state: 'offered', nego_price: '9000', latest_offer_by: 'buyer', allowed_actions: 'offer,withdraw' }],
      [s, 'chats/update_price', { nego_price: '9500.50' }, { deal_state: 'countered', nego_price: '9500.5', latest_offer_by: 'seller', allowed_actions: 'counter,withdraw' }],
      [b, 'chats/update_accept', {}, { deal_state: 'accepted', chat_status: '3', is_accept: '1', nego_price: '9500.5', allowed_actions: 'confirm_bought' }],
      [b, 'chats/is_user_bought', {}, { deal_state: 'bought', chat_status: '5', offer_status: '3', allowed_actions: '' }],
      [s, 'chats/item_sold_out', {}, { deal_state: 'sold', chat_status: '4', allowed_actions: 'review' }],
    ];
    for (const [who, call, body, expected] of steps) {
      const r = await t.post(call, { ...ids, ...body }, as(who));
      expect(r.status, `${call}: ${JSON.stringify(r.json).slice(0, 200)}`).toBe(200);
      expect(r.json, call).toMatchObject(expected);
    }

    const history = await t.post('chats/get_chat_history', { chat_id: chatId }, as(s));
    const deal = history.json.messages.filter((m: Record<string, string>) => m.type !== '3' && m.type !== '0');
    expect(deal.map((m: Record<string, string>) => [m.type, m.deal_action, m.offer_amount, m.sender_user_id])).toEqual([
      ['2', 'offer', '9000', b.id],
      ['2', 'counter', '9500.5', s.id],
      ['2', 'accept', '9500.5', b.id],
      ['5', '', '', b.id],
      ['4', '', '', s.id],
    ]);
    const history2 = await t.deps.db.select().from(offers).where(eq(offers.chatHeaderId, chatId)).orderBy(asc(offers.addedDate), asc(offers.amount));
    expect(history2.map((o) => [o.fromUserId, o.amount, o.status, o.respondedAt !== null])).toEqual([
      [b.id, '9000.00', 'withdrawn', true],
      [s.id, '9500.50', 'accepted', true],
    ]);
    const sold = (await t.deps.db.select().from(items).where(eq(items.id, item.id)))[0]!;
    expect(sold).toMatchObject({ isSoldOut: true, soldType: 'wheeldeal', soldToUserId: b.id, soldBuyerName: b.name });
    expect(sold.soldDate).not.toBeNull();
    const toSeller = await t.deps.db.select().from(notifications).where(eq(notifications.userId, s.id)).orderBy(asc(notifications.addedDate));
    const toBuyer = await t.deps.db.select().from(notifications).where(eq(notifications.userId, b.id));
    // The opening message (its unread episode), the offer and the purchase.
    expect(toSeller.map((n) => n.flag).sort()).toEqual(['bought', 'chat', 'chat', 'chat']);
    expect(toBuyer.map((n) => n.flag)).toEqual(['chat', 'chat']);
    expect(toSeller.map((n) => n.title)).toContain(en('notify.chat_offer_title', { item: item.title }));
    expect(toBuyer.map((n) => n.message)).toContain(en('notify.chat_mark_sold_body', { name: s.name, item: item.title }));
    // Unread counts count the other party's messages: the buyer's text, offer, accept and bought; the seller's counter and sold.
    expect(history.json).toMatchObject({ seller_unread_count: '4', buyer_unread_count: '2' });
  });

  it('shows who has reviewed the sold deal and offers the review only to the other party', async () => {
    const { header } = await dealIn('sold', 'open');
    await createRating(t.deps.db, { fromUserId: buyer.id, toUserId: seller.id, chatHeaderId: header.id });
    const byBuyer = await t.post('chats/get_chat_history', { chat_id: header.id }, as(buyer));
    const bySeller = await t.post('chats/get_chat_history', { chat_id: header.id }, as(seller));
    expect(byBuyer.json).toMatchObject({ buyer_reviewed: '1', seller_reviewed: '0', allowed_actions: '' });
    expect(bySeller.json).toMatchObject({ buyer_reviewed: '1', seller_reviewed: '0', allowed_actions: 'review' });
  });

  it('records a rejection and a withdrawal in the offers history and clears the price', async () => {
    const { header } = await dealIn('offered', 'open');
    const rejected = await t.post('chats/update_price', { chat_id: header.id, nego_price: '0' }, as(seller));
    expect(rejected.json).toMatchObject({ deal_state: 'rejected', nego_price: '0', latest_offer_by: '', allowed_actions: '' });
    const offered = await t.post('chats/update_price', { chat_id: header.id, nego_price: '8800' }, as(buyer));
    expect(offered.json.deal_state).toBe('offered');
    const withdrawn = await t.post('chats/update_price', { chat_id: header.id, nego_price: '0' }, as(buyer));
    expect(withdrawn.json).toMatchObject({ deal_state: 'chatting', nego_price: '0' });
    const rows = await t.deps.db.select().from(offers).where(eq(offers.chatHeaderId, header.id)).orderBy(asc(offers.amount));
    expect(rows.map((o) => [o.amount, o.status, o.respondedAt !== null])).toEqual([
      ['8800.00', 'withdrawn', true],
      [STANDING + '.00', 'rejected', true],
    ]);
    const msgs = await t.deps.db.select().from(chatMessages).where(and(eq(chatMessages.chatHeaderId, header.id), eq(chatMessages.type, 2))).orderBy(asc(chatMessages.seq));
    expect(msgs.map((m) => [m.dealAction, m.offerAmount])).toEqual([
      ['reject', '0.00'],
      ['offer', '8800.00'],
      ['withdraw', '0.00'],
    ]);
  });

  it('refuses prices that are not whole cents or not positive, with nothing changed', async () => {
    const { item, header } = await dealIn('chatting', 'open');
    const before = await rowsOf(header.id, item.id);
    for (const price of ['0.001', '10.005']) {
      const r = await t.post('chats/update_price', { chat_id: header.id, nego_price: price }, as(buyer));
      expect([r.status, r.json.message], price).toEqual([400, en('deal.amount_invalid')]);
    }
    for (const price of ['-5', 'abc', String(ITEM_FIELD_LIMITS.priceMax * 10)]) {
      expect((await t.post('chats/update_price', { chat_id: header.id, nego_price: price }, as(buyer))).status, price).toBe(400);
    }
    expect(await rowsOf(header.id, item.id)).toEqual(before);
  });
});
