/**
 * The job queue on the real database: a job lives and dies with the transaction that enqueues it, a committed job
 * runs once, e-mail from the account and moderation calls reaches the outbox only through the queue, and the
 * scheduled prune jobs delete exactly what can never be used again.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, rateLimitHits, sessions, verificationCodes } from '../../db/schema.ts';
import { moduleJobs } from '../index.ts';
import { enqueue, JOB_SCHEMA, startJobs } from './index.ts';
import { createTestApp, drainJobs, signUp, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { makeCatalog, makeItem } from '../../../test/support/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
});
afterAll(() => t.close());

const mail = (to: string) => ({ to, subject: 'Hello', text: 'Body', template: 'test' });
const outboxTo = (to: string) => t.deps.db.select().from(outbox).where(eq(outbox.recipient, to));

interface JobRow {
  id: string;
  state: string;
  retry_count: number;
}
async function mailJobsTo(to: string): Promise<JobRow[]> {
  const { rows } = await t.deps.pool.query<JobRow>(`select id, state::text, retry_count from ${JOB_SCHEMA}.job where name = 'mail' and data->>'to' = $1`, [to]);
  return rows;
}

/** Polls the database until `check` holds; a deadline, not a sleep, bounds it. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('enqueue', () => {
  it('stores nothing when the transaction that enqueued the job rolls back, so it never runs', async () => {
    await expect(
      t.deps.db.transaction(async (tx) => {
        await enqueue(tx, 'mail', mail('rolled-back@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await mailJobsTo('rolled-back@example.com')).toHaveLength(0);
    await drainJobs(t);
    expect(await outboxTo('rolled-back@example.com')).toHaveLength(0);
  });

  it('runs a committed job once, on a worker started like the server starts it', async () => {
    const id = await t.deps.db.transaction((tx) => enqueue(tx, 'mail', mail('committed@example.com')));
    const jobs = await startJobs(t.deps, moduleJobs(), { work: true, pollSeconds: 0.5 });
    try {
      await until(async () => (await mailJobsTo('committed@example.com'))[0]?.state === 'completed', 'the mail job to complete');
      // The worker also put the housekeeping jobs on their schedule.
      const { rows } = await t.deps.pool.query<{ name: string; cron: string }>(`select name, cron from ${JOB_SCHEMA}.schedule order by name`);
      expect(rows.map((r) => r.name)).toEqual(['alerts-digest', 'facet-counts', 'payments-reconcile', 'prune-codes', 'prune-rate-limits', 'prune-sessions']);
    } finally {
      await jobs.stop();
    }
    const rows = await outboxTo('committed@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(`obx_${id}`);
    expect((await mailJobsTo('committed@example.com'))[0]!.retry_count).toBe(0);
    // Nothing is left to run a second time.
    expect(await drainJobs(t)).toBe(0);
    expect(await outboxTo('committed@example.com')).toHaveLength(1);
  });

  it('stores a job for later in the caller’s transaction, in seconds from now or at a time', async () => {
    const at = new Date(Date.now() + 3_600_000);
    const [inSeconds, atTime] = await t.deps.db.transaction(async (tx) => [
      await enqueue(tx, 'mail', mail('later@example.com'), { startAfter: 600 }),
      await enqueue(tx, 'mail', mail('later@example.com'), { startAfter: at }),
    ]);
    const { rows } = await t.deps.pool.query<{ id: string; wait: number; start_after: Date }>(
      `select id, extract(epoch from start_after - created_on)::int as wait, start_after from ${JOB_SCHEMA}.job where id = any($1::uuid[])`,
      [[inSeconds, atTime]],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(inSeconds!)!.wait).toBeGreaterThanOrEqual(599);
    expect(byId.get(atTime!)!.start_after.getTime()).toBe(at.getTime());
    // Not due yet: nothing runs.
    expect(await outboxTo('later@example.com')).toHaveLength(0);
    await drainJobs(t);
    expect(await outboxTo('later@example.com')).toHaveLength(0);
  });

  it('refuses a job whose queue does not exist, failing the caller’s change instead of losing it', async () => {
    await expect(t.deps.db.transaction((tx) => enqueue(tx, 'no-such-queue' as 'mail', mail('nowhere@example.com')))).rejects.toThrow(/queue does not exist/);
  });
});

describe('e-mail through the queue', () => {
  it('registration enqueues the code mail with the new code; the outbox gets it when the job runs', async () => {
    const reg = await t.post('users/add', { user_name: 'Queue Q', user_email: 'queued@example.com', user_password: 'Correct-horse-9' });
    expect(reg.status).toBe(201);
    expect(await outboxTo('queued@example.com')).toHaveLength(0);
    const [job] = await mailJobsTo('queued@example.com');
    expect(job?.state).toBe('created');
    await drainJobs(t);
    const [row] = await outboxTo('queued@example.com');
    expect(row).toMatchObject({ id: `obx_${job!.id}`, template: 'verify', status: 'local' });
    expect(row!.body).toMatch(/\b\d{6}\b/);
  });

  it('a password reset enqueues the link mail', async () => {
    const u = await signUp(t);
    await t.post('users/reset', { user_email: u.email });
    const before = (await outboxTo(u.email)).length;
    expect((await mailJobsTo(u.email)).filter((j) => j.state === 'created')).toHaveLength(1);
    await drainJobs(t);
    const rows = await outboxTo(u.email);
    expect(rows).toHaveLength(before + 1);
    expect(rows.find((r) => r.template === 'reset')!.body).toContain('reset-password?token=');
  });

  it('a moderation decision enqueues the owner’s notice mail in its transaction; a refused one enqueues nothing', async () => {
    const moderator = await signUp(t, { role: 2 });
    const owner: TestUser = await signUp(t);
    const cat = await makeCatalog(t);
    const item = await makeItem(t, cat, owner.id, { status: 0, title: 'Queued notice' });
    expect((await t.post('admin/item_approve', { item_id: item.id }, { token: moderator.token })).status).toBe(200);
    const notices = () => t.deps.db.select().from(outbox).where(and(eq(outbox.recipient, owner.email), eq(outbox.template, 'item_approve')));
    expect(await notices()).toHaveLength(0);
    await drainJobs(t);
    expect(await notices()).toHaveLength(1);
    // Approving a published listing is an illegal transition: the transaction rolls back with its mail.
    const again = await t.post('admin/item_approve', { item_id: item.id }, { token: moderator.token });
    expect(again.status).toBe(400);
    expect(await drainJobs(t)).toBe(0);
    expect(await notices()).toHaveLength(1);
  });
});

describe('scheduled housekeeping', () => {
  it('prune jobs delete expired and revoked sessions, spent codes and old rate windows, and nothing live', async () => {
    const u = await signUp(t);
    const now = t.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms);
    const HOUR = 3_600_000;
    await t.deps.db.delete(sessions).where(eq(sessions.userId, u.id));
    await t.deps.db.insert(sessions).values([
      { id: 'live', userId: u.id, idleExpiresAt: at(HOUR), absoluteExpiresAt: at(24 * HOUR) },
      { id: 'idle-expired', userId: u.id, idleExpiresAt: at(-1000), absoluteExpiresAt: at(24 * HOUR) },
      { id: 'absolute-expired', userId: u.id, idleExpiresAt: at(HOUR), absoluteExpiresAt: at(-1000) },
      { id: 'revoked', userId: u.id, idleExpiresAt: at(HOUR), absoluteExpiresAt: at(24 * HOUR), revokedAt: at(-HOUR) },
    ]);
    await t.deps.db.delete(verificationCodes).where(eq(verificationCodes.userId, u.id));
    const code = (id: string, extra: Partial<typeof verificationCodes.$inferInsert>) => ({ id, userId: u.id, purpose: 'email_verify', codeHash: id, expiresAt: at(HOUR), ...extra });
    await t.deps.db.insert(verificationCodes).values([code('vcd_live', {}), code('vcd_expired', { expiresAt: at(-1000) }), code('vcd_used', { usedAt: at(-HOUR) })]);
    await t.deps.db.execute(sql`delete from rate_limit_hits`);
    await t.deps.db.insert(rateLimitHits).values([
      { bucket: 'login-ip', key: 'current', windowStart: at(-HOUR / 4), count: 3 },
      { bucket: 'login-ip', key: 'yesterday', windowStart: at(-25 * HOUR), count: 3 },
    ]);

    await t.deps.db.transaction(async (tx) => {
      await enqueue(tx, 'prune-sessions', {});
      await enqueue(tx, 'prune-codes', {});
      await enqueue(tx, 'prune-rate-limits', {});
    });
    expect(await drainJobs(t)).toBe(3);

    const left = await t.deps.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, u.id));
    expect(left.map((r) => r.id)).toEqual(['live']);
    const codes = await t.deps.db.select({ id: verificationCodes.id }).from(verificationCodes).where(eq(verificationCodes.userId, u.id));
    expect(codes.map((r) => r.id)).toEqual(['vcd_live']);
    const windows = await t.deps.db.select({ key: rateLimitHits.key }).from(rateLimitHits);
    expect(windows.map((r) => r.key)).toEqual(['current']);
  });
});
