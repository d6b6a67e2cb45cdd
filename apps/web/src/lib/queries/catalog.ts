/**
 * Query definitions for the catalogue (categories, makes, models, cities, townships, the item form's lookups and an
 * item's photos), shared by every screen that lists them: one key and one fetch per question, so two screens asking
 * the same thing share the cache. Screens spread them into `useQuery` and add only their own options (`staleTime`
 * …). Every key starts with the call name (`'categories/get'`), so an invalidation names what it refreshes.
 */
import { queryOptions } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { call } from '../api/call';

const firstHundred = { limit: LIMITS.maxPageSize, offset: 0 };

export const categoryQueries = {
  /**
   * Every category (first 100) in the admin's order: the item list's and the item form's pickers. `GET
   * categories/get` (not the POST search): its answer is public, so the browser keeps it a minute and then
   * revalidates it by its ETag (decision 018).
   */
  all: () =>
    queryOptions({
      queryKey: ['categories/get', 'all'] as const,
      queryFn: ({ signal }) => call('categories/get', { path: firstHundred, signal }),
    }),
  /** The first page of categories in the admin's order (`GET categories/get`, cached by HTTP like `all`). */
  list: () =>
    queryOptions({
      queryKey: ['categories/get', 'first-page'] as const,
      queryFn: ({ signal }) => call('categories/get', { path: { limit: LIMITS.listPageSize, offset: 0 }, signal }),
    }),
};

export const makeQueries = {
  /** The makes of one category (`GET subcategories/get/cat_id/{id}`, first 100). */
  ofCategory: (catId: string) =>
    queryOptions({
      queryKey: ['subcategories/get', catId] as const,
      queryFn: ({ signal }) => call('subcategories/get', { path: { cat_id: catId, ...firstHundred }, signal }),
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

export const modelQueries = {
  /** The models of one make (`GET models/get/manufacturer_id/{id}`, first 100). */
  ofMake: (makeId: string) =>
    queryOptions({
      queryKey: ['models/get', makeId] as const,
      queryFn: ({ signal }) => call('models/get', { path: { manufacturer_id: makeId, ...firstHundred }, signal }),
      enabled: makeId !== '',
    }),
};

export const locationQueries = {
  /** The cities in display order (`POST itemlocations/search`, first 100). */
  all: () =>
    queryOptions({
      queryKey: ['itemlocations/search', 'all'] as const,
      queryFn: ({ signal }) => call('itemlocations/search', { body: { keyword: '', order_by: '', order_type: '' }, path: firstHundred, signal }),
    }),
  /** The townships of one city (`GET item_location_townships/get/city_id/{id}`, first 100). */
  townshipsOf: (cityId: string) =>
    queryOptions({
      queryKey: ['item_location_townships/get', cityId] as const,
      queryFn: ({ signal }) => call('item_location_townships/get', { path: { city_id: cityId, ...firstHundred }, signal }),
      enabled: cityId !== '',
    }),
};

export const lookupQueries = {
  /** Every lookup table of the item form in one answer (`itemvariables/all_variable_front`). The names come in the
   * reader's language (the request's Accept-Language), so the language is part of the key. */
  form: (lang: string) =>
    queryOptions({
      queryKey: ['itemvariables/all_variable_front', lang] as const,
      queryFn: ({ signal }) => call('itemvariables/all_variable_front', { signal }),
    }),
};

export const galleryQueries = {
  /** An item's photos by ordering (`GET images/get_item_gallery/img_parent_id/{id}/img_type/item`). */
  ofItem: (itemId: string) =>
    queryOptions({
      queryKey: ['images/get_item_gallery', itemId] as const,
      queryFn: ({ signal }) => call('images/get_item_gallery', { path: { img_parent_id: itemId, img_type: 'item' }, signal }),
      enabled: itemId !== '',
    }),
};
