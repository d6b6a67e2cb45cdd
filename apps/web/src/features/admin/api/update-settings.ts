import type { SettingGroupName } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';

/** `POST admin/settings_update` {group, values}: merges the values into one group (unknown fields: 400). Answers
 * the whole group as stored. Admins only. */
export function updateSettings(group: SettingGroupName, values: Record<string, string | string[]>) {
  return call('admin/settings_update', { body: { group, values } });
}
