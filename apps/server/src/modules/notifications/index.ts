/** Public face of the notifications module (decision 014): telling a user about something that happened to them,
 * and their unread count. */
export { notifyUser, type Notice } from './notify.ts';
export { unreadCount as notificationUnreadCount, broadcastVisibleTo } from './notifications.repository.ts';
export { presentNoti } from './notifications.presenter.ts';
// Web Push: the devices' calls and the job that delivers the queued pushes.
export { pushActions } from './push.routes.ts';
export { pushSendJob } from './push.job.ts';
