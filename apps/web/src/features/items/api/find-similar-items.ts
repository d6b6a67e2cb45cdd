import { useQuery } from '@tanstack/react-query';
import { searchItems } from './search-items';
import type { WireItem } from './types';

const WANTED = 8;

/**
 * Similar listings: the same make first, topped up from the same category when the make has few. The current
 * item is left out.
 */
export async function findSimilarItems(item: Pick<WireItem, 'id' | 'cat_id' | 'sub_cat_id'>, signal?: AbortSignal): Promise<WireItem[]> {
  const body = (extra: Record<string, string>) => ({ searchterm: '', status: '1', order_by: 'added_date', order_type: 'desc', is_sold_out: '0', ...extra });
  const seen = new Set([item.id]);
  const out: WireItem[] = [];
  const add = (rows: WireItem[]) => {
    for (const r of rows) {
      if (seen.has(r.id) || out.length >= WANTED) continue;
      seen.add(r.id);
      out.push(r);
    }
  };
  if (item.sub_cat_id) add(await searchItems(body({ cat_id: item.cat_id, sub_cat_id: item.sub_cat_id }), 0, WANTED + 1, signal));
  if (out.length < 4 && item.cat_id) add(await searchItems(body({ cat_id: item.cat_id }), 0, WANTED + 1, signal));
  return out;
}

export function useSimilarItems(item: Pick<WireItem, 'id' | 'cat_id' | 'sub_cat_id'> | undefined) {
  return useQuery({
    queryKey: ['items', 'similar', item?.id ?? '', item?.sub_cat_id ?? '', item?.cat_id ?? ''],
    queryFn: ({ signal }) => findSimilarItems(item!, signal),
    enabled: Boolean(item?.id && (item.cat_id || item.sub_cat_id)),
    staleTime: 5 * 60_000,
  });
}
