/**
 * Sign-in with Google, Facebook and Apple against a local OpenID provider (oidc-provider, started here on
 * 127.0.0.1:0): the browser's redirect flow with PKCE, the apps' identity-token calls, account linking only on a
 * verified e-mail, and forged / expired / wrong-audience / wrong-nonce tokens refused with nothing changed.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/support/app.ts';
import { createUser, USER } from '../../../test/support/factories.ts';
import { LOCAL_CLIENTS, startSocialProviders, type LocalOidcProvider, type OidcAccount } from '../../../test/support/oidc-provider.ts';

const CALLBACK = (p: string) => `http://wheeldeal.test/api/auth/${p}/callback`;
const APPLE = { clientId: LOCAL_CLIENTS.apple.id };

let op: LocalOidcProvider;
let t: TestApp;

beforeAll(async () => {
  const local = await startSocialProviders('http://wheeldeal.test');
  op = local.op;
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', GOOGLE_EXTRA_AUDIENCES: 'google-android-app', ...local.env });
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});

type Answer = NonNullable<LocalOidcProvider['next']>;

/** The cookies a fetch answer sets, into the jar. */
function keep(jar: Map<string, string>, res: Response) {
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

const decodeHtml = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

/**
 * What a browser does: our start route, the provider (which signs in `answer`), back to our callback with the flow
 * cookie — by redirect, or by the auto-submitted form Apple's `form_post` uses. Answers the callback's response.
 */
async function browserSignIn(
  provider: 'google' | 'facebook' | 'apple',
  answer: Answer,
  opts: { returnTo?: string; flowCookie?: (v: string) => string | undefined } = {},
) {
  op.next = answer;
  const start = await t.app.inject({ method: 'GET', url: `/api/auth/${provider}/start?return_to=${encodeURIComponent(opts.returnTo ?? '/items')}` });
  expect(start.statusCode).toBe(302);
  const flow = start.cookies.find((c) => c.name === `wd_oidc_${provider}`)!;
  expect(flow.httpOnly).toBe(true);
  const cookieValue = opts.flowCookie ? opts.flowCookie(flow.value) : flow.value;
  const cookies = cookieValue === undefined ? {} : { [flow.name]: cookieValue };
  const jar = new Map<string, string>();
  let url = String(start.headers.location);
  const authorize = new URL(url);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  for (let hop = 0; hop < 10 && !url.startsWith('http://wheeldeal.test/'); hop++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    keep(jar, res);
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).href;
      continue;
    }
    const html = await res.text();
    const fields = Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, decodeHtml(m[2]!)]));
    expect(html).toContain(CALLBACK(provider));
    return t.app.inject({
      method: 'POST',
      url: `/api/auth/${provider}/callback`,
      cookies,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  const back = new URL(url);
  return t.app.inject({ method: 'GET', url: back.pathname + back.search, cookies });
}

const sessionOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'wd_session' && c.value)?.value;
const errorOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === 'wd_social_error');
  return c ? decodeURIComponent(c.value) : undefined;
};
const userBy = async (column: 'googleId' | 'facebookId' | 'appleId', sub: string) => (await t.deps.db.select().from(users).where(eq(users[column], sub)))[0];
/** Every account row as text: "nothing changed" compares two of these. */
const fingerprint = async () => JSON.stringify((await t.deps.db.execute(sql`select * from users order by id`)).rows);

let seq = 0;
const account = (over: Partial<OidcAccount> = {}): OidcAccount => ({
  sub: `sub-${++seq}`,
  name: `Person ${seq}`,
  email: `person${seq}@mail.test`,
  email_verified: true,
  ...over,
});

describe('the offered providers', () => {
  it('lists every configured provider', async () => {
    const r = await t.get('users/social_providers');
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ google: '1', facebook: '1', apple: '1' });
  });

  it('offers nothing and refuses to start when no provider is configured', async () => {
    const bare = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
    try {
      expect((await bare.get('users/social_providers')).json).toEqual({ google: '0', facebook: '0', apple: '0' });
      const start = await bare.app.inject({ method: 'GET', url: '/api/auth/google/start' });
      expect(start.statusCode).toBe(303);
      expect(start.headers.location).toBe('/login');
      expect(errorOf(start)).toBe('This sign-in method is not available.');
      const token = await bare.post('users/google_register', { id_token: 'x.y.z' });
      expect(token.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('browser sign-in (authorization code with PKCE)', () => {
  it('creates an account with the verified e-mail, starts a session and goes back to the page the user came from', async () => {
    const who = account();
    const res = await browserSignIn('google', who, { returnTo: '/item/abc?x=1' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/item/abc?x=1');
    const token = sessionOf(res);
    expect(token).toBeTruthy();
    const user = await userBy('googleId', who.sub);
    const told = res.cookies.find((c) => c.name === 'wd_social_user')!;
    expect(told.httpOnly).toBeFalsy();
    expect(JSON.parse(decodeURIComponent(told.value))).toEqual({ user_id: user!.id, user_name: who.name, role_id: String(user!.roleId) });
    expect(user).toMatchObject({ userEmail: who.email, userName: who.name, googleVerify: true, emailVerify: true, status: 1, passwordHash: null });
    const me = await t.post('users/unread_count', { user_id: user!.id, device_token: '' }, { token });
    expect(me.status).toBe(200);
  });

  it('finds the returning account by its provider id, whatever e-mail the provider now shows', async () => {
    const who = account();
    await browserSignIn('google', who);
    const before = await userBy('googleId', who.sub);
    const res = await browserSignIn('google', { ...who, email: `changed-${who.email}` });
    expect(res.statusCode).toBe(303);
    expect(sessionOf(res)).toBeTruthy();
    const after = await t.deps.db.select().from(users).where(eq(users.googleId, who.sub));
    expect(after).toHaveLength(1);
    expect(after[0]!.id).toBe(before!.id);
    expect(after[0]!.userEmail).toBe(who.email);
  });

  it('links an existing account on a verified e-mail', async () => {
    const existing = await createUser(t.deps.db, { userEmail: 'owner@mail.test' });
    const res = await browserSignIn('facebook', account({ sub: 'fb-owner', email: 'Owner@mail.test' }));
    expect(res.statusCode).toBe(303);
    const linked = await userBy('facebookId', 'fb-owner');
    expect(linked!.id).toBe(existing.id);
    expect(linked!.facebookVerify).toBe(true);
    expect(linked!.passwordHash).toBe(existing.passwordHash);
  });

  it('never links on an unverified e-mail: a new account without the address, the owner untouched', async () => {
    const owner = await createUser(t.deps.db, { userEmail: 'victim@mail.test' });
    const res = await browserSignIn('google', account({ sub: 'g-attacker', email: 'victim@mail.test', email_verified: false }));
    expect(res.statusCode).toBe(303);
    const made = await userBy('googleId', 'g-attacker');
    expect(made!.id).not.toBe(owner.id);
    expect(made!.userEmail).toBeNull();
    expect(made!.emailVerify).toBe(false);
    const [ownerNow] = await t.deps.db.select().from(users).where(eq(users.id, owner.id));
    expect(ownerNow!.googleId).toBeNull();
  });

  it("takes over an unconfirmed registration of the verified address without keeping its stranger's password", async () => {
    const pending = await createUser(t.deps.db, { userEmail: 'pending@mail.test', ...USER.unverified });
    await browserSignIn('google', account({ sub: 'g-pending', email: 'pending@mail.test' }));
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, pending.id));
    expect(row).toMatchObject({ googleId: 'g-pending', status: 1, emailVerify: true, passwordHash: null });
  });

  it("signs in with Apple through its form POST, the name taken from Apple's first-sign-in data or the token", async () => {
    const who = account({ sub: 'apple-1' });
    const res = await browserSignIn('apple', who);
    expect(res.statusCode).toBe(303);
    expect(sessionOf(res)).toBeTruthy();
    expect(await userBy('appleId', 'apple-1')).toMatchObject({ userEmail: who.email, appleVerify: true });
  });

  it("shows the provider's own error when the user cancels there, and changes nothing", async () => {
    const before = await fingerprint();
    const res = await browserSignIn('google', { error: 'access_denied', error_description: 'The user cancelled the sign-in.' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login');
    expect(errorOf(res)).toBe('The user cancelled the sign-in.');
    expect(sessionOf(res)).toBeUndefined();
    expect(await fingerprint()).toBe(before);
  });

  it('refuses a callback without the flow cookie, or with one altered, and changes nothing', async () => {
    const before = await fingerprint();
    const none = await browserSignIn('google', account(), { flowCookie: () => undefined });
    expect(errorOf(none)).toBe('Google login failed.');
    const altered = await browserSignIn('facebook', account(), {
      flowCookie: (v) => {
        const [body, mac] = v.split('.');
        const flow = JSON.parse(Buffer.from(body!, 'base64url').toString());
        return `${Buffer.from(JSON.stringify({ ...flow, returnTo: '/elsewhere' })).toString('base64url')}.${mac}`;
      },
    });
    expect(errorOf(altered)).toBe('Facebook login failed.');
    expect(sessionOf(altered)).toBeUndefined();
    expect(await fingerprint()).toBe(before);
  });

  it('refuses a flow older than ten minutes', async () => {
    op.next = account();
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
    const flow = start.cookies.find((c) => c.name === 'wd_oidc_google')!;
    t.clock.advance(11 * 60_000);
    const before = await fingerprint();
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=x&state=y', cookies: { [flow.name]: flow.value } });
    expect(errorOf(res)).toBe('Google login failed.');
    expect(await fingerprint()).toBe(before);
  });

  it('returns only to a page of this site', async () => {
    const res = await browserSignIn('google', account(), { returnTo: '//evil.example/x' });
    expect(res.headers.location).toBe('/');
  });

  it('answers in the language the flow started in', async () => {
    op.next = null;
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start?lang=de' });
    const flow = start.cookies.find((c) => c.name === 'wd_oidc_google')!;
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?error=access_denied', cookies: { [flow.name]: flow.value } });
    expect(res.headers.location).toBe('/login');
    expect(errorOf(res)).toBe('access_denied');
    const res2 = await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=x&state=y', cookies: { [flow.name]: flow.value } });
    expect(errorOf(res2)).toBe('Die Anmeldung mit Google ist fehlgeschlagen.');
  });
});

describe('the apps’ calls: users/google_register, facebook_register, apple_register', () => {
  /** Our clock's time (the tests move it), which the server checks tokens against. */
  const now = () => Math.floor(t.clock.now().getTime() / 1000);
  const idToken = (over: Record<string, unknown> = {}) =>
    op.sign({
      iss: op.issuer,
      aud: 'google-client',
      sub: 'g-app-1',
      email: 'app1@mail.test',
      email_verified: true,
      name: 'App Person',
      iat: now(),
      exp: now() + 600,
      ...over,
    });

  it('verifies the token and answers the User with a session; the body’s provider id and e-mail are not believed', async () => {
    const r = await t.post('users/google_register', {
      id_token: await idToken(),
      google_id: 'someone-else',
      user_email: 'liar@mail.test',
      device_token: 'dev-1',
      platform_name: 'android',
    });
    expect(r.status).toBe(200);
    expect(r.token).toBeTruthy();
    expect(r.json).toMatchObject({ user_name: 'App Person', user_email: 'app1@mail.test', google_id: 'g-app-1', google_verify: '1' });
    expect(await userBy('googleId', 'someone-else')).toBeUndefined();
    const again = await t.post('users/google_register', { id_token: await idToken({ aud: 'google-android-app' }) });
    expect(again.status).toBe(200);
    expect(again.json.user_id).toBe(r.json.user_id);
  });

  it('accepts a token bound to the nonce the app used (or its SHA-256, as Apple’s apps send)', async () => {
    const r = await t.post('users/facebook_register', { id_token: await idToken({ aud: 'facebook-client', sub: 'fb-app', nonce: 'n-123' }), nonce: 'n-123' });
    expect(r.status).toBe(200);
    const hashed = createHash('sha256').update('n-456').digest('hex');
    const apple = await t.post('users/apple_register', {
      id_token: await idToken({ aud: APPLE.clientId, sub: 'apple-app', nonce: hashed, email_verified: 'true' }),
      nonce: 'n-456',
    });
    expect(apple.status).toBe(200);
    expect(apple.json.apple_id).toBe('apple-app');
  });

  it('refuses forged, expired, wrong-audience, wrong-issuer and wrong-nonce tokens, changing nothing', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = await new SignJWT({ iss: op.issuer, aud: 'google-client', sub: 'g-forged', iat: now(), exp: now() + 600 })
      .setProtectedHeader({ alg: 'RS256', kid: 'local-test-key' })
      .sign(stranger);
    const cases: [string, string, Record<string, string>][] = [
      ['users/google_register', forged, {}],
      ['users/google_register', await idToken({ sub: 'g-expired', iat: now() - 7200, exp: now() - 3600 }), {}],
      ['users/google_register', await idToken({ sub: 'g-aud', aud: 'some-other-app' }), {}],
      ['users/google_register', await idToken({ sub: 'g-iss', iss: 'https://accounts.evil.example' }), {}],
      ['users/google_register', await idToken({ sub: 'g-nonce', nonce: 'expected' }), { nonce: 'other' }],
      ['users/google_register', await idToken({ sub: 'g-nonce2', nonce: 'expected' }), {}],
      ['users/facebook_register', await idToken({ sub: 'fb-wrong-aud' }), {}],
      ['users/apple_register', 'not-a-jwt', {}],
    ];
    const before = await fingerprint();
    for (const [call, token, extra] of cases) {
      const r = await t.post(call, { id_token: token, ...extra });
      expect(r.status, `${call} ${token.slice(0, 20)}`).toBe(400);
      expect(r.token).toBeUndefined();
    }
    expect((await t.post('users/google_register', { id_token: forged })).json).toEqual({ status: 'error', message: 'Google login failed.' });
    expect((await t.post('users/facebook_register', { id_token: 'x' })).json.message).toBe('Facebook login failed.');
    expect((await t.post('users/apple_register', { id_token: 'x' })).json.message).toBe('Apple login failed.');
    expect(await fingerprint()).toBe(before);
  });

  it('makes one account when the same new person signs in twice at once', async () => {
    const token = await idToken({ sub: 'g-race', email: 'race@mail.test' });
    const answers = await Promise.all([1, 2, 3].map(() => t.post('users/google_register', { id_token: token })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => r.json.user_id)).size).toBe(1);
    expect(await t.deps.db.select().from(users).where(eq(users.googleId, 'g-race'))).toHaveLength(1);
  });

  it('refuses a banned account', async () => {
    await createUser(t.deps.db, { googleId: 'g-banned', ...USER.banned });
    const r = await t.post('users/google_register', { id_token: await idToken({ sub: 'g-banned' }) });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('Sorry, you cannot login because your account is banned.');
    expect(r.token).toBeUndefined();
  });
});
