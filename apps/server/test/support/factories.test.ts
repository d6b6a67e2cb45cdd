/**
 * The factories make rows the real app accepts: a factory user logs in with the demo password, a factory
 * session is honoured, preset states mean what the app means by them, and every entity factory inserts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './app.ts';
import {
  buildUser,
  clientFor,
  createBlock,
  createChat,
  createFavourite,
  createFollow,
  createItem,
  createLoggedInUser,
  createRating,
  createReport,
  createUser,
  ITEM,
  makeCatalog,
  USER,
  type Catalog,
} from './factories.ts';

let t: TestApp;
let cat: Catalog;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  cat = await makeCatalog(t);
});
afterAll(() => t.close());

const login = (email: string | null | undefined, password = DEMO_PASSWORD) => t.post('users/login', { user_email: email, user_password: password });

describe('user factories', () => {
  it('build distinct, valid users without touching the database', () => {
    const [a, b] = [buildUser(), buildUser()];
    expect(a.id).not.toBe(b.id);
    expect(a.userEmail).not.toBe(b.userEmail);
    expect(a).toMatchObject({ status: 1, roleId: 4, emailVerify: true });
  });

  it('make an active user who logs in with the demo password, and a chosen one', async () => {
    const user = await createUser(t.deps.db);
    const r = await login(user.userEmail);
    expect(r.status).toBe(200);
    expect(r.token).toBeTruthy();
    const custom = await createUser(t.deps.db, { password: 'Another-pass-7' });
    expect((await login(custom.userEmail, 'Another-pass-7')).status).toBe(200);
    expect((await login(custom.userEmail)).status).toBe(400);
  });

  it('make banned and unverified users the app treats as such', async () => {
    const banned = await createUser(t.deps.db, USER.banned);
    expect((await login(banned.userEmail)).json.message).toBe('Sorry, you cannot login because your account is banned.');
    const unverified = await createUser(t.deps.db, USER.unverified);
    const r = await login(unverified.userEmail);
    expect(r.token).toBeUndefined();
  });

  it('sign a user in directly: the session is honoured, with the role given', async () => {
    const admin = await createLoggedInUser(t, USER.admin);
    const user = await createLoggedInUser(t);
    expect((await clientFor(t, admin).post('admin/settings_get')).status).toBe(200);
    expect((await clientFor(t, user).post('admin/settings_get')).status).toBe(403);
    expect((await t.post('admin/settings_get', {}, { token: 'not-a-session' })).status).toBe(401);
  });
});

describe('entity factories', () => {
  it('make items in every state, with photos', async () => {
    const seller = await createUser(t.deps.db);
    const item = await createItem(t.deps.db, cat, seller.id, ITEM.published, { images: 2 });
    expect(item.images.map((i) => i.ordering)).toEqual([0, 1]);
    const read = await t.get(`items/get/id/${item.id}`);
    expect(read.status).toBe(200);
    expect(read.json.default_photo.img_path).toBe(item.images[0]!.imgPath);
    for (const state of [ITEM.pending, ITEM.rejected, ITEM.disabled, ITEM.hidden]) {
      const hidden = await createItem(t.deps.db, cat, seller.id, state);
      expect((await t.get(`items/get/id/${hidden.id}`)).status, JSON.stringify(state)).not.toBe(200);
    }
    const sold = await createItem(t.deps.db, cat, seller.id, ITEM.sold);
    expect((await t.get(`items/get/id/${sold.id}`)).json.is_sold_out).toBe('1');
  });

  it('make chats with messages and an offer, ratings, follows, favourites, reports and blocks', async () => {
    const seller = await createUser(t.deps.db);
    const buyer = await createUser(t.deps.db);
    const item = await createItem(t.deps.db, cat, seller.id);
    const chat = await createChat(t.deps.db, item, buyer.id, { messages: ['Hello', 'Still for sale?'], offer: '9500' });
    expect(chat.header).toMatchObject({ sellerUserId: seller.id, buyerUserId: buyer.id, isOffer: true, offerStatus: 2, negoPrice: '9500.00' });
    expect(chat.messages.map((m) => m.message)).toEqual(['Hello', 'Still for sale?']);
    expect(chat.offer).toMatchObject({ fromUserId: buyer.id, toUserId: seller.id, amount: '9500.00', status: 'offered' });
    expect(await createRating(t.deps.db, { fromUserId: buyer.id, toUserId: seller.id, itemId: item.id })).toMatchObject({ rating: 5 });
    expect(await createFollow(t.deps.db, { userId: buyer.id, followedUserId: seller.id })).toMatchObject({ userId: buyer.id });
    expect(await createFavourite(t.deps.db, { userId: buyer.id, itemId: item.id })).toMatchObject({ itemId: item.id });
    expect(await createReport(t.deps.db, { itemId: item.id, reportedUserId: buyer.id })).toMatchObject({ status: 'open' });
    expect(await createBlock(t.deps.db, { fromUserId: seller.id, toUserId: buyer.id })).toMatchObject({ toUserId: buyer.id });
  });
});
