/**
 * Unread counters for the nav (`POST users/unread_count`). Failure is tolerated: the badges just stay hidden.
 * Invalidate `['unread']` after reading messages or notifications.
 */
import { useQuery } from '@tanstack/react-query';
import { apiPost } from './api/client';
import { toInt } from './api/wire';
import type { WireUnreadCount } from './api/wire-types';
import { useSession } from './session/session-store';

export const UNREAD_COUNT_KEY = ['unread'] as const;

export function useUnreadCount(): { messages: number; notifications: number } {
  const { user } = useSession();
  const { data } = useQuery({
    queryKey: [...UNREAD_COUNT_KEY, user?.user_id ?? ''],
    queryFn: ({ signal }) =>
      apiPost<WireUnreadCount>('users', 'unread_count', { user_id: user?.user_id ?? '', device_token: '' }, undefined, { signal }),
    enabled: Boolean(user),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    retry: false,
    staleTime: 30_000,
  });
  return {
    messages: toInt(data?.buyer_unread_count) + toInt(data?.seller_unread_count),
    notifications: toInt(data?.blog_noti_unread_count),
  };
}
