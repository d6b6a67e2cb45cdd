/**
 * An item the visitor has already seen in a list (search pages, rails, similar listings) — used as placeholder
 * data so the detail page paints its photo, price and title at once and the follow-up queries start without
 * waiting for items/get.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Item } from '../../../lib/api/types';

function looksLikeItem(value: unknown, id: string): value is Item {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<Item>;
  // Decoded answers only: the price is a number.
  return v.id === id && typeof v.title === 'string' && typeof v.price === 'number';
}

function search(data: unknown, id: string, depth = 0): Item | undefined {
  if (depth > 3 || !data || typeof data !== 'object') return undefined;
  if (Array.isArray(data)) {
    for (const entry of data) {
      if (looksLikeItem(entry, id)) return entry;
      if (Array.isArray(entry)) {
        const found = search(entry, id, depth + 1);
        if (found) return found;
      }
    }
    return undefined;
  }
  const pages = (data as { pages?: unknown }).pages;
  return Array.isArray(pages) ? search(pages, id, depth + 1) : undefined;
}

export function findCachedItem(queryClient: QueryClient, id: string): Item | undefined {
  for (const query of queryClient.getQueryCache().getAll()) {
    const found = search(query.state.data, id);
    if (found) return found;
  }
  return undefined;
}
