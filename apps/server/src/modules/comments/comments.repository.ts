/** SQL of the public questions on listings: question threads (comment_headers) and their answers (comment_details). */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Page } from '../../http/paging.ts';
import type { AuthorRow } from '../reviews/index.ts';

/** 1 shown, 0 removed. */
export const COMMENT_STATUS = { removed: 0, shown: 1 } as const;

export interface QuestionItem {
  id: string;
  status: number;
  ownerId: string;
  title: string;
}

export async function findItem(db: DbOrTx, itemId: string): Promise<QuestionItem | undefined> {
  const { rows } = await db.execute(sql`select id, status, added_user_id, title from items where id = ${itemId}`);
  const r = rows[0] as { id: string; status: number; added_user_id: string; title: string } | undefined;
  return r && { id: r.id, status: Number(r.status), ownerId: r.added_user_id, title: r.title };
}

export async function blockedEitherWay(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const { rows } = await db.execute(
    sql`select 1 from blocks where (from_block_user_id = ${a} and to_block_user_id = ${b}) or (from_block_user_id = ${b} and to_block_user_id = ${a}) limit 1`,
  );
  return rows.length > 0;
}

/** A question (or an answer) with its author's small profile. */
export interface CommentRow {
  id: string;
  parentId: string;
  userId: string;
  comment: string;
  addedDate: Date;
  author: AuthorRow;
}

const authorOf = (r: Record<string, unknown>): AuthorRow => ({
  id: String(r.user_id),
  userName: String(r.user_name ?? ''),
  userProfilePhoto: String(r.user_profile_photo ?? ''),
  isVerifyBlueMark: Number(r.is_verify_blue_mark ?? 0),
  overallRating: String(r.overall_rating ?? '0'),
  ratingCount: Number(r.rating_count ?? 0),
});

const toComment = (r: Record<string, unknown>): CommentRow => ({
  id: String(r.id),
  parentId: String(r.parent_id),
  userId: String(r.user_id),
  comment: String(r.comment),
  addedDate: new Date(r.added_date as string | Date),
  author: authorOf(r),
});

const authorColumns = sql`u.user_name, u.user_profile_photo, u.is_verify_blue_mark, u.overall_rating, u.rating_count`;

export async function insertHeader(db: DbOrTx, row: { id: string; itemId: string; userId: string; comment: string; addedDate: Date }): Promise<void> {
  await db.execute(sql`insert into comment_headers (id, item_id, user_id, comment, status, added_date)
    values (${row.id}, ${row.itemId}, ${row.userId}, ${row.comment}, ${COMMENT_STATUS.shown}, ${row.addedDate})`);
}

export async function insertDetail(db: DbOrTx, row: { id: string; headerId: string; userId: string; comment: string; addedDate: Date }): Promise<void> {
  await db.execute(sql`insert into comment_details (id, header_id, user_id, comment, status, added_date)
    values (${row.id}, ${row.headerId}, ${row.userId}, ${row.comment}, ${COMMENT_STATUS.shown}, ${row.addedDate})`);
}

/** A shown question with what deciding on it needs: its listing and the listing's owner. */
export interface HeaderRef {
  id: string;
  userId: string;
  itemId: string;
  itemStatus: number;
  itemOwnerId: string;
  itemTitle: string;
}

export async function findShownHeader(db: DbOrTx, id: string): Promise<HeaderRef | undefined> {
  const { rows } = await db.execute(sql`
    select h.id, h.user_id, h.item_id, i.status as item_status, i.added_user_id, i.title
    from comment_headers h join items i on i.id = h.item_id
    where h.id = ${id} and h.status = ${COMMENT_STATUS.shown}`);
  const r = rows[0] as Record<string, unknown> | undefined;
  return (
    r && {
      id: String(r.id),
      userId: String(r.user_id),
      itemId: String(r.item_id),
      itemStatus: Number(r.item_status),
      itemOwnerId: String(r.added_user_id),
      itemTitle: String(r.title),
    }
  );
}

/** A shown answer of a shown question, with the listing's owner. */
export async function findShownDetail(db: DbOrTx, id: string): Promise<{ id: string; userId: string; headerId: string; itemOwnerId: string } | undefined> {
  const { rows } = await db.execute(sql`
    select d.id, d.user_id, d.header_id, i.added_user_id
    from comment_details d join comment_headers h on h.id = d.header_id join items i on i.id = h.item_id
    where d.id = ${id} and d.status = ${COMMENT_STATUS.shown} and h.status = ${COMMENT_STATUS.shown}`);
  const r = rows[0] as Record<string, unknown> | undefined;
  return r && { id: String(r.id), userId: String(r.user_id), headerId: String(r.header_id), itemOwnerId: String(r.added_user_id) };
}

/** Removes (status 0) a shown question; false when it was not shown. */
export async function removeHeader(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const { rows } = await db.execute(
    sql`update comment_headers set status = ${COMMENT_STATUS.removed}, updated_date = ${now} where id = ${id} and status = ${COMMENT_STATUS.shown} returning id`,
  );
  return rows.length > 0;
}

export async function removeDetail(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const { rows } = await db.execute(
    sql`update comment_details set status = ${COMMENT_STATUS.removed}, updated_date = ${now} where id = ${id} and status = ${COMMENT_STATUS.shown} returning id`,
  );
  return rows.length > 0;
}

/** A page of a listing's shown questions, newest first. */
export async function findHeaders(db: DbOrTx, itemId: string, page: Page): Promise<CommentRow[]> {
  const { rows } = await db.execute(sql`
    select h.id, h.item_id as parent_id, h.user_id, h.comment, h.added_date, ${authorColumns}
    from comment_headers h join users u on u.id = h.user_id
    where h.item_id = ${itemId} and h.status = ${COMMENT_STATUS.shown}
    order by h.added_date desc, h.id desc limit ${page.limit} offset ${page.offset}`);
  return rows.map((r) => toComment(r as Record<string, unknown>));
}

export async function findHeaderById(db: DbOrTx, id: string): Promise<CommentRow | undefined> {
  const { rows } = await db.execute(sql`
    select h.id, h.item_id as parent_id, h.user_id, h.comment, h.added_date, ${authorColumns}
    from comment_headers h join users u on u.id = h.user_id where h.id = ${id}`);
  return rows[0] ? toComment(rows[0] as Record<string, unknown>) : undefined;
}

/** The shown answers of these questions, oldest first (parentId is the question). */
export async function findDetails(db: DbOrTx, headerIds: string[]): Promise<CommentRow[]> {
  if (headerIds.length === 0) return [];
  const { rows } = await db.execute(sql`
    select d.id, d.header_id as parent_id, d.user_id, d.comment, d.added_date, ${authorColumns}
    from comment_details d join users u on u.id = d.user_id
    where d.header_id in (${sql.join(
      headerIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and d.status = ${COMMENT_STATUS.shown}
    order by d.added_date asc, d.id asc`);
  return rows.map((r) => toComment(r as Record<string, unknown>));
}

export async function findDetailById(db: DbOrTx, id: string): Promise<CommentRow | undefined> {
  const { rows } = await db.execute(sql`
    select d.id, d.header_id as parent_id, d.user_id, d.comment, d.added_date, ${authorColumns}
    from comment_details d join users u on u.id = d.user_id where d.id = ${id}`);
  return rows[0] ? toComment(rows[0] as Record<string, unknown>) : undefined;
}
