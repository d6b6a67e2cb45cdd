/** Reads and writes of `broadcasts`, their one shared `notifications` row, and their fan-out to push_outbox. */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { broadcasts, notifications, pushOutbox, pushTokens, userPresence, users } from '../../db/schema.ts';
import type { Page } from '../../http/paging.ts';
import { REALTIME_CHANNEL } from '../realtime/index.ts';
import { prefOn, unreadExpr } from './notifications.repository.ts';

export type BroadcastRow = typeof broadcasts.$inferSelect;

export async function insertBroadcast(db: DbOrTx, row: typeof broadcasts.$inferInsert, noti: typeof notifications.$inferInsert): Promise<BroadcastRow> {
  const [b] = await db.insert(broadcasts).values(row).returning();
  await db.insert(notifications).values(noti);
  return b!;
}

export async function findBroadcasts(db: DbOrTx, page: Page): Promise<BroadcastRow[]> {
  return db.select().from(broadcasts).orderBy(desc(broadcasts.addedDate), desc(broadcasts.id)).limit(page.limit).offset(page.offset);
}

/** The broadcast's row in everyone's list. */
export async function findBroadcastNotification(db: DbOrTx, broadcastId: string): Promise<typeof notifications.$inferSelect | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.broadcastId, broadcastId)).limit(1);
  return row;
}

/** Whether a language filter (`languages`, a text[] expression; empty = everyone) takes `language`. */
const speaks = (languages: string[], language: SQL) => sql`(cardinality(${sql.param(languages)}::text[]) = 0 or ${language} = any(${sql.param(languages)}::text[]))`;

/** The users a broadcast reaches: live accounts of its languages. */
const reachedUser = (languages: string[]) => sql`${users.deletedAt} is null and not ${users.isBanned} and ${speaks(languages, sql`${users.language}`)}`;

/** Users whose choices let a broadcast push: the global switch on, and fe_broadcast in the list and as a push. */
const pushAllowed = () =>
  sql`${users.notificationSetting} and ${prefOn(sql`${users.notificationPrefs}`, 'fe_broadcast', 'inapp')} and ${prefOn(sql`${users.notificationPrefs}`, 'fe_broadcast', 'push')}`;

export async function countRecipients(db: DbOrTx, languages: string[]): Promise<number> {
  const { rows } = await db.execute(sql`select count(*)::int as n from ${users} where ${reachedUser(languages)}`);
  return Number((rows[0] as { n: number }).n);
}

/**
 * Queues the broadcast's push to every matching device in one statement: the devices of reached users who allow
 * it, and devices without a user by the language they registered with. Devices are cut into chunks of `chunk`
 * (by id), each chunk a push_outbox `batch` `bct:<broadcast id>:<n>`. A device already queued is skipped (ON
 * CONFLICT), so a re-run adds nothing. Answers each new batch with its size.
 */
export async function queueBroadcastPushes(db: DbOrTx, b: BroadcastRow, notificationId: string, chunk: number): Promise<{ batch: string; n: number }[]> {
  const { rows } = await db.execute(sql`
    with devices as (
      select ${pushTokens.id} as id from ${pushTokens} left join ${users} on ${users.id} = ${pushTokens.userId}
      where (${pushTokens.userId} is null and ${speaks(b.languages, sql`${pushTokens.language}`)})
         or (${pushTokens.userId} is not null and ${reachedUser(b.languages)} and ${pushAllowed()})
    ), queued as (
      insert into ${pushOutbox} (notification_id, push_token_id, batch)
      select ${notificationId}, id, ${`bct:${b.id}:`} || ((row_number() over (order by id) - 1) / ${chunk})::text from devices
      on conflict do nothing
      returning batch
    )
    select batch, count(*)::int as n from queued group by batch order by batch`);
  return rows as { batch: string; n: number }[];
}

/** Moves a queued broadcast to `sending` with its totals; false when it was not queued any more (a re-run). */
export async function startSending(db: DbOrTx, id: string, totals: { recipients: number; devices: number }, now: Date): Promise<boolean> {
  const done = totals.devices === 0;
  const rows = await db
    .update(broadcasts)
    .set({ ...totals, status: done ? 'sent' : 'sending', finishedDate: done ? now : null })
    .where(sql`${broadcasts.id} = ${id} and ${broadcasts.status} = 'queued'`)
    .returning({ id: broadcasts.id });
  return rows.length > 0;
}

/** Locks a broadcast row until the transaction ends (a fan-out runs once at a time per broadcast). */
export async function lockQueued(db: DbOrTx, id: string): Promise<BroadcastRow | undefined> {
  const [row] = await db.select().from(broadcasts).where(sql`${broadcasts.id} = ${id} and ${broadcasts.status} = 'queued'`).for('update').limit(1);
  return row;
}

/**
 * The live toast of a broadcast to the users of its languages who are online now: one NOTIFY per user with the
 * frame in their language (`frames`: language → wire Noti) and their own unread count, all in one statement.
 * `freshSince`: presence rows with a heartbeat since then count as online.
 */
export async function notifyOnline(db: DbOrTx, languages: string[], frames: Record<string, unknown>, freshSince: Date): Promise<void> {
  await db.execute(sql`
    select pg_notify(${REALTIME_CHANNEL}, json_build_object('u', json_build_array(${users.id}), 'f', json_build_object(
      't', 'noti', 'noti', ${JSON.stringify(frames)}::jsonb -> ${users.language},
      'blog_noti_unread_count', ${unreadExpr(sql`${users.id}`, sql`${users.language}`, sql`${users.addedDate}`)}::text))::text)
    from ${users}
    where ${reachedUser(languages)} and exists (select 1 from ${userPresence} p where p.user_id = ${users.id} and p.connections > 0 and p.heartbeat_at > ${freshSince})`);
}
