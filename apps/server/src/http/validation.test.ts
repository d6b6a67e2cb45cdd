/**
 * The transport's screen of every request (validation.ts): text PostgreSQL cannot store or that is not Unicode,
 * text too long for any field, bodies nested too deep, ids that are not id-shaped, malformed JSON, foreign
 * content types and URLs that do not decode are all a localised 400 in the wire dialect, before any service or
 * SQL runs, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { API_KEY, createTestApp, signUp, type TestApp, type TestUser } from '../../test/support/app.ts';

let t: TestApp;
let me: TestUser;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  me = await signUp(t);
});
afterAll(() => t.close());

const userCount = async () => (await t.deps.db.select({ n: count() }).from(users))[0]!.n;
const raw = (path: string, payload: string, contentType = 'application/json', lang = 'en') =>
  t.app.inject({ method: 'POST', url: `/index.php/rest/${path}/api_key/${API_KEY}`, headers: { 'content-type': contentType, 'accept-language': lang, authorization: `Bearer ${me.token}` }, payload });

describe('text that cannot be stored', () => {
  it('refuses NUL in any text field with a localised 400 and writes nothing', async () => {
    const before = await userCount();
    const r = await t.post('users/add', { user_name: 'Eve\u0000', user_email: 'eve@example.com', user_password: 'Correct-horse-9' });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ status: 'error', message: 'The user_name field contains characters that are not allowed.' });
    const de = await t.post('users/add', { user_name: 'Eve', user_email: 'eve@example.com', user_password: 'Correct\u0000horse-9' }, { lang: 'de' });
    expect(de.json).toEqual({ status: 'error', message: 'Das Feld user_password enthält nicht erlaubte Zeichen.' });
    expect(await userCount()).toBe(before);
  });

  it('refuses a lone UTF-16 surrogate, also when it arrives as a JSON escape, in a nested array or a key', async () => {
    for (const payload of ['{"user_name":"\\ud800","user_email":"x@example.com","user_password":"Correct-horse-9"}', '{"images":[{"img_id":"img_x","ordering":"\\udfff"}]}', '{"\\ud83d":"1"}']) {
      const r = await raw('users/add', payload);
      expect(r.statusCode, payload).toBe(400);
      expect(r.json().message, payload).toMatch(/contains characters that are not allowed/);
    }
    expect((await t.post('users/add', { user_name: 'Ann 🚗', user_email: `ann${Date.now()}@example.com`, user_password: 'Correct-horse-9' })).status).toBe(201);
  });

  it('refuses NUL in a path value', async () => {
    const r = await t.get('items/get/id/itm_abc%00');
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ status: 'error', message: 'The id field contains characters that are not allowed.' });
  });
});

describe('ids, sizes and shapes', () => {
  it('refuses an id field that is not id-shaped before it reaches SQL (a 400,000-character user_id)', async () => {
    const r = await t.post('users/verify', { user_id: 'u'.repeat(400_000), code: '123456' });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ status: 'error', message: 'The user_id field is not a valid id.' });
    for (const bad of ["itm_1' OR '1'='1", '../../etc/passwd', 'x'.repeat(65)]) {
      expect((await t.post('favourites/press', { item_id: bad, user_id: me.id }, { token: me.token })).json.message).toBe('The item_id field is not a valid id.');
    }
    expect((await t.get(`items/get/id/${encodeURIComponent('itm x')}`)).json.message).toBe('The id field is not a valid id.');
    // Id-shaped but unknown still gets the call's own answer, and the visitor literal stays a visitor.
    expect((await t.post('favourites/press', { item_id: 'itm_nope', user_id: me.id }, { token: me.token })).status).toBe(404);
    expect((await t.post('items/search', { login_user_id: 'nologinuser' })).status).not.toBe(400);
  });

  it('refuses text longer than any field, and bodies nested deeper than 16 levels', async () => {
    const long = await t.post('items/search', { searchterm: 'a'.repeat(70_000) });
    expect(long.status).toBe(400);
    expect(long.json.message).toBe('The searchterm field cannot exceed 65536 characters in length.');
    const deep = await raw('items/search', `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ status: 'error', message: 'The request body is nested too deeply.' });
  });
});

describe('bodies the parser refuses', () => {
  it('answers malformed JSON, a foreign content type, an oversized body and a broken URL in the wire dialect', async () => {
    const malformed = await raw('users/login', '{"user_email":', 'application/json', 'fr');
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { status: 'error', message: "Le corps de la requête n'est pas un JSON valide." }]);
    const xml = await raw('users/login', '<login/>', 'application/xml');
    expect([xml.statusCode, xml.json()]).toEqual([400, { status: 'error', message: 'This type of request body is not accepted here.' }]);
    const big = await raw('users/login', JSON.stringify({ user_email: 'x'.repeat(2 * 1024 * 1024) }));
    expect([big.statusCode, big.json()]).toEqual([413, { status: 'error', message: 'The request is too large.' }]);
    const url = await t.app.inject({ method: 'GET', url: `/index.php/rest/items/get/api_key/${API_KEY}/id/%E0%A4%A` });
    expect([url.statusCode, url.json()]).toEqual([400, { status: 'error', message: 'The address of the request is not valid.' }]);
  });
});
