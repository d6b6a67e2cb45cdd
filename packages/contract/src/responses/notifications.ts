/**
 * The wire of notifications and alerts (issue 12). The original product's notification object (noti_messages)
 * is not in the spec beyond its calls, so its shape is ours, in the wire's habits (every value a string, dates
 * "YYYY-MM-DD HH:MM:SS", images as Image objects): what the list and the detail show and what a click needs to
 * route by `flag` (spec "Push click routing").
 */
import { z } from 'zod';
import { NOTIFICATION_KINDS, SAVED_SEARCH_FREQUENCIES } from '../notifications.ts';
import { wireDate, wireDateOrNull, wireEnum, wireFlag, wireId, wireInt, wireRecord, wireText } from '../wire.ts';
import { wireImageSlot } from './catalog.ts';

export const wireNoti = wireRecord({
  id: wireId,
  flag: wireEnum(NOTIFICATION_KINDS),
  title: wireText,
  message: wireText,
  /** The original clients show `description` under the title: the same text as `message`. */
  description: wireText,
  is_read: wireFlag,
  added_date: wireDate,
  added_date_str: wireText,
  /** The listing's photo, the broadcast's image, or an empty Image. */
  default_photo: wireImageSlot,
  /** What a click needs (each "" when it does not apply): the item; the conversation's parties and side
   * (chat_flag buyer | seller); the user a review list or profile is about. */
  item_id: wireText,
  item_name: wireText,
  item_price: wireText,
  currency: wireText,
  condition: wireText,
  buyer_user_id: wireText,
  seller_user_id: wireText,
  chat_flag: wireText,
  user_id: wireText,
  /** subscribe notifications: make | saved_search | price_drop. */
  source: wireText,
});

const channelChoice = z.strictObject({ inapp: wireFlag, push: wireFlag, email: wireFlag });

/** notis/settings_get | settings_update: the spec's global switch and each kind's channels. */
export const wireNotiSettings = z.strictObject({
  notification_setting: wireFlag,
  prefs: z.strictObject({
    chat: channelChoice,
    bought: channelChoice,
    follow: channelChoice,
    approval: channelChoice,
    verify_blue_mark: channelChoice,
    subscribe: channelChoice,
    review: channelChoice,
    fe_broadcast: channelChoice,
  }),
});

export const wireSavedSearch = wireRecord({
  id: wireId,
  name: wireText,
  frequency: wireEnum(SAVED_SEARCH_FREQUENCIES),
  /** The item search body saved (run it again to show the list). */
  filters: z.record(z.string(), z.string()),
  /** Listings matched since it was saved (alerts sent or waiting for the digest). */
  match_count: wireInt,
  added_date: wireDate,
  updated_date: wireDateOrNull,
});

/** A subscribed make (subcat_subscribes/get). */
export const wireSubscribedMake = wireRecord({
  sub_cat_id: wireId,
  sub_cat_name: wireText,
  cat_id: wireId,
  cat_name: wireText,
  default_photo: wireImageSlot,
  added_date: wireDate,
});

export const wireBroadcast = wireRecord({
  id: wireId,
  title: wireText,
  message: wireText,
  /** Comma-separated language codes; "" = everyone. */
  languages: wireText,
  default_photo: wireImageSlot,
  status: wireEnum(['queued', 'sending', 'sent'] as const),
  recipients: wireInt,
  devices: wireInt,
  pushed: wireInt,
  failed: wireInt,
  added_date: wireDate,
  finished_date: wireDateOrNull,
});
