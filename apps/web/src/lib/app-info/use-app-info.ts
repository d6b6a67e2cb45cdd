/**
 * App info (`POST appinfo/get_delete_history`): server configuration for the shell (footer, languages, map key,
 * upload config) and the server's view of our session (`user_info.user_status`). Fetched once per user, decoded
 * by the contract's schema like every answer.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import type { AppInfo } from '../api/types';
import { useSession } from '../session/session-store';

export function fetchAppInfo(userId: string, signal?: AbortSignal): Promise<AppInfo> {
  return call('appinfo/get_delete_history', { body: { start_date: '', end_date: '', user_id: userId }, signal });
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
