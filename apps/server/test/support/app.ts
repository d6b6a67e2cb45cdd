/**
 * The real app on a fresh database, driven through HTTP injection, with a controllable clock and helpers that
 * read like the story of a test: register, read the code from the outbox, verify, log in.
 */
import fs from 'node:fs';
import type https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { pushFromConfig } from '../../src/adapters/push.ts';
import type { RealtimeHub } from '../../src/modules/realtime/index.ts';
import { loadConfig, type Config, type PasswordCost } from '../../src/config.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { outbox, users } from '../../src/db/schema.ts';
import type { Deps } from '../../src/deps.ts';
import { freshDatabase, type TestDatabase } from './db.ts';
import { runDueJobs } from '../../src/modules/jobs/index.ts';
import { moduleJobs } from '../../src/modules/index.ts';

export const API_KEY = 'test-key';
export const DEMO_PASSWORD = 'Correct-horse-9';
/** argon2id at 1 MiB and one pass: about a millisecond per hash instead of the production cost's tens, so
 * suites that sign up many users stay fast. Only test configs carry it; loadConfig always gives production's. */
export const TEST_PASSWORD_COST: PasswordCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export interface Res {
  status: number;
  json: any;
  headers: Record<string, unknown>;
  token?: string;
}

export interface CallOptions {
  token?: string;
  lang?: string;
  form?: boolean;
  prefix?: '/index.php/rest' | '/rest';
  key?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  db: TestDatabase;
  clock: ManualClock;
  config: Config;
  /** The app's realtime hub (decision 013). */
  realtime: RealtimeHub;
  /** POST {resource}/{action}[/name/value…] with a JSON (or form) body. */
  post(path: string, body?: unknown, opts?: CallOptions): Promise<Res>;
  get(path: string, opts?: CallOptions): Promise<Res>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** TLS agent of the Web Push adapter: one that trusts the local push service (support/push-endpoint.ts). */
  pushAgent?: https.Agent;
}

export async function createTestApp(env: Record<string, string> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  const db = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-test-'));
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', API_KEY, DATA_DIR: dataDir, PUBLIC_URL: 'http://wheeldeal.test', LOG_LEVEL: (process.env.WD_TEST_LOG as 'error') ?? 'silent', ...env }),
    passwordCost: TEST_PASSWORD_COST,
  };
  const clock = new ManualClock(new Date());
  const push = pushFromConfig(db.db, config, { agent: opts.pushAgent });
  const { app, deps, realtime } = await buildApp({ config, database: db, clock, push, logger: !!process.env.WD_TEST_LOG });
  await app.ready();

  const call = async (method: 'GET' | 'POST', p: string, body: unknown, opts: CallOptions = {}): Promise<Res> => {
    const url = `${opts.prefix ?? '/index.php/rest'}/${p.split('/').slice(0, 2).join('/')}/api_key/${opts.key ?? API_KEY}${p.split('/').length > 2 ? '/' + p.split('/').slice(2).join('/') : ''}`;
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.lang) headers['accept-language'] = opts.lang;
    let payload: string | undefined;
    if (method === 'POST' && body !== undefined) {
      if (opts.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(body as Record<string, string>).toString();
      } else {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
    }
    const res = await app.inject({ method, url, headers, payload });
    let json: unknown;
    try {
      json = res.json();
    } catch {
      json = res.body;
    }
    const token = res.headers['x-session-token'];
    return { status: res.statusCode, json, headers: res.headers, token: typeof token === 'string' ? token : undefined };
  };

  return {
    app,
    deps,
    db,
    clock,
    config,
    realtime,
    post: (p, body = {}, opts) => call('POST', p, body, opts),
    get: (p, opts) => call('GET', p, undefined, opts),
    async close() {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const jobs = moduleJobs();

/**
 * Runs every queued job that is due (e-mails, …) to completion, here and now: what a worker would do, without
 * waiting for it to poll. Call it before reading what jobs write (the outbox). Answers how many ran.
 */
export function drainJobs(t: Pick<TestApp, 'deps'>): Promise<number> {
  return runDueJobs(t.deps, jobs);
}

/** The newest e-mail sent to an address (queued mail is delivered first). */
export async function lastMail(t: TestApp, to: string) {
  await drainJobs(t);
  const [row] = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.addedDate)).limit(1);
  return row;
}

export async function lastCode(t: TestApp, to: string): Promise<string> {
  const mail = await lastMail(t, to);
  const code = mail?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

let counter = 0;
export interface TestUser {
  id: string;
  email: string;
  token: string;
  name: string;
}

/** Registers, verifies through the e-mailed code and returns a signed-in user. */
export async function signUp(t: TestApp, overrides: { name?: string; email?: string; role?: number } = {}): Promise<TestUser> {
  const email = overrides.email ?? `user${++counter}-${Date.now()}@example.com`;
  const name = overrides.name ?? `User ${counter}`;
  const reg = await t.post('users/add', { user_name: name, user_email: email, user_password: DEMO_PASSWORD });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.json)}`);
  const code = await lastCode(t, email);
  const ver = await t.post('users/verify', { user_id: reg.json.user_id, code });
  if (ver.status !== 200 || !ver.token) throw new Error(`verify failed: ${ver.status} ${JSON.stringify(ver.json)}`);
  if (overrides.role) await t.deps.db.update(users).set({ roleId: overrides.role }).where(eq(users.id, reg.json.user_id));
  return { id: reg.json.user_id, email, token: ver.token, name };
}
