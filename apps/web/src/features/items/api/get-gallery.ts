import { useQuery } from '@tanstack/react-query';
import { apiGet, asList, type WireImage } from '../../../lib/api';

/** `GET images/get_item_gallery/img_parent_id/{id}/img_type/item` → the photos by ordering. */
export function findGallery(itemId: string, signal?: AbortSignal): Promise<WireImage[]> {
  return asList(apiGet<WireImage[]>('images', 'get_item_gallery', { img_parent_id: itemId, img_type: 'item' }, { signal }));
}

export function useGallery(itemId: string) {
  return useQuery({ queryKey: ['items', 'gallery', itemId], queryFn: ({ signal }) => findGallery(itemId, signal), enabled: itemId !== '', staleTime: 5 * 60_000 });
}
