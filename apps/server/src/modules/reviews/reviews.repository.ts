/** SQL of reviews: the deals two users completed, the ratings tied to them, and the reviewed user's summary. */
import { sql } from 'drizzle-orm';
import { CHAT_STATUS } from '@wheeldeal/contract';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Page } from '../../http/paging.ts';

/** A conversation with the facts a review needs: its parties, its deal state and its item. */
export interface DealRow {
  id: string;
  itemId: string;
  buyerUserId: string;
  sellerUserId: string;
  chatStatus: number;
  latestOfferBy: string;
  itemStatus: number;
  itemIsSoldOut: boolean;
  itemIsShop: boolean;
}

const dealColumns = sql`h.id, h.item_id, h.buyer_user_id, h.seller_user_id, h.chat_status, h.latest_offer_by,
  i.status as item_status, i.is_sold_out as item_is_sold_out, i.business_mode as item_is_shop`;

const toDeal = (r: Record<string, unknown>): DealRow => ({
  id: String(r.id),
  itemId: String(r.item_id),
  buyerUserId: String(r.buyer_user_id),
  sellerUserId: String(r.seller_user_id),
  chatStatus: Number(r.chat_status),
  latestOfferBy: String(r.latest_offer_by ?? ''),
  itemStatus: Number(r.item_status),
  itemIsSoldOut: Boolean(r.item_is_sold_out),
  itemIsShop: Boolean(r.item_is_shop),
});

export async function findDeal(db: DbOrTx, chatId: string): Promise<DealRow | undefined> {
  const { rows } = await db.execute(sql`select ${dealColumns} from chat_headers h join items i on i.id = h.item_id where h.id = ${chatId}`);
  return rows[0] ? toDeal(rows[0] as Record<string, unknown>) : undefined;
}

/**
 * The deal a review without chat_id is about: the latest completed deal between the two users (either one the
 * buyer) that `fromId` has not reviewed; else the latest completed one (already reviewed); else their latest
 * conversation in any state (the refusal then says why). Undefined when they never talked.
 */
export async function findDealBetween(db: DbOrTx, fromId: string, toId: string): Promise<DealRow | undefined> {
  const { rows } = await db.execute(sql`
    select ${dealColumns} from chat_headers h join items i on i.id = h.item_id
    where ((h.buyer_user_id = ${fromId} and h.seller_user_id = ${toId}) or (h.buyer_user_id = ${toId} and h.seller_user_id = ${fromId}))
    order by (h.chat_status = ${CHAT_STATUS.sold}) desc,
      (exists (select 1 from ratings r where r.chat_header_id = h.id and r.from_user_id = ${fromId})) asc,
      coalesce(h.last_message_at, h.added_date) desc, h.id desc
    limit 1`);
  return rows[0] ? toDeal(rows[0] as Record<string, unknown>) : undefined;
}

/** Locks a deal's conversation row until the transaction ends: reviews of one deal are written one at a time. */
export async function lockDeal(tx: Tx, chatId: string): Promise<void> {
  await tx.execute(sql`select id from chat_headers where id = ${chatId} for update`);
}

/** Locks the reviewed user's row, whose summary the review changes. */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

/** The users who have reviewed this deal (of its two parties). */
export async function reviewersOf(db: DbOrTx, chatId: string): Promise<Set<string>> {
  const { rows } = await db.execute(sql`select from_user_id from ratings where chat_header_id = ${chatId}`);
  return new Set(rows.map((r) => String((r as { from_user_id: string }).from_user_id)));
}

export interface NewRating {
  id: string;
  fromUserId: string;
  toUserId: string;
  itemId: string;
  chatHeaderId: string;
  title: string;
  description: string;
  rating: number;
  addedDate: Date;
}

/** Inserts a review; false when the author already reviewed this deal (the unique index ratings_deal_uq). */
export async function insertRating(db: DbOrTx, r: NewRating): Promise<boolean> {
  const { rows } = await db.execute(sql`
    insert into ratings (id, from_user_id, to_user_id, item_id, chat_header_id, title, description, rating, added_date)
    values (${r.id}, ${r.fromUserId}, ${r.toUserId}, ${r.itemId}, ${r.chatHeaderId}, ${r.title}, ${r.description}, ${r.rating}, ${r.addedDate})
    on conflict (chat_header_id, from_user_id) do nothing returning id`);
  return rows.length > 0;
}

/** Recomputes a user's rating_count and overall_rating (the average, 2 decimals) from their ratings. */
export async function recomputeSummary(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`
    update users u set rating_count = s.n, overall_rating = s.avg
    from (select count(*)::int as n, coalesce(round(avg(rating)::numeric, 2), 0) as avg from ratings where to_user_id = ${userId}) s
    where u.id = ${userId}`);
}

/** A rating with its author's small profile. */
export interface RatingRow {
  id: string;
  fromUserId: string;
  toUserId: string;
  chatHeaderId: string | null;
  itemId: string | null;
  rating: number;
  title: string;
  description: string;
  addedDate: Date;
  author: AuthorRow;
}

export interface AuthorRow {
  id: string;
  userName: string;
  userProfilePhoto: string;
  isVerifyBlueMark: number;
  overallRating: string;
  ratingCount: number;
}

const ratingColumns = sql`r.id, r.from_user_id, r.to_user_id, r.chat_header_id, r.item_id, r.rating, r.title, r.description, r.added_date,
  u.user_name, u.user_profile_photo, u.is_verify_blue_mark, u.overall_rating, u.rating_count`;

const toRating = (r: Record<string, unknown>): RatingRow => ({
  id: String(r.id),
  fromUserId: String(r.from_user_id),
  toUserId: String(r.to_user_id),
  chatHeaderId: (r.chat_header_id as string | null) ?? null,
  itemId: (r.item_id as string | null) ?? null,
  rating: Number(r.rating),
  title: String(r.title),
  description: String(r.description),
  addedDate: new Date(r.added_date as string | Date),
  author: {
    id: String(r.from_user_id),
    userName: String(r.user_name ?? ''),
    userProfilePhoto: String(r.user_profile_photo ?? ''),
    isVerifyBlueMark: Number(r.is_verify_blue_mark ?? 0),
    overallRating: String(r.overall_rating ?? '0'),
    ratingCount: Number(r.rating_count ?? 0),
  },
});

export async function findRating(db: DbOrTx, id: string): Promise<RatingRow | undefined> {
  const { rows } = await db.execute(sql`select ${ratingColumns} from ratings r join users u on u.id = r.from_user_id where r.id = ${id}`);
  return rows[0] ? toRating(rows[0] as Record<string, unknown>) : undefined;
}

/** The reviews a user received, newest first. */
export async function findRatingsOf(db: DbOrTx, userId: string, page: Page): Promise<RatingRow[]> {
  const { rows } = await db.execute(sql`
    select ${ratingColumns} from ratings r join users u on u.id = r.from_user_id
    where r.to_user_id = ${userId}
    order by r.added_date desc, r.id desc limit ${page.limit} offset ${page.offset}`);
  return rows.map((r) => toRating(r as Record<string, unknown>));
}
