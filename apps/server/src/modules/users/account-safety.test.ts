/**
 * The account-safety stories of issue 10 (decision 010): a second registration cannot take an account over, a
 * stranger's wrong passwords cannot lock the owner out, credential changes need the current password, a new
 * e-mail address is proven before it counts, and the caller is always the session's user. Rate limits are ON
 * here (the throttle is what is under test); every caller names its own address through X-Forwarded-For.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, itemReports, outbox, sessions, users } from '../../db/schema.ts';
import { createTestApp, DEMO_PASSWORD, lastCode, lastMail, type CallOptions, type TestApp } from '../../../test/support/app.ts';
import { clientFor, createLoggedInUser, makeCatalog, makeItem } from '../../../test/support/factories.ts';
import { LOGIN_THROTTLE } from '../auth/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

let n = 0;
const uniqueEmail = (what: string) => `${what}-${++n}-${Date.now()}@example.com`;
const from = (ip: string, opts: CallOptions = {}): CallOptions => ({ ...opts, headers: { ...(opts.headers ?? {}), 'x-forwarded-for': ip } });
const login = (email: string, password: string, ip: string) => t.post('users/login', { user_email: email, user_password: password }, from(ip));
const userRow = async (id: string) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;
/** The reset link mailed to an address (queued mail is delivered first). */
const resetToken = async (to: string) => {
  await lastMail(t, to);
  const [mail] = await t.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, to), eq(outbox.template, 'reset')))
    .orderBy(desc(outbox.addedDate))
    .limit(1);
  return mail!.body.match(/reset-password\?token=([\w-]+)/)![1]!;
};
const mailsTo = async (to: string) => {
  await lastMail(t, to); // delivers what is queued
  return t.deps.db.select().from(outbox).where(eq(outbox.recipient, to));
};

describe('POST users/add on an e-mail that is waiting for verification', () => {
  it('refuses a second registrant with another password and changes nothing; the first registrant keeps the account', async () => {
    const email = uniqueEmail('first');
    const first = await t.post(
      'users/add',
      { user_name: 'Rightful Owner', user_email: email, user_password: DEMO_PASSWORD, user_phone: '+1555000111' },
      from('198.51.100.1'),
    );
    expect(first.status).toBe(201);
    const before = await userRow(first.json.user_id);
    const mailsBefore = (await mailsTo(email)).length;

    const second = await t.post(
      'users/add',
      { user_name: 'Squatter', user_email: email, user_password: 'Squatters-pass-1', user_phone: '+1555999999' },
      from('203.0.113.9'),
    );
    expect(second.status).toBe(400);
    expect(second.json.message).toMatch(/already registered and waiting for verification/);
    expect(second.json.user_id).toBeUndefined();
    expect(await userRow(first.json.user_id)).toEqual(before);
    expect((await mailsTo(email)).length).toBe(mailsBefore);

    // The mailbox owner verifies; the account answers to the first password only.
    const ok = await t.post('users/verify', { user_id: first.json.user_id, code: await lastCode(t, email) });
    expect(ok.status).toBe(200);
    expect((await login(email, 'Squatters-pass-1', '203.0.113.9')).status).toBe(400);
    const owner = await login(email, DEMO_PASSWORD, '198.51.100.1');
    expect(owner.status).toBe(200);
    expect(owner.json.user_name).toBe('Rightful Owner');
  });

  it('re-sends the code to a registrant who comes back with the same password', async () => {
    const email = uniqueEmail('again');
    const first = await t.post('users/add', { user_name: 'Back Again', user_email: email, user_password: DEMO_PASSWORD });
    const again = await t.post('users/add', { user_name: 'Back Again', user_email: email, user_password: DEMO_PASSWORD });
    expect(again.status).toBe(201);
    expect(again.json.user_id).toBe(first.json.user_id);
    expect(again.json.status).toBe('2');
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('lets the mailbox owner take back an address somebody registered first, through the reset link', async () => {
    const email = uniqueEmail('prehijack');
    const squatter = await t.post('users/add', { user_name: 'Squatter', user_email: email, user_password: 'Squatters-pass-1' });
    const owner = await t.post('users/add', { user_name: 'Owner', user_email: email, user_password: DEMO_PASSWORD });
    expect(owner.status).toBe(400);
    await t.post('users/reset', { user_email: email });
    const token = await resetToken(email);
    expect((await t.post('users/reset_password', { token, user_password: 'Owners-own-pass-2', conf_password: 'Owners-own-pass-2' })).status).toBe(200);
    expect((await userRow(squatter.json.user_id)).status).toBe(1);
    expect((await login(email, 'Squatters-pass-1', '203.0.113.10')).status).toBe(400);
    expect((await login(email, 'Owners-own-pass-2', '198.51.100.2')).status).toBe(200);
  });
});

describe('POST users/login under a wrong-password storm', () => {
  it("slows the stranger's address on that account with a doubling wait, not the owner's address", async () => {
    const owner = await createLoggedInUser(t);
    const stranger = '203.0.113.66';
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) expect((await login(owner.email, `Wrong-guess-${i}`, stranger)).status).toBe(400);
    const held = await login(owner.email, DEMO_PASSWORD, stranger);
    expect(held.status).toBe(429);
    expect(held.headers['retry-after']).toBe(String(LOGIN_THROTTLE.baseDelaySeconds));
    expect(held.json.message).toMatch(/Too many wrong passwords from your connection/);

    t.clock.advance(LOGIN_THROTTLE.baseDelaySeconds * 1000);
    expect((await login(owner.email, 'Wrong-again-1', stranger)).status).toBe(400);
    expect((await login(owner.email, 'Wrong-again-2', stranger)).headers['retry-after']).toBe(String(LOGIN_THROTTLE.baseDelaySeconds * 2));

    // The owner, from their own address, is not held at all.
    const mine = await login(owner.email, DEMO_PASSWORD, '198.51.100.20');
    expect(mine.status).toBe(200);
    expect(mine.token).toBeTruthy();

    // A day later the stranger's count has started again: the free failures, then the wait.
    t.clock.advance(LOGIN_THROTTLE.addressWindowSeconds * 1000);
    const nextDay: number[] = [];
    for (let i = 0; i <= LOGIN_THROTTLE.freeFailures; i++) nextDay.push((await login(owner.email, `Next-day-${i}`, stranger)).status);
    expect(nextDay).toEqual([...Array<number>(LOGIN_THROTTLE.freeFailures).fill(400), 429]);
  });

  it('answers an unknown e-mail exactly like a real one, so the throttle reveals no account', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) expect((await login(ghost, 'Wrong-guess', '203.0.113.67')).status).toBe(400);
    const held = await login(ghost, 'Wrong-guess', '203.0.113.67');
    expect(held.status).toBe(429);
    expect(held.headers['retry-after']).toBe(String(LOGIN_THROTTLE.baseDelaySeconds));
  });

  it('holds the account at its ceiling for new addresses only; the owner gets in from a known address or by the e-mailed link', async () => {
    const owner = await createLoggedInUser(t);
    expect((await login(owner.email, DEMO_PASSWORD, '198.51.100.30')).status).toBe(200); // a known address
    for (let i = 0; i < LOGIN_THROTTLE.accountCeiling; i++) {
      expect((await login(owner.email, 'Botnet-guess-1', `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`)).status).toBe(400);
    }
    const fresh = await login(owner.email, DEMO_PASSWORD, '192.0.2.44');
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
    expect(fresh.json.message).toMatch(/Forgot password/);

    expect((await login(owner.email, DEMO_PASSWORD, '198.51.100.30')).status).toBe(200);

    // From a new address: the reset link mailed to the owner is the way in, and it clears the counters.
    expect((await t.post('users/reset', { user_email: owner.email }, from('192.0.2.44'))).status).toBe(200);
    const token = await resetToken(owner.email);
    expect(
      (await t.post('users/reset_password', { token, user_password: 'After-storm-pass-3', conf_password: 'After-storm-pass-3' }, from('192.0.2.44'))).status,
    ).toBe(200);
    expect((await login(owner.email, 'After-storm-pass-3', '192.0.2.44')).status).toBe(200);
  });
});

describe('POST users/password_update', () => {
  const change = (token: string, userId: string, body: Record<string, string>) =>
    t.post('users/password_update', { user_id: userId, user_password: 'Changed-pass-77', conf_password: 'Changed-pass-77', ...body }, { token });

  it('refuses without the current password, and with a wrong one, changing nothing', async () => {
    const u = await createLoggedInUser(t);
    const before = (await userRow(u.id)).passwordHash;
    const missing = await change(u.token, u.id, {});
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('The current_password field is required.');
    const wrong = await change(u.token, u.id, { current_password: 'Not-my-pass-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Your current password is not correct.');
    const inGerman = await t.post(
      'users/password_update',
      { user_id: u.id, current_password: 'Not-my-pass-1', user_password: 'Changed-pass-77', conf_password: 'Changed-pass-77' },
      { token: u.token, lang: 'de' },
    );
    expect(inGerman.status).toBe(400);
    expect(inGerman.json.message).not.toBe(wrong.json.message);
    expect((await userRow(u.id)).passwordHash).toBe(before);
  });

  it('changes it with the current password, ends every other session, keeps this one and tells the owner', async () => {
    const u = await createLoggedInUser(t);
    const laptop = await login(u.email, DEMO_PASSWORD, '198.51.100.40');
    const r = await change(u.token, u.id, { current_password: DEMO_PASSWORD });
    expect(r.status).toBe(201);
    expect((await t.post('users/logout', { user_id: u.id }, { token: laptop.token })).status).toBe(401);
    const [other] = await t.deps.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, u.id), eq(sessions.ip, '198.51.100.40')));
    expect(other?.revokedAt).toBeTruthy();
    expect((await login(u.email, 'Changed-pass-77', '198.51.100.41')).status).toBe(200);
    expect((await lastMail(t, u.email))?.template).toBe('password_changed');
    expect((await t.post('users/logout', { user_id: u.id }, { token: u.token })).status).toBe(200);
  });

  it("refuses another user's id (403) and a visitor (401)", async () => {
    const a = await createLoggedInUser(t);
    const b = await createLoggedInUser(t);
    const body = { user_id: b.id, current_password: DEMO_PASSWORD, user_password: 'Changed-pass-77', conf_password: 'Changed-pass-77' };
    expect((await t.post('users/password_update', body)).status).toBe(401);
    expect((await t.post('users/password_update', body, { token: a.token })).status).toBe(403);
  });
});

describe('changing the e-mail address', () => {
  const profile = (u: { id: string; name: string; token: string }, email: string, extra: Record<string, string> = {}) =>
    t.post('users/profile_update', { user_id: u.id, user_name: u.name, user_email: email, ...extra }, { token: u.token });

  it('needs the current password; without it or with a wrong one nothing changes and nothing is mailed', async () => {
    const u = await createLoggedInUser(t);
    const target = uniqueEmail('new-home');
    const missing = await profile(u, target);
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Please enter your current password.');
    const wrong = await profile(u, target, { current_password: 'Not-my-pass-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Your current password is not correct.');
    expect((await userRow(u.id)).userEmail).toBe(u.email);
    expect(await mailsTo(target)).toHaveLength(0);
  });

  it('takes effect only once the code mailed to the new address comes back, then tells the old address', async () => {
    const u = await createLoggedInUser(t);
    const target = uniqueEmail('moved');
    const asked = await profile(u, target, { current_password: DEMO_PASSWORD, city: 'Lisbon' });
    expect(asked.status).toBe(200);
    expect(asked.json.user_email).toBe(u.email);
    expect(asked.json.city).toBe('Lisbon');
    expect((await userRow(u.id)).userEmail).toBe(u.email);
    const codeMail = await lastMail(t, target);
    expect(codeMail?.template).toBe('email_change');
    expect((await login(target, DEMO_PASSWORD, '198.51.100.50')).status).toBe(400);

    const code = await lastCode(t, target);
    const wrong = await t.post('users/confirm_email_change', { code: code === '000000' ? '111111' : '000000' }, { token: u.token });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Sorry, your code is invalid.');

    const other = await createLoggedInUser(t);
    expect((await t.post('users/confirm_email_change', { code }, { token: other.token })).status).toBe(400);

    const done = await t.post('users/confirm_email_change', { user_id: u.id, code }, { token: u.token });
    expect(done.status).toBe(200);
    expect(done.json.user_email).toBe(target);
    expect(done.json.email_verify).toBe('1');

    const notice = await lastMail(t, u.email);
    expect(notice?.template).toBe('email_changed');
    expect(notice?.body).toContain(`${target[0]}***@example.com`);
    expect(notice?.body).not.toContain(target);
    expect((await login(target, DEMO_PASSWORD, '198.51.100.50')).status).toBe(200);
    expect((await login(u.email, DEMO_PASSWORD, '198.51.100.50')).status).toBe(400);
    expect((await t.post('users/confirm_email_change', { code }, { token: u.token })).status).toBe(400);
  });

  it('answers 409 when the new address was taken while the code was on its way', async () => {
    const u = await createLoggedInUser(t);
    const target = uniqueEmail('contested');
    await profile(u, target, { current_password: DEMO_PASSWORD });
    const code = await lastCode(t, target);
    await createLoggedInUser(t, { userEmail: target });
    const r = await t.post('users/confirm_email_change', { code }, { token: u.token });
    expect(r.status).toBe(409);
    expect((await userRow(u.id)).userEmail).toBe(u.email);
  });

  it('saves the rest of the profile without the password when the address stays the same', async () => {
    const u = await createLoggedInUser(t);
    const r = await profile(u, u.email.toUpperCase(), { city: 'Porto' });
    expect(r.status).toBe(200);
    expect(r.json.city).toBe('Porto');
  });
});

describe('the caller is the session user (D1)', () => {
  it('treats user_id "nologinuser" in an acting call as the session user, never as an id', async () => {
    const u = await createLoggedInUser(t);
    const r = await t.post('users/profile_update', { user_id: 'nologinuser', user_name: 'Still Me', user_email: u.email }, { token: u.token });
    expect(r.status).toBe(200);
    expect((await userRow(u.id)).userName).toBe('Still Me');
  });

  it('files reports and blocks as the session user whatever the body names', async () => {
    const cat = await makeCatalog(t);
    const seller = await createLoggedInUser(t);
    const me = await createLoggedInUser(t);
    const item = await makeItem(t, cat, seller.id);
    const api = clientFor(t, me);
    expect((await api.post('itemreports/add', { item_id: item.id, reported_user_id: 'nologinuser', reason: 'spam' })).status).toBe(201);
    const [report] = await t.deps.db.select().from(itemReports).where(eq(itemReports.itemId, item.id));
    expect(report?.reportedUserId).toBe(me.id);
    expect((await api.post('blockusers/add', { from_block_user_id: 'nologinuser', to_block_user_id: seller.id })).status).toBe(201);
    const [block] = await t.deps.db.select().from(blocks).where(eq(blocks.toUserId, seller.id));
    expect(block?.fromUserId).toBe(me.id);
    expect((await api.post('blockusers/add', { from_block_user_id: seller.id, to_block_user_id: me.id })).status).toBe(403);
    expect((await api.post('blockusers/unblock', { from_block_user_id: me.id, to_block_user_id: 'nologinuser' })).status).toBe(400);
  });

  it('answers ids that cannot be ids as unknown, without an error', async () => {
    expect((await t.get('users/get/user_id/nologinuser')).status).toBe(404);
    expect((await t.post('users/verify', { user_id: 'nologinuser', code: '123456' })).json.message).toBe('User ID is invalid.');
    const huge = await t.post('users/verify', { user_id: 'usr_' + 'x'.repeat(400_000), code: '123456' });
    expect(huge.status).toBe(400);
    expect((await t.post('users/item_counts', { user_id: "usr_1' or '1'='1" })).status).toBe(400);
    // Not of the id shape at all: the transport refuses it before any service (issue 10 item 3).
    const sold = await t.post('items/get_sold_item_list', { user_id: 'not an id' });
    expect(sold.status).toBe(400);
    expect(sold.json).toEqual({ status: 'error', message: expect.any(String) });
    // Of the id shape but nobody's: the list call's empty answer.
    const nobody = await t.post('items/get_sold_item_list', { user_id: 'usr_nobody0000' });
    expect(nobody.status).toBe(404);
    expect(nobody.json.message).toMatch(/^10001##/);
  });

  it('answers a read for a forged login_user_id as for a visitor', async () => {
    const u = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    const [seen] = (await t.get(`users/get/user_id/${u.id}/login_user_id/${u.id}`, { token: other.token })).json;
    expect(seen.is_owner).toBe('0');
    expect(seen.user_email).toBe('');
  });
});
