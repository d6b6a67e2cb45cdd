/**
 * The `mail` job: hands one rendered e-mail to the mailer adapter. The outbox row is keyed by the job id, so a
 * second run of the same job (after a crash or a timeout) finds it and sends nothing twice.
 */
import { defineJob } from './registry.ts';

export const mailJob = defineJob({
  name: 'mail',
  // A mail server that is down for a while: 8 retries, 30 s doubling (about two hours in all).
  retryLimit: 8,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
  pollSeconds: 1,
  handle: (deps, mail, job) => deps.mailer.send(mail, { key: job.id }),
});
