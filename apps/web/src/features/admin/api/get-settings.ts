import { useQuery } from '@tanstack/react-query';
import type { CallAnswer } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import { adminKeys } from './keys';

/** Every settings group with its stored values (defaults filled in); open records of text. */
export type Settings = CallAnswer<'admin/settings_get'>;
/** The settings screen's name for it. */
export type WireSettings = Settings;

/** `POST admin/settings_get` → every settings group. */
export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return call('admin/settings_get', { body: {}, signal });
}

export function useSettings() {
  return useQuery({ queryKey: adminKeys.settings, queryFn: ({ signal }) => getSettings(signal), staleTime: 0 });
}
