import { call } from '../../../lib/api/call';

/** `POST admin/user_ban` or `admin/user_unban` {user_id}. A ban ends every session of the account at once.
 * Answers the User. */
export function setUserBan(userId: string, banned: boolean) {
  return call(banned ? 'admin/user_ban' : 'admin/user_unban', { body: { user_id: userId } });
}
