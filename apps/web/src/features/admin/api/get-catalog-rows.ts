import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LIMITS, type CatalogTable } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import type { CatalogRow } from '../../../lib/api/types';
import { adminKeys } from './keys';
import { nextOffset, toPage } from './paging';

const SIZE = LIMITS.listPageSize;

/** `POST admin/catalog_list/limit/{n}/offset/{n}` {table, keyword} → rows of one catalogue table. */
export function getCatalogRows(table: CatalogTable, keyword: string, offset: number, limit: number = SIZE, signal?: AbortSignal): Promise<CatalogRow[]> {
  return call('admin/catalog_list', { body: { table, keyword }, path: { limit, offset }, signal });
}

export function useCatalogRows(table: CatalogTable, keyword: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.catalog(table, keyword),
    queryFn: async ({ pageParam, signal }) => toPage(await getCatalogRows(table, keyword, pageParam, SIZE, signal)),
    initialPageParam: 0,
    getNextPageParam: nextOffset<CatalogRow>(SIZE),
    staleTime: 30_000,
  });
}

/** Safety stop for `getAllCatalogRows`: 20 pages of 100. */
const MAX_PAGES = 20;

/** Every row of a (parent) table, for the choices of a select: pages of 100 until a short one. */
export async function getAllCatalogRows(table: CatalogTable, signal?: AbortSignal): Promise<CatalogRow[]> {
  const out: CatalogRow[] = [];
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
