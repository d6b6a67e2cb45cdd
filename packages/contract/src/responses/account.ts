/** Wire answers of the badge, deletion, export and contact-log calls (issue 14). */
import { z } from 'zod';
import { BADGE_KINDS, BADGE_STATUSES } from '../account.ts';
import { wireDate, wireDateOrNull, wireEnum, wireId, wireInt, wireRecord, wireText } from '../wire.ts';

/** An application for a badge as staff review it (the applicant's contact details and document included). */
export const wireBadgeApplication = wireRecord({
  id: wireId,
  kind: wireEnum(BADGE_KINDS),
  user_id: wireId,
  user_name: wireText,
  user_email: wireText,
  note: wireText,
  /** The dealer's certificate (an image under /uploads), "" for the blue mark. */
  document_path: wireText,
  status: wireEnum(BADGE_STATUSES),
  review_note: wireText,
  reviewer_user_id: wireText,
  added_date: wireDate,
  reviewed_date: wireDateOrNull,
});

/** A seller's contact taps on their listings, all time and in the last 30 days. */
export const wireContactStats = wireRecord({
  call_count: wireInt,
  whatsapp_count: wireInt,
  email_count: wireInt,
  call_count_30d: wireInt,
  whatsapp_count_30d: wireInt,
  email_count_30d: wireInt,
});

const exportProfile = z.strictObject({
  user_id: wireId,
  user_name: wireText,
  user_email: wireText,
  user_phone: wireText,
  user_address: wireText,
  city: wireText,
  user_about_me: wireText,
  whatsapp: wireText,
  messenger: wireText,
  language: wireText,
  is_show_email: wireText,
  is_show_phone: wireText,
  is_verify_blue_mark: wireText,
  is_verify_dealer: wireText,
  profile_photo_url: wireText,
  cover_photo_url: wireText,
  added_date: wireText,
});

const exportListing = z.strictObject({
  item_id: wireId,
  title: wireText,
  description: wireText,
  price: wireText,
  currency: wireText,
  status: wireText,
  added_date: wireText,
  photos: z.array(wireText),
});

const exportMessage = z.strictObject({
  chat_id: wireId,
  item_id: wireText,
  from: wireText,
  message: wireText,
  added_date: wireText,
});

const exportReview = z.strictObject({
  rating_id: wireId,
  direction: z.enum(['written', 'received']),
  other_user_id: wireText,
  rating: wireText,
  title: wireText,
  description: wireText,
  added_date: wireText,
});

/** users/export_data: the account's own data as a download (strings throughout; photo addresses are absolute). */
export const wireAccountExport = z.strictObject({
  exported_at: wireText,
  profile: exportProfile,
  listings: z.array(exportListing),
  messages: z.array(exportMessage),
  reviews: z.array(exportReview),
});
