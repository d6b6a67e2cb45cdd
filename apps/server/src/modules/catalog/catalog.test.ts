import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  auditLogs,
  banners,
  bodyStyles,
  categories,
  colors,
  conditions,
  dealOptions,
  fuelTypes,
  itemTypes,
  priceTypes,
  sellerTypes,
  states,
  subcategorySubscriptions,
  tags,
  transmissions,
  vehicleTypes,
} from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { translator } from '../../lib/messages.ts';
import { publishedItemWire } from '../items/index.ts';
import { createTestApp, signUp, type Res, type TestApp, type TestUser } from '../../../test/support/app.ts';
import {
  makeCatalog,
  makeCategory,
  makeCurrency,
  makeImage,
  makeItem,
  makeLocation,
  makeLookup,
  makeMake,
  makeModel,
  makeTownship,
} from '../../../test/support/factories.ts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  user = await signUp(t);
});
afterAll(() => t.close());

const names = (r: Res, key = 'name') => (Array.isArray(r.json) ? (r.json as Record<string, string>[]).map((x) => x[key]) : r.json);
const NOT_FOUND = '10001##Sorry, record not found.';
const NO_MORE = '10002##Sorry, no more record in the system.';

function allStrings(v: unknown): boolean {
  if (typeof v === 'string') return true;
  if (Array.isArray(v)) return v.every(allStrings);
  if (v && typeof v === 'object') return Object.values(v).every(allStrings);
  return false;
}

describe('categories', () => {
  beforeAll(async () => {
    const a = await makeCategory(t, { catName: 'Cars', catOrdering: 2 });
    await makeCategory(t, { catName: 'Motorbikes', catOrdering: 1 });
    await makeCategory(t, { catName: 'Trucks', catOrdering: 3 });
    await makeCategory(t, { catName: 'Retired boats', catOrdering: 0, status: 0 });
    await makeImage(t, a.id, { imgType: 'category', imgPath: 'cars.jpg' });
    await makeImage(t, a.id, { imgType: 'category-icon', imgPath: 'cars-icon.png' });
  });

  it('POST categories/search answers published categories by cat_ordering with photo and icon objects', async () => {
    const r = await t.post('categories/search', { keyword: '', order_by: '', order_type: '' });
    expect(r.status).toBe(200);
    expect(names(r, 'cat_name')).toEqual(['Motorbikes', 'Cars', 'Trucks']);
    const cars = r.json[1];
    expect(Object.keys(cars)).toEqual(['id', 'cat_id', 'cat_name', 'cat_ordering', 'status', 'added_date', 'added_date_str', 'default_photo', 'default_icon']);
    expect(cars).toMatchObject({ cat_id: cars.id, cat_ordering: '2', status: '1', added_date_str: 'just now' });
    expect(cars.default_photo).toMatchObject({ img_path: 'cars.jpg', img_type: 'category' });
    expect(cars.default_icon).toMatchObject({ img_path: 'cars-icon.png' });
    expect(r.json[0].default_photo).toMatchObject({ img_id: '', is_empty_object: '1' });
    expect(allStrings(r.json)).toBe(true);
  });

  it('filters by keyword, sorts by a whitelisted field, and refuses others', async () => {
    expect(names(await t.post('categories/search', { keyword: 'tr' }), 'cat_name')).toEqual(['Trucks']);
    // The keyword is text, not a pattern.
    expect((await t.post('categories/search', { keyword: '%' })).json.message).toBe(NOT_FOUND);
    expect(names(await t.post('categories/search', { order_by: 'cat_name', order_type: 'desc' }), 'cat_name')).toEqual(['Trucks', 'Motorbikes', 'Cars']);
    const bad = await t.post('categories/search', { order_by: 'status; drop table categories' });
    expect(bad.status).toBe(400);
    expect((await t.post('categories/search', { order_type: 'up' })).status).toBe(400);
  });

  it('pages 30 at a time by default and applies the empty-list rule', async () => {
    expect((await t.post('categories/search/limit/2/offset/2', {})).json).toHaveLength(1);
    expect((await t.post('categories/search/limit/2/offset/4', {})).json.message).toBe(NO_MORE);
    expect((await t.post('categories/search', { keyword: 'zzz' })).json.message).toBe(NOT_FOUND);
    expect((await t.post('categories/search/limit/-3', {})).status).toBe(400);
    expect(names(await t.get('categories/get'), 'cat_name')).toEqual(['Motorbikes', 'Cars', 'Trucks']);
  });
});

describe('makes (subcategories and manufacturers) and models', () => {
  let catId: string;
  let toyotaId: string;
  beforeAll(async () => {
    const cat = await makeCategory(t, { catName: 'Vehicles' });
    catId = cat.id;
    const toyota = await makeMake(t, cat.id, { name: 'Toyota', ordering: 1 });
    toyotaId = toyota.id;
    await makeMake(t, cat.id, { name: 'Honda', ordering: 2 });
    await makeMake(t, cat.id, { name: 'Daewoo', ordering: 3, status: 0 });
    await makeImage(t, toyota.id, { imgType: 'subcategory', imgPath: 'toyota.png' });
    await makeModel(t, toyota.id, { name: 'Corolla' });
    await makeModel(t, toyota.id, { name: 'Camry' });
    await makeModel(t, toyota.id, { name: 'Old model', status: 0 });
    await t.deps.db.insert(subcategorySubscriptions).values({ userId: user.id, subCatId: toyota.id });
  });

  it('GET subcategories/get/cat_id answers the published makes of a category with is_subscribed_fe for the caller', async () => {
    const visitor = await t.get(`subcategories/get/cat_id/${catId}`);
    expect(names(visitor)).toEqual(['Toyota', 'Honda']);
    expect(Object.keys(visitor.json[0])).toEqual([
      'id',
      'name',
      'status',
      'added_date',
      'added_user_id',
      'updated_date',
      'cat_id',
      'updated_user_id',
      'updated_flag',
      'added_date_str',
      'is_subscribed_fe',
      'default_photo',
    ]);
    expect(visitor.json[0]).toMatchObject({ cat_id: catId, is_subscribed_fe: '0', default_photo: { img_path: 'toyota.png' } });
    const signedIn = await t.get(`subcategories/get/cat_id/${catId}/login_user_id/${user.id}`, { token: user.token });
    expect(signedIn.json[0].is_subscribed_fe).toBe('1');
    expect(signedIn.json[1].is_subscribed_fe).toBe('0');
  });

  it('POST subcategories/search filters by category and keyword', async () => {
    expect(names(await t.post('subcategories/search', { cat_id: catId, keyword: 'hon' }))).toEqual(['Honda']);
    expect((await t.post('subcategories/search', { cat_id: 'cat_none', keyword: '' })).json.message).toBe(NOT_FOUND);
    expect((await t.post(`subcategories/search/offset/5`, { cat_id: catId })).json.message).toBe(NO_MORE);
  });

  it('GET manufacturers/get lists the makes', async () => {
    expect(names(await t.get(`manufacturers/get/cat_id/${catId}`))).toEqual(['Toyota', 'Honda']);
    expect(names(await t.get('manufacturers/get/limit/100'))).toEqual(expect.arrayContaining(['Toyota', 'Honda']));
  });

  it('GET models/get answers the published models of a make by manufacturer_id or sub_cat_id', async () => {
    const r = await t.get(`models/get/manufacturer_id/${toyotaId}`);
    expect(names(r)).toEqual(['Camry', 'Corolla']);
    expect(r.json[0]).toMatchObject({ sub_cat_id: toyotaId, status: '1' });
    expect(names(await t.get(`models/get/sub_cat_id/${toyotaId}/limit/1/offset/1`))).toEqual(['Corolla']);
    expect((await t.get(`models/get/sub_cat_id/${toyotaId}/limit/1/offset/2`)).json.message).toBe(NO_MORE);
  });

  it('POST models/search filters by make and keyword', async () => {
    expect(names(await t.post('models/search', { sub_cat_id: toyotaId, keyword: 'cor' }))).toEqual(['Corolla']);
    expect(names(await t.post('models/search', { manufacturer_id: toyotaId, keyword: 'cam' }))).toEqual(['Camry']);
    expect((await t.post('models/search', { manufacturer_id: toyotaId, keyword: 'tesla' })).json.message).toBe(NOT_FOUND);
  });
});

describe('simple lookups', () => {
  const resources = [
    ['itemtypes', itemTypes],
    ['conditions', conditions],
    ['pricetypes', priceTypes],
    ['options', dealOptions],
    ['fueltypes', fuelTypes],
    ['transmissions', transmissions],
    ['colors', colors],
    ['bodystyles', bodyStyles],
    ['sellertypes', sellerTypes],
    ['vehicle_types', vehicleTypes],
    ['states', states],
    ['tags', tags],
  ] as const;

  it('answer 10001 before anything exists', async () => {
    for (const [resource] of resources) expect((await t.get(`${resource}/get`)).json.message, resource).toBe(NOT_FOUND);
  });

  for (const [resource, table] of resources) {
    it(`GET ${resource}/get lists the published rows in display order, with paging`, async () => {
      await makeLookup(t, table, 'Second', { ordering: 2 });
      await makeLookup(t, table, 'First', { ordering: 1 });
      await makeLookup(t, table, 'Retired', { ordering: 0, status: 0 });
      const r = await t.get(`${resource}/get`);
      expect(r.status).toBe(200);
      expect(names(r)).toEqual(['First', 'Second']);
      const expectedKeys = resource === 'pricetypes' ? ['id', 'name', 'status', 'added_date', 'is_empty_object'] : ['id', 'name', 'status', 'added_date'];
      expect(Object.keys(r.json[0])).toEqual(expectedKeys);
      if (resource === 'pricetypes') expect(r.json[0].is_empty_object).toBe('0');
      expect(names(await t.get(`${resource}/get/limit/1/offset/1`))).toEqual(['Second']);
      expect((await t.get(`${resource}/get/limit/1/offset/2`)).json.message).toBe(NO_MORE);
    });
  }

  it('answers tags/all_tags by GET and POST', async () => {
    expect(names(await t.post('tags/all_tags', {}))).toEqual(['First', 'Second']);
    expect(names(await t.get('tags/all_tags'))).toEqual(['First', 'Second']);
  });

  it('answers every item-form lookup in one itemvariables/all_variable_front answer, by GET and POST', async () => {
    await makeCurrency(t, { currencyShortForm: 'MMK', currencySymbol: 'K' });
    for (const r of [await t.get('itemvariables/all_variable_front'), await t.post('itemvariables/all_variable_front', {})]) {
      expect(r.status).toBe(200);
      expect(Object.keys(r.json).sort()).toEqual(
        [
          'body_styles',
          'colors',
          'conditions',
          'currencies',
          'deal_options',
          'fuel_types',
          'item_types',
          'price_types',
          'seller_types',
          'states',
          'tags',
          'transmissions',
          'vehicle_types',
        ].sort(),
      );
      expect(names({ ...r, json: r.json.fuel_types })).toEqual(['First', 'Second']);
      expect(r.json.currencies.map((c: { currency_short_form: string }) => c.currency_short_form)).toContain('MMK');
      expect(allStrings(r.json)).toBe(true);
    }
  });

  it('refuses the wrong verb with "Unknown method."', async () => {
    const r = await t.post('colors/get', {});
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ status: false, error: 'Unknown method.' });
  });
});

describe('currencies, locations and townships', () => {
  let yangonId: string;
  beforeAll(async () => {
    await makeCurrency(t, { currencyShortForm: 'USD', currencySymbol: '$', isDefault: true });
    const yangon = await makeLocation(t, { name: 'Yangon', lat: 16.84, lng: 96.17, ordering: 1 });
    yangonId = yangon.id;
    await makeLocation(t, { name: 'Mandalay', lat: 21.95, lng: 96.08, ordering: 2 });
    await makeLocation(t, { name: 'Ghost town', status: 0 });
    await makeTownship(t, yangon.id, { townshipName: 'Bahan', ordering: 1, lat: 16.81, lng: 96.16 });
    await makeTownship(t, yangon.id, { townshipName: 'Sanchaung', ordering: 2 });
  });

  it('GET currencies/get answers the default currency first', async () => {
    const r = await t.get('currencies/get');
    expect(r.json[0]).toMatchObject({ currency_short_form: 'USD', currency_symbol: '$', status: '1' });
    expect(Object.keys(r.json[0])).toEqual(['id', 'currency_short_form', 'status', 'added_date', 'currency_symbol']);
  });

  it('POST itemlocations/search answers cities by keyword and whitelisted order, GET itemlocations/get all of them', async () => {
    const r = await t.post('itemlocations/search', { keyword: '', order_by: '', order_type: '' });
    expect(names(r)).toEqual(['Yangon', 'Mandalay']);
    expect(r.json[0]).toMatchObject({ lat: '16.84', lng: '96.17', status: '1', added_date_str: 'just now' });
    expect(Object.keys(r.json[0])).toEqual(['id', 'name', 'lat', 'lng', 'status', 'added_date', 'added_date_str']);
    expect(names(await t.post('itemlocations/search', { keyword: 'man' }))).toEqual(['Mandalay']);
    expect(names(await t.post('itemlocations/search', { order_by: 'name', order_type: 'asc' }))).toEqual(['Mandalay', 'Yangon']);
    expect((await t.post('itemlocations/search', { order_by: 'lat' })).status).toBe(400);
    expect(names(await t.get('itemlocations/get'))).toEqual(['Yangon', 'Mandalay']);
    expect((await t.get('itemlocations/get/offset/30')).json.message).toBe(NO_MORE);
  });

  it('answers the townships of a city with the wire spelling "odering"', async () => {
    const r = await t.get(`item_location_townships/get/city_id/${yangonId}`);
    expect(names(r, 'township_name')).toEqual(['Bahan', 'Sanchaung']);
    expect(Object.keys(r.json[0])).toEqual(['id', 'city_id', 'township_name', 'odering', 'lat', 'lng', 'status', 'added_date', 'added_date_str']);
    expect(r.json[0]).toMatchObject({ city_id: yangonId, odering: '1', lat: '16.81' });
    expect(names(await t.post('item_location_townships/search', { city_id: yangonId, keyword: 'san' }), 'township_name')).toEqual(['Sanchaung']);
    expect((await t.post('item_location_townships/search', { city_id: 'loc_none' })).json.message).toBe(NOT_FOUND);
  });
});

describe('banners', () => {
  it('GET banners/get answers published banners with their image', async () => {
    expect((await t.get('banners/get')).json.message).toBe(NOT_FOUND);
    const [b] = await t.deps.db
      .insert(banners)
      .values({ id: newId('bnr'), title: 'Summer sale', link: '/item-list', ordering: 1 })
      .returning();
    await t.deps.db.insert(banners).values({ id: newId('bnr'), title: 'Old', status: 0 });
    await makeImage(t, b!.id, { imgType: 'banner', imgPath: 'summer.jpg' });
    const r = await t.get('banners/get');
    expect(r.json).toHaveLength(1);
    expect(r.json[0]).toMatchObject({ title: 'Summer sale', link: '/item-list', default_photo: { img_path: 'summer.jpg' } });
  });
});

describe('unpublished catalogue rows', () => {
  it('never appear in public calls', async () => {
    const hidden = await makeCategory(t, { catName: 'Hidden category', status: 2 });
    const r = await t.post('categories/search/limit/100', {});
    expect(names(r, 'cat_name')).not.toContain('Hidden category');
    await t.deps.db.insert(categories).values({ id: newId('cat'), catName: 'Also hidden', status: 0 });
    expect(names(await t.get('categories/get/limit/100'), 'cat_name')).not.toContain('Also hidden');
    expect((await t.get(`subcategories/get/cat_id/${hidden.id}`)).json.message).toBe(NOT_FOUND);
  });
});

describe("lookup names in the reader's language", () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await signUp(t, { role: 1 });
  });

  it("lists, the item form and an item name a lookup in the caller's language, else by its stored name", async () => {
    await makeLookup(t, fuelTypes, 'Hydrogen', { ordering: 90, translations: { ar: 'هيدروجين', de: 'Wasserstoff' } });
    await makeLookup(t, fuelTypes, 'Wood gas', { ordering: 91 });
    const tail = (r: Res) => (names(r) as string[]).slice(-2);
    expect(tail(await t.get('fueltypes/get/limit/100', { lang: 'ar' }))).toEqual(['هيدروجين', 'Wood gas']);
    expect(tail(await t.get('fueltypes/get/limit/100', { lang: 'de-DE,de;q=0.9' }))).toEqual(['Wasserstoff', 'Wood gas']);
    expect(tail(await t.get('fueltypes/get/limit/100', { lang: 'fr' }))).toEqual(['Hydrogen', 'Wood gas']);
    expect(tail(await t.get('fueltypes/get/limit/100'))).toEqual(['Hydrogen', 'Wood gas']);
    // The wire shape stays the original one: no translations map in public answers.
    const [first] = (await t.get('fueltypes/get/limit/100', { lang: 'ar' })).json as Record<string, string>[];
    expect(Object.keys(first!)).toEqual(['id', 'name', 'status', 'added_date']);
    const form = await t.post('itemvariables/all_variable_front', {}, { lang: 'ar' });
    expect((form.json.fuel_types as { name: string }[]).map((f) => f.name)).toContain('هيدروجين');

    const cat = await makeCatalog(t);
    await t.deps.db
      .update(conditions)
      .set({ translations: { ar: 'مستعمل', ja: '中古' } })
      .where(eq(conditions.id, cat.condition.id));
    const item = await makeItem(t, cat, user.id);
    const read = async (lang?: string) => (await t.get(`items/get/id/${item.id}`, { lang })).json;
    expect((await read('ar')).condition_of_item.name).toBe('مستعمل');
    expect((await read('ja')).condition_of_item.name).toBe('中古');
    expect((await read('ko')).condition_of_item.name).toBe('Used');
    expect((await read()).condition_of_item.name).toBe('Used');
    // Make and model names stay as the brands write them.
    expect((await read('ar')).sub_category.name).toBe('Toyota');
  });

  it('keeps each language apart when items share one catalogue snapshot (the cache outside tests)', async () => {
    const cat = await makeCatalog(t);
    await t.deps.db
      .update(colors)
      .set({ translations: { ar: 'أحمر' } })
      .where(eq(colors.id, cat.color.id));
    const item = await makeItem(t, cat, user.id);
    const cached = { ...t.deps, config: { ...t.deps.config, env: 'production' as const } };
    const ar = await publishedItemWire(cached, item.id, translator('ar'));
    const en = await publishedItemWire(cached, item.id, translator('en'));
    const ar2 = await publishedItemWire(cached, item.id, translator('ar'));
    expect([ar?.color, en?.color, ar2?.color].map((c) => (c as { name: string }).name)).toEqual(['أحمر', 'Red', 'أحمر']);
  });

  it("the admin saves and reads a lookup's translations, audited; empty names drop a language", async () => {
    const created = await t.post(
      'admin/catalog_save',
      { table: 'conditions', name: 'Restored', translations: { ar: ' مُجدَّد ', de: 'Restauriert', fr: '' } },
      { token: admin.token },
    );
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ name: 'Restored', translations: { ar: 'مُجدَّد', de: 'Restauriert' } });
    expect(Object.keys(created.json.translations)).toEqual(['ar', 'de']);
    const id = created.json.id as string;
    const [row] = await t.deps.db.select().from(conditions).where(eq(conditions.id, id));
    expect(row!.translations).toEqual({ ar: 'مُجدَّد', de: 'Restauriert' });
    const [audit] = await t.deps.db.select().from(auditLogs).where(eq(auditLogs.targetId, id)).orderBy(desc(auditLogs.addedDate)).limit(1);
    expect(audit).toMatchObject({ action: 'catalog_create', targetType: 'conditions', detail: { translations: { ar: 'مُجدَّد', de: 'Restauriert' } } });

    const list = await t.post('admin/catalog_list', { table: 'conditions', keyword: 'Restored' }, { token: admin.token });
    expect(list.json).toMatchObject([{ id, name: 'Restored', translations: { ar: 'مُجدَّد', de: 'Restauriert' } }]);
    // A save without translations keeps them; a form post may send them as JSON text.
    await t.post('admin/catalog_save', { table: 'conditions', id, name: 'Restored classic' }, { token: admin.token });
    expect((await t.deps.db.select().from(conditions).where(eq(conditions.id, id)))[0]!.translations).toEqual({ ar: 'مُجدَّد', de: 'Restauriert' });
    const asForm = await t.post(
      'admin/catalog_save',
      { table: 'conditions', id, name: 'Restored classic', translations: JSON.stringify({ tr: 'Restore edilmiş' }) },
      { token: admin.token, form: true },
    );
    expect(asForm.status).toBe(200);
    expect((await t.get('conditions/get/limit/100', { lang: 'tr' })).json.map((c: { name: string }) => c.name)).toContain('Restore edilmiş');
    expect((await t.get('conditions/get/limit/100', { lang: 'ar' })).json.map((c: { name: string }) => c.name)).toContain('Restored classic');
  });

  it('refuses translations in an unknown language or too long, in the wire dialect, and changes nothing', async () => {
    const row = await makeLookup(t, bodyStyles, 'Targa', { translations: { de: 'Targa' } });
    const before = await t.deps.db.select().from(bodyStyles).where(eq(bodyStyles.id, row.id));
    const unknown = await t.post(
      'admin/catalog_save',
      { table: 'body_styles', id: row.id, name: 'Targa top', translations: { xx: 'Targa' } },
      { token: admin.token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({ status: 'error', message: 'The translations field is not valid.' });
    const long = await t.post(
      'admin/catalog_save',
      { table: 'body_styles', id: row.id, name: 'Targa top', translations: { fr: 'x'.repeat(101) } },
      { token: admin.token },
    );
    expect(long.status).toBe(400);
    expect(long.json.message).toBe('The translations.fr field cannot exceed 100 characters in length.');
    const notMap = await t.post('admin/catalog_save', { table: 'body_styles', id: row.id, name: 'Targa top', translations: ['Targa'] }, { token: admin.token });
    expect(notMap.status).toBe(400);
    expect(await t.deps.db.select().from(bodyStyles).where(eq(bodyStyles.id, row.id))).toEqual(before);
  });
});

describe("category names in the reader's language (migration 0020)", () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await signUp(t, { role: 1 });
  });

  it('lists, keyword search and items name a category in the caller’s language, else by its stored name', async () => {
    const cat = await makeCatalog(t);
    await t.deps.db
      .update(categories)
      .set({ translations: { ar: 'مركبات زراعية', de: 'Landmaschinen' } })
      .where(eq(categories.id, cat.category.id));
    const nameIn = async (lang?: string) =>
      ((await t.get('categories/get/limit/100', { lang })).json as { id: string; cat_name: string }[]).find((c) => c.id === cat.category.id)!.cat_name;
    expect([await nameIn('ar'), await nameIn('de-AT,de;q=0.9'), await nameIn('ja'), await nameIn()]).toEqual(['مركبات زراعية', 'Landmaschinen', cat.category.catName, cat.category.catName]);
    // The wire shape is the original one: no translations map in public answers.
    const [first] = (await t.get('categories/get/limit/100', { lang: 'ar' })).json as Record<string, unknown>[];
    expect(Object.keys(first!)).not.toContain('translations');

    // A reader searches in their language, or by the stored name.
    const found = await t.post('categories/search', { keyword: 'زراعية' }, { lang: 'ar' });
    expect(names(found, 'cat_name')).toEqual(['مركبات زراعية']);
    expect(names(await t.post('categories/search', { keyword: cat.category.catName }, { lang: 'de' }), 'cat_name')).toEqual(['Landmaschinen']);
    // A language code is not a name.
    expect(names(await t.post('categories/search', { keyword: 'de' }), 'cat_name')).not.toContain(cat.category.catName);

    const item = await makeItem(t, cat, user.id);
    expect((await t.get(`items/get/id/${item.id}`, { lang: 'ar' })).json.category.cat_name).toBe('مركبات زراعية');
    expect((await t.get(`items/get/id/${item.id}`, { lang: 'ko' })).json.category.cat_name).toBe(cat.category.catName);
    // Through the catalogue snapshot (the cache outside tests), each language apart.
    const cached = { ...t.deps, config: { ...t.deps.config, env: 'production' as const } };
    const read = async (lang: string) => ((await publishedItemWire(cached, item.id, translator(lang as 'ar')))?.category as { cat_name: string }).cat_name;
    expect([await read('ar'), await read('en'), await read('de')]).toEqual(['مركبات زراعية', cat.category.catName, 'Landmaschinen']);
  });

  it("the admin saves and reads a category's translations; a save without them keeps them", async () => {
    const created = await t.post('admin/catalog_save', { table: 'categories', cat_name: 'Campers', translations: { ar: ' عربات تخييم ', fr: 'Camping-cars', de: '' } }, { token: admin.token });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ cat_name: 'Campers', translations: { ar: 'عربات تخييم', fr: 'Camping-cars' } });
    const id = created.json.id as string;
    const list = await t.post('admin/catalog_list', { table: 'categories', keyword: 'Campers' }, { token: admin.token });
    expect(list.json).toMatchObject([{ id, cat_name: 'Campers', translations: { ar: 'عربات تخييم', fr: 'Camping-cars' } }]);
    await t.post('admin/catalog_save', { table: 'categories', id, cat_name: 'Campervans', cat_ordering: '9' }, { token: admin.token });
    const [row] = await t.deps.db.select().from(categories).where(eq(categories.id, id));
    expect(row).toMatchObject({ catName: 'Campervans', catOrdering: 9, translations: { ar: 'عربات تخييم', fr: 'Camping-cars' } });
    const fr = (await t.get('categories/get/limit/100', { lang: 'fr' })).json as { cat_name: string }[];
    expect(fr.map((c) => c.cat_name)).toContain('Camping-cars');
    const bad = await t.post('admin/catalog_save', { table: 'categories', id, cat_name: 'Campervans', translations: { xx: 'nope' } }, { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ status: 'error', message: 'The translations field is not valid.' });
  });
});
