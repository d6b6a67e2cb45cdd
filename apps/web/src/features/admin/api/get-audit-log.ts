import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import type { AuditEntry } from '../../../lib/api/types';
import { adminKeys } from './keys';
import { nextOffset, toPage } from './paging';

const SIZE = LIMITS.listPageSize;

/** `POST admin/audit_log/limit/30/offset/{n}` {action} → staff actions, newest first. */
export function getAuditLog(action: string, offset: number, signal?: AbortSignal): Promise<AuditEntry[]> {
  return call('admin/audit_log', { body: action ? { action } : {}, path: { limit: SIZE, offset }, signal });
}

export function useAuditLog(action: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(action),
    queryFn: async ({ pageParam, signal }) => toPage(await getAuditLog(action, pageParam, signal)),
    initialPageParam: 0,
    getNextPageParam: nextOffset<AuditEntry>(SIZE),
    staleTime: 0,
  });
}
