import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_STATUS, DEAL_WIRE, OFFER_STATUS } from '@wheeldeal/contract';
import { notifications, ratings, users } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { createChat, createLoggedInUser, createRating, makeCatalog, makeItem, type Catalog } from '../../../test/support/factories.ts';

let t: TestApp;
let cat: Catalog;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  cat = await makeCatalog(t);
});
afterAll(() => t.close());

const wire = DEAL_WIRE.sold;
/** The header fields of a completed deal (decision 012: sold). */
const SOLD = { chatStatus: CHAT_STATUS.sold, offerStatus: wire.offer_status, isOffer: wire.is_offer, isAccept: wire.is_accept };
const ACCEPTED = { chatStatus: CHAT_STATUS.accepted, offerStatus: OFFER_STATUS.offered, isOffer: true, isAccept: true };

/** A seller, a buyer and a conversation about the seller's item in `header` state. */
async function deal(header: Record<string, unknown> = SOLD, parties: { seller?: TestUser; buyer?: TestUser } = {}) {
  const seller = parties.seller ?? (await createLoggedInUser(t));
  const buyer = parties.buyer ?? (await createLoggedInUser(t));
  const item = await makeItem(t, cat, seller.id);
  const { header: chat } = await createChat(t.deps.db, item, buyer.id, { header });
  return { seller, buyer, item, chat };
}

const review = (from: TestUser, toId: string, fields: Record<string, unknown> = {}) =>
  t.post(
    'rates/add_rating',
    { from_user_id: from.id, to_user_id: toId, title: 'Great deal', description: 'Everything as agreed, thanks.', rating: '5', ...fields },
    { token: from.token },
  );

const userRow = async (id: string) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;
/** What a review changes: the reviewed user's summary, their ratings and their notifications. */
const stateOf = async (id: string) => {
  const u = await userRow(id);
  const [r] = (await t.deps.db.execute(sql`select count(*)::int as n from ratings where to_user_id = ${id}`)).rows as { n: number }[];
  const [n] = (await t.deps.db.execute(sql`select count(*)::int as n from notifications where user_id = ${id}`)).rows as { n: number }[];
  return { overall: u.overallRating, count: u.ratingCount, ratings: r!.n, notices: n!.n };
};

describe('POST rates/add_rating', () => {
  it('lets the buyer of a completed deal review the seller: the Rating with its author, the summary and a notification', async () => {
    const { seller, buyer, chat, item } = await deal();
    const r = await review(buyer, seller.id, { chat_id: chat.id, rating: '4', title: ' Smooth ', description: 'Car as described.' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      from_user_id: buyer.id,
      to_user_id: seller.id,
      chat_id: chat.id,
      item_id: item.id,
      rating: '4',
      title: 'Smooth',
      description: 'Car as described.',
      user: { user_id: buyer.id, user_name: buyer.name },
    });
    expect(await stateOf(seller.id)).toEqual({ overall: '4.00', count: 1, ratings: 1, notices: 1 });
    const [notice] = await t.deps.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(notice).toMatchObject({ flag: 'review', data: { rating_id: r.json.id, chat_id: chat.id, from_user_id: buyer.id } });
    expect(notice!.message).toContain(buyer.name);
    const profile = await t.get(`users/get/user_id/${seller.id}`);
    expect(profile.json[0]).toMatchObject({
      overall_rating: '4',
      rating_count: '1',
      rating_details: { four_star_count: '1', four_star_percent: '100', total_rating_count: '1', total_rating_value: '4' },
    });
  });

  it('lets the seller review the buyer of the same deal (once per deal and direction)', async () => {
    const { seller, buyer, chat } = await deal();
    expect((await review(buyer, seller.id, { chat_id: chat.id })).status).toBe(200);
    const r = await review(seller, buyer.id, { chat_id: chat.id, rating: '3' });
    expect(r.status).toBe(200);
    expect(await stateOf(buyer.id)).toMatchObject({ overall: '3.00', count: 1 });
    expect(await stateOf(seller.id)).toMatchObject({ overall: '5.00', count: 1 });
  });

  it('without chat_id takes the latest completed deal not yet reviewed, then refuses when every deal is reviewed', async () => {
    const first = await deal();
    const second = await deal(SOLD, { seller: first.seller, buyer: first.buyer });
    const a = await review(first.buyer, first.seller.id);
    const b = await review(first.buyer, first.seller.id, { rating: '3' });
    expect([a.json.chat_id, b.json.chat_id].sort()).toEqual([first.chat.id, second.chat.id].sort());
    const before = await stateOf(first.seller.id);
    expect(before).toMatchObject({ overall: '4.00', count: 2, ratings: 2 });
    const c = await review(first.buyer, first.seller.id);
    expect(c.status).toBe(409);
    expect(await stateOf(first.seller.id)).toEqual(before);
  });

  it('refuses a second review of the same deal with 409 and changes nothing', async () => {
    const { seller, buyer, chat } = await deal();
    await review(buyer, seller.id, { chat_id: chat.id });
    const before = await stateOf(seller.id);
    const r = await review(buyer, seller.id, { chat_id: chat.id, rating: '1' });
    expect(r.status).toBe(409);
    expect(r.json).toMatchObject({ status: 'error' });
    expect(await stateOf(seller.id)).toEqual(before);
  });

  it('answers a concurrent double submit once: one review, one 409, the summary counted once', async () => {
    const { seller, buyer, chat } = await deal();
    const results = await Promise.all([
      review(buyer, seller.id, { chat_id: chat.id, rating: '5' }),
      review(buyer, seller.id, { chat_id: chat.id, rating: '1' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stateOf(seller.id)).toMatchObject({ count: 1, ratings: 1, notices: 1 });
    const winner = results.find((r) => r.status === 200)!;
    expect((await userRow(seller.id)).overallRating).toBe(`${winner.json.rating}.00`);
  });

  it('answers concurrent submits without chat_id once per deal', async () => {
    const { seller, buyer } = await deal();
    const results = await Promise.all([review(buyer, seller.id), review(buyer, seller.id), review(buyer, seller.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await stateOf(seller.id)).toMatchObject({ count: 1, ratings: 1 });
  });

  it('refuses before the deal is complete (deal.review_after_sale) and changes nothing', async () => {
    const { seller, buyer, chat } = await deal(ACCEPTED);
    const before = await stateOf(seller.id);
    for (const body of [{ chat_id: chat.id }, {}]) {
      const r = await review(buyer, seller.id, body);
      expect(r.status).toBe(400);
      expect(r.json.message).toMatch(/review|deal/i);
    }
    expect(await stateOf(seller.id)).toEqual(before);
  });

  it('refuses users who never had a conversation', async () => {
    const a = await createLoggedInUser(t);
    const b = await createLoggedInUser(t);
    const r = await review(a, b.id);
    expect(r.status).toBe(400);
    expect(await stateOf(b.id)).toEqual({ overall: '0.00', count: 0, ratings: 0, notices: 0 });
  });

  it('refuses someone outside the deal, and a party naming a third user, with 403 (deal.not_participant)', async () => {
    const { seller, buyer, chat } = await deal();
    const stranger = await createLoggedInUser(t);
    const before = await stateOf(seller.id);
    expect((await review(stranger, seller.id, { chat_id: chat.id })).status).toBe(403);
    expect((await review(buyer, stranger.id, { chat_id: chat.id })).status).toBe(403);
    expect((await review(buyer, buyer.id, { chat_id: chat.id })).status).toBe(403);
    expect(await stateOf(seller.id)).toEqual(before);
    expect(await stateOf(stranger.id)).toMatchObject({ count: 0, ratings: 0 });
  });

  it('answers an unknown conversation with 404 and an unknown reviewed user with 400', async () => {
    const { seller, buyer } = await deal();
    expect((await review(buyer, seller.id, { chat_id: 'cht_doesnotexist00' })).status).toBe(404);
    expect((await review(buyer, 'usr_doesnotexist00')).status).toBe(400);
  });

  it('refuses acting for someone else (403) and a visitor (401)', async () => {
    const { seller, buyer, chat } = await deal();
    const other = await createLoggedInUser(t);
    const forged = await t.post(
      'rates/add_rating',
      { from_user_id: buyer.id, to_user_id: seller.id, title: 'x', description: 'y', rating: 1, chat_id: chat.id },
      { token: other.token },
    );
    expect(forged.status).toBe(403);
    const visitor = await t.post('rates/add_rating', {
      from_user_id: buyer.id,
      to_user_id: seller.id,
      title: 'x',
      description: 'y',
      rating: 1,
      chat_id: chat.id,
    });
    expect(visitor.status).toBe(401);
    expect(await stateOf(seller.id)).toMatchObject({ ratings: 0 });
  });

  it('validates the stars (1–5, whole), the title (1–100) and the text (1–1000)', async () => {
    const { seller, buyer, chat } = await deal();
    for (const rating of ['0', '6', '2.5', 'five', '']) {
      const r = await review(buyer, seller.id, { chat_id: chat.id, rating });
      expect(r.status, rating).toBe(400);
      expect(r.json.message, rating).toMatch(/1 to 5 stars|rating/);
    }
    expect((await review(buyer, seller.id, { chat_id: chat.id, title: 'x'.repeat(101) })).status).toBe(400);
    expect((await review(buyer, seller.id, { chat_id: chat.id, title: '   ' })).status).toBe(400);
    expect((await review(buyer, seller.id, { chat_id: chat.id, description: 'x'.repeat(1001) })).status).toBe(400);
    expect(await stateOf(seller.id)).toMatchObject({ ratings: 0 });
    expect((await review(buyer, seller.id, { chat_id: chat.id, title: 'x'.repeat(100), description: 'y'.repeat(1000), rating: 1 })).status).toBe(200);
  });

  it('recomputes the average and the count per star over every review the user received', async () => {
    const seller = await createLoggedInUser(t);
    for (const stars of [5, 4, 2]) {
      const { buyer, chat } = await deal(SOLD, { seller });
      expect((await review(buyer, seller.id, { chat_id: chat.id, rating: String(stars) })).status).toBe(200);
    }
    expect(await stateOf(seller.id)).toMatchObject({ overall: '3.67', count: 3 });
    const profile = (await t.get(`users/get/user_id/${seller.id}`)).json[0];
    expect(profile).toMatchObject({ overall_rating: '3.67', rating_count: '3' });
    expect(profile.rating_details).toMatchObject({
      five_star_count: '1',
      four_star_count: '1',
      three_star_count: '0',
      two_star_count: '1',
      one_star_count: '0',
      total_rating_count: '3',
      total_rating_value: '11',
    });
  });
});

describe('POST rates/rating_user', () => {
  it('lists the reviews a user received, newest first, with their authors, to anyone; pages; empty is 10001', async () => {
    const seller = await createLoggedInUser(t);
    const authors = [];
    for (let i = 0; i < 3; i++) {
      const { buyer } = await deal(SOLD, { seller });
      await createRating(t.deps.db, {
        fromUserId: buyer.id,
        toUserId: seller.id,
        rating: i + 3,
        title: `Review ${i}`,
        addedDate: new Date(Date.UTC(2026, 0, 1 + i)),
      });
      authors.push(buyer);
    }
    const r = await t.post('rates/rating_user', { user_id: seller.id });
    expect(r.status).toBe(200);
    expect(r.json.map((x: { title: string }) => x.title)).toEqual(['Review 2', 'Review 1', 'Review 0']);
    expect(r.json[0]).toMatchObject({ to_user_id: seller.id, rating: '5', chat_id: '', user: { user_id: authors[2]!.id, user_name: authors[2]!.name } });
    const page = await t.post('rates/rating_user/limit/2/offset/2', { user_id: seller.id });
    expect(page.json.map((x: { title: string }) => x.title)).toEqual(['Review 0']);
    expect((await t.post('rates/rating_user/limit/2/offset/4', { user_id: seller.id })).json.message).toBe('10002##Sorry, no more record in the system.');
    const none = await t.post('rates/rating_user', { user_id: (await createLoggedInUser(t)).id });
    expect(none.status).toBe(404);
    expect(none.json.message).toBe('10001##Sorry, record not found.');
    expect((await t.post('rates/rating_user', {})).status).toBe(400);
  });

  it('shows a review written through add_rating', async () => {
    const { seller, buyer, chat } = await deal();
    await review(buyer, seller.id, { chat_id: chat.id, title: 'Fresh one' });
    const r = await t.post('rates/rating_user', { user_id: seller.id });
    expect(r.json).toHaveLength(1);
    expect(r.json[0]).toMatchObject({ title: 'Fresh one', chat_id: chat.id });
    const stored = await t.deps.db
      .select()
      .from(ratings)
      .where(and(eq(ratings.chatHeaderId, chat.id), eq(ratings.fromUserId, buyer.id)));
    expect(stored).toHaveLength(1);
  });
});
