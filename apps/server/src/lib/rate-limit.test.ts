/**
 * Rate limits through the real app: sign-in and reset calls, posting listings (per account and per address, per
 * hour and per day, set in the admin area), the contact form and reporting. Every 429 is the wire error with a
 * message saying when to try again and a Retry-After header counting the seconds to the end of the window; moving
 * the clock by that many seconds opens the next window.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Res, type TestApp, type TestUser } from '../../test/support/app.ts';
import { createItem, createLoggedInUser, createSession, createUser, entryForm, makeCatalog, USER, type Catalog } from '../../test/support/factories.ts';
import { contacts, itemReports, items } from '../db/schema.ts';
import { updateSettings } from '../modules/settings/index.ts';
import { addressKey, hitEach, LIMITS_MESSAGING, LIMITS_REPORTING, type Limit } from './rate-limit.ts';

let t: TestApp;
let cat: Catalog;
beforeAll(async () => {
  // Each test names its client addresses (X-Forwarded-For) so the address limits of one do not spill into another.
  t = await createTestApp({ TRUST_PROXY: 'true' });
  cat = await makeCatalog(t);
});
afterAll(() => t.close());

let ipSeq = 0;
const freshIp = () => `198.51.100.${++ipSeq}`;

/** A 429 in the wire dialect that says when to come back; answers the Retry-After seconds. */
function retryAfterOf(res: Res, message: RegExp): number {
  expect(res.status, JSON.stringify(res.json)).toBe(429);
  expect(res.json).toEqual({ status: 'error', message: expect.stringMatching(message) });
  const seconds = Number(res.headers['retry-after']);
  expect(Number.isInteger(seconds)).toBe(true);
  return seconds;
}

/** A complete new-listing form for the test catalogue. */
const entry = (title = 'Toyota Corolla 2015') => entryForm(cat, { title });

const post = (user: { token: string }, ip: string, title?: string) =>
  t.post('items/add', entry(title), { token: user.token, headers: { 'x-forwarded-for': ip } });
const itemsOf = async (userId: string) => (await t.deps.db.select({ n: count() }).from(items).where(eq(items.addedUserId, userId)))[0]!.n;

/** Sets the four posting limits (0 = off) for one test. */
const postingLimits = (acctHour: number, acctDay: number, ipHour: number, ipDay: number) =>
  updateSettings(t.deps.db, 'limits', {
    posts_per_account_hour: String(acctHour),
    posts_per_account_day: String(acctDay),
    posts_per_address_hour: String(ipHour),
    posts_per_address_day: String(ipDay),
  });

/** Moves the clock forward to 08:00 UTC of the next day, so a test that spans hours stays inside one day window. */
function morning() {
  const next = new Date(t.clock.now().getTime() + 86_400_000);
  next.setUTCHours(8, 0, 0, 0);
  t.clock.set(next);
}

/** A new session for a user after the clock moved (sessions expire after a day idle). */
const again = async <U extends TestUser>(user: U): Promise<U> => ({ ...user, token: await createSession(t.deps.db, user.id, t.clock.now()) });

describe('sign-in limits', () => {
  it('slow password guessing on one account from one address, with Retry-After (decision 010)', async () => {
    const { userEmail } = await createUser(t.deps.db);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.post('users/login', { user_email: userEmail, user_password: `guess-${i}-wrong` })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const held = await t.post('users/login', { user_email: userEmail, user_password: 'guess-held-wrong' });
    expect(held.headers['retry-after']).toBe('2');
    t.clock.advance(2_000);
    expect((await t.post('users/login', { user_email: userEmail, user_password: 'guess-again-wrong' })).status).toBe(400);
  });

  it('limit password reset e-mails per account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await t.post('users/reset', { user_email: 'limit@example.com' }, { headers: { 'x-forwarded-for': freshIp() } })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});

describe('POST items/add (posting limits)', () => {
  it('refuses the new listing over the hourly budget of an account with 429 and Retry-After, until the hour ends', async () => {
    await postingLimits(3, 0, 0, 0);
    const seller = await createLoggedInUser(t);
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await post(seller, ip)).status).toBe(201);
    const seconds = retryAfterOf(
      await post(seller, ip, 'One too many'),
      /^You have posted the most new listings allowed for now\. You can post again in \d+ \w+\.$/,
    );
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect(await itemsOf(seller.id)).toBe(3);
    t.clock.advance((seconds - 1) * 1000);
    expect((await post(seller, ip)).status).toBe(429);
    t.clock.advance(1000);
    expect((await post(seller, ip)).status).toBe(201);
  });

  it('counts the daily budget of an account across hours', async () => {
    await postingLimits(0, 2, 0, 0);
    morning();
    let seller = await createLoggedInUser(t);
    expect((await post(seller, freshIp())).status).toBe(201);
    t.clock.advance(3600_000);
    expect((await post(seller, freshIp())).status).toBe(201);
    const seconds = retryAfterOf(await post(seller, freshIp()), /You can post again in \d+ \w+\./);
    expect(seconds).toBeLessThanOrEqual(86_400);
    t.clock.advance(seconds * 1000);
    seller = await again(seller);
    expect((await post(seller, freshIp())).status).toBe(201);
    expect(await itemsOf(seller.id)).toBe(3);
  });

  it('limits an address per hour and per day whoever posts from it, independently of the accounts', async () => {
    await postingLimits(2, 0, 3, 5);
    morning();
    const office = freshIp();
    const [a, b, c] = [await createLoggedInUser(t), await createLoggedInUser(t), await createLoggedInUser(t)];
    expect((await post(a, office)).status).toBe(201);
    expect((await post(a, office)).status).toBe(201);
    // a's account budget is spent wherever a posts from …
    expect((await post(a, freshIp())).status).toBe(429);
    // … while the office still has room for another account, until its own budget is spent.
    expect((await post(b, office)).status).toBe(201);
    const seconds = retryAfterOf(await post(c, office), /You can post again/);
    // c is not blocked elsewhere: the address limit is the office's, not c's.
    expect((await post(c, freshIp())).status).toBe(201);

    t.clock.advance(seconds * 1000);
    const [b2, c2] = [await again(b), await again(c)];
    expect((await post(b2, office)).status).toBe(201);
    expect((await post(c2, office)).status).toBe(201);
    // 5 from the office today: the next hour is open, the day is not.
    t.clock.advance(3600_000);
    const daily = retryAfterOf(await post(await again(a), office), /You can post again/);
    expect(daily).toBeGreaterThan(0);
    expect(daily).toBeLessThanOrEqual(86_400);
  });

  it('counts an IPv6 /64 as one address, so new addresses from the same subscriber do not walk around it', async () => {
    await postingLimits(0, 0, 2, 0);
    const seller = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    expect((await post(seller, '2001:db8:77:1::a')).status).toBe(201);
    expect((await post(seller, '2001:db8:77:1:ffff::b')).status).toBe(201);
    expect((await post(other, '2001:db8:77:1::c')).status).toBe(429);
    expect((await post(other, '2001:db8:77:2::c')).status).toBe(201);
  });

  it('does not count edits of a listing', async () => {
    await postingLimits(1, 1, 0, 0);
    const seller = await createLoggedInUser(t);
    const created = await post(seller, freshIp());
    expect(created.status).toBe(201);
    for (const price of ['12000', '11500', '11000']) {
      const r = await t.post('items/add', { ...entry(), id: created.json.id, price }, { token: seller.token });
      expect(r.status).toBe(200);
    }
  });

  it('takes its limits from the admin settings, changed without a restart', async () => {
    await postingLimits(1, 0, 0, 0);
    const admin = await createLoggedInUser(t, USER.admin);
    const seller = await createLoggedInUser(t);
    expect((await post(seller, freshIp())).status).toBe(201);
    expect((await post(seller, freshIp())).status).toBe(429);

    const raised = await t.post('admin/settings_update', { group: 'limits', values: { posts_per_account_hour: '3' } }, { token: admin.token });
    expect(raised).toMatchObject({ status: 200, json: { posts_per_account_hour: '3' } });
    const settings = await t.post('admin/settings_get', {}, { token: admin.token });
    expect(settings.json.limits).toMatchObject({ posts_per_account_hour: '3', posts_per_account_day: '0' });
    // The refused attempt counted too: 1 posted + 1 refused + 1 more = 3.
    expect((await post(seller, freshIp())).status).toBe(201);
    expect((await post(seller, freshIp())).status).toBe(429);

    for (const bad of ['-1', '1.5', 'ten', '100001']) {
      const r = await t.post('admin/settings_update', { group: 'limits', values: { posts_per_account_day: bad } }, { token: admin.token });
      expect(r.status, bad).toBe(400);
    }
    // Turned off by an admin: 0 is no limit.
    await t.post('admin/settings_update', { group: 'limits', values: { posts_per_account_hour: '0' } }, { token: admin.token });
    expect((await post(seller, freshIp())).status).toBe(201);
  });

  it('answers the 429 in the caller’s language', async () => {
    await postingLimits(1, 0, 0, 0);
    const seller = await createLoggedInUser(t);
    await post(seller, freshIp());
    const r = await t.post('items/add', entry(), { token: seller.token, lang: 'de' });
    retryAfterOf(r, /^Sie haben die derzeit erlaubte Anzahl neuer Anzeigen erreicht\. Sie können in \d+ \S+ wieder inserieren\.$/);
  });
});

describe('POST contacts/add (messaging limits)', () => {
  const message = { contact_name: 'Maya', contact_email: 'maya@example.com', contact_message: 'Can I list a boat?', contact_phone: '+95 9 123 456' };

  it(`takes ${LIMITS_MESSAGING.contactPerIp.max} messages per address per hour`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS_MESSAGING.contactPerIp.max; i++)
      expect((await t.post('contacts/add', message, { headers: { 'x-forwarded-for': ip } })).status).toBe(200);
    const seconds = retryAfterOf(
      await t.post('contacts/add', message, { headers: { 'x-forwarded-for': ip } }),
      /^You have sent too many messages\. Please try again in \d+ \w+\.$/,
    );
    t.clock.advance(seconds * 1000);
    expect((await t.post('contacts/add', message, { headers: { 'x-forwarded-for': ip } })).status).toBe(200);
  });

  it(`takes ${LIMITS_MESSAGING.contactPerAccount.max} messages per signed-in account per day, from any address`, async () => {
    const sender = await createLoggedInUser(t);
    const send = () => t.post('contacts/add', { ...message, contact_name: sender.name }, { token: sender.token, headers: { 'x-forwarded-for': freshIp() } });
    for (let i = 0; i < LIMITS_MESSAGING.contactPerAccount.max; i++) expect((await send()).status).toBe(200);
    const seconds = retryAfterOf(await send(), /Please try again in \d+ \w+\./);
    expect(seconds).toBeLessThanOrEqual(86_400);
    expect((await t.deps.db.select({ n: count() }).from(contacts).where(eq(contacts.userId, sender.id)))[0]!.n).toBe(LIMITS_MESSAGING.contactPerAccount.max);
  });
});

describe('POST itemreports/add (reporting limits)', () => {
  it(`takes ${LIMITS_REPORTING.reportsPerAccount.max} reports per account per day`, async () => {
    const seller = await createUser(t.deps.db);
    let reporter = await createLoggedInUser(t);
    const max = LIMITS_REPORTING.reportsPerAccount.max;
    const listings = [];
    for (let i = 0; i <= max + 1; i++) listings.push(await createItem(t.deps.db, cat, seller.id));
    const report = (who: TestUser, itemId: string) =>
      t.post('itemreports/add', { item_id: itemId, reported_user_id: who.id, reason: 'Looks like a scam.' }, { token: who.token });
    for (let i = 0; i < max; i++) expect((await report(reporter, listings[i]!.id)).status).toBe(201);
    const seconds = retryAfterOf(
      await report(reporter, listings[max]!.id),
      /^You have sent the most reports allowed for today\. You can report again in \d+ \w+\.$/,
    );
    expect((await t.deps.db.select({ n: count() }).from(itemReports).where(eq(itemReports.reportedUserId, reporter.id)))[0]!.n).toBe(max);
    t.clock.advance(seconds * 1000);
    reporter = await again(reporter);
    expect((await report(reporter, listings[max + 1]!.id)).status).toBe(201);
  });
});

describe('hitEach', () => {
  it('counts every window in one statement and refuses with the first spent one, as hit one after another would', async () => {
    const key = `hit-each-${Date.now()}`;
    const minute: Limit = { bucket: 'test-each-minute', max: 2, windowSeconds: 60 };
    const day: Limit = { bucket: 'test-each-day', max: 3, windowSeconds: 86_400, message: 'limits.messaging' };
    const counts = async () =>
      Object.fromEntries(
        (
          await t.deps.pool.query<{ bucket: string; n: number }>(`select bucket, sum(count)::int as n from rate_limit_hits where key = $1 group by bucket`, [key])
        ).rows.map((r) => [r.bucket, r.n]),
      );
    await hitEach(t.deps, [minute, day], key);
    await hitEach(t.deps, [minute, day], key);
    expect(await counts()).toEqual({ 'test-each-minute': 2, 'test-each-day': 2 });
    // The minute's budget is spent: 429 with the seconds left of that minute; the attempt is counted in both.
    const now = t.clock.now().getTime();
    await expect(hitEach(t.deps, [minute, day], key)).rejects.toMatchObject({
      httpStatus: 429,
      retryAfterSeconds: Math.max(1, Math.ceil((60_000 - (now % 60_000)) / 1000)),
    });
    // The next minute: the day's budget (3) is spent now, and it answers with its own message.
    t.clock.advance(60_000);
    await expect(hitEach(t.deps, [minute, day], key)).rejects.toMatchObject({ httpStatus: 429, key: 'limits.messaging' });
    expect(await counts()).toEqual({ 'test-each-minute': 4, 'test-each-day': 4 });
    // A limit set to 0 is off and not counted.
    await expect(hitEach(t.deps, [{ ...minute, max: 0 }], key)).resolves.toBeUndefined();
    expect((await counts())['test-each-minute']).toBe(4);
  });
});

describe('addressKey', () => {
  it('keys IPv4 as is, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:0::/64');
    expect(addressKey('2001:DB8:85a3:0000:ffff::1')).toBe('2001:db8:85a3:0::/64');
    expect(addressKey('2001:db8:85a3:1::1')).not.toBe(addressKey('2001:db8:85a3:2::1'));
    expect(addressKey('2001:DB8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('RATE_LIMIT_ENABLED=false', () => {
  it('turns every limit off', async () => {
    const open = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
    try {
      const openCat = await makeCatalog(open);
      await updateSettings(open.deps.db, 'limits', { posts_per_account_hour: '1', posts_per_address_hour: '1' });
      const seller = await createLoggedInUser(open);
      const body = entryForm(openCat);
      for (let i = 0; i < 3; i++) expect((await open.post('items/add', body, { token: seller.token })).status).toBe(201);
      const message = { contact_name: 'Maya', contact_email: 'maya@example.com', contact_message: 'Hello', contact_phone: '+95 9 123 456' };
      for (let i = 0; i <= LIMITS_MESSAGING.contactPerIp.max; i++) expect((await open.post('contacts/add', message)).status).toBe(200);
    } finally {
      await open.close();
    }
  });
});
