/**
 * Staff work on accounts (the admin area calls these): the user list and bans. A ban ends every session at once;
 * a system account cannot be banned, nobody bans themself, and only an admin may ban staff. Audited.
 */
import { ROLE } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import type { Page } from '../../http/paging.ts';
import { audit } from '../audit/index.ts';
import { revokeAllSessions, type SessionUser } from '../auth/index.ts';
import * as repo from './users.repository.ts';

export const findUsersForStaff = (deps: Deps, status: string, keyword: string, page: Page) => repo.findUsersForStaff(deps.db, status, keyword, page);

export async function setBan(deps: Deps, staff: Pick<SessionUser, 'userId' | 'roleId'>, userId: string, banned: boolean): Promise<repo.UserRow> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw badRequest('auth.user_id_invalid');
  if (banned) {
    if (user.isSysAdmin) throw forbidden('auth.system_account');
    if (user.id === staff.userId) throw forbidden('admin.cannot_ban_self');
    if (user.roleId !== ROLE.user && staff.roleId !== ROLE.admin) throw forbidden('admin.cannot_ban_staff');
  }
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const updated = await repo.setBanned(tx, user.id, banned, now);
    await audit(tx, { actorUserId: staff.userId, action: banned ? 'user_ban' : 'user_unban', targetType: 'user', targetId: user.id }, now);
    return updated;
  });
  if (banned) await revokeAllSessions(deps, user.id);
  return row;
}
