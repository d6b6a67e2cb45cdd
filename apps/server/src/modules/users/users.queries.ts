/**
 * What other modules read about users, and the one place that turns user rows into wire Users with their profile
 * counts (users, social, media, the seller of an item): a page of users costs three statements, not three per
 * user.
 */
import { USER_STATUS, type AppUserStatus } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import type { Viewer } from '../../http/context.ts';
import { notFound } from '../../lib/errors.ts';
import type { Translate } from '../../lib/messages.ts';
import type { Wire } from '../../lib/wire.ts';
import { presentUser } from './users.presenter.ts';
import { extrasOf, findUserById, type UserRow } from './users.repository.ts';

/** Wire Users of `rows` as `viewer` sees them (contact details as each user allows), with profile counts. */
export async function presentUsers(deps: Deps, rows: readonly UserRow[], viewer: Viewer, t: Translate): Promise<Wire[]> {
  const extras = await extrasOf(
    deps.db,
    rows.map((u) => u.id),
    viewer.viewerId,
  );
  const view = { viewerId: viewer.viewerId, viewerIsStaff: viewer.isStaff, now: deps.clock.now(), t };
  return rows.map((u) => presentUser(u, view, extras.get(u.id)));
}

/** One wire User with profile counts. */
export async function presentUserOf(deps: Deps, user: UserRow, viewer: Viewer, t: Translate): Promise<Wire> {
  const [wire] = await presentUsers(deps, [user], viewer, t);
  return wire!;
}

/** The wire User of a live account; 404 "Invalid user id" when it is gone. */
export async function presentUserById(deps: Deps, userId: string, viewer: Viewer, t: Translate): Promise<Wire> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('auth.user_id_invalid');
  return presentUserOf(deps, user, viewer, t);
}

/** The account state app info reports for a signed-in user. */
export async function accountStatus(deps: Deps, userId: string): Promise<AppUserStatus> {
  const u = await findUserById(deps.db, userId);
  if (!u) return 'deleted';
  if (u.isBanned) return 'banned';
  return u.status === USER_STATUS.active ? 'active' : u.status === USER_STATUS.pending ? 'pending' : 'unpublished';
}
