import { apiPost } from '../../../lib/api/client';
import type { SettingGroupName } from '@wheeldeal/contract';

/** `POST admin/settings_update` {group, values}: merges the values into one group (unknown fields: 400). Answers
 * the whole group as stored. Admins only. */
export function updateSettings(group: SettingGroupName, values: Record<string, string | string[]>): Promise<Record<string, string | string[]>> {
  return apiPost<Record<string, string | string[]>>('admin', 'settings_update', { group, values });
}
