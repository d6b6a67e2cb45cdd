/**
 * Issue 13 item 4: 200 purchases started at once over real HTTP, then their confirmations delivered to the webhook
 * route concurrently, each success several times, failures mixed in before and after, in shuffled order. Every
 * balance is checked exactly afterwards: each buyer's remaining posts, each payment's state, one ledger charge per
 * success, one applied event per outcome, totals per currency (USD, JPY with no minor unit, KWD with three).
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, packagePurchases, packages, paymentEvents, payments, users } from '../../db/schema.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from '../../adapters/payments/sandbox.ts';
import { newId } from '../../lib/ids.ts';
import { API_KEY, createTestApp, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { createLoggedInUser } from '../../../test/support/factories.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** A seeded shuffle (the same order on every run). */
function shuffle<T>(list: T[], seed: number): T[] {
  const out = [...list];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Runs `tasks` with at most `width` at once. */
async function inParallel<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }),
  );
  return results;
}

/**
 * A POST as a client or a provider makes it: a 503 (the server shedding load under this burst) is retried after a
 * short wait, as browsers' retry logic and providers' webhook retries do.
 */
async function post(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const r = await fetch(url, init);
    if (r.status !== 503 || attempt === 50) return r;
    await r.arrayBuffer();
    await new Promise((done) => setTimeout(done, 20 + ((attempt * 37) % 80)));
  }
}

const rest = (u: TestUser, path: string, body: object) =>
  post(`${base}/index.php/rest/${path}/api_key/${API_KEY}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${u.token}` }, body: JSON.stringify(body) });

describe('200 concurrent purchases with duplicated and reordered confirmations', () => {
  it('leaves every balance exact', async () => {
    const PURCHASES = 200;
    const buyers = await Promise.all(Array.from({ length: 25 }, () => createLoggedInUser(t)));
    const pkgs = await t.deps.db
      .insert(packages)
      .values([
        { id: newId('pkg'), title: 'USD 3', priceMinor: 999, currency: 'USD', postCount: 3 },
        { id: newId('pkg'), title: 'USD 11', priceMinor: 2501, currency: 'USD', postCount: 11 },
        { id: newId('pkg'), title: 'JPY 5', priceMinor: 1500, currency: 'JPY', postCount: 5 },
        { id: newId('pkg'), title: 'KWD 7', priceMinor: 12_345, currency: 'KWD', postCount: 7 },
      ])
      .returning();

    // 1. Every purchase starts at once (each with its own idempotency key; a fifth of them sent twice).
    const plan = Array.from({ length: PURCHASES }, (_, i) => ({ buyer: buyers[i % buyers.length]!, pkg: pkgs[i % pkgs.length]!, key: `conc-${i}-${Date.now()}`, i }));
    const startOf = (p: (typeof plan)[number]) => async () => {
      const r = await rest(p.buyer, 'payments/start', { user_id: p.buyer.id, kind: 'package', package_id: p.pkg.id, provider: 'sandbox', idempotency_key: p.key });
      return { status: r.status, json: (await r.json()) as { id: string; total_minor: string; currency: string } };
    };
    const starts = await inParallel(
      shuffle([...plan.map(startOf), ...plan.filter((p) => p.i % 5 === 0).map(startOf)], 7),
      40,
    );
    expect(starts.filter((s) => s.status !== 201)).toEqual([]);
    const rows = await t.deps.db.select().from(payments).where(inArray(payments.userId, buyers.map((b) => b.id)));
    expect(rows).toHaveLength(PURCHASES);

    // 2. What the provider decides: three in four succeed; a success is delivered three times, and every fourth
    //    success also gets a stale failure (delivered in any order around it); failures are delivered twice.
    const succeeds = (i: number) => i % 4 !== 3;
    const byKey = new Map(plan.map((p) => [p.key, p]));
    const deliveries: string[] = [];
    for (const row of rows) {
      const p = byKey.get(row.idempotencyKey)!;
      const event = (type: 'succeeded' | 'failed') =>
        JSON.stringify({ id: `sandbox:${row.providerRef}:${type}`, type, ref: row.providerRef, payment_id: row.id, amount_minor: row.totalMinor, currency: row.currency, ...(type === 'failed' ? { reason: 'declined' } : {}) });
      if (succeeds(p.i)) {
        deliveries.push(event('succeeded'), event('succeeded'), event('succeeded'));
        if (p.i % 8 === 0) deliveries.push(event('failed'));
      } else deliveries.push(event('failed'), event('failed'));
    }
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const answers = await inParallel(
      shuffle(deliveries, 11).map((raw) => async () => {
        const r = await post(`${base}/api/payments/webhook/sandbox`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(raw, t.config.payments.sandboxWebhookSecret, now) },
          body: raw,
        });
        return r.status;
      }),
      50,
    );
    expect(answers.filter((s) => s !== 200)).toEqual([]);

    // 3. Every balance, exactly.
    const after = await t.deps.db.select().from(payments).where(inArray(payments.userId, buyers.map((b) => b.id)));
    const expectedPosts = new Map(buyers.map((b) => [b.id, 0]));
    const expectedTotals = new Map<string, number>();
    for (const row of after) {
      const p = byKey.get(row.idempotencyKey)!;
      expect(row.status, p.key).toBe(succeeds(p.i) ? 'succeeded' : 'failed');
      if (succeeds(p.i)) {
        expectedPosts.set(row.userId!, expectedPosts.get(row.userId!)! + p.pkg.postCount);
        expectedTotals.set(row.currency, (expectedTotals.get(row.currency) ?? 0) + p.pkg.priceMinor);
      }
    }
    const userRows = await t.deps.db.select({ id: users.id, n: users.remainingPost }).from(users).where(inArray(users.id, buyers.map((b) => b.id)));
    for (const u of userRows) expect(u.n, u.id).toBe(expectedPosts.get(u.id));

    const ledger = await t.deps.db.select().from(ledgerEntries).where(inArray(ledgerEntries.paymentId, after.map((p) => p.id)));
    const succeeded = after.filter((p) => p.status === 'succeeded');
    expect(ledger).toHaveLength(succeeded.length);
    for (const p of succeeded) {
      const mine = ledger.filter((l) => l.paymentId === p.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ entry: 'charge', amountMinor: p.totalMinor, currency: p.currency });
    }
    const totals = new Map<string, number>();
    for (const l of ledger) totals.set(l.currency, (totals.get(l.currency) ?? 0) + l.amountMinor);
    expect(Object.fromEntries(totals)).toEqual(Object.fromEntries(expectedTotals));
    const postsInLedger = ledger.reduce((a, l) => a + l.postsDelta, 0);
    expect(postsInLedger).toBe([...expectedPosts.values()].reduce((a, b) => a + b, 0));

    const events = await t.deps.db.select().from(paymentEvents).where(inArray(paymentEvents.paymentId, after.map((p) => p.id)));
    for (const p of after) {
      const mine = events.filter((e) => e.paymentId === p.id);
      const applied = mine.filter((e) => e.outcome === 'applied');
      // One applied outcome per payment; a stale failure that came first was applied and then overtaken.
      expect(applied.filter((e) => e.type === p.status)).toHaveLength(1);
      expect(mine.filter((e) => e.type === 'succeeded').length).toBeLessThanOrEqual(1);
    }
    const purchases = await t.deps.db.select().from(packagePurchases).where(inArray(packagePurchases.paymentId, after.map((p) => p.id)));
    expect(purchases.filter((p) => p.status === 'approved')).toHaveLength(succeeded.length);
    expect(purchases.filter((p) => p.status === 'failed')).toHaveLength(PURCHASES - succeeded.length);

    // Delivered again later (a provider retrying everything): nothing moves.
    const replay = await inParallel(
      deliveries.slice(0, 60).map((raw) => async () =>
        (
          await post(`${base}/api/payments/webhook/sandbox`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(raw, t.config.payments.sandboxWebhookSecret, now) },
            body: raw,
          })
        ).json() as Promise<{ message: string }>,
      ),
      20,
    );
    expect(new Set(replay.map((r) => r.message))).toEqual(new Set(['duplicate']));
    const again = await t.deps.db.select({ id: users.id, n: users.remainingPost }).from(users).where(inArray(users.id, buyers.map((b) => b.id)));
    for (const u of again) expect(u.n).toBe(expectedPosts.get(u.id));
    expect(await t.deps.db.select().from(ledgerEntries).where(inArray(ledgerEntries.paymentId, after.map((p) => p.id)))).toHaveLength(succeeded.length);
  }, 120_000);
});
