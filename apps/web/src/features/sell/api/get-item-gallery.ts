import { useQuery } from '@tanstack/react-query';
import { galleryQueries } from '../../../lib/queries/catalog';

/** The item's photos by ordering, fresh each time the form opens. */
export function useItemGallery(itemId: string) {
  return useQuery({ ...galleryQueries.ofItem(itemId), staleTime: 0 });
}
