/** The wire User (spec §3) and its rating summary. Contact fields are "" when the user hides them from the
 * reader; ids of sign-in providers, the device token and remaining posts only for the user themself (and staff). */
import { z } from 'zod';
import { wireDate, wireDateOrNull, wireEnum, wireFlag, wireId, wireInt, wireIntOrNull, wireNumber, wireNumberOrNull, wireRecord, wireText } from '../wire.ts';

/** `post_count`: limited for regular users (role 4), unlimited for staff. */
export const USER_POST_COUNT = ['limited', 'unlimited'] as const;

const STARS = ['five', 'four', 'three', 'two', 'one'] as const;

/** Count and percent of each star value, the number of ratings and their sum. */
export const wireRatingDetails = z.strictObject({
  ...(Object.fromEntries(STARS.flatMap((s) => [
    [`${s}_star_count`, wireInt],
    [`${s}_star_percent`, wireNumber],
  ])) as Record<`${(typeof STARS)[number]}_star_${'count' | 'percent'}`, typeof wireInt | typeof wireNumber>),
  total_rating_count: wireInt,
  total_rating_value: wireInt,
});

export const wireUser = wireRecord({
  user_id: wireId,
  user_is_sys_admin: wireFlag,
  facebook_id: wireText,
  google_id: wireText,
  phone_id: wireText,
  apple_id: wireText,
  user_name: wireText,
  user_email: wireText,
  user_phone: wireText,
  user_address: wireText,
  user_lat: wireNumberOrNull,
  user_lng: wireNumberOrNull,
  city: wireText,
  /** Always "" (D2). */
  user_password: z.literal(''),
  user_about_me: wireText,
  is_show_email: wireFlag,
  is_show_phone: wireFlag,
  /** Whether others see the user's followers and following lists. */
  show_profile: wireFlag,
  user_cover_photo: wireText,
  user_profile_photo: wireText,
  /** 1 admin, 2 moderator, 4 user. */
  role_id: wireInt,
  /** 1 active, 2 e-mail verification pending, 0 unpublished. */
  status: wireInt,
  is_banned: wireFlag,
  added_date: wireDate,
  added_date_str: wireText,
  added_date_timestamp: wireInt,
  device_token: wireText,
  /** Always "" (codes are never sent). */
  code: z.literal(''),
  overall_rating: wireNumberOrNull,
  whatsapp: wireText,
  messenger: wireText,
  follower_count: wireInt,
  following_count: wireInt,
  email_verify: wireFlag,
  apple_verify: wireFlag,
  facebook_verify: wireFlag,
  google_verify: wireFlag,
  phone_verify: wireFlag,
  rating_count: wireInt,
  is_followed: wireFlag,
  rating_details: wireRatingDetails,
  is_favourited: wireFlag,
  is_owner: wireFlag,
  /** 0 none, 2 pending, 1 approved, 3 rejected. */
  is_verify_blue_mark: wireInt,
  is_verify_dealer: wireInt,
  post_count: wireEnum(USER_POST_COUNT),
  /** "" unless the reader is the user or staff. */
  remaining_post: wireIntOrNull,
  active_item_count: wireInt,
  user_type: wireText,
  plan_expiry_date: wireDateOrNull,
});

/** users/item_counts: per owner list; "" for the lists a reader other than the user (or staff) may not see. */
export const wireItemCounts = z.strictObject({
  user_id: wireId,
  active: wireIntOrNull,
  pending: wireIntOrNull,
  rejected: wireIntOrNull,
  disabled: wireIntOrNull,
  hidden: wireIntOrNull,
  sold: wireIntOrNull,
  paid: wireIntOrNull,
});
