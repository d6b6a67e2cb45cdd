/** Jobs of the users data: housekeeping of spent codes and reset links, and the phone codes' messages. */
import { defineJob } from '../jobs/index.ts';
import { deleteSpentPhoneCodes } from './phone.repository.ts';
import { deleteSpentCodes } from './users.repository.ts';

export const usersJobs = [
  defineJob({
    name: 'prune-codes',
    cron: '17 * * * *',
    pollSeconds: 30,
    handle: async (deps) => {
      const now = deps.clock.now();
      const n = (await deleteSpentCodes(deps.db, now)) + (await deleteSpentPhoneCodes(deps.db, now));
      if (n) deps.log.info({ codes: n }, 'pruned spent verification codes');
    },
  }),
  /**
   * One phone code to the messaging adapter, keyed by the job id (one outbox row and one delivery per job). A code
   * is worthless after ten minutes, so retries stop well before that: a late code is only noise.
   */
  defineJob({
    name: 'phone-code',
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 60,
    pollSeconds: 1,
    handle: (deps, message, job) => deps.messenger.send(message, { key: job.id }),
  }),
];
