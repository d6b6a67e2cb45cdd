import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import type { OutboxMessage } from '../../../lib/api/types';
import { adminKeys } from './keys';
import { nextOffset, toPage } from './paging';

const SIZE = LIMITS.listPageSize;

export type OutboxChannel = '' | 'email' | 'sms' | 'whatsapp';

/** `POST admin/outbox/limit/30/offset/{n}` {channel, recipient} → e-mails, SMS and WhatsApp messages the server sent (or, locally,
 * only recorded), newest first. Admins only. Empty filters are left out (the server refuses an empty channel). */
export function getOutbox(channel: OutboxChannel, recipient: string, offset: number, signal?: AbortSignal): Promise<OutboxMessage[]> {
  return call('admin/outbox', { body: { ...(channel && { channel }), ...(recipient && { recipient }) }, path: { limit: SIZE, offset }, signal });
}

export function useOutbox(channel: OutboxChannel, recipient: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.outbox(channel, recipient),
    queryFn: async ({ pageParam, signal }) => toPage(await getOutbox(channel, recipient, pageParam, signal)),
    initialPageParam: 0,
    getNextPageParam: nextOffset<OutboxMessage>(SIZE),
    staleTime: 0,
  });
}
