import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { apiPost, asList } from '../../../lib/api/client';
import { adminKeys } from './keys';
import { nextOffset, toPage } from './paging';
import type { WireOutboxMessage } from './types';

const SIZE = LIMITS.listPageSize;

export type OutboxChannel = '' | 'email' | 'sms';

/** `POST admin/outbox/limit/30/offset/{n}` {channel, recipient} → e-mails and SMS the server sent (or, locally,
 * only recorded), newest first. Admins only. Empty filters are left out (the server refuses an empty channel). */
export function getOutbox(channel: OutboxChannel, recipient: string, offset: number, signal?: AbortSignal): Promise<WireOutboxMessage[]> {
  return asList(apiPost<WireOutboxMessage[]>('admin', 'outbox', { ...(channel && { channel }), ...(recipient && { recipient }) }, { limit: SIZE, offset }, { signal }));
}

export function useOutbox(channel: OutboxChannel, recipient: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.outbox(channel, recipient),
    queryFn: async ({ pageParam, signal }) => toPage(await getOutbox(channel, recipient, pageParam, signal)),
    initialPageParam: 0,
    getNextPageParam: nextOffset<WireOutboxMessage>(SIZE),
    staleTime: 0,
  });
}
