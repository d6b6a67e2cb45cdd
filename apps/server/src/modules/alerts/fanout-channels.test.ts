/** The fan-out's other channels: pushes queued (once) for the devices of recipients whose push is on, and a live
 * `noti` frame only for recipients with an open connection. */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pushOutbox, pushTokens, userPresence } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { REALTIME_CHANNEL } from '../realtime/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/app.ts';
import { createLoggedInUser, makeCatalog, makeItem, type Catalog } from '../../../test/support/factories.ts';
import { ALERT_PARTS, alertsJobs } from './index.ts';

let t: TestApp;
let cat: Catalog;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  cat = await makeCatalog(t);
});
afterAll(() => t.close());

const partJob = alertsJobs.find((j) => j.name === 'listing-alerts-part')!;
const runParts = async (itemId: string) => {
  for (let part = 0; part < ALERT_PARTS; part++) await partJob.handle(t.deps, { item_id: itemId, part, parts: ALERT_PARTS } as never, { id: `p${part}`, name: partJob.name });
};
const subscriber = async (overrides: Parameters<typeof createLoggedInUser>[1] = {}) => {
  const u = await createLoggedInUser(t, overrides);
  await t.post('subcat_subscribes/subcategory_subscribe', { user_id: u.id, sub_cat_id: cat.make.id }, { token: u.token });
  return u;
};
const device = (userId: string) => t.deps.db.insert(pushTokens).values({ id: newId('psh'), userId, deviceToken: `https://push.example/${newId('d')}` });

it('queues a push per device of recipients whose push is on, in one batch with one push-send job, once', async () => {
  const owner = await createLoggedInUser(t);
  const two = await subscriber();
  const noPush = await subscriber({ notificationPrefs: { subscribe: { push: false } } });
  await device(two.id);
  await device(two.id);
  await device(noPush.id);
  const item = await makeItem(t, cat, owner.id, { title: 'Toyota Corolla Push' });
  await runParts(item.id);
  await runParts(item.id);

  const rows = await t.deps.db.select().from(pushOutbox).where(sql`${pushOutbox.batch} like ${`listing:${item.id}:%`}`);
  expect(rows).toHaveLength(2);
  const batch = rows[0]!.batch;
  expect(rows.every((r) => r.batch === batch)).toBe(true);
  const jobs = await t.deps.pool.query(`select data->>'batch' as batch from pgboss.job where name = 'push-send' and data->>'batch' like $1`, [`listing:${item.id}:%`]);
  expect(jobs.rows).toEqual([{ batch }]);
});

it('sends the live noti frame to recipients with an open connection only', async () => {
  const owner = await createLoggedInUser(t);
  const online = await subscriber();
  const offline = await subscriber();
  await t.deps.db.insert(userPresence).values({ userId: online.id, processId: 'test-process', connections: 1, heartbeatAt: t.clock.now() });
  const listener = new pg.Client({ connectionString: t.db.url });
  await listener.connect();
  const frames: { u: string[]; f: { t: string; noti?: { item_id: string; flag: string; source: string } } }[] = [];
  listener.on('notification', (n) => frames.push(JSON.parse(n.payload!)));
  await listener.query(`listen ${REALTIME_CHANNEL}`);
  try {
    const item = await makeItem(t, cat, owner.id, { title: 'Toyota Corolla Live' });
    await runParts(item.id);
    await new Promise((r) => setTimeout(r, 300));
    const mine = frames.filter((f) => f.f.t === 'noti' && f.f.noti?.item_id === item.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.u).toEqual([online.id]);
    expect(mine[0]!.f.noti).toMatchObject({ flag: 'subscribe', source: 'make' });
    expect(mine.some((f) => f.u.includes(offline.id))).toBe(false);
  } finally {
    await listener.end();
    await t.deps.db.delete(userPresence).where(eq(userPresence.userId, online.id));
  }
});
