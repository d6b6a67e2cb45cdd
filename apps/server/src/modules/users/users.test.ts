import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, sessions } from '../../db/schema.ts';
import { updateSettings } from '../settings/settings.service.ts';
import { createTestApp, DEMO_PASSWORD, lastCode, lastMail, signUp, type TestApp } from '../../../test/support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
});
afterAll(() => t.close());

const register = (email: string, extra: Record<string, string> = {}) =>
  t.post('users/add', { user_name: 'Maya Driver', user_email: email, user_password: DEMO_PASSWORD, ...extra });

describe('POST users/add', () => {
  it('creates a pending user and e-mails a 6-digit code, without a session', async () => {
    const r = await register('maya@example.com');
    expect(r.status).toBe(201);
    expect(r.json.status).toBe('2');
    expect(r.json.email_verify).toBe('0');
    expect(r.json.user_id).toMatch(/^usr_/);
    expect(r.token).toBeUndefined();
    const mail = await lastMail(t, 'maya@example.com');
    expect(mail?.template).toBe('verify');
    expect(mail?.body).toMatch(/\b\d{6}\b/);
  });

  it('re-sends a new code when a pending e-mail registers again, invalidating the old one', async () => {
    const first = await lastCode(t, 'maya@example.com');
    const again = await register('MAYA@example.com');
    expect(again.status).toBe(201);
    const second = await lastCode(t, 'maya@example.com');
    const count = await t.deps.db.select().from(users).where(eq(users.userEmail, 'maya@example.com'));
    expect(count).toHaveLength(1);
    if (first !== second) {
      const old = await t.post('users/verify', { user_id: again.json.user_id, code: first });
      expect(old.status).toBe(400);
    }
  });

  it('refuses an e-mail that an active user holds with 400 "Email Exist" and changes nothing', async () => {
    const u = await signUp(t);
    const before = await t.deps.db.select().from(users).where(eq(users.id, u.id));
    const r = await register(u.email);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('Email Exist');
    const after = await t.deps.db.select().from(users).where(eq(users.id, u.id));
    expect(after).toEqual(before);
  });

  it('activates at once and starts a session when e-mail verification is off', async () => {
    await updateSettings(t.deps.db, 'general', { email_verification: '0' });
    try {
      const r = await register('instant@example.com');
      expect(r.status).toBe(201);
      expect(r.json.status).toBe('1');
      expect(r.token).toBeTruthy();
      expect(String(r.headers['set-cookie'])).toMatch(/wd_session=.*HttpOnly.*SameSite=Lax/i);
    } finally {
      await updateSettings(t.deps.db, 'general', { email_verification: '1' });
    }
  });
});

describe('POST users/verify', () => {
  it('refuses a wrong code with "Sorry, your code is invalid." and activates with the right one', async () => {
    const reg = await register('verify-me@example.com');
    const wrong = await t.post('users/verify', { user_id: reg.json.user_id, code: '000000' === (await lastCode(t, 'verify-me@example.com')) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Sorry, your code is invalid.');
    const ok = await t.post('users/verify', { user_id: reg.json.user_id, code: await lastCode(t, 'verify-me@example.com') });
    expect(ok.status).toBe(200);
    expect(ok.json.status).toBe('1');
    expect(ok.json.email_verify).toBe('1');
    expect(ok.token).toBeTruthy();
  });

  it('locks a code after five wrong attempts', async () => {
    const reg = await register('brute@example.com');
    const code = await lastCode(t, 'brute@example.com');
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await t.post('users/verify', { user_id: reg.json.user_id, code: wrong })).status).toBe(400);
    const right = await t.post('users/verify', { user_id: reg.json.user_id, code });
    expect(right.status).toBe(400);
  });

  it('requires user_id and code', async () => {
    const r = await t.post('users/verify', {});
    expect(r.status).toBe(400);
    expect(r.json.message).toContain('The user_id field is required.');
    expect(r.json.message).toContain('The code field is required.');
  });

  it('expires a code after 30 minutes', async () => {
    const reg = await register('slow@example.com');
    const code = await lastCode(t, 'slow@example.com');
    t.clock.advance(31 * 60_000);
    const r = await t.post('users/verify', { user_id: reg.json.user_id, code });
    expect(r.status).toBe(400);
  });
});

describe('POST users/request_code', () => {
  it('mails a fresh code to a pending account and answers the same for unknown ones', async () => {
    await register('resend@example.com');
    const before = (await lastMail(t, 'resend@example.com'))!.id;
    const r = await t.post('users/request_code', { user_email: 'resend@example.com' });
    expect(r.status).toBe(200);
    expect((await lastMail(t, 'resend@example.com'))!.id).not.toBe(before);
    const unknown = await t.post('users/request_code', { user_email: 'ghost@example.com' });
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(r.json);
  });
});

describe('POST users/login', () => {
  it('logs in with the right password: User, cookie and token', async () => {
    const u = await signUp(t);
    const r = await t.post('users/login', { user_email: u.email, user_password: DEMO_PASSWORD });
    expect(r.status).toBe(200);
    expect(r.json.user_id).toBe(u.id);
    expect(r.token).toBeTruthy();
    expect(String(r.headers['set-cookie'])).toContain('HttpOnly');
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const u = await signUp(t);
    const wrong = await t.post('users/login', { user_email: u.email, user_password: 'Wrong-password-1' });
    const unknown = await t.post('users/login', { user_email: 'nobody-here@example.com', user_password: 'Wrong-password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.message).toBe('Sorry, user is not exist in the system.');
  });

  it('refuses a banned user', async () => {
    const u = await signUp(t);
    await t.deps.db.update(users).set({ isBanned: true }).where(eq(users.id, u.id));
    const r = await t.post('users/login', { user_email: u.email, user_password: DEMO_PASSWORD });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('Sorry, you cannot login because your account is banned.');
  });

  it('sends an unverified user a new code instead of a session', async () => {
    const reg = await register('unverified@example.com');
    const r = await t.post('users/login', { user_email: 'unverified@example.com', user_password: DEMO_PASSWORD });
    expect(r.status).toBe(200);
    expect(r.json.status).toBe('2');
    expect(r.json.user_id).toBe(reg.json.user_id);
    expect(r.token).toBeUndefined();
  });

  it('rejects a malformed e-mail with the field named', async () => {
    const r = await t.post('users/login', { user_email: 'nope', user_password: 'x' });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('The user_email field must contain a valid email address.');
  });
});

describe('sessions', () => {
  it('expire after 24 h without use, slide with use, and stop at 30 days', async () => {
    const u = await signUp(t);
    const me = () => t.post('users/profile_update', { user_id: u.id, user_name: u.name, user_email: u.email }, { token: u.token });
    expect((await me()).status).toBe(200);
    t.clock.advance(23 * 3600_000);
    expect((await me()).status).toBe(200); // renewed here
    t.clock.advance(23 * 3600_000);
    expect((await me()).status).toBe(200); // 46 h after login, still alive thanks to the renewal
    t.clock.advance(25 * 3600_000);
    const expired = await me();
    expect(expired.status).toBe(401);

    const v = await signUp(t);
    const call = () => t.post('users/profile_update', { user_id: v.id, user_name: v.name, user_email: v.email }, { token: v.token });
    for (let day = 0; day < 29; day++) {
      t.clock.advance(20 * 3600_000);
      expect((await call()).status).toBe(200);
    }
    t.clock.advance(200 * 3600_000 - 29 * 20 * 3600_000 + 31 * 24 * 3600_000 - 200 * 3600_000);
    expect((await call()).status).toBe(401);
  });

  it('logout revokes the session server-side', async () => {
    const u = await signUp(t);
    const out = await t.post('users/logout', { user_id: u.id }, { token: u.token });
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ status: 'success', message: 'User has been successfully logout.' });
    const [row] = await t.deps.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(row?.revokedAt).toBeTruthy();
    const after = await t.post('users/logout', { user_id: u.id }, { token: u.token });
    expect(after.status).toBe(401);
  });

  it('refuses to log out somebody else', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const r = await t.post('users/logout', { user_id: b.id }, { token: a.token });
    expect(r.status).toBe(403);
  });
});

describe('forgot password', () => {
  it('mails a one-time link that sets a new password and ends old sessions', async () => {
    const u = await signUp(t);
    const r = await t.post('users/reset', { user_email: u.email });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('Email is sent successfully.');
    const mail = await lastMail(t, u.email);
    expect(mail?.template).toBe('reset');
    const token = mail!.body.match(/reset-password\?token=([\w-]+)/)![1]!;
    expect(mail!.body).toContain('http://wheeldeal.test/reset-password?token=');

    const mismatch = await t.post('users/reset_password', { token, user_password: 'Brand-new-pass-1', conf_password: 'other' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.message).toBe('Passwords not match.');

    const ok = await t.post('users/reset_password', { token, user_password: 'Brand-new-pass-1', conf_password: 'Brand-new-pass-1' });
    expect(ok.status).toBe(200);
    const reused = await t.post('users/reset_password', { token, user_password: 'Brand-new-pass-2', conf_password: 'Brand-new-pass-2' });
    expect(reused.status).toBe(400);
    expect(reused.json.message).toBe('This password reset link is invalid or has expired.');

    const oldSession = await t.post('users/logout', { user_id: u.id }, { token: u.token });
    expect(oldSession.status).toBe(401);
    expect((await t.post('users/login', { user_email: u.email, user_password: DEMO_PASSWORD })).status).toBe(400);
    expect((await t.post('users/login', { user_email: u.email, user_password: 'Brand-new-pass-1' })).status).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const r = await t.post('users/reset', { user_email: 'stranger@example.com' });
    expect(r.status).toBe(200);
    expect(await lastMail(t, 'stranger@example.com')).toBeUndefined();
  });
});

describe('POST users/password_update', () => {
  it('changes the password of the session user (201) and keeps this session', async () => {
    const u = await signUp(t);
    const r = await t.post('users/password_update', { user_id: u.id, current_password: DEMO_PASSWORD, user_password: 'Another-pass-7', conf_password: 'Another-pass-7' }, { token: u.token });
    expect(r.status).toBe(201);
    expect((await t.post('users/login', { user_email: u.email, user_password: 'Another-pass-7' })).status).toBe(200);
    expect((await t.post('users/logout', { user_id: u.id }, { token: u.token })).status).toBe(200);
  });

  it('needs a session, the own user id and matching passwords', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const body = { user_id: b.id, current_password: DEMO_PASSWORD, user_password: 'Another-pass-7', conf_password: 'Another-pass-7' };
    expect((await t.post('users/password_update', body)).status).toBe(401);
    expect((await t.post('users/password_update', body, { token: a.token })).status).toBe(403);
    const mismatch = await t.post('users/password_update', { ...body, user_id: a.id, conf_password: 'x' }, { token: a.token });
    expect(mismatch.status).toBe(400);
  });
});

describe('POST users/profile_update', () => {
  it('updates the profile and answers the User', async () => {
    const u = await signUp(t);
    const r = await t.post(
      'users/profile_update',
      { user_id: u.id, user_name: 'New Name', user_email: u.email, user_phone: '+15551234567', city: 'Austin', user_about_me: 'Selling my classics.', whatsapp: '5551234567', is_show_phone: '1' },
      { token: u.token },
    );
    expect(r.status).toBe(200);
    expect(r.json.user_name).toBe('New Name');
    expect(r.json.city).toBe('Austin');
    expect(r.json.is_show_phone).toBe('1');
  });

  it('hides and shows the follower lists with show_profile, and keeps the choice when a client leaves it out', async () => {
    const u = await signUp(t);
    const other = await signUp(t);
    const update = (extra: Record<string, string>) => t.post('users/profile_update', { user_id: u.id, user_name: u.name, user_email: u.email, ...extra }, { token: u.token });
    expect((await update({ show_profile: '0' })).json.show_profile).toBe('0');
    expect((await update({ city: 'Austin' })).json.show_profile).toBe('0');
    expect((await t.post('userfollows/search', { user_id: u.id, return_types: 'follower' }, { token: other.token })).status).toBe(403);
    expect((await update({ show_profile: '1' })).json.show_profile).toBe('1');
    expect((await t.post('userfollows/search', { user_id: u.id, return_types: 'follower' }, { token: other.token })).status).not.toBe(403);
  });

  it('answers 409 when another user holds the e-mail, and changes nothing', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const r = await t.post('users/profile_update', { user_id: a.id, user_name: 'Taken', user_email: b.email }, { token: a.token });
    expect(r.status).toBe(409);
    expect(r.json.message).toBe('Email Address is already existed in the system');
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, a.id));
    expect(row?.userName).toBe(a.name);
  });

  it('refuses a WhatsApp number that is not 10 digits', async () => {
    const u = await signUp(t);
    const r = await t.post('users/profile_update', { user_id: u.id, user_name: 'X', user_email: u.email, whatsapp: '12345' }, { token: u.token });
    expect(r.status).toBe(400);
    expect(r.json.message).toContain('whatsapp');
  });

  it("refuses to edit another user's profile (403) and a visitor (401)", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    expect((await t.post('users/profile_update', { user_id: b.id, user_name: 'Hijack', user_email: b.email }, { token: a.token })).status).toBe(403);
    expect((await t.post('users/profile_update', { user_id: b.id, user_name: 'Hijack', user_email: b.email })).status).toBe(401);
  });
});

describe('GET users/get', () => {
  it('answers a list of one user, as the original clients read it', async () => {
    const u = await signUp(t);
    const r = await t.get(`users/get/user_id/${u.id}`);
    expect(r.status).toBe(200);
    expect(Array.isArray(r.json)).toBe(true);
    expect(r.json).toHaveLength(1);
    expect(r.json[0]).toMatchObject({ user_id: u.id, user_name: u.name });
    const byId = await t.get(`users/get/id/${u.id}`);
    expect(byId.json).toHaveLength(1);
    expect(byId.json[0].user_id).toBe(u.id);
  });

  it('shows contact details to the owner but hides them from others unless allowed', async () => {
    const u = await signUp(t);
    const [self] = (await t.get(`users/get/user_id/${u.id}/login_user_id/${u.id}`, { token: u.token })).json;
    expect(self.user_email).toBe(u.email);
    expect(self.is_owner).toBe('1');
    const visitor = await t.get(`users/get/user_id/${u.id}/login_user_id/nologinuser`);
    expect(visitor.status).toBe(200);
    expect(visitor.json[0].user_email).toBe('');
    expect(visitor.json[0].is_owner).toBe('0');
  });

  it('treats a login_user_id that is not the session user as a visitor', async () => {
    const u = await signUp(t);
    const other = await signUp(t);
    const [r] = (await t.get(`users/get/user_id/${u.id}/login_user_id/${u.id}`, { token: other.token })).json;
    expect(r.is_owner).toBe('0');
    expect(r.user_email).toBe('');
  });

  it('answers 404 for an unknown user and 400 without an id', async () => {
    expect((await t.get('users/get/user_id/usr_doesnotexist')).status).toBe(404);
    expect((await t.get('users/get')).status).toBe(400);
  });
});

describe('POST appinfo/get_delete_history', () => {
  it('returns the whole app-info object from stored settings, for visitors too', async () => {
    const r = await t.post('appinfo/get_delete_history', { start_date: '', end_date: '', user_id: '' });
    expect(r.status).toBe(200);
    for (const k of ['version', 'app_setting', 'item_upload_config', 'user_info', 'delete_history', 'oneday', 'frontend_config_setting', 'currency_symbol', 'stripe_enabled']) expect(r.json).toHaveProperty(k);
    expect(r.json.user_info.user_status).toBe('nologinuser');
    expect(r.json.frontend_config_setting.default_language.language_code).toBe('en');
  });

  it('reports the caller status and reflects stored settings', async () => {
    const u = await signUp(t);
    await updateSettings(t.deps.db, 'app_setting', { max_img_upload_of_item: '8' });
    const r = await t.post('appinfo/get_delete_history', { user_id: u.id }, { token: u.token });
    expect(r.json.user_info.user_status).toBe('active');
    expect(r.json.app_setting.max_img_upload_of_item).toBe('8');
  });
});
