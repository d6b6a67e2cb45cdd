/** Public face of the realtime module: publishing frames to users' sockets (the WebSocket hub comes with decision 013). */
export { publish, REALTIME_CHANNEL, type RealtimeEnvelope } from './publish.ts';
