/** Every domain's actions and jobs. A module adds its lists here once, from its public index. */
import type { Deps } from '../deps.ts';
import type { ActionRegistry } from '../http/rest.ts';
import type { RealtimeHandlers } from './realtime/index.ts';
import { adminActions } from './admin/index.ts';
// alerts (issue 12): subscriptions, saved searches, listing fan-out, price drops, digests
import { alertsActions, alertsJobs } from './alerts/index.ts';
import { appinfoActions } from './appinfo/index.ts';
import { authJobs } from './auth/index.ts';
import { catalogActions } from './catalog/index.ts';
// chat-core (issue 11): conversations and the deal
import { chatActions, contactsAmong, markRead, participantsOf, sendMessage, syncMessages } from './chat/index.ts';
import { contentActions } from './content/index.ts';
import { itemsJobs, itemsReadActions, itemsWriteActions } from './items/index.ts';
import { JobRegistry, mailJob } from './jobs/index.ts';
import { mediaActions } from './media/index.ts';
// Web Push (issue 12)
import { pushActions, pushSendJob } from './notifications/index.ts';
import { socialActions } from './social/index.ts';
import { usersActions, usersJobs } from './users/index.ts';
// phone sign-in (issue 14)
import { phoneActions } from './users/index.ts';
// reviews and questions
import { commentsActions } from './comments/index.ts';
import { reviewsActions } from './reviews/index.ts';
// notifications (issue 12): the notification centre and admin broadcasts
import { broadcastFanoutJob, notificationsActions } from './notifications/index.ts';
// money (issue 13), the admin's side with it
import { leftOutActions, paymentsActions, paymentsAdminActions, paymentsJobs } from './payments/index.ts';
// bidding (issue 13)
import { biddingActions, biddingJobs } from './bidding/index.ts';
// badges and the account (issue 14)
import { accountActions } from './account/index.ts';
// social sign-in (issue 14)
import { socialLoginActions } from './social-login/index.ts';
// people and content (issue 14)
import { contentEditorActions } from './content/index.ts';

export function registerModules(registry: ActionRegistry): void {
  registry.add(...usersActions, ...appinfoActions);
  registry.add(...itemsReadActions);
  registry.add(...catalogActions);
  registry.add(...itemsWriteActions, ...mediaActions, ...adminActions);
  registry.add(...socialActions, ...contentActions);
  // chat-core (issue 11)
  registry.add(...chatActions);
  // reviews and questions
  registry.add(...reviewsActions, ...commentsActions);
  // Web Push (issue 12)
  registry.add(...pushActions);
  // notifications (issue 12)
  registry.add(...notificationsActions);
  // alerts (issue 12)
  registry.add(...alertsActions);
  // money (issue 13)
  registry.add(...paymentsActions, ...leftOutActions);
  // money (issue 13): the admin's side
  registry.add(...paymentsAdminActions);
  // bidding (issue 13)
  registry.add(...biddingActions);
  // phone sign-in (issue 14)
  registry.add(...phoneActions);
  // badges and the account (issue 14)
  registry.add(...accountActions);
  // social sign-in (issue 14)
  registry.add(...socialLoginActions);
  // people and content (issue 14)
  registry.add(...contentEditorActions);
}

/** Every job a worker runs: the queue's own (mail) and each domain's. */
export function moduleJobs(): JobRegistry {
  return new JobRegistry().add(mailJob, ...authJobs, ...usersJobs, pushSendJob, broadcastFanoutJob, ...alertsJobs, ...paymentsJobs, ...biddingJobs, ...itemsJobs);
}

/** What the realtime hub asks of the conversations (decision 013): the chat module's own functions. */
export function conversationHandlers(deps: Deps): RealtimeHandlers {
  return {
    send: (userId, f, t) => sendMessage(deps, userId, { chatId: f.chat_id, clientId: f.client_id, message: f.message }, t),
    sync: (userId, chatId, afterSeq, t) => syncMessages(deps, userId, chatId, afterSeq, t),
    read: (userId, chatId) => markRead(deps, userId, chatId),
    async participants(userId, chatId) {
      const p = await participantsOf(deps, chatId);
      return p && (p.buyerId === userId || p.sellerId === userId) ? [p.buyerId, p.sellerId] : null;
    },
    contacts: (userId, otherIds) => contactsAmong(deps, userId, otherIds),
  };
}
