/**
 * Query definitions for the catalogue (categories and makes), shared by every screen that lists them: one key and
 * one fetch per question, so two screens asking the same thing share the cache. Screens spread them into
 * `useQuery` and add only their own options (`enabled`, `staleTime` …). Every key starts with the call name
 * (`'categories/search'`): the features not yet migrated keep hand-written keys (`['items', …]`) holding wire
 * strings, and the two must never share (or prefix-match) a cache entry.
 */
import { queryOptions } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { call } from '../api/call';

export const categoryQueries = {
  /** The first page of categories in the admin's order (`POST categories/search`). */
  list: () =>
    queryOptions({
      queryKey: ['categories/search', 'first-page'] as const,
      queryFn: ({ signal }) =>
        call('categories/search', {
          body: { keyword: '', order_by: 'cat_ordering', order_type: 'asc' },
          path: { limit: LIMITS.listPageSize, offset: 0 },
          signal,
        }),
    }),
};

export const makeQueries = {
  /** The makes of one category (`GET subcategories/get/cat_id/{id}`, first 100). */
  ofCategory: (catId: string) =>
    queryOptions({
      queryKey: ['subcategories/get', catId] as const,
      queryFn: ({ signal }) => call('subcategories/get', { path: { cat_id: catId, limit: 100, offset: 0 }, signal }),
      enabled: catId !== '',
    }),
  /**
   * Every make name across categories (`GET manufacturers/get`, pages of 100), sorted and without duplicates: a
   * make sold in several categories (Honda cars, Honda motorcycles) is one entry, searched by name.
   */
  allNames: () =>
    queryOptions({
      queryKey: ['manufacturers/get', 'all-names'] as const,
      queryFn: async ({ signal }) => {
        const names = new Set<string>();
        for (let offset = 0; offset < 1000; offset += LIMITS.maxPageSize) {
          const page = await call('manufacturers/get', { path: { limit: LIMITS.maxPageSize, offset }, signal });
          for (const make of page) if (make.name) names.add(make.name.trim());
          if (page.length < LIMITS.maxPageSize) break;
        }
        return [...names].sort((a, b) => a.localeCompare(b));
      },
    }),
};
