/**
 * Once per test run: a PostgreSQL server (TEST_DATABASE_URL, or the embedded one under .data-test/) and a
 * template database with every migration applied and the job queue installed. Each test file clones its own database from the template.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../../src/config.ts';
import { connect } from '../../src/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../src/db/embedded.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { installJobs } from '../../src/modules/jobs/index.ts';
import { moduleJobs } from '../../src/modules/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbAdminUrl: string;
    dbTemplate: string;
    /** Prefix of this run's per-file databases (`wdtest_<pid>_`), so teardown drops only its own. */
    dbPrefix: string;
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let embeddedDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // One cluster per run, so parallel runs never share a data directory; leftovers of dead runs are removed.
    const base = path.join(REPO_ROOT, '.data-test');
    fs.mkdirSync(base, { recursive: true });
    for (const name of fs.readdirSync(base).filter((n) => /^pg-\d+$/.test(n))) {
      const pid = Number(name.slice(3));
      let alive = true;
      try {
        process.kill(pid, 0);
      } catch {
        alive = false;
      }
      if (!alive) fs.rmSync(path.join(base, name), { recursive: true, force: true });
    }
    embeddedDir = path.join(base, `pg-${process.pid}`);
    embedded = await startEmbeddedPostgres(embeddedDir, 'postgres');
    adminUrl = embedded.url;
  }
  const template = `wdtest_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const database = connect(withDatabase(adminUrl, template), 2);
  await runMigrations(database.db);
  // The job queue's schema and queues too, so every cloned database can enqueue at once.
  await installJobs(database.pool, moduleJobs());
  await database.close();
  project.provide('dbAdminUrl', adminUrl);
  project.provide('dbTemplate', template);
  project.provide('dbPrefix', `wdtest_${process.pid}_`);

  return async () => {
    // This run's databases (also those of files that crashed), and the leftovers of runs that died. Never another
    // live run's: several runs may share one server (LIKE needs the `_` escaped, or it matches any character).
    const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'wdtest\\_%'`);
    const ownerPid = (name: string) => Number(/^wdtest_(?:tpl_)?(\d+)/.exec(name)?.[1] ?? NaN);
    const dead = (pid: number) => {
      if (!Number.isInteger(pid) || pid === process.pid) return false;
      try {
        process.kill(pid, 0);
        return false;
      } catch {
        return true;
      }
    };
    for (const { datname } of rows) {
      const pid = ownerPid(datname);
      if (pid === process.pid || dead(pid)) await admin.query(`drop database if exists ${datname} with (force)`).catch(() => {});
    }
    await admin.end();
    await embedded?.stop();
    if (embeddedDir) fs.rmSync(embeddedDir, { recursive: true, force: true });
  };
}
