/**
 * Fixed-window rate limits kept in PostgreSQL, so every server process shares them. Used for login,
 * registration, code and reset calls, per IP and per account.
 */
import type { Deps } from '../deps.ts';
import { tooManyRequests } from './errors.ts';

export interface Limit {
  bucket: string;
  max: number;
  windowSeconds: number;
}

export const LIMITS_AUTH = {
  loginPerIp: { bucket: 'login-ip', max: 30, windowSeconds: 15 * 60 },
  registerPerIp: { bucket: 'register-ip', max: 10, windowSeconds: 60 * 60 },
  codePerIp: { bucket: 'code-ip', max: 20, windowSeconds: 60 * 60 },
  codePerAccount: { bucket: 'code-account', max: 5, windowSeconds: 60 * 60 },
  verifyPerAccount: { bucket: 'verify-account', max: 10, windowSeconds: 15 * 60 },
  resetPerIp: { bucket: 'reset-ip', max: 10, windowSeconds: 60 * 60 },
  resetPerAccount: { bucket: 'reset-account', max: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

/** Counts one hit; throws 429 when the window's budget is spent. */
export async function hit(deps: Deps, limit: Limit, key: string): Promise<void> {
  if (!deps.config.rateLimitEnabled) return;
  const now = deps.clock.now().getTime();
  const windowStart = new Date(now - (now % (limit.windowSeconds * 1000)));
  const { rows } = await deps.pool.query<{ count: number }>(
    `insert into rate_limit_hits (bucket, key, window_start, count) values ($1, $2, $3, 1)
     on conflict (bucket, key, window_start) do update set count = rate_limit_hits.count + 1
     returning count`,
    [limit.bucket, key.toLowerCase(), windowStart],
  );
  if ((rows[0]?.count ?? 0) > limit.max) throw tooManyRequests();
}

/** How long a finished window is kept; no limit has a window longer than this. */
export const RATE_WINDOW_RETENTION_SECONDS = 24 * 60 * 60;

/** Old windows are worthless; called from the housekeeping job (prune-rate-limits). Answers how many went. */
export async function pruneRateLimits(deps: Deps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - RATE_WINDOW_RETENTION_SECONDS * 1000);
  const { rowCount } = await deps.pool.query('delete from rate_limit_hits where window_start < $1', [before]);
  return rowCount ?? 0;
}
