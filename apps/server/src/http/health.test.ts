/**
 * Liveness, readiness and the API's 503 while the database cannot be reached, in process: an app on a real test
 * database with the job queue started, and an app whose DATABASE_URL points at a port where nothing listens
 * (what every request meets while PostgreSQL is down). The real server killed and restarted:
 * test/crash-recovery.test.ts.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { connect, isDatabaseUnavailable, type Database } from '../db/client.ts';
import { moduleJobs } from '../modules/index.ts';
import { startJobs, type JobsRuntime } from '../modules/jobs/index.ts';
import { freshDatabase, type TestDatabase } from '../../test/support/db.ts';

const API_KEY = 'test-key';
const dataDirs: string[] = [];
const config = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-health-'));
  dataDirs.push(dir);
  return loadConfig({ NODE_ENV: 'test', API_KEY, LOG_LEVEL: 'silent', DATA_DIR: dir, PUBLIC_URL: 'http://wheeldeal.test' });
};
afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A loopback port nobody listens on: connections are refused at once, as while PostgreSQL is down. */
function deadPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const contact = { contact_name: 'Ann', contact_email: 'ann@example.com', contact_phone: '+1 555 0100', contact_message: 'Hello there' };

describe('health with the database and the job queue up', () => {
  let db: TestDatabase;
  let built: App;
  let jobs: JobsRuntime;
  beforeAll(async () => {
    db = await freshDatabase();
    built = await buildApp({ config: config(), database: db, logger: false });
    await built.app.ready();
  });
  afterAll(async () => {
    await jobs?.stop(1000);
    await built.app.close();
    await db.close();
  });

  it('is live but not ready until the job queue has started, then ready', async () => {
    expect((await built.app.inject('/api/health/live')).json()).toEqual({ status: 'ok' });
    const before = await built.app.inject('/api/health/ready');
    expect(before.statusCode).toBe(503);
    expect(before.json()).toMatchObject({ status: 'error', database: 'up', jobs: 'down' });

    jobs = await startJobs(built.deps, moduleJobs(), { work: false, pollSeconds: 2 });
    built.readiness.jobs = jobs;
    for (const url of ['/api/health/ready', '/api/health']) {
      const res = await built.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: 'up', jobs: 'up' });
    }
  });

  it('stops being ready once shutdown begins, turns new requests away in the wire dialect, and stays live', async () => {
    built.readiness.shuttingDown = true;
    try {
      expect((await built.app.inject('/api/health/ready')).statusCode).toBe(503);
      expect((await built.app.inject('/api/health/live')).statusCode).toBe(200);
      const late = await built.app.inject({ method: 'POST', url: `/rest/contacts/add/api_key/${API_KEY}`, payload: contact });
      expect(late.statusCode).toBe(503);
      expect(late.json()).toEqual({ status: 'error', message: 'The service is temporarily unavailable. Please try again in a moment.' });
      expect(late.headers.connection).toBe('close');
    } finally {
      built.readiness.shuttingDown = false;
    }
  });
});

describe('the API while the database cannot be reached', () => {
  let database: Database;
  let built: App;
  beforeAll(async () => {
    database = connect(`postgres://postgres:x@127.0.0.1:${await deadPort()}/wheeldeal`);
    built = await buildApp({ config: config(), database, logger: false });
    await built.app.ready();
  });
  afterAll(async () => {
    await built.app.close();
    await database.close();
  });

  it('answers 503 in the wire dialect, localised, with Retry-After — not 500', async () => {
    const res = await built.app.inject({ method: 'POST', url: `/rest/contacts/add/api_key/${API_KEY}`, headers: { 'accept-language': 'fr' }, payload: contact });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', message: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is not ready, naming the database, and stays live', async () => {
    const res = await built.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', message: expect.any(String), database: 'down' });
    expect(res.headers['retry-after']).toBeDefined();
    expect((await built.app.inject('/api/health/live')).statusCode).toBe(200);
  });
});

describe('isDatabaseUnavailable', () => {
  it('knows a refused connection, a lost one and a shutting-down server, also wrapped as a cause', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(shutdown)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
  });

  it('leaves every other error to the 500 path', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
