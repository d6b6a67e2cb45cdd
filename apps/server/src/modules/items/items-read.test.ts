import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@wheeldeal/contract';
import { favourites, follows, items, paidItems, touches } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { translator } from '../../lib/messages.ts';
import { getItemWire } from './items.read.service.ts';
import { createTestApp, signUp, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { makeCatalog, makeImage, makeItem, setItem, type Catalog } from '../../../test/support/factories.ts';

let t: TestApp;
let cat: Catalog;
let seller: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  cat = await makeCatalog(t);
  seller = await signUp(t, { name: 'Sam Seller' });
  buyer = await signUp(t, { name: 'Bea Buyer' });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const itemRow = async (id: string) => (await t.deps.db.select().from(items).where(eq(items.id, id)))[0]!;

/** Every Item field of spec §3 (plus discounted_price, D5). */
const ITEM_FIELDS = `id cat_id sub_cat_id item_type_id item_price_type_id item_currency_id item_location_id item_location_township_id
  condition_of_item_id deal_option_id deal_option_remark description highlight_info price brand business_mode is_sold_out title address lat
  lng status added_date added_user_id updated_date updated_user_id updated_flag touch_count favourite_count is_paid dynamic_link added_date_str
  paid_status photo_count default_photo default_video default_video_icon category sub_category item_type item_price_type item_currency
  item_location item_location_township condition_of_item deal_option user is_favourited is_owner discount_rate_by_percentage discount_price
  discounted_price ad_type subtitle tag fuel_type driven_km transmission_type owner color vehicle_registration_state seating_capacity
  loading_vehicle engine_cc users_post vehicle_year model engine_status body_style seller_type`.split(/\s+/);

function scalarsAreStrings(v: unknown): boolean {
  if (typeof v === 'string') return true;
  if (Array.isArray(v)) return v.every(scalarsAreStrings);
  if (v && typeof v === 'object') return Object.values(v).every(scalarsAreStrings);
  return false;
}

describe('GET items/get', () => {
  it('answers the Item with every field of the spec, nested objects and string scalars only', async () => {
    const item = await makeItem(t, cat, seller.id, { title: 'Complete', vehicleYear: 2018, drivenKm: 42_000 });
    await makeImage(t, item.id, { ordering: 2, imgPath: 'second.jpg' });
    await makeImage(t, item.id, { ordering: 1, imgPath: 'first.jpg' });
    await makeImage(t, item.id, { imgType: 'item-video', imgPath: 'clip.mp4' });
    await makeImage(t, cat.category.id, { imgType: 'category-icon', imgPath: 'cat-icon.png' });
    const r = await t.get(`items/get/id/${item.id}`);
    expect(r.status).toBe(200);
    for (const f of ITEM_FIELDS) expect(r.json, f).toHaveProperty(f);
    expect(scalarsAreStrings(r.json)).toBe(true);
    expect(r.json).toMatchObject({
      title: 'Complete',
      vehicle_year: '2018',
      driven_km: '42000',
      photo_count: '2',
      is_owner: '0',
      is_favourited: '0',
      paid_status: 'not_available',
    });
    expect(r.json.default_photo).toMatchObject({ img_path: 'first.jpg', ordering: '1' });
    expect(r.json.default_video).toMatchObject({ img_path: 'clip.mp4', img_type: 'item-video' });
    expect(r.json.default_video_icon).toMatchObject({ img_path: '', is_empty_object: '1' });
    expect(r.json.category).toMatchObject({
      cat_id: cat.category.id,
      cat_name: cat.category.catName,
      default_icon: { img_path: 'cat-icon.png' },
      default_photo: { is_empty_object: '1' },
    });
    expect(r.json.sub_category).toMatchObject({ name: 'Toyota', is_subscribed_fe: '0' });
    expect(r.json.model).toMatchObject({ id: cat.model.id, name: 'Corolla' });
    expect(r.json.item_price_type).toMatchObject({ name: 'Fixed', is_empty_object: '0' });
    expect(r.json.item_location_township).toMatchObject({ township_name: cat.township.townshipName, odering: '0' });
    expect(r.json.fuel_type.name).toBe('Petrol');
    expect(r.json.transmission_type.name).toBe('Automatic');
    expect(r.json.user).toMatchObject({ user_id: seller.id, user_name: 'Sam Seller', user_password: '', active_item_count: '1' });
  });

  it('sends empty objects for lookups the item does not have', async () => {
    const item = await makeItem(t, cat, seller.id, { modelId: null, tagId: null, colorId: null, itemLocationTownshipId: null });
    const r = await t.get(`items/get/id/${item.id}`);
    expect(r.json.model).toMatchObject({ id: '', name: '', is_empty_object: '1' });
    expect(r.json.tag).toMatchObject({ id: '', is_empty_object: '1' });
    expect(r.json.color.is_empty_object).toBe('1');
    expect(r.json.item_location_township.is_empty_object).toBe('1');
    expect(r.json.default_photo.is_empty_object).toBe('1');
    expect(r.json.photo_count).toBe('0');
  });

  it('answers 404 "Invalid Item Id" for an unknown id', async () => {
    const r = await t.get('items/get/id/itm_nope');
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ status: 'error', message: 'Invalid Item Id' });
  });

  it('shows a pending item to its owner and to staff, and to nobody else', async () => {
    const pending = await makeItem(t, cat, seller.id, { title: 'Awaiting approval', status: 0 });
    expect((await t.get(`items/get/id/${pending.id}`)).status).toBe(404);
    expect((await t.get(`items/get/id/${pending.id}/login_user_id/${buyer.id}`, { token: buyer.token })).status).toBe(404);
    // Naming the owner without being them does not help (D1).
    expect((await t.get(`items/get/id/${pending.id}/login_user_id/${seller.id}`, { token: buyer.token })).status).toBe(404);
    const own = await t.get(`items/get/id/${pending.id}/login_user_id/${seller.id}`, { token: seller.token });
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ status: '0', is_owner: '1' });
    const admin = await signUp(t, { role: ROLE.admin });
    expect((await t.get(`items/get/id/${pending.id}`, { token: admin.token })).status).toBe(200);
  });

  it('tells the buyer whether they follow the seller', async () => {
    const item = await makeItem(t, cat, seller.id);
    await t.deps.db.insert(follows).values({ userId: buyer.id, followedUserId: seller.id }).onConflictDoNothing();
    const r = await t.get(`items/get/id/${item.id}/login_user_id/${buyer.id}`, { token: buyer.token });
    expect(r.json.user.is_followed).toBe('1');
  });

  it('is what getItemWire answers to the write side', async () => {
    const item = await makeItem(t, cat, seller.id, { status: 0 });
    const wire = await getItemWire(t.deps, item.id, seller.id, translator('en'));
    expect(wire).toMatchObject({ id: item.id, status: '0', is_owner: '1' });
    await expect(getItemWire(t.deps, 'itm_missing', null, translator('en'))).rejects.toMatchObject({ httpStatus: 404, key: 'item.invalid_id' });
  });
});

describe('POST favourites/press', () => {
  it('toggles the favourite and keeps favourite_count in step', async () => {
    const item = await makeItem(t, cat, seller.id);
    const on = await t.post('favourites/press', { item_id: item.id, user_id: buyer.id }, { token: buyer.token });
    expect(on.status).toBe(200);
    expect(on.json).toMatchObject({ id: item.id, is_favourited: '1', favourite_count: '1' });
    const off = await t.post('favourites/press', { item_id: item.id, user_id: buyer.id }, { token: buyer.token });
    expect(off.json).toMatchObject({ is_favourited: '0', favourite_count: '0' });
    expect((await itemRow(item.id)).favouriteCount).toBe(0);
  });

  it('counts every user once even when they press at the same time', async () => {
    const item = await makeItem(t, cat, seller.id);
    const users = [buyer, seller, await signUp(t), await signUp(t)];
    await Promise.all(users.map((u) => t.post('favourites/press', { item_id: item.id, user_id: u.id }, { token: u.token })));
    const rows = await t.deps.db.select().from(favourites).where(eq(favourites.itemId, item.id));
    expect(rows).toHaveLength(4);
    expect((await itemRow(item.id)).favouriteCount).toBe(4);
  });

  it('needs a session, refuses acting for somebody else, and refuses unknown or unpublished items', async () => {
    const item = await makeItem(t, cat, seller.id);
    expect((await t.post('favourites/press', { item_id: item.id, user_id: buyer.id })).status).toBe(401);
    expect((await t.post('favourites/press', { item_id: item.id, user_id: seller.id }, { token: buyer.token })).status).toBe(403);
    expect((await t.post('favourites/press', { item_id: 'itm_nope', user_id: buyer.id }, { token: buyer.token })).status).toBe(404);
    const pending = await makeItem(t, cat, seller.id, { status: 0 });
    expect((await t.post('favourites/press', { item_id: pending.id, user_id: buyer.id }, { token: buyer.token })).status).toBe(404);
    expect((await t.post('favourites/press', { user_id: buyer.id }, { token: buyer.token })).json.message).toBe('The item_id field is required.');
  });
});

describe('GET items/get_favourite', () => {
  it("lists the session user's favourites, most recent first, with paging and the empty-list rule", async () => {
    const fan = await signUp(t);
    const path = `items/get_favourite/login_user_id/${fan.id}`;
    expect((await t.get(path, { token: fan.token })).json.message).toBe('10001##Sorry, record not found.');
    const a = await makeItem(t, cat, seller.id, { title: 'Fav A' });
    const b = await makeItem(t, cat, seller.id, { title: 'Fav B' });
    await t.post('favourites/press', { item_id: a.id, user_id: fan.id }, { token: fan.token });
    t.clock.advance(1000);
    await t.post('favourites/press', { item_id: b.id, user_id: fan.id }, { token: fan.token });
    const r = await t.get(path, { token: fan.token });
    expect(r.json.map((i: { title: string }) => i.title)).toEqual(['Fav B', 'Fav A']);
    expect(r.json[0].is_favourited).toBe('1');
    expect((await t.get(`${path}/limit/1/offset/1`, { token: fan.token })).json.map((i: { title: string }) => i.title)).toEqual(['Fav A']);
    expect((await t.get(`${path}/limit/1/offset/2`, { token: fan.token })).json.message).toMatch(/^10002##/);
  });

  it("needs a session and refuses another user's list", async () => {
    expect((await t.get(`items/get_favourite/login_user_id/${buyer.id}`)).status).toBe(401);
    expect((await t.get(`items/get_favourite/login_user_id/${seller.id}`, { token: buyer.token })).status).toBe(403);
  });
});

describe('POST touches/touch_item', () => {
  const touch = (itemId: string, userId: string, opts: Parameters<TestApp['post']>[2] = {}) =>
    t.post('touches/touch_item', { item_id: itemId, user_id: userId }, opts);

  it('counts one view per visitor per item per day', async () => {
    const item = await makeItem(t, cat, seller.id);
    const visitor = { headers: { 'user-agent': 'Browser A' } };
    const first = await touch(item.id, 'nologinuser', visitor);
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ status: 'success', message: 'Touch Count Successfully Inserted.' });
    await touch(item.id, 'nologinuser', visitor);
    expect((await itemRow(item.id)).touchCount).toBe(1);
    await touch(item.id, 'nologinuser', { headers: { 'user-agent': 'Browser B' } });
    expect((await itemRow(item.id)).touchCount).toBe(2);
    await touch(item.id, buyer.id, { token: buyer.token });
    await touch(item.id, buyer.id, { token: buyer.token });
    expect((await itemRow(item.id)).touchCount).toBe(3);
    // The next (UTC) day: the same visitors count again. (Sessions stay alive: less than 24 h pass.)
    const now = t.clock.now().getTime();
    t.clock.advance(DAY - (now % DAY) + 1000);
    await touch(item.id, 'nologinuser', visitor);
    await touch(item.id, buyer.id, { token: buyer.token });
    expect((await itemRow(item.id)).touchCount).toBe(5);
    const rows = await t.deps.db.select().from(touches).where(eq(touches.itemId, item.id));
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => !r.visitorKey.includes('127.0.0.1'))).toBe(true);
  });

  it('answers "Invalid Item Id" for an unknown item and refuses naming a user without their session', async () => {
    expect((await touch('itm_nope', 'nologinuser')).status).toBe(404);
    const item = await makeItem(t, cat, seller.id);
    expect((await touch(item.id, buyer.id)).status).toBe(401);
    expect((await touch(item.id, seller.id, { token: buyer.token })).status).toBe(403);
  });
});

describe('items/get_item_by_followuser', () => {
  it('lists published items of the sellers the viewer follows, by GET and by POST', async () => {
    const follower = await signUp(t);
    const followed = await signUp(t);
    const ignored = await signUp(t);
    await makeItem(t, cat, followed.id, { title: 'From followed' });
    await makeItem(t, cat, followed.id, { title: 'Followed but pending', status: 0 });
    await makeItem(t, cat, ignored.id, { title: 'From stranger' });
    const path = `items/get_item_by_followuser/login_user_id/${follower.id}`;
    expect((await t.get(path, { token: follower.token })).json.message).toBe('10001##Sorry, record not found.');
    await t.deps.db.insert(follows).values({ userId: follower.id, followedUserId: followed.id });
    const viaGet = await t.get(path, { token: follower.token });
    expect(viaGet.json.map((i: { title: string }) => i.title)).toEqual(['From followed']);
    const viaPost = await t.post(path, { login_user_id: follower.id }, { token: follower.token });
    expect(viaPost.json.map((i: { title: string }) => i.title)).toEqual(['From followed']);
  });

  it("needs a session and refuses another user's feed", async () => {
    expect((await t.get(`items/get_item_by_followuser/login_user_id/${buyer.id}`)).status).toBe(401);
    expect((await t.get(`items/get_item_by_followuser/login_user_id/${seller.id}`, { token: buyer.token })).status).toBe(403);
  });
});

describe('promoted items, items/get_sold_item_list, images/get_item_gallery', () => {
  it('marks items whose promotion is running, and a promotion waiting for approval', async () => {
    const local = await makeCatalog(t);
    const promoter = await signUp(t);
    const now = t.clock.now().getTime();
    const a = await makeItem(t, local, promoter.id, { title: 'Promo A' });
    const b = await makeItem(t, local, promoter.id, { title: 'Promo B' });
    const c = await makeItem(t, local, promoter.id, { title: 'Promo over' });
    const promo = (itemId: string, start: number, end: number, status = 'approved') => ({
      id: newId('pai'),
      itemId,
      userId: promoter.id,
      startDate: new Date(now + start * DAY),
      endDate: new Date(now + end * DAY),
      howManyDay: 3,
      amountMinor: 500,
      paymentMethod: 'offline',
      status,
    });
    await t.deps.db.insert(paidItems).values([promo(a.id, -2, 2), promo(b.id, -1, 2), promo(c.id, -5, -1), promo(c.id, 1, 4, 'pending')]);
    const r = await t.post(`items/search/login_user_id/${buyer.id}`, { cat_id: local.category.id, ad_post_type: 'only_paid_item' }, { token: buyer.token });
    const titles = r.json.map((i: { title: string }) => i.title).sort();
    expect(titles).toEqual(['Promo A', 'Promo B']);
    expect(r.json[0].paid_status).toBe('Progress');
    expect((await t.get(`items/get/id/${c.id}`)).json.paid_status).toBe('Waiting For Approval');
  });

  it("lists a seller's sold items", async () => {
    const dealer = await signUp(t);
    await makeItem(t, cat, dealer.id, { title: 'Still for sale' });
    await makeItem(t, cat, dealer.id, { title: 'Gone', isSoldOut: true, soldDate: t.clock.now() });
    const r = await t.get(`items/get_sold_item_list/user_id/${dealer.id}`);
    expect(r.json.map((i: { title: string }) => i.title)).toEqual(['Gone']);
    expect(r.json[0].is_sold_out).toBe('1');
    const none = await signUp(t);
    expect((await t.get(`items/get_sold_item_list/user_id/${none.id}`)).json.message).toMatch(/^10001##/);
  });

  it("answers an item's gallery by ordering, and nothing for an unpublished item", async () => {
    const item = await makeItem(t, cat, seller.id);
    await makeImage(t, item.id, { ordering: 3, imgPath: 'c.jpg' });
    await makeImage(t, item.id, { ordering: 1, imgPath: 'a.jpg' });
    await makeImage(t, item.id, { ordering: 2, imgPath: 'b.jpg' });
    await makeImage(t, item.id, { imgType: 'item-video', imgPath: 'v.mp4' });
    const r = await t.get(`images/get_item_gallery/img_parent_id/${item.id}/img_type/item`);
    expect(r.json.map((i: { img_path: string }) => i.img_path)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(r.json[0]).toMatchObject({ img_parent_id: item.id, img_type: 'item', img_width: '800', img_height: '600', ordering: '1' });
    await setItem(t, item.id, { status: 0 });
    expect((await t.get(`images/get_item_gallery/img_parent_id/${item.id}/img_type/item`)).status).toBe(404);
    expect(
      (await t.get(`images/get_item_gallery/img_parent_id/${item.id}/img_type/item/login_user_id/${seller.id}`, { token: seller.token })).json,
    ).toHaveLength(3);
  });
});

describe('SEO: item page meta, sitemap and robots', () => {
  it('puts the title, OpenGraph and Twitter tags and a schema.org Car into an item page', async () => {
    const item = await makeItem(t, cat, seller.id, { title: 'Corolla <b>"Sport"</b> & more', vehicleYear: 2016, drivenKm: 65_000, price: '12500' });
    await makeImage(t, item.id, { imgPath: 'corolla.jpg' });
    const res = await t.app.inject({ method: 'GET', url: `/item/corolla-sport?item_id=${item.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Corolla &lt;b&gt;&quot;Sport&quot;&lt;/b&gt; &amp; more – $12500 | Wheeldeal</title>');
    expect(html).toContain('<meta property="og:title" content="Corolla &lt;b&gt;&quot;Sport&quot;&lt;/b&gt; &amp; more – $12500 | Wheeldeal">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:image" content="http://wheeldeal.test/uploads/corolla.jpg">');
    expect(html).toContain(`<meta property="og:url" content="http://wheeldeal.test/item/corolla-b-sport-b-more?item_id=${item.id}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('<b>"Sport"');
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!);
    expect(ld).toMatchObject({
      '@type': 'Car',
      name: 'Corolla <b>"Sport"</b> & more',
      brand: { name: 'Toyota' },
      model: 'Corolla',
      vehicleModelDate: '2016',
      mileageFromOdometer: { value: 65000, unitCode: 'KMT' },
      color: 'Red',
      fuelType: 'Petrol',
      image: ['http://wheeldeal.test/uploads/corolla.jpg'],
      offers: { price: '12500', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
  });

  it('keeps the default page for unknown or unpublished items', async () => {
    const pending = await makeItem(t, cat, seller.id, { status: 0, title: 'Secret draft' });
    for (const url of ['/item/x?item_id=itm_nope', `/item/x?item_id=${pending.id}`, '/item/x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('og:title');
      expect(res.body).not.toContain('Secret draft');
    }
  });

  it('lists published items, static pages and categories in /sitemap.xml, and robots.txt points at it', async () => {
    const live = await makeItem(t, cat, seller.id, { title: 'Listed car' });
    const hidden = await makeItem(t, cat, seller.id, { title: 'Unlisted car', status: 4 });
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toContain(`<loc>http://wheeldeal.test/item/listed-car?item_id=${live.id}</loc>`);
    expect(res.body).not.toContain(hidden.id);
    expect(res.body).toContain('<loc>http://wheeldeal.test/about</loc>');
    expect(res.body).toContain(`<loc>http://wheeldeal.test/category/${cat.category.id}/`);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://wheeldeal.test/sitemap.xml');
  });
});

describe('items/get favourites count stays true', () => {
  it('matches the favourites table after many toggles', async () => {
    const item = await makeItem(t, cat, seller.id);
    for (let i = 0; i < 3; i++) await t.post('favourites/press', { item_id: item.id, user_id: buyer.id }, { token: buyer.token });
    const rows = await t.deps.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.itemId, item.id)));
    expect((await itemRow(item.id)).favouriteCount).toBe(rows.length);
    expect(rows).toHaveLength(1);
  });
});
