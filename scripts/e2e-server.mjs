#!/usr/bin/env node
/**
 * The server the browser tests drive: the built web app and the API on 127.0.0.1:3100, on a fresh database with
 * demo data (a database on TEST_DATABASE_URL's server, else a fresh embedded PostgreSQL under .data-test/e2e).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, '.data-test', 'e2e');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const env = { ...process.env, PORT: process.env.E2E_PORT ?? '3100', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_ENABLED: 'false', SEED_DEMO_DATA: 'true' };
env.PUBLIC_URL = `http://127.0.0.1:${env.PORT}`;

if (process.env.TEST_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query('drop database if exists wd_e2e with (force)');
  await admin.query('create database wd_e2e');
  await admin.end();
  const u = new URL(process.env.TEST_DATABASE_URL);
  u.pathname = '/wd_e2e';
  env.DATABASE_URL = u.toString();
} else {
  delete env.DATABASE_URL;
}

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
