import { apiPost } from '../../../lib/api/client';
import type { WireAdminUser } from './types';

/** `POST admin/user_ban` or `admin/user_unban` {user_id}. A ban ends every session of the account at once. */
export function setUserBan(userId: string, banned: boolean): Promise<WireAdminUser> {
  return apiPost<WireAdminUser>('admin', banned ? 'user_ban' : 'user_unban', { user_id: userId });
}
