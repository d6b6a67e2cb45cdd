/**
 * HTTP caching of public lookups (decision 018): the calls the contract marks `publicCache` answer a GET with a
 * strong ETag, public Cache-Control and Vary: Accept-Language, and 304 to a matching If-None-Match; everything else
 * (errors, viewer-dependent answers, POST) is no-store. Through the whole app (hooks, compression), and once over a
 * real socket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_ACCESS, calls, LOOKUP_CACHE, type CallDef, type CallName } from '@wheeldeal/contract';
import { fuelTypes } from '../src/db/schema.ts';
import { API_KEY, createTestApp, signUp, type Res, type TestApp, type TestUser } from './support/app.ts';
import { makeCatalog, makeCategory, makeItem, makeLookup, makeMake } from './support/factories.ts';

let t: TestApp;
let admin: TestUser;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  admin = await signUp(t, { role: 1 });
  user = await signUp(t);
});
afterAll(() => t.close());

const PUBLIC = `public, max-age=${LOOKUP_CACHE.maxAge}, stale-while-revalidate=${LOOKUP_CACHE.staleWhileRevalidate}`;
const etagOf = (r: Res) => r.headers.etag as string | undefined;
const varyOf = (r: Res) =>
  String(r.headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((v) => v.trim());

describe('the contract marks only open reads as publicly cached', () => {
  it('every publicCache call is a GET-able read open to anyone, and the viewer-shaped lookups are not marked', () => {
    const marked = (Object.entries(calls) as [CallName, CallDef][]).filter(([, c]) => c.publicCache);
    expect(marked.length).toBeGreaterThanOrEqual(20);
    for (const [name, c] of marked) {
      expect(CALL_ACCESS[name], name).toBe('read');
      expect(c.method, name).not.toBe('POST');
      expect(c.multipart, name).toBeFalsy();
    }
    // is_subscribed_fe is the caller's: makes are never public.
    for (const name of ['subcategories/get', 'manufacturers/get', 'items/get', 'users/get', 'images/get_item_gallery', 'paypal/get_token'] as const) {
      expect((calls[name] as CallDef).publicCache, name).toBeUndefined();
    }
  });
});

describe('the API documentation', () => {
  it('shows the caching and the 304 on the GET of a public lookup only', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { description?: string; responses: Record<string, unknown> }>>;
    };
    const op = (call: string, verb: string) => doc.paths[`/index.php/rest/${call}/api_key/{api_key}`]![verb]!;
    expect(op('categories/get', 'get').responses['304']).toBeDefined();
    expect(op('categories/get', 'get').description).toContain(PUBLIC);
    expect(op('itemvariables/all_variable_front', 'post').responses['304']).toBeUndefined();
    expect(op('subcategories/get', 'get').responses['304']).toBeUndefined();
  });
});

describe('a public lookup', () => {
  let catId: string;
  beforeAll(async () => {
    catId = (await makeCategory(t, { catName: 'Tractors', catOrdering: 5, translations: { ar: 'جرارات', de: 'Traktoren' } })).id;
  });

  it('carries a strong ETag, public Cache-Control and Vary: Accept-Language', async () => {
    const res = await t.get('categories/get/limit/100');
    expect(res.status).toBe(200);
    expect(etagOf(res)).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(res.headers['cache-control']).toBe(PUBLIC);
    expect(varyOf(res)).toContain('accept-language');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((res.json as { cat_name: string }[]).map((c) => c.cat_name)).toContain('Tractors');
    // The same question, the same validator.
    expect(etagOf(await t.get('categories/get/limit/100'))).toBe(etagOf(res));
  });

  it('answers 304 with no body and the same headers to a matching If-None-Match, 200 to a stale one', async () => {
    const first = await t.get('categories/get/limit/100');
    const etag = etagOf(first)!;
    const again = await t.app.inject({ method: 'GET', url: `/index.php/rest/categories/get/api_key/${API_KEY}/limit/100`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(PUBLIC);
    expect(String(again.headers.vary).toLowerCase()).toContain('accept-language');
    // A list of tags, a weak form of ours, or "*" all match; another tag does not.
    for (const header of [`"other", ${etag}`, `W/${etag}`, '*']) {
      const r = await t.app.inject({ method: 'GET', url: `/rest/categories/get/api_key/${API_KEY}/limit/100`, headers: { 'if-none-match': header } });
      expect(r.statusCode, header).toBe(304);
    }
    const stale = await t.app.inject({ method: 'GET', url: `/rest/categories/get/api_key/${API_KEY}/limit/100`, headers: { 'if-none-match': '"not-it"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(etag);
    expect(stale.json()).toEqual(first.json);
  });

  it('differs per language: the names and the validator', async () => {
    const en = await t.get('categories/get/limit/100');
    const ar = await t.get('categories/get/limit/100', { lang: 'ar' });
    const de = await t.get('categories/get/limit/100', { lang: 'de-DE,de;q=0.9' });
    const name = (r: Res) => (r.json as { id: string; cat_name: string }[]).find((c) => c.id === catId)!.cat_name;
    expect([name(en), name(ar), name(de)]).toEqual(['Tractors', 'جرارات', 'Traktoren']);
    expect(new Set([etagOf(en), etagOf(ar), etagOf(de)]).size).toBe(3);
    // The English validator does not revalidate the Arabic answer.
    const cross = await t.app.inject({
      method: 'GET',
      url: `/rest/categories/get/api_key/${API_KEY}/limit/100`,
      headers: { 'accept-language': 'ar', 'if-none-match': etagOf(en)! },
    });
    expect(cross.statusCode).toBe(200);
    // A language in the URL (?lang=) is part of the URL; the header is still named in Vary.
    const byQuery = await t.app.inject({ method: 'GET', url: `/rest/categories/get/api_key/${API_KEY}/limit/100?lang=ar` });
    expect(byQuery.headers.etag).toBe(etagOf(ar));
  });

  it('changes its validator after an admin edit, so a revalidation gets the new answer', async () => {
    const before = await t.get('fueltypes/get/limit/100', { lang: 'ar' });
    const row = await makeLookup(t, fuelTypes, 'Biogas', { ordering: 95 });
    const afterInsert = await t.get('fueltypes/get/limit/100', { lang: 'ar' });
    expect(etagOf(afterInsert)).not.toBe(etagOf(before));

    const saved = await t.post(
      'admin/catalog_save',
      { table: 'fuel_types', id: row.id, name: 'Biogas', translations: { ar: 'غاز حيوي' } },
      { token: admin.token },
    );
    expect(saved.status).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    const revalidated = await t.app.inject({
      method: 'GET',
      url: `/rest/fueltypes/get/api_key/${API_KEY}/limit/100`,
      headers: { 'accept-language': 'ar', 'if-none-match': etagOf(afterInsert)! },
    });
    expect(revalidated.statusCode).toBe(200);
    expect((revalidated.json() as { name: string }[]).map((f) => f.name)).toContain('غاز حيوي');
    expect(revalidated.headers.etag).not.toBe(etagOf(afterInsert));

    // A category renamed in the admin area: the same.
    const cats = await t.get('categories/get/limit/100', { lang: 'ar' });
    await t.post(
      'admin/catalog_save',
      { table: 'categories', id: catId, cat_name: 'Tractors', cat_ordering: '5', translations: { ar: 'جرّارات زراعية' } },
      { token: admin.token },
    );
    const renamed = await t.get('categories/get/limit/100', { lang: 'ar' });
    expect(etagOf(renamed)).not.toBe(etagOf(cats));
    expect((renamed.json as { cat_name: string }[]).map((c) => c.cat_name)).toContain('جرّارات زراعية');
  });

  it('gives a session-bearing request the same public answer (nothing in it is the viewer’s), and writes no cookie', async () => {
    const visitor = await t.get('categories/get/limit/100', { lang: 'ar' });
    const signedIn = await t.get('categories/get/limit/100', { lang: 'ar', token: user.token });
    expect(signedIn.json).toEqual(visitor.json);
    expect(etagOf(signedIn)).toBe(etagOf(visitor));
    expect(signedIn.headers['cache-control']).toBe(PUBLIC);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    const viaCookie = await t.app.inject({
      method: 'GET',
      url: `/rest/categories/get/api_key/${API_KEY}/limit/100`,
      headers: { 'accept-language': 'ar', cookie: `wd_session=${user.token}` },
    });
    expect(viaCookie.headers.etag).toBe(etagOf(visitor));
    expect(viaCookie.headers['set-cookie']).toBeUndefined();
  });

  it('the item form lookups (an ANY call) are public by GET and not by POST', async () => {
    const get = await t.get('itemvariables/all_variable_front', { lang: 'ar' });
    expect(get.headers['cache-control']).toBe(PUBLIC);
    expect(etagOf(get)).toBeDefined();
    const post = await t.post('itemvariables/all_variable_front', {}, { lang: 'ar' });
    expect(post.headers['cache-control']).toBe('no-store');
    expect(post.headers.etag).toBeUndefined();
    expect(post.json).toEqual(get.json);
  });
});

describe('never public', () => {
  it('a viewer-dependent lookup: makes carry is_subscribed_fe, with or without a session', async () => {
    const cat = await makeCategory(t);
    const make = await makeMake(t, cat.id, { name: 'Fendt' });
    await t.post('subcat_subscribes/subcategory_subscribe', { user_id: user.id, sub_cat_id: make.id }, { token: user.token });
    for (const path of [`subcategories/get/cat_id/${cat.id}`, `manufacturers/get/cat_id/${cat.id}`]) {
      const visitor = await t.get(path);
      const mine = await t.get(path, { token: user.token });
      expect(visitor.status, path).toBe(200);
      expect((mine.json as { is_subscribed_fe: string }[])[0]!.is_subscribed_fe, path).toBe('1');
      expect((visitor.json as { is_subscribed_fe: string }[])[0]!.is_subscribed_fe, path).toBe('0');
      for (const r of [visitor, mine]) {
        expect(r.headers['cache-control'], path).toBe('no-store');
        expect(r.headers.etag, path).toBeUndefined();
      }
    }
  });

  it('an item (is_favourited, owner flags) and a profile', async () => {
    const cat = await makeCatalog(t);
    const item = await makeItem(t, cat, user.id);
    for (const path of [`items/get/id/${item.id}`, `users/get/id/${user.id}`]) {
      for (const token of [undefined, user.token]) {
        const r = await t.get(path, { token });
        expect(r.status, path).toBe(200);
        expect(String(r.headers['cache-control']), path).not.toContain('public');
        expect(r.headers.etag, path).toBeUndefined();
      }
    }
  });

  it('error answers: an empty list, a wrong key, an unknown call', async () => {
    const empty = await t.get('models/get/manufacturer_id/no-such-make');
    expect(empty.status).toBe(404);
    expect(empty.json.message).toMatch(/^10001##/);
    const wrongKey = await t.get('categories/get', { key: 'nope' });
    const unknown = await t.get('categories/nothing_here');
    for (const r of [empty, wrongKey, unknown]) {
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.headers.etag).toBeUndefined();
    }
  });
});

describe('over a real socket, compressed', () => {
  let base: string;
  beforeAll(async () => {
    // Enough categories for a compressed answer (over 1 KiB).
    for (let i = 0; i < 12; i++) await makeCategory(t, { catName: `Socket category ${i}`, catOrdering: 50 + i });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  it('the browser-style conversation: 200 with br and an ETag, then 304 on revalidation', async () => {
    const url = `${base}/index.php/rest/categories/get/api_key/${API_KEY}/limit/100`;
    const first = await fetch(url, { headers: { 'accept-language': 'de', 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    const vary = (first.headers.get('vary') ?? '').toLowerCase();
    expect(vary).toContain('accept-language');
    expect(vary).toContain('accept-encoding');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    const body = (await first.json()) as unknown[];
    expect(body.length).toBeGreaterThan(12);
    const again = await fetch(url, { headers: { 'accept-language': 'de', 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(PUBLIC);
  });
});
