import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { getSessionUser } from '../../../lib/session/session-store';
import type { WireItem } from './types';

/** `POST favourites/press {item_id, user_id}` toggles and answers the Item with its new is_favourited. */
export function pressFavourite(itemId: string): Promise<WireItem> {
  return apiPost<WireItem>('favourites', 'press', { item_id: itemId, user_id: getSessionUser()?.user_id ?? '' });
}

export function usePressFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pressFavourite,
    onSuccess: (item) => {
      // The item's page and the loaded result pages show the new state at once, without a refetch.
      const patch = (old: WireItem): WireItem => (old.id === item.id ? { ...old, is_favourited: item.is_favourited, favourite_count: item.favourite_count } : old);
      queryClient.setQueriesData<WireItem>({ queryKey: ['items', 'detail', item.id] }, (old) => (old ? patch(old) : old));
      queryClient.setQueriesData<InfiniteData<WireItem[], number>>({ queryKey: ['items', 'search'] }, (old) =>
        old ? { ...old, pages: old.pages.map((page) => page.map(patch)) } : old,
      );
    },
  });
}
