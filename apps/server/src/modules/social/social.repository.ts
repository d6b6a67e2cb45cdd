/** SQL of the social domain: follows (with the users' follower/following counters), blocks, item reports and the
 * user directory. */
import { and, asc, desc, eq, ilike, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { blocks, follows, itemReports, users } from '../../db/schema.ts';
import type { Page } from '../../http/paging.ts';
import { containsPattern } from '../../db/like.ts';
import type { UserRow } from '../users/index.ts';

/**
 * Serialises follow/block/unblock of one pair of users (either direction) until the transaction ends, so a follow
 * cannot slip in beside a block that is being written.
 */
export async function lockPair(tx: Tx, a: string, b: string): Promise<void> {
  const key = a < b ? `${a}|${b}` : `${b}|${a}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('social'), hashtext(${key}))`);
}

// ------------------------------------------------------------------------------------------ follows

export async function insertFollow(db: DbOrTx, followerId: string, followedId: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(follows)
    .values({ userId: followerId, followedUserId: followedId, addedDate: now })
    .onConflictDoNothing()
    .returning({ u: follows.userId });
  return rows.length > 0;
}

export async function deleteFollow(db: DbOrTx, followerId: string, followedId: string): Promise<boolean> {
  const rows = await db
    .delete(follows)
    .where(and(eq(follows.userId, followerId), eq(follows.followedUserId, followedId)))
    .returning({ u: follows.userId });
  return rows.length > 0;
}

/** Removes the follows between two users in both directions; answers the removed pairs. */
export async function deleteFollowsBetween(db: DbOrTx, a: string, b: string): Promise<{ followerId: string; followedId: string }[]> {
  return db
    .delete(follows)
    .where(or(and(eq(follows.userId, a), eq(follows.followedUserId, b)), and(eq(follows.userId, b), eq(follows.followedUserId, a))))
    .returning({ followerId: follows.userId, followedId: follows.followedUserId });
}

/**
 * Moves users.following_count of the follower and users.follower_count of the followed user by `delta`, as
 * increments (safe under concurrent writers) and in id order (no lock cycles between two transactions).
 */
export async function adjustFollowCounts(db: DbOrTx, followerId: string, followedId: string, delta: 1 | -1): Promise<void> {
  const updates = [
    { id: followerId, set: { followingCount: sql`greatest(${users.followingCount} + ${delta}, 0)` } },
    { id: followedId, set: { followerCount: sql`greatest(${users.followerCount} + ${delta}, 0)` } },
  ].sort((x, y) => (x.id < y.id ? -1 : 1));
  for (const u of updates) await db.update(users).set(u.set).where(eq(users.id, u.id));
}

/** Names sort as people read them: case-insensitively. */
const byName = () => [asc(sql`lower(${users.userName})`), asc(users.id)];

/** Live users listed from the public side: not deleted, active, not banned. */
const listable = () => and(isNull(users.deletedAt), eq(users.status, 1), eq(users.isBanned, false));

/** The followers of a user (`follower`) or the users they follow (`following`), by name. */
export async function findFollowUsers(db: DbOrTx, userId: string, type: 'follower' | 'following', page: Page): Promise<UserRow[]> {
  const join = type === 'follower' ? eq(follows.userId, users.id) : eq(follows.followedUserId, users.id);
  const owner = type === 'follower' ? eq(follows.followedUserId, userId) : eq(follows.userId, userId);
  const rows = await db
    .select({ user: users })
    .from(follows)
    .innerJoin(users, join)
    .where(and(owner, listable()))
    .orderBy(...byName())
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.user);
}

// ------------------------------------------------------------------------------------------ blocks

export async function insertBlock(db: DbOrTx, fromId: string, toId: string, now: Date): Promise<boolean> {
  const rows = await db.insert(blocks).values({ fromUserId: fromId, toUserId: toId, addedDate: now }).onConflictDoNothing().returning({ u: blocks.toUserId });
  return rows.length > 0;
}

export async function deleteBlock(db: DbOrTx, fromId: string, toId: string): Promise<boolean> {
  const rows = await db
    .delete(blocks)
    .where(and(eq(blocks.fromUserId, fromId), eq(blocks.toUserId, toId)))
    .returning({ u: blocks.toUserId });
  return rows.length > 0;
}

export async function blockedEitherWay(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ u: blocks.toUserId })
    .from(blocks)
    .where(or(and(eq(blocks.fromUserId, a), eq(blocks.toUserId, b)), and(eq(blocks.fromUserId, b), eq(blocks.toUserId, a))))
    .limit(1);
  return rows.length > 0;
}

/** The users `userId` blocked, by name (banned ones too, so they can be unblocked). */
export async function findBlockedUsers(db: DbOrTx, userId: string, page: Page): Promise<UserRow[]> {
  const rows = await db
    .select({ user: users })
    .from(blocks)
    .innerJoin(users, eq(blocks.toUserId, users.id))
    .where(and(eq(blocks.fromUserId, userId), isNull(users.deletedAt)))
    .orderBy(...byName())
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.user);
}

// ------------------------------------------------------------------------------------------ item reports

/** One report per reporter and item (item_reports_uq); false when it already exists. */
export async function insertReport(db: DbOrTx, values: typeof itemReports.$inferInsert): Promise<boolean> {
  const rows = await db.insert(itemReports).values(values).onConflictDoNothing().returning({ id: itemReports.id });
  return rows.length > 0;
}

// ------------------------------------------------------------------------------------------ directory

export const USER_SORTS = { user_name: sql`lower(${users.userName})`, added_date: users.addedDate } as const;

export interface UserQuery {
  keyword: string;
  /** Leave out the users this viewer blocked. */
  excludeBlockedBy: string | null;
  order: { column: keyof typeof USER_SORTS; desc: boolean };
}

/** users/search: listable users whose name contains the keyword (ILIKE, wildcards escaped). */
export async function searchUsers(db: DbOrTx, q: UserQuery, page: Page): Promise<UserRow[]> {
  const conds: (SQL | undefined)[] = [listable()];
  if (q.keyword) conds.push(ilike(users.userName, containsPattern(q.keyword)));
  if (q.excludeBlockedBy)
    conds.push(
      notExists(
        db
          .select({ one: sql`1` })
          .from(blocks)
          .where(and(eq(blocks.fromUserId, q.excludeBlockedBy), eq(blocks.toUserId, users.id))),
      ),
    );
  const column = USER_SORTS[q.order.column];
  return db
    .select()
    .from(users)
    .where(and(...conds))
    .orderBy(q.order.desc ? desc(column) : asc(column), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}
