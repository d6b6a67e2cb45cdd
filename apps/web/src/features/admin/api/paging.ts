/**
 * Paged admin lists (spec §4: limit and offset; later pages append; a short page means no more). Pages remember
 * how many rows the server sent, so rows taken out of a page afterwards (an approved listing leaving the queue)
 * do not make the list think it reached the end, and the next offset counts only the rows still waiting.
 */
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

export interface Page<T> {
  rows: T[];
  /** How many rows the server answered with. */
  fetched: number;
}

export function toPage<T>(rows: T[]): Page<T> {
  return { rows, fetched: rows.length };
}

/** For `getNextPageParam`: the next offset, or undefined after a short page. */
export function nextOffset<T>(size: number) {
  return (last: Page<T>, pages: Page<T>[]): number | undefined => {
    if (last.fetched < size) return undefined;
    return pages.reduce((n, p) => n + p.rows.length, 0);
  };
}

/** Every row of the loaded pages, each id once (pages may overlap when others moderate at the same time). */
export function rowsOf<T>(pages: Page<T>[] | undefined, keyOf: (row: T) => string = (row) => (row as { id: string }).id): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of pages ?? []) {
    for (const row of page.rows) {
      const key = keyOf(row);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(row);
    }
  }
  return out;
}

/** Takes rows out of the loaded pages of a paged query (a row that no longer belongs to the list). */
export function removeRows<T>(client: QueryClient, queryKey: QueryKey, drop: (row: T) => boolean): void {
  client.setQueryData<InfiniteData<Page<T>, number>>(queryKey, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, rows: p.rows.filter((r) => !drop(r)) })) } : data,
  );
}

/** Replaces a row in the loaded pages of a paged query. */
export function replaceRow<T>(client: QueryClient, queryKey: QueryKey, match: (row: T) => boolean, next: T): void {
  client.setQueryData<InfiniteData<Page<T>, number>>(queryKey, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, rows: p.rows.map((r) => (match(r) ? next : r)) })) } : data,
  );
}
