/** Public face of the realtime module (decision 013): publishing frames to users' sockets, and the WebSocket hub. */
export { notifyCalls, publish, publishAll, publishPresence, REALTIME_CHANNEL, SqlEnvelope, unreadEnvelope, type Publication, type RealtimeEnvelope } from './publish.ts';
export { CLOSE, RealtimeHub, type RealtimeHandlers } from './hub.ts';
export { registerRealtime, REALTIME_PATH } from './realtime.routes.ts';
export { PRESENCE_STALE_MS, presenceOf, type PresenceState } from './presence.ts';
