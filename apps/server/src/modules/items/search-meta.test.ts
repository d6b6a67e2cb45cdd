/** Search people mean (issue 15, part 3): the count of matches, typo corrections with "did you mean", the mileage
 * filter and sort, "wanted" posts only when asked for, and facet counts each without its own filter. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bodyStyles, categories, fuelTypes, itemTypes } from '../../db/schema.ts';
import { createTestApp, signUp, type Res, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { makeCatalog, makeItem, makeLookup, makeMake, makeModel, type Catalog } from '../../../test/support/factories.ts';

let t: TestApp;
let seller: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  seller = await signUp(t, { name: 'Meta Seller' });
});
afterAll(() => t.close());

const titles = (r: Res) => (Array.isArray(r.json) ? (r.json as { title: string }[]).map((i) => i.title) : []);
const search = (cat: Catalog, body: Record<string, unknown> = {}) => t.post('items/search', { cat_id: cat.category.id, ...body });
const meta = (cat: Catalog, body: Record<string, unknown> = {}) => t.post('items/search_meta', { cat_id: cat.category.id, ...body });
type Facet = { id: string; name: string; count: string };
const counts = (values: Facet[]) => Object.fromEntries(values.map((v) => [v.name, Number(v.count)]));

describe('items/search_meta: count, corrections and facets', () => {
  let cat: Catalog;
  let bmw: { id: string };
  let benz: { id: string };
  let suv: { id: string };
  let diesel: { id: string };
  let other: Catalog;
  beforeAll(async () => {
    cat = await makeCatalog(t);
    other = await makeCatalog(t);
    bmw = await makeMake(t, cat.category.id, { name: 'BMW' });
    benz = await makeMake(t, cat.category.id, { name: 'Mercedes-Benz' });
    const x5 = await makeModel(t, bmw.id, { name: 'X5' });
    const cls = await makeModel(t, benz.id, { name: 'C-Class' });
    suv = await makeLookup(t, bodyStyles, 'SUV');
    diesel = await makeLookup(t, fuelTypes, 'Diesel');
    const wanted = await makeLookup(t, itemTypes, 'Wanted');
    // Toyota (the catalogue's make), sedan, petrol: 3 items at 4,000 / 8,000 / 12,000.
    await makeItem(t, cat, seller.id, { title: 'Toyota cheap', price: '4000', drivenKm: 180_000 });
    await makeItem(t, cat, seller.id, { title: 'Toyota mid', price: '8000', drivenKm: 90_000 });
    await makeItem(t, cat, seller.id, { title: 'Toyota dear', price: '12000', drivenKm: 30_000 });
    // BMW: an SUV diesel at 25,000, a sedan petrol at 45,000 without a stated mileage.
    await makeItem(t, cat, seller.id, { title: 'BMW X5 diesel', subCatId: bmw.id, modelId: x5.id, bodyStyleId: suv.id, fuelTypeId: diesel.id, price: '25000', drivenKm: 60_000 });
    await makeItem(t, cat, seller.id, { title: 'BMW X5 petrol', subCatId: bmw.id, modelId: x5.id, price: '45000', drivenKm: null });
    // Mercedes-Benz: an SUV petrol at 150,000.
    await makeItem(t, cat, seller.id, { title: 'Mercedes-Benz C-Class', subCatId: benz.id, modelId: cls.id, bodyStyleId: suv.id, price: '150000', drivenKm: 10_000 });
    // A wanted post and an unpublished item: neither is a vehicle for sale to count by default in the web list.
    await makeItem(t, cat, seller.id, { title: 'Wanted: any Toyota', itemTypeId: wanted.id, price: '9000', drivenKm: null });
    await makeItem(t, cat, seller.id, { title: 'Toyota pending', status: 0 });
    // Another category (motorcycles, say) never mixes in.
    await makeItem(t, other, seller.id, { title: 'Toyota in another category', price: '4000' });
  });

  it('counts the matches of the filters exactly, category apart', async () => {
    const r = await meta(cat, { wanted: '0' });
    expect(r.status).toBe(200);
    expect(r.json.count).toBe('6');
    expect((await meta(cat)).json.count).toBe('7');
    expect((await meta(cat, { wanted: '0', min_price: '5000', max_price: '50000' })).json.count).toBe('4');
    expect((await meta(other)).json.count).toBe('1');
    expect(titles(await search(cat, { searchterm: 'toyota' }))).not.toContain('Toyota in another category');
  });

  it("names categories, body styles and fuel types in the reader's language, makes as brands write them", async () => {
    await t.deps.db.update(categories).set({ translations: { ar: 'سيارات' } }).where(eq(categories.id, cat.category.id));
    await t.deps.db.update(bodyStyles).set({ translations: { ar: 'دفع رباعي' } }).where(eq(bodyStyles.id, suv.id));
    await t.deps.db.update(fuelTypes).set({ translations: { ar: 'ديزل' } }).where(eq(fuelTypes.id, diesel.id));
    const ar = (await t.post('items/search_meta', { cat_id: cat.category.id, wanted: '0' }, { lang: 'ar' })).json;
    expect(ar.facets.category).toContainEqual({ id: cat.category.id, name: 'سيارات', count: '6' });
    expect(counts(ar.facets.body_style)).toEqual({ Sedan: 4, 'دفع رباعي': 2 });
    expect(counts(ar.facets.fuel_type)).toEqual({ Petrol: 5, ديزل: 1 });
    expect(counts(ar.facets.make)).toEqual({ Toyota: 3, BMW: 2, 'Mercedes-Benz': 1 });
    // Without a translation for the reader's language: the stored names.
    const de = (await t.post('items/search_meta', { cat_id: cat.category.id, wanted: '0' }, { lang: 'de' })).json;
    expect(counts(de.facets.body_style)).toEqual({ Sedan: 4, SUV: 2 });
    expect(de.facets.category.find((c: Facet) => c.id === cat.category.id).name).toBe(cat.category.catName);
  });

  it('answers 0 and empty facets when nothing matches (no 10001 error: it is not a list)', async () => {
    const r = await meta(cat, { searchterm: 'zeppelin' });
    expect(r.status).toBe(200);
    expect(r.json.count).toBe('0');
    expect(r.json.facets.make).toEqual([]);
    expect(r.json.facets.price_band.every((b: { count: string }) => b.count === '0')).toBe(true);
  });

  it('counts each facet with its own filter left out, the others applied', async () => {
    const all = (await meta(cat, { wanted: '0' })).json;
    expect(counts(all.facets.make)).toEqual({ Toyota: 3, BMW: 2, 'Mercedes-Benz': 1 });
    expect(all.facets.make[0]).toEqual({ id: cat.make.id, name: 'Toyota', count: '3' });
    expect(counts(all.facets.body_style)).toEqual({ Sedan: 4, SUV: 2 });
    expect(counts(all.facets.fuel_type)).toEqual({ Petrol: 5, Diesel: 1 });
    expect(all.facets.price_band.map((b: { count: string }) => Number(b.count))).toEqual([1, 1, 1, 1, 1, 0, 1]);
    expect(all.facets.price_band[6]).toEqual({ min: '100000', max: '', count: '1' });

    // BMW chosen: the make facet still counts every make; the others count BMWs only.
    const picked = (await meta(cat, { wanted: '0', sub_cat_id: bmw.id })).json;
    expect(picked.count).toBe('2');
    expect(counts(picked.facets.make)).toEqual({ Toyota: 3, BMW: 2, 'Mercedes-Benz': 1 });
    expect(counts(picked.facets.body_style)).toEqual({ Sedan: 1, SUV: 1 });
    expect(counts(picked.facets.fuel_type)).toEqual({ Petrol: 1, Diesel: 1 });

    // Categories are kept apart: the list counts one, the category facet says what the others hold.
    const byCat = Object.fromEntries(all.facets.category.map((c: Facet) => [c.id, Number(c.count)]));
    expect(byCat).toEqual({ [cat.category.id]: 6, [other.category.id]: 1 });
    expect(all.facets.category.map((c: Facet) => c.name)).toEqual([cat.category.catName, other.category.catName]);

    // SUV + a price range: makes among SUVs in range, bodies in range, bands among SUVs.
    const suvs = (await meta(cat, { wanted: '0', body_style_id: suv.id, min_price: '20000', max_price: '200000' })).json;
    expect(suvs.count).toBe('2');
    expect(counts(suvs.facets.make)).toEqual({ BMW: 1, 'Mercedes-Benz': 1 });
    expect(counts(suvs.facets.body_style)).toEqual({ SUV: 2, Sedan: 1 });
    expect(suvs.facets.price_band.map((b: { count: string }) => Number(b.count))).toEqual([0, 0, 0, 1, 0, 0, 1]);
    expect(counts(suvs.facets.fuel_type)).toEqual({ Diesel: 1, Petrol: 1 });
    void diesel;
  });

  it('counts a price exactly at a band edge in the lower band only, the one whose range shows it', async () => {
    const edge = await makeCatalog(t);
    // 5,000 and 10,000 sit on edges; 5,000.01 is just above one.
    for (const price of ['5000', '5000.01', '10000', '100000']) await makeItem(t, edge, seller.id, { title: `Edge ${price}`, price });
    const all = await meta(edge);
    expect(all.status, JSON.stringify(all.json)).toBe(200);
    const bands = all.json.facets.price_band as { min: string; max: string; count: string }[];
    expect(bands.map((b) => Number(b.count))).toEqual([1, 2, 0, 0, 0, 1, 0]);
    // The range each band sets when chosen (the web: min_price one cent above min, none for the first; max_price
    // = max): it shows exactly the listings the band counts, so the counts add up to the total.
    let shown = 0;
    for (const b of bands) {
      const body = { min_price: Number(b.min) > 0 ? `${b.min}.01` : '', max_price: b.max };
      const r = await search(edge, body);
      const n = r.status === 404 ? 0 : titles(r).length;
      expect(n, `${b.min}–${b.max}`).toBe(Number(b.count));
      expect((await meta(edge, body)).json.count).toBe(b.count);
      shown += n;
    }
    expect(shown).toBe(4);
    expect(titles(await search(edge, { min_price: '5000.01', max_price: '10000' })).sort()).toEqual(['Edge 10000', 'Edge 5000.01']);
  });

  it('reads "bmv" as BMW and "mercedez" as Mercedes-Benz, and says so', async () => {
    const r = (await meta(cat, { searchterm: 'bmv' })).json;
    expect(r.corrections).toEqual([{ word: 'bmv', replacement: 'BMW' }]);
    expect(r.searched_term).toBe('BMW');
    expect(r.count).toBe('2');
    expect(titles(await search(cat, { searchterm: 'bmv' })).sort()).toEqual(['BMW X5 diesel', 'BMW X5 petrol']);

    const m = (await meta(cat, { searchterm: 'mercedez' })).json;
    expect(m.corrections).toEqual([{ word: 'mercedez', replacement: 'Mercedes-Benz' }]);
    expect(titles(await search(cat, { searchterm: 'mercedez' }))).toEqual(['Mercedes-Benz C-Class']);

    const two = (await meta(cat, { searchterm: 'bmv diesel' })).json;
    expect(two.searched_term).toBe('BMW diesel');
    expect(two.count).toBe('1');
  });

  it('corrects nothing for real names, the start of a name being typed, or when asked to search as typed', async () => {
    for (const searchterm of ['bmw', 'toyota', 'bm', 'mercedes']) expect((await meta(cat, { searchterm })).json.corrections, searchterm).toEqual([]);
    const exact = await meta(cat, { searchterm: 'bmv', no_correction: '1' });
    expect(exact.json).toMatchObject({ count: '0', corrections: [], searched_term: '' });
    expect((await search(cat, { searchterm: 'bmv', no_correction: '1' })).status).toBe(404);
    expect((await meta(cat, { searchterm: 'bmv', no_correction: 'yes' })).status).toBe(400);
  });

  it('filters by mileage and leaves listings without one out of a mileage filter', async () => {
    expect(titles(await search(cat, { min_driven_km: '50000', max_driven_km: '100000' })).sort()).toEqual(['BMW X5 diesel', 'Toyota mid']);
    expect(titles(await search(cat, { max_driven_km: '30000' })).sort()).toEqual(['Mercedes-Benz C-Class', 'Toyota dear']);
    expect((await meta(cat, { min_driven_km: '100000' })).json.count).toBe('1');
  });

  it('sorts by mileage, lowest first by default, listings without one last', async () => {
    expect(titles(await search(cat, { order_by: 'driven_km', wanted: '0' }))).toEqual([
      'Mercedes-Benz C-Class',
      'Toyota dear',
      'BMW X5 diesel',
      'Toyota mid',
      'Toyota cheap',
      'BMW X5 petrol',
    ]);
    const desc = titles(await search(cat, { order_by: 'driven_km', order_type: 'desc', wanted: '0' }));
    expect(desc.slice(0, 2)).toEqual(['Toyota cheap', 'Toyota mid']);
    expect(desc.at(-1)).toBe('BMW X5 petrol');
  });

  it('refuses a bad mileage with the wire messages', async () => {
    const word = await search(cat, { min_driven_km: 'lots' });
    expect(word.status).toBe(400);
    expect(word.json.message).toBe('The min_driven_km field must contain a number.');
    expect((await search(cat, { max_driven_km: '-5' })).json.message).toBe('The max_driven_km field must contain a number.');
    const range = await meta(cat, { min_driven_km: '90000', max_driven_km: '1000' });
    expect(range.status).toBe(400);
    expect(range.json.message).toBe('Your min and max mileage are not valid.');
    expect((await search(cat, { min_driven_km: '1', max_driven_km: '99999999999' })).status).toBe(400);
  });

  it('shows wanted posts only when asked for', async () => {
    expect(titles(await search(cat, { wanted: '0', searchterm: 'toyota' }))).not.toContain('Wanted: any Toyota');
    expect(titles(await search(cat, { wanted: '1' }))).toEqual(['Wanted: any Toyota']);
    // The original clients (no `wanted`) see every type as before.
    expect(titles(await search(cat, { searchterm: 'toyota' }))).toContain('Wanted: any Toyota');
    expect((await search(cat, { wanted: 'maybe' })).status).toBe(400);
  });
});
