/** The owner's actions on a listing (delete, hide/unhide, mark sold); each refreshes the lists and counts. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteItem } from '../api/delete-item';
import { refreshOwnerData } from '../api/get-owner-items';
import { markItemSold, type MarkSold } from '../api/mark-item-sold';
import { setItemHidden } from '../api/set-item-hidden';

function useRefreshLists() {
  const queryClient = useQueryClient();
  return (itemId: string) => refreshOwnerData(queryClient, itemId);
}

export function useDeleteItem() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: (itemId: string) => deleteItem(itemId), onSuccess: (_, itemId) => refresh(itemId) });
}

export function useSetHidden() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ itemId, hidden }: { itemId: string; hidden: boolean }) => setItemHidden(itemId, hidden),
    onSuccess: (_, { itemId }) => refresh(itemId),
  });
}

export function useMarkSold() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: (body: MarkSold) => markItemSold(body), onSuccess: (_, body) => refresh(body.item_id) });
}
