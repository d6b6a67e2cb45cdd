/** The `broadcast-fanout` job: queues an admin broadcast's pushes (broadcast.ts). A re-run does nothing. */
import { defineJob } from '../jobs/index.ts';
import { fanOutBroadcast } from './broadcast.ts';

export const broadcastFanoutJob = defineJob({
  name: 'broadcast-fanout',
  // One statement over every device: give a big audience time before the attempt counts as dead.
  expireInSeconds: 600,
  handle: (deps, { broadcastId }) => fanOutBroadcast(deps, broadcastId),
});
