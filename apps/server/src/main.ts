/**
 * Starts Wheeldeal: config → PostgreSQL (DATABASE_URL, or the embedded one under DATA_DIR/postgres) →
 * migrations → demo data on an empty database → job queue (workers too unless JOBS_IN_PROCESS=false) → listen.
 * Shuts down gracefully on SIGINT/SIGTERM: no new requests, running jobs finish (or go back to the queue), then the
 * database.
 */
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connect } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { startJobs } from './modules/jobs/index.ts';
import { moduleJobs } from './modules/index.ts';
import { seedDemoData } from './seed/seed.ts';

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
  let url = config.databaseUrl;
  if (!url) {
    console.log(`Starting the embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')} …`);
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), 'wheeldeal', (m) => console.error(m));
    url = embedded.url;
  }
  const database = connect(url);
  await runMigrations(database.db);
  if (config.seedDemoData) {
    const seeded = await seedDemoData(database.db, { uploadsDir: config.uploadsDir, log: (m) => console.log(m) });
    if (seeded) console.log('Demo data loaded.');
  }
  const { app, deps } = await buildApp({ config, database });
  const jobs = await startJobs(deps, moduleJobs(), { work: config.jobsInProcess, pollSeconds: config.jobsPollSeconds });
  await app.listen({ port: config.port, host: config.host });
  const address = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  console.log(`\n  Wheeldeal is running at ${address}  (API docs: ${address}/api/docs)\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down …`);
    await app.close().catch(() => {});
    await jobs.stop().catch(() => {});
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
