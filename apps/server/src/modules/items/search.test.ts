import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { blocks, itemReports, items, paidItems, favourites } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { ROLE } from '@wheeldeal/contract';
import { createTestApp, signUp, type Res, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { makeCatalog, makeItem, makeLocation, makeLookup, makeMake, makeModel, type Catalog } from '../../../test/support/factories.ts';
import {
  bodyStyles,
  colors,
  conditions,
  currencies,
  dealOptions,
  fuelTypes,
  itemTypes,
  priceTypes,
  sellerTypes,
  transmissions,
  vehicleTypes,
} from '../../db/schema.ts';
import { similarity, trigrams } from '../catalog/trigrams.ts';
import { RADIUS_TUNING } from './items.read.service.ts';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  seller = await signUp(t, { name: 'Sam Seller' });
  buyer = await signUp(t, { name: 'Bea Buyer' });
});
afterAll(() => t.close());

const titles = (r: Res) => (Array.isArray(r.json) ? (r.json as { title: string }[]).map((i) => i.title) : []);
const ids = (r: Res) => (Array.isArray(r.json) ? (r.json as { id: string }[]).map((i) => i.id) : []);
/** Search inside one catalogue (its category) so tests do not see each other's items. */
const search = (cat: Catalog, body: Record<string, unknown> = {}, path = '', opts: Parameters<TestApp['post']>[2] = {}) =>
  t.post(`items/search${path}`, { cat_id: cat.category.id, ...body }, opts);

describe('POST items/search: paging and the empty-list rule', () => {
  let cat: Catalog;
  beforeAll(async () => {
    cat = await makeCatalog(t);
    for (let i = 1; i <= 12; i++) await makeItem(t, cat, seller.id, { title: `Paged ${i}`, addedDate: new Date(t.clock.now().getTime() - (100 - i) * 60_000) });
  });

  it('answers 10 published items per page, newest first', async () => {
    const r = await search(cat);
    expect(r.status).toBe(200);
    expect(titles(r)).toEqual(['Paged 12', 'Paged 11', 'Paged 10', 'Paged 9', 'Paged 8', 'Paged 7', 'Paged 6', 'Paged 5', 'Paged 4', 'Paged 3']);
  });

  it('pages with limit and offset in the path, then says there is no more', async () => {
    expect(titles(await search(cat, {}, '/limit/5/offset/10'))).toEqual(['Paged 2', 'Paged 1']);
    const past = await search(cat, {}, '/limit/5/offset/20');
    expect(past.status).toBe(404);
    expect(past.json.message).toBe('10002##Sorry, no more record in the system.');
  });

  it('answers 10001 when nothing matches at offset 0', async () => {
    const r = await search(cat, { searchterm: 'zeppelin' });
    expect(r.status).toBe(404);
    expect(r.json.message).toBe('10001##Sorry, record not found.');
  });

  it('refuses a negative or non-numeric limit with 400 and clamps a huge one', async () => {
    expect((await search(cat, {}, '/limit/-1')).status).toBe(400);
    const bad = await search(cat, {}, '/limit/ten');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('The limit field must contain a number.');
    expect((await search(cat, {}, '/offset/abc')).status).toBe(400);
    const huge = await search(cat, {}, '/limit/999999');
    expect(huge.status).toBe(200);
    expect(huge.json).toHaveLength(12);
  });

  it('accepts limit and offset in the body and a form-encoded body', async () => {
    expect(titles(await search(cat, { limit: '2', offset: '1' }))).toEqual(['Paged 11', 'Paged 10']);
    const form = await t.post('items/search/limit/1', { cat_id: cat.category.id }, { form: true });
    expect(titles(form)).toEqual(['Paged 12']);
  });

  it('answers items/search_item the same way', async () => {
    const a = await search(cat, {}, '/limit/3');
    const b = await t.post('items/search_item/limit/3', { cat_id: cat.category.id });
    expect(ids(b)).toEqual(ids(a));
  });
});

describe('POST items/search: who sees what', () => {
  let cat: Catalog;
  beforeAll(async () => {
    cat = await makeCatalog(t);
    await makeItem(t, cat, seller.id, { title: 'Published' });
    await makeItem(t, cat, seller.id, { title: 'Pending', status: 0 });
    await makeItem(t, cat, seller.id, { title: 'Disabled', status: 2 });
    await makeItem(t, cat, seller.id, { title: 'Rejected', status: 3 });
    await makeItem(t, cat, seller.id, { title: 'Hidden', status: 4 });
  });

  it('shows visitors published items only, whatever status they ask for', async () => {
    expect(titles(await search(cat))).toEqual(['Published']);
    for (const status of ['0', '2', '3', '4']) expect(titles(await search(cat, { status }))).toEqual(['Published']);
    expect(titles(await search(cat, { status: '0', added_user_id: seller.id }))).toEqual(['Published']);
  });

  it('shows the owner their own pending and hidden items when they ask with their added_user_id', async () => {
    const opts = { token: seller.token };
    expect(titles(await search(cat, { status: '0', added_user_id: seller.id }, `/login_user_id/${seller.id}`, opts))).toEqual(['Pending']);
    expect(titles(await search(cat, { status: '4', added_user_id: seller.id }, '', opts))).toEqual(['Hidden']);
    // Another user asking about the seller's pending items gets published ones only.
    expect(titles(await search(cat, { status: '0', added_user_id: seller.id }, '', { token: buyer.token }))).toEqual(['Published']);
  });

  it('lets staff list items of any status', async () => {
    const mod = await signUp(t, { role: ROLE.moderator });
    expect(titles(await search(cat, { status: '3' }, '', { token: mod.token }))).toEqual(['Rejected']);
  });

  it('refuses a non-numeric status', async () => {
    expect((await search(cat, { status: 'all' })).status).toBe(400);
  });

  it('computes is_owner and is_favourited for the signed-in viewer only', async () => {
    const [published] = await t.deps.db.select().from(items).where(eq(items.title, 'Published'));
    await t.deps.db.insert(favourites).values({ userId: buyer.id, itemId: published!.id });
    const asBuyer = await search(cat, {}, `/login_user_id/${buyer.id}`, { token: buyer.token });
    expect(asBuyer.json[0]).toMatchObject({ is_favourited: '1', is_owner: '0' });
    const asSeller = await search(cat, {}, '', { token: seller.token });
    expect(asSeller.json[0]).toMatchObject({ is_favourited: '0', is_owner: '1' });
    const asVisitor = await search(cat);
    expect(asVisitor.json[0]).toMatchObject({ is_favourited: '0', is_owner: '0' });
  });

  it('reads as a visitor when login_user_id names somebody other than the session user', async () => {
    const viaPath = await search(cat, {}, `/login_user_id/${seller.id}`, { token: buyer.token });
    expect(viaPath.json[0]).toMatchObject({ is_favourited: '0', is_owner: '0' });
    const viaBody = await search(cat, { login_user_id: seller.id }, '', { token: buyer.token });
    expect(viaBody.json[0]).toMatchObject({ is_favourited: '0', is_owner: '0' });
    const noSession = await search(cat, {}, `/login_user_id/${buyer.id}`);
    expect(noSession.json[0]).toMatchObject({ is_favourited: '0' });
  });
});

describe('POST items/search: blocked sellers and reported items', () => {
  let cat: Catalog;
  let other: TestUser;
  beforeAll(async () => {
    cat = await makeCatalog(t);
    other = await signUp(t, { name: 'Blocked Seller' });
    await makeItem(t, cat, seller.id, { title: 'Fine item' });
    const reported = await makeItem(t, cat, seller.id, { title: 'Reported item' });
    await makeItem(t, cat, other.id, { title: 'From blocked seller' });
    await t.deps.db.insert(blocks).values({ fromUserId: buyer.id, toUserId: other.id });
    await t.deps.db.insert(itemReports).values({ id: newId('rpt'), itemId: reported.id, reportedUserId: buyer.id });
  });

  it('hides items of sellers the viewer blocked and items the viewer reported', async () => {
    expect(titles(await search(cat, {}, '', { token: buyer.token }))).toEqual(['Fine item']);
  });

  it('still shows them to visitors and to other users', async () => {
    expect(titles(await search(cat)).sort()).toEqual(['Fine item', 'From blocked seller', 'Reported item']);
    expect(titles(await search(cat, {}, '', { token: seller.token })).sort()).toEqual(['Fine item', 'From blocked seller', 'Reported item']);
  });
});

describe('POST items/search: catalogue filters', () => {
  let cat: Catalog;
  beforeAll(async () => {
    cat = await makeCatalog(t);
    await makeItem(t, cat, seller.id, { title: 'Plain' });
  });

  const lookupFilters = [
    ['item_type_id', itemTypes, 'itemTypeId'],
    ['item_price_type_id', priceTypes, 'itemPriceTypeId'],
    ['condition_of_item_id', conditions, 'conditionOfItemId'],
    ['deal_option_id', dealOptions, 'dealOptionId'],
    ['fuel_type_id', fuelTypes, 'fuelTypeId'],
    ['transmission_id', transmissions, 'transmissionId'],
    ['body_style_id', bodyStyles, 'bodyStyleId'],
    ['color_id', colors, 'colorId'],
    ['seller_type_id', sellerTypes, 'sellerTypeId'],
    ['vehicle_type_id', vehicleTypes, 'vehicleTypeId'],
  ] as const;

  for (const [field, table, column] of lookupFilters) {
    it(`filters by ${field}`, async () => {
      const special = await makeLookup(t, table, `Special ${field}`);
      await makeItem(t, cat, seller.id, { title: `Has ${field}`, [column]: special.id });
      expect(titles(await search(cat, { [field]: special.id }))).toEqual([`Has ${field}`]);
      expect(titles(await search(cat, { [field]: '' }, '/limit/50'))).toContain('Plain');
    });
  }

  it('filters by cat_id, sub_cat_id and model_id', async () => {
    const make = await makeMake(t, cat.category.id, { name: 'Honda' });
    const model = await makeModel(t, make.id, { name: 'Civic' });
    await makeItem(t, cat, seller.id, { title: 'A Civic', subCatId: make.id, modelId: model.id });
    expect(titles(await search(cat, { sub_cat_id: make.id }))).toEqual(['A Civic']);
    expect(titles(await search(cat, { model_id: model.id }))).toEqual(['A Civic']);
    expect(titles(await search(cat, { model_id: cat.model.id }))).not.toContain('A Civic');
    const elsewhere = await makeCatalog(t);
    expect(titles(await t.post('items/search', { cat_id: elsewhere.category.id }))).toEqual([]);
  });

  it('filters by currency, location and township', async () => {
    const [eur] = await t.deps.db
      .insert(currencies)
      .values({ id: newId('cur'), currencyShortForm: 'EUR', currencySymbol: '€' })
      .returning();
    const city = await makeLocation(t, { name: 'Mandalay', lat: 21.97, lng: 96.08 });
    await makeItem(t, cat, seller.id, { title: 'In euros', itemCurrencyId: eur!.id });
    await makeItem(t, cat, seller.id, { title: 'In Mandalay', itemLocationId: city.id, itemLocationTownshipId: null });
    expect(titles(await search(cat, { item_currency_id: eur!.id }))).toEqual(['In euros']);
    expect(titles(await search(cat, { item_location_id: city.id }))).toEqual(['In Mandalay']);
    expect(titles(await search(cat, { item_location_township_id: cat.township.id }))).not.toContain('In Mandalay');
  });

  it('filters by brand without regard to case, and by seller', async () => {
    await makeItem(t, cat, seller.id, { title: 'Branded', brand: 'Daihatsu' });
    await makeItem(t, cat, buyer.id, { title: 'By the buyer' });
    expect(titles(await search(cat, { brand: 'daihatsu' }))).toEqual(['Branded']);
    expect(titles(await search(cat, { added_user_id: buyer.id }))).toEqual(['By the buyer']);
  });
});

describe('POST items/search: price, year and flags', () => {
  let cat: Catalog;
  beforeAll(async () => {
    cat = await makeCatalog(t);
    await makeItem(t, cat, seller.id, { title: 'Cheap old', price: '1500', vehicleYear: 1999, engineStatus: 0, usersPost: false });
    await makeItem(t, cat, seller.id, { title: 'Mid', price: '9000', vehicleYear: 2012, discountRateByPercentage: '10' });
    await makeItem(t, cat, seller.id, { title: 'Dear new', price: '45000', vehicleYear: 2023, isSoldOut: true });
  });

  it('filters by a price range, ignoring a bound of 0', async () => {
    expect(titles(await search(cat, { min_price: '2000', max_price: '50000' })).sort()).toEqual(['Dear new', 'Mid']);
    expect(titles(await search(cat, { min_price: '0', max_price: '9000' })).sort()).toEqual(['Cheap old', 'Mid']);
    expect(titles(await search(cat, { min_price: '9000', max_price: '0' })).sort()).toEqual(['Dear new', 'Mid']);
    expect(titles(await search(cat, { min_price: 40000 }))).toEqual(['Dear new']);
  });

  it('refuses min above max with "Your min and max price are not valid."', async () => {
    const r = await search(cat, { min_price: '5000', max_price: '100' });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('Your min and max price are not valid.');
  });

  it('refuses non-numeric and negative prices with 400', async () => {
    for (const body of [{ min_price: 'cheap' }, { max_price: '-5' }, { max_price: '1e9' }]) {
      const r = await search(cat, body);
      expect(r.status).toBe(400);
      expect(r.json.message).toMatch(/_price field must contain a number/);
    }
  });

  it('filters by year range', async () => {
    expect(titles(await search(cat, { min_year: '2000', max_year: '2020' }))).toEqual(['Mid']);
    expect((await search(cat, { min_year: 'old' })).status).toBe(400);
  });

  it('filters by engine status, sold out, discount and private posts', async () => {
    expect(titles(await search(cat, { engine_status: '0' }))).toEqual(['Cheap old']);
    expect(titles(await search(cat, { is_sold_out: '1' }))).toEqual(['Dear new']);
    expect(titles(await search(cat, { is_sold_out: '0' })).sort()).toEqual(['Cheap old', 'Mid']);
    expect(titles(await search(cat, { is_discount: '1' }))).toEqual(['Mid']);
    expect(titles(await search(cat, { is_discount: '0' }))).toHaveLength(3);
    expect(titles(await search(cat, { users_post: '0' }))).toEqual(['Cheap old']);
    expect((await search(cat, { is_sold_out: 'yes' })).status).toBe(400);
  });

  it('sends the discounted price under both names', async () => {
    const [mid] = (await search(cat, { is_discount: '1' })).json;
    expect(mid).toMatchObject({ price: '9000', discount_rate_by_percentage: '10', discount_price: '8100', discounted_price: '8100' });
  });
});

describe('POST items/search: radius', () => {
  let cat: Catalog;
  let mandalay: Awaited<ReturnType<typeof makeLocation>>;
  beforeAll(async () => {
    cat = await makeCatalog(t);
    mandalay = await makeLocation(t, { name: 'Mandalay', lat: 21.9588, lng: 96.0891 });
    // Yangon city centre and a suburb ~6 miles out; Mandalay ~ 350 miles north.
    await makeItem(t, cat, seller.id, { title: 'Downtown Yangon', lat: 16.7806, lng: 96.1498 });
    await makeItem(t, cat, seller.id, { title: 'Yangon suburb', lat: 16.87, lng: 96.13 });
    await makeItem(t, cat, seller.id, { title: 'Mandalay car', lat: 21.96, lng: 96.09, itemLocationId: mandalay.id });
  });

  it('finds items within the miles of the point, reading a sparse box first or walking the date order', async () => {
    for (const sparseBox of [2000, 0]) {
      RADIUS_TUNING.sparseBox = sparseBox;
      try {
        expect(titles(await search(cat, { lat: '16.7806', lng: '96.1498', miles: '10' }))).toEqual(['Yangon suburb', 'Downtown Yangon']);
        expect(titles(await search(cat, { lat: '16.7806', lng: '96.1498', miles: '2' }))).toEqual(['Downtown Yangon']);
        expect(titles(await search(cat, { lat: '16.7806', lng: '96.1498', miles: '400' }))).toHaveLength(3);
        expect(titles(await search(cat, { lat: '16.7806', lng: '96.1498', miles: '400', order_by: 'title', order_type: 'asc' }))).toEqual([
          'Downtown Yangon',
          'Mandalay car',
          'Yangon suburb',
        ]);
        expect(titles(await search(cat, { lat: '16.7806', lng: '96.1498', miles: '400', searchterm: 'mandalay' }))).toEqual(['Mandalay car']);
        expect((await search(cat, { lat: '-40', lng: '170', miles: '10' })).status).toBe(404);
      } finally {
        RADIUS_TUNING.sparseBox = 2000;
      }
    }
  });

  it('follows a listing whose position is edited (the indexed point is derived from lat/lng by PostgreSQL)', async () => {
    const moving = await makeCatalog(t);
    const item = await makeItem(t, moving, seller.id, { title: 'Moving car', lat: 16.7806, lng: 96.1498 });
    for (const sparseBox of [2000, 0]) {
      RADIUS_TUNING.sparseBox = sparseBox;
      try {
        await t.deps.db.update(items).set({ lat: 16.7806, lng: 96.1498 }).where(eq(items.id, item.id));
        expect(titles(await search(moving, { lat: '16.7806', lng: '96.1498', miles: '5' }))).toEqual(['Moving car']);
        await t.deps.db.update(items).set({ lat: 21.96, lng: 96.09 }).where(eq(items.id, item.id));
        expect((await search(moving, { lat: '16.7806', lng: '96.1498', miles: '5' })).status).toBe(404);
        expect(titles(await search(moving, { lat: '21.96', lng: '96.09', miles: '5' }))).toEqual(['Moving car']);
        await t.deps.db.update(items).set({ lat: null, lng: null }).where(eq(items.id, item.id));
        expect((await search(moving, { lat: '21.96', lng: '96.09', miles: '5' })).status).toBe(404);
        expect(titles(await search(moving, {}))).toEqual(['Moving car']);
      } finally {
        RADIUS_TUNING.sparseBox = 2000;
      }
    }
  });

  it('handles a radius across the antimeridian', async () => {
    const pacific = await makeCatalog(t);
    await makeItem(t, pacific, seller.id, { title: 'Fiji east', lat: -17.5, lng: 179.9 });
    await makeItem(t, pacific, seller.id, { title: 'Fiji west', lat: -17.5, lng: -179.9 });
    await makeItem(t, pacific, seller.id, { title: 'Samoa', lat: -13.8, lng: -171.8 });
    expect(titles(await search(pacific, { lat: '-17.5', lng: '179.95', miles: '20' })).sort()).toEqual(['Fiji east', 'Fiji west']);
  });

  it('ignores item_location_id when a radius is given', async () => {
    expect(titles(await search(cat, { item_location_id: mandalay.id }))).toEqual(['Mandalay car']);
    expect(titles(await search(cat, { item_location_id: mandalay.id, lat: '16.7806', lng: '96.1498', miles: '10' })).sort()).toEqual([
      'Downtown Yangon',
      'Yangon suburb',
    ]);
  });

  it('treats the 0.000000 placeholder and a missing radius as no radius', async () => {
    expect(titles(await search(cat, { lat: '0.000000', lng: '0.000000', miles: '10' }))).toHaveLength(3);
    expect(titles(await search(cat, { lat: '16.78', lng: '96.14', miles: '' }))).toHaveLength(3);
  });

  it('refuses malformed coordinates with 400', async () => {
    for (const body of [
      { lat: 'north', lng: '96', miles: '5' },
      { lat: '91', lng: '96', miles: '5' },
      { lat: '16', lng: '181', miles: '5' },
      { lat: '16', lng: '96', miles: 'far' },
      { lat: '1,5', lng: '2' },
    ]) {
      const r = await search(cat, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('POST items/search: promotions (ad_post_type)', () => {
  let cat: Catalog;
  beforeAll(async () => {
    cat = await makeCatalog(t);
    const now = t.clock.now().getTime();
    const day = 86_400_000;
    const running = await makeItem(t, cat, seller.id, { title: 'Promoted now', addedDate: new Date(now - 10 * day) });
    const expired = await makeItem(t, cat, seller.id, { title: 'Promotion over', addedDate: new Date(now - 9 * day) });
    await makeItem(t, cat, seller.id, { title: 'Newest normal', addedDate: new Date(now - day) });
    await makeItem(t, cat, seller.id, { title: 'Older normal', addedDate: new Date(now - 5 * day) });
    const promo = (itemId: string, start: number, end: number) => ({
      id: newId('pai'),
      itemId,
      userId: seller.id,
      startDate: new Date(now + start * day),
      endDate: new Date(now + end * day),
      howManyDay: end - start,
      amountMinor: 1000,
      paymentMethod: 'offline',
    });
    await t.deps.db.insert(paidItems).values([promo(running.id, -1, 3), promo(expired.id, -10, -2)]);
  });

  it('lists only running promotions with only_paid_item', async () => {
    const r = await search(cat, { ad_post_type: 'only_paid_item' });
    expect(titles(r)).toEqual(['Promoted now']);
    expect(r.json[0]).toMatchObject({ paid_status: 'Progress', ad_type: 'paid_ad', is_paid: '1' });
  });

  it('puts running promotions first with paid_item_first (and the google-ad variants), then the rest in order', async () => {
    const expected = ['Promoted now', 'Newest normal', 'Older normal', 'Promotion over'];
    expect(titles(await search(cat, { ad_post_type: 'paid_item_first' }))).toEqual(expected);
    expect(titles(await search(cat, { ad_post_type: 'google_ad_paid_item_first' }))).toEqual(expected);
    // Pages stitch across the promoted and the normal part.
    expect(titles(await search(cat, { ad_post_type: 'paid_item_first' }, '/limit/2/offset/0'))).toEqual(expected.slice(0, 2));
    expect(titles(await search(cat, { ad_post_type: 'paid_item_first' }, '/limit/2/offset/2'))).toEqual(expected.slice(2, 4));
    expect((await search(cat, { ad_post_type: 'paid_item_first' }, '/limit/2/offset/4')).json.message).toMatch(/^10002##/);
  });

  it('leaves running promotions out with normal_ads_only', async () => {
    const r = await search(cat, { ad_post_type: 'normal_ads_only' });
    expect(titles(r)).toEqual(['Newest normal', 'Older normal', 'Promotion over']);
    expect(r.json[2]).toMatchObject({ paid_status: 'Finished' });
    expect(r.json[0]).toMatchObject({ paid_status: 'not_available', ad_type: 'normal_ad' });
  });
});

describe('POST items/search: sorting', () => {
  let cat: Catalog;
  beforeAll(async () => {
    cat = await makeCatalog(t);
    const now = t.clock.now().getTime();
    await makeItem(t, cat, seller.id, {
      title: 'Bravo',
      price: '300',
      touchCount: 5,
      ordering: 2,
      featuredDate: new Date(now - 1000),
      addedDate: new Date(now - 3000),
    });
    await makeItem(t, cat, seller.id, { title: 'Alpha', price: '200', touchCount: 50, ordering: 3, featuredDate: null, addedDate: new Date(now - 2000) });
    await makeItem(t, cat, seller.id, {
      title: 'Charlie',
      price: '100',
      touchCount: 1,
      ordering: 1,
      featuredDate: new Date(now - 5000),
      addedDate: new Date(now - 1000),
    });
  });

  it('sorts by each whitelisted field in both directions', async () => {
    const order = async (order_by: string, order_type = 'desc') => titles(await search(cat, { order_by, order_type }));
    expect(await order('added_date')).toEqual(['Charlie', 'Alpha', 'Bravo']);
    expect(await order('added_date', 'asc')).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(await order('touch_count')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(await order('price', 'asc')).toEqual(['Charlie', 'Alpha', 'Bravo']);
    expect(await order('unit_price', 'desc')).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(await order('title', 'asc')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(await order('ordering', 'asc')).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(await order('featured_date')).toEqual(['Bravo', 'Charlie', 'Alpha']);
    expect(await order('price', 'ASC')).toEqual(['Charlie', 'Alpha', 'Bravo']);
  });

  it('refuses an order_by outside the whitelist and a bad order_type with 400', async () => {
    for (const body of [{ order_by: 'password_hash' }, { order_by: 'price; drop table items' }, { order_by: 'added_date', order_type: 'sideways' }]) {
      const r = await search(cat, body);
      expect(r.status).toBe(400);
      expect(r.json.message).toMatch(/^The order_(by|type) field must be one of/);
    }
  });
});

describe('POST items/search: searchterm', () => {
  let cat: Catalog;
  beforeAll(async () => {
    cat = await makeCatalog(t); // make Toyota, model Corolla
    const honda = await makeMake(t, cat.category.id, { name: 'Honda' });
    const civic = await makeModel(t, honda.id, { name: 'Civic' });
    const h = { subCatId: honda.id, modelId: civic.id };
    await makeItem(t, cat, seller.id, { ...h, title: 'Family hatchback', description: 'Spacious and economical, sunroof included, ideal for long trips.' });
    await makeItem(t, cat, seller.id, { title: 'Reliable sedan for sale', description: 'Regularly serviced, one careful owner, no accidents at all.' });
    await makeItem(t, cat, seller.id, {
      ...h,
      title: 'Sunroof special edition',
      subtitle: 'Rare colour',
      description: 'Comes with leather seats and a large panoramic roof.',
    });
    await makeItem(t, cat, seller.id, { ...h, title: 'Économique citadine', description: 'Petite voiture très économique pour la ville, entretien à jour.' });
  });

  it('matches title, description and the make and model names', async () => {
    expect(titles(await search(cat, { searchterm: 'spacious' }))).toEqual(['Family hatchback']);
    expect(titles(await search(cat, { searchterm: 'toyota' }))).toEqual(['Reliable sedan for sale']);
    expect(titles(await search(cat, { searchterm: 'Honda Civic' }))).toHaveLength(3);
  });

  it('matches the last word as a prefix while the user is typing', async () => {
    expect(titles(await search(cat, { searchterm: 'coroll' }))).toEqual(['Reliable sedan for sale']);
    expect(titles(await search(cat, { searchterm: 'honda spaci' }))).toEqual(['Family hatchback']);
  });

  it('tolerates typos of make and model names ("Toyta" finds Toyota)', async () => {
    expect(titles(await search(cat, { searchterm: 'Toyta' }))).toEqual(['Reliable sedan for sale']);
    expect(titles(await search(cat, { searchterm: 'Hondda civc' })).sort()).toEqual(['Family hatchback', 'Sunroof special edition', 'Économique citadine']);
  });

  it('ignores accents', async () => {
    expect(titles(await search(cat, { searchterm: 'economique' }))).toEqual(['Économique citadine']);
    expect(titles(await search(cat, { searchterm: 'économique' }))).toEqual(['Économique citadine']);
  });

  it('ranks title matches above description matches when no order_by is given', async () => {
    expect(titles(await search(cat, { searchterm: 'sunroof' }))).toEqual(['Sunroof special edition', 'Family hatchback']);
    // An explicit order wins over relevance.
    expect(titles(await search(cat, { searchterm: 'sunroof', order_by: 'added_date', order_type: 'asc' }))).toEqual([
      'Family hatchback',
      'Sunroof special edition',
    ]);
    expect(titles(await search(cat, { searchterm: 'sunroof', order_by: 'title', order_type: 'asc' }))).toEqual(['Family hatchback', 'Sunroof special edition']);
  });

  it('understands quoted phrases and exclusions', async () => {
    expect(titles(await search(cat, { searchterm: '"special edition"' }))).toEqual(['Sunroof special edition']);
    expect(titles(await search(cat, { searchterm: 'sunroof -leather' }))).toEqual(['Family hatchback']);
  });

  it('answers SQL-looking terms safely and leaves the data alone', async () => {
    for (const searchterm of ["'; drop table items; --", "' OR 1=1 --", '%_\\', "':*", '&|!()', '<script>alert(1)</script>', 'x'.repeat(200)]) {
      const r = await search(cat, { searchterm });
      expect([200, 404], searchterm).toContain(r.status);
    }
    const counted = (await t.deps.db.execute(sql`select count(*)::int as n from items`)).rows as { n: number }[];
    expect(counted[0]!.n).toBeGreaterThan(0);
    expect((await search(cat, { searchterm: 'x'.repeat(201) })).status).toBe(400);
  });

  it('treats a term without letters or digits as no term', async () => {
    expect(titles(await search(cat, { searchterm: '!!!' }))).toHaveLength(4);
  });
});

describe('typo tolerance measure', () => {
  it("computes pg_trgm's similarity exactly, so the cached catalogue matches what PostgreSQL would", async () => {
    const pairs = [
      ['toyta', 'toyota'],
      ['civc', 'civic'],
      ['mercedes', 'Mercedes-Benz'],
      ['land cruser', 'Land Cruiser'],
      ['Škoda', 'skoda'],
      ['x5', 'BMW X5'],
      ['', 'kia'],
    ] as const;
    for (const [a, b] of pairs) {
      const res = await t.deps.db.execute(sql`select similarity(lower(${a}), lower(${b}))::float8 as s`);
      const expected = Number((res.rows[0] as { s: number }).s);
      expect(similarity(trigrams(a), trigrams(b)), `${a} ~ ${b}`).toBeCloseTo(expected, 6);
    }
  });
});
