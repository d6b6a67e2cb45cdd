/** SQL of the users domain. */
import { and, desc, eq, gt, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { follows, items, ratings, users, verificationCodes } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
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

export interface UserExtras {
  activeItemCount: number;
  isFollowed: boolean;
  ratingCounts: Record<1 | 2 | 3 | 4 | 5, number>;
}

/** Counts shown on a profile: published items, whether the viewer follows, the star breakdown. */
export async function userExtras(db: DbOrTx, userId: string, viewerId: string | null): Promise<UserExtras> {
  const [active] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(items)
    .where(and(eq(items.addedUserId, userId), eq(items.status, 1), eq(items.isSoldOut, false)));
  const stars = await db
    .select({ rating: ratings.rating, n: sql<number>`count(*)::int` })
    .from(ratings)
    .where(eq(ratings.toUserId, userId))
    .groupBy(ratings.rating);
  let isFollowed = false;
  if (viewerId && viewerId !== userId) {
    const f = await db
      .select({ u: follows.userId })
      .from(follows)
      .where(and(eq(follows.userId, viewerId), eq(follows.followedUserId, userId)))
      .limit(1);
    isFollowed = f.length > 0;
  }
  const ratingCounts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as UserExtras['ratingCounts'];
  for (const s of stars) if (s.rating >= 1 && s.rating <= 5) ratingCounts[s.rating as 1] = s.n;
  return { activeItemCount: active?.n ?? 0, isFollowed, ratingCounts };
}
