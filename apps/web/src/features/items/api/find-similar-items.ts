import { useQuery } from '@tanstack/react-query';
import type { CallBody } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import type { Item } from '../../../lib/api/types';
import { loginUserId, useSession } from '../../../lib/session/session-store';

const WANTED = 8;

type SimilarTo = Pick<Item, 'id' | 'cat_id' | 'sub_cat_id'>;

/**
 * Similar listings: the same make first, topped up from the same category when the make has few. The current
 * item is left out.
 */
export async function findSimilarItems(item: SimilarTo, signal?: AbortSignal): Promise<Item[]> {
  const body = (extra: CallBody<'items/search'>): CallBody<'items/search'> => ({ searchterm: '', status: '1', order_by: 'added_date', order_type: 'desc', is_sold_out: '0', ...extra });
  const search = (filter: CallBody<'items/search'>) => call('items/search', { body: body(filter), path: { limit: WANTED + 1, offset: 0, login_user_id: loginUserId() }, signal });
  const seen = new Set([item.id]);
  const out: Item[] = [];
  const add = (rows: Item[]) => {
    for (const r of rows) {
      if (seen.has(r.id) || out.length >= WANTED) continue;
      seen.add(r.id);
      out.push(r);
    }
  };
  if (item.sub_cat_id) add(await search({ cat_id: item.cat_id, sub_cat_id: item.sub_cat_id }));
  if (out.length < 4 && item.cat_id) add(await search({ cat_id: item.cat_id }));
  return out;
}

export function useSimilarItems(item: SimilarTo | undefined, enabled = true) {
  const { user } = useSession();
  return useQuery({
    // Under items/search, so a favourite toggle patches these cards too.
    queryKey: ['items/search', 'similar', item?.id ?? '', item?.sub_cat_id ?? '', item?.cat_id ?? '', user?.user_id ?? ''],
    queryFn: ({ signal }) => findSimilarItems(item!, signal),
    enabled: enabled && Boolean(item?.id && (item.cat_id || item.sub_cat_id)),
    staleTime: 5 * 60_000,
  });
}
