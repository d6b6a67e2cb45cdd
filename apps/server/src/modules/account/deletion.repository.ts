/**
 * SQL of account deletion. Erasing an account is one transaction over every table that holds the person: it must
 * not stop half-way (a listing left without its owner, a name left in someone's notification), so this file
 * writes other modules' tables directly — the documented table-level exception of the account module.
 *
 * Kept, anonymous: the user row itself (id only: reviews and questions the person wrote, and money records, still
 * point at it and show "deleted user"), reviews written, public questions and answers, payments and ledger rows
 * (bookkeeping). Everything else of the person is deleted or has their name, e-mail and phone blanked.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import { JOB_SCHEMA } from '../jobs/index.ts';

export interface DeletionSubject {
  id: string;
  userName: string;
  userEmail: string | null;
  userPhone: string;
  passwordHash: string | null;
  isSysAdmin: boolean;
}

const rows = <T>(res: { rows: unknown[] }) => res.rows as T[];
/** One text[] parameter (drizzle would spread a JS array into one parameter per element). */
const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
const ids = (res: { rows: unknown[] }) => rows<{ id: string }>(res).map((r) => r.id);

/** The live account, locked for the deletion. */
export async function lockSubject(tx: DbOrTx, userId: string): Promise<DeletionSubject | undefined> {
  const [r] = rows<{ id: string; user_name: string; user_email: string | null; user_phone: string; password_hash: string | null; user_is_sys_admin: boolean }>(
    await tx.execute(sql`select id, user_name, user_email, user_phone, password_hash, user_is_sys_admin from users where id = ${userId} and deleted_at is null for update`),
  );
  return r && { id: r.id, userName: r.user_name, userEmail: r.user_email, userPhone: r.user_phone, passwordHash: r.password_hash, isSysAdmin: r.user_is_sys_admin };
}

/** Listings and conversations go with their files: answers the image rows removed (their files go after commit). */
async function removeListingsAndChats(tx: DbOrTx, userId: string, now: Date): Promise<{ imgPath: string; imgType: string }[]> {
  const itemIds = ids(await tx.execute(sql`select id from items where added_user_id = ${userId}`));
  const chatIds = ids(await tx.execute(sql`select id from chat_headers where buyer_user_id = ${userId} or seller_user_id = ${userId} or item_id = any(${textArray(itemIds)})`));
  const images = rows<{ img_path: string; img_type: string }>(
    await tx.execute(sql`
      delete from images
      where (img_parent_id = any(${textArray(itemIds)}) and img_type in ('item', 'item-video', 'item-video-icon'))
         or (img_parent_id = any(${textArray(chatIds)}) and img_type = 'chat')
         or img_parent_id = ${userId}
      returning img_path, img_type`),
  );
  const chatImages = rows<{ img_path: string }>(await tx.execute(sql`select img_path from chat_messages where chat_header_id = any(${textArray(chatIds)}) and img_path <> ''`));
  await tx.execute(sql`delete from chat_headers where id = any(${textArray(chatIds)})`);
  // The other modules' rows of these listings go by their foreign keys (favourites, reports, views, questions,
  // promotions, contact taps); clients drop their cached copies through delete_history.
  await tx.execute(sql`delete from items where id = any(${textArray(itemIds)})`);
  for (const id of itemIds) await tx.execute(sql`insert into delete_history (id, type_id, type_name, deleted_date) values (${newId(ID_PREFIX.history)}, ${id}, 'item', ${now})`);
  return [...images.map((r) => ({ imgPath: r.img_path, imgType: r.img_type })), ...chatImages.map((r) => ({ imgPath: r.img_path, imgType: 'chat' }))];
}

/** Follows both ways, with the other side's counters kept in step. */
async function removeFollows(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`update users set follower_count = greatest(follower_count - 1, 0) where id in (select followed_user_id from follows where user_id = ${userId})`);
  await tx.execute(sql`update users set following_count = greatest(following_count - 1, 0) where id in (select user_id from follows where followed_user_id = ${userId})`);
  await tx.execute(sql`delete from follows where user_id = ${userId} or followed_user_id = ${userId}`);
}

/** The person's own rows in every other table. */
async function removeOwnRows(tx: DbOrTx, userId: string): Promise<void> {
  for (const statement of [
    sql`delete from blocks where from_block_user_id = ${userId} or to_block_user_id = ${userId}`,
    sql`delete from favourites where user_id = ${userId}`,
    sql`delete from item_reports where reported_user_id = ${userId}`,
    // Reviews of the person go with the profile they were about; reviews the person wrote stay, anonymous.
    sql`delete from ratings where to_user_id = ${userId}`,
    sql`delete from subcategory_subscriptions where user_id = ${userId}`,
    sql`delete from saved_searches where user_id = ${userId}`,
    sql`delete from notifications where user_id = ${userId}`,
    sql`delete from notification_reads where user_id = ${userId}`,
    sql`delete from alert_digest_entries where user_id = ${userId}`,
    sql`delete from push_tokens where user_id = ${userId}`,
    sql`delete from sessions where user_id = ${userId}`,
    sql`delete from verification_codes where user_id = ${userId}`,
    sql`delete from user_presence where user_id = ${userId}`,
    sql`delete from blue_mark_applications where user_id = ${userId}`,
    sql`delete from dealer_applications where user_id = ${userId}`,
    sql`delete from contacts where user_id = ${userId}`,
    sql`update contact_logs set user_id = null where user_id = ${userId}`,
  ])
    await tx.execute(statement);
}

/**
 * The person's name, e-mail and phone where other rows carry them as text: mail waiting or kept in the outbox
 * and the job queue, contact-form messages, sign-in throttles and rate-limit windows keyed by the address, the
 * buyer's name on a listing sold to them, and notifications that named them to others (the name becomes "***").
 */
async function scrubMentions(tx: DbOrTx, s: DeletionSubject): Promise<void> {
  const email = (s.userEmail ?? '').toLowerCase();
  const contacts = [email, s.userPhone].filter((v) => v.length > 0);
  if (contacts.length > 0) {
    await tx.execute(sql`delete from outbox where lower(recipient) = any(${textArray(contacts)})`);
    await tx.execute(sql`delete from ${sql.raw(JOB_SCHEMA)}.job where lower(data->>'to') = any(${textArray(contacts)})`);
    await tx.execute(sql`delete from contacts where lower(contact_email) = any(${textArray(contacts)}) or contact_phone = any(${textArray(contacts)})`);
    await tx.execute(sql`delete from login_failures where lower(account_key) = any(${textArray(contacts)})`);
    await tx.execute(sql`delete from rate_limit_hits where lower(key) = any(${textArray(contacts)})`);
    // Phone codes asked for the number (a first phone sign-in's codes carry no user id).
    await tx.execute(sql`delete from phone_codes where phone = any(${textArray(contacts)})`);
  }
  // A very short name would match inside unrelated words; such names are not identifying on their own.
  if (s.userName.trim().length >= 3) {
    await tx.execute(sql`update items set sold_buyer_name = '' where sold_buyer_name = ${s.userName}`);
    await tx.execute(sql`
      update notifications set title = replace(title, ${s.userName}, '***'), message = replace(message, ${s.userName}, '***')
      where strpos(title, ${s.userName}) > 0 or strpos(message, ${s.userName}) > 0`);
  }
}

/** The user row keeps its id only: every personal field blanked, sign-in ids gone, marked deleted. */
async function anonymiseUser(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  await tx.execute(sql`
    update users set
      user_name = '', user_email = null, user_phone = '', user_address = '', user_lat = null, user_lng = null, city = '',
      user_about_me = '', is_show_email = false, is_show_phone = false, user_cover_photo = '', user_profile_photo = '',
      password_hash = null, facebook_id = null, google_id = null, phone_id = null, apple_id = null, device_token = '',
      whatsapp = '', messenger = '', is_verify_blue_mark = 0, is_verify_dealer = 0, remaining_post = 0,
      follower_count = 0, following_count = 0, notification_prefs = '{}'::jsonb, status = 0,
      deleted_at = ${now}, updated_date = ${now}
    where id = ${userId}`);
  await tx.execute(sql`insert into delete_history (id, type_id, type_name, deleted_date) values (${newId(ID_PREFIX.history)}, ${userId}, 'user', ${now})`);
}

/** Erases the account in the caller's transaction; answers the files to remove once it commits. */
export async function eraseAccount(tx: DbOrTx, subject: DeletionSubject, now: Date): Promise<{ imgPath: string; imgType: string }[]> {
  const files = await removeListingsAndChats(tx, subject.id, now);
  await removeFollows(tx, subject.id);
  await removeOwnRows(tx, subject.id);
  await scrubMentions(tx, subject);
  await anonymiseUser(tx, subject.id, now);
  return files;
}
