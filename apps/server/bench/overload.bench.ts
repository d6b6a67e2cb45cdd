/**
 * Overload and soak benchmarks (issue 10 item 7; not part of the tests, and they never fail: they report).
 *
 *   npm run bench:overload — starts the real server (src/main.ts in a child process, demo data loaded), measures
 *     its capacity on a mixed read load (closed loop), then offers twice that rate in an open loop (requests are
 *     sent on schedule whatever the answers, as real clients do), prints the status mix (2xx / 429 / 503 / other,
 *     where "other" counts every 5xx but 503, every connection error and every request with no answer within
 *     BENCH_TIMEOUT_SECONDS) with latencies, and then how the server recovers once the load ends.
 *   npm run bench:soak — the same server under about three minutes of mixed load (reads, view counting writes)
 *     at a fraction of capacity; prints the server's RSS and heap over time and their slope (MB per minute).
 *
 * Database: BENCH_DATABASE_URL or TEST_DATABASE_URL (a fresh database is created on that server and dropped
 * afterwards); with neither, the server starts its embedded PostgreSQL in a temporary DATA_DIR.
 * Env: BENCH_CAPACITY_SECONDS (8), BENCH_CONCURRENCY (16, the closed loop), BENCH_OVERLOAD_SECONDS (15),
 * BENCH_OVERLOAD_FACTOR (2), BENCH_RECOVERY_SECONDS (6), BENCH_TIMEOUT_SECONDS (10), SOAK_SECONDS (180),
 * SOAK_LOAD (0.5 of capacity), SOAK_SAMPLE_SECONDS (10); BENCH_BASE_URL (+ BENCH_API_KEY) drives a server that is
 * already running instead.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const SELF = fileURLToPath(import.meta.url);
const SERVER_DIR = path.resolve(path.dirname(SELF), '..');
const API_KEY = process.env.BENCH_API_KEY ?? 'bench-key';
const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);

// ------------------------------------------------------------------------------------------ the server process

/**
 * Child mode: run the real server entry point, and answer the parent's memory samples. Each sample follows a full
 * garbage collection (the child runs with --expose-gc), so it measures what the server retains, not where the
 * collector happens to be in its sawtooth; at one sample per 10 s that costs the server little.
 */
async function serverChild(): Promise<void> {
  process.on('message', (m: { kind?: string }) => {
    if (m.kind !== 'sample') return;
    (globalThis as { gc?: () => void }).gc?.();
    const mem = process.memoryUsage();
    process.send?.({ kind: 'memory', rss: mem.rss, heapUsed: mem.heapUsed, at: Date.now() });
  });
  await import(path.join(SERVER_DIR, 'src/main.ts'));
}

interface Memory {
  rss: number;
  heapUsed: number;
  at: number;
}

interface Server {
  base: string;
  child: ChildProcess;
  /** The server's memory after a full collection (undefined for a server we did not start). */
  memory(): Promise<Memory | undefined>;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function startServer(): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-bench-overload-'));
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (adminUrl) {
    dbName = `wd_bench_overload_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    API_KEY,
    LOG_LEVEL: 'error',
    SEED_DEMO_DATA: 'true',
    COOKIE_SECURE: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  if (!databaseUrl) delete env.DATABASE_URL;
  console.log(`Starting the server (${databaseUrl ? 'database on ' + new URL(adminUrl!).host : 'embedded PostgreSQL'}, demo data) …`);
  const started = Date.now();
  const child = fork(SELF, ['server'], { cwd: SERVER_DIR, env, execArgv: ['--import', 'tsx', '--expose-gc'], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let output = '';
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      if (output.includes('is running at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  console.log(`  listening on port ${port} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    memory: () =>
      new Promise<Memory | undefined>((resolve) => {
        const timer = setTimeout(() => resolve(undefined), 5000);
        const onMessage = (m: { kind?: string } & Memory) => {
          if (m.kind !== 'memory') return;
          clearTimeout(timer);
          child.off('message', onMessage);
          resolve({ rss: m.rss, heapUsed: m.heapUsed, at: m.at });
        };
        child.on('message', onMessage);
        child.send({ kind: 'sample' });
      }),
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
      if (adminUrl && dbName) {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
        await admin.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ------------------------------------------------------------------------------------------ requests

type Outcome = { kind: '2xx' | '429' | '503' | 'other'; status: number; ms: number; retryAfter: boolean; error?: string };

interface Req {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
const timeoutMs = () => num('BENCH_TIMEOUT_SECONDS', 10) * 1000;

function send(base: string, r: Req): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const payload = r.body === undefined ? undefined : JSON.stringify(r.body);
    const req = http.request(
      `${base}${r.path}`,
      {
        method: r.method,
        agent,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}), ...r.headers },
        timeout: timeoutMs(),
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const kind = status >= 200 && status < 300 ? '2xx' : status === 429 ? '429' : status === 503 ? '503' : 'other';
          resolve({ kind, status, ms: performance.now() - started, retryAfter: res.headers['retry-after'] !== undefined });
        });
        res.on('error', (e) => resolve({ kind: 'other', status: 0, ms: performance.now() - started, retryAfter: false, error: e.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ kind: 'other', status: 0, ms: performance.now() - started, retryAfter: false, error: e.message }));
    req.end(payload);
  });
}

const rest = (resource: string, action: string, tail = '') => `/index.php/rest/${resource}/${action}/api_key/${API_KEY}${tail}`;

/** The mixed read load of a marketplace: search pages, item pages (API and HTML), app info. */
function readMix(itemIds: string[]): (i: number) => Req {
  const terms = ['', 'toyota', 'honda', 'diesel', 'suv', ''];
  return (i) => {
    const id = itemIds[i % itemIds.length]!;
    switch (i % 6) {
      case 0:
      case 1:
        // Pages that exist for every term on the demo data (an empty page is a 404 by the wire contract).
        return { method: 'POST', path: rest('items', 'search', `/limit/10/offset/${(i % 2) * 10}`), body: { searchterm: terms[i % terms.length] } };
      case 2:
      case 3:
        return { method: 'GET', path: rest('items', 'get', `/id/${id}`) };
      case 4:
        return { method: 'POST', path: rest('appinfo', 'get_delete_history'), body: {} };
      default:
        return { method: 'GET', path: `/item/listing?item_id=${id}` };
    }
  };
}

/** Reads plus writes: one view counted in five requests (a new visitor each time, so each is an insert). */
function soakMix(itemIds: string[]): (i: number) => Req {
  const reads = readMix(itemIds);
  return (i) =>
    i % 5 === 4
      ? {
          method: 'POST',
          path: rest('touches', 'touch_item'),
          body: { item_id: itemIds[i % itemIds.length], user_id: '' },
          headers: { 'user-agent': `bench-visitor-${i}` },
        }
      : reads(i);
}

async function itemIdsOf(base: string): Promise<string[]> {
  const ids = new Set<string>();
  for (let offset = 0; offset < 200 && ids.size < 200; offset += 50) {
    const res = await fetch(`${base}${rest('items', 'search', `/limit/50/offset/${offset}`)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (!res.ok) break;
    for (const item of (await res.json()) as { id: string }[]) ids.add(item.id);
  }
  if (ids.size === 0) throw new Error('no published listings to read');
  return [...ids];
}

// ------------------------------------------------------------------------------------------ load shapes

class Tally {
  outcomes: Outcome[] = [];
  add(o: Outcome) {
    this.outcomes.push(o);
  }
  count(kind: Outcome['kind']) {
    return this.outcomes.filter((o) => o.kind === kind).length;
  }
  pct(p: number, kind?: Outcome['kind']) {
    const ms = this.outcomes
      .filter((o) => !kind || o.kind === kind)
      .map((o) => o.ms)
      .sort((a, b) => a - b);
    return ms.length ? ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))]! : NaN;
  }
}

/** Closed loop: `concurrency` clients, each sending its next request when the last one is answered. */
async function closedLoop(base: string, next: (i: number) => Req, concurrency: number, seconds: number): Promise<{ tally: Tally; seconds: number }> {
  const tally = new Tally();
  let i = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) tally.add(await send(base, next(i++)));
    }),
  );
  return { tally, seconds: (performance.now() - started) / 1000 };
}

/** Open loop: requests sent on a fixed schedule (`rate` per second) whatever the answers. */
async function openLoop(base: string, next: (i: number) => Req, rate: number, seconds: number): Promise<{ tally: Tally; sent: number; lateMs: number }> {
  const tally = new Tally();
  const pending: Promise<void>[] = [];
  const started = performance.now();
  const total = Math.round(rate * seconds);
  let lateMs = 0;
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    else lateMs = Math.max(lateMs, -wait);
    pending.push(send(base, next(i)).then((o) => tally.add(o)));
  }
  await Promise.all(pending);
  return { tally, sent: total, lateMs };
}

// ------------------------------------------------------------------------------------------ reports

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–');
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const mb = (b: number) => (b / 1024 / 1024).toFixed(1);

function mixRow(label: string, t: Tally, seconds: number): string {
  const n = t.outcomes.length;
  const share = (k: Outcome['kind']) => `${t.count(k)} (${f1((100 * t.count(k)) / Math.max(n, 1))} %)`;
  const with503Retry = t.outcomes.filter((o) => o.kind === '503' && o.retryAfter).length;
  return `| ${label} | ${n} | ${f0(n / seconds)} | ${share('2xx')} | ${share('429')} | ${share('503')} (${with503Retry} with Retry-After) | ${share('other')} | ${f0(t.pct(50, '2xx'))} / ${f0(t.pct(99, '2xx'))} | ${f0(t.pct(50, '503'))} / ${f0(t.pct(99, '503'))} |`;
}
const MIX_HEADER = ['| phase | requests | per s | 2xx | 429 | 503 | other | 2xx p50 / p99 ms | 503 p50 / p99 ms |', '|---|---|---|---|---|---|---|---|---|'];

function otherDetail(t: Tally): string {
  const others = t.outcomes.filter((o) => o.kind === 'other');
  if (others.length === 0) return '';
  const byWhat = new Map<string, number>();
  for (const o of others) byWhat.set(o.error ?? String(o.status), (byWhat.get(o.error ?? String(o.status)) ?? 0) + 1);
  return `  other: ${[...byWhat].map(([k, v]) => `${k} × ${v}`).join(', ')}`;
}

/** Least-squares slope of y over x. */
function slope(points: [number, number][]): number {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, p) => s + p[0], 0) / n;
  const my = points.reduce((s, p) => s + p[1], 0) / n;
  const num_ = points.reduce((s, p) => s + (p[0] - mx) * (p[1] - my), 0);
  const den = points.reduce((s, p) => s + (p[0] - mx) ** 2, 0);
  return den === 0 ? NaN : num_ / den;
}

// ------------------------------------------------------------------------------------------ runs

async function capacityOf(server: Server, mix: (i: number) => Req): Promise<number> {
  const concurrency = num('BENCH_CONCURRENCY', 16);
  await closedLoop(server.base, mix, concurrency, 2); // warm-up: JIT, caches, pool
  const { tally, seconds } = await closedLoop(server.base, mix, concurrency, num('BENCH_CAPACITY_SECONDS', 8));
  const capacity = tally.count('2xx') / seconds;
  console.log(`\nCapacity (closed loop, ${concurrency} clients, ${f1(seconds)} s): ${f0(capacity)} answers/s`);
  console.log([...MIX_HEADER, mixRow('capacity', tally, seconds)].join('\n'));
  return capacity;
}

async function overload(server: Server): Promise<void> {
  const mix = readMix(await itemIdsOf(server.base));
  const capacity = await capacityOf(server, mix);
  const factor = num('BENCH_OVERLOAD_FACTOR', 2);
  const seconds = num('BENCH_OVERLOAD_SECONDS', 15);
  const rate = Math.max(1, Math.round(capacity * factor));
  console.log(`\nOverload: open loop at ${rate}/s (${factor} × capacity) for ${seconds} s, timeout ${timeoutMs() / 1000} s …`);
  const loadStart = performance.now();
  const load = await openLoop(server.base, mix, rate, seconds);
  const loadSeconds = (performance.now() - loadStart) / 1000;
  const loadEnd = performance.now();

  // Recovery: as soon as the load ends, a light closed loop; when is the first 2xx, and is everything 2xx again?
  let firstOk = NaN;
  for (let i = 0; i < 200 && Number.isNaN(firstOk); i++) {
    const o = await send(server.base, mix(i));
    if (o.kind === '2xx') firstOk = performance.now() - loadEnd;
  }
  const recovery = await closedLoop(server.base, mix, 4, num('BENCH_RECOVERY_SECONDS', 6));

  console.log(`\nStatus mix (the client sent its last request at most ${f0(load.lateMs)} ms behind schedule):`);
  console.log(
    [
      ...MIX_HEADER,
      mixRow(`overload ${factor}× (${rate}/s offered)`, load.tally, loadSeconds),
      mixRow('recovery (4 clients)', recovery.tally, recovery.seconds),
    ].join('\n'),
  );
  const detail = otherDetail(load.tally) || otherDetail(recovery.tally);
  if (detail) console.log(detail);
  console.log(
    `\nFirst 2xx ${f0(firstOk)} ms after the load ended; recovery: ${f1((100 * recovery.tally.count('2xx')) / Math.max(1, recovery.tally.outcomes.length))} % 2xx.`,
  );
}

async function soak(server: Server): Promise<void> {
  const mix = soakMix(await itemIdsOf(server.base));
  const capacity = await capacityOf(server, mix);
  const seconds = num('SOAK_SECONDS', 180);
  const rate = Math.max(1, Math.round(capacity * num('SOAK_LOAD', 0.5)));
  const every = num('SOAK_SAMPLE_SECONDS', 10);
  console.log(`\nSoak: open loop at ${rate}/s (${num('SOAK_LOAD', 0.5)} × capacity) for ${seconds} s; server memory every ${every} s …`);
  const samples: { t: number; rss: number; heap: number; sent: number }[] = [];
  const started = Date.now();
  let sentSoFar = 0;
  const sample = async (sent: number) => {
    const m = await server.memory();
    if (m) samples.push({ t: (Date.now() - started) / 1000, rss: m.rss, heap: m.heapUsed, sent });
  };
  await sample(0);
  const sampler = setInterval(() => void sample(sentSoFar), every * 1000);
  const counting = (i: number) => {
    sentSoFar = i + 1;
    return mix(i);
  };
  const load = await openLoop(server.base, counting, rate, seconds);
  clearInterval(sampler);
  await sample(load.sent);

  console.log(
    [
      '\nServer memory after a full GC:\n\n| t (s) | requests sent | RSS (MB) | heap used (MB) |',
      '|---|---|---|---|',
      ...samples.sort((a, b) => a.t - b.t).map((s) => `| ${f0(s.t)} | ${s.sent} | ${mb(s.rss)} | ${mb(s.heap)} |`),
    ].join('\n'),
  );
  // The first half minute is warm-up (JIT, caches, pools filling); the slope is taken over the rest.
  const steady = samples.filter((s) => s.t >= Math.min(30, seconds / 3));
  const perMinute = (key: 'rss' | 'heap') => slope(steady.map((s) => [s.t / 60, s[key] / 1024 / 1024]));
  console.log(`\nSlope after warm-up (${steady.length} samples): RSS ${f1(perMinute('rss'))} MB/min, heap ${f1(perMinute('heap'))} MB/min`);
  console.log([...MIX_HEADER, mixRow('soak', load.tally, seconds)].join('\n'));
  const detail = otherDetail(load.tally);
  if (detail) console.log(detail);
}

async function main(): Promise<void> {
  const mode = process.argv[2];
  if (mode === 'server') return serverChild();
  // BENCH_BASE_URL: drive a server that is already running (no memory figures then).
  const external = process.env.BENCH_BASE_URL;
  const server: Server = external
    ? { base: external, child: undefined as unknown as ChildProcess, memory: async () => undefined, stop: async () => {} }
    : await startServer();
  try {
    if (mode === 'soak') await soak(server);
    else await overload(server);
  } catch (err) {
    console.error('benchmark failed to run:', err);
  } finally {
    await server.stop().catch(() => {});
    agent.destroy();
  }
}

await main();
