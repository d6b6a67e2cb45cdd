import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/client';
import { adminKeys } from './keys';
import type { WireSettings } from './types';

/** `POST admin/settings_get` → every settings group with its stored values (defaults filled in). */
export function getSettings(signal?: AbortSignal): Promise<WireSettings> {
  return apiPost<WireSettings>('admin', 'settings_get', {}, undefined, { signal });
}

export function useSettings() {
  return useQuery({ queryKey: adminKeys.settings, queryFn: ({ signal }) => getSettings(signal), staleTime: 0 });
}
