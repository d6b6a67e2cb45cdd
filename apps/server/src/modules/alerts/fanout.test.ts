/**
 * The fan-out of a new listing and of a price drop: who is told (matching accuracy of saved searches, make
 * subscribers), once per user however many of their alerts match, never the owner, a blocker, a deleted or banned
 * user or someone who turned these notifications off; e-mails with one-click unsubscribe headers; the daily
 * digest; and a chunk that runs twice or dies half-way writes nothing twice.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_STATUS } from '@wheeldeal/contract';
import { alertDigestEntries, conditions, itemTypes, notifications, outbox, savedSearches, subcategorySubscriptions, users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { isIdShape, newId } from '../../lib/ids.ts';
import { enqueue } from '../jobs/index.ts';
import { updateSettings } from '../settings/settings.service.ts';
import { createTestApp, drainJobs, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { createBlock, createFavourite, createLoggedInUser, entryForm, ITEM, makeCatalog, makeItem, makeLookup, makeModel, USER, type Catalog } from '../../../test/support/factories.ts';
import { ALERT_PARTS, alertsJobs, sendDigest, verifyToken } from './index.ts';

let t: TestApp;
let cat: Catalog;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  cat = await makeCatalog(t);
  owner = await createLoggedInUser(t);
});
afterAll(() => t.close());

const signIn = (overrides: Parameters<typeof createLoggedInUser>[1] = {}) => createLoggedInUser(t, overrides);
const subscribeMake = (u: TestUser) => t.post('subcat_subscribes/subcategory_subscribe', { user_id: u.id, sub_cat_id: cat.make.id }, { token: u.token });
const save = async (u: TestUser, filters: Record<string, string>, frequency = 'instant', name = 'My search') => {
  const r = await t.post('saved_searches/add', { user_id: u.id, name, frequency, filters }, { token: u.token });
  if (r.status !== 200) throw new Error(JSON.stringify(r.json));
  return r.json as { id: string };
};
/** Alerts (flag subscribe) about a listing: the owner's own notices (approval) are not alerts. */
const notisOf = (userId: string, itemId: string) =>
  t.deps.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.itemId, itemId), eq(notifications.flag, 'subscribe')));
const allNotis = (itemId: string) => t.deps.db.select().from(notifications).where(and(eq(notifications.itemId, itemId), eq(notifications.flag, 'subscribe')));
const mailsTo = (u: TestUser) => t.deps.db.select().from(outbox).where(eq(outbox.recipient, u.email));

/** A published listing, then its alerts as the items module starts them: the job, worked off here. */
async function publishItem(overrides: Parameters<typeof makeItem>[3] = {}) {
  const item = await makeItem(t, cat, owner.id, { title: 'Toyota Corolla Hybrid', price: '12000', vehicleYear: 2016, ...overrides });
  await t.deps.db.transaction((tx) => enqueue(tx, 'listing-alerts', { item_id: item.id }));
  await drainJobs(t);
  return item;
}

const partJob = alertsJobs.find((j) => j.name === 'listing-alerts-part')!;
const runParts = async (deps: Deps, itemId: string) => {
  for (let part = 0; part < ALERT_PARTS; part++) await partJob.handle(deps, { item_id: itemId, part, parts: ALERT_PARTS } as never, { id: `test-${part}`, name: partJob.name });
};

describe('a listing approved by a moderator', () => {
  it("tells the make's subscribers in their language, with the listing's data, once, by e-mail with one-click unsubscribe", async () => {
    const fan = await signIn({ language: 'de' });
    await subscribeMake(fan);
    const admin = await signIn(USER.admin);
    const item = await makeItem(t, cat, owner.id, { ...ITEM.pending, title: 'Toyota Corolla 2016', price: '12000' });
    const r = await t.post('admin/item_approve', { item_id: item.id }, { token: admin.token });
    expect(r.status).toBe(200);
    await drainJobs(t);

    const [noti, ...more] = await notisOf(fan.id, item.id);
    expect(more).toHaveLength(0);
    expect(isIdShape(noti!.id) && noti!.id.startsWith('ntf_') && noti!.id.length === 20).toBe(true);
    expect(noti).toMatchObject({ flag: 'subscribe', eventKey: `listing:${item.id}`, title: 'Neues Angebot: Toyota', isRead: false });
    expect(noti!.message).toContain('Toyota Corolla 2016');
    expect(noti!.data).toMatchObject({ item_id: item.id, item_name: 'Toyota Corolla 2016', item_price: '12000', source: 'make', currency: cat.currency.currencySymbol });
    // Nobody else is told about the owner's own listing, and the owner is not told either.
    expect(await notisOf(owner.id, item.id)).toHaveLength(0);

    const [mail, ...moreMail] = await mailsTo(fan);
    expect(moreMail).toHaveLength(0);
    expect(mail!.subject).toBe('Neues Angebot: Toyota');
    const header = /^List-Unsubscribe: <(http:\/\/wheeldeal\.test\/api\/alerts\/unsubscribe\/([^>]+))>, <mailto:[^>]+>$/m.exec(mail!.body);
    expect(header).not.toBeNull();
    expect(mail!.body).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(verifyToken(t.config, header![2]!)).toEqual({ kind: 'make', userId: fan.id, subCatId: cat.make.id });
    expect(mail!.body).toContain(`http://wheeldeal.test/item/toyota-corolla-2016?item_id=${item.id}`);

    // The link works: the subscription is gone.
    const off = await t.app.inject({ method: 'POST', url: new URL(header![1]!).pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(off.statusCode).toBe(200);
    expect(await t.deps.db.select().from(subcategorySubscriptions).where(eq(subcategorySubscriptions.userId, fan.id))).toHaveLength(0);

    // Disabled and enabled again: nobody hears of it twice.
    await t.post('admin/item_disable', { item_id: item.id }, { token: admin.token });
    await subscribeMake(fan);
    await t.post('admin/item_enable', { item_id: item.id }, { token: admin.token });
    await drainJobs(t);
    expect(await notisOf(fan.id, item.id)).toHaveLength(1);
  });

  it("carries the listing's condition in each recipient's language (the stored name where it has none)", async () => {
    const [cond] = await t.deps.db.insert(conditions).values({ id: newId('cnd'), name: 'Like new', translations: { de: 'Wie neu', ja: '新品同様' } }).returning();
    const de = await signIn({ language: 'de' });
    const ja = await signIn({ language: 'ja' });
    const fr = await signIn({ language: 'fr' });
    for (const u of [de, ja, fr]) await save(u, { searchterm: 'golf' });
    const item = await publishItem({ title: 'VW Golf like new', conditionOfItemId: cond!.id });
    expect((await notisOf(de.id, item.id))[0]!.data).toMatchObject({ item_id: item.id, condition: 'Wie neu', source: 'saved_search' });
    expect((await notisOf(ja.id, item.id))[0]!.data).toMatchObject({ condition: '新品同様' });
    expect((await notisOf(fr.id, item.id))[0]!.data).toMatchObject({ condition: 'Like new' });
  });

  it('a listing published without moderation starts its alerts from items/add', async () => {
    await updateSettings(t.deps.db, 'general', { item_approval: '0' });
    const fan = await signIn();
    await subscribeMake(fan);
    const r = await t.post('items/add', { ...entryForm(cat), title: 'Corolla straight to the site', user_id: owner.id }, { token: owner.token });
    expect(r.status).toBe(201);
    await drainJobs(t);
    const [noti] = await t.deps.db.select().from(notifications).where(and(eq(notifications.userId, fan.id), like(notifications.message, '%Corolla straight to the site%')));
    expect(noti).toMatchObject({ flag: 'subscribe', eventKey: `listing:${r.json.id}` });
    await updateSettings(t.deps.db, 'general', { item_approval: '1' });
  });
});

describe('matching saved searches', () => {
  it('hits and misses on make, model, price, year, words and radius', async () => {
    const otherModel = await makeModel(t, cat.make.id, { name: 'Camry' });
    const cases: { filters: Record<string, string>; hit: boolean }[] = [
      { filters: { sub_cat_id: cat.make.id }, hit: true },
      { filters: { cat_id: cat.category.id, model_id: cat.model.id }, hit: true },
      { filters: { model_id: otherModel.id }, hit: false },
      { filters: { min_price: '11000', max_price: '13000' }, hit: true },
      { filters: { max_price: '11999' }, hit: false },
      { filters: { min_price: '12000.01' }, hit: false },
      { filters: { min_year: '2016', max_year: '2016' }, hit: true },
      { filters: { min_year: '2017' }, hit: false },
      { filters: { searchterm: 'corolla hyb' }, hit: true },
      { filters: { searchterm: 'corolla diesel' }, hit: false },
      // Yangon (16.84, 96.17): 30 miles from 16.6, 96.0 covers it; Mandalay (21.97, 96.08) with 50 miles does not.
      { filters: { lat: '16.6', lng: '96.0', miles: '30' }, hit: true },
      { filters: { lat: '21.97', lng: '96.08', miles: '50' }, hit: false },
      { filters: { sub_cat_id: cat.make.id, max_price: '20000', min_year: '2010', searchterm: 'hybrid' }, hit: true },
      { filters: { sub_cat_id: cat.make.id, max_price: '20000', min_year: '2010', searchterm: 'petrol' }, hit: false },
    ];
    const people = [];
    for (const c of cases) {
      const u = await signIn();
      await save(u, c.filters);
      people.push({ ...c, u });
    }
    const item = await publishItem();
    for (const p of people) expect((await notisOf(p.u.id, item.id)).length, JSON.stringify(p.filters)).toBe(p.hit ? 1 : 0);
  });

  it('honours the mileage and "wanted" filters as items/search does', async () => {
    const wantedType = await makeLookup(t, itemTypes, 'Wanted');
    const cases: { filters: Record<string, string>; car: boolean; plea: boolean; unknownKm: boolean }[] = [
      { filters: { max_driven_km: '50000' }, car: true, plea: false, unknownKm: false },
      { filters: { min_driven_km: '40000', max_driven_km: '60000' }, car: true, plea: false, unknownKm: false },
      { filters: { min_driven_km: '50001' }, car: false, plea: true, unknownKm: false },
      { filters: { max_driven_km: '49999' }, car: false, plea: false, unknownKm: false },
      { filters: { wanted: '0' }, car: true, plea: false, unknownKm: true },
      { filters: { wanted: '1' }, car: false, plea: true, unknownKm: false },
      { filters: { wanted: '1', max_driven_km: '100000' }, car: false, plea: true, unknownKm: false },
      { filters: { searchterm: 'corolla', wanted: '0', min_driven_km: '10000' }, car: true, plea: false, unknownKm: false },
    ];
    const people = [];
    for (const c of cases) {
      const u = await signIn();
      const s = await save(u, c.filters);
      const [row] = await t.deps.db.select().from(savedSearches).where(eq(savedSearches.id, s.id));
      expect(row, JSON.stringify(c.filters)).toMatchObject({
        minDrivenKm: c.filters.min_driven_km ? Number(c.filters.min_driven_km) : null,
        maxDrivenKm: c.filters.max_driven_km ? Number(c.filters.max_driven_km) : null,
        wanted: c.filters.wanted === undefined ? null : c.filters.wanted === '1',
      });
      people.push({ ...c, u });
    }
    // A car at 50,000 km, a "wanted" post at 80,000 km, and a car without a stated mileage.
    const car = await publishItem({ drivenKm: 50_000 });
    const plea = await publishItem({ drivenKm: 80_000, itemTypeId: wantedType.id });
    const unknownKm = await publishItem({ drivenKm: null });
    for (const p of people) {
      const label = JSON.stringify(p.filters);
      expect((await notisOf(p.u.id, car.id)).length, `car ${label}`).toBe(p.car ? 1 : 0);
      expect((await notisOf(p.u.id, plea.id)).length, `wanted ${label}`).toBe(p.plea ? 1 : 0);
      expect((await notisOf(p.u.id, unknownKm.id)).length, `no mileage ${label}`).toBe(p.unknownKm ? 1 : 0);
      // The same filters on items/search list the same of the three.
      const found = await t.post('items/search', { ...p.filters, limit: '50' });
      const ids = new Set(found.status === 200 ? (found.json as { id: string }[]).map((i) => i.id) : []);
      expect([ids.has(car.id), ids.has(plea.id), ids.has(unknownKm.id)], `search ${label}`).toEqual([p.car, p.plea, p.unknownKm]);
    }
  });

  it('tells a user once when their make and two searches all match, counting the match on each search', async () => {
    const u = await signIn();
    await subscribeMake(u);
    const a = await save(u, { max_price: '50000' }, 'instant', 'A');
    const b = await save(u, { searchterm: 'corolla' }, 'daily', 'B');
    const item = await publishItem();
    const rows = await notisOf(u.id, item.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).toMatchObject({ source: 'make' });
    expect(await mailsTo(u)).toHaveLength(1);
    const counts = await t.deps.db.select({ id: savedSearches.id, n: savedSearches.matchCount }).from(savedSearches).where(eq(savedSearches.userId, u.id));
    expect(Object.fromEntries(counts.map((c) => [c.id, c.n]))).toEqual({ [a.id]: 1, [b.id]: 1 });
    // An instant alert went out: the daily one does not repeat it in the digest.
    expect(await t.deps.db.select().from(alertDigestEntries).where(eq(alertDigestEntries.userId, u.id))).toHaveLength(0);
  });

  it('leaves out the owner, users who blocked the owner, deleted and banned users, searches turned off and users who turned these notifications off', async () => {
    const blocker = await signIn();
    await createBlock(t.deps.db, { fromUserId: blocker.id, toUserId: owner.id });
    const deleted = await signIn();
    const banned = await signIn();
    const off = await signIn({ notificationPrefs: { subscribe: { inapp: false } } });
    const noMail = await signIn({ notificationPrefs: { subscribe: { email: false } } });
    const silent = await signIn({ notificationSetting: false });
    const paused = await signIn();
    const ok = await signIn();
    for (const u of [owner, blocker, deleted, banned, off, noMail, silent, ok]) await save(u, { searchterm: 'corolla' });
    const pausedSearch = await save(paused, { searchterm: 'corolla' });
    await t.post('saved_searches/update', { user_id: paused.id, id: pausedSearch.id, frequency: 'off' }, { token: paused.token });
    await t.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    await t.deps.db.update(users).set({ isBanned: true }).where(eq(users.id, banned.id));

    const item = await publishItem();
    const told = new Set((await allNotis(item.id)).map((n) => n.userId));
    for (const u of [owner, blocker, deleted, banned, off, paused]) expect(told.has(u.id)).toBe(false);
    for (const u of [noMail, silent, ok]) expect(told.has(u.id)).toBe(true);
    // E-mail follows its own switch and the global setting.
    expect(await mailsTo(ok)).toHaveLength(1);
    expect(await mailsTo(noMail)).toHaveLength(0);
    expect(await mailsTo(silent)).toHaveLength(0);
  });
});

describe('a chunk of the fan-out', () => {
  it('run twice, or killed half-way and run again, writes every notification and e-mail once', async () => {
    const people = [];
    for (let i = 0; i < 12; i++) {
      const u = await signIn();
      await save(u, { searchterm: 'corolla' });
      people.push(u);
    }
    const item = await makeItem(t, cat, owner.id, { title: 'Toyota Corolla Hybrid', price: '12000' });
    const emails = people.map((p) => p.email);
    const mailJobs = async () =>
      Number((await t.deps.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'mail' and data->>'to' in ${emails} and data->>'text' like ${`%${item.id}%`}`)).rows[0]!.n);

    // A worker that dies before its transaction commits: nothing of it remains.
    const dying: Deps = {
      ...t.deps,
      db: new Proxy(t.deps.db, {
        get: (target, p) =>
          p === 'transaction'
            ? (fn: (tx: unknown) => Promise<unknown>) =>
                target.transaction(async (tx) => {
                  await fn(tx);
                  throw new Error('killed');
                })
            : Reflect.get(target, p),
      }),
    };
    await expect(runParts(dying, item.id)).rejects.toThrow('killed');
    expect(await allNotis(item.id)).toHaveLength(0);
    expect(await mailJobs()).toBe(0);

    await runParts(t.deps, item.id);
    await runParts(t.deps, item.id);
    const mine = new Set(people.map((p) => p.id));
    const rows = (await allNotis(item.id)).filter((r) => mine.has(r.userId!));
    expect(rows.map((r) => r.userId).sort()).toEqual([...mine].sort());
    expect(await mailJobs()).toBe(12);
    const matchCounts = await t.deps.db.select({ n: savedSearches.matchCount }).from(savedSearches).where(sql`${savedSearches.userId} in ${people.map((p) => p.id)}`);
    expect(matchCounts.map((c) => c.n)).toEqual(Array(12).fill(1));
  });

  it('sends nothing for a listing unpublished before its alerts ran', async () => {
    const u = await signIn();
    await save(u, { searchterm: 'corolla' });
    const item = await makeItem(t, cat, owner.id, { title: 'Toyota Corolla Hybrid', ...ITEM.hidden });
    await runParts(t.deps, item.id);
    expect(await allNotis(item.id)).toHaveLength(0);
  });
});

describe('the daily digest', () => {
  it('collects daily matches and sends ONE e-mail per user grouped by search, once, then nothing more', async () => {
    const u = await signIn();
    const a = await save(u, { searchterm: 'corolla' }, 'daily', 'Corollas');
    const b = await save(u, { max_price: '13000' }, 'daily', 'Cheap');
    const first = await publishItem({ title: 'Toyota Corolla One' });
    const second = await publishItem({ title: 'Toyota Corolla Two', price: '50000' });
    // Daily: in the list at once, by e-mail only in the digest.
    expect(await notisOf(u.id, first.id)).toHaveLength(1);
    expect(await mailsTo(u)).toHaveLength(0);
    const entries = await t.deps.db.select().from(alertDigestEntries).where(eq(alertDigestEntries.userId, u.id));
    expect(entries.map((e) => `${e.savedSearchId}|${e.itemId}`).sort()).toEqual([`${a.id}|${first.id}`, `${a.id}|${second.id}`, `${b.id}|${first.id}`].sort());

    await Promise.all([sendDigest(t.deps, u.id), sendDigest(t.deps, u.id)]);
    await sendDigest(t.deps, u.id);
    await drainJobs(t);
    const mails = await mailsTo(u);
    expect(mails).toHaveLength(1);
    const body = mails[0]!.body;
    expect(mails[0]!.subject).toBe('New listings for your saved searches (3)');
    expect(body).toContain('Corollas (2)');
    expect(body).toContain('Cheap (1)');
    expect(body.indexOf('Cheap (1)')).toBeLessThan(body.indexOf('Corollas (2)'));
    expect(body).toContain('Toyota Corolla One');
    expect(body).toContain('Toyota Corolla Two');
    // Each search has its own unsubscribe link; two searches, so no single List-Unsubscribe header.
    for (const s of [a, b]) expect(body).toMatch(new RegExp(`/api/alerts/unsubscribe/s\\.${s.id}\\.[0-9a-f]{32}`));
    expect(body).not.toMatch(/^List-Unsubscribe:/m);
    expect(await t.deps.db.select().from(alertDigestEntries).where(eq(alertDigestEntries.userId, u.id))).toHaveLength(0);
  });
});

describe('a price drop', () => {
  it("tells the listing's favouriters once per new price, never on a rise, respecting blocks", async () => {
    await updateSettings(t.deps.db, 'general', { item_approval: '0' });
    const fan = await signIn();
    const blocker = await signIn();
    const item = await makeItem(t, cat, owner.id, { title: 'Toyota Corolla Drop', price: '12500', status: ITEM_STATUS.published });
    await createFavourite(t.deps.db, { userId: fan.id, itemId: item.id });
    await createFavourite(t.deps.db, { userId: blocker.id, itemId: item.id });
    await createBlock(t.deps.db, { fromUserId: blocker.id, toUserId: owner.id });
    const edit = (price: string) => t.post('items/add', { ...entryForm(cat), id: item.id, title: 'Toyota Corolla Drop', price, user_id: owner.id }, { token: owner.token });

    expect((await edit('11000')).status).toBe(200);
    await drainJobs(t);
    const [noti, ...more] = await notisOf(fan.id, item.id);
    expect(more).toHaveLength(0);
    expect(noti).toMatchObject({ flag: 'subscribe', eventKey: `price_drop:${item.id}:11000`, title: 'Price drop on a listing you saved' });
    expect(noti!.message).toContain('11000');
    expect(noti!.message).toContain('12500');
    expect(noti!.data).toMatchObject({ source: 'price_drop', item_price: '11000' });
    expect(await notisOf(blocker.id, item.id)).toHaveLength(0);

    // The same price again (a retried job, a second save) and a rise tell nobody anything new.
    await t.deps.db.transaction((tx) => enqueue(tx, 'price-drop', { item_id: item.id, old_price: '12500.00', new_price: '11000.00' }));
    await edit('11000');
    await edit('11500');
    await drainJobs(t);
    expect(await notisOf(fan.id, item.id)).toHaveLength(1);
    // A further drop is news.
    await edit('10000');
    await drainJobs(t);
    expect(await notisOf(fan.id, item.id)).toHaveLength(2);
    await updateSettings(t.deps.db, 'general', { item_approval: '1' });
  });

  it('waits while the edit is in the moderation queue, then speaks once the listing is published at that price', async () => {
    const fan = await signIn();
    const item = await makeItem(t, cat, owner.id, { title: 'Toyota Corolla Queue', price: '9000' });
    await createFavourite(t.deps.db, { userId: fan.id, itemId: item.id });
    const r = await t.post('items/add', { ...entryForm(cat), id: item.id, title: 'Toyota Corolla Queue', price: '8000', user_id: owner.id }, { token: owner.token });
    expect(r.status).toBe(200);
    await drainJobs(t);
    expect(await notisOf(fan.id, item.id)).toHaveLength(0);
    const waiting = await t.deps.db.execute(sql`select start_after > now() + interval '5 minutes' as later from pgboss.job where name = 'price-drop' and data->>'item_id' = ${item.id} and state = 'created'`);
    expect(waiting.rows).toEqual([{ later: true }]);

    const admin = await signIn(USER.admin);
    await t.post('admin/item_approve', { item_id: item.id }, { token: admin.token });
    await t.deps.db.execute(sql`update pgboss.job set start_after = now() where name = 'price-drop' and data->>'item_id' = ${item.id} and state = 'created'`);
    await drainJobs(t);
    expect(await notisOf(fan.id, item.id)).toEqual([expect.objectContaining({ eventKey: `price_drop:${item.id}:8000` })]);
  });
});
