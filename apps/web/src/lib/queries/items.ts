/**
 * Query definitions for item lists and details. The viewer (`login_user_id`) is part of every key: the answer
 * carries viewer-specific fields (is_favourited, is_owner), so a login or logout must not reuse the cache. Keys
 * start with the call name (see catalog.ts for why).
 */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { LIMITS, type CallBody } from '@wheeldeal/contract';
import { call } from '../api/call';
import type { Item } from '../api/types';

export interface ItemPage {
  limit?: number;
  offset?: number;
}

/** `viewer` is the signed-in user's id or "" (a visitor, sent as the wire's `nologinuser`). */
const pagePath = (viewer: string, page: ItemPage = {}) => ({
  limit: page.limit ?? LIMITS.itemPageSize,
  offset: page.offset ?? 0,
  login_user_id: viewer || 'nologinuser',
});

/** Pages of `LIMITS.itemPageSize`: a short or empty page means no more. */
const nextOffset = (last: readonly unknown[], pages: readonly unknown[]) => (last.length < LIMITS.itemPageSize ? undefined : pages.length * LIMITS.itemPageSize);

export const itemQueries = {
  /** `POST items/search` with a filter (wire strings, as the item list sends them). */
  search: (filter: CallBody<'items/search'>, viewer: string, page?: ItemPage) =>
    queryOptions({
      queryKey: ['items/search', filter, viewer, page ?? {}] as const,
      queryFn: ({ signal }) => call('items/search', { body: filter, path: pagePath(viewer, page), signal }),
    }),
  /** `items/get_item_by_followuser`: the newest items of the sellers the viewer follows. */
  followed: (viewer: string, page?: ItemPage) =>
    queryOptions({
      queryKey: ['items/get_item_by_followuser', viewer, page ?? {}] as const,
      queryFn: ({ signal }) => call('items/get_item_by_followuser', { body: { login_user_id: viewer }, path: pagePath(viewer, page), signal }),
    }),
  /** `GET items/get/id/{id}`: one item as the viewer sees it. */
  detail: (id: string, viewer: string) =>
    queryOptions({
      queryKey: ['items/get', id, viewer] as const,
      queryFn: ({ signal }) => call('items/get', { path: { id, login_user_id: viewer || 'nologinuser' }, signal }),
    }),
  /** `POST items/search` page by page ("load more" appends): the item list. */
  searchPages: (filter: CallBody<'items/search'>, viewer: string) =>
    infiniteQueryOptions({
      queryKey: ['items/search', 'pages', filter, viewer] as const,
      queryFn: ({ pageParam, signal }) => call('items/search', { body: filter, path: pagePath(viewer, { offset: pageParam }), signal }),
      initialPageParam: 0,
      getNextPageParam: nextOffset,
    }),
  /** The newest items of the sellers the viewer follows, page by page. */
  followedPages: (viewer: string) =>
    infiniteQueryOptions({
      queryKey: ['items/get_item_by_followuser', 'pages', viewer] as const,
      queryFn: ({ pageParam, signal }) =>
        call('items/get_item_by_followuser', { body: { login_user_id: viewer }, path: pagePath(viewer, { offset: pageParam }), signal }),
      initialPageParam: 0,
      getNextPageParam: nextOffset,
    }),
};

/** The calls whose cached answers hold Items (one, a list, or pages of a list). */
const ITEM_CALLS = new Set<unknown>(['items/get', 'items/search', 'items/get_item_by_followuser', 'items/get_owner_items']);

/** `data` with `patch` applied to every Item in it; the same reference where nothing changed. */
function patchIn(data: unknown, patch: (item: Item) => Item): unknown {
  if (Array.isArray(data)) {
    const next = data.map((entry) => patchIn(entry, patch));
    return next.some((entry, i) => entry !== data[i]) ? next : data;
  }
  if (!data || typeof data !== 'object') return data;
  if ('pages' in data && Array.isArray(data.pages)) {
    const pages = patchIn(data.pages, patch);
    return pages === data.pages ? data : { ...data, pages };
  }
  return 'id' in data && 'is_favourited' in data ? patch(data as Item) : data;
}

/**
 * Applies `patch` to every cached Item (its page, result pages, rails, owner lists), so a toggle shows at once
 * without a refetch. `patch` returns the item itself when it does not apply.
 */
export function patchCachedItems(queryClient: QueryClient, patch: (item: Item) => Item): void {
  queryClient.setQueriesData({ predicate: (q) => ITEM_CALLS.has(q.queryKey[0]) }, (old: unknown) => patchIn(old, patch));
}
