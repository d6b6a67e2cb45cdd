/**
 * A worker process killed in the middle of a fan-out chunk (its transaction open, blocked on a row the test
 * holds): nothing of it stays, the queue hands the chunk to another worker process (`npm run worker`), which
 * writes every recipient's notification and e-mail once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { notifications } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { enqueue } from '../jobs/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/app.ts';
import { createLoggedInUser, makeCatalog, makeItem } from '../../../test/support/factories.ts';

let t: TestApp;
const children: ChildProcess[] = [];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
});
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});
afterAll(() => t.close());

function worker(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: t.db.url, JOBS_POLL_SECONDS: '0.5' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('a chunk whose worker is killed mid-transaction runs again elsewhere; every recipient is told once', { timeout: 150_000 }, async () => {
  const cat = await makeCatalog(t);
  const owner = await createLoggedInUser(t);
  const fans = [];
  for (let i = 0; i < 5; i++) {
    const u = await createLoggedInUser(t);
    const r = await t.post('saved_searches/add', { user_id: u.id, name: 'Corollas', filters: { searchterm: 'corolla' } }, { token: u.token });
    expect(r.status).toBe(200);
    fans.push(u);
  }
  const item = await makeItem(t, cat, owner.id, { title: 'Toyota Corolla Crash' });
  const eventKey = `listing:${item.id}`;

  // The test holds the first fan's notification row (uncommitted): the chunk's insert waits on it.
  const holder = await t.deps.pool.connect();
  await holder.query('begin');
  await holder.query(`insert into notifications (id, user_id, flag, title, event_key) values ($1, $2, 'subscribe', 'held', $3)`, [newId('ntf'), fans[0]!.id, eventKey]);
  await t.deps.db.transaction((tx) => enqueue(tx, 'listing-alerts-part', { item_id: item.id, part: 0, parts: 1 }, { expireInSeconds: 3, retryDelaySeconds: 0 }));

  const first = worker();
  await until(async () => {
    // (The statement's text is longer than pg_stat_activity keeps; nothing else here waits on a lock.)
    const { rows } = await t.deps.pool.query(`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    return rows.length > 0;
  }, 'the chunk to block mid-transaction');
  first.kill('SIGKILL');
  await new Promise((r) => first.once('exit', r));
  await holder.query('rollback');
  holder.release();

  worker();
  const rowsOf = () => t.deps.db.select().from(notifications).where(and(eq(notifications.eventKey, eventKey), eq(notifications.flag, 'subscribe')));
  await until(async () => (await rowsOf()).length >= fans.length, 'the chunk to run again');
  await new Promise((r) => setTimeout(r, 1000));
  expect((await rowsOf()).map((n) => n.userId).sort()).toEqual(fans.map((f) => f.id).sort());
  const mails = await t.deps.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'mail' and data->>'text' like ${`%${item.id}%`}`);
  expect(mails.rows[0]).toEqual({ n: fans.length });
});
