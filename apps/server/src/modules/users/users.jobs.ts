/** Scheduled housekeeping of the users data: verification codes and reset links that are used or expired. */
import { defineJob } from '../jobs/index.ts';
import { deleteSpentCodes } from './users.repository.ts';

export const usersJobs = [
  defineJob({
    name: 'prune-codes',
    cron: '17 * * * *',
    pollSeconds: 30,
    handle: async (deps) => {
      const n = await deleteSpentCodes(deps.db, deps.clock.now());
      if (n) deps.log.info({ codes: n }, 'pruned spent verification codes');
    },
  }),
];
