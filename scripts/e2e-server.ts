/**
 * The server the browser tests drive: the built web app and the API on 127.0.0.1:3100, on a fresh database with
 * demo data — a database on TEST_DATABASE_URL's server, else a fresh embedded PostgreSQL under .data-test/e2e.
 * The database URL is written to .data-test/e2e/database-url so tests can read the outbox (e-mailed codes).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../apps/server/src/config.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../apps/server/src/db/embedded.ts';
import { startSocialProviders } from '../apps/server/test/support/oidc-provider.ts';

const dataDir = path.join(REPO_ROOT, '.data-test', 'e2e');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const port = process.env.E2E_PORT ?? '3100';
// One database per port, so runs on different ports can share a PostgreSQL server without dropping each other's.
const dbName = `wd_e2e_${Number(port)}`;

let embedded: EmbeddedServer | undefined;
let databaseUrl: string;
if (process.env.TEST_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const u = new URL(process.env.TEST_DATABASE_URL);
  u.pathname = `/${dbName}`;
  databaseUrl = u.toString();
} else {
  embedded = await startEmbeddedPostgres(path.join(dataDir, 'postgres'), 'wheeldeal');
  databaseUrl = embedded.url;
}
fs.writeFileSync(path.join(dataDir, 'database-url'), databaseUrl);

// Social sign-in through a local OpenID provider playing Google, Facebook and Apple (its login page asks who to be;
// it checks the Apple client secret the server signs, as Apple does).
const social = await startSocialProviders(`http://127.0.0.1:${port}`);

const env = {
  ...process.env,
  ...social.env,
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_ENABLED: 'false',
  SEED_DEMO_DATA: 'true',
};
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: REPO_ROOT, env, stdio: 'inherit' });
const stop = async (code: number) => {
  await social.op.close().catch(() => {});
  await embedded?.stop().catch(() => {});
  process.exit(code);
};
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => void stop(code ?? 0));
