import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { apiPost, asList } from '../../../lib/api/client';
import { adminKeys } from './keys';
import { nextOffset, toPage } from './paging';
import type { WireAuditEntry } from './types';

const SIZE = LIMITS.listPageSize;

/** `POST admin/audit_log/limit/30/offset/{n}` {action} → staff actions, newest first. */
export function getAuditLog(action: string, offset: number, signal?: AbortSignal): Promise<WireAuditEntry[]> {
  return asList(apiPost<WireAuditEntry[]>('admin', 'audit_log', action ? { action } : {}, { limit: SIZE, offset }, { signal }));
}

export function useAuditLog(action: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(action),
    queryFn: async ({ pageParam, signal }) => toPage(await getAuditLog(action, pageParam, signal)),
    initialPageParam: 0,
    getNextPageParam: nextOffset<WireAuditEntry>(SIZE),
    staleTime: 0,
  });
}
