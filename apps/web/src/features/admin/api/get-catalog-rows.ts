import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LIMITS, type CatalogTable } from '@wheeldeal/contract';
import { apiPost, asList } from '../../../lib/api/client';
import { adminKeys } from './keys';
import { nextOffset, toPage } from './paging';
import type { WireCatalogRow } from './types';

const SIZE = LIMITS.listPageSize;

/** `POST admin/catalog_list/limit/{n}/offset/{n}` {table, keyword} → rows of one catalogue table. */
export function getCatalogRows(table: CatalogTable, keyword: string, offset: number, limit: number = SIZE, signal?: AbortSignal): Promise<WireCatalogRow[]> {
  return asList(apiPost<WireCatalogRow[]>('admin', 'catalog_list', { table, keyword }, { limit, offset }, { signal }));
}

export function useCatalogRows(table: CatalogTable, keyword: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.catalog(table, keyword),
    queryFn: async ({ pageParam, signal }) => toPage(await getCatalogRows(table, keyword, pageParam, SIZE, signal)),
    initialPageParam: 0,
    getNextPageParam: nextOffset<WireCatalogRow>(SIZE),
    staleTime: 30_000,
  });
}

/** Safety stop for `getAllCatalogRows`: 20 pages of 100. */
const MAX_PAGES = 20;

/** Every row of a (parent) table, for the choices of a select: pages of 100 until a short one. */
export async function getAllCatalogRows(table: CatalogTable, signal?: AbortSignal): Promise<WireCatalogRow[]> {
  const out: WireCatalogRow[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const rows = await getCatalogRows(table, '', page * LIMITS.maxPageSize, LIMITS.maxPageSize, signal);
    out.push(...rows);
    if (rows.length < LIMITS.maxPageSize) break;
  }
  return out;
}

export function useAllCatalogRows(table: CatalogTable | undefined) {
  return useQuery({
    queryKey: adminKeys.catalogAll(table ?? ''),
    queryFn: ({ signal }) => getAllCatalogRows(table!, signal),
    enabled: Boolean(table),
    staleTime: 5 * 60_000,
  });
}
