import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchFrequency } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import { savedSearchQueries, type SavedSearch } from '../../../lib/queries/alerts';
import { useSession } from '../../../lib/session/session-store';

/** My saved searches, newest first as the server sends them. */
export function useSavedSearches() {
  const { user } = useSession();
  return useQuery({ ...savedSearchQueries.mine(user?.user_id ?? ''), staleTime: 0 });
}

/** `POST saved_searches/update {id, name?, frequency?}` → the saved search, put in place in the list. */
export function useUpdateSavedSearch() {
  const client = useQueryClient();
  return async (id: string, change: { name?: string; frequency?: SavedSearchFrequency }): Promise<SavedSearch> => {
    const next = await call('saved_searches/update', { body: { id, ...change } });
    client.setQueriesData<SavedSearch[]>({ queryKey: savedSearchQueries.all }, (rows) => rows?.map((r) => (r.id === id ? next : r)));
    return next;
  };
}

/** `POST saved_searches/delete {id}`: gone from the list; no more alerts. */
export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return async (id: string): Promise<void> => {
    await call('saved_searches/delete', { body: { id } });
    client.setQueriesData<SavedSearch[]>({ queryKey: savedSearchQueries.all }, (rows) => rows?.filter((r) => r.id !== id));
  };
}
