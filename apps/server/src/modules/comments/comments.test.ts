import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentDetails, commentHeaders, notifications } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { createBlock, createLoggedInUser, ITEM, makeCatalog, makeItem, setItem, USER, type Catalog } from '../../../test/support/factories.ts';

let t: TestApp;
let limited: TestApp;
let cat: Catalog;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  cat = await makeCatalog(t);
});
afterAll(async () => {
  await t.close();
  await limited?.close();
});

const ask = (who: TestUser, itemId: string, comment = 'Is the timing belt done?') =>
  t.post('commentheaders/press', { item_id: itemId, user_id: who.id, comment }, { token: who.token });
const reply = (who: TestUser, headerId: string, comment = 'Yes, at 90,000 km.') =>
  t.post('commentdetails/press', { header_id: headerId, user_id: who.id, comment }, { token: who.token });
const removeQ = (who: TestUser, id: string) => t.post('commentheaders/remove', { id, user_id: who.id }, { token: who.token });
const removeA = (who: TestUser, id: string) => t.post('commentdetails/remove', { id, user_id: who.id }, { token: who.token });

async function listing(overrides = {}) {
  const seller = await createLoggedInUser(t);
  const item = await makeItem(t, cat, seller.id, overrides);
  return { seller, item };
}

/** Everything a question call may change. */
const snapshot = async () => {
  const { rows } = await t.deps.db.execute(sql`select
    (select md5(coalesce(string_agg(h::text, '|' order by h.id), '')) from comment_headers h) as headers,
    (select md5(coalesce(string_agg(d::text, '|' order by d.id), '')) from comment_details d) as details,
    (select count(*)::int from notifications) as notices`);
  return rows[0];
};

describe('POST commentheaders/press', () => {
  it('lets a signed-in user ask on a published listing: the question with its author, the owner notified', async () => {
    const { seller, item } = await listing();
    const buyer = await createLoggedInUser(t);
    const r = await ask(buyer, item.id, '  Any rust underneath?  ');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      item_id: item.id,
      user_id: buyer.id,
      comment: 'Any rust underneath?',
      detail_count: '0',
      details: [],
      user: { user_id: buyer.id, user_name: buyer.name },
    });
    const [notice] = await t.deps.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(notice).toMatchObject({ flag: 'chat', data: { item_id: item.id, header_id: r.json.id } });
    expect(notice!.message).toContain(item.title);
  });

  it('refuses visitors (401), acting for someone else (403), the own listing, a blocked pair, and listings that are not published', async () => {
    const { seller, item } = await listing();
    const buyer = await createLoggedInUser(t);
    const before = await snapshot();
    expect((await t.post('commentheaders/press', { item_id: item.id, user_id: buyer.id, comment: 'Hi?' })).status).toBe(401);
    expect((await t.post('commentheaders/press', { item_id: item.id, user_id: seller.id, comment: 'Hi?' }, { token: buyer.token })).status).toBe(403);
    const own = await ask(seller, item.id);
    expect(own.status).toBe(400);
    expect(own.json.message).toBe('You cannot ask a question about your own listing.');
    for (const state of [ITEM.pending, ITEM.disabled, ITEM.rejected, ITEM.hidden]) {
      const other = await makeItem(t, cat, seller.id, state);
      const r = await ask(buyer, other.id);
      expect(r.status, JSON.stringify(state)).toBe(400);
      expect(r.json.message).toMatch(/not possible/);
    }
    expect((await ask(buyer, 'itm_doesnotexist00')).status).toBe(400);
    const blocker = await createLoggedInUser(t);
    await createBlock(t.deps.db, { fromUserId: seller.id, toUserId: blocker.id });
    expect((await ask(blocker, item.id)).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('takes 1 to 1000 characters', async () => {
    const { item } = await listing();
    const buyer = await createLoggedInUser(t);
    const before = await snapshot();
    expect((await ask(buyer, item.id, '   ')).status).toBe(400);
    expect((await ask(buyer, item.id, 'x'.repeat(1001))).status).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect((await ask(buyer, item.id, 'x'.repeat(1000))).status).toBe(200);
  });

  it('is rate-limited per account (429) without writing anything', async () => {
    limited = await createTestApp();
    const lcat = await makeCatalog(limited);
    const seller = await createLoggedInUser(limited);
    const item = await makeItem(limited, lcat, seller.id);
    const buyer = await createLoggedInUser(limited);
    const send = () => limited.post('commentheaders/press', { item_id: item.id, user_id: buyer.id, comment: 'Still available?' }, { token: buyer.token });
    for (let i = 0; i < 30; i++) expect((await send()).status).toBe(200);
    const spent = await send();
    expect(spent.status).toBe(429);
    const [row] = (await limited.deps.db.execute(sql`select count(*)::int as n from comment_headers where user_id = ${buyer.id}`)).rows as { n: number }[];
    expect(row!.n).toBe(30);
  });
});

describe('POST commentdetails/press', () => {
  it('lets the owner answer (the asker is told) and the asker follow up (the owner is told); others are refused', async () => {
    const { seller, item } = await listing();
    const buyer = await createLoggedInUser(t);
    const q = (await ask(buyer, item.id)).json;
    const a = await reply(seller, q.id);
    expect(a.status).toBe(200);
    expect(a.json).toMatchObject({ header_id: q.id, user_id: seller.id, is_seller: '1', comment: 'Yes, at 90,000 km.', user: { user_id: seller.id } });
    const told = await t.deps.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ flag: 'chat', title: 'Your question was answered', data: { header_id: q.id } });
    const f = await reply(buyer, q.id, 'Thanks! Can I see it Saturday?');
    expect(f.status).toBe(200);
    expect(f.json.is_seller).toBe('0');
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, seller.id))).toHaveLength(2);

    const stranger = await createLoggedInUser(t);
    const before = await snapshot();
    const refused = await reply(stranger, q.id);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Only the seller and the person who asked can reply to this question.');
    expect((await t.post('commentdetails/press', { header_id: q.id, user_id: seller.id, comment: 'Forged' }, { token: stranger.token })).status).toBe(403);
    expect((await t.post('commentdetails/press', { header_id: q.id, user_id: seller.id, comment: 'Visitor' })).status).toBe(401);
    expect((await reply(seller, 'qst_doesnotexist00')).status).toBe(404);
    expect((await reply(seller, q.id, '')).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses answers once the listing is no longer published, and on a removed question', async () => {
    const { seller, item } = await listing();
    const buyer = await createLoggedInUser(t);
    const q = (await ask(buyer, item.id)).json;
    const q2 = (await ask(buyer, item.id, 'Second question')).json;
    expect((await removeQ(buyer, q2.id)).status).toBe(200);
    expect((await reply(seller, q2.id)).status).toBe(404);
    await setItem(t, item.id, ITEM.disabled);
    const before = await snapshot();
    expect((await reply(seller, q.id)).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET|POST commentheaders/get', () => {
  it('shows a listing’s questions to anyone, newest first, each with its answers oldest first, without removed ones', async () => {
    const { seller, item } = await listing();
    const buyer = await createLoggedInUser(t);
    const q1 = (await ask(buyer, item.id, 'First?')).json;
    t.clock.advance(1000);
    const q2 = (await ask(buyer, item.id, 'Second?')).json;
    t.clock.advance(1000);
    const q3 = (await ask(buyer, item.id, 'Third?')).json;
    const a1 = (await reply(seller, q1.id, 'Answer one')).json;
    t.clock.advance(1000);
    await reply(buyer, q1.id, 'Follow-up');
    t.clock.advance(1000);
    const a3 = (await reply(seller, q1.id, 'Answer two')).json;
    await removeA(seller, a3.id);
    await removeQ(seller, q3.id);

    for (const r of [await t.get(`commentheaders/get/item_id/${item.id}`), await t.post('commentheaders/get', { item_id: item.id })]) {
      expect(r.status).toBe(200);
      expect(r.json.map((h: { id: string }) => h.id)).toEqual([q2.id, q1.id]);
      const thread = r.json[1];
      expect(thread.detail_count).toBe('2');
      expect(thread.details.map((d: { comment: string }) => d.comment)).toEqual(['Answer one', 'Follow-up']);
      expect(thread.details[0]).toMatchObject({ id: a1.id, is_seller: '1', user: { user_id: seller.id } });
    }
    const page = await t.get(`commentheaders/get/item_id/${item.id}/limit/1/offset/1`);
    expect(page.json.map((h: { id: string }) => h.id)).toEqual([q1.id]);
    expect((await t.get(`commentheaders/get/item_id/${item.id}/limit/1/offset/2`)).json.message).toBe('10002##Sorry, no more record in the system.');
    const empty = await t.get(`commentheaders/get/item_id/${(await listing()).item.id}`);
    expect(empty.status).toBe(404);
    expect(empty.json.message).toBe('10001##Sorry, record not found.');
  });

  it('hides the questions of a listing that is not live from all but its owner and staff; refuses a missing item id', async () => {
    const { seller, item } = await listing();
    const buyer = await createLoggedInUser(t);
    await ask(buyer, item.id);
    await setItem(t, item.id, ITEM.pending);
    expect((await t.get(`commentheaders/get/item_id/${item.id}`)).status).toBe(400);
    expect((await t.get(`commentheaders/get/item_id/${item.id}`, { token: buyer.token })).status).toBe(400);
    expect((await t.get(`commentheaders/get/item_id/${item.id}`, { token: seller.token })).status).toBe(200);
    const mod = await createLoggedInUser(t, USER.moderator);
    expect((await t.get(`commentheaders/get/item_id/${item.id}`, { token: mod.token })).status).toBe(200);
    expect((await t.get('commentheaders/get')).status).toBe(400);
  });
});

describe('POST commentheaders/remove and commentdetails/remove', () => {
  it('lets the owner, the author or a moderator remove (status 0); refuses anyone else and changes nothing', async () => {
    const { seller, item } = await listing();
    const buyer = await createLoggedInUser(t);
    const stranger = await createLoggedInUser(t);
    const mod = await createLoggedInUser(t, USER.moderator);
    const qs = [];
    for (let i = 0; i < 3; i++) qs.push((await ask(buyer, item.id, `Question ${i}`)).json);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await reply(seller, qs[0]!.id, `Answer ${i}`)).json);

    const before = await snapshot();
    const refused = await removeQ(stranger, qs[0]!.id);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Only the seller, the author or a moderator can remove this.');
    expect((await removeA(stranger, answers[0]!.id)).status).toBe(403);
    expect((await removeA(buyer, answers[0]!.id)).status).toBe(403);
    expect((await t.post('commentheaders/remove', { id: qs[0]!.id, user_id: seller.id }, { token: stranger.token })).status).toBe(403);
    expect((await t.post('commentheaders/remove', { id: qs[0]!.id, user_id: seller.id })).status).toBe(401);
    expect((await removeQ(seller, 'qst_doesnotexist00')).status).toBe(404);
    expect(await snapshot()).toEqual(before);

    expect((await removeA(seller, answers[0]!.id)).json).toMatchObject({ status: 'success' });
    expect((await removeA(mod, answers[1]!.id)).status).toBe(200);
    expect((await removeQ(buyer, qs[1]!.id)).status).toBe(200);
    expect((await removeQ(seller, qs[2]!.id)).status).toBe(200);
    expect((await removeQ(mod, qs[0]!.id)).status).toBe(200);
    expect((await removeQ(mod, qs[0]!.id)).status).toBe(404);
    expect((await removeA(seller, answers[2]!.id)).status).toBe(404);
    const headers = await t.deps.db.select().from(commentHeaders).where(eq(commentHeaders.itemId, item.id));
    expect(headers.map((h) => h.status)).toEqual([0, 0, 0]);
    const details = await t.deps.db.select().from(commentDetails).where(eq(commentDetails.headerId, qs[0]!.id));
    expect(details.map((d) => d.status).sort()).toEqual([0, 0, 1]);
    expect((await t.get(`commentheaders/get/item_id/${item.id}`)).status).toBe(404);
  });

  it('lets the author of an answer remove it', async () => {
    const { seller, item } = await listing();
    const buyer = await createLoggedInUser(t);
    const q = (await ask(buyer, item.id)).json;
    const f = (await reply(buyer, q.id, 'My follow-up')).json;
    expect((await removeA(buyer, f.id)).status).toBe(200);
    expect((await reply(seller, q.id)).status).toBe(200);
  });
});
