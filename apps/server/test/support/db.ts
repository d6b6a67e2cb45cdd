/** A fresh, migrated database for one test file, cloned from the run's template. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type Database } from '../../src/db/client.ts';

export interface TestDatabase extends Database {
  url: string;
}

export async function freshDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('dbAdminUrl');
  const template = inject('dbTemplate');
  const name = `${inject('dbPrefix')}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const database = connect(url, 5);
  return {
    ...database,
    url,
    async close() {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await a.end();
    },
  };
}
