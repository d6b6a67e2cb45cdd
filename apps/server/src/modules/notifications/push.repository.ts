/** Reads and writes of `push_tokens` (registered devices) and the draining of `push_outbox` rows. */
import { and, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { broadcasts, notifications, pushOutbox, pushTokens } from '../../db/schema.ts';

export type PushTokenRow = typeof pushTokens.$inferSelect;

/**
 * Registers a device for `userId`, or moves it there: one row per device token (a browser's endpoint), so a second
 * account signing in on the same browser takes the device over. Pushes still queued for the previous owner's
 * notifications are dropped, so they never show on the new owner's screen.
 */
export async function upsertToken(db: DbOrTx, row: typeof pushTokens.$inferInsert & { userId: string }, now: Date): Promise<string> {
  const [saved] = await db
    .insert(pushTokens)
    .values(row)
    .onConflictDoUpdate({
      target: pushTokens.deviceToken,
      set: { userId: row.userId, platformName: row.platformName, subscription: row.subscription, language: row.language, failures: 0, updatedDate: now },
    })
    .returning({ id: pushTokens.id });
  await db.execute(sql`delete from ${pushOutbox} o using ${notifications} n
    where o.push_token_id = ${saved!.id} and n.id = o.notification_id and n.user_id <> ${row.userId}`);
  return saved!.id;
}

/** Keeps the `max` devices of `userId` registered most recently; answers how many older ones were dropped. */
export async function keepNewestTokens(db: DbOrTx, userId: string, max: number): Promise<number> {
  const { rowCount } = await db.execute(sql`delete from ${pushTokens} where id in (
    select id from ${pushTokens} where user_id = ${userId}
    order by coalesce(updated_date, added_date) desc, id desc offset ${max})`);
  return rowCount ?? 0;
}

/** Removes a device of `userId` (and its queued pushes); someone else's device is left alone. */
export async function deleteOwnToken(db: DbOrTx, userId: string, deviceToken: string): Promise<number> {
  const gone = await db
    .delete(pushTokens)
    .where(and(eq(pushTokens.userId, userId), eq(pushTokens.deviceToken, deviceToken)))
    .returning({ id: pushTokens.id });
  return gone.length;
}

/** One queued push as the job sends it: the outbox row, the device and the notification. */
export interface QueuedPush {
  id: number;
  attempts: number;
  tokenId: string;
  subscription: unknown;
  language: string | null;
  noti: typeof notifications.$inferSelect;
}

/**
 * Takes the next page of a batch's queued pushes (after the row `afterId`), locked for this transaction; rows
 * another worker holds are skipped, so two runs of the same batch never send the same row at once.
 */
export function claimPage(tx: DbOrTx, batch: string, afterId: number, size: number): Promise<QueuedPush[]> {
  return tx
    .select({
      id: pushOutbox.id,
      attempts: pushOutbox.attempts,
      tokenId: pushTokens.id,
      subscription: pushTokens.subscription,
      language: pushTokens.language,
      noti: notifications,
    })
    .from(pushOutbox)
    .innerJoin(pushTokens, eq(pushTokens.id, pushOutbox.pushTokenId))
    .innerJoin(notifications, eq(notifications.id, pushOutbox.notificationId))
    .where(and(eq(pushOutbox.batch, batch), gt(pushOutbox.id, afterId)))
    .orderBy(pushOutbox.id)
    .limit(size)
    .for('update', { of: pushOutbox, skipLocked: true });
}

/** What became of one page: outbox rows done with, devices that answered, devices that are gone, rows to retry. */
export interface PageOutcome {
  /** Outbox rows finished (sent, refused for good, or undeliverable). */
  done: number[];
  delivered: string[];
  refused: string[];
  gone: string[];
  retry: number[];
  /** Per broadcast: pushes delivered and failed. */
  broadcasts: Map<string, { pushed: number; failed: number }>;
}

/** A device whose push service refused this many pushes in a row (a 4xx other than 404/410) is dropped: it would
 * only be refused again, and its user can register it anew. */
export const PUSH_REFUSALS_MAX = 5;

export async function recordPage(tx: DbOrTx, o: PageOutcome, now: Date): Promise<void> {
  if (o.done.length) await tx.delete(pushOutbox).where(inArray(pushOutbox.id, o.done));
  if (o.retry.length)
    await tx
      .update(pushOutbox)
      .set({ attempts: sql`${pushOutbox.attempts} + 1` })
      .where(inArray(pushOutbox.id, o.retry));
  if (o.delivered.length) await tx.update(pushTokens).set({ lastSuccessAt: now, failures: 0 }).where(inArray(pushTokens.id, o.delivered));
  if (o.refused.length)
    await tx
      .update(pushTokens)
      .set({ failures: sql`${pushTokens.failures} + 1` })
      .where(inArray(pushTokens.id, o.refused));
  if (o.refused.length) await tx.delete(pushTokens).where(and(inArray(pushTokens.id, o.refused), gte(pushTokens.failures, PUSH_REFUSALS_MAX)));
  // The push service says the subscription no longer exists: the device goes, and its queued pushes with it.
  if (o.gone.length) await tx.delete(pushTokens).where(inArray(pushTokens.id, o.gone));
  for (const [id, n] of o.broadcasts) {
    await tx
      .update(broadcasts)
      .set({ pushed: sql`${broadcasts.pushed} + ${n.pushed}`, failed: sql`${broadcasts.failed} + ${n.failed}` })
      .where(eq(broadcasts.id, id));
  }
}
