/**
 * Unread counters for the nav badges: `users/unread_count` once signed in (messages as buyer + as seller, and the
 * notifications), then kept live by the realtime frames `unread` (messages) and `noti` / `noti_count`
 * (notifications), which write the same cache entry (queries/chat.ts `applyChatFrame`).
 */
import { useQuery } from '@tanstack/react-query';
import { chatQueries } from './queries/chat';
import { useSession } from './session/session-store';

export function useUnreadCount(): { messages: number; notifications: number } {
  const { user } = useSession();
  const { data } = useQuery({ ...chatQueries.unread(user?.user_id ?? ''), enabled: Boolean(user) });
  if (!user || !data) return { messages: 0, notifications: 0 };
  return { messages: data.buyer_unread_count + data.seller_unread_count, notifications: data.blog_noti_unread_count };
}
