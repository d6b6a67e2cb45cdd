/** Public face of the notifications module: telling a user about something that happened to them. */
export { notifyUser, type Notice } from './notify.ts';
