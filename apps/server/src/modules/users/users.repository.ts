/** SQL of the users domain: accounts, verification codes, the profile counts and the staff user list. */
import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { USER_STATUS } from '@wheeldeal/contract';
import { containsPattern } from '../../db/like.ts';
import { isIdShape } from '../../lib/ids.ts';
import type { Page } from '../../http/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { follows, items, ratings, users, verificationCodes } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** A string that cannot be one of our ids (`nologinuser`, junk) names nobody and is not sent to SQL. */
export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  if (!isIdShape(id)) return undefined;
  const [row] = await db.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt))).limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(sql`lower(${users.userEmail}) = ${email.toLowerCase()}`, isNull(users.deletedAt))).limit(1);
  return row;
}

/** Another live, active user holding this e-mail / phone (profile conflicts answer 409). */
export async function emailTakenByOther(db: DbOrTx, email: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.userEmail}) = ${email.toLowerCase()}`, ne(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

export async function phoneTakenByOther(db: DbOrTx, phone: string, userId: string): Promise<boolean> {
  if (!phone) return false;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userPhone, phone), ne(users.id, userId), eq(users.status, 1), isNull(users.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: DbOrTx, id: string, patch: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row!;
}

export async function insertCode(db: DbOrTx, values: typeof verificationCodes.$inferInsert): Promise<void> {
  await db.insert(verificationCodes).values(values);
}

/** The newest unused, unexpired code of a purpose for a user. */
export async function latestLiveCode(db: DbOrTx, userId: string, purpose: string, now: Date) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt), gt(verificationCodes.expiresAt, now)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}

export async function findLiveCodeByHash(db: DbOrTx, purpose: string, codeHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.codeHash, codeHash), isNull(verificationCodes.usedAt), gt(verificationCodes.expiresAt, now)))
    .limit(1);
  return row;
}

export async function markCodeUsed(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, id));
}

export async function countCodeAttempt(db: DbOrTx, id: string): Promise<void> {
  await db.update(verificationCodes).set({ attempts: sql`${verificationCodes.attempts} + 1` }).where(eq(verificationCodes.id, id));
}

/** Housekeeping: deletes codes and links that can never be used again (used, or expired). Answers how many. */
export async function deleteSpentCodes(db: DbOrTx, now: Date): Promise<number> {
  const gone = await db
    .delete(verificationCodes)
    .where(or(isNotNull(verificationCodes.usedAt), lte(verificationCodes.expiresAt, now)))
    .returning({ id: verificationCodes.id });
  return gone.length;
}

/** Invalidates the earlier codes of a purpose when a new one is issued. */
export async function retireCodes(db: DbOrTx, userId: string, purpose: string, now: Date): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)));
}

// ------------------------------------------------------------------------------------------ staff

const USER_FILTERS: Record<string, SQL | undefined> = {
  all: isNull(users.deletedAt),
  active: and(isNull(users.deletedAt), eq(users.status, USER_STATUS.active), eq(users.isBanned, false)),
  pending: and(isNull(users.deletedAt), eq(users.status, USER_STATUS.pending)),
  unpublished: and(isNull(users.deletedAt), eq(users.status, USER_STATUS.unpublished)),
  banned: and(isNull(users.deletedAt), eq(users.isBanned, true)),
  deleted: isNotNull(users.deletedAt),
};

/** The admin area's user list: by status (all, active, pending, unpublished, banned, deleted) and keyword. */
export async function findUsersForStaff(db: DbOrTx, status: string, keyword: string, page: Page): Promise<UserRow[]> {
  const kw = keyword ? or(ilike(users.userName, containsPattern(keyword)), ilike(users.userEmail, containsPattern(keyword)), eq(users.id, keyword), eq(users.userPhone, keyword)) : undefined;
  return db
    .select()
    .from(users)
    .where(and(USER_FILTERS[status], kw))
    .orderBy(asc(users.userName), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function setBanned(db: DbOrTx, userId: string, banned: boolean, now: Date): Promise<UserRow> {
  const [row] = await db.update(users).set({ isBanned: banned, updatedDate: now }).where(eq(users.id, userId)).returning();
  return row!;
}

export interface UserExtras {
  activeItemCount: number;
  isFollowed: boolean;
  ratingCounts: Record<1 | 2 | 3 | 4 | 5, number>;
}

/** Counts shown on a profile: published items, whether the viewer follows, the star breakdown. */
export async function userExtras(db: DbOrTx, userId: string, viewerId: string | null): Promise<UserExtras> {
  return (await extrasOf(db, [userId], viewerId)).get(userId)!;
}

/** The profile counts of many users at once (three statements for a whole page, not three per user). */
export async function extrasOf(db: DbOrTx, ids: readonly string[], viewerId: string | null): Promise<Map<string, UserExtras>> {
  const out = new Map<string, UserExtras>();
  if (ids.length === 0) return out;
  const list = [...ids];
  for (const id of list) out.set(id, { activeItemCount: 0, isFollowed: false, ratingCounts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
  const active = await db
    .select({ id: items.addedUserId, n: sql<number>`count(*)::int` })
    .from(items)
    .where(and(inArray(items.addedUserId, list), eq(items.status, 1), eq(items.isSoldOut, false)))
    .groupBy(items.addedUserId);
  for (const a of active) out.get(a.id)!.activeItemCount = a.n;
  const stars = await db
    .select({ id: ratings.toUserId, rating: ratings.rating, n: sql<number>`count(*)::int` })
    .from(ratings)
    .where(inArray(ratings.toUserId, list))
    .groupBy(ratings.toUserId, ratings.rating);
  for (const s of stars) if (s.rating >= 1 && s.rating <= 5) out.get(s.id)!.ratingCounts[s.rating as 1] = s.n;
  if (viewerId) {
    const followed = await db
      .select({ id: follows.followedUserId })
      .from(follows)
      .where(and(eq(follows.userId, viewerId), inArray(follows.followedUserId, list)));
    for (const f of followed) out.get(f.id)!.isFollowed = true;
  }
  return out;
}
