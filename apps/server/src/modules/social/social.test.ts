import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, follows, itemReports, users } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { ROLE } from '@wheeldeal/contract';
import { createFollow, createLoggedInUser, createSession, createUser, ITEM, makeCatalog, makeItem, USER, type Catalog } from '../../../test/support/factories.ts';

let t: TestApp;
let cat: Catalog;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  cat = await makeCatalog(t);
});
afterAll(() => t.close());

const NOT_FOUND = '10001##Sorry, record not found.';
const NO_MORE = '10002##Sorry, no more record in the system.';

/** Signed in without the register/verify round trip: these tests are about what users do to each other. */
const signIn = () => createLoggedInUser(t);
const makeUser = (overrides: Parameters<typeof createUser>[1] = {}) => createUser(t.deps.db, overrides);
/** A session for a user made without one. */
const sessionOf = async (userId: string) => ({ token: await createSession(t.deps.db, userId, t.clock.now()) });

const userRow = async (id: string) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;
const counts = async (id: string) => {
  const u = await userRow(id);
  return { followers: u.followerCount, following: u.followingCount };
};
const follow = (who: TestUser, followedId: string) => t.post('userfollows/add_follow', { user_id: who.id, followed_user_id: followedId }, { token: who.token });
const block = (who: TestUser, toId: string) => t.post('blockusers/add', { from_block_user_id: who.id, to_block_user_id: toId }, { token: who.token });
const unblock = (who: TestUser, toId: string) => t.post('blockusers/unblock', { from_block_user_id: who.id, to_block_user_id: toId }, { token: who.token });
const searchIds = async (who: TestUser) => {
  const r = await t.post(`items/search/limit/100/login_user_id/${who.id}`, {}, { token: who.token });
  return r.status === 200 ? (r.json as { id: string }[]).map((i) => i.id) : [];
};

describe('POST userfollows/add_follow', () => {
  it('follows, answering the followed User with is_followed "1", and keeps both counters in step', async () => {
    const fan = await signIn();
    const star = await signIn();
    const r = await follow(fan, star.id);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ user_id: star.id, is_followed: '1', follower_count: '1', following_count: '0', user_email: '' });
    expect(await counts(star.id)).toEqual({ followers: 1, following: 0 });
    expect(await counts(fan.id)).toEqual({ followers: 0, following: 1 });
  });

  it('unfollows on the second call and brings the counters back', async () => {
    const fan = await signIn();
    const star = await signIn();
    await follow(fan, star.id);
    const r = await follow(fan, star.id);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ is_followed: '0', follower_count: '0' });
    expect(await counts(star.id)).toEqual({ followers: 0, following: 0 });
    expect(await counts(fan.id)).toEqual({ followers: 0, following: 0 });
    expect(await t.deps.db.select().from(follows).where(eq(follows.userId, fan.id))).toHaveLength(0);
  });

  it('counts every follower when many follow and unfollow at the same moment', async () => {
    const star = await signIn();
    const fans = await Promise.all([1, 2, 3, 4, 5].map(() => signIn()));
    const on = await Promise.all(fans.map((f) => follow(f, star.id)));
    expect(on.map((r) => r.json.is_followed)).toEqual(['1', '1', '1', '1', '1']);
    expect(await counts(star.id)).toEqual({ followers: 5, following: 0 });
    await Promise.all(fans.map((f) => follow(f, star.id)));
    expect(await counts(star.id)).toEqual({ followers: 0, following: 0 });
  });

  it('refuses to follow yourself with 400', async () => {
    const me = await signIn();
    const r = await follow(me, me.id);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('You cannot follow yourself.');
    expect(await counts(me.id)).toEqual({ followers: 0, following: 0 });
  });

  it('names the missing field with 400', async () => {
    const me = await signIn();
    const r = await t.post('userfollows/add_follow', { user_id: me.id }, { token: me.token });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('The followed_user_id field is required.');
  });

  it('needs a session (401) and refuses to act for another user (403)', async () => {
    const a = await signIn();
    const b = await signIn();
    const c = await signIn();
    expect((await t.post('userfollows/add_follow', { user_id: a.id, followed_user_id: b.id })).status).toBe(401);
    const r = await t.post('userfollows/add_follow', { user_id: a.id, followed_user_id: b.id }, { token: c.token });
    expect(r.status).toBe(403);
    expect(await counts(b.id)).toEqual({ followers: 0, following: 0 });
  });

  it('answers 400 "User ID is invalid." for an unknown or banned user', async () => {
    const me = await signIn();
    expect((await follow(me, 'usr_nobody')).json).toEqual({ status: 'error', message: 'User ID is invalid.' });
    const banned = await makeUser(USER.banned);
    const r = await follow(me, banned.id);
    expect(r.status).toBe(400);
    expect(await counts(banned.id)).toEqual({ followers: 0, following: 0 });
  });

  it('refuses a follow across a block in either direction with 409', async () => {
    const a = await signIn();
    const b = await signIn();
    await block(a, b.id);
    const mine = await follow(a, b.id);
    expect(mine.status).toBe(409);
    expect(mine.json.message).toBe('You cannot follow this user.');
    expect((await follow(b, a.id)).status).toBe(409);
    expect(await counts(a.id)).toEqual({ followers: 0, following: 0 });
  });
});

describe('POST userfollows/search', () => {
  it('lists the followers and the followed users by name, with is_followed as the caller sees it', async () => {
    const me = await signIn();
    const zed = await makeUser({ userName: 'Zed Follower' });
    const amy = await makeUser({ userName: 'amy Follower' });
    const bob = await makeUser({ userName: 'Bob Followed' });
    await t.deps.db.insert(follows).values([
      { userId: zed.id, followedUserId: me.id },
      { userId: amy.id, followedUserId: me.id },
      { userId: me.id, followedUserId: bob.id },
      { userId: me.id, followedUserId: zed.id },
    ]);
    const followers = await t.post('userfollows/search/limit/30/offset/0', { user_id: me.id, return_types: 'follower' }, { token: me.token });
    expect(followers.status).toBe(200);
    expect(followers.json.map((u: { user_name: string }) => u.user_name)).toEqual(['amy Follower', 'Zed Follower']);
    const byId = Object.fromEntries(followers.json.map((u: { user_id: string; is_followed: string }) => [u.user_id, u.is_followed]));
    expect(byId).toEqual({ [zed.id]: '1', [amy.id]: '0' });
    const following = await t.post('userfollows/search', { user_id: me.id, return_types: 'following' }, { token: me.token });
    expect(following.json.map((u: { user_id: string }) => u.user_id)).toEqual([bob.id, zed.id]);
    expect(following.json.every((u: { is_followed: string }) => u.is_followed === '1')).toBe(true);
  });

  it('pages 30 at a time and answers 10001 / 10002 when there is nothing (more)', async () => {
    const me = await signIn();
    const fans = [];
    for (let i = 0; i < 31; i++) fans.push(await makeUser({ userName: `Fan ${String(i).padStart(2, '0')}` }));
    await t.deps.db.insert(follows).values(fans.map((f) => ({ userId: f.id, followedUserId: me.id })));
    const first = await t.post('userfollows/search', { user_id: me.id, return_types: 'follower' }, { token: me.token });
    expect(first.json).toHaveLength(30);
    expect(first.json[0].user_name).toBe('Fan 00');
    const second = await t.post('userfollows/search/limit/30/offset/30', { user_id: me.id, return_types: 'follower' }, { token: me.token });
    expect(second.json.map((u: { user_name: string }) => u.user_name)).toEqual(['Fan 30']);
    const past = await t.post('userfollows/search/limit/30/offset/60', { user_id: me.id, return_types: 'follower' }, { token: me.token });
    expect(past).toMatchObject({ status: 404, json: { status: 'error', message: NO_MORE } });
    const none = await t.post('userfollows/search', { user_id: me.id, return_types: 'following' }, { token: me.token });
    expect(none).toMatchObject({ status: 404, json: { message: NOT_FOUND } });
  });

  it('names the bad field with 400', async () => {
    const me = await signIn();
    const bad = await t.post('userfollows/search', { user_id: me.id, return_types: 'fans' }, { token: me.token });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('The return_types field must be one of: follower, following.');
    const missing = await t.post('userfollows/search', { user_id: me.id }, { token: me.token });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('The return_types field is required.');
  });

  it('lists the signed-in user\'s followers and followed users when no user_id is given', async () => {
    const me = await signUp(t);
    const fan = await signUp(t, { name: 'Default Fan' });
    const star = await signUp(t, { name: 'Default Star' });
    expect((await follow(fan, me.id)).status).toBe(200);
    expect((await follow(me, star.id)).status).toBe(200);

    const followers = await t.post('userfollows/search/limit/30/offset/0', { return_types: 'follower' }, { token: me.token });
    expect(followers.status).toBe(200);
    expect(followers.json.map((u: { user_id: string }) => u.user_id)).toEqual([fan.id]);
    const following = await t.post('userfollows/search', { return_types: 'following', login_user_id: me.id }, { token: me.token });
    expect(following.json.map((u: { user_id: string }) => u.user_id)).toEqual([star.id]);

    expect((await t.post('userfollows/search', { return_types: 'follower' })).status).toBe(401);
    expect((await t.post('userfollows/search', { return_types: 'follower', login_user_id: fan.id }, { token: me.token })).status).toBe(403);
  });

  it("shows another user's lists to anyone while that user shows their profile, and to nobody else once hidden (403)", async () => {
    const me = await signIn();
    const seller = await makeUser({ userName: 'Open Seller' });
    const fan = await makeUser({ userName: 'Open Fan' });
    const idol = await makeUser({ userName: 'Open Idol' });
    await t.deps.db.insert(follows).values([
      { userId: fan.id, followedUserId: seller.id },
      { userId: seller.id, followedUserId: idol.id },
    ]);
    const asMe = await t.post('userfollows/search', { user_id: seller.id, return_types: 'follower' }, { token: me.token });
    expect(asMe.status).toBe(200);
    expect(asMe.json.map((u: { user_id: string }) => u.user_id)).toEqual([fan.id]);
    const asVisitor = await t.post('userfollows/search', { user_id: seller.id, return_types: 'following' });
    expect(asVisitor.json.map((u: { user_id: string }) => u.user_id)).toEqual([idol.id]);

    await t.deps.db.update(users).set({ showProfile: false }).where(eq(users.id, seller.id));
    for (const [type, opts] of [
      ['follower', { token: me.token }],
      ['following', {}],
    ] as const) {
      const hidden = await t.post('userfollows/search', { user_id: seller.id, return_types: type }, opts);
      expect(hidden).toMatchObject({ status: 403, json: { status: 'error', message: 'This user keeps their followers and following private.' } });
    }
    // Their own lists stay theirs to read, and staff still see them.
    const own = await t.post('userfollows/search', { user_id: seller.id, return_types: 'follower' }, { token: (await sessionOf(seller.id)).token });
    expect(own.json.map((u: { user_id: string }) => u.user_id)).toEqual([fan.id]);
    const staff = await createLoggedInUser(t, { roleId: ROLE.admin });
    expect((await t.post('userfollows/search', { user_id: seller.id, return_types: 'follower' }, { token: staff.token })).status).toBe(200);
  });

  it("hides a user's lists across a block in either direction, and answers 400 for an unknown user", async () => {
    const me = await signIn();
    const seller = await signIn();
    await t.deps.db.insert(follows).values({ userId: me.id, followedUserId: seller.id });
    expect((await t.post('userfollows/search', { user_id: seller.id, return_types: 'follower' }, { token: me.token })).status).toBe(200);
    expect((await block(seller, me.id)).status).toBe(201);
    expect((await t.post('userfollows/search', { user_id: seller.id, return_types: 'following' }, { token: me.token })).status).toBe(403);
    expect((await unblock(seller, me.id)).status).toBe(201);
    expect((await block(me, seller.id)).status).toBe(201);
    expect((await t.post('userfollows/search', { user_id: seller.id, return_types: 'following' }, { token: me.token })).status).toBe(403);
    const unknown = await t.post('userfollows/search', { user_id: 'usr_nobody', return_types: 'follower' }, { token: me.token });
    expect(unknown.status).toBe(400);
  });

  it('loads one profile with {id, login_user_id}, showing contact details only as the user allows', async () => {
    const me = await signIn();
    const shy = await makeUser({ userName: 'Shy Seller', userPhone: '0912345678', isShowEmail: false, isShowPhone: true });
    await createFollow(t.deps.db, { userId: me.id, followedUserId: shy.id });
    const asMe = await t.post('userfollows/search', { id: shy.id, login_user_id: me.id }, { token: me.token });
    expect(asMe.status).toBe(200);
    expect(asMe.json).toMatchObject({ user_id: shy.id, user_name: 'Shy Seller', user_email: '', user_phone: '0912345678', is_followed: '1', is_owner: '0' });
    const visitor = await t.post('userfollows/search', { id: shy.id, login_user_id: 'nologinuser' });
    expect(visitor.json).toMatchObject({ user_id: shy.id, is_followed: '0', user_email: '' });
    // Naming somebody else as the caller reads as a visitor (D1).
    const claimed = await t.post('userfollows/search', { id: shy.id, login_user_id: 'usr_someone' }, { token: me.token });
    expect(claimed.json.is_followed).toBe('0');
    const self = await t.post('userfollows/search', { id: me.id, login_user_id: me.id }, { token: me.token });
    expect(self.json.user_email).toBe(me.email);
  });

  it('answers 404 for an unknown or unpublished profile', async () => {
    expect((await t.post('userfollows/search', { id: 'usr_nobody', login_user_id: 'nologinuser' })).status).toBe(404);
    const gone = await makeUser(USER.unpublished);
    expect((await t.post('userfollows/search', { id: gone.id })).status).toBe(404);
  });
});

describe('POST itemreports/add', () => {
  const report = (who: TestUser, itemId: string, reason?: string) =>
    t.post('itemreports/add', { item_id: itemId, reported_user_id: who.id, ...(reason ? { reason } : {}) }, { token: who.token });

  it("records the report with 201 and the item leaves the reporter's searches", async () => {
    const seller = await signIn();
    const me = await signIn();
    const item = await makeItem(t, cat, seller.id);
    expect(await searchIds(me)).toContain(item.id);
    const r = await report(me, item.id, 'Looks like a scam');
    expect(r).toMatchObject({ status: 201, json: { status: 'success', message: 'Item Report has been successfully added' } });
    const [row] = await t.deps.db.select().from(itemReports).where(eq(itemReports.itemId, item.id));
    expect(row).toMatchObject({ reportedUserId: me.id, reason: 'Looks like a scam', status: 'open' });
    expect(await searchIds(me)).not.toContain(item.id);
  });

  it('refuses a report of your own item with 400', async () => {
    const seller = await signIn();
    const item = await makeItem(t, cat, seller.id);
    const r = await report(seller, item.id);
    expect(r).toMatchObject({ status: 400, json: { message: 'Unable to report the item because it is your own item.' } });
  });

  it('answers a second report with the wire\'s 404 "You have already reported to this item."', async () => {
    const seller = await signIn();
    const me = await signIn();
    const item = await makeItem(t, cat, seller.id);
    await report(me, item.id);
    const r = await report(me, item.id);
    expect(r).toMatchObject({ status: 404, json: { status: 'error', message: 'You have already reported to this item.' } });
    expect(await t.deps.db.select().from(itemReports).where(eq(itemReports.itemId, item.id))).toHaveLength(1);
  });

  it('answers 400 "Invalid Item Id" for an unknown or unpublished item', async () => {
    const seller = await signIn();
    const me = await signIn();
    expect((await report(me, 'itm_nothing')).json).toEqual({ status: 'error', message: 'Invalid Item Id' });
    const pending = await makeItem(t, cat, seller.id, ITEM.pending);
    expect((await report(me, pending.id)).status).toBe(400);
  });

  it('names the bad field with 400', async () => {
    const me = await signIn();
    const missing = await t.post('itemreports/add', { reported_user_id: me.id }, { token: me.token });
    expect(missing).toMatchObject({ status: 400, json: { message: 'The item_id field is required.' } });
    const long = await t.post('itemreports/add', { item_id: 'itm_x', reported_user_id: me.id, reason: 'x'.repeat(501) }, { token: me.token });
    expect(long.json.message).toBe('The reason field cannot exceed 500 characters in length.');
  });

  it('needs a session (401) and reports only as yourself (403)', async () => {
    const seller = await signIn();
    const me = await signIn();
    const other = await signIn();
    const item = await makeItem(t, cat, seller.id);
    expect((await t.post('itemreports/add', { item_id: item.id, reported_user_id: me.id })).status).toBe(401);
    expect((await t.post('itemreports/add', { item_id: item.id, reported_user_id: other.id }, { token: me.token })).status).toBe(403);
    expect(await t.deps.db.select().from(itemReports).where(eq(itemReports.itemId, item.id))).toHaveLength(0);
  });
});

describe('POST blockusers/add and blockusers/unblock', () => {
  it("blocks with 201, hides the blocked seller's items and ends the follows both ways with the counters right", async () => {
    const me = await signIn();
    const pest = await signIn();
    const item = await makeItem(t, cat, pest.id);
    await follow(me, pest.id);
    await follow(pest, me.id);
    expect(await counts(me.id)).toEqual({ followers: 1, following: 1 });
    const r = await block(me, pest.id);
    expect(r).toMatchObject({ status: 201, json: { status: 'success', message: 'User has been successfully blocked.' } });
    expect(await counts(me.id)).toEqual({ followers: 0, following: 0 });
    expect(await counts(pest.id)).toEqual({ followers: 0, following: 0 });
    const left = await t.deps.db
      .select()
      .from(follows)
      .where(or(and(eq(follows.userId, me.id), eq(follows.followedUserId, pest.id)), and(eq(follows.userId, pest.id), eq(follows.followedUserId, me.id))));
    expect(left).toHaveLength(0);
    expect(await searchIds(me)).not.toContain(item.id);
  });

  it('unblocks with 201 and the items come back', async () => {
    const me = await signIn();
    const pest = await signIn();
    const item = await makeItem(t, cat, pest.id);
    await block(me, pest.id);
    const r = await unblock(me, pest.id);
    expect(r).toMatchObject({ status: 201, json: { status: 'success', message: 'User has been successfully unblocked.' } });
    expect(await t.deps.db.select().from(blocks).where(eq(blocks.fromUserId, me.id))).toHaveLength(0);
    expect(await searchIds(me)).toContain(item.id);
  });

  it('answers 409 for blocking twice and for unblocking someone not blocked', async () => {
    const me = await signIn();
    const pest = await signIn();
    await block(me, pest.id);
    expect(await block(me, pest.id)).toMatchObject({ status: 409, json: { message: 'You have already blocked this user.' } });
    await unblock(me, pest.id);
    expect(await unblock(me, pest.id)).toMatchObject({ status: 409, json: { message: 'This user is not blocked.' } });
  });

  it('refuses to block yourself (400) and an unknown user (400)', async () => {
    const me = await signIn();
    expect(await block(me, me.id)).toMatchObject({ status: 400, json: { message: 'You cannot block yourself.' } });
    expect(await block(me, 'usr_nobody')).toMatchObject({ status: 400, json: { message: 'User ID is invalid.' } });
  });

  it('names the missing field, needs a session and blocks only as yourself', async () => {
    const me = await signIn();
    const other = await signIn();
    const missing = await t.post('blockusers/add', { from_block_user_id: me.id }, { token: me.token });
    expect(missing).toMatchObject({ status: 400, json: { message: 'The to_block_user_id field is required.' } });
    expect((await t.post('blockusers/add', { from_block_user_id: me.id, to_block_user_id: other.id })).status).toBe(401);
    expect((await t.post('blockusers/unblock', { from_block_user_id: other.id, to_block_user_id: me.id }, { token: me.token })).status).toBe(403);
    expect((await t.post('blockusers/add', { from_block_user_id: other.id, to_block_user_id: me.id }, { token: me.token })).status).toBe(403);
  });
});

describe('users/get_blocked_user_by_loginuser', () => {
  it('lists the blocked users by name (GET and POST), 10001 when none', async () => {
    const me = await signIn();
    expect((await t.get(`users/get_blocked_user_by_loginuser/login_user_id/${me.id}`, { token: me.token })).json.message).toBe(NOT_FOUND);
    const b = await makeUser({ userName: 'B blocked' });
    const a = await makeUser({ userName: 'A blocked' });
    await block(me, b.id);
    await block(me, a.id);
    const r = await t.get(`users/get_blocked_user_by_loginuser/login_user_id/${me.id}/limit/10/offset/0`, { token: me.token });
    expect(r.status).toBe(200);
    expect(r.json.map((u: { user_id: string }) => u.user_id)).toEqual([a.id, b.id]);
    const page2 = await t.post(`users/get_blocked_user_by_loginuser/login_user_id/${me.id}/limit/1/offset/1`, {}, { token: me.token });
    expect(page2.json.map((u: { user_id: string }) => u.user_id)).toEqual([b.id]);
    expect((await t.get(`users/get_blocked_user_by_loginuser/login_user_id/${me.id}/limit/10/offset/2`, { token: me.token })).json.message).toBe(NO_MORE);
  });

  it('needs a session (401), answers only for yourself (403) and refuses a bad limit (400)', async () => {
    const me = await signIn();
    const other = await signIn();
    expect((await t.get(`users/get_blocked_user_by_loginuser/login_user_id/${me.id}`)).status).toBe(401);
    expect((await t.get(`users/get_blocked_user_by_loginuser/login_user_id/${other.id}`, { token: me.token })).status).toBe(403);
    const bad = await t.get(`users/get_blocked_user_by_loginuser/login_user_id/${me.id}/limit/ten`, { token: me.token });
    expect(bad).toMatchObject({ status: 400, json: { message: 'The limit field must contain a number.' } });
  });
});

describe('POST users/search', () => {
  const names = (r: { json: { user_name: string }[] }) => r.json.map((u) => u.user_name);

  it('finds active, unbanned users by part of the name, case-insensitively, user_name asc, in public view', async () => {
    await makeUser({ userName: 'Kiwi Motors', isShowEmail: false });
    await makeUser({ userName: 'kiwi cars' });
    await makeUser({ userName: 'Kiwi Banned', ...USER.banned });
    await makeUser({ userName: 'Kiwi Pending', ...USER.unverified });
    await makeUser({ userName: 'Kiwi Gone', ...USER.deleted });
    const r = await t.post('users/search', { keyword: 'KIWI' });
    expect(r.status).toBe(200);
    expect(names(r)).toEqual(['kiwi cars', 'Kiwi Motors']);
    expect(r.json.every((u: { user_email: string; user_password: string }) => u.user_email === '' && u.user_password === '')).toBe(true);
    expect((await t.post('users/search_all', { keyword: 'kiwi' })).json).toHaveLength(2);
  });

  it('treats % and _ in the keyword as plain characters', async () => {
    await makeUser({ userName: '100% Deals' });
    expect(names(await t.post('users/search', { keyword: '100%' }))).toEqual(['100% Deals']);
    expect((await t.post('users/search', { keyword: 'zz_no_such_name' })).json.message).toBe(NOT_FOUND);
  });

  it('pages 30 at a time', async () => {
    for (let i = 0; i < 31; i++) await makeUser({ userName: `Pager ${String(i).padStart(2, '0')}` });
    const first = await t.post('users/search', { keyword: 'pager' });
    expect(first.json).toHaveLength(30);
    expect(names(await t.post('users/search/limit/30/offset/30', { keyword: 'pager' }))).toEqual(['Pager 30']);
    expect((await t.post('users/search/limit/30/offset/31', { keyword: 'pager' })).json.message).toBe(NO_MORE);
  });

  it('leaves out the users the caller blocked, and marks the ones the caller follows', async () => {
    const me = await signIn();
    const blocked = await makeUser({ userName: 'Quince Blocked' });
    const followed = await makeUser({ userName: 'Quince Followed' });
    await block(me, blocked.id);
    await follow(me, followed.id);
    const r = await t.post(`users/search/login_user_id/${me.id}`, { keyword: 'quince' }, { token: me.token });
    expect(r.json.map((u: { user_id: string; is_followed: string }) => [u.user_id, u.is_followed])).toEqual([[followed.id, '1']]);
    expect(names(await t.post('users/search', { keyword: 'quince' }))).toHaveLength(2);
  });

  it('names a bad sort or keyword with 400', async () => {
    expect((await t.post('users/search', { keyword: 'a', order_by: 'user_password' })).json.message).toBe(
      'The order_by field must be one of: user_name, added_date.',
    );
    expect((await t.post('users/search', { keyword: 'x'.repeat(101) })).json.message).toBe('The keyword field cannot exceed 100 characters in length.');
  });
});
