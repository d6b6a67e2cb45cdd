import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import { adminKeys } from './keys';

/** Counted up to this many; more shows as "99+". */
const CAP = LIMITS.maxPageSize;

/**
 * How many listings wait for review, for the navigation badge: `POST admin/items {status: pending}` with the
 * largest page. The API has no count call, so this reads the ids of up to 100 pending listings.
 */
export async function getPendingCount(signal?: AbortSignal): Promise<number> {
  const rows = await call('admin/items', { body: { status: 'pending', keyword: '' }, path: { limit: CAP, offset: 0 }, signal });
  return rows.length;
}

export function usePendingCount() {
  return useQuery({ queryKey: adminKeys.pendingCount, queryFn: ({ signal }) => getPendingCount(signal), staleTime: 30_000, refetchInterval: 120_000 });
}

export const PENDING_COUNT_CAP = CAP;
