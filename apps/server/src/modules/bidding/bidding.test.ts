/**
 * Bidding (decision 016) through the real calls on a real database: every rule of the record, each refusal with
 * its localised message and nothing changed, the bid fee through the payments module (paid by the sandbox's
 * webhook path, refunded by refundPayment), racing bids under the row lock, and the jobs at the start and the end.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidders, biddings, bids, ledgerEntries, notifications, payments } from '../../db/schema.ts';
import { createTestApp, drainJobs, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { createLoggedInUser, ITEM, makeCatalog, makeItem, setItem, type Catalog } from '../../../test/support/factories.ts';
import { applyEvent } from '../payments/index.ts';
import { biddingCloseJob, biddingOpenJob } from './bidding.jobs.ts';

let t: TestApp;
let cat: Catalog;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  cat = await makeCatalog(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** The wire's "YYYY-MM-DD HH:MM:SS" (UTC) of now + `ms` on the app's clock. */
const at = (ms: number) => {
  const d = new Date(t.clock.now().getTime() + ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

const open = (seller: TestUser, itemId: string, fields: Record<string, string> = {}) =>
  t.post(
    'biddings/add',
    { user_id: seller.id, item_id: itemId, start_time: at(HOUR), end_time: at(4 * HOUR), start_price: '1000', min_step: '50', ...fields },
    { token: seller.token },
  );
const ask = (buyer: TestUser, biddingId: string, fields: Record<string, string> = {}) => t.post('bidding_transactions/add', { user_id: buyer.id, bidding_id: biddingId, ...fields }, { token: buyer.token });
const decide = (seller: TestUser, bidderId: string, status: 'approved' | 'rejected', reason = '') =>
  t.post('biddings/bidding_approval_reject', { user_id: seller.id, bidder_id: bidderId, status, reason }, { token: seller.token });
const bid = (who: TestUser, biddingId: string, amount: string) => t.post('biddings/bid', { user_id: who.id, bidding_id: biddingId, amount }, { token: who.token });
const job = { id: '00000000-0000-0000-0000-000000000000', name: 'test' };

/** A seller with a published listing and a bidding on it (starting in an hour unless `fields` say otherwise). */
async function withBidding(fields: Record<string, string> = {}) {
  const seller = await createLoggedInUser(t);
  const item = await makeItem(t, cat, seller.id);
  const r = await open(seller, item.id, fields);
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return { seller, item, bidding: r.json as Record<string, any> };
}

/** …and approved bidders, with the bidding open (the clock moved past its start). */
async function openWithBidders(n: number) {
  const ctx = await withBidding();
  const buyers: TestUser[] = [];
  for (let i = 0; i < n; i++) {
    const buyer = await createLoggedInUser(t);
    const req = await ask(buyer, ctx.bidding.id);
    expect((await decide(ctx.seller, req.json.id, 'approved')).status).toBe(200);
    buyers.push(buyer);
  }
  t.clock.advance(HOUR);
  return { ...ctx, buyers };
}

const biddingRow = async (id: string) => (await t.deps.db.select().from(biddings).where(eq(biddings.id, id)))[0]!;
const requestRow = async (id: string) => (await t.deps.db.select().from(bidders).where(eq(bidders.id, id)))[0]!;
const paymentRow = async (id: string) => (await t.deps.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const notices = (userId: string) => t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));
const counts = async () => {
  const { rows } = await t.deps.db.execute(sql`select (select count(*)::int from biddings) as b, (select count(*)::int from bidders) as r,
    (select count(*)::int from bidding_bids) as x, (select count(*)::int from payments) as p`);
  return rows[0];
};
const queued = async (name: string, biddingId: string) => {
  const { rows } = await t.deps.db.execute(sql`select start_after from pgboss.job where name = ${name} and data->>'bidding_id' = ${biddingId} order by created_on`);
  return (rows as { start_after: Date }[]).map((r) => new Date(r.start_after).getTime());
};

/** Pays a request's fee the way the sandbox's signed webhook does: a `succeeded` event through applyEvent. */
async function payFee(paymentId: string) {
  const p = await paymentRow(paymentId);
  expect(await applyEvent(t.deps, 'sandbox', { eventId: `evt_${p.id}`, type: 'succeeded', providerRef: p.providerRef, paymentId: p.id, amountMinor: p.totalMinor, currency: p.currency })).toBe('applied');
}

describe('biddings/add', () => {
  it('opens bidding on the seller’s own listing in its currency, with the jobs at the start and the end queued', async () => {
    const { seller, item, bidding } = await withBidding({ bid_fee: '2.5' });
    expect(bidding).toMatchObject({
      item_id: item.id,
      seller_id: seller.id,
      status: 'scheduled',
      currency: 'USD',
      start_price: '1000',
      start_price_minor: '100000',
      min_step: '50',
      bid_fee: '2.5',
      bid_fee_minor: '250',
      highest_bid: '',
      next_min_bid: '1000',
      bid_count: '0',
      is_owner: '1',
      highest_bidder: { is_empty_object: '1' },
    });
    const row = await biddingRow(bidding.id);
    expect(await queued('bidding-open', bidding.id)).toEqual([row.startAt.getTime()]);
    expect(await queued('bidding-close', bidding.id)).toEqual([row.endAt.getTime()]);
  });

  it('refuses a listing of someone else, one not live or sold, a second live bidding, and bad times or prices, changing nothing', async () => {
    const seller = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    const item = await makeItem(t, cat, seller.id);
    const sold = await makeItem(t, cat, seller.id, ITEM.sold);
    const pending = await makeItem(t, cat, seller.id, ITEM.pending);
    const before = await counts();
    // null: the contract's validation refuses it (its own localised field message).
    const cases: [Promise<any>, number, string | null][] = [
      [open(other, item.id), 403, 'You can only open bidding on your own listing.'],
      [open(seller, sold.id), 400, 'Bidding can only be opened on a published listing that is not sold.'],
      [open(seller, pending.id), 400, 'Bidding can only be opened on a published listing that is not sold.'],
      [open(seller, item.id, { start_time: at(-HOUR) }), 400, 'The start time cannot be in the past.'],
      [open(seller, item.id, { end_time: at(HOUR + 10 * 60_000) }), 400, 'The end time must be at least 60 minutes after the start.'],
      [open(seller, item.id, { end_time: at(40 * 24 * HOUR) }), 400, 'A bidding can run for at most 30 days.'],
      [open(seller, item.id, { start_time: 'tomorrow' }), 400, null],
      [open(seller, item.id, { start_time: '2026-13-45 10:00:00' }), 400, 'Please enter a valid date and time.'],
      [open(seller, item.id, { start_price: '0' }), 400, 'The start price and the minimum step must be greater than 0.'],
      [open(seller, item.id, { min_step: '0.001' }), 400, 'Please enter a valid amount for this currency.'],
      [open(seller, item.id, { bid_fee: '-1' }), 400, null],
      [open(seller, 'itm_nope'), 404, 'This listing does not exist.'],
    ];
    for (const [call, status, message] of cases) {
      const r = await call;
      expect(r.status, JSON.stringify(r.json)).toBe(status);
      expect(r.json).toMatchObject({ status: 'error' });
      if (message) expect(r.json.message).toBe(message);
    }
    expect(await counts()).toEqual(before);
    expect((await open(seller, item.id)).status).toBe(200);
    const again = await open(seller, item.id);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This listing already has a bidding scheduled or running.');
  });

  it('answers refusals in the caller’s language', async () => {
    const seller = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    const item = await makeItem(t, cat, seller.id);
    const r = await t.post('biddings/add', { user_id: other.id, item_id: item.id, start_time: at(HOUR), end_time: at(9 * HOUR), start_price: '1', min_step: '1' }, { token: other.token, lang: 'de' });
    expect(r.status).toBe(403);
    expect(r.json.message).not.toBe('You can only open bidding on your own listing.');
  });
});

describe('biddings/update_start_time', () => {
  it('moves the start before it starts (a new open job), and refuses it after, and to anyone but the seller', async () => {
    const { seller, bidding } = await withBidding();
    const other = await createLoggedInUser(t);
    const move = (who: TestUser, start: string) => t.post('biddings/update_start_time', { user_id: who.id, bidding_id: bidding.id, start_time: start }, { token: who.token });
    expect((await move(other, at(2 * HOUR))).status).toBe(403);
    const moved = await move(seller, at(2 * HOUR));
    expect(moved.status).toBe(200);
    expect(moved.json.start_time).toBe(at(2 * HOUR));
    expect(await queued('bidding-open', bidding.id)).toHaveLength(2);
    expect((await move(seller, at(3.5 * HOUR))).json.message).toBe('The end time must be at least 60 minutes after the start.');
    t.clock.advance(2 * HOUR);
    const late = await move(seller, at(HOUR));
    expect(late.status).toBe(400);
    expect(late.json.message).toBe('The start time can only be changed before the bidding starts.');
    expect((await biddingRow(bidding.id)).startAt.getTime()).toBe(new Date(`${moved.json.start_time.replace(' ', 'T')}Z`).getTime());
  });
});

describe('bidding_transactions/add and bidding_approval_reject (no fee)', () => {
  it('puts a request before the seller, who approves or rejects it once; the bidder hears of it', async () => {
    const { seller, bidding } = await withBidding();
    const [a, b] = [await createLoggedInUser(t), await createLoggedInUser(t)];
    const ra = await ask(a, bidding.id);
    expect(ra.status).toBe(200);
    t.clock.advance(1000);
    expect(ra.json).toMatchObject({ status: 'pending', user_id: a.id, user: { user_id: a.id, user_name: a.name }, bidding: { id: bidding.id, my_status: 'pending' } });
    expect((await notices(seller.id)).map((n) => n.title)).toContain('New request to bid');
    const rb = await ask(b, bidding.id);
    const twice = await ask(a, bidding.id);
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe('You have already asked to bid here.');

    const todo = await t.post('biddings/get_seller_to_do', { user_id: seller.id }, { token: seller.token });
    expect(todo.json.map((r: any) => r.id)).toEqual([ra.json.id, rb.json.id]);
    expect((await t.post('biddings/get_buyer_to_do', { user_id: a.id }, { token: a.token })).json.map((r: any) => r.id)).toEqual([ra.json.id]);

    expect((await decide(a, rb.json.id, 'approved')).status).toBe(403);
    const approved = await decide(seller, ra.json.id, 'approved');
    expect(approved.json).toMatchObject({ status: 'approved', id: ra.json.id });
    const rejected = await decide(seller, rb.json.id, 'rejected', 'No test drives');
    expect(rejected.json).toMatchObject({ status: 'rejected', reason: 'No test drives' });
    const again = await decide(seller, ra.json.id, 'rejected');
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This request has already been answered.');
    expect((await requestRow(ra.json.id)).status).toBe('approved');
    expect((await notices(a.id)).map((n) => n.title)).toContain('You can bid now');
    expect((await notices(b.id)).map((n) => n.title)).toContain('Request to bid declined');
    const back = await ask(b, bidding.id);
    expect(back.status).toBe(409);
    expect(back.json.message).toBe('The seller declined your request to bid here.');

    const sellerApproved = await t.post('biddings/get_seller_bid_approved', { user_id: seller.id }, { token: seller.token });
    expect(sellerApproved.json.map((r: any) => r.user_id)).toEqual([a.id]);
    expect((await t.post('biddings/get_buyer_bid_approved', { user_id: a.id }, { token: a.token })).json[0].bidding.id).toBe(bidding.id);
    // Lists are their owner's: someone else naming them is refused; an empty list is the wire's 404.
    expect((await t.post('biddings/get_seller_to_do', { user_id: seller.id }, { token: a.token })).status).toBe(403);
    expect((await t.post('biddings/get_seller_to_do', { user_id: seller.id }, { token: seller.token })).status).toBe(404);
  });

  it('refuses a request on one’s own listing, on an ended bidding, and to an unknown bidding', async () => {
    const { seller, bidding } = await withBidding();
    const own = await ask(seller, bidding.id);
    expect(own.status).toBe(403);
    expect(own.json.message).toBe('You cannot bid on your own listing.');
    expect((await ask(await createLoggedInUser(t), 'bdg_unknown')).status).toBe(404);
    t.clock.advance(5 * HOUR);
    const late = await ask(await createLoggedInUser(t), bidding.id);
    expect(late.status).toBe(400);
    expect(late.json.message).toBe('This bidding has ended or was canceled.');
  });
});

describe('the bid fee (payments module, kind bid_fee)', () => {
  it('starts the fee payment and answers where to pay; the paid fee puts the request before the seller', async () => {
    const { seller, bidding } = await withBidding({ bid_fee: '5' });
    const buyer = await createLoggedInUser(t);
    const before = await counts();
    const noMethod = await ask(buyer, bidding.id);
    expect(noMethod.json.message).toBe('Please choose how to pay the bid fee.');
    expect((await ask(buyer, bidding.id, { payment_method: 'In_App_Purchase' })).status).toBe(400);
    expect(await counts()).toEqual(before);

    const r = await ask(buyer, bidding.id, { payment_method: 'sandbox' });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json).toMatchObject({ status: 'unpaid', fee_payment_status: 'created' });
    expect(r.json.redirect_url).toContain(`/sandbox-pay/${r.json.fee_payment_id}`);
    const p = await paymentRow(r.json.fee_payment_id);
    expect(p).toMatchObject({ kind: 'bid_fee', subjectId: r.json.id, totalMinor: 500, currency: 'USD', userId: buyer.id });
    // Asked again while the payment waits: the same payment, not a second one.
    expect((await ask(buyer, bidding.id, { payment_method: 'sandbox' })).json.fee_payment_id).toBe(p.id);
    // The seller sees no unpaid request, and never the buyer's payment page.
    expect((await t.post('biddings/get_seller_to_do', { user_id: seller.id }, { token: seller.token })).status).toBe(404);
    expect((await decide(seller, r.json.id, 'approved')).json.message).toBe('This request is waiting for its fee to be paid.');

    await payFee(p.id);
    expect((await requestRow(r.json.id)).status).toBe('pending');
    const todo = await t.post('biddings/get_seller_to_do', { user_id: seller.id }, { token: seller.token });
    expect(todo.json[0]).toMatchObject({ id: r.json.id, fee_payment_status: 'succeeded', redirect_url: '', fee_payment_id: '' });
    expect((await notices(seller.id)).map((n) => n.title)).toContain('New request to bid');
    const ledger = await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, p.id));
    expect(ledger.map((l) => [l.entry, l.amountMinor])).toEqual([['charge', 500]]);
  });

  it('refunds the fee of a rejected bidder exactly (refundPayment), and the request stays rejected', async () => {
    const { seller, bidding } = await withBidding({ bid_fee: '5' });
    const buyer = await createLoggedInUser(t);
    const r = await ask(buyer, bidding.id, { payment_method: 'sandbox' });
    await payFee(r.json.fee_payment_id);
    expect((await decide(seller, r.json.id, 'rejected', 'Sold elsewhere')).status).toBe(200);
    await drainJobs(t);
    expect(await paymentRow(r.json.fee_payment_id)).toMatchObject({ status: 'refunded', refundedMinor: 500 });
    const ledger = await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, r.json.fee_payment_id));
    expect(ledger.map((l) => l.amountMinor).reduce((a, b) => a + b, 0)).toBe(0);
    expect(await requestRow(r.json.id)).toMatchObject({ status: 'rejected', reason: 'Sold elsewhere' });
    // The job again (a retry) refunds nothing twice.
    await drainJobs(t);
    expect((await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, r.json.fee_payment_id))).length).toBe(2);
  });

  it('refunds a fee that arrives after the bidding was canceled, and grants nothing', async () => {
    const { seller, bidding } = await withBidding({ bid_fee: '5' });
    const buyer = await createLoggedInUser(t);
    const r = await ask(buyer, bidding.id, { payment_method: 'sandbox' });
    expect((await t.post('biddings/cancel', { user_id: seller.id, bidding_id: bidding.id }, { token: seller.token })).status).toBe(200);
    await payFee(r.json.fee_payment_id);
    expect((await requestRow(r.json.id)).status).toBe('unpaid');
    await drainJobs(t);
    expect((await paymentRow(r.json.fee_payment_id)).status).toBe('refunded');
  });
});

describe('biddings/bid', () => {
  it('takes bids from approved bidders between the start and the end, at least the start price then the highest plus the step', async () => {
    const { seller, bidding } = await withBidding();
    const [a, b, stranger] = [await createLoggedInUser(t), await createLoggedInUser(t), await createLoggedInUser(t)];
    for (const u of [a, b]) await decide(seller, (await ask(u, bidding.id)).json.id, 'approved');
    const early = await bid(a, bidding.id, '1000');
    expect(early.json.message).toBe('The bidding has not started yet.');
    t.clock.advance(HOUR);
    expect((await bid(stranger, bidding.id, '1000')).json.message).toBe('Only bidders approved by the seller can bid.');
    expect((await bid(seller, bidding.id, '1000')).json.message).toBe('You cannot bid on your own listing.');
    const low = await bid(a, bidding.id, '999.99');
    expect(low.status).toBe(409);
    expect(low.json.message).toBe('Your bid must be at least 1000.00 USD.');
    expect((await bid(a, bidding.id, '10.001')).json.message).toBe('Please enter a valid amount for this currency.');
    const first = await bid(a, bidding.id, '1000');
    expect(first.json).toMatchObject({ status: 'open', highest_bid: '1000', next_min_bid: '1050', bid_count: '1', highest_bidder: { user_id: a.id, user_name: a.name } });
    expect((await bid(a, bidding.id, '2000')).json.message).toBe('You already have the highest bid.');
    expect((await bid(b, bidding.id, '1049.99')).json.message).toBe('Your bid must be at least 1050.00 USD.');
    expect((await bid(b, bidding.id, '1050')).status).toBe(200);
    expect((await notices(a.id)).map((n) => n.title)).toContain('You were outbid');
    expect((await t.post('biddings/cancel', { user_id: seller.id, bidding_id: bidding.id }, { token: seller.token })).json.message).toBe('A bidding can only be canceled before the first bid.');
    t.clock.advance(3 * HOUR);
    expect((await bid(a, bidding.id, '5000')).json.message).toBe('The bidding has ended.');
    const stored = await t.deps.db.select().from(bids).where(eq(bids.biddingId, bidding.id));
    expect(stored.map((x) => x.amountMinor).sort()).toEqual([100000, 105000]);
  });

  it('refuses requests and bids once the listing is sold or taken down meanwhile', async () => {
    const { bidding, buyers, item } = await openWithBidders(1);
    await setItem(t, item.id, { isSoldOut: true });
    const late = await ask(await createLoggedInUser(t), bidding.id);
    expect(late.status).toBe(400);
    expect(late.json.message).toBe('This listing is no longer available for bidding.');
    expect((await bid(buyers[0]!, bidding.id, '1000')).json.message).toBe('This listing is no longer available for bidding.');
    expect(await t.deps.db.select().from(bids).where(eq(bids.biddingId, bidding.id))).toHaveLength(0);
  });

  it('takes exactly one of racing bids at one level', async () => {
    const { bidding, buyers } = await openWithBidders(8);
    const answers = await Promise.all(buyers.map((u) => bid(u, bidding.id, '1200')));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409).every((r) => r.json.message === 'Your bid must be at least 1250.00 USD.')).toBe(true);
    // Racing at rising levels: each taken bid is above the last by the step, and the highest is the bidding's.
    const rising = await Promise.all(buyers.map((u, i) => bid(u, bidding.id, String(1250 + 50 * i))));
    const stored = (await t.deps.db.select().from(bids).where(eq(bids.biddingId, bidding.id))).sort((x, y) => x.addedDate.getTime() - y.addedDate.getTime() || x.amountMinor - y.amountMinor);
    for (let i = 1; i < stored.length; i++) expect(stored[i]!.amountMinor - stored[i - 1]!.amountMinor).toBeGreaterThanOrEqual(5000);
    expect(stored.length).toBe(1 + rising.filter((r) => r.status === 200).length);
    const row = await biddingRow(bidding.id);
    expect(row.highestBidId).toBe(stored.reduce((m, x) => (x.amountMinor > m.amountMinor ? x : m)).id);
  });
});

describe('the jobs at the start and the end', () => {
  it('opens at the start (not before), and at the end closes with the highest bid winning; everyone is told once', async () => {
    const { seller, bidding, buyers } = await openWithBidders(3);
    const [a, b, c] = buyers as [TestUser, TestUser, TestUser];
    const late = await createLoggedInUser(t);
    const waiting = await ask(late, bidding.id);
    await biddingOpenJob.handle(t.deps, { bidding_id: bidding.id }, job);
    expect((await biddingRow(bidding.id)).status).toBe('open');
    await bid(a, bidding.id, '1000');
    await bid(b, bidding.id, '1100');
    // Early (the clock before the end): the job queues itself again and closes nothing.
    await biddingCloseJob.handle(t.deps, { bidding_id: bidding.id }, job);
    expect((await biddingRow(bidding.id)).status).toBe('open');
    t.clock.advance(3 * HOUR);
    await biddingCloseJob.handle(t.deps, { bidding_id: bidding.id }, job);
    await biddingCloseJob.handle(t.deps, { bidding_id: bidding.id }, job);
    expect(await biddingRow(bidding.id)).toMatchObject({ status: 'closed', winnerUserId: b.id });
    expect((await notices(b.id)).filter((n) => n.title === 'You won the bidding')).toHaveLength(1);
    expect((await notices(a.id)).filter((n) => n.title === 'The bidding has ended')).toHaveLength(1);
    expect((await notices(c.id)).filter((n) => n.title === 'The bidding has ended')).toHaveLength(0);
    const sellerNotes = (await notices(seller.id)).filter((n) => n.title === 'Your bidding has ended');
    expect(sellerNotes).toHaveLength(1);
    expect(sellerNotes[0]!.message).toContain(b.name);
    expect(await requestRow(waiting.json.id)).toMatchObject({ status: 'rejected', reason: 'not_answered' });
    const pub = await t.post('biddings/get', { item_id: bidding.item_id });
    expect(pub.json).toMatchObject({ status: 'closed', winner_user_id: b.id, highest_bid: '1100', my_status: '', is_owner: '0' });
    // The deal goes on in the normal chat: the close opened the winner's conversation, so the seller writes first.
    const ids = { item_id: bidding.item_id, buyer_user_id: b.id, seller_user_id: seller.id };
    const sent = await t.post('chats/add', { ...ids, message: 'You won: when can you come to see it?' }, { token: seller.token });
    expect(sent.status, JSON.stringify(sent.json)).toBeLessThan(300);
    const seen = await t.post('chats/get_chat_history', ids, { token: b.token });
    expect(seen.json.id).toBe(sent.json.id);
    expect(seen.json.messages.map((m: { message: string }) => m.message)).toContain('You won: when can you come to see it?');
    // A loser's conversation is not opened for the seller.
    expect((await t.post('chats/add', { ...ids, buyer_user_id: a.id, message: 'Hello' }, { token: seller.token })).status).toBeGreaterThanOrEqual(400);
  });

  it('does not open a bidding whose start was moved later', async () => {
    const { seller, bidding } = await withBidding();
    await t.post('biddings/update_start_time', { user_id: seller.id, bidding_id: bidding.id, start_time: at(2 * HOUR) }, { token: seller.token });
    t.clock.advance(HOUR);
    await biddingOpenJob.handle(t.deps, { bidding_id: bidding.id }, job);
    expect((await biddingRow(bidding.id)).status).toBe('scheduled');
  });
});

describe('biddings/cancel', () => {
  it('cancels before any bid, refunds every paid fee and tells the requesters; only the seller may', async () => {
    const { seller, bidding } = await withBidding({ bid_fee: '3' });
    const buyer = await createLoggedInUser(t);
    const r = await ask(buyer, bidding.id, { payment_method: 'sandbox' });
    await payFee(r.json.fee_payment_id);
    await decide(seller, r.json.id, 'approved');
    expect((await t.post('biddings/cancel', { user_id: buyer.id, bidding_id: bidding.id }, { token: buyer.token })).status).toBe(403);
    const c = await t.post('biddings/cancel', { user_id: seller.id, bidding_id: bidding.id }, { token: seller.token });
    expect(c.json.status).toBe('canceled');
    await drainJobs(t);
    expect((await paymentRow(r.json.fee_payment_id)).status).toBe('refunded');
    expect((await notices(buyer.id)).map((n) => n.title)).toContain('Bidding canceled');
    expect((await t.post('biddings/cancel', { user_id: seller.id, bidding_id: bidding.id }, { token: seller.token })).json.message).toBe('This bidding has ended or was canceled.');
  });
});

describe('biddings/get', () => {
  it('shows anyone the bidding as the product shows people (name and picture, never contact details), and the viewer’s request', async () => {
    const { bidding, buyers, item } = await openWithBidders(1);
    await bid(buyers[0]!, bidding.id, '1500');
    const visitor = await t.post('biddings/get', { item_id: item.id });
    expect(visitor.json).toMatchObject({ id: bidding.id, status: 'open', highest_bid: '1500', my_status: '', highest_bidder: { user_id: buyers[0]!.id } });
    expect(JSON.stringify(visitor.json)).not.toContain(buyers[0]!.email);
    const mine = await t.post('biddings/get', { item_id: item.id }, { token: buyers[0]!.token });
    expect(mine.json.my_status).toBe('approved');
    const none = await t.post('biddings/get', { item_id: (await makeItem(t, cat, buyers[0]!.id)).id });
    expect(none.status).toBe(404);
    expect(none.json.message).toBe('This listing has no bidding.');
    const rows = await t.deps.db.select().from(bidders).where(and(eq(bidders.biddingId, bidding.id), eq(bidders.userId, buyers[0]!.id)));
    expect(rows).toHaveLength(1);
  });
});
