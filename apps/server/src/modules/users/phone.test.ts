/**
 * Phone sign-in and number changes through the real app and database: codes read from the local outbox (the
 * messaging adapter's default), every rule of issue 14 held — wrong, expired, locked and replayed codes, malformed
 * and foreign numbers, both body namings, and the rate limits per number and per address.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, phoneCodes, users } from '../../db/schema.ts';
import { deleteSpentPhoneCodes } from './phone.repository.ts';
import { createTestApp, drainJobs, lastCode, lastMail, signUp, type TestApp } from '../../../test/support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
});
afterAll(() => t.close());

const NAME = 'Amara Okafor';
const requestCode = (phone: string, extra: Record<string, string> = {}) => t.post('users/request_phone_code', { user_name: NAME, user_phone: phone, ...extra });
const verify = (phone: string, otp: string, extra: Record<string, string> = {}) => t.post('users/verify_phone_code', { user_name: NAME, user_phone: phone, otp, ...extra });
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

/** Asks for a code and answers it as the outbox shows it. */
async function codeFor(phone: string, e164 = phone): Promise<string> {
  const r = await requestCode(phone);
  expect(r.status).toBe(200);
  return lastCode(t, e164);
}

/** Signs in by phone; a success's `json` is the User of the answer's `data`. */
async function signInByPhone(phone: string, name = NAME, e164 = phone) {
  const code = await codeFor(phone, e164);
  const r = await t.post('users/verify_phone_code', { user_name: name, user_phone: phone, otp: code });
  return r.status === 200 ? { ...r, json: r.json.data } : r;
}

describe('POST users/request_phone_code', () => {
  it('sends a six-digit code through the local outbox (WhatsApp channel) and keeps only its hash', async () => {
    const r = await requestCode('+14155550101');
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ status: 'success', message: 'The verification code has been sent.' });
    const message = await lastMail(t, '+14155550101');
    expect(message).toMatchObject({ channel: 'whatsapp', template: 'phone_sign_in', status: 'local' });
    const code = message!.body.match(/\b(\d{6})\b/)![1]!;
    const [row] = await t.deps.db.select().from(phoneCodes).where(eq(phoneCodes.phone, '+14155550101'));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60_000);
  });

  it('refuses malformed numbers and a single name with a clear message, storing and sending nothing', async () => {
    const before = (await t.deps.db.select().from(phoneCodes)).length;
    const cases: [Record<string, string>, string][] = [
      [{ user_phone: '' }, 'The phone number is required.'],
      [{ user_phone: '12345' }, 'Enter the WhatsApp number as exactly 10 digits, or in international format with + and the country code.'],
      [{ user_phone: '5551234567' }, 'Enter the WhatsApp number as exactly 10 digits, or in international format with + and the country code.'],
      [{ user_phone: '+1 555 123 4567' }, 'Enter the WhatsApp number as exactly 10 digits, or in international format with + and the country code.'],
      [{ user_phone: 'call me maybe' }, 'Enter the WhatsApp number as exactly 10 digits, or in international format with + and the country code.'],
      [{ user_phone: '+44 7911 123456', user_name: 'Madonna' }, 'Please enter your first and last name, separated by a space.'],
    ];
    for (const [body, message] of cases) {
      const r = await t.post('users/request_phone_code', { user_name: NAME, ...body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json).toEqual({ status: 'error', message });
    }
    expect(await t.deps.db.select().from(phoneCodes)).toHaveLength(before);
    expect(await drainJobs(t)).toBe(0);
  });

  it('answers in the caller\'s language', async () => {
    const r = await t.post('users/request_phone_code', { user_name: NAME, user_phone: '12' }, { lang: 'ar' });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('أدخل رقم واتساب من 10 أرقام بالضبط، أو بالصيغة الدولية مع + ورمز البلد.');
  });
});

describe('POST users/verify_phone_code', () => {
  it('creates the account on the first sign-in: first and last name, the number in E.164, verified, with a session', async () => {
    const code = await codeFor('(415) 555-0102', '+14155550102');
    const r = await verify('(415) 555-0102', code, { user_name: '  Amara   Okafor ' });
    expect(r.status).toBe(200);
    // The spec's clients read a verify call's answer as data, message and status.
    expect(r.json).toMatchObject({ status: 'success', message: 'Login Success.' });
    expect(r.json.data).toMatchObject({ user_name: 'Amara Okafor', user_phone: '+14155550102', phone_id: '+14155550102', phone_verify: '1', status: '1', user_email: '' });
    expect(r.token).toBeTruthy();
    expect(String(r.headers['set-cookie'])).toMatch(/wd_session=.*HttpOnly/i);
    const me = await t.post('users/unread_count', { user_id: r.json.data.user_id, device_token: '' }, { token: r.token });
    expect(me.status).toBe(200);
  });

  it('signs in to the same account next time, without renaming it', async () => {
    const first = await signInByPhone('+447911123456');
    expect(first.json.user_phone).toBe('+447911123456');
    const again = await signInByPhone('+44 7911 123456', 'Someone Else', '+447911123456');
    expect(again.status).toBe(200);
    expect(again.json.user_id).toBe(first.json.user_id);
    expect(again.json.user_name).toBe(NAME);
    expect(await t.deps.db.select().from(users).where(eq(users.phoneId, '+447911123456'))).toHaveLength(1);
  });

  it('accepts the camelCase naming of the spec (userName, userPhone, mobileNumber, deviceToken, platformName)', async () => {
    const ask = await t.post('users/request_phone_code', { userName: 'Kenji Watanabe', mobileNumber: '+81 90 1234 5678', deviceToken: 'dev-1', platformName: 'android' });
    expect(ask.status).toBe(200);
    const code = await lastCode(t, '+819012345678');
    const r = await t.post('users/verify_phone_code', { userName: 'Kenji Watanabe', userPhone: '+819012345678', mobileNumber: '+819012345678', otp: code, deviceToken: 'dev-1', platformName: 'android' });
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({ user_name: 'Kenji Watanabe', user_phone: '+819012345678' });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, r.json.data.user_id));
    expect(row).toMatchObject({ deviceToken: 'dev-1', platformName: 'android' });
  });

  it('refuses a wrong code with "Your verification code is not correct." and still takes the right one', async () => {
    const code = await codeFor('+14155550103');
    const wrong = await verify('+14155550103', wrongOf(code));
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ status: 'error', message: 'Your verification code is not correct.' });
    expect(wrong.token).toBeUndefined();
    expect((await verify('+14155550103', code)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const code = await codeFor('+14155550104');
    t.clock.advance(10 * 60_000 + 1000);
    const r = await verify('+14155550104', code);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('Your verification code has expired. Please ask for a new one.');
    expect(await t.deps.db.select().from(users).where(eq(users.phoneId, '+14155550104'))).toHaveLength(0);
  });

  it('locks a code after five wrong tries, even against the right code', async () => {
    const code = await codeFor('+14155550105');
    for (let i = 0; i < 5; i++) expect((await verify('+14155550105', wrongOf(code))).json.message).toBe('Your verification code is not correct.');
    const r = await verify('+14155550105', code);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('Too many wrong codes. Please ask for a new one.');
    // A new code starts over.
    expect((await verify('+14155550105', await codeFor('+14155550105'))).status).toBe(200);
  });

  it('refuses a replayed code, and an older code once a newer one was sent', async () => {
    const code = await codeFor('+14155550106');
    expect((await verify('+14155550106', code)).status).toBe(200);
    const replay = await verify('+14155550106', code);
    expect(replay.status).toBe(400);
    expect(replay.json.message).toBe('Your verification code is not correct.');
    expect(replay.token).toBeUndefined();
    const older = await codeFor('+14155550106');
    t.clock.advance(31_000);
    const newer = await codeFor('+14155550106');
    if (older !== newer) expect((await verify('+14155550106', older)).status).toBe(400);
    expect((await verify('+14155550106', newer)).status).toBe(200);
  });

  it("does not accept one number's code for another number", async () => {
    const code = await codeFor('+14155550107');
    await codeFor('+14155550108');
    const r = await verify('+14155550108', code === (await lastCode(t, '+14155550108')) ? wrongOf(code) : code);
    expect(r.status).toBe(400);
  });

  it('refuses a banned account, and asks for the name only of a new account', async () => {
    const signedIn = await signInByPhone('+14155550109');
    await t.deps.db.update(users).set({ isBanned: true }).where(eq(users.id, signedIn.json.user_id));
    const r = await signInByPhone('+14155550109');
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('Sorry, you cannot login because your account is banned.');
    expect(r.token).toBeUndefined();
    const code = await codeFor('+14155550110');
    const noName = await verify('+14155550110', code, { user_name: '' });
    expect(noName.json.message).toBe('Please enter your first and last name, separated by a space.');
    // The missing name did not use the code up.
    expect((await verify('+14155550110', code)).status).toBe(200);
  });
});

describe('POST users/phone_register', () => {
  it('is verify_phone_code under the original name: the otp is required and a client phone_id is not trusted', async () => {
    const noOtp = await t.post('users/phone_register', { phone_id: 'firebase-uid', user_name: NAME, user_phone: '+14155550111' });
    expect(noOtp.status).toBe(400);
    expect(noOtp.json.message).toContain('otp');
    const code = await codeFor('+14155550111');
    const r = await t.post('users/phone_register', { phone_id: 'firebase-uid', user_name: NAME, user_phone: '+14155550111', mobile_number: '+14155550111', otp: code });
    expect(r.status).toBe(200);
    expect(r.json.phone_id).toBe('+14155550111');
  });
});

describe('changing the phone number of a profile', () => {
  it('stores the new number only once the code sent to it is entered', async () => {
    const u = await signUp(t);
    const profile = await t.post('users/profile_update', { user_id: u.id, user_name: u.name, user_email: u.email, user_phone: '+14155550120' }, { token: u.token });
    expect(profile.status).toBe(200);
    expect((await t.deps.db.select().from(users).where(eq(users.id, u.id)))[0]!.userPhone).toBe('');

    const send = await t.post('users/send_mobileverifcation_code', { user_id: u.id, user_phone: '415 555 0120' }, { token: u.token });
    expect(send.status).toBe(200);
    const message = await lastMail(t, '+14155550120');
    expect(message?.template).toBe('phone_change');
    const code = await lastCode(t, '+14155550120');
    const wrong = await t.post('users/verify_mobileverifcation_code', { user_id: u.id, otp: wrongOf(code) }, { token: u.token });
    expect(wrong.json.message).toBe('Your verification code is not correct.');
    expect((await t.deps.db.select().from(users).where(eq(users.id, u.id)))[0]!.userPhone).toBe('');

    const ok = await t.post('users/verify_mobileverifcation_code', { userId: u.id, mobileNumber: '+14155550120', otp: code }, { token: u.token });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ status: 'success', message: 'Profile has been updated.' });
    expect(ok.json.data).toMatchObject({ user_id: u.id, user_phone: '+14155550120', phone_verify: '1' });
    // The verified number now signs in to this account.
    const byPhone = await signInByPhone('+14155550120');
    expect(byPhone.json.user_id).toBe(u.id);
    expect(byPhone.json.user_email).toBe(u.email);
  });

  it("refuses someone else's verified number (409) and another user's profile (403)", async () => {
    const owner = await signInByPhone('+14155550121');
    const other = await signUp(t);
    const taken = await t.post('users/send_mobileverifcation_code', { user_id: other.id, user_phone: '+14155550121' }, { token: other.token });
    expect(taken.status).toBe(409);
    expect(taken.json).toEqual({ status: 'error', message: 'Phone is already existed in the system.' });
    const forged = await t.post('users/send_mobileverifcation_code', { user_id: owner.json.user_id, user_phone: '+14155550122' }, { token: other.token });
    expect(forged.status).toBe(403);
    const visitor = await t.post('users/verify_mobileverifcation_code', { user_id: owner.json.user_id, otp: '123456' });
    expect(visitor.status).toBe(401);
    expect(await t.deps.db.select().from(phoneCodes).where(eq(phoneCodes.phone, '+14155550122'))).toHaveLength(0);
  });

  it('refuses a code when the body names another number than the one it was sent to', async () => {
    const u = await signUp(t);
    await t.post('users/send_mobileverifcation_code', { user_id: u.id, user_phone: '+14155550123' }, { token: u.token });
    const code = await lastCode(t, '+14155550123');
    const r = await t.post('users/verify_mobileverifcation_code', { user_id: u.id, user_phone: '+14155550124', otp: code }, { token: u.token });
    expect(r.status).toBe(400);
    expect((await t.deps.db.select().from(users).where(eq(users.id, u.id)))[0]!.userPhone).toBe('');
  });

  it('lets the first of two accounts verifying one number win; the second is told the number exists', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await t.post('users/send_mobileverifcation_code', { user_id: a.id, user_phone: '+14155550125' }, { token: a.token });
    const codeA = await lastCode(t, '+14155550125');
    t.clock.advance(31_000);
    await t.post('users/send_mobileverifcation_code', { user_id: b.id, user_phone: '+14155550125' }, { token: b.token });
    const codeB = await lastCode(t, '+14155550125');
    expect((await t.post('users/verify_mobileverifcation_code', { user_id: a.id, otp: codeA }, { token: a.token })).status).toBe(200);
    const late = await t.post('users/verify_mobileverifcation_code', { user_id: b.id, otp: codeB }, { token: b.token });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('Phone is already existed in the system.');
  });
});

describe('the admin area', () => {
  it("lists the phone codes' messages in the outbox under the WhatsApp channel, for admins only", async () => {
    await codeFor('+14155550160');
    const admin = await signUp(t, { role: 1 });
    const r = await t.post('admin/outbox/limit/5', { channel: 'whatsapp', recipient: '+14155550160' }, { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.json).toHaveLength(1);
    expect(r.json[0]).toMatchObject({ channel: 'whatsapp', recipient: '+14155550160', template: 'phone_sign_in', status: 'local' });
    expect(r.json[0].body).toMatch(/Your Wheeldeal verification code is \d{6}\./);
    const user = await signUp(t);
    expect((await t.post('admin/outbox/limit/5', { channel: 'whatsapp' }, { token: user.token })).status).toBe(403);
  });
});

describe('housekeeping', () => {
  it('deletes used and expired phone codes, and keeps live ones', async () => {
    const used = await codeFor('+14155550150');
    expect((await verify('+14155550150', used)).status).toBe(200);
    await codeFor('+14155550151');
    const gone = await deleteSpentPhoneCodes(t.deps.db, t.clock.now());
    expect(gone).toBeGreaterThan(0);
    expect(await t.deps.db.select().from(phoneCodes).where(eq(phoneCodes.phone, '+14155550150'))).toHaveLength(0);
    expect(await t.deps.db.select().from(phoneCodes).where(eq(phoneCodes.phone, '+14155550151'))).toHaveLength(1);
    expect(await deleteSpentPhoneCodes(t.deps.db, new Date(t.clock.now().getTime() + 11 * 60_000))).toBeGreaterThan(0);
    expect(await t.deps.db.select().from(phoneCodes).where(eq(phoneCodes.phone, '+14155550151'))).toHaveLength(0);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp();
    // The limits count in fixed windows (one hour, 30 s): starting one second into an hour keeps every step of a
    // test inside the windows it means, wherever the wall clock stands when the suite runs.
    const hour = new Date(limited.clock.now().getTime() + 60 * 60_000);
    hour.setUTCMinutes(0, 1, 0);
    limited.clock.set(hour);
  });
  afterAll(() => limited.close());

  const ask = (phone: string, ip = '203.0.113.7') => limited.post('users/request_phone_code', { user_name: NAME, user_phone: phone }, { headers: { 'x-forwarded-for': ip } });

  it('spaces codes to one number 30 s apart and allows five an hour', async () => {
    expect((await ask('+14155550130')).status).toBe(200);
    const soon = await ask('+14155550130');
    expect(soon.status).toBe(429);
    expect(soon.headers['retry-after']).toBeDefined();
    for (let i = 0; i < 4; i++) {
      limited.clock.advance(31_000);
      expect((await ask('+14155550130')).status).toBe(200);
    }
    limited.clock.advance(31_000);
    expect((await ask('+14155550130')).status).toBe(429);
    const sent = await limited.deps.db.select().from(phoneCodes).where(eq(phoneCodes.phone, '+14155550130'));
    expect(sent).toHaveLength(5);
  });

  it('allows twenty codes an hour from one address', async () => {
    limited.clock.advance(60 * 60_000);
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await ask(`+1415555${String(200 + i).padStart(4, '0')}`)).status;
    expect(last).toBe(429);
  });

  it('stops guessing a number\'s code after ten tries in fifteen minutes', async () => {
    limited.clock.advance(60 * 60_000);
    await ask('+14155550140', '198.51.100.1');
    const code = await lastCode(limited, '+14155550140');
    const guess = () => limited.post('users/verify_phone_code', { user_name: NAME, user_phone: '+14155550140', otp: wrongOf(code) });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await guess()).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const rows = await limited.deps.db.select().from(outbox).where(and(eq(outbox.recipient, '+14155550140'), eq(outbox.channel, 'whatsapp')));
    expect(rows).toHaveLength(1);
  });
});
