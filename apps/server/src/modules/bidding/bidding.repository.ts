/**
 * The SQL of bidding (decision 016). Reads answer plain rows; every write that a rule depends on runs after the
 * bidding row is locked (`lockBidding`), so the rules see a bidding that cannot change under them.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { bidders, biddings, bids } from '../../db/schema.ts';

export type BiddingRow = typeof biddings.$inferSelect;
export type BidderRow = typeof bidders.$inferSelect;

/** What the product shows of another person: name and picture, blue mark and rating (decision 016). */
export interface PersonRow {
  id: string;
  userName: string;
  userProfilePhoto: string;
  isVerifyBlueMark: number;
  overallRating: string;
  ratingCount: number;
}

/** A bidding with what anyone may see of it: the listing's title, the seller, the highest bid and its bidder. */
export interface BiddingView extends BiddingRow {
  itemTitle: string;
  seller: PersonRow | null;
  highestMinor: number | null;
  highestBidder: PersonRow | null;
  bidCount: number;
  approvedCount: number;
}

/** A request with its bidder, its fee payment and the bidder's highest bid. */
export interface RequestView extends BidderRow {
  person: PersonRow;
  feePaymentStatus: string;
  checkout: { redirectUrl?: string; clientSecret?: string; publicKey?: string };
  myHighestMinor: number | null;
}

/** The columns of an item that decide whether its owner may open bidding on it, with its currency code. */
export interface ItemFacts {
  id: string;
  title: string;
  status: number;
  isSoldOut: boolean;
  addedUserId: string;
  currencyCode: string | null;
}

export async function itemFacts(db: DbOrTx, itemId: string): Promise<ItemFacts | undefined> {
  const { rows } = await db.execute(sql`
    select i.id, i.title, i.status, i.is_sold_out, i.added_user_id, c.currency_short_form
      from items i left join currencies c on c.id = i.item_currency_id where i.id = ${itemId}`);
  const r = rows[0] as { id: string; title: string; status: number; is_sold_out: boolean; added_user_id: string; currency_short_form: string | null } | undefined;
  return r && { id: r.id, title: r.title, status: Number(r.status), isSoldOut: r.is_sold_out, addedUserId: r.added_user_id, currencyCode: r.currency_short_form };
}

/** Locks the item row so two openings of one listing wait for each other (the unique live index is the backstop). */
export async function lockItem(tx: Tx, itemId: string): Promise<void> {
  await tx.execute(sql`select id from items where id = ${itemId} for update`);
}

/** Whether the item has a bidding scheduled or open (one at a time: decision 016). */
export async function hasLiveBidding(db: DbOrTx, itemId: string): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from biddings where item_id = ${itemId} and status in ('scheduled', 'open') limit 1`);
  return rows.length > 0;
}

export async function insertBidding(tx: Tx, row: typeof biddings.$inferInsert): Promise<void> {
  await tx.insert(biddings).values(row);
}

export async function findBidding(db: DbOrTx, id: string): Promise<BiddingRow | undefined> {
  const [b] = await db.select().from(biddings).where(eq(biddings.id, id)).limit(1);
  return b;
}

/** The bidding row, locked for the rest of the transaction: bids, decisions and the jobs take turns on it. */
export async function lockBidding(tx: Tx, id: string): Promise<BiddingRow | undefined> {
  const [b] = await tx.select().from(biddings).where(eq(biddings.id, id)).for('update');
  return b;
}

export async function updateBidding(tx: Tx, id: string, patch: Partial<typeof biddings.$inferInsert>): Promise<void> {
  await tx.update(biddings).set(patch).where(eq(biddings.id, id));
}

/** The bidding a listing shows: its live one, else the latest it had. */
export async function biddingIdOfItem(db: DbOrTx, itemId: string): Promise<string | undefined> {
  const { rows } = await db.execute(sql`
    select id from biddings where item_id = ${itemId}
     order by (status in ('scheduled', 'open')) desc, added_date desc, id desc limit 1`);
  return (rows[0] as { id: string } | undefined)?.id;
}

const person = (prefix: string) => sql.raw(`
  ${prefix}.id as ${prefix}_id, ${prefix}.user_name as ${prefix}_name, ${prefix}.user_profile_photo as ${prefix}_photo,
  ${prefix}.is_verify_blue_mark as ${prefix}_blue, ${prefix}.overall_rating as ${prefix}_rating, ${prefix}.rating_count as ${prefix}_rating_count`);

function personOf(r: Record<string, unknown>, prefix: string): PersonRow | null {
  if (r[`${prefix}_id`] === null || r[`${prefix}_id`] === undefined) return null;
  return {
    id: String(r[`${prefix}_id`]),
    userName: String(r[`${prefix}_name`] ?? ''),
    userProfilePhoto: String(r[`${prefix}_photo`] ?? ''),
    isVerifyBlueMark: Number(r[`${prefix}_blue`] ?? 0),
    overallRating: String(r[`${prefix}_rating`] ?? '0'),
    ratingCount: Number(r[`${prefix}_rating_count`] ?? 0),
  };
}

/** Biddings by id with what anyone may see of them, in the order of `ids`. */
export async function biddingViews(db: DbOrTx, ids: string[]): Promise<BiddingView[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute(sql`
    select b.id, b.item_id, b.seller_id, b.start_at, b.end_at, b.currency, b.start_price_minor, b.min_step_minor, b.bid_fee_minor,
           b.status, b.highest_bid_id, b.winner_user_id, b.added_date, b.updated_date, i.title as item_title,
           hb.amount_minor as highest_minor,
           (select count(*)::int from bidding_bids x where x.bidding_id = b.id) as bid_count,
           (select count(*)::int from bidders y where y.bidding_id = b.id and y.status = 'approved') as approved_count,
           ${person('s')}, ${person('h')}
      from biddings b
      join items i on i.id = b.item_id
      left join users s on s.id = b.seller_id
      left join bidding_bids hb on hb.id = b.highest_bid_id
      left join users h on h.id = hb.user_id
     where b.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const byId = new Map<string, BiddingView>();
  for (const r of rows as Record<string, unknown>[]) {
    byId.set(String(r.id), {
      id: String(r.id),
      itemId: String(r.item_id),
      sellerId: String(r.seller_id),
      startAt: new Date(r.start_at as string),
      endAt: new Date(r.end_at as string),
      currency: String(r.currency),
      startPriceMinor: Number(r.start_price_minor),
      minStepMinor: Number(r.min_step_minor),
      bidFeeMinor: Number(r.bid_fee_minor),
      status: String(r.status),
      highestBidId: (r.highest_bid_id as string | null) ?? null,
      winnerUserId: (r.winner_user_id as string | null) ?? null,
      addedDate: new Date(r.added_date as string),
      updatedDate: new Date(r.updated_date as string),
      itemTitle: String(r.item_title ?? ''),
      seller: personOf(r, 's'),
      highestMinor: r.highest_minor === null || r.highest_minor === undefined ? null : Number(r.highest_minor),
      highestBidder: personOf(r, 'h'),
      bidCount: Number(r.bid_count),
      approvedCount: Number(r.approved_count),
    });
  }
  return ids.map((id) => byId.get(id)).filter((v): v is BiddingView => v !== undefined);
}

/** The highest bid of a bidding (amount and bidder), or undefined before the first. */
export async function highestBid(db: DbOrTx, bidding: BiddingRow): Promise<{ id: string; userId: string; amountMinor: number } | undefined> {
  if (!bidding.highestBidId) return undefined;
  const [b] = await db.select({ id: bids.id, userId: bids.userId, amountMinor: bids.amountMinor }).from(bids).where(eq(bids.id, bidding.highestBidId));
  return b;
}

export async function insertBid(tx: Tx, row: typeof bids.$inferInsert): Promise<void> {
  await tx.insert(bids).values(row);
}

// ---------------------------------------------------------------------------------------------- requests

export async function findRequest(db: DbOrTx, biddingId: string, userId: string): Promise<BidderRow | undefined> {
  const [r] = await db.select().from(bidders).where(and(eq(bidders.biddingId, biddingId), eq(bidders.userId, userId))).limit(1);
  return r;
}

export async function findRequestById(db: DbOrTx, id: string): Promise<BidderRow | undefined> {
  const [r] = await db.select().from(bidders).where(eq(bidders.id, id)).limit(1);
  return r;
}

export async function lockRequest(tx: Tx, id: string): Promise<BidderRow | undefined> {
  const [r] = await tx.select().from(bidders).where(eq(bidders.id, id)).for('update');
  return r;
}

/** Inserts a request unless the user already has one for the bidding; answers whether it was inserted. */
export async function insertRequest(tx: Tx, row: typeof bidders.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(bidders).values(row).onConflictDoNothing().returning({ id: bidders.id });
  return inserted.length > 0;
}

export async function updateRequest(tx: Tx, id: string, patch: Partial<typeof bidders.$inferInsert>): Promise<void> {
  await tx.update(bidders).set(patch).where(eq(bidders.id, id));
}

/** Requests of a bidding in some states (the jobs and the cancel walk them). */
export async function requestsOf(db: DbOrTx, biddingId: string, statuses: string[]): Promise<BidderRow[]> {
  const { rows } = await db.execute(sql`select id from bidders where bidding_id = ${biddingId} and status in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)}) order by added_date, id`);
  const ids = (rows as { id: string }[]).map((r) => r.id);
  if (ids.length === 0) return [];
  return db.select().from(bidders).where(sql`${bidders.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`).orderBy(bidders.addedDate, bidders.id);
}

/** The succeeded fee payments of a bidding's requests in `statuses` (to refund them). */
export async function paidFees(db: DbOrTx, biddingId: string, statuses: string[]): Promise<{ bidderId: string; paymentId: string }[]> {
  const { rows } = await db.execute(sql`
    select d.id as bidder_id, p.id as payment_id from bidders d join payments p on p.id = d.fee_payment_id
     where d.bidding_id = ${biddingId} and p.status = 'succeeded' and d.status in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})`);
  return (rows as { bidder_id: string; payment_id: string }[]).map((r) => ({ bidderId: r.bidder_id, paymentId: r.payment_id }));
}

/** The users who bid in a bidding, each once. */
export async function biddersWhoBid(db: DbOrTx, biddingId: string): Promise<string[]> {
  const { rows } = await db.execute(sql`select distinct user_id from bidding_bids where bidding_id = ${biddingId}`);
  return (rows as { user_id: string }[]).map((r) => r.user_id);
}

/** Which list: whose requests (the seller's biddings' or the buyer's own) in which states, on which biddings. */
export interface ListFilter {
  side: 'seller' | 'buyer';
  userId: string;
  statuses: string[];
  /** Only biddings that still run (scheduled or open, before the end). */
  liveOnly: boolean;
  now: Date;
  newestFirst: boolean;
  limit: number;
  offset: number;
}

/** One page of requests with their bidder, fee payment and the bidder's highest bid. */
export async function listRequests(db: DbOrTx, f: ListFilter): Promise<RequestView[]> {
  const conds: SQL[] = [f.side === 'seller' ? sql`b.seller_id = ${f.userId}` : sql`d.user_id = ${f.userId}`, sql`d.status in (${sql.join(f.statuses.map((s) => sql`${s}`), sql`, `)})`];
  if (f.liveOnly) conds.push(sql`b.status in ('scheduled', 'open') and b.end_at > ${f.now}`);
  const order = f.newestFirst ? sql`d.updated_date desc, d.id desc` : sql`d.added_date asc, d.id asc`;
  const { rows } = await db.execute(sql`
    select d.id, d.bidding_id, d.user_id, d.status, d.fee_payment_id, d.reason, d.added_date, d.updated_date,
           coalesce(p.status, '') as fee_payment_status, coalesce(p.checkout, '{}'::jsonb) as checkout,
           (select max(x.amount_minor) from bidding_bids x where x.bidding_id = d.bidding_id and x.user_id = d.user_id) as my_highest,
           ${person('u')}
      from bidders d
      join biddings b on b.id = d.bidding_id
      join users u on u.id = d.user_id
      left join payments p on p.id = d.fee_payment_id
     where ${sql.join(conds, sql` and `)}
     order by ${order}
     limit ${f.limit} offset ${f.offset}`);
  return (rows as Record<string, unknown>[]).map(requestOf);
}

/** One request as the lists present it. */
export async function requestView(db: DbOrTx, id: string): Promise<RequestView | undefined> {
  const { rows } = await db.execute(sql`
    select d.id, d.bidding_id, d.user_id, d.status, d.fee_payment_id, d.reason, d.added_date, d.updated_date,
           coalesce(p.status, '') as fee_payment_status, coalesce(p.checkout, '{}'::jsonb) as checkout,
           (select max(x.amount_minor) from bidding_bids x where x.bidding_id = d.bidding_id and x.user_id = d.user_id) as my_highest,
           ${person('u')}
      from bidders d join users u on u.id = d.user_id left join payments p on p.id = d.fee_payment_id
     where d.id = ${id}`);
  const r = rows[0] as Record<string, unknown> | undefined;
  return r && requestOf(r);
}

function requestOf(r: Record<string, unknown>): RequestView {
  return {
    id: String(r.id),
    biddingId: String(r.bidding_id),
    userId: String(r.user_id),
    status: String(r.status),
    feePaymentId: (r.fee_payment_id as string | null) ?? null,
    reason: String(r.reason ?? ''),
    addedDate: new Date(r.added_date as string),
    updatedDate: new Date(r.updated_date as string),
    feePaymentStatus: String(r.fee_payment_status ?? ''),
    checkout: (r.checkout ?? {}) as RequestView['checkout'],
    myHighestMinor: r.my_highest === null || r.my_highest === undefined ? null : Number(r.my_highest),
    person: personOf(r, 'u')!,
  };
}
