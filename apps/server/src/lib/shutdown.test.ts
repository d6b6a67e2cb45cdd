/**
 * The bounded shutdown of the entry points, in a real child process (it ends with process.exit): parts stop in
 * reverse order of registration and the process exits 0; a part that never stops cannot hold the process past the
 * bound — it exits 1 then, after the forced-exit hook. The whole server under SIGTERM: test/crash-recovery.test.ts.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';

/** Runs the fixture and sends SIGTERM once it is ready (and a second one once it began shutting down, with `twice`). */
function run(env: Record<string, string>, twice = false) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/fixtures/shutdown-parts.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => {
    out += c.toString('utf8');
    if (out.includes('ready\n') && !child.killed) child.kill('SIGTERM');
    else if (twice && out.includes('shutting down') && !out.includes('FORCED') && child.exitCode === null) child.kill('SIGTERM');
  });
  return new Promise<{ code: number | null; out: string }>((resolve) => child.once('exit', (code) => resolve({ code, out })));
}

describe('Shutdown on SIGTERM', () => {
  it('stops the parts, the last registered first, and exits 0', async () => {
    const { code, out } = await run({ TIMEOUT_MS: '5000' });
    expect(code).toBe(0);
    expect(out.indexOf('stuck stopped')).toBeGreaterThan(-1);
    expect(out.indexOf('quick part stopping')).toBeGreaterThan(out.indexOf('stuck stopped'));
    expect(out).not.toContain('FORCED');
  });

  it('gives up on a part that does not stop in its time, still stops the others, and exits 1', async () => {
    const { code, out } = await run({ TIMEOUT_MS: '1500', STUCK: '1' });
    expect(code).toBe(1);
    expect(out).toContain('stuck did not stop within');
    expect(out).toContain('quick part stopping');
    expect(out).not.toContain('FORCED');
  });

  it('exits 1 at the bound whatever still runs', async () => {
    const { code, out } = await run({ TIMEOUT_MS: '1500', STUCK: '1', QUICK_STUCK: '1' });
    expect(code).toBe(1);
    // The last part's own budget ends at the bound too: whichever timer fires first ends the process, both with 1.
    expect(out).toMatch(/FORCED|quick did not stop within/);
  });

  it('exits 1 at once on a second signal, after the forced-exit hook', async () => {
    const { code, out } = await run({ TIMEOUT_MS: '60000', STUCK: '1' }, true);
    expect(code).toBe(1);
    expect(out).toContain('FORCED');
    expect(out).not.toContain('quick part stopping');
  });
});
