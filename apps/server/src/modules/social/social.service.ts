/**
 * The social rules: following (a toggle that keeps users.follower_count / following_count in step), blocking
 * (which also ends the follows between the two users), reporting items, and the people lists (followers,
 * following, blocked users, the user directory). Blocked and reported items are filtered out of item searches
 * by the items module.
 */
import { ITEM_STATUS, LIMITS, ORDER_TYPES, USER_SEARCH_ORDER_FIELDS, USER_STATUS, type UserSearchBody } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { ID_PREFIX, isIdShape, newId } from '../../lib/ids.ts';
import type { Translate } from '../../lib/messages.ts';
import { hit, LIMITS_REPORTING } from '../../lib/rate-limit.ts';
import type { Wire } from '../../lib/wire.ts';
import type { Page } from '../../http/paging.ts';
import type { Viewer } from '../../http/context.ts';
import { findItemAccess } from '../items/index.ts';
import { notifyUser } from '../notifications/index.ts';
import { findUserById, getUser, presentUserOf, presentUsers as presentPage, type UserRow } from '../users/index.ts';
import * as repo from './social.repository.ts';

export type { Viewer };

const isListable = (u: UserRow) => u.status === USER_STATUS.active && !u.isBanned;

// ------------------------------------------------------------------------------------------ follows

/**
 * userfollows/add_follow: follows, or unfollows when already following. The follow row and both counters change
 * in one transaction. A new follow needs an active, unbanned user and no block between the two. Answers the
 * followed user as the follower sees them.
 */
export async function toggleFollow(deps: Deps, follower: Viewer & { viewerId: string }, followedId: string, t: Translate): Promise<Wire> {
  const followerId = follower.viewerId;
  if (followerId === followedId) throw badRequest('social.cannot_follow_self');
  const target = await findUserById(deps.db, followedId);
  if (!target) throw badRequest('auth.user_id_invalid');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.lockPair(tx, followerId, followedId);
    if (await repo.deleteFollow(tx, followerId, followedId)) {
      await repo.adjustFollowCounts(tx, followerId, followedId, -1);
      return;
    }
    if (!isListable(target)) throw badRequest('auth.user_id_invalid');
    if (await repo.blockedEitherWay(tx, followerId, followedId)) throw conflict('social.follow_blocked');
    if (!(await repo.insertFollow(tx, followerId, followedId, now))) return;
    await repo.adjustFollowCounts(tx, followerId, followedId, 1);
    await notifyFollowed(deps, tx, followerId, followedId);
  });
  return presentUserOf(deps, (await findUserById(deps.db, followedId))!, follower, t);
}

/** Tells the followed user who follows them now, once per follower: following again after an unfollow is the
 * same event (`follow:<follower id>`) and tells nobody twice. */
async function notifyFollowed(deps: Deps, tx: DbOrTx, followerId: string, followedId: string): Promise<void> {
  const follower = await findUserById(tx, followerId);
  await notifyUser(deps, tx, {
    userId: followedId,
    flag: 'follow',
    eventKey: `follow:${followerId}`,
    actorUserId: followerId,
    titleKey: 'notify.follow_title',
    messageKey: 'notify.follow_body',
    vars: { name: follower?.userName ?? '' },
    data: { user_id: followerId },
  });
}

/** userfollows/search list mode: the followers of `userId`, or the users `userId` follows, by name. */
export async function followList(deps: Deps, userId: string, type: 'follower' | 'following', viewer: Viewer, page: Page, t: Translate): Promise<Wire[]> {
  if (userId !== viewer.viewerId && !viewer.isStaff) await assertListsVisible(deps, userId, viewer);
  return presentPage(deps, await repo.findFollowUsers(deps.db, userId, type, page), viewer, t);
}

/**
 * Another user's follower and following lists are theirs to show: only while the user is listable and shows their
 * profile (the show-profile setting), and never across a block in either direction.
 */
async function assertListsVisible(deps: Deps, userId: string, viewer: Viewer): Promise<void> {
  const owner = await findUserById(deps.db, userId);
  if (!owner || !isListable(owner)) throw badRequest('auth.user_id_invalid');
  if (!owner.showProfile) throw forbidden('people.lists_hidden');
  if (viewer.viewerId && (await repo.blockedEitherWay(deps.db, viewer.viewerId, userId))) throw forbidden('people.lists_hidden');
}

/** userfollows/search profile mode: one user as the viewer may see them (contact details as the user allows). */
export async function profile(deps: Deps, userId: string, viewer: Viewer, t: Translate): Promise<Wire> {
  return presentUserOf(deps, await getUser(deps, userId), viewer, t);
}

// ------------------------------------------------------------------------------------------ blocks

/** blockusers/add: blocks a user and ends the follows between the two (both directions, counters kept right). */
export async function block(deps: Deps, fromId: string, toId: string): Promise<void> {
  if (fromId === toId) throw badRequest('social.cannot_block_self');
  if (!(await findUserById(deps.db, toId))) throw badRequest('auth.user_id_invalid');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.lockPair(tx, fromId, toId);
    if (!(await repo.insertBlock(tx, fromId, toId, now))) throw conflict('social.already_blocked');
    for (const f of await repo.deleteFollowsBetween(tx, fromId, toId)) await repo.adjustFollowCounts(tx, f.followerId, f.followedId, -1);
  });
}

/** blockusers/unblock. */
export async function unblock(deps: Deps, fromId: string, toId: string): Promise<void> {
  if (fromId === toId) throw badRequest('social.cannot_block_self');
  if (!isIdShape(toId)) throw badRequest('auth.user_id_invalid');
  const removed = await deps.db.transaction(async (tx) => {
    await repo.lockPair(tx, fromId, toId);
    return repo.deleteBlock(tx, fromId, toId);
  });
  if (!removed) throw conflict('social.not_blocked');
}

/** users/get_blocked_user_by_loginuser. */
export async function blockedUsers(deps: Deps, viewer: Viewer & { viewerId: string }, page: Page, t: Translate): Promise<Wire[]> {
  return presentPage(deps, await repo.findBlockedUsers(deps.db, viewer.viewerId, page), viewer, t);
}

// ------------------------------------------------------------------------------------------ reports

/**
 * itemreports/add: one report per user and published item; the reported item then disappears from the reporter's
 * searches. Staff see open reports in the admin area. A few dozen reports per account per day (LIMITS_REPORTING).
 */
export async function reportItem(deps: Deps, reporterId: string, itemId: string, reason: string): Promise<void> {
  await hit(deps, LIMITS_REPORTING.reportsPerAccount, reporterId);
  const item = await findItemAccess(deps.db, itemId);
  if (!item) throw badRequest('item.invalid_id');
  if (item.addedUserId === reporterId) throw badRequest('item.own_item_report');
  if (item.status !== ITEM_STATUS.published) throw badRequest('item.invalid_id');
  const added = await repo.insertReport(deps.db, { id: newId(ID_PREFIX.report), itemId, reportedUserId: reporterId, reason, addedDate: deps.clock.now() });
  // The wire answers a repeated report with 404 (wire contract §5).
  if (!added) throw notFound('item.already_reported');
}

// ------------------------------------------------------------------------------------------ directory

/** users/search: active, unbanned users by name (the viewer's blocked users left out), user_name asc by default. */
export async function searchUsers(deps: Deps, body: UserSearchBody, viewer: Viewer, page: Page, t: Translate): Promise<Wire[]> {
  const orderBy = body.order_by || 'user_name';
  if (!(USER_SEARCH_ORDER_FIELDS as readonly string[]).includes(orderBy))
    throw badRequest('validation.one_of', { field: 'order_by', values: USER_SEARCH_ORDER_FIELDS.join(', ') });
  const orderType = (body.order_type || 'asc').toLowerCase();
  if (!(ORDER_TYPES as readonly string[]).includes(orderType)) throw badRequest('validation.one_of', { field: 'order_type', values: ORDER_TYPES.join(', ') });
  const rows = await repo.searchUsers(
    deps.db,
    { keyword: body.keyword, excludeBlockedBy: viewer.viewerId, order: { column: orderBy as keyof typeof repo.USER_SORTS, desc: orderType === 'desc' } },
    page,
  );
  return presentPage(deps, rows, viewer, t);
}

export const PEOPLE_PAGE_SIZE = LIMITS.listPageSize;
