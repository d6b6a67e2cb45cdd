/** SQL of the chat guard's stored pattern set: one app_settings row (key `chat_guard`), absent while the defaults
 * are in force. */
import { eq, sql } from 'drizzle-orm';
import type { ChatGuardConfig } from '@wheeldeal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { appSettings } from '../../db/schema.ts';

export const CHAT_GUARD_KEY = 'chat_guard';

/** What the row holds: the set, and a revision that changes with every save (processes compare it). */
export interface StoredChatGuard {
  revision: string;
  config: ChatGuardConfig;
}

/** The stored revision, '' when the defaults are in force: one primary-key read, cheap enough to ask often. */
export async function storedRevision(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({ revision: sql<string | null>`${appSettings.value} ->> 'revision'` })
    .from(appSettings)
    .where(eq(appSettings.key, CHAT_GUARD_KEY))
    .limit(1);
  return row?.revision ?? '';
}

export async function findStored(db: DbOrTx): Promise<{ value: unknown; updatedDate: Date } | undefined> {
  const [row] = await db.select({ value: appSettings.value, updatedDate: appSettings.updatedDate }).from(appSettings).where(eq(appSettings.key, CHAT_GUARD_KEY)).limit(1);
  return row;
}

/** Replaces the stored set (whole: it is edited and validated as one document). */
export async function saveStored(db: DbOrTx, value: StoredChatGuard, now: Date): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: CHAT_GUARD_KEY, value, updatedDate: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedDate: now } });
}

/** Back to the defaults. True when there was a stored set. */
export async function deleteStored(db: DbOrTx): Promise<boolean> {
  const rows = await db.delete(appSettings).where(eq(appSettings.key, CHAT_GUARD_KEY)).returning({ key: appSettings.key });
  return rows.length > 0;
}
