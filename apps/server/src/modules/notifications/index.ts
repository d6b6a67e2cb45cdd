/** Public face of the notifications module (decision 014): telling a user about something that happened to them,
 * their unread count, the notification centre's calls and the broadcast fan-out job. */
export { itemClickData, notifyBadgeDecision, notifyUser, type BadgeDecision, type Notice } from './notify.ts';
export { unreadCount as notificationUnreadCount, broadcastVisibleTo, prefOn } from './notifications.repository.ts';
export { presentNoti } from './notifications.presenter.ts';
// Web Push: the devices' calls and the job that delivers the queued pushes.
export { pushActions } from './push.routes.ts';
export { pushSendJob } from './push.job.ts';
export { notificationsActions } from './notifications.routes.ts';
export { listBroadcasts, sendBroadcast, type NewBroadcast } from './broadcast.ts';
export { broadcastFanoutJob } from './broadcast.job.ts';
