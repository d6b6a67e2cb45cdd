/**
 * pg-boss plumbing. pg-boss keeps its tables in the `pgboss` schema and manages that schema itself (created or
 * migrated under an advisory lock when a process starts it). We never let it open its own pool: every statement
 * runs through an executor we hand in — the app's pool, or the caller's transaction for `enqueue`.
 */
import PgBoss from 'pg-boss';
import { sql, type SQLChunk } from 'drizzle-orm';
import type pg from 'pg';
import type { DbOrTx } from '../../db/client.ts';
import { type JobDefinition } from './registry.ts';

export const JOB_SCHEMA = 'pgboss';

type Executor = PgBoss.Db;

export function poolExecutor(pool: pg.Pool): Executor {
  return { executeSql: (text, values) => pool.query(text, values) };
}

/**
 * Runs pg-boss's statements on a Drizzle handle (a transaction, typically), so the job row commits or rolls back
 * with the change that caused it. pg-boss writes `$1…$n` placeholders; each becomes a bound Drizzle parameter.
 */
export function drizzleExecutor(db: DbOrTx): Executor {
  return {
    async executeSql(text, values = []) {
      const chunks: SQLChunk[] = [];
      let last = 0;
      for (const m of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, m.index)), sql.param(values[Number(m[1]) - 1]));
        last = m.index! + m[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = await db.execute(sql.join(chunks));
      return { rows: result.rows as unknown[] as any[] };
    },
  };
}

export interface BossOptions {
  /** Maintenance (expiring jobs whose worker died, archiving) and the cron scheduler run in this instance. */
  supervise: boolean;
  maintenanceIntervalSeconds?: number;
}

export function createBoss(pool: pg.Pool, opts: BossOptions): PgBoss {
  return new PgBoss({
    db: poolExecutor(pool),
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: opts.supervise,
    schedule: opts.supervise,
    maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 30,
    // Finished jobs stay visible for a day, then move to the archive, which is emptied after a week.
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    deleteAfterDays: 7,
  });
}

/** Queue settings of a definition, as pg-boss names them. */
export function queueOptions(def: JobDefinition): PgBoss.Queue {
  const retryDelay = def.retryDelaySeconds ?? 30;
  return {
    name: def.name,
    policy: 'standard',
    retryLimit: def.retryLimit ?? 3,
    retryDelay,
    retryBackoff: retryDelay > 0,
    expireInSeconds: def.expireInSeconds ?? 60,
  };
}

/** Creates (or updates) a queue per registered job; `send` finds no queue otherwise and stores nothing. */
export async function ensureQueues(boss: PgBoss, defs: JobDefinition[]): Promise<void> {
  for (const def of defs) {
    const opts = queueOptions(def);
    await boss.createQueue(def.name, opts);
    await boss.updateQueue(def.name, opts);
  }
}

/** An instance never started, used only to build and send pg-boss's statements through a given executor. */
let sender: PgBoss | undefined;
export function senderBoss(): PgBoss {
  sender ??= new PgBoss({
    schema: JOB_SCHEMA,
    db: {
      executeSql: () => {
        throw new Error('the job sender runs only on the executor passed with each call');
      },
    },
  });
  return sender;
}
