import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, ChatGuardConfigWire } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import { adminKeys } from './keys';

/** The guard in force, the built-in defaults, whether the defaults are in force and when an admin last saved. */
export type ChatGuardState = CallAnswer<'admin/chat_guard_get'>;
export type ChatGuardTest = CallAnswer<'admin/chat_guard_test'>;

/** `POST admin/chat_guard_get`. Staff. */
export function getChatGuard(signal?: AbortSignal): Promise<ChatGuardState> {
  return call('admin/chat_guard_get', { body: {}, signal });
}

export function useChatGuard() {
  return useQuery({ queryKey: adminKeys.chatGuard, queryFn: ({ signal }) => getChatGuard(signal), staleTime: 0 });
}

/** `POST admin/chat_guard_update`: replaces the set (400 names every problem). Admins only. */
export function saveChatGuard(config: ChatGuardConfigWire): Promise<ChatGuardState> {
  return call('admin/chat_guard_update', { body: config });
}

/** `POST admin/chat_guard_reset`: back to the defaults. Admins only. */
export function resetChatGuard(): Promise<ChatGuardState> {
  return call('admin/chat_guard_reset', { body: {} });
}

/** `POST admin/chat_guard_test`: what the guard sees in a message, against a draft or the set in force. */
export function testChatGuard(text: string, isFirstMessage: boolean, config?: ChatGuardConfigWire, signal?: AbortSignal): Promise<ChatGuardTest> {
  return call('admin/chat_guard_test', { body: { text, is_first_message: isFirstMessage ? '1' : '0', ...(config ? { config } : {}) }, signal });
}
