/**
 * Query definitions for item lists and details. The viewer (`login_user_id`) is part of every key: the answer
 * carries viewer-specific fields (is_favourited, is_owner), so a login or logout must not reuse the cache. Keys
 * start with the call name (see catalog.ts for why).
 */
import { queryOptions } from '@tanstack/react-query';
import { LIMITS, type CallBody } from '@wheeldeal/contract';
import { call } from '../api/call';

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

export const itemQueries = {
  /** `POST items/search` with a filter (wire strings, as the item list sends them). */
  search: (filter: CallBody<'items/search'>, viewer: string, page?: ItemPage) =>
    queryOptions({
      queryKey: ['items/search', filter, viewer, page ?? {}] as const,
      queryFn: ({ signal }) => call('items/search', { body: filter, path: pagePath(viewer, page), signal }),
    }),
  /** `GET paid_items/get`: items whose promotion is running now. */
  paid: (viewer: string, page?: ItemPage) =>
    queryOptions({
      queryKey: ['paid_items/get', viewer, page ?? {}] as const,
      queryFn: ({ signal }) => call('paid_items/get', { path: pagePath(viewer, page), signal }),
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
};
