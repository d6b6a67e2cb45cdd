/**
 * The `push-send` job: sends the queued pushes of one batch (a notification's id, or a fan-out chunk's key). Pushes
 * a push service asked to retry stay queued and fail the job, so the queue runs it again after a pause, until
 * they are sent or PUSH_MAX_ATTEMPTS runs are spent; pushes already sent have left the outbox by then.
 */
import { defineJob } from '../jobs/index.ts';
import { PUSH_MAX_ATTEMPTS, sendBatch } from './push.service.ts';

export const pushSendJob = defineJob({
  name: 'push-send',
  // A push service that is down for a while: 30 s doubling, about two hours in all.
  retryLimit: PUSH_MAX_ATTEMPTS - 1,
  retryDelaySeconds: 30,
  expireInSeconds: 300,
  pollSeconds: 1,
  handle: (deps, { batch }) => sendBatch(deps, batch),
});
