/**
 * Query definitions for a user's alerts (issue 12): saved searches and subscribed makes. Shared by the item list
 * (save this search, the make's bell), the brand list and the saved-searches screen. Keys start with the call
 * name and carry the viewer, since both lists are the signed-in user's own.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { LIMITS, NOTIFICATION_LIMITS, type CallAnswer, type CallBody } from '@wheeldeal/contract';
import { call } from '../api/call';
import type { Subcategory } from '../api/types';

export type SavedSearch = CallAnswer<'saved_searches/get'>[number];
export type SubscribedMake = CallAnswer<'subcat_subscribes/get'>[number];
export type SavedSearchFilters = CallBody<'saved_searches/add'> extends { filters: infer F } ? F : never;

export const savedSearchQueries = {
  /** Every query about saved searches starts with this key. */
  all: ['saved_searches/get'] as const,
  /** All of my saved searches (at most `savedSearchesMax`, so one page). */
  mine: (viewer: string) =>
    queryOptions({
      queryKey: ['saved_searches/get', viewer] as const,
      queryFn: ({ signal }) => call('saved_searches/get', { body: {}, path: { limit: NOTIFICATION_LIMITS.savedSearchesMax, offset: 0 }, signal }),
      enabled: viewer !== '',
    }),
};

export const subscribedMakeQueries = {
  all: ['subcat_subscribes/get'] as const,
  /** The makes whose new listings I am told about (first 100). */
  mine: (viewer: string) =>
    queryOptions({
      queryKey: ['subcat_subscribes/get', viewer] as const,
      queryFn: ({ signal }) => call('subcat_subscribes/get', { body: {}, path: { limit: LIMITS.maxPageSize, offset: 0 }, signal }),
      enabled: viewer !== '',
    }),
};

/** `POST saved_searches/add {name, frequency, filters}`: answers the saved search. */
export function addSavedSearch(body: CallBody<'saved_searches/add'>) {
  return call('saved_searches/add', { body });
}

/** A make as the bell needs it. */
export interface MakeRef {
  id: string;
  cat_id: string;
  name: string;
}

/** The make lists that carry `is_subscribed_fe` (`subcategories/get|search`). */
const MAKE_LIST_CALLS = new Set<unknown>(['subcategories/get', 'subcategories/search']);

/** Sets the bell of one make in every cached make list and in my subscriptions (until they are fetched again). */
function setCachedSubscription(client: QueryClient, make: MakeRef, subscribed: boolean): void {
  client.setQueriesData<Subcategory[]>({ predicate: (q) => MAKE_LIST_CALLS.has(q.queryKey[0]) }, (rows) =>
    Array.isArray(rows) ? rows.map((m) => (m.id === make.id ? { ...m, is_subscribed_fe: subscribed } : m)) : rows,
  );
  client.setQueriesData<SubscribedMake[]>({ queryKey: subscribedMakeQueries.all }, (rows) => {
    if (!Array.isArray(rows)) return rows;
    const others = rows.filter((r) => r.sub_cat_id !== make.id);
    if (!subscribed) return others;
    const row = rows.find((r) => r.sub_cat_id === make.id);
    return [row ?? { sub_cat_id: make.id, sub_cat_name: make.name, cat_id: make.cat_id, cat_name: '', default_photo: null, added_date: new Date() }, ...others];
  });
}

/**
 * Turns the bell of a make on or off (`subcat_subscribes/subcategory_subscribe` toggles it on the server): the
 * lists show the new state at once and go back if the server refuses. Answers the server's message ("Noti
 * Subscription is updated.").
 */
export async function toggleMakeSubscription(client: QueryClient, make: MakeRef, wasSubscribed: boolean): Promise<string> {
  const lists = { predicate: (q: { queryKey: readonly unknown[] }) => MAKE_LIST_CALLS.has(q.queryKey[0]) || q.queryKey[0] === subscribedMakeQueries.all[0] };
  await client.cancelQueries(lists);
  setCachedSubscription(client, make, !wasSubscribed);
  try {
    const answer = await call('subcat_subscribes/subcategory_subscribe', { body: { sub_cat_id: make.id, cat_id: make.cat_id } });
    return answer.message;
  } catch (error) {
    setCachedSubscription(client, make, wasSubscribed);
    throw error;
  } finally {
    void client.invalidateQueries({ queryKey: subscribedMakeQueries.all });
  }
}
