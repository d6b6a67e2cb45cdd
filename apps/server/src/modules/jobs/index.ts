/**
 * The job queue (pg-boss on our PostgreSQL). Other modules use only this file:
 * - `enqueue(tx, name, data)` stores a job in the caller's transaction: it runs only if the change commits,
 *   and a crash after the commit cannot lose it.
 * - `defineJob` / `JobRegistry`: a module declares its jobs (handler, retries, optional cron); `modules/index.ts`
 *   lists them.
 * - `startJobs` runs workers and the scheduler in a process (main.ts by default, or worker.ts), `installJobs`
 *   prepares the schema and queues, `runDueJobs` works off what is due now (tests).
 * Handlers run at least once: make their effect idempotent (key it by the job id).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { drizzleExecutor, JOB_SCHEMA, senderBoss } from './queue.ts';
import type { JobName, JobPayloads } from './registry.ts';

export { defineJob, JobRegistry, type JobDefinition, type JobInfo, type JobName, type JobPayloads } from './registry.ts';
export { installJobs, runDueJobs, startJobs, type JobsOptions, type JobsRuntime } from './runner.ts';
export { mailJob } from './mail.job.ts';
export { JOB_SCHEMA } from './queue.ts';

export interface EnqueueOptions {
  /** Not before this time (or this many seconds from now). */
  startAfter?: Date | number;
  /** This job only: how long one attempt may run before it counts as dead. */
  expireInSeconds?: number;
  /** This job only: seconds before a retry (0: at once, no backoff). */
  retryDelaySeconds?: number;
}

/**
 * Stores a job through `db` — pass the transaction of the change that causes it. Answers the job id. Throws when
 * the job's queue does not exist (so the caller's change rolls back rather than lose the job).
 */
export async function enqueue<N extends JobName>(db: DbOrTx, name: N, data: JobPayloads[N], options: EnqueueOptions = {}): Promise<string> {
  const id = await senderBoss().send(name, data as object, {
    ...(options.expireInSeconds !== undefined ? { expireInSeconds: options.expireInSeconds } : {}),
    ...(options.retryDelaySeconds !== undefined ? { retryDelay: options.retryDelaySeconds, retryBackoff: options.retryDelaySeconds > 0 } : {}),
    db: drizzleExecutor(db),
  });
  if (!id) throw new Error(`job ${name} was not stored: its queue does not exist (installJobs)`);
  // Set apart: pg-boss's insert casts its start_after parameter both to a timestamp and to an interval, and in a
  // prepared statement with the value known PostgreSQL folds both casts, so one always fails.
  if (options.startAfter !== undefined) await delayJob(db, name, id, options.startAfter);
  return id;
}

async function delayJob(db: DbOrTx, name: string, id: string, startAfter: Date | number): Promise<void> {
  const at = typeof startAfter === 'number' ? sql`now() + ${startAfter}::int * interval '1 second'` : sql`${startAfter.toISOString()}::timestamptz`;
  await db.execute(sql`update ${sql.raw(JOB_SCHEMA)}.job set start_after = ${at} where name = ${name} and id = ${id}::uuid`);
}
