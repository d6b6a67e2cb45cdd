/** SQL of the data export: the account's own rows, read across the tables that hold them (one consistent read). */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

const rows = <T>(res: { rows: unknown[] }) => res.rows as T[];

export interface ProfileRow {
  id: string;
  user_name: string;
  user_email: string | null;
  user_phone: string;
  user_address: string;
  city: string;
  user_about_me: string;
  whatsapp: string;
  messenger: string;
  language: string;
  is_show_email: boolean;
  is_show_phone: boolean;
  is_verify_blue_mark: number;
  is_verify_dealer: number;
  user_profile_photo: string;
  user_cover_photo: string;
  added_date: Date;
}

export async function profileOf(db: DbOrTx, userId: string): Promise<ProfileRow | undefined> {
  return rows<ProfileRow>(
    await db.execute(sql`
      select id, user_name, user_email, user_phone, user_address, city, user_about_me, whatsapp, messenger, language, is_show_email,
             is_show_phone, is_verify_blue_mark, is_verify_dealer, user_profile_photo, user_cover_photo, added_date
      from users where id = ${userId} and deleted_at is null`),
  )[0];
}

export interface ListingRow {
  id: string;
  title: string;
  description: string;
  price: string;
  currency: string;
  status: number;
  added_date: Date;
  photos: string[];
}

/** Every listing of the user, in any state, with its photos' files in their order. */
export async function listingsOf(db: DbOrTx, userId: string): Promise<ListingRow[]> {
  return rows<ListingRow>(
    await db.execute(sql`
      select i.id, i.title, i.description, i.price::text as price, coalesce(c.currency_short_form, '') as currency, i.status, i.added_date,
             coalesce((select array_agg(m.img_path order by m.ordering, m.added_date) from images m where m.img_parent_id = i.id and m.img_type = 'item'), '{}') as photos
      from items i left join currencies c on c.id = i.item_currency_id
      where i.added_user_id = ${userId}
      order by i.added_date, i.id`),
  );
}

export interface MessageRow {
  chat_id: string;
  item_id: string;
  mine: boolean;
  message: string;
  added_date: Date;
}

/** The messages of the user's conversations (both sides: a conversation is read as a whole), oldest first. */
export async function messagesOf(db: DbOrTx, userId: string): Promise<MessageRow[]> {
  return rows<MessageRow>(
    await db.execute(sql`
      select m.chat_header_id as chat_id, h.item_id, m.sender_user_id = ${userId} as mine, m.message, m.added_date
      from chat_messages m join chat_headers h on h.id = m.chat_header_id
      where h.buyer_user_id = ${userId} or h.seller_user_id = ${userId}
      order by m.chat_header_id, m.seq`),
  );
}

export interface ReviewRow {
  id: string;
  written: boolean;
  other_user_id: string;
  rating: number;
  title: string;
  description: string;
  added_date: Date;
}

export async function reviewsOf(db: DbOrTx, userId: string): Promise<ReviewRow[]> {
  return rows<ReviewRow>(
    await db.execute(sql`
      select id, from_user_id = ${userId} as written, case when from_user_id = ${userId} then to_user_id else from_user_id end as other_user_id,
             rating, title, description, added_date
      from ratings where from_user_id = ${userId} or to_user_id = ${userId}
      order by added_date, id`),
  );
}
