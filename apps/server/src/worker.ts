/**
 * A job worker process (`npm run worker`): runs the queued jobs (e-mail, Web Push, housekeeping) and the scheduler, and
 * serves no HTTP. Start as many as the load needs next to web processes that run with JOBS_IN_PROCESS=false;
 * pg-boss hands each job to one worker at a time. It reads the same environment as the server and needs
 * DATABASE_URL (the embedded PostgreSQL belongs to the server process); the server applies the migrations.
 * SIGTERM/SIGINT: stop fetching, let running jobs finish (unfinished ones are retried elsewhere), exit — all within
 * SHUTDOWN_TIMEOUT_SECONDS (lib/shutdown.ts). A database that goes away is waited for: pg-boss keeps polling and
 * picks up again when it is back.
 */
import { pino } from 'pino';
import { mailerFromConfig } from './adapters/mailer.ts';
import { messengerFromConfig } from './adapters/messaging/index.ts';
import { pushFromConfig } from './adapters/push.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connect } from './db/client.ts';
import type { Deps } from './deps.ts';
import { systemClock } from './lib/clock.ts';
import { Shutdown } from './lib/shutdown.ts';
import { moduleJobs } from './modules/index.ts';
import { startJobs } from './modules/jobs/index.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
    if (!config.databaseUrl) throw new ConfigError('Invalid configuration:\n  - DATABASE_URL: required by the worker (the embedded PostgreSQL belongs to the server process)');
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const log = pino({ level: config.logLevel });
  const database = connect(config.databaseUrl!, 10, (err) => log.warn({ err }, 'database connection lost'));
  const deps: Deps = { config, db: database.db, pool: database.pool, clock: systemClock, mailer: mailerFromConfig(database.db, config), push: pushFromConfig(database.db, config), messenger: messengerFromConfig(database.db, config.messaging), log };
  // Signals are handled from the start: a SIGTERM while the queue is still starting waits for it, then stops it.
  const starting = startJobs(deps, moduleJobs(), { work: true, pollSeconds: config.jobsPollSeconds });
  const shutdown = new Shutdown({ timeoutMs: config.shutdownTimeoutSeconds * 1000, log: (m) => log.info(m) }).listen();
  shutdown.add('the database pool', () => database.close());
  shutdown.add(
    'the job queue',
    async (budget) => {
      const jobs = await starting.catch(() => undefined);
      await jobs?.stop(budget);
    },
    1_000,
  );

  await starting;
  log.info('job worker running');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
