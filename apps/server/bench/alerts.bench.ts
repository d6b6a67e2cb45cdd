/**
 * `npm run bench:alerts`: the fan-out of one new listing (issue 12). Prints, never fails.
 *
 * Creates its own database on the server of BENCH_DATABASE_URL / TEST_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), migrates it and fills it with bulk SQL:
 *
 *   - BENCH_USERS (100,000) users subscribed to one make;
 *   - as many saved searches (owned by the upper half of those users and as many more users), half of them
 *     matching the listing (a price ceiling above its price), half not (below it) — so the make and a search
 *     overlap for a quarter of the searches (one notification each, not two) and the rest reach users of
 *     their own.
 *
 * Then, twice with a fresh listing each: a moderator approves it (`moderate`, the real path, which enqueues
 * `listing-alerts` in its transaction) and we time from the approval to the last notification row, counted by
 * polling. Run 1: the in-process worker only (`startJobs` here, as main.ts with JOBS_IN_PROCESS). Run 2: the same
 * plus a second worker process (`src/worker.ts`). Each run checks that every expected recipient has exactly one
 * row and nobody else has one. E-mail is on for everyone, so each run also queues one `mail` job per recipient
 * (the first run's are removed before the second, with the workers stopped).
 * BENCH_KEEP=1 keeps the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { pino } from 'pino';

const SELF_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(SELF_DIR, '../../..');
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 240) * 1000;
const PRICE = 10_000;

const log = (m: string) => console.log(`[bench:alerts] ${m}`);
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Users, the make, its subscriptions and the saved searches, in a few statements. */
async function seed(pool: pg.Pool): Promise<void> {
  const q = (text: string, values: unknown[] = []) => pool.query(text, values);
  await q(`insert into categories (id, cat_name) values ('cat_bench', 'Cars')`);
  await q(`insert into subcategories (id, cat_id, name) values ('sub_bench', 'cat_bench', 'Toyota')`);
  const half = Math.floor(USERS / 2);
  // Users 1..USERS follow the make; searches belong to users half+1 .. half+USERS.
  await q(
    `insert into users (id, user_name, user_email, status, email_verify)
     select 'usr_b' || lpad(g::text, 9, '0'), 'User ' || g, 'u' || g || '@bench.local', 1, true from generate_series(0, $1::int + $2::int) g`,
    [USERS, half],
  );
  await q(`insert into users (id, user_name, role_id, status) values ('usr_bowner', 'Seller', 4, 1), ('usr_badmin', 'Moderator', 1, 1)`);
  await q(`insert into subcategory_subscriptions (user_id, sub_cat_id) select 'usr_b' || lpad(g::text, 9, '0'), 'sub_bench' from generate_series(1, $1::int) g`, [USERS]);
  await q(
    `insert into saved_searches (id, user_id, name, filters, frequency, sub_cat_id, max_price)
     select 'srch_b' || g, 'usr_b' || lpad((g + $2::int)::text, 9, '0'), 'Search ' || g, '{}'::jsonb, 'instant', 'sub_bench',
       case when g % 2 = 0 then $3::numeric + 5000 else $3::numeric - 1 end
     from generate_series(1, $1::int) g`,
    [USERS, half, PRICE],
  );
  await q('analyze');
}

/** Who must be told about any listing of the make at PRICE: the subscribers and the owners of matching searches. */
const EXPECTED = `select user_id from subcategory_subscriptions where sub_cat_id = 'sub_bench'
  union select user_id from saved_searches where sub_cat_id = 'sub_bench' and max_price >= ${PRICE}`;

async function newListing(pool: pg.Pool, n: number): Promise<string> {
  const id = `itm_bench${n}`;
  await pool.query(`insert into items (id, cat_id, sub_cat_id, title, price, status, added_user_id) values ($1, 'cat_bench', 'sub_bench', $2, $3, 0, 'usr_bowner')`, [
    id,
    `Toyota Corolla ${n}`,
    PRICE,
  ]);
  return id;
}

async function count(pool: pg.Pool, itemId: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from notifications where event_key = $1`, [`listing:${itemId}`]);
  return rows[0]!.n;
}

/** Recipients with exactly one row, recipients with none, rows for anyone else, recipients with more than one. */
async function verify(pool: pg.Pool, itemId: string) {
  const { rows } = await pool.query<{ ok: number; missing: number; extra: number; dup: number }>(
    `with e as materialized (${EXPECTED}),
       n as materialized (select user_id, count(*) as c from notifications where event_key = $1 group by user_id)
     select count(*) filter (where e.user_id is not null and n.c = 1)::int as ok,
            count(*) filter (where n.user_id is null)::int as missing,
            count(*) filter (where e.user_id is null)::int as extra,
            count(*) filter (where n.c > 1)::int as dup
     from e full join n using (user_id)`,
    [`listing:${itemId}`],
  );
  return rows[0]!;
}

function startWorker(url: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(REPO, 'apps/server/src/worker.ts')], {
    cwd: REPO,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: url, LOG_LEVEL: 'error', JOBS_IN_PROCESS: 'true', JOBS_POLL_SECONDS: '0.5', PUBLIC_URL: 'http://bench.local' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `wd_bench_alerts_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = withDatabase(adminUrl, dbName);
  const { connect } = await import('../src/db/client.ts');
  const { runMigrations } = await import('../src/db/migrate.ts');
  const { loadConfig } = await import('../src/config.ts');
  const { systemClock } = await import('../src/lib/clock.ts');
  const { localMailer } = await import('../src/adapters/mailer.ts');
  const { pushFromConfig } = await import('../src/adapters/push.ts');
  const { localMessenger } = await import('../src/adapters/messaging/index.ts');
  const { moduleJobs } = await import('../src/modules/index.ts');
  const { startJobs } = await import('../src/modules/jobs/index.ts');
  const { moderate } = await import('../src/modules/items/index.ts');
  const database = connect(url, 10);
  let worker: ChildProcess | undefined;
  let jobs: Awaited<ReturnType<typeof startJobs>> | undefined;
  try {
    await runMigrations(database.db);
    const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: url, LOG_LEVEL: 'warn', PUBLIC_URL: 'http://bench.local' });
    const deps = { config, db: database.db, pool: database.pool, clock: systemClock, mailer: localMailer(database.db), push: pushFromConfig(database.db, config), messenger: localMessenger(database.db), log: pino({ level: 'silent' }) };
    const t0 = Date.now();
    await seed(database.pool);
    const expected = Number((await database.pool.query<{ n: number }>(`select count(*)::int as n from (${EXPECTED}) e`)).rows[0]!.n);
    log(`database ${dbName}: ${USERS} make subscribers, ${USERS} saved searches (half matching), ${expected} recipients per listing; seeded in ${secs(Date.now() - t0)}`);
    log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, PostgreSQL ${(await database.pool.query('show server_version')).rows[0].server_version}`);
    jobs = await startJobs(deps, moduleJobs(), { work: true, pollSeconds: 0.5 });

    const runs: { label: string; ms: number; check: Awaited<ReturnType<typeof verify>> }[] = [];
    for (const [n, label] of [
      [1, 'in-process worker'],
      [2, 'in-process worker + 1 worker process'],
    ] as const) {
      if (n === 2) {
        // The first run's e-mails would take the workers' time: dropped while no worker holds any of them.
        await jobs.stop(15_000);
        await database.pool.query(`delete from pgboss.job where name = 'mail'`);
        jobs = await startJobs(deps, moduleJobs(), { work: true, pollSeconds: 0.5 });
        worker = startWorker(url);
        await new Promise((r) => setTimeout(r, 5000)); // its start-up (tsx, pg-boss) is not part of the fan-out
      }
      const itemId = await newListing(database.pool, n);
      const start = Date.now();
      await moderate(deps, 'usr_badmin', itemId, 'approve');
      let seen = 0;
      while (seen < expected && Date.now() - start < TIMEOUT_MS) {
        await new Promise((r) => setTimeout(r, 100));
        seen = await count(database.pool, itemId);
      }
      const ms = Date.now() - start;
      // Parts still running after the expected count would show up as duplicates or extras here.
      await new Promise((r) => setTimeout(r, 2000));
      const check = await verify(database.pool, itemId);
      runs.push({ label, ms, check });
      log(`${label}: ${seen} of ${expected} rows in ${secs(ms)}; exactly one: ${check.ok}, missing ${check.missing}, duplicates ${check.dup}, extra ${check.extra}`);
    }
    const [a, b] = runs;
    console.log('\n| run | recipients | time to last notification row | rows/s | exactly one each |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const r of runs)
      console.log(
        `| ${r.label} | ${expected} | ${secs(r.ms)} | ${Math.round(expected / (r.ms / 1000))} | ${r.check.ok === expected && !r.check.dup && !r.check.extra && !r.check.missing ? 'yes' : 'NO'} |`,
      );
    console.log(`\nspeed-up with a second worker process: ${(a!.ms / b!.ms).toFixed(2)}×`);
  } finally {
    if (worker && worker.exitCode === null) {
      const exited = new Promise((r) => worker!.once('exit', r));
      worker.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    }
    // Workers stopped (their running batch finished) before the pool closes under them.
    await jobs?.stop(30_000).catch(() => {});
    await new Promise((r) => setTimeout(r, 1000));
    await database.close();
    if (process.env.BENCH_KEEP !== '1') await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 0;
});
