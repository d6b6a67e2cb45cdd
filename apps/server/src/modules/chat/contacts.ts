/** Whose presence a user may see: the people they share a conversation with (decision 013). */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { chatHeaders } from '../../db/schema.ts';

/** Which of `otherIds` share a conversation with `userId`. */
export async function contactsAmong(deps: Deps, userId: string, otherIds: string[]): Promise<string[]> {
  if (otherIds.length === 0) return [];
  const rows = await deps.db
    .select({ buyer: chatHeaders.buyerUserId, seller: chatHeaders.sellerUserId })
    .from(chatHeaders)
    .where(
      or(
        and(eq(chatHeaders.buyerUserId, userId), inArray(chatHeaders.sellerUserId, otherIds)),
        and(eq(chatHeaders.sellerUserId, userId), inArray(chatHeaders.buyerUserId, otherIds)),
      ),
    );
  return [...new Set(rows.map((r) => (r.buyer === userId ? r.seller : r.buyer)))];
}
