import { useQuery } from '@tanstack/react-query';
import { galleryQueries } from '../../../lib/queries/catalog';

/** The item's photos by ordering. */
export function useGallery(itemId: string) {
  return useQuery({ ...galleryQueries.ofItem(itemId), staleTime: 5 * 60_000 });
}
