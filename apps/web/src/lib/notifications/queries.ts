/**
 * Query definitions of the notification centre (issue 12): my notifications page by page, one notification, my
 * settings, and what reading one or all of them changes in the caches. The unread count lives in the nav badges'
 * cache entry (`users/unread_count`, lib/queries/chat.ts); the realtime frames `noti` and `noti_count` write it
 * there, and `applyNotiFrame` refreshes the list they concern.
 */
import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { NOTIFICATION_LIMITS, type Decoded, type RealtimeServerFrame, type wireNoti, type wireNotiSettings } from '@wheeldeal/contract';
import { call } from '../api/call';
import { decodeWire } from '../api/decode';
import { chatQueries, type UnreadCount } from '../queries/chat';

export type Noti = Decoded<typeof wireNoti>;
export type NotiSettings = Decoded<typeof wireNotiSettings>;

const PAGE = NOTIFICATION_LIMITS.pageSize;

export const notiQueries = {
  /** Every list query of one user starts with this key. */
  listKey: (userId: string) => ['noti_messages/all_notis', userId] as const,
  /** `POST noti_messages/all_notis` 30 at a time, newest first; a short page is the last. */
  list: (userId: string) =>
    infiniteQueryOptions({
      queryKey: notiQueries.listKey(userId),
      queryFn: ({ pageParam, signal }): Promise<Noti[]> =>
        call('noti_messages/all_notis', { body: { user_id: userId }, path: { limit: PAGE, offset: pageParam, login_user_id: userId }, signal }),
      initialPageParam: 0,
      getNextPageParam: (last: readonly Noti[], pages: readonly Noti[][]) => (last.length < PAGE ? undefined : pages.length * PAGE),
      enabled: userId !== '',
    }),
  oneKey: (id: string) => ['noti_messages/get', id] as const,
  one: (id: string, userId: string) =>
    queryOptions({
      queryKey: notiQueries.oneKey(id),
      queryFn: ({ signal }) => call('noti_messages/get', { path: { id, login_user_id: userId }, signal }),
      enabled: id !== '' && userId !== '',
      retry: false,
    }),
  settingsKey: (userId: string) => ['notis/settings_get', userId] as const,
  settings: (userId: string) =>
    queryOptions({
      queryKey: notiQueries.settingsKey(userId),
      queryFn: ({ signal }) => call('notis/settings_get', { path: { login_user_id: userId }, signal }),
      enabled: userId !== '',
    }),
};

/** The unread count of the badge, set (and never below zero). */
function setUnreadNotifications(queryClient: QueryClient, userId: string, count: (now: number) => number): void {
  queryClient.setQueryData(chatQueries.unreadKey(userId), (now: UnreadCount | undefined) =>
    now ? { ...now, blog_noti_unread_count: Math.max(0, count(now.blog_noti_unread_count)) } : now,
  );
}

function patchListed(queryClient: QueryClient, userId: string, patch: (n: Noti) => Noti): void {
  queryClient.setQueryData<InfiniteData<Noti[], number>>(notiQueries.listKey(userId), (now) =>
    now ? { ...now, pages: now.pages.map((page) => page.map(patch)) } : now,
  );
}

/** `notis/is_read`: marks one read, in the list, the detail and the badge at once (the server's answer confirms). */
export async function markNotiRead(queryClient: QueryClient, userId: string, noti: Pick<Noti, 'id' | 'is_read'>): Promise<Noti | null> {
  if (!noti.is_read) {
    patchListed(queryClient, userId, (n) => (n.id === noti.id ? { ...n, is_read: true } : n));
    setUnreadNotifications(queryClient, userId, (n) => n - 1);
  }
  try {
    const read = await call('notis/is_read', { body: { noti_id: noti.id, user_id: userId } });
    queryClient.setQueryData(notiQueries.oneKey(read.id), read);
    return read;
  } catch {
    // The server keeps the truth: read the list and the count again.
    void queryClient.invalidateQueries({ queryKey: notiQueries.listKey(userId) });
    void queryClient.invalidateQueries({ queryKey: chatQueries.unreadKey(userId) });
    return null;
  }
}

/** `notis/mark_all_read`. */
export async function markAllNotisRead(queryClient: QueryClient, userId: string): Promise<void> {
  await call('notis/mark_all_read', { body: { user_id: userId } });
  patchListed(queryClient, userId, (n) => ({ ...n, is_read: true }));
  setUnreadNotifications(queryClient, userId, () => 0);
}

/**
 * A notification of a realtime frame or a push message, decoded; null when it does not match the contract. The
 * decoder comes with the lazily loaded decoders (lib/api/decode.ts), not with the startup bundle.
 */
export async function decodeNoti(wire: unknown): Promise<Noti | null> {
  const decoded = await decodeWire('wireNoti', wire);
  return decoded.success ? (decoded.data as Noti) : null;
}

/** A new notification, or some read elsewhere: the list shows them (the badge is written by applyChatFrame). */
export function applyNotiFrame(queryClient: QueryClient, frame: RealtimeServerFrame, userId: string): void {
  if (frame.t === 'noti' || frame.t === 'noti_count') void queryClient.invalidateQueries({ queryKey: notiQueries.listKey(userId) });
}
