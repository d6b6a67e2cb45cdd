import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS, type ADMIN_USER_STATUSES } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import type { AdminUser } from '../../../lib/api/types';
import { adminKeys } from './keys';
import { nextOffset, toPage } from './paging';

const SIZE = LIMITS.listPageSize;

export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

/** `POST admin/users/limit/30/offset/{n}` {keyword, status} → accounts by name; the keyword matches name,
 * e-mail, phone or id. */
export function getUsers(status: AdminUserStatus, keyword: string, offset: number, signal?: AbortSignal): Promise<AdminUser[]> {
  return call('admin/users', { body: { status, keyword }, path: { limit: SIZE, offset }, signal });
}

export function useUsers(status: AdminUserStatus, keyword: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(status, keyword),
    queryFn: async ({ pageParam, signal }) => toPage(await getUsers(status, keyword, pageParam, signal)),
    initialPageParam: 0,
    getNextPageParam: nextOffset<AdminUser>(SIZE),
    staleTime: 0,
  });
}
