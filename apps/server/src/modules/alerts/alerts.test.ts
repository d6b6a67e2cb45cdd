/** Make subscriptions, saved searches (CRUD, owner checks, limits, bad filters) and the one-click unsubscribe route. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_LIMITS } from '@wheeldeal/contract';
import { categories, savedSearches, subcategorySubscriptions } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { createLoggedInUser, makeCatalog, makeMake, type Catalog } from '../../../test/support/factories.ts';
import { tokenOf } from './index.ts';

let t: TestApp;
let cat: Catalog;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  cat = await makeCatalog(t);
});
afterAll(() => t.close());

const NOT_FOUND = '10001##Sorry, record not found.';
const signIn = () => createLoggedInUser(t);
const subscribe = (u: TestUser, body: Record<string, string>) => t.post('subcat_subscribes/subcategory_subscribe', { user_id: u.id, ...body }, { token: u.token });
const subscriptions = (userId: string) => t.deps.db.select().from(subcategorySubscriptions).where(eq(subcategorySubscriptions.userId, userId));
const add = (u: TestUser, body: Record<string, unknown>) => t.post('saved_searches/add', { user_id: u.id, ...body }, { token: u.token });
const searchesOf = (userId: string) => t.deps.db.select().from(savedSearches).where(eq(savedSearches.userId, userId));

describe('subcat_subscribes', () => {
  it('toggles the bell of a make, answering "Noti Subscription is updated." each time, and lists my makes', async () => {
    const me = await signIn();
    const on = await subscribe(me, { sub_cat_id: cat.make.id, cat_id: cat.category.id });
    expect(on.status).toBe(200);
    expect(on.json).toEqual({ status: 'success', message: 'Noti Subscription is updated.' });
    expect(await subscriptions(me.id)).toHaveLength(1);

    const list = await t.post('subcat_subscribes/get', { user_id: me.id }, { token: me.token });
    expect(list.status).toBe(200);
    expect(list.json).toEqual([expect.objectContaining({ sub_cat_id: cat.make.id, sub_cat_name: 'Toyota', cat_id: cat.category.id })]);
    // The category by its name in the reader's language (migration 0020), the stored one without a translation.
    await t.deps.db.update(categories).set({ translations: { ar: 'سيارات الاختبار' } }).where(eq(categories.id, cat.category.id));
    const inArabic = await t.post('subcat_subscribes/get', { user_id: me.id }, { token: me.token, lang: 'ar' });
    expect(inArabic.json).toEqual([expect.objectContaining({ sub_cat_id: cat.make.id, cat_name: 'سيارات الاختبار' })]);
    const inGerman = await t.post('subcat_subscribes/get', { user_id: me.id }, { token: me.token, lang: 'de' });
    expect(inGerman.json[0].cat_name).toBe(list.json[0].cat_name);
    const makes = await t.get(`subcategories/get/cat_id/${cat.category.id}`, { token: me.token });
    expect(makes.json.find((m: { id: string }) => m.id === cat.make.id).is_subscribed_fe).toBe('1');

    const off = await subscribe(me, { sub_cat_id: cat.make.id });
    expect(off.json.message).toBe('Noti Subscription is updated.');
    expect(await subscriptions(me.id)).toHaveLength(0);
    expect((await t.post('subcat_subscribes/get', { user_id: me.id }, { token: me.token })).json.message).toBe(NOT_FOUND);
  });

  it('answers in the caller language', async () => {
    const me = await signIn();
    const r = await t.post('subcat_subscribes/subcategory_subscribe', { user_id: me.id, sub_cat_id: cat.make.id }, { token: me.token, lang: 'de' });
    expect(r.json.message).toBe('Benachrichtigungsabo wurde aktualisiert.');
  });

  it('refuses an unknown or unpublished make, or a make of another category, with 400 and changes nothing', async () => {
    const me = await signIn();
    const hidden = await makeMake(t, cat.category.id, { name: 'Hidden', status: 0 });
    const bodies: Record<string, string>[] = [{ sub_cat_id: 'sub_nothere' }, { sub_cat_id: hidden.id }, { sub_cat_id: cat.make.id, cat_id: 'cat_other' }];
    for (const body of bodies) {
      const r = await subscribe(me, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.message).toBe('This make does not exist or is not available.');
    }
    const malformed = await subscribe(me, { sub_cat_id: "x'; drop table users" });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe('The sub_cat_id field is not a valid id.');
    expect(await subscriptions(me.id)).toHaveLength(0);
  });
});

describe('saved_searches', () => {
  it('adds a search from the item-list filter, keeping only its non-empty fields, with its match columns', async () => {
    const me = await signIn();
    const r = await add(me, {
      name: 'Cheap Corollas',
      frequency: 'daily',
      filters: { sub_cat_id: cat.make.id, max_price: '15000', min_year: '2012', searchterm: 'Corolla hybrid', lat: '16.84', lng: '96.17', miles: '20', order_by: '', limit: '5' },
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ name: 'Cheap Corollas', frequency: 'daily', match_count: '0', updated_date: '' });
    expect(r.json.filters).toEqual({ sub_cat_id: cat.make.id, max_price: '15000', min_year: '2012', searchterm: 'Corolla hybrid', lat: '16.84', lng: '96.17', miles: '20' });
    const [row] = await searchesOf(me.id);
    expect(row).toMatchObject({ subCatId: cat.make.id, maxPrice: '15000.00', minPrice: null, minYear: 2012, lat: 16.84, lng: 96.17, miles: 20, catId: null });
    // The words as the item search reads them: the last one a prefix.
    expect(row!.query).toBe("'corolla' & 'hybrid':*");
  });

  it('lists, renames, changes the frequency and deletes my searches', async () => {
    const me = await signIn();
    const { json: s } = await add(me, { name: 'Red cars', filters: { color_id: cat.color.id } });
    expect(s.frequency).toBe('instant');
    const list = await t.post('saved_searches/get', { user_id: me.id }, { token: me.token });
    expect(list.json.map((x: { id: string }) => x.id)).toEqual([s.id]);

    const upd = await t.post('saved_searches/update', { user_id: me.id, id: s.id, name: 'Red ones', frequency: 'off' }, { token: me.token });
    expect(upd.status).toBe(200);
    expect(upd.json).toMatchObject({ id: s.id, name: 'Red ones', frequency: 'off' });
    expect(upd.json.updated_date).not.toBe('');

    const del = await t.post('saved_searches/delete', { user_id: me.id, id: s.id }, { token: me.token });
    expect(del.status).toBe(200);
    expect(await searchesOf(me.id)).toHaveLength(0);
  });

  it("answers another user's search as unknown (404) and leaves it as it was", async () => {
    const owner = await signIn();
    const other = await signIn();
    const { json: s } = await add(owner, { name: 'Mine', filters: { cat_id: cat.category.id } });
    for (const call of ['saved_searches/update', 'saved_searches/delete']) {
      const r = await t.post(call, { user_id: other.id, id: s.id, name: 'Stolen', frequency: 'off' }, { token: other.token });
      expect(r.status, call).toBe(404);
      expect(r.json.message).toBe('Sorry, record not found.');
    }
    expect(await searchesOf(owner.id)).toEqual([expect.objectContaining({ name: 'Mine', frequency: 'instant' })]);
    expect((await t.post('saved_searches/get', { user_id: other.id }, { token: other.token })).status).toBe(404);
    // Acting for someone else is refused outright.
    expect((await t.post('saved_searches/get', { user_id: owner.id }, { token: other.token })).status).toBe(403);
  });

  it('refuses bad filters, an empty filter, a bad frequency and a missing name with 400, saving nothing', async () => {
    const me = await signIn();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x', filters: { min_price: 'cheap' } }, 'min_price'],
      [{ name: 'x', filters: { min_price: '500', max_price: '100' } }, ''],
      [{ name: 'x', filters: { miles: '99999', lat: '1', lng: '1' } }, 'miles'],
      [{ name: 'x', filters: { limit: '5' } }, 'Choose at least one filter to save a search.'],
      [{ name: 'x', frequency: 'hourly', filters: { cat_id: cat.category.id } }, 'frequency'],
      [{ filters: { cat_id: cat.category.id } }, 'name'],
    ];
    for (const [body, mention] of cases) {
      const r = await add(me, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.message).toContain(mention);
    }
    expect(await searchesOf(me.id)).toHaveLength(0);
  });

  it(`keeps at most ${NOTIFICATION_LIMITS.savedSearchesMax} searches per user, even when many are added at once`, async () => {
    const me = await signIn();
    const results = await Promise.all(
      Array.from({ length: NOTIFICATION_LIMITS.savedSearchesMax + 5 }, (_, i) => add(me, { name: `S${i}`, filters: { min_price: String(i + 1) } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(NOTIFICATION_LIMITS.savedSearchesMax);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.json.message)).toEqual(Array(5).fill(`You can save at most ${NOTIFICATION_LIMITS.savedSearchesMax} searches.`));
    expect(await searchesOf(me.id)).toHaveLength(NOTIFICATION_LIMITS.savedSearchesMax);
  });
});

describe('one-click unsubscribe', () => {
  const post = (token: string, payload = 'List-Unsubscribe=One-Click') =>
    t.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe/${token}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });

  it('POST List-Unsubscribe=One-Click turns a saved search off without signing in', async () => {
    const me = await signIn();
    const { json: s } = await add(me, { name: 'Vans', filters: { cat_id: cat.category.id } });
    const r = await post(tokenOf(t.config, { kind: 'search', searchId: s.id }));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'success', message: 'You will no longer receive this alert.' });
    expect((await searchesOf(me.id))[0]!.frequency).toBe('off');
  });

  it("turns a make subscription off, and only that user's", async () => {
    const me = await signIn();
    const other = await signIn();
    await subscribe(me, { sub_cat_id: cat.make.id });
    await subscribe(other, { sub_cat_id: cat.make.id });
    expect((await post(tokenOf(t.config, { kind: 'make', userId: me.id, subCatId: cat.make.id }))).statusCode).toBe(200);
    expect(await subscriptions(me.id)).toHaveLength(0);
    expect(await subscriptions(other.id)).toHaveLength(1);
  });

  it('refuses a forged, altered or malformed token with 400 and changes nothing', async () => {
    const me = await signIn();
    const { json: s } = await add(me, { name: 'Trucks', filters: { cat_id: cat.category.id } });
    const other = await signIn();
    const { json: theirs } = await add(other, { name: 'Theirs', filters: { cat_id: cat.category.id } });
    const good = tokenOf(t.config, { kind: 'search', searchId: s.id });
    const bad = [
      good.replace(s.id, theirs.id),
      `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`,
      `s.${s.id}`,
      'nonsense',
      `m.${me.id}.${cat.make.id}.${good.split('.').pop()}`,
    ];
    for (const token of bad) {
      const r = await post(encodeURIComponent(token));
      expect(r.statusCode, token).toBe(400);
      expect(r.json().message).toBe('This unsubscribe link is not valid.');
    }
    expect((await searchesOf(me.id))[0]!.frequency).toBe('instant');
    expect((await searchesOf(other.id))[0]!.frequency).toBe('instant');
  });

  it('GET shows a confirmation page whose button posts the one-click form, and changes nothing', async () => {
    const me = await signIn();
    const { json: s } = await add(me, { name: 'Bikes', filters: { cat_id: cat.category.id } });
    const token = tokenOf(t.config, { kind: 'search', searchId: s.id });
    const r = await t.app.inject({ method: 'GET', url: `/api/alerts/unsubscribe/${token}` });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.body).toContain(`action="/api/alerts/unsubscribe/${token}"`);
    expect(r.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(r.body).toContain('href="/saved-searches"');
    const [row] = await t.deps.db.select().from(savedSearches).where(and(eq(savedSearches.id, s.id)));
    expect(row!.frequency).toBe('instant');
  });
});
