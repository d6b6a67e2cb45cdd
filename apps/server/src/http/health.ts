/**
 * Health for load balancers and orchestrators, and the 503 the API answers while the database is away.
 *   GET /api/health/live   the process is up and its event loop answers: 200 always (restart it when this fails).
 *   GET /api/health/ready  it can serve: the database answers a query and the job queue runs; 503 otherwise, and
 *                          from the moment shutdown begins (so traffic drains away).
 *   GET /api/health        the same as ready.
 * During shutdown every other request arriving answers 503 too (in-flight ones finish).
 * Answers carry the state of each part: `{"status":"ok","database":"up","jobs":"up"}`, or the wire error with
 * those fields added and Retry-After.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import type { JobsRuntime } from '../modules/jobs/index.ts';
import { pickLanguage, translator } from '../lib/messages.ts';

/** Seconds a client is asked to wait: about what the embedded PostgreSQL needs to come back after a crash. */
export const RETRY_AFTER_SECONDS = 5;
/** A probe that takes longer than this counts as down: a health check must answer, not hang. */
const PROBE_TIMEOUT_MS = 2_000;

/** What readiness depends on beyond the database, set by the entry point as it starts and stops things. */
export class Readiness {
  /** The job queue once it has started (main.ts); undefined before that and in apps built only for tests. */
  jobs: JobsRuntime | undefined;
  /** Set when shutdown begins: not ready from then on. */
  shuttingDown = false;
}

/** 503 in the wire dialect, localised, with Retry-After. */
export function sendUnavailable(req: FastifyRequest, reply: FastifyReply, extra: Record<string, unknown> = {}) {
  const t = translator(pickLanguage((req.query as Record<string, unknown> | undefined)?.lang, req.headers['accept-language']));
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .send({ status: 'error', message: t('unavailable'), ...extra });
}

async function within<T>(ms: number, work: () => Promise<T>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work().then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealth(app: FastifyInstance, deps: Deps, readiness: Readiness): void {
  // Once shutdown has begun, requests still arriving on open connections are turned away (the ones in flight
  // finish); the connection closes after the answer. The health paths answer for themselves.
  app.addHook('onRequest', async (req, reply) => {
    if (!readiness.shuttingDown || req.url.startsWith('/api/health')) return;
    reply.header('connection', 'close');
    return sendUnavailable(req, reply);
  });
  app.get('/api/health/live', async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  const ready = async (req: FastifyRequest, reply: FastifyReply) => {
    const jobs = readiness.jobs;
    const [database, queue] = await Promise.all([
      within(PROBE_TIMEOUT_MS, () => deps.pool.query('select 1')),
      // Started here, and its tables answer (through the same pool: the queue is down when the database is).
      jobs ? within(PROBE_TIMEOUT_MS, () => jobs.boss.schemaVersion()) : Promise.resolve(false),
    ]);
    const parts = { database: database ? 'up' : 'down', jobs: queue ? 'up' : 'down' };
    if (!database || !queue || readiness.shuttingDown) return sendUnavailable(req, reply, parts);
    return reply.header('cache-control', 'no-store').send({ status: 'ok', ...parts });
  };
  app.get('/api/health/ready', ready);
  app.get('/api/health', ready);
}
