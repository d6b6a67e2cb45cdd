/**
 * Workers as separate processes: one killed in the middle of a job (after its effect, before it reported the job
 * done) — the job runs again on another worker and its effect is there once; and the real `npm run worker`
 * entry point works off the queue and stops cleanly on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { outbox } from '../../db/schema.ts';
import { enqueue, JOB_SCHEMA } from './index.ts';
import { createTestApp, type TestApp } from '../../../test/support/app.ts';

let t: TestApp;
const children: ChildProcess[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});
afterAll(() => t.close());

function start(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: t.db.url, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const job = async (id: string) =>
  (await t.deps.pool.query<{ state: string; retry_count: number }>(`select state::text, retry_count from ${JOB_SCHEMA}.job where name = 'mail' and id = $1`, [id])).rows[0];
const outboxTo = (to: string) => t.deps.db.select().from(outbox).where(eq(outbox.recipient, to));

describe('a worker killed mid-job', () => {
  it('leaves the job to another worker, which runs it again; the e-mail is in the outbox once', async () => {
    const to = 'crash@example.com';
    // A short expiry, so the dead worker's claim lapses quickly; retry at once.
    const id = await t.deps.db.transaction((tx) => enqueue(tx, 'mail', { to, subject: 'S', text: 'T', template: 'test' }, { expireInSeconds: 4, retryDelaySeconds: 0 }));
    const fixture = path.join('apps/server/test/fixtures/job-worker.ts');

    const first = start(fixture, { HANG_AFTER_MAIL: '1' });
    await until(async () => (await outboxTo(to)).length === 1 && (await job(id))?.state === 'active', 'the first worker to write the e-mail and hang');
    first.kill('SIGKILL');
    expect((await exited(first)).signal).toBe('SIGKILL');
    expect((await job(id))?.state).toBe('active');

    const second = start(fixture, {});
    await until(async () => (await job(id))?.state === 'completed', 'the second worker to complete the job');
    // Started again after the first start (retry_count counts restarts), done once.
    expect((await job(id))?.retry_count).toBeGreaterThanOrEqual(1);
    const rows = await outboxTo(to);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(`obx_${id}`);

    second.kill('SIGTERM');
    expect((await exited(second)).code).toBe(0);
  }, 120_000);
});

describe('npm run worker', () => {
  it('sends queued e-mail and exits 0 on SIGTERM', async () => {
    const to = 'worker-process@example.com';
    const id = await t.deps.db.transaction((tx) => enqueue(tx, 'mail', { to, subject: 'S', text: 'T', template: 'test' }));
    const worker = start('apps/server/src/worker.ts', { JOBS_POLL_SECONDS: '0.5' });
    await until(async () => (await job(id))?.state === 'completed', 'the worker process to complete the job');
    expect(await outboxTo(to)).toHaveLength(1);
    worker.kill('SIGTERM');
    expect((await exited(worker)).code).toBe(0);
    // A hang guard, not a timing check: room for the 60 s waits of `until` on a loaded machine.
  }, 120_000);
});
