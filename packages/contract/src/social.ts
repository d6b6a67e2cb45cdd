/**
 * Bodies and limits of the social calls (follows, blocks, item reports, the user directory) and of the content
 * calls (feeds, static pages, contact form), wire contract §4. Field names are the wire's; messages are i18n keys
 * of the `server` namespace, so the server and the web forms read the same rules.
 */
import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { email } from './users.ts';

export const SOCIAL_LIMITS = {
  idMax: 64,
  reportReasonMax: 500,
  userKeywordMax: 100,
  feedSearchMax: 200,
  pageSlugMax: 60,
  contactNameMax: LIMITS.userNameMax,
  contactPhoneMax: LIMITS.phoneMax,
  contactMessageMax: 2000,
  /** contacts/add per IP address per hour. */
  contactsPerIpPerHour: 5,
} as const;

/** userfollows/search: whose list — the users following `user_id`, or the users `user_id` follows. */
export const FOLLOW_RETURN_TYPES = ['follower', 'following'] as const;
export type FollowReturnType = (typeof FOLLOW_RETURN_TYPES)[number];

/** Whitelisted sorts of users/search (default user_name asc). */
export const USER_SEARCH_ORDER_FIELDS = ['user_name', 'added_date'] as const;

/** A static page slug: terms, privacy, safety, … */
export const PAGE_SLUG = new RegExp(`^[a-z0-9][a-z0-9-]{0,${SOCIAL_LIMITS.pageSlugMax - 1}}$`);

const asText = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v === null ? '' : v);
/** A required id (lenient clients send numbers). */
const id = z.preprocess(asText, z.string().trim().min(1).max(SOCIAL_LIMITS.idMax));
/** An optional string: absent or null is "". */
const opt = (max: number) => z.preprocess(asText, z.string().trim().max(max).optional().default(''));
/** A required, trimmed text. */
const required = (max: number) => z.preprocess(asText, z.string().trim().min(1).max(max));

const paging = { limit: opt(10), offset: opt(10) };

export const addFollowBody = z.object({ user_id: id, followed_user_id: id });

/** Two shapes: `{user_id, return_types}` lists followers/following; `{id, login_user_id}` loads one profile. */
export const followSearchBody = z
  .object({
    id: opt(SOCIAL_LIMITS.idMax),
    login_user_id: opt(SOCIAL_LIMITS.idMax),
    user_id: opt(SOCIAL_LIMITS.idMax),
    return_types: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(FOLLOW_RETURN_TYPES).optional()),
    ...paging,
  })
  .superRefine((b, ctx) => {
    if (b.id) return;
    // No user_id: the list of the caller (login_user_id, else the signed-in user), as the original clients ask it.
    if (!b.return_types) ctx.addIssue({ code: 'custom', path: ['return_types'], message: 'required' });
  });
export type FollowSearchBody = z.infer<typeof followSearchBody>;

/** itemreports/add: `reported_user_id` is the reporter (the wire's name). */
export const reportItemBody = z.object({ item_id: id, reported_user_id: id, reason: opt(SOCIAL_LIMITS.reportReasonMax) });

export const blockBody = z.object({ from_block_user_id: id, to_block_user_id: id });

export const userSearchBody = z.object({
  keyword: opt(SOCIAL_LIMITS.userKeywordMax),
  order_by: opt(30),
  order_type: opt(10),
  login_user_id: opt(SOCIAL_LIMITS.idMax),
  ...paging,
});
export type UserSearchBody = z.infer<typeof userSearchBody>;

export const blockedUsersBody = z.object({ login_user_id: opt(SOCIAL_LIMITS.idMax), user_id: opt(SOCIAL_LIMITS.idMax), ...paging });

export const feedSearchBody = z.object({
  searchterm: opt(SOCIAL_LIMITS.feedSearchMax),
  city_id: opt(SOCIAL_LIMITS.idMax),
  login_user_id: opt(SOCIAL_LIMITS.idMax),
  ...paging,
});
export type FeedSearchBody = z.infer<typeof feedSearchBody>;

/** contacts/add: every field is required. */
export const contactBody = z.object({
  contact_name: required(SOCIAL_LIMITS.contactNameMax),
  contact_email: z.preprocess(asText, email),
  contact_message: required(SOCIAL_LIMITS.contactMessageMax),
  contact_phone: z.preprocess(
    asText,
    z
      .string()
      .trim()
      .min(1)
      .max(SOCIAL_LIMITS.contactPhoneMax)
      .regex(/^\+?[\d\s().-]{3,}$/),
  ),
});
export type ContactBody = z.infer<typeof contactBody>;
