/** Scheduled housekeeping of the auth data: dead sessions, finished rate-limit windows and old sign-in failures. */
import { defineJob } from '../jobs/index.ts';
import { pruneRateLimits } from '../../lib/rate-limit.ts';
import { pruneLoginFailures } from './login-throttle.ts';
import { pruneExpiredSessions } from './sessions.service.ts';

export const authJobs = [
  defineJob({
    name: 'prune-sessions',
    cron: '7 * * * *',
    pollSeconds: 30,
    handle: async (deps) => {
      const n = await pruneExpiredSessions(deps);
      if (n) deps.log.info({ sessions: n }, 'pruned expired sessions');
    },
  }),
  defineJob({
    name: 'prune-rate-limits',
    cron: '27 * * * *',
    pollSeconds: 30,
    handle: async (deps) => {
      const n = await pruneRateLimits(deps);
      if (n) deps.log.info({ windows: n }, 'pruned rate-limit windows');
      const failures = await pruneLoginFailures(deps);
      if (failures) deps.log.info({ rows: failures }, 'pruned old sign-in failures');
    },
  }),
];
