/** Reading a push message of ours: `{"noti": <wire Noti>}` (the server's push-send job writes it). */
import type { RoutableNoti } from '../lib/notifications/route-of';
import type { PushMessageDataLike } from './sw-scope';

export type PushedNoti = RoutableNoti & { title: string; message: string };

/** The notification of a push payload, or null when the payload is not ours. */
export function notiOfPush(data: PushMessageDataLike | null): PushedNoti | null {
  let payload: unknown;
  try {
    payload = data?.json();
  } catch {
    return null;
  }
  const noti = (payload as { noti?: unknown } | null | undefined)?.noti as Record<string, unknown> | undefined;
  if (!noti || typeof noti.id !== 'string' || typeof noti.flag !== 'string' || typeof noti.title !== 'string') return null;
  return { ...(noti as unknown as RoutableNoti), title: noti.title, message: typeof noti.message === 'string' ? noti.message : '' };
}

