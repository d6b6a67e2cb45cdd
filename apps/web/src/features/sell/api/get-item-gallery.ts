import { useQuery } from '@tanstack/react-query';
import { apiGet, asList } from '../../../lib/api/client';
import type { WireImage } from '../../../lib/api/wire-types';

/** `GET images/get_item_gallery/img_parent_id/{id}/img_type/item` → the item's photos by ordering. */
export function getItemGallery(itemId: string, signal?: AbortSignal): Promise<WireImage[]> {
  return asList(apiGet<WireImage[]>('images', 'get_item_gallery', { img_parent_id: itemId, img_type: 'item' }, { signal }));
}

export const galleryQueryKey = (itemId: string) => ['sell', 'gallery', itemId] as const;

export function useItemGallery(itemId: string) {
  return useQuery({ queryKey: galleryQueryKey(itemId), queryFn: ({ signal }) => getItemGallery(itemId, signal), enabled: itemId !== '', staleTime: 0 });
}
