/** SQL of the contact taps (`contact_logs`): one row per tap, counted per seller. */
import { sql } from 'drizzle-orm';
import type { ContactLogType } from '@wheeldeal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { contactLogs } from '../../db/schema.ts';

export async function insertContactLog(db: DbOrTx, row: { id: string; itemId: string; sellerUserId: string; userId: string | null; type: ContactLogType; now: Date }): Promise<void> {
  await db.insert(contactLogs).values({ id: row.id, itemId: row.itemId, sellerUserId: row.sellerUserId, userId: row.userId, type: row.type, addedDate: row.now });
}

export type ContactCounts = Record<`${ContactLogType}_count` | `${ContactLogType}_count_30d`, number>;

/** The seller's taps per kind, all time and since `since`, in one pass over the seller's index range. */
export async function contactCounts(db: DbOrTx, sellerUserId: string, since: Date): Promise<ContactCounts> {
  const res = await db.execute(sql`
    select
      count(*) filter (where type = 'call')::int as call_count,
      count(*) filter (where type = 'whatsapp')::int as whatsapp_count,
      count(*) filter (where type = 'email')::int as email_count,
      count(*) filter (where type = 'call' and added_date >= ${since})::int as call_count_30d,
      count(*) filter (where type = 'whatsapp' and added_date >= ${since})::int as whatsapp_count_30d,
      count(*) filter (where type = 'email' and added_date >= ${since})::int as email_count_30d
    from contact_logs where seller_user_id = ${sellerUserId}`);
  return res.rows[0] as ContactCounts;
}
