/**
 * The tab's realtime client and its React side: `RealtimeSync` (mounted once in the app layout) connects while
 * someone is signed in and feeds every frame into the query caches; screens subscribe to frames, keep their
 * conversation in sync across reconnects and watch the presence of the people they show.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RealtimeServerFrame } from '@wheeldeal/contract';
import { currentLanguage } from '../i18n/i18n';
import { applyNotiFrame, notiQueries } from '../notifications/queries';
import { applyChatFrame, chatQueries, invalidateChatLists, lastSeqOf, type Conversation } from '../queries/chat';
import { useSession } from '../session/session-store';
import { RealtimeClient, realtimeUrl, type FrameListener, type RealtimeStatus } from './client';

let client: RealtimeClient | null = null;

/** The one client of this tab. */
export function realtimeClient(): RealtimeClient {
  client ??= new RealtimeClient({ url: () => realtimeUrl(window.location, currentLanguage()) });
  return client;
}

/** Connects while signed in (a new user gets a new socket) and applies frames to the caches. */
export function RealtimeSync() {
  const { user } = useSession();
  const userId = user?.user_id ?? '';
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId || typeof WebSocket === 'undefined') return;
    const rt = realtimeClient();
    // After a reconnect or a server resync the badges and list rows may have missed frames: read them again.
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: chatQueries.unreadKey(userId) });
      void queryClient.invalidateQueries({ queryKey: notiQueries.listKey(userId) });
      invalidateChatLists(queryClient);
    };
    const offFrames = rt.subscribe((frame) => {
      applyChatFrame(queryClient, frame, userId);
      applyNotiFrame(queryClient, frame, userId);
      if (frame.t === 'resync') refresh();
    });
    const offStatus = rt.onStatus(() => {
      if (rt.status === 'open' && rt.connectionCount > 1) refresh();
    });
    const online = () => rt.reconnectNow();
    window.addEventListener('online', online);
    rt.start();
    return () => {
      window.removeEventListener('online', online);
      offFrames();
      offStatus();
      rt.stop();
    };
  }, [userId, queryClient]);

  return null;
}

/** Calls `listener` with every frame while mounted (the latest listener; no resubscription per render). */
export function useRealtimeFrames(listener: FrameListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => realtimeClient().subscribe((frame) => latest.current(frame)), []);
}

export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    (fn) => realtimeClient().onStatus(fn),
    () => realtimeClient().status,
    () => 'idle',
  );
}

/** Keeps a loaded conversation complete across reconnects (sync from its last seq). */
export function useTrackConversation(chatId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!chatId) return;
    return realtimeClient().track(chatId, () => lastSeqOf(queryClient.getQueryData<Conversation>(chatQueries.conversationKey(chatId))));
  }, [chatId, queryClient]);
}

export interface Presence {
  online: boolean;
  lastSeen: string;
}

/** Presence of one user from `presence` frames (undefined until the server has told). */
export function usePresence(userId: string): Presence | undefined {
  const [presence, setPresence] = useState<{ userId: string; value: Presence } | undefined>(undefined);
  useEffect(() => {
    if (!userId) return;
    return realtimeClient().watch([userId]);
  }, [userId]);
  useRealtimeFrames((frame: RealtimeServerFrame) => {
    if (frame.t === 'presence' && frame.user_id === userId) setPresence({ userId, value: { online: frame.online === '1', lastSeen: frame.last_seen } });
  });
  return presence?.userId === userId ? presence.value : undefined;
}
