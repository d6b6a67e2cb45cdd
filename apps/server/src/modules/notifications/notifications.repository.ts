/** Reads and writes of `notifications`, `notification_reads` and `push_outbox` rows. */
import { and, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notificationReads, notifications, pushOutbox, pushTokens } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Broadcast rows a user sees: those for everyone or for their language, sent since they joined. Bind as a
 * condition over `notifications`.
 */
export function broadcastVisibleTo(userId: string, language: string, joined: Date) {
  return and(
    isNull(notifications.userId),
    sql`${notifications.addedDate} >= ${joined}`,
    sql`(${notifications.broadcastId} is null or exists (select 1 from broadcasts b where b.id = ${notifications.broadcastId}
      and (cardinality(b.languages) = 0 or ${language} = any(b.languages))))`,
  );
}

/** Unread notifications of a user: their own unread rows and the visible broadcasts they have not read. */
export async function unreadCount(db: DbOrTx, userId: string, language: string, joined: Date): Promise<number> {
  const { rows } = await db.execute(sql`select
      (select count(*) from ${notifications} where ${notifications.userId} = ${userId} and not ${notifications.isRead})::int
    + (select count(*) from ${notifications} where ${broadcastVisibleTo(userId, language, joined)}
        and not exists (select 1 from ${notificationReads} r where r.notification_id = ${notifications.id} and r.user_id = ${userId}))::int as n`);
  return Number((rows[0] as { n?: number } | undefined)?.n ?? 0);
}

/** Inserts one user's notification unless that user already has one for the same event. Answers the row, or
 * undefined when it existed (a retry or a duplicate). */
export async function insertOnce(db: DbOrTx, row: typeof notifications.$inferInsert): Promise<NotificationRow | undefined> {
  const [inserted] = await db.insert(notifications).values(row).onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] }).returning();
  return inserted;
}

/** Queues the push of a notification to every registered device of `userId`; answers how many were queued. */
export async function queuePushToUser(db: DbOrTx, notificationId: string, userId: string, batch: string): Promise<number> {
  const { rowCount } = await db.execute(sql`insert into ${pushOutbox} (notification_id, push_token_id, batch)
    select ${notificationId}, ${pushTokens.id}, ${batch} from ${pushTokens} where ${pushTokens.userId} = ${userId}
    on conflict do nothing`);
  return rowCount ?? 0;
}

/** Whether `recipientId` blocked `actorId`. */
export async function hasBlocked(db: DbOrTx, recipientId: string, actorId: string): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from blocks where from_block_user_id = ${recipientId} and to_block_user_id = ${actorId} limit 1`);
  return rows.length > 0;
}
