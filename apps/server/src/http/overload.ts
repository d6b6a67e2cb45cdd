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
 *
 * WebSocket upgrades are admitted differently. When a server process dies, every client of it reconnects to the
 * others at once (the chat bench: 500 upgrades in the same second); each upgrade reads the session and writes
 * presence once, then the socket idles. Shedding them by the request and pool counters, which such a storm itself
 * fills for a second or two, refused hundreds of them and kept the clients away for seconds while nothing was
 * overloaded. So an upgrade is refused only by the checks of real exhaustion (event-loop delay, heap) or by its own
 * budget: upgrades still in their handshake, UPGRADES_PER_REQUEST_SLOT times the request cap (1,024 by default),
 * which bounds what a flood of them can queue.
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
/** Upgrades in their handshake per place of the request cap: an upgrade costs a few queries once, then nothing. */
export const UPGRADES_PER_REQUEST_SLOT = 16;

export type ShedReason = 'in_flight' | 'upgrading' | 'db_waiting' | 'event_loop_delay' | 'heap';

/** A WebSocket upgrade of ours (an open socket holds its upgrade request for as long as it lives). */
const isUpgrade = (req: FastifyRequest) => req.url.startsWith(REALTIME_PATH) && String(req.headers.upgrade ?? '').toLowerCase() === 'websocket';

export async function registerOverload(app: FastifyInstance, deps: Deps): Promise<void> {
  const o = deps.config.overload;
  await app.register(underPressure, { sampleInterval: SAMPLE_INTERVAL_MS });
  let inFlight = 0;
  let upgrading = 0;
  let shed = 0;
  const maxUpgrading = o.maxInFlight * UPGRADES_PER_REQUEST_SLOT;

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

  const exhausted = (): ShedReason | null => {
    if (eventLoopHigh >= 2) return 'event_loop_delay';
    if (heapHigh >= 2) return 'heap';
    return null;
  };
  const reasonNow = (): ShedReason | null => {
    if (o.maxInFlight > 0 && inFlight >= o.maxInFlight) return 'in_flight';
    if (o.maxDbWaiting > 0 && deps.pool.waitingCount > o.maxDbWaiting) return 'db_waiting';
    return exhausted();
  };
  const upgradeReasonNow = (): ShedReason | null => (maxUpgrading > 0 && upgrading >= maxUpgrading ? 'upgrading' : exhausted());

  // An upgrade's handshake ends when its socket opens (ws's `connection`), when it is refused, or when the client
  // hangs up, whichever comes first.
  const handshakes = new WeakMap<object, () => void>();
  app.addHook('onReady', (done) => {
    if (app.hasDecorator('websocketServer')) app.websocketServer.on('connection', (_socket: unknown, raw: object) => handshakes.get(raw)?.());
    done();
  });

  app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done) => {
    if (EXEMPT_PREFIXES.some((p) => req.url.startsWith(p))) return done();
    const upgrade = isUpgrade(req);
    const reason = upgrade ? upgradeReasonNow() : reasonNow();
    if (reason) {
      // One line per thousand shed requests: a flood must not turn into a flood of log lines.
      if (shed++ % 1000 === 0) req.log.warn({ reason, inFlight, upgrading, dbWaiting: deps.pool.waitingCount, shed }, 'overloaded: shedding requests');
      const t = translator(pickLanguage((req.query as Record<string, unknown> | undefined)?.lang, req.headers['accept-language']));
      // A refused upgrade's connection is ours to close: the websocket plugin only closes those it routed.
      if (upgrade) reply.raw.once('finish', () => req.raw.socket.end());
      void reply
        .code(503)
        .header('retry-after', String(o.retryAfterSeconds))
        .header('cache-control', 'no-store')
        .send({ status: 'error', message: t('overload.busy') });
      return;
    }
    if (upgrade) {
      upgrading++;
      const release = once(() => upgrading--);
      handshakes.set(req.raw, release);
      reply.raw.once('finish', release);
      req.raw.socket.once('close', release);
      return done();
    }
    // Uploads are long by nature (a slow uploader is not load).
    if (String(req.headers['content-type'] ?? '').startsWith('multipart/')) return done();
    inFlight++;
    // Counted down once, when the answer is sent or the connection is gone, whichever comes first: a client that
    // hangs up must not leave a slot taken for good.
    const release = once(() => inFlight--);
    reply.raw.once('close', release);
    reply.raw.once('finish', release);
    done();
  });

  app.decorate('overloadStatus', () => ({ inFlight, upgrading, shed, dbWaiting: deps.pool.waitingCount, ...app.memoryUsage() }));
}

/** `fn`, run on the first call only. */
function once(fn: () => void): () => void {
  let pending = true;
  return () => {
    if (pending) {
      pending = false;
      fn();
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the load shedding sees now (for tests and diagnostics). */
    overloadStatus(): { inFlight: number; upgrading: number; shed: number; dbWaiting: number; eventLoopDelay: number; heapUsed: number; rssBytes: number };
  }
}
