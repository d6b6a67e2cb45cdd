/**
 * The header's bell (issue 12): the unread count of `users/unread_count`, kept live by the realtime frames, and
 * the live toast of each new notification — from the realtime `noti` frame, or from the service worker when a
 * push arrives while this tab is visible. A toast shows for 10 s and opens where the notification leads
 * (lib/notifications/route-of.ts), marking it read; the same notification never toasts twice.
 */
import { useCallback, useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_LIMITS } from '@wheeldeal/contract';
import { pathFor } from '../../app/routes';
import { useAppInfo } from '../../lib/app-info/use-app-info';
import { refreshPush } from '../../lib/notifications/push';
import { decodeNoti, markNotiRead, type Noti } from '../../lib/notifications/queries';
import { routeOf } from '../../lib/notifications/route-of';
import { isSwNotiMessage } from '../../lib/notifications/sw-message';
import { useRealtimeFrames } from '../../lib/realtime/use-realtime';
import { BellIcon } from '../icons';
import { toast } from '../ui/toast';
import { NavBadge } from './nav-badge';

/** Toasts every new notification of `userId` while mounted. */
export function useLiveNotiToasts(userId: string): void {
  const queryClient = useQueryClient();
  const show = useCallback(
    (noti: Noti | null) => {
      if (!noti) return;
      toast.notify({
        key: noti.id,
        title: noti.title,
        text: noti.message,
        href: routeOf(noti),
        onOpen: () => void markNotiRead(queryClient, userId, noti),
        ms: NOTIFICATION_LIMITS.toastMs,
      });
    },
    [queryClient, userId],
  );

  useRealtimeFrames((frame) => {
    if (frame.t === 'noti') void decodeNoti(frame.noti).then(show);
  });

  useEffect(() => {
    const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!sw) return;
    const onMessage = (event: MessageEvent) => {
      if (isSwNotiMessage(event.data)) void decodeNoti(event.data.noti).then(show);
    };
    sw.addEventListener('message', onMessage);
    // Messages wait in a queue until the page says it listens (assigning onmessage would too).
    sw.startMessages();
    return () => sw.removeEventListener('message', onMessage);
  }, [show]);
}

/** Once per signed-in visit: this device's push subscription, if it has one, registered again (lib/notifications/push.ts). */
function usePushRefresh(userId: string): void {
  const vapidKey = useAppInfo().data?.frontend_config_setting.firebase_web_push_key_pair ?? '';
  useEffect(() => {
    if (userId && vapidKey) refreshPush(userId, vapidKey).catch(() => undefined);
  }, [userId, vapidKey]);
}

export function NotificationBell({ userId, count, label, className }: { userId: string; count: number; label: string; className: string }) {
  useLiveNotiToasts(userId);
  usePushRefresh(userId);
  return (
    <NavLink to={pathFor('notification-list')} end className={className} aria-label={label}>
      <BellIcon />
      <NavBadge count={count} />
    </NavLink>
  );
}
