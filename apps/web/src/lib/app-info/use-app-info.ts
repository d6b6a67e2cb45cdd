/**
 * App info (`POST appinfo/get_delete_history`): server configuration for the shell (footer, languages, map key,
 * upload config) and the server's view of our session (`user_info.user_status`). Fetched once per user.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../api/client';
import type { WireAppInfo } from '../api/wire-types';
import { useSession } from '../session/session-store';

export function fetchAppInfo(userId: string, signal?: AbortSignal): Promise<WireAppInfo> {
  return apiPost<WireAppInfo>('appinfo', 'get_delete_history', { start_date: '', end_date: '', user_id: userId }, undefined, { signal });
}

export const appInfoQuery = (userId: string) =>
  queryOptions({
    queryKey: ['appinfo', userId] as const,
    queryFn: ({ signal }) => fetchAppInfo(userId, signal),
    staleTime: 10 * 60_000,
    retry: 1,
  });

export function useAppInfo() {
  const { user } = useSession();
  return useQuery(appInfoQuery(user?.user_id ?? 'nologinuser'));
}
