/** Every domain's actions and jobs. A module adds its lists here once, from its public index. */
import type { Deps } from '../deps.ts';
import type { ActionRegistry } from '../http/rest.ts';
import { notFound } from '../lib/errors.ts';
import type { RealtimeHandlers } from './realtime/index.ts';
import { adminActions } from './admin/index.ts';
import { appinfoActions } from './appinfo/index.ts';
import { authJobs } from './auth/index.ts';
import { catalogActions } from './catalog/index.ts';
// chat-core (issue 11): conversations and the deal
import { chatActions } from './chat/index.ts';
import { contentActions } from './content/index.ts';
import { itemsReadActions, itemsWriteActions } from './items/index.ts';
import { JobRegistry, mailJob } from './jobs/index.ts';
import { mediaActions } from './media/index.ts';
import { socialActions } from './social/index.ts';
import { usersActions, usersJobs } from './users/index.ts';

export function registerModules(registry: ActionRegistry): void {
  registry.add(...usersActions, ...appinfoActions);
  registry.add(...itemsReadActions);
  registry.add(...catalogActions);
  registry.add(...itemsWriteActions, ...mediaActions, ...adminActions);
  registry.add(...socialActions, ...contentActions);
  // chat-core (issue 11)
  registry.add(...chatActions);
}

/** Every job a worker runs: the queue's own (mail) and each domain's. */
export function moduleJobs(): JobRegistry {
  return new JobRegistry().add(mailJob, ...authJobs, ...usersJobs);
}

/** What the realtime hub asks of the conversations (decision 013). */
export function conversationHandlers(_deps: Deps): RealtimeHandlers {
  const none = () => Promise.reject(notFound('deal.no_chat'));
  return { send: none, sync: none, read: none, participants: () => Promise.resolve(null), contacts: () => Promise.resolve([]) };
}
