/** SQL of phone codes and of the accounts a verified number belongs to. */
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { phoneCodes, users } from '../../db/schema.ts';

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;
export type PhonePurpose = 'phone_sign_in' | 'phone_change';

/** The live account whose verified number this is (`phone_id` holds the verified number, unique). */
export async function findUserByVerifiedPhone(db: DbOrTx, phone: string) {
  const [row] = await db.select().from(users).where(and(eq(users.phoneId, phone), isNull(users.deletedAt))).limit(1);
  return row;
}

/** Another live account has verified this number. */
export async function phoneVerifiedByOther(db: DbOrTx, phone: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneId, phone), ne(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Supersedes the unused codes of a number and purpose (and, for a change, of the account's other numbers). */
export async function retirePhoneCodes(db: DbOrTx, purpose: PhonePurpose, owner: { phone: string } | { userId: string }, now: Date): Promise<void> {
  const who = 'userId' in owner ? eq(phoneCodes.userId, owner.userId) : eq(phoneCodes.phone, owner.phone);
  await db
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(and(who, eq(phoneCodes.purpose, purpose), isNull(phoneCodes.usedAt)));
}

export async function insertPhoneCode(db: DbOrTx, values: typeof phoneCodes.$inferInsert): Promise<void> {
  await db.insert(phoneCodes).values(values);
}

/** The newest unused code of a number (sign-in) or of an account (change), expired or not: the caller tells
 * "expired" apart from "wrong". */
export async function latestUnusedCode(db: DbOrTx, purpose: PhonePurpose, owner: { phone: string } | { userId: string }): Promise<PhoneCodeRow | undefined> {
  const who = 'userId' in owner ? eq(phoneCodes.userId, owner.userId) : eq(phoneCodes.phone, owner.phone);
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(and(who, eq(phoneCodes.purpose, purpose), isNull(phoneCodes.usedAt)))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  return row;
}

export async function countPhoneCodeAttempt(db: DbOrTx, id: string): Promise<void> {
  await db.update(phoneCodes).set({ attempts: sql`${phoneCodes.attempts} + 1` }).where(eq(phoneCodes.id, id));
}

/** Marks a code used; answers false when another request used it first (a replay racing the first use). */
export async function claimPhoneCode(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.usedAt)))
    .returning({ id: phoneCodes.id });
  return rows.length > 0;
}

/** Housekeeping: phone codes that can never be used again. */
export async function deleteSpentPhoneCodes(db: DbOrTx, now: Date): Promise<number> {
  const gone = await db
    .delete(phoneCodes)
    .where(sql`${phoneCodes.usedAt} is not null or ${phoneCodes.expiresAt} <= ${now}`)
    .returning({ id: phoneCodes.id });
  return gone.length;
}
