import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the REST dialect', () => {
  it('answers the same call with and without the /index.php prefix', async () => {
    const a = await t.post('appinfo/get_delete_history', {}, { prefix: '/index.php/rest' });
    const b = await t.post('appinfo/get_delete_history', {}, { prefix: '/rest' });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.json.app_setting).toEqual(a.json.app_setting);
  });

  it('refuses a wrong API key with 404 "API Key is invalid"', async () => {
    const r = await t.post('users/login', { user_email: 'a@b.co', user_password: 'x' }, { key: 'wrong' });
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ status: 'error', message: 'API Key is invalid' });
  });

  it('answers an unknown action and a wrong verb with "Unknown method."', async () => {
    const unknown = await t.post('users/fly', {});
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ status: false, error: 'Unknown method.' });
    const wrongVerb = await t.get('users/login');
    expect(wrongVerb.status).toBe(404);
    expect(wrongVerb.json.error).toBe('Unknown method.');
  });

  it('accepts form-encoded bodies like JSON ones', async () => {
    const r = await t.post('users/add', { user_name: 'Form User', user_email: 'form@example.com', user_password: 'Longenough-1' }, { form: true });
    expect(r.status).toBe(201);
    expect(r.json.user_email).toBe('form@example.com');
  });

  it('names every invalid field in one 400, newline separated', async () => {
    const r = await t.post('users/add', { user_name: '', user_email: 'not-an-email', user_password: 'short' });
    expect(r.status).toBe(400);
    expect(r.json.status).toBe('error');
    expect(r.json.message.split('\n')).toEqual([
      'The user_name field is required.',
      'The user_email field must contain a valid email address.',
      'The user_password field must be at least 8 characters in length.',
    ]);
  });

  it('localises server messages from Accept-Language and falls back to English', async () => {
    const ar = await t.post('users/login', { user_email: 'nobody@example.com', user_password: 'whatever1' }, { lang: 'ar' });
    expect(ar.status).toBe(400);
    expect(ar.json.message).not.toBe('Sorry, user is not exist in the system.');
    expect(ar.json.message).toMatch(/[\u0600-\u06FF]/);
    const xx = await t.post('users/login', { user_email: 'nobody@example.com', user_password: 'whatever1' }, { lang: 'xx' });
    expect(xx.json.message).toBe('Sorry, user is not exist in the system.');
  });

  it('sends every scalar as a string and nested objects as objects', async () => {
    const u = await signUp(t);
    const r = await t.get(`users/get/user_id/${u.id}/login_user_id/${u.id}`, { token: u.token });
    expect(r.status).toBe(200);
    const [user] = r.json;
    for (const [k, v] of Object.entries(user)) {
      if (k === 'rating_details') expect(typeof v).toBe('object');
      else expect(typeof v, k).toBe('string');
    }
    expect(user.user_password).toBe('');
  });

  it('serves the OpenAPI documentation at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/index.php/rest/users/login/api_key/{api_key}');
    const html = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(html.statusCode);
  });

  it('never answers a server fault with internals', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/rest/users/login/api_key/test-key', headers: { 'content-type': 'application/json' }, payload: '{"broken' });
    expect(r.statusCode).toBe(400);
    expect(r.json().status).toBe('error');
  });
});
