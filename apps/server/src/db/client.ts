import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or a transaction: repositories accept either. */
export type DbOrTx = Db | Tx;

// numeric and bigint stay strings (exact money); int8 counts we cast in SQL where needed.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface Database {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

/** How long a request waits for a connection before it fails (and answers 503) instead of hanging. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pool that outlives its server: connections that die (PostgreSQL restarting or killed) fail the queries running
 * on them and are replaced on the next checkout, so the app is back by itself once the database is.
 */
export function connect(url: string, max = 10, onError: (err: Error) => void = () => {}): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // pg-pool routes every client's 'error' here (idle or checked out); unheard, the event would crash the process.
  pool.on('error', onError);
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}

/** SQLSTATEs meaning "no database to talk to now": class 08 (connection exception), shutdown, starting up, full. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** What pg and pg-pool throw, without a code, when a connection is lost, refused in time or the pool is closing. */
const UNAVAILABLE_MESSAGE = /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end)/;

/**
 * Whether `err` (or its cause: Drizzle wraps driver errors) says the database cannot be reached right now — a
 * 503 and a retry, not a defect of ours (500).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
    if (UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/** Whether `err` (or its cause: Drizzle wraps driver errors) is a unique-key violation (SQLSTATE 23505). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
