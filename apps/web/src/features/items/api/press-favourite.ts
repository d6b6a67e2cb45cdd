import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { patchCachedItems } from '../../../lib/queries/items';
import { getSessionUser } from '../../../lib/session/session-store';

/** `POST favourites/press {item_id, user_id}` toggles and answers the Item with its new is_favourited. */
export function pressFavourite(itemId: string) {
  return call('favourites/press', { body: { item_id: itemId, user_id: getSessionUser()?.user_id ?? '' } });
}

export function usePressFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pressFavourite,
    onSuccess: (fresh) => {
      // The item's page and the loaded result pages show the new state at once, without a refetch.
      patchCachedItems(queryClient, (item) => (item.id === fresh.id ? { ...item, is_favourited: fresh.is_favourited, favourite_count: fresh.favourite_count } : item));
    },
  });
}
