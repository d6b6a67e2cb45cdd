/**
 * Load shedding (issue 10 item 7): when the database pool's queue or the requests in progress pass their caps,
 * new requests are answered at once with 503, `Retry-After` and a localised wire-dialect message, health still
 * answers, and everything is served again as soon as the queue drains. The database is made "slow" by holding
 * every pooled connection, so nothing here depends on timing.
 */
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, signUp, type TestApp } from '../../test/support/app.ts';

/** The sampled checks off: a busy test machine's event loop must not decide these tests. */
const ONLY = { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_MAX_HEAP_MB: '0' };

let t: TestApp | undefined;
let held: pg.PoolClient[] = [];
afterEach(async () => {
  for (const c of held) c.release();
  held = [];
  await t?.close();
  t = undefined;
});

/** Takes every connection of the app's pool, so the app's next queries wait in the pool's queue. */
async function holdThePool(app: TestApp): Promise<pg.PoolClient[]> {
  const size = (app.deps.pool as pg.Pool & { options: { max: number } }).options.max;
  return Promise.all(Array.from({ length: size }, () => app.deps.pool.connect()));
}
/** Lets the event loop run until `cond` holds (the app's request has reached the pool's queue). */
async function until(cond: () => boolean) {
  for (let i = 0; i < 10_000 && !cond(); i++) await new Promise((r) => setImmediate(r));
  expect(cond()).toBe(true);
}
const appInfo = (app: TestApp, lang?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/index.php/rest/appinfo/get_delete_history/api_key/test-key',
    payload: {},
    headers: lang ? { 'accept-language': lang } : {},
  });

describe('load shedding', () => {
  it('answers 503 with Retry-After in the wire dialect while the database queue is full, then serves again', async () => {
    t = await createTestApp({ ...ONLY, OVERLOAD_MAX_DB_WAITING: '1', OVERLOAD_MAX_IN_FLIGHT: '0', OVERLOAD_RETRY_AFTER_SECONDS: '3' });
    held = await holdThePool(t);
    const queued = [appInfo(t), appInfo(t)];
    await until(() => t!.deps.pool.waitingCount >= 2);

    const shed = await appInfo(t, 'de');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('3');
    expect(shed.json()).toEqual({ status: 'error', message: 'Der Dienst ist gerade ausgelastet. Bitte versuchen Sie es in ein paar Sekunden erneut.' });
    // Health is never shed: liveness answers 200 (readiness tells the truth about the held pool).
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);

    for (const c of held) c.release();
    held = [];
    expect((await Promise.all(queued)).map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await appInfo(t)).statusCode).toBe(200);
  });

  it('caps the requests in progress, and a finished request frees its place', async () => {
    t = await createTestApp({ ...ONLY, OVERLOAD_MAX_IN_FLIGHT: '2', OVERLOAD_MAX_DB_WAITING: '0' });
    held = await holdThePool(t);
    const first = appInfo(t);
    const second = appInfo(t);
    await until(() => t!.deps.pool.waitingCount >= 2);
    const third = await appInfo(t);
    expect(third.statusCode).toBe(503);
    expect(third.json().message).toBe('The service is busy right now. Please try again in a few seconds.');
    expect(t.app.overloadStatus().inFlight).toBe(2);

    for (const c of held) c.release();
    held = [];
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect(t.app.overloadStatus().inFlight).toBe(0);
    expect((await appInfo(t)).statusCode).toBe(200);
  });

  it('does not count open realtime sockets as requests in progress', async () => {
    t = await createTestApp({ ...ONLY, OVERLOAD_MAX_IN_FLIGHT: '2', OVERLOAD_MAX_DB_WAITING: '0' });
    const user = await signUp(t);
    const open = await socketOpener(t, user.token);
    // More sockets than the cap: each upgrade is answered, and requests are still served beside them.
    const sockets = [await open(), await open(), await open()];
    expect(t.app.overloadStatus().inFlight).toBe(0);
    expect((await appInfo(t)).statusCode).toBe(200);
    for (const ws of sockets) ws.terminate();
  });

  it('lets a reconnect storm of sockets wait out a busy database instead of refusing it, within its own budget', async () => {
    // Request cap 2: upgrades in their handshake may be 2 × UPGRADES_PER_REQUEST_SLOT = 32.
    t = await createTestApp({ ...ONLY, OVERLOAD_MAX_IN_FLIGHT: '2', OVERLOAD_MAX_DB_WAITING: '1' });
    // Sockets of two users (one of them on several devices): what matters is that they come back at once.
    const [a, b] = [await signUp(t), await signUp(t)];
    const open = [await socketOpener(t, a.token), await socketOpener(t, b.token)];
    held = await holdThePool(t);

    // 32 clients of a dead peer come back at once while every database connection is taken: each upgrade waits
    // for the pool (far past the queue cap that sheds requests) and none is refused.
    const storm = Array.from({ length: 32 }, (_, i) => open[i % 2]!());
    await until(() => t!.app.overloadStatus().upgrading === 32 && t!.deps.pool.waitingCount >= 32);
    // The server is busy as ordinary requests see it…
    expect((await appInfo(t)).statusCode).toBe(503);
    // …and the upgrade budget is spent: one more upgrade is refused at once, in the wire dialect.
    await expect(open[0]!()).rejects.toThrow('HTTP 503');

    for (const c of held) c.release();
    held = [];
    const sockets = await Promise.all(storm);
    try {
      expect(t.app.overloadStatus().upgrading).toBe(0);
      expect(t.realtime.connectionCount).toBe(32);
      // The budget came back: the refused client gets in on its retry, and once the sockets' presence writes are
      // done, requests are served again.
      sockets.push(await open[0]!());
      await until(() => t!.deps.pool.waitingCount === 0);
      expect((await appInfo(t)).statusCode).toBe(200);
    } finally {
      for (const ws of sockets) ws.terminate();
    }
  });

  it('counts a refused upgrade out of the budget at once', async () => {
    t = await createTestApp({ ...ONLY, OVERLOAD_MAX_IN_FLIGHT: '1', OVERLOAD_MAX_DB_WAITING: '0' });
    const open = await socketOpener(t, 'no-such-session');
    for (let i = 0; i < 20; i++) await expect(open()).rejects.toThrow('HTTP 401');
    await until(() => t!.app.overloadStatus().upgrading === 0);
  });
});

/** Listens on a free port and answers a function that opens one realtime socket of `token` (resolved on `hello`). */
async function socketOpener(app: TestApp, token: string): Promise<() => Promise<WebSocket>> {
  if (!app.app.server.listening) await app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.app.server.address() as { port: number };
  return () =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { authorization: `Bearer ${token}` } });
      ws.once('message', () => resolve(ws));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });
}
