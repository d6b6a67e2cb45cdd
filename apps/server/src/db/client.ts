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

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {
    /* an idle client died (e.g. server restart); the pool replaces it */
  });
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}
