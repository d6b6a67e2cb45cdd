/**
 * Running jobs: `startJobs` (workers and the scheduler inside a process, or only the queues when this process
 * just enqueues) and `runDueJobs` (work off everything due now, in the caller's process — tests use it instead of
 * waiting for a poll).
 */
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Deps } from '../../deps.ts';
import { createBoss, ensureQueues, poolExecutor, JOB_SCHEMA } from './queue.ts';
import type { JobDefinition, JobRegistry } from './registry.ts';

/** Jobs one worker takes per fetch; they run concurrently. */
const BATCH_SIZE = 10;

export interface JobsOptions {
  /** Run workers and the scheduler here (JOBS_IN_PROCESS, or the worker process); false: enqueue only. */
  work: boolean;
  /** How often an idle worker polls (seconds, ≥ 0.5). */
  pollSeconds: number;
  /** How often this process expires jobs whose worker died (seconds). */
  maintenanceIntervalSeconds?: number;
}

export interface JobsRuntime {
  boss: PgBoss;
  /** Stops polling, waits up to `timeoutMs` for running jobs, and hands back the unfinished ones for a retry. */
  stop(timeoutMs?: number): Promise<void>;
}

async function runOne(deps: Deps, boss: PgBoss, def: JobDefinition, job: PgBoss.Job<object>): Promise<boolean> {
  try {
    await def.handle(deps, job.data as never, { id: job.id, name: job.name });
    return true;
  } catch (err) {
    deps.log.warn({ err, job: job.id, queue: def.name }, 'job failed; it will be retried while retries remain');
    await boss.fail(def.name, job.id, { message: err instanceof Error ? err.message : String(err) });
    return false;
  }
}

/** Creates the pg-boss schema (or migrates it) and a queue per registered job. Idempotent. */
export async function installJobs(pool: pg.Pool, registry: JobRegistry): Promise<void> {
  const boss = createBoss(pool, { supervise: false });
  await boss.start();
  try {
    await ensureQueues(boss, registry.all());
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

export async function startJobs(deps: Deps, registry: JobRegistry, opts: JobsOptions): Promise<JobsRuntime> {
  const boss = createBoss(deps.pool, { supervise: opts.work, maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds });
  // Without a listener an 'error' event would throw; errors here are transient (the database restarting…).
  boss.on('error', (err) => deps.log.error({ err }, 'job queue error'));
  await boss.start();
  await ensureQueues(boss, registry.all());
  if (opts.work) {
    for (const def of registry.all()) {
      let workerId = '';
      workerId = await boss.work<object>(def.name, { batchSize: BATCH_SIZE, pollingIntervalSeconds: def.pollSeconds ?? opts.pollSeconds }, async (jobs) => {
        // Each job succeeds or fails on its own; pg-boss completes those still active when this returns.
        await Promise.all(jobs.map((job) => runOne(deps, boss, def, job)));
        // A full batch means more are likely waiting: fetch again at once instead of after the poll interval.
        if (jobs.length === BATCH_SIZE) boss.notifyWorker(workerId);
      });
    }
    const wanted = registry.all().filter((d) => d.cron);
    for (const def of wanted) await boss.schedule(def.name, def.cron!, {}, { tz: 'UTC' });
    for (const s of await boss.getSchedules()) if (!wanted.some((d) => d.name === s.name)) await boss.unschedule(s.name);
  }
  return {
    boss,
    stop: (timeoutMs = 15_000) => boss.stop({ graceful: true, timeout: timeoutMs, close: false }),
  };
}

/**
 * Runs every job that is due now, in this process, until none is left (jobs enqueued by jobs included).
 * Answers how many ran. Failed jobs whose retry is due later are left for later.
 */
export async function runDueJobs(deps: Deps, registry: JobRegistry): Promise<number> {
  const boss = new PgBoss({ db: poolExecutor(deps.pool), schema: JOB_SCHEMA });
  let ran = 0;
  for (let round = 0; round < 100; round++) {
    let fetched = 0;
    for (const def of registry.all()) {
      const jobs = await boss.fetch<object>(def.name, { batchSize: 100 });
      fetched += jobs.length;
      for (const job of jobs) {
        if (await runOne(deps, boss, def, job)) await boss.complete(def.name, job.id);
        ran++;
      }
    }
    if (fetched === 0) return ran;
  }
  throw new Error('runDueJobs: jobs keep arriving after 100 rounds');
}
