import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { apiGet, asList } from '../../../lib/api';
import type { WireMake } from './types';

/**
 * Every make name across categories (`GET manufacturers/get`, pages of 100), sorted and without duplicates:
 * a make sold in several categories (Honda cars, Honda motorcycles) is one entry, searched by name.
 */
export async function findAllMakeNames(signal?: AbortSignal): Promise<string[]> {
  const names = new Set<string>();
  for (let offset = 0; offset < 1000; offset += LIMITS.maxPageSize) {
    const page = await asList(apiGet<WireMake[]>('manufacturers', 'get', { limit: LIMITS.maxPageSize, offset }, { signal }));
    for (const m of page) if (m.name) names.add(m.name.trim());
    if (page.length < LIMITS.maxPageSize) break;
  }
  return [...names].sort((a, b) => a.localeCompare(b));
}

export function useAllMakeNames(enabled: boolean) {
  return useQuery({ queryKey: ['dashboard', 'make-names'], queryFn: ({ signal }) => findAllMakeNames(signal), enabled, staleTime: 30 * 60_000 });
}
