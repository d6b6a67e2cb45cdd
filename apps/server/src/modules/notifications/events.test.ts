/**
 * Every event kind, through the real calls that cause it, notifies exactly one person once: the right recipient
 * gets one row, nobody else (the actor included) gets any, a duplicate or retried request adds nothing, a kind
 * turned off writes nothing (no row, no push, no mail), the global switch off keeps the row but sends nothing
 * outward, and a user who blocked the actor hears nothing from them.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_STATUS, OFFER_STATUS } from '@wheeldeal/contract';
import { conditions, notifications, pushOutbox, pushTokens } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { clientFor, createBlock, createChat, createItem, createLoggedInUser, ITEM, makeCatalog, USER, type Catalog } from '../../../test/support/factories.ts';
import { notifyBadgeDecision, notifyUser } from './notify.ts';

let t: TestApp;
let cat: Catalog;
let staff: TestUser;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  cat = await makeCatalog(t);
  staff = await createLoggedInUser(t, USER.admin);
});
afterAll(() => t?.close());

const user = (overrides: Parameters<typeof createLoggedInUser>[1] = {}) => createLoggedInUser(t, overrides);

/** Every notification row of these users, as `flag` per user id. */
async function rowsOf(...users: TestUser[]) {
  const rows = await t.deps.db.select().from(notifications).where(sql`${notifications.userId} in ${users.map((u) => u.id)}`);
  return rows.map((r) => ({ user: r.userId, flag: r.flag, title: r.title, message: r.message, data: r.data as Record<string, string>, id: r.id }));
}

async function mailsTo(email: string): Promise<number> {
  const { rows } = await t.deps.pool.query(`select 1 from pgboss.job where name = 'mail' and data->>'to' = $1`, [email]);
  return rows.length;
}

async function pushesOf(userId: string): Promise<number> {
  const rows = await t.deps.db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .innerJoin(notifications, eq(notifications.id, pushOutbox.notificationId))
    .where(eq(notifications.userId, userId));
  return rows.length;
}

const device = (userId: string) => t.deps.db.insert(pushTokens).values({ id: newId('ptk'), userId, deviceToken: `https://push.example/${newId('d')}` });

describe('chat: once per unread episode of a conversation', () => {
  async function conversation() {
    const seller = await user();
    const buyer = await user({ userName: 'Bella Buyer' });
    const item = await createItem(t.deps.db, cat, seller.id, { title: 'Blue Corolla', price: '12500' });
    const say = (from: TestUser, message: string, clientId = newId('c')) =>
      clientFor(t, from).post('chats/add', { item_id: item.id, buyer_user_id: buyer.id, seller_user_id: seller.id, message, client_id: clientId });
    return { seller, buyer, item, say };
  }

  it("carries the listing's condition in the recipient's language (the stored name where it has none)", async () => {
    const [used] = await t.deps.db.insert(conditions).values({ id: newId('cnd'), name: 'Like new', translations: { de: 'Wie neu', ja: '新品同様' } }).returning();
    const seller = await user({ language: 'de' });
    const buyer = await user({ language: 'fr' });
    const item = await createItem(t.deps.db, cat, seller.id, { title: 'Grey Golf', price: '9000', conditionOfItemId: used!.id });
    const first = await clientFor(t, buyer).post('chats/add', { item_id: item.id, buyer_user_id: buyer.id, seller_user_id: seller.id, message: 'Hallo?', client_id: newId('c') });
    expect(first.status).toBe(200);
    await clientFor(t, seller).post('chats/add', { item_id: item.id, buyer_user_id: buyer.id, seller_user_id: seller.id, message: 'Oui.', client_id: newId('c') });
    const rows = await rowsOf(seller, buyer);
    expect(rows.find((r) => r.user === seller.id)!.data).toMatchObject({ item_id: item.id, condition: 'Wie neu' });
    // French has no translation of it: the stored name.
    expect(rows.find((r) => r.user === buyer.id)!.data).toMatchObject({ item_id: item.id, condition: 'Like new' });
  });

  it('tells the other participant about the first unread message only, and again after they read', async () => {
    const { seller, buyer, item, say } = await conversation();
    const first = await say(buyer, 'Is it still available?');
    expect(first.status).toBe(200);
    const chatId = first.json.id as string;
    await say(buyer, 'I can come today.');
    // The original clients call this after each message: it lands on the same episode.
    expect((await clientFor(t, buyer).post('notis/send_chat_noti', { chat_id: chatId, message: 'I can come today.' })).status).toBe(200);

    let rows = await rowsOf(seller, buyer);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user: seller.id, flag: 'chat', message: 'Bella Buyer wrote about "Blue Corolla": Is it still available?' });
    // What a click needs to open the conversation as the seller (spec "Push click routing").
    expect(rows[0]!.data).toMatchObject({ chat_id: chatId, item_id: item.id, item_name: 'Blue Corolla', item_price: '12500', currency: '$', condition: 'Used', buyer_user_id: buyer.id, seller_user_id: seller.id, chat_flag: 'seller' });

    // The seller reads; the next message opens a new episode.
    await clientFor(t, seller).post('chats/reset_count', { chat_id: chatId });
    await say(buyer, 'Hello again?');
    // The seller answers: the buyer had read nothing of theirs yet, so it is the buyer's first.
    await say(seller, 'Yes, come at five.');
    rows = await rowsOf(seller, buyer);
    expect(rows.filter((r) => r.user === seller.id)).toHaveLength(2);
    expect(rows.filter((r) => r.user === buyer.id)).toMatchObject([{ flag: 'chat', data: { chat_flag: 'buyer' } }]);
  });

  it('adds nothing for a resent message (same client id) nor for send_chat_noti when everything is read', async () => {
    const { seller, buyer, say } = await conversation();
    const sent = await say(buyer, 'Hi', 'same-client-id');
    await say(buyer, 'Hi', 'same-client-id');
    await clientFor(t, seller).post('chats/reset_count', { chat_id: sent.json.id });
    await clientFor(t, buyer).post('notis/send_chat_noti', { chat_id: sent.json.id, message: 'Hi' });
    expect(await rowsOf(seller, buyer)).toHaveLength(1);
  });

  it('tells nobody when the chat kind is off, and a blocked sender cannot reach the blocker', async () => {
    const { seller, buyer, say } = await conversation();
    await clientFor(t, seller).post('notis/settings_update', { prefs: { chat: { inapp: '0' } } });
    await device(seller.id);
    await say(buyer, 'Anyone?');
    expect(await rowsOf(seller, buyer)).toEqual([]);
    expect(await pushesOf(seller.id)).toBe(0);

    const other = await conversation();
    await createBlock(t.deps.db, { fromUserId: other.seller.id, toUserId: other.buyer.id });
    expect((await other.say(other.buyer, 'Let me in')).status).toBe(403);
    expect(await rowsOf(other.seller, other.buyer)).toEqual([]);
  });
});

describe('deal steps: one per step, to the other party', () => {
  it('offer → seller, accept → buyer, confirm bought → seller (bought), mark sold → buyer; a repeated step adds nothing', async () => {
    const seller = await user();
    const buyer = await user();
    const item = await createItem(t.deps.db, cat, seller.id);
    const { header } = await createChat(t.deps.db, item, buyer.id);
    const as = (u: TestUser) => clientFor(t, u);
    expect((await as(buyer).post('chats/update_price', { chat_id: header.id, nego_price: '9000' })).status).toBe(200);
    expect((await as(seller).post('chats/update_accept', { chat_id: header.id })).status).toBe(200);
    expect((await as(seller).post('chats/update_accept', { chat_id: header.id })).status).toBe(404);
    expect((await as(buyer).post('chats/is_user_bought', { chat_id: header.id })).status).toBe(200);
    expect((await as(seller).post('chats/item_sold_out', { chat_id: header.id })).status).toBe(200);

    const rows = await rowsOf(seller, buyer);
    const flags = (u: TestUser) => rows.filter((r) => r.user === u.id).map((r) => `${r.flag}:${r.title}`).sort();
    expect(flags(seller)).toEqual(['bought:Purchase confirmed', `chat:New offer for "${item.title}"`]);
    expect(flags(buyer)).toEqual(['chat:Deal complete', 'chat:Offer accepted']);
    expect(rows.find((r) => r.flag === 'bought')!.data).toMatchObject({ chat_id: header.id, item_id: item.id, chat_flag: 'seller' });
  });
});

describe('review', () => {
  it('tells the reviewed user once, with what opens their review list', async () => {
    const seller = await user();
    const buyer = await user();
    const item = await createItem(t.deps.db, cat, seller.id);
    const sold = { chatStatus: CHAT_STATUS.sold, offerStatus: OFFER_STATUS.bought, isOffer: true, isAccept: true };
    const { header } = await createChat(t.deps.db, item, buyer.id, { header: sold });
    const body = { from_user_id: buyer.id, to_user_id: seller.id, title: 'Great', description: 'As described.', rating: '5', chat_id: header.id };
    expect((await clientFor(t, buyer).post('rates/add_rating', body)).status).toBeLessThan(300);
    expect((await clientFor(t, buyer).post('rates/add_rating', body)).status).toBe(409);
    const rows = await rowsOf(seller, buyer);
    expect(rows).toMatchObject([{ user: seller.id, flag: 'review', data: { user_id: seller.id } }]);
  });
});

describe('approval (moderation)', () => {
  it('tells the owner of each decision once, with the reason of a rejection; push and e-mail follow the choices', async () => {
    const owner = await user();
    await device(owner.id);
    const item = await createItem(t.deps.db, cat, owner.id, ITEM.pending);
    expect((await clientFor(t, staff).post('admin/item_reject', { item_id: item.id, reason: 'Photos are blurry' })).status).toBe(200);
    let rows = await rowsOf(owner, staff);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user: owner.id, flag: 'approval', data: { item_id: item.id } });
    expect(rows[0]!.message).toContain('Photos are blurry');
    expect(await pushesOf(owner.id)).toBe(1);
    expect(await mailsTo(owner.email)).toBe(1);

    // Global switch off: the row, but no push and no e-mail.
    await clientFor(t, owner).post('notis/settings_update', { notification_setting: '0' });
    const second = await createItem(t.deps.db, cat, owner.id, ITEM.pending);
    await clientFor(t, staff).post('admin/item_approve', { item_id: second.id });
    rows = await rowsOf(owner);
    expect(rows).toHaveLength(2);
    expect(await pushesOf(owner.id)).toBe(1);
    expect(await mailsTo(owner.email)).toBe(1);

    // The kind off: nothing at all.
    await clientFor(t, owner).post('notis/settings_update', { notification_setting: '1', prefs: { approval: { inapp: '0' } } });
    await clientFor(t, staff).post('admin/item_disable', { item_id: second.id });
    expect(await rowsOf(owner)).toHaveLength(2);
    expect(await pushesOf(owner.id)).toBe(1);
    expect(await mailsTo(owner.email)).toBe(1);
  });

  it('reaches an owner who blocked the moderator: a decision is not the moderator speaking', async () => {
    const owner = await user();
    await createBlock(t.deps.db, { fromUserId: owner.id, toUserId: staff.id });
    const item = await createItem(t.deps.db, cat, owner.id, ITEM.pending);
    await clientFor(t, staff).post('admin/item_approve', { item_id: item.id });
    expect(await rowsOf(owner)).toHaveLength(1);
  });
});

describe('follow', () => {
  it('tells the followed user once per follower, even after unfollowing and following again', async () => {
    const followed = await user();
    const fan = await user({ userName: 'Frank Fan' });
    const toggle = () => clientFor(t, fan).post('userfollows/add_follow', { user_id: fan.id, followed_user_id: followed.id });
    await toggle();
    await toggle();
    await toggle();
    const rows = await rowsOf(followed, fan);
    expect(rows).toMatchObject([{ user: followed.id, flag: 'follow', message: 'Frank Fan started following you.', data: { user_id: fan.id } }]);
  });

  it('tells nobody when the follow kind is off, or when the followed user blocked the follower', async () => {
    const quiet = await user({ notificationPrefs: { follow: { inapp: false } } });
    const fan = await user();
    await clientFor(t, fan).post('userfollows/add_follow', { user_id: fan.id, followed_user_id: quiet.id });
    expect(await rowsOf(quiet, fan)).toEqual([]);

    const blocker = await user();
    await createBlock(t.deps.db, { fromUserId: blocker.id, toUserId: fan.id });
    expect((await clientFor(t, fan).post('userfollows/add_follow', { user_id: fan.id, followed_user_id: blocker.id })).status).toBe(409);
    expect(await rowsOf(blocker, fan)).toEqual([]);
  });
});

describe('verify_blue_mark (notifyBadgeDecision)', () => {
  it('tells the applicant of a decision once, with the reason of a refusal, in the list, as a push and by e-mail', async () => {
    const applicant = await user();
    await device(applicant.id);
    const decisionId = newId('aud');
    const first = await t.deps.db.transaction((tx) => notifyBadgeDecision(t.deps, tx, { userId: applicant.id, approved: false, reason: 'The document is unreadable', decisionId }));
    const again = await t.deps.db.transaction((tx) => notifyBadgeDecision(t.deps, tx, { userId: applicant.id, approved: false, reason: 'The document is unreadable', decisionId }));
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    const rows = await rowsOf(applicant);
    expect(rows).toMatchObject([{ flag: 'verify_blue_mark', title: 'Your blue mark was not approved' }]);
    expect(rows[0]!.message).toContain('The document is unreadable');
    expect(await pushesOf(applicant.id)).toBe(1);
    expect(await mailsTo(applicant.email)).toBe(1);
  });
});

describe('questions on listings (flag chat)', () => {
  it('tells the owner of a question once and the asker of the answer once', async () => {
    const owner = await user();
    const asker = await user();
    const item = await createItem(t.deps.db, cat, owner.id);
    const asked = await clientFor(t, asker).post('commentheaders/press', { item_id: item.id, user_id: asker.id, comment: 'Has it been in an accident?' });
    expect(asked.status).toBeLessThan(300);
    let rows = await rowsOf(owner, asker);
    expect(rows).toMatchObject([{ user: owner.id, flag: 'chat' }]);
    const [header] = (await t.deps.db.execute(sql`select id from comment_headers where item_id = ${item.id}`)).rows as { id: string }[];
    await clientFor(t, owner).post('commentdetails/press', { header_id: header!.id, user_id: owner.id, comment: 'Never.' });
    rows = await rowsOf(owner, asker);
    expect(rows.filter((r) => r.user === asker.id)).toHaveLength(1);
    expect(rows).toHaveLength(2);
  });
});

describe('notifyUser', () => {
  it('writes nothing for a recipient who blocked the actor, nor for the actor themselves', async () => {
    const blocker = await user();
    const pest = await user();
    await createBlock(t.deps.db, { fromUserId: blocker.id, toUserId: pest.id });
    const notice = { flag: 'follow' as const, eventKey: `follow:${pest.id}`, actorUserId: pest.id, titleKey: 'notify.follow_title', messageKey: 'notify.follow_body' };
    expect(await notifyUser(t.deps, t.deps.db, { ...notice, userId: blocker.id })).toBeNull();
    expect(await notifyUser(t.deps, t.deps.db, { ...notice, userId: pest.id })).toBeNull();
    expect(await rowsOf(blocker, pest)).toEqual([]);
  });
});
