/**
 * Notifications and alerts (issue 12, decision 014): the kinds (the wire's push `flag`s), the channels a user
 * chooses per kind and their defaults, and the bodies of the notification, push-registration, subscription,
 * saved-search and broadcast calls. Field names follow the wire; what the wire does not have is ours.
 */
import { z } from 'zod';
import { NOTIFICATION_LIMITS } from './limits.ts';
import { PUSH_FLAGS } from './enums.ts';
import { itemSearchBody } from './search.ts';

/** The interface languages (a broadcast's language filter); the same list as @wheeldeal/i18n, which the contract
 * does not import (a test holds the two equal). */
export const BROADCAST_LANGUAGES = ['en', 'ar', 'hi', 'de', 'es', 'fr', 'id', 'it', 'ja', 'ko', 'ms', 'pt', 'ru', 'th', 'tr', 'zh'] as const;

export type NotificationKind = (typeof PUSH_FLAGS)[number];
export const NOTIFICATION_KINDS = PUSH_FLAGS;

/** Where a notification can reach a user: the list (and the live toast), Web Push, e-mail. */
export const NOTIFICATION_CHANNELS = ['inapp', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type ChannelChoice = Record<NotificationChannel, boolean>;
export type NotificationPrefs = Record<NotificationKind, ChannelChoice>;

/** What a user gets before changing anything: everything in the list and as a push; e-mail for what they must
 * not miss (a decision on their listing or badge, a review, a sale, their alerts), not for every chat line. */
export const NOTIFICATION_DEFAULTS: NotificationPrefs = {
  chat: { inapp: true, push: true, email: false },
  bought: { inapp: true, push: true, email: true },
  follow: { inapp: true, push: true, email: false },
  approval: { inapp: true, push: true, email: true },
  verify_blue_mark: { inapp: true, push: true, email: true },
  subscribe: { inapp: true, push: true, email: true },
  review: { inapp: true, push: true, email: true },
  fe_broadcast: { inapp: true, push: true, email: false },
};

/** A user's choices over the defaults; `stored` is what the users row keeps (only what differs may be kept). */
export function resolvePrefs(stored: unknown): NotificationPrefs {
  const out = structuredClone(NOTIFICATION_DEFAULTS);
  if (!stored || typeof stored !== 'object') return out;
  for (const kind of NOTIFICATION_KINDS) {
    const k = (stored as Record<string, unknown>)[kind];
    if (!k || typeof k !== 'object') continue;
    for (const ch of NOTIFICATION_CHANNELS) {
      const v = (k as Record<string, unknown>)[ch];
      if (typeof v === 'boolean') out[kind][ch] = v;
    }
  }
  return out;
}

export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/** Kinds of a `subscribe` notification (its data.source): a followed make, a saved search, a price drop. */
export const ALERT_SOURCES = ['make', 'saved_search', 'price_drop'] as const;

const asText = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v === null ? '' : v);
const opt = (max: number) => z.preprocess(asText, z.string().trim().max(max).optional().default(''));
const req = (max: number) => z.preprocess(asText, z.string().trim().min(1).max(max));
const paging = { limit: opt(10), offset: opt(10) };
const caller = { user_id: opt(NOTIFICATION_LIMITS.idMax), login_user_id: opt(NOTIFICATION_LIMITS.idMax) };

/** noti_messages/all_notis (+ L/O in the path or the body). */
export const notiListBody = z.object({ ...caller, ...paging, device_token: opt(NOTIFICATION_LIMITS.deviceTokenMax) });

/** notis/is_read: one notification read. */
export const notiReadBody = z.object({ ...caller, noti_id: req(NOTIFICATION_LIMITS.idMax), device_token: opt(NOTIFICATION_LIMITS.deviceTokenMax) });

/** notis/mark_all_read (ours). */
export const notiMarkAllBody = z.object({ ...caller });

/**
 * notis/register | unregister `{platform_name, device_token, user_id}`. For Web Push (`platform_name` "frontend"
 * or "web") the device token is the browser's PushSubscription as JSON (`{endpoint, keys: {p256dh, auth}}`);
 * other platforms' tokens are kept as they come.
 */
export const pushRegisterBody = z.object({
  ...caller,
  platform_name: opt(20),
  device_token: req(NOTIFICATION_LIMITS.deviceTokenMax),
});

/** The Web Push subscription inside a device token: https endpoint, P-256 public key (65 bytes) and a 16-byte auth
 * secret, both base64url. */
export const webPushSubscription = z.object({
  endpoint: z.string().url().max(NOTIFICATION_LIMITS.endpointMax),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{21,24}={0,2}$/),
  }),
});
export type WebPushSubscription = z.infer<typeof webPushSubscription>;

const flagValue = z.preprocess((v) => (v === '1' || v === 1 || v === true ? true : v === '0' || v === 0 || v === false ? false : v), z.boolean());

/** notis/settings_update (ours): the global switch of the spec and any kind × channel choices. */
export const notiSettingsBody = z.object({
  ...caller,
  notification_setting: flagValue.optional(),
  prefs: z
    .partialRecord(z.enum(NOTIFICATION_KINDS), z.object({ inapp: flagValue.optional(), push: flagValue.optional(), email: flagValue.optional() }))
    .optional(),
});

/** subcat_subscribes/subcategory_subscribe: toggles the bell of one make (subcategory). */
export const subcategorySubscribeBody = z.object({ ...caller, sub_cat_id: req(NOTIFICATION_LIMITS.idMax), cat_id: opt(NOTIFICATION_LIMITS.idMax) });

/** subcat_subscribes/get (ours): my subscribed makes. */
export const subscribedMakesBody = z.object({ ...caller, ...paging });

const frequency = z.enum(SAVED_SEARCH_FREQUENCIES);

/** saved_searches/add: the item-list filter as the item search takes it. */
export const savedSearchAddBody = z.object({
  ...caller,
  name: req(NOTIFICATION_LIMITS.savedSearchNameMax),
  frequency: frequency.optional().default('instant'),
  filters: itemSearchBody,
});
export const savedSearchUpdateBody = z.object({
  ...caller,
  id: req(NOTIFICATION_LIMITS.idMax),
  name: req(NOTIFICATION_LIMITS.savedSearchNameMax).optional(),
  frequency: frequency.optional(),
});
export const savedSearchIdBody = z.object({ ...caller, id: req(NOTIFICATION_LIMITS.idMax) });
export const savedSearchListBody = z.object({ ...caller, ...paging });

/** admin/broadcast_add (multipart: the image, optional, in `file`). `languages`: comma-separated codes, "" = all. */
export const broadcastAddFields = z.object({
  ...caller,
  title: req(NOTIFICATION_LIMITS.broadcastTitleMax),
  message: req(NOTIFICATION_LIMITS.broadcastMessageMax),
  languages: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v ?? []),
    z.array(z.enum(BROADCAST_LANGUAGES)).max(BROADCAST_LANGUAGES.length),
  ),
});
export const broadcastListBody = z.object({ ...caller, ...paging });
