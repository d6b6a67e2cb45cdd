/**
 * Load shedding (issue 10 item 7): past capacity the server answers 503 in the wire dialect with `Retry-After`
 * at once, before reading the body or touching the database, instead of queueing until clients time out. It
 * recovers by itself: every check looks at the present, so shedding stops as soon as the load falls.
 *
 * What we measure, and why these:
 *   - requests in progress (OVERLOAD_MAX_IN_FLIGHT, 64): the queue a client sits in; a cap bounds latency and
 *     memory whatever makes the server slow. One JavaScript thread and 10 database connections gain no throughput
 *     past a few dozen concurrent requests, so 64 costs nothing at capacity and bounds the wait at 64 / throughput
 *     (the overload benchmark found 256 let a CPU-starved server queue for over 10 s). WebSocket connections and
 *     multipart uploads are not counted: they are long by nature (a slow uploader is not load);
 *   - queries waiting for a database connection (OVERLOAD_MAX_DB_WAITING): the pool (10 connections) is the first
 *     resource to run out on this workload, and a request that joins a long pool queue would only time out;
 *   - mean event-loop delay (OVERLOAD_MAX_EVENT_LOOP_DELAY_MS) and heap in use (OVERLOAD_MAX_HEAP_MB), sampled by
 *     @fastify/under-pressure every 500 ms, acted on when two samples in a row are past the limit: CPU and memory
 *     exhaustion, which the two counters cannot see.
 * @fastify/under-pressure only samples here (it is given no thresholds of its own, so it adds no hook): the
 * decision and the answer are ours, so they are in the wire dialect and localised.
 *
 * /api/health is never shed: probes must see the truth, and it costs nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { Deps } from '../deps.ts';
import { pickLanguage, translator } from '../lib/messages.ts';
import { REALTIME_PATH } from '../modules/realtime/index.ts';

export const SAMPLE_INTERVAL_MS = 500;
/** Never shed: health probes. */
const EXEMPT_PREFIXES = ['/api/health'];
/** Shed like the rest, but not counted in progress: long-lived by nature (an open socket holds its upgrade request). */
const UNCOUNTED_PREFIXES = ['/ws', REALTIME_PATH];

export type ShedReason = 'in_flight' | 'db_waiting' | 'event_loop_delay' | 'heap';

export async function registerOverload(app: FastifyInstance, deps: Deps): Promise<void> {
  const o = deps.config.overload;
  await app.register(underPressure, { sampleInterval: SAMPLE_INTERVAL_MS });
  let inFlight = 0;
  let shed = 0;

  // The sampled checks act on a state that lasts: two samples in a row past the limit. One window where the loop
  // was blocked throughout (under-pressure then reports an infinite delay), as at boot, is not overload.
  let eventLoopHigh = 0;
  let heapHigh = 0;
  const sampler = setInterval(() => {
    const m = app.memoryUsage();
    eventLoopHigh = o.maxEventLoopDelayMs > 0 && m.eventLoopDelay > o.maxEventLoopDelayMs ? eventLoopHigh + 1 : 0;
    heapHigh = o.maxHeapUsedBytes > 0 && m.heapUsed > o.maxHeapUsedBytes ? heapHigh + 1 : 0;
  }, SAMPLE_INTERVAL_MS);
  sampler.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(sampler);
    done();
  });

  const reasonNow = (): ShedReason | null => {
    if (o.maxInFlight > 0 && inFlight >= o.maxInFlight) return 'in_flight';
    if (o.maxDbWaiting > 0 && deps.pool.waitingCount > o.maxDbWaiting) return 'db_waiting';
    if (eventLoopHigh >= 2) return 'event_loop_delay';
    if (heapHigh >= 2) return 'heap';
    return null;
  };

  app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done) => {
    if (EXEMPT_PREFIXES.some((p) => req.url.startsWith(p))) return done();
    const reason = reasonNow();
    if (reason) {
      // One line per thousand shed requests: a flood must not turn into a flood of log lines.
      if (shed++ % 1000 === 0) req.log.warn({ reason, inFlight, dbWaiting: deps.pool.waitingCount, shed }, 'overloaded: shedding requests');
      const t = translator(pickLanguage((req.query as Record<string, unknown> | undefined)?.lang, req.headers['accept-language']));
      void reply
        .code(503)
        .header('retry-after', String(o.retryAfterSeconds))
        .header('cache-control', 'no-store')
        .send({ status: 'error', message: t('overload.busy') });
      return;
    }
    if (UNCOUNTED_PREFIXES.some((p) => req.url.startsWith(p)) || String(req.headers['content-type'] ?? '').startsWith('multipart/')) return done();
    inFlight++;
    // Counted down once, when the answer is sent or the connection is gone, whichever comes first: a client that
    // hangs up must not leave a slot taken for good.
    let counted = true;
    const release = () => {
      if (counted) {
        counted = false;
        inFlight--;
      }
    };
    reply.raw.once('close', release);
    reply.raw.once('finish', release);
    done();
  });

  app.decorate('overloadStatus', () => ({ inFlight, shed, dbWaiting: deps.pool.waitingCount, ...app.memoryUsage() }));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the load shedding sees now (for tests and diagnostics). */
    overloadStatus(): { inFlight: number; shed: number; dbWaiting: number; eventLoopDelay: number; heapUsed: number; rssBytes: number };
  }
}
