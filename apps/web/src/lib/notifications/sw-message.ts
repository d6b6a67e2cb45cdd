/** What the service worker posts to a visible window of ours instead of showing a system notification: the page
 * toasts it (deduplicated by id with the realtime frame of the same event). */
export const SW_NOTI_MESSAGE = 'wd-noti';

export interface SwNotiMessage {
  type: typeof SW_NOTI_MESSAGE;
  /** The wire Noti of the push payload. */
  noti: unknown;
}

export function isSwNotiMessage(data: unknown): data is SwNotiMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SW_NOTI_MESSAGE;
}
