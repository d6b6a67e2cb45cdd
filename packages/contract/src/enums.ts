/** Enumerations of the wire contract §3, as data. */
export const ITEM_STATUS = { pending: 0, published: 1, disabled: 2, rejected: 3, hidden: 4 } as const;
export type ItemStatus = (typeof ITEM_STATUS)[keyof typeof ITEM_STATUS];

export const USER_STATUS = { unpublished: 0, active: 1, pending: 2 } as const;
export const ROLE = { admin: 1, moderator: 2, user: 4 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export const BLUE_MARK = { none: 0, approved: 1, pending: 2, rejected: 3 } as const;

export const OFFER_STATUS = { chatting: 1, offered: 2, bought: 3, rejected: 4 } as const;
export const CHAT_MESSAGE_TYPE = { text: 0, image: 1, offer: 2, date: 3, sold: 4, bought: 5 } as const;
export const CHAT_STATUS = { none: 0, offer: 1, rejected: 2, accepted: 3, sold: 4, bought: 5 } as const;

export const PAID_STATUS = ['Progress', 'Finished', 'Not yet start', 'not_available', 'Waiting For Approval', 'Reject'] as const;
export const AD_TYPES = ['normal_ad', 'paid_ad', 'google_ad'] as const;
export const AD_POST_TYPES = ['only_paid_item', 'paid_item_first', 'normal_ads_only'] as const;
export const PAYMENT_METHODS = ['paypal', 'stripe', 'razor', 'offline', 'online', 'paystack', 'In_App_Purchase'] as const;
export const PUSH_FLAGS = ['chat', 'follow', 'approval', 'verify_blue_mark', 'subscribe', 'review', 'bought', 'fe_broadcast'] as const;

/** `user_info.user_status` in app info. */
export const APP_USER_STATUS = ['nologinuser', 'active', 'pending', 'unpublished', 'banned', 'deleted'] as const;
export type AppUserStatus = (typeof APP_USER_STATUS)[number];

/** Whitelisted sort fields of items/search (wire name → meaning). `unit_price` is the spec's name for price. */
export const ITEM_ORDER_FIELDS = ['added_date', 'touch_count', 'ordering', 'featured_date', 'price', 'unit_price', 'title', 'driven_km'] as const;
export const ORDER_TYPES = ['asc', 'desc'] as const;

/** Sort options of the item list (spec §9): Latest id 0, Popular id 1 (shown as id 2 / POPULAR when order_by is touch_count). */
export const SORTINGS = [
  { id: '0', name: 'LATEST', order_by: 'added_date', order_type: 'desc' },
  { id: '1', name: 'POPULAR', order_by: 'touch_count', order_type: 'desc' },
] as const;

/** Sign-in with these identity providers (issue 14; social-login.ts holds their calls' bodies). */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];
