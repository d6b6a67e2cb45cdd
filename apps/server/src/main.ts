/**
 * Starts Wheeldeal: config → PostgreSQL (DATABASE_URL, or the embedded one under DATA_DIR/postgres) →
 * migrations → demo data on an empty database → job queue (workers too unless JOBS_IN_PROCESS=false) → listen.
 * SIGINT/SIGTERM: not ready any more, no new requests, in-flight requests finish, running jobs finish (or go back
 * to the queue), then the database — all within SHUTDOWN_TIMEOUT_SECONDS, after which the process exits anyway
 * (lib/shutdown.ts). Crash recovery of the embedded PostgreSQL: db/embedded.ts, docs/decisions/009.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { connect } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded.ts';
import { Shutdown } from './lib/shutdown.ts';

/**
 * The application's code loads while the embedded PostgreSQL starts (both take seconds, on different processes):
 * after a crash this is most of the time until the server serves again.
 */
const loadApplication = () =>
  Promise.all([import('./app.ts'), import('./db/migrate.ts'), import('./modules/jobs/index.ts'), import('./modules/index.ts'), import('./seed/seed.ts')]).then(
    ([app, migrate, jobs, modules, seed]) => ({ buildApp: app.buildApp, runMigrations: migrate.runMigrations, startJobs: jobs.startJobs, moduleJobs: modules.moduleJobs, seedDemoData: seed.seedDemoData }),
  );

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  let embedded: EmbeddedServer | undefined;
  // Signals are handled from the start: a SIGTERM during startup stops what has started so far.
  const shutdown = new Shutdown({
    timeoutMs: config.shutdownTimeoutSeconds * 1000,
    log: (m) => console.log(m),
    onForcedExit: () => embedded?.kill(),
  }).listen();

  const loading = loadApplication();
  // Awaited below; a failure before then must not count as an unhandled rejection.
  loading.catch(() => {});
  let url = config.databaseUrl;
  if (!url) {
    const dir = path.join(config.dataDir, 'postgres');
    console.log(`Starting the embedded PostgreSQL in ${dir} …`);
    embedded = await startEmbeddedPostgres(dir, 'wheeldeal', (m) => console.error(m));
    const pg = embedded;
    shutdown.add('the embedded PostgreSQL', (budget) => pg.stop(budget));
    url = pg.url;
  }
  const { buildApp, runMigrations, startJobs, moduleJobs, seedDemoData } = await loading;
  const database = connect(url, 10, (err) => console.error(`database connection lost: ${err.message}`));
  shutdown.add('the database pool', () => database.close(), 500);
  await runMigrations(database.db);
  if (config.seedDemoData) {
    const seeded = await seedDemoData(database.db, { uploadsDir: config.uploadsDir, log: (m) => console.log(m) });
    if (seeded) console.log('Demo data loaded.');
  }
  const { app, deps, readiness } = await buildApp({ config, database });
  const jobs = await startJobs(deps, moduleJobs(), { work: config.jobsInProcess, pollSeconds: config.jobsPollSeconds });
  // Running jobs get what is left after the HTTP side, less a little for closing the database.
  shutdown.add('the job queue', (budget) => jobs.stop(budget), 1_500);
  readiness.jobs = jobs;
  if (shutdown.inProgress) return;
  await app.listen({ port: config.port, host: config.host });
  // In-flight requests finish: Fastify's close waits for them. It ends the keep-alive connections idle at that
  // moment only; one whose request finishes later would stay open as long as its client keeps it, so idle ones
  // are closed as they appear. Readiness answers 503 from the first moment so a load balancer stops sending.
  shutdown.add(
    'the HTTP server',
    async () => {
      readiness.shuttingDown = true;
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
    },
    3_000,
  );
  const address = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  console.log(`\n  Wheeldeal is running at ${address}  (API docs: ${address}/api/docs)\n`);
}

main().catch((err) => {
  console.error(err);
  // The 'exit' hook of db/embedded.ts tells a started embedded PostgreSQL to shut down.
  process.exit(1);
});
