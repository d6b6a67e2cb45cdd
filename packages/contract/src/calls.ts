/**
 * The call catalogue: every call of the REST API by `resource/action`, with its verb, its request body (where the
 * body has a schema) and the schema of its answer. The server attaches `response` to each registered action (an
 * action without an entry here fails at start-up), its OpenAPI document shows it, and a test holds every real
 * answer to it; the web client derives its call names, request and response types and its decoding from it.
 *
 * `list: true` — the answer is an array, and an empty one is the 10001/10002 wire error (HTTP 404) instead.
 * `multipart: true` — a multipart/form-data upload (file in `file`); `request` describes the other fields.
 */
import { z } from 'zod';
import { acceptPrivacyBody, contentListBody, contentSaveBody, privacyStatusBody } from './people.ts';
import { wireContentEntry, wirePrivacyStatus } from './responses/people.ts';
import {
  adminItemIdBody,
  adminItemRejectBody,
  adminItemsBody,
  adminReportDismissBody,
  adminUserIdBody,
  adminUsersBody,
  auditLogBody,
  catalogDeleteBody,
  catalogListBody,
  catalogSaveBody,
  catalogUploadFields,
  outboxBody,
  settingsUpdateBody,
} from './admin.ts';
import {
  deleteVideoBody,
  imageIdBody,
  itemAddBody,
  itemCountsBody,
  itemDeleteBody,
  itemIdBody,
  ownerItemsBody,
  reorderImagesBody,
  soldOutBody,
  uploadItemImageFields,
  uploadProfileFields,
  uploadVideoFields,
} from './items.ts';
import { catalogSearchBody, itemSearchBody, wireSearchMeta, itemsOfUserBody, itemUserBody, modelSearchBody, subcategorySearchBody, townshipSearchBody } from './search.ts';
import { chatAddBody, chatHistoryBody, chatImageUploadFields, chatListBody, chatRefBody, chatReportBody, chatStepBody, chatUpdatePriceBody, sendChatNotiBody, unreadCountBody } from './chat.ts';
import { addFollowBody, blockBody, blockedUsersBody, contactBody, feedSearchBody, followSearchBody, reportItemBody, userSearchBody } from './social.ts';
import { appInfoBody, confirmEmailChangeBody, loginBody, logoutBody, passwordUpdateBody, profileUpdateBody, registerBody, requestCodeBody, resetBody, resetPasswordBody, verifyBody } from './users.ts';
import { wireSuccess } from './wire.ts';
// phone sign-in (issue 14)
import { requestPhoneCodeBody, sendMobileCodeBody, verifyMobileCodeBody, verifyPhoneCodeBody } from './phone.ts';
import { wirePhoneVerified } from './responses/phone.ts';
import { wireAllSettings, wireAdminUser, wireAuditEntry, wireCatalogRow, wireOutboxMessage, wireSettingsGroup } from './responses/admin.ts';
import { wireAppInfo } from './responses/appinfo.ts';
import { wireBanner, wireCategory, wireCurrency, wireFormLookups, wireImage, wireLocation, wireLookup, wireModel, wireSubcategory, wireTownship } from './responses/catalog.ts';
import { wireAbout, wireFaq, wireFeedAnswer, wireBlog, wirePage } from './responses/content.ts';
import { wireItem, wireQueuedItem, wireReportedItem } from './responses/items.ts';
import { wireItemCounts, wireUser } from './responses/users.ts';
import { wireChatHeader, wireChatHistory, wireChatMessage, wireUnreadCount } from './responses/chat.ts';
// reviews and questions
import { addRatingBody, answerQuestionBody, askQuestionBody, commentListBody, ratingUserBody, removeCommentBody } from './reviews.ts';
import { wireCommentDetail, wireCommentHeader, wireRating } from './responses/reviews.ts';
// Chat safety in the admin area (H4 guardadmin).
import { chatGuardConfigBody, chatGuardTestBody, chatReportActionBody, chatReportIdBody, chatReportsBody } from './chat-guard-admin.ts';
import { wireChatGuardState, wireChatGuardTest, wireChatReport } from './responses/chat-admin.ts';
// Notifications and alerts (issue 12).
import {
  broadcastAddFields,
  broadcastListBody,
  notiListBody,
  notiMarkAllBody,
  notiReadBody,
  notiSettingsBody,
  pushRegisterBody,
  savedSearchAddBody,
  savedSearchIdBody,
  savedSearchListBody,
  savedSearchUpdateBody,
  subcategorySubscribeBody,
  subscribedMakesBody,
} from './notifications.ts';
import { wireBroadcast, wireNoti, wireNotiSettings, wireSavedSearch, wireSubscribedMake } from './responses/notifications.ts';
// Money (issue 13).
import {
  adminCouponSaveBody,
  adminIdBody,
  adminPackageSaveBody,
  adminPaymentDecisionBody,
  adminPaymentRefundBody,
  adminPaymentsBody,
  adminRevenueBody,
  couponCheckBody,
  legacyMoneyBody,
  packageBoughtBody,
  paidItemAddBody,
  paymentHistoryBody,
  paymentIdBody,
  paymentReturnBody,
  paymentStartBody,
  purchaseHistoryBody,
  sandboxPayBody,
} from './payments.ts';
import {
  wireAdminPayment,
  wireCoupon,
  wireCouponQuote,
  wireNoRecord,
  wireOfflinePayment,
  wirePackage,
  wirePackagePurchase,
  wirePaidItem,
  wirePayment,
  wirePaypalToken,
  wireRevenue,
  wireSandboxCheckout,
} from './responses/payments.ts';
// bidding (issue 13)
import { bidderAddBody, bidderDecisionBody, biddingAddBody, biddingGetBody, biddingListBody, biddingRefBody, biddingStartTimeBody, bidPlaceBody } from './bidding.ts';
import { wireBidderRequest, wireBidding } from './responses/bidding.ts';

// badges and the account (issue 14)
import { accountExportBody, addLogBody, adminBadgeApproveBody, adminBadgeListBody, adminBadgeRejectBody, applyBlueMarkBody, contactStatsBody, dealershipCancelBody, uploadCertificateFields, userDeleteBody } from './account.ts';
import { wireAccountExport, wireBadgeApplication, wireContactStats } from './responses/account.ts';
// Sign-in with Google, Facebook and Apple (issue 14).
import { appleRegisterBody, facebookRegisterBody, googleRegisterBody } from './social-login.ts';
import { wireSocialProviders } from './responses/social-login.ts';

export type CallMethod = 'GET' | 'POST' | 'ANY';

/**
 * HTTP caching of a public lookup (decision 018): the answer to a GET is the same for every caller for the same
 * URL and language (no viewer-dependent field: no is_favourite / is_subscribed / owner flag, no session-shaped
 * data), so the server sends a strong ETag, `Cache-Control: public, max-age=<maxAge>,
 * stale-while-revalidate=<staleWhileRevalidate>` and `Vary: Accept-Language`, and answers 304 to a matching
 * If-None-Match. Only for `auth: 'none'` reads (the server refuses to start otherwise). Every other answer is
 * `Cache-Control: no-store`.
 */
export interface PublicCache {
  /** Seconds a cache may answer without asking the server. */
  maxAge: number;
  /** Seconds past maxAge a cache may still answer while it revalidates in the background. */
  staleWhileRevalidate: number;
}

/** The catalogue and content lookups: rarely changed, edited by admins, whose edits must show within minutes. One
 * minute fresh (a phone does not even ask), then ten minutes served at once while a cheap 304 revalidates. */
export const LOOKUP_CACHE: PublicCache = { maxAge: 60, staleWhileRevalidate: 600 };

export interface CallDef {
  method: CallMethod;
  /** The body (or, for GET calls, nothing: their arguments are path pairs). */
  request?: z.ZodType;
  response: z.ZodType;
  list?: boolean;
  multipart?: boolean;
  /** Public, cacheable answers to GET (see PublicCache); absent: never cached (`no-store`). */
  publicCache?: PublicCache;
}

// Generic in the request too, so the web client can type a call's body from its name.
const list = <S extends z.ZodType, R extends z.ZodType | undefined = undefined>(method: CallMethod, entity: S, request?: R) => ({ method, request: request as R, response: z.array(entity), list: true as const });
const one = <S extends z.ZodType, R extends z.ZodType | undefined = undefined>(method: CallMethod, response: S, request?: R) => ({ method, request: request as R, response });
const done = <R extends z.ZodType | undefined = undefined>(request?: R) => ({ method: 'POST' as const, request: request as R, response: wireSuccess });
const upload = <S extends z.ZodType, R extends z.ZodType>(response: S, request: R) => ({ method: 'POST' as const, request, response, multipart: true as const });
/** Marks a GET (or ANY) call's answer as the same for every caller (decision 018): cached publicly, by ETag. */
const cached = <C extends { method: CallMethod }>(call: C) => ({ ...call, publicCache: LOOKUP_CACHE });

/** The simple lookup resources: `{resource}/get` answers their published rows. */
export const LOOKUP_RESOURCES = ['itemtypes', 'pricetypes', 'conditions', 'options', 'fueltypes', 'transmissions', 'colors', 'bodystyles', 'sellertypes', 'vehicle_types', 'states', 'tags'] as const;
export type LookupResource = (typeof LOOKUP_RESOURCES)[number];

const lookupCalls = Object.fromEntries(LOOKUP_RESOURCES.map((r) => [`${r}/get`, cached(list('GET', wireLookup))])) as Record<
  `${LookupResource}/get`,
  ReturnType<typeof list<typeof wireLookup>> & { publicCache: PublicCache }
>;

export const calls = {
  // ------------------------------------------------------------------------------------------ accounts
  'users/add': one('POST', wireUser, registerBody),
  'users/verify': one('POST', wireUser, verifyBody),
  'users/request_code': done(requestCodeBody),
  'users/login': one('POST', wireUser, loginBody),
  'users/logout': done(logoutBody),
  'users/reset': done(resetBody),
  'users/reset_password': done(resetPasswordBody),
  'users/password_update': done(passwordUpdateBody),
  'users/profile_update': one('POST', wireUser, profileUpdateBody),
  'users/confirm_email_change': one('POST', wireUser, confirmEmailChangeBody),
  /** A list of one User (the original clients read a list); an unknown user is an error, not an empty list. */
  'users/get': one('ANY', z.array(wireUser).length(1)),
  'users/item_counts': one('POST', wireItemCounts, itemCountsBody),
  'appinfo/get_delete_history': one('POST', wireAppInfo, appInfoBody),

  // ------------------------------------------------------------------------------------------ item reads
  'items/search': list('POST', wireItem, itemSearchBody),
  'items/search_item': list('POST', wireItem, itemSearchBody),
  /** The count, corrections and facet counts of an items/search filter body (search.ts). */
  'items/search_meta': one('POST', wireSearchMeta, itemSearchBody),
  'items/get': one('GET', wireItem),
  'items/get_item_by_followuser': list('ANY', wireItem, itemsOfUserBody),
  'items/get_sold_item_list': list('ANY', wireItem, itemsOfUserBody),
  'items/get_favourite': list('ANY', wireItem, itemsOfUserBody),
  'favourites/press': one('POST', wireItem, itemUserBody),
  'touches/touch_item': done(itemUserBody),
  'images/get_item_gallery': list('GET', wireImage),

  // ------------------------------------------------------------------------------------------ the owner's items
  'items/add': one('POST', wireItem, itemAddBody),
  'items/item_delete': done(itemDeleteBody),
  'items/sold_out_from_itemdetails': one('POST', wireItem, soldOutBody),
  'items/hide': one('POST', wireItem, itemIdBody),
  'items/unhide': one('POST', wireItem, itemIdBody),
  'items/get_owner_items': list('POST', wireItem, ownerItemsBody),
  'items/get_reported_item_by_loginuser': list('ANY', wireItem),

  // ------------------------------------------------------------------------------------------ media
  'images/upload_item': upload(wireImage, uploadItemImageFields),
  'images/reorder_image': list('POST', wireImage, reorderImagesBody),
  'images/delete_item_image': done(imageIdBody),
  'images/video_upload': upload(wireImage, uploadVideoFields),
  'images/upload_video_icon': upload(wireImage, uploadVideoFields),
  'images/delete_video_and_icon': done(deleteVideoBody),
  'images/upload': upload(wireUser, uploadProfileFields),

  // ------------------------------------------------------------------------------------------ catalogue
  'categories/search': list('POST', wireCategory, catalogSearchBody),
  'categories/get': cached(list('GET', wireCategory)),
  /** Not cached publicly: is_subscribed_fe is the caller's. */
  'subcategories/get': list('GET', wireSubcategory),
  'subcategories/search': list('POST', wireSubcategory, subcategorySearchBody),
  /** Not cached publicly: is_subscribed_fe is the caller's. */
  'manufacturers/get': list('GET', wireSubcategory),
  'models/get': cached(list('GET', wireModel)),
  'models/search': list('POST', wireModel, modelSearchBody),
  ...lookupCalls,
  'tags/all_tags': cached(list('ANY', wireLookup, catalogSearchBody)),
  'currencies/get': cached(list('GET', wireCurrency)),
  'itemlocations/search': list('POST', wireLocation, catalogSearchBody),
  'itemlocations/get': cached(list('GET', wireLocation)),
  'item_location_townships/get': cached(list('GET', wireTownship)),
  'item_location_townships/search': list('POST', wireTownship, townshipSearchBody),
  'itemvariables/all_variable_front': cached(one('ANY', wireFormLookups)),
  'banners/get': cached(list('GET', wireBanner)),

  // ------------------------------------------------------------------------------------------ social
  'userfollows/add_follow': one('POST', wireUser, addFollowBody),
  /** {user_id, return_types}: a page of Users; {id, login_user_id}: one User (a profile). */
  'userfollows/search': { method: 'POST', request: followSearchBody, response: z.union([z.array(wireUser), wireUser]), list: true },
  'itemreports/add': done(reportItemBody),
  'blockusers/add': done(blockBody),
  'blockusers/unblock': done(blockBody),
  'users/get_blocked_user_by_loginuser': list('ANY', wireUser, blockedUsersBody),
  'users/search': list('POST', wireUser, userSearchBody),
  'users/search_all': list('POST', wireUser, userSearchBody),

  // ------------------------------------------------------------------------------------------ conversations
  'chats/add': one('POST', wireChatHeader, chatAddBody),
  'chats/update_price': one('POST', wireChatHeader, chatUpdatePriceBody),
  'chats/update_accept': one('POST', wireChatHeader, chatStepBody),
  'chats/is_user_bought': one('POST', wireChatHeader, chatStepBody),
  'chats/item_sold_out': one('POST', wireChatHeader, chatStepBody),
  'chats/reset_count': one('POST', wireChatHeader, chatRefBody),
  /** The header with a page of messages (the latest, those after after_seq, or those before before_seq). */
  'chats/get_chat_history': one('POST', wireChatHistory, chatHistoryBody),
  'chats/report': done(chatReportBody),
  'chat_items/get_buyer_seller_list': list('POST', wireChatHeader, chatListBody),
  'chats/offer_list': list('POST', wireChatHeader, chatListBody),
  'users/unread_count': one('POST', wireUnreadCount, unreadCountBody),
  'notis/send_chat_noti': done(sendChatNotiBody),
  'images/chat_image_upload': upload(wireChatMessage, chatImageUploadFields),

  // ------------------------------------------------------------------------------------------ reviews and questions
  'rates/add_rating': one('POST', wireRating, addRatingBody),
  'rates/rating_user': list('POST', wireRating, ratingUserBody),
  /** A listing's public questions, each with its answers (item_id in the body or as a path pair). */
  'commentheaders/get': list('ANY', wireCommentHeader, commentListBody),
  'commentheaders/press': one('POST', wireCommentHeader, askQuestionBody),
  'commentdetails/press': one('POST', wireCommentDetail, answerQuestionBody),
  'commentheaders/remove': done(removeCommentBody),
  'commentdetails/remove': done(removeCommentBody),

  // ------------------------------------------------------------------------------------------ content
  'feeds/search': list('POST', wireBlog, feedSearchBody),
  /** With path id: one Blog; without: a page of Blogs. */
  'feeds/get': cached({ method: 'GET', response: wireFeedAnswer, list: true }),
  'abouts/get': cached(list('GET', wireAbout)),
  /** Not cached publicly: the privacy page carries the policy version a user accepts (users/accept_privacy), so a
   * new version must show at once. */
  'pages/get': one('GET', wirePage),
  'faqs/get': cached(list('GET', wireFaq)),
  'contacts/add': done(contactBody),

  // ------------------------------------------------------------------------------------------ admin
  'admin/items_pending': list('POST', wireQueuedItem),
  'admin/item_approve': one('POST', wireItem, adminItemIdBody),
  'admin/item_reject': one('POST', wireItem, adminItemRejectBody),
  'admin/item_disable': one('POST', wireItem, adminItemIdBody),
  'admin/item_enable': one('POST', wireItem, adminItemIdBody),
  'admin/items': list('POST', wireItem, adminItemsBody),
  'admin/reported_items': list('POST', wireReportedItem),
  'admin/report_dismiss': done(adminReportDismissBody),
  'admin/users': list('POST', wireAdminUser, adminUsersBody),
  'admin/user_ban': one('POST', wireUser, adminUserIdBody),
  'admin/user_unban': one('POST', wireUser, adminUserIdBody),
  'admin/catalog_list': list('POST', wireCatalogRow, catalogListBody),
  'admin/catalog_save': one('POST', wireCatalogRow, catalogSaveBody),
  'admin/catalog_delete': done(catalogDeleteBody),
  'admin/catalog_upload': upload(wireImage, catalogUploadFields),
  'admin/settings_get': one('ANY', wireAllSettings),
  'admin/settings_update': one('POST', wireSettingsGroup, settingsUpdateBody),
  'admin/audit_log': list('POST', wireAuditEntry, auditLogBody),
  'admin/outbox': list('POST', wireOutboxMessage, outboxBody),

  // ------------------------------------------------------------------------------------------ admin: chat safety (H4 guardadmin)
  'admin/chat_guard_get': one('ANY', wireChatGuardState),
  'admin/chat_guard_update': one('POST', wireChatGuardState, chatGuardConfigBody),
  'admin/chat_guard_reset': one('POST', wireChatGuardState),
  'admin/chat_guard_test': one('POST', wireChatGuardTest, chatGuardTestBody),
  'admin/chat_reports': list('POST', wireChatReport, chatReportsBody),
  'admin/chat_report_dismiss': done(chatReportIdBody),
  'admin/chat_report_action': done(chatReportActionBody),

  // ------------------------------------------------------------------------------------------ notifications and alerts (issue 12)
  /** My notifications, newest first, with the broadcasts for my language (L/O in the path or the body). */
  'noti_messages/all_notis': list('POST', wireNoti, notiListBody),
  /** One of my notifications by path id (`/id/{id}`, with `/login_user_id/{id}` or the session). */
  'noti_messages/get': one('ANY', wireNoti),
  /** Marks one read; answers it. */
  'notis/is_read': one('POST', wireNoti, notiReadBody),
  'notis/mark_all_read': done(notiMarkAllBody),
  'notis/register': done(pushRegisterBody),
  'notis/unregister': done(pushRegisterBody),
  'notis/settings_get': one('ANY', wireNotiSettings),
  'notis/settings_update': one('POST', wireNotiSettings, notiSettingsBody),
  /** Toggles the bell of one make: "Noti Subscription is updated.". */
  'subcat_subscribes/subcategory_subscribe': done(subcategorySubscribeBody),
  'subcat_subscribes/get': list('POST', wireSubscribedMake, subscribedMakesBody),
  'saved_searches/add': one('POST', wireSavedSearch, savedSearchAddBody),
  'saved_searches/get': list('POST', wireSavedSearch, savedSearchListBody),
  'saved_searches/update': one('POST', wireSavedSearch, savedSearchUpdateBody),
  'saved_searches/delete': done(savedSearchIdBody),
  'admin/broadcast_add': upload(wireBroadcast, broadcastAddFields),
  'admin/broadcasts': list('POST', wireBroadcast, broadcastListBody),

  // ------------------------------------------------------------------------------------------ money (issue 13)
  'packages/get': list('GET', wirePackage),
  /** 201 "Successfully paid" once the provider confirmed the proof; offline: recorded pending for an admin. */
  'packages/is_package_bought': done(packageBoughtBody),
  /** The payment (order) of `orderid`, the caller's own. */
  'packages/paymentstatus': one('GET', wirePayment),
  'buy_ad_post_transaction/search': list('POST', wirePackagePurchase, purchaseHistoryBody),
  'buy_ad_post_transactions/search': list('POST', wirePackagePurchase, purchaseHistoryBody),
  'paid_items/add': one('POST', wirePaidItem, paidItemAddBody),
  /** The caller's promotions (paid-ad records with the item nested), newest first. */
  'paid_items/get': list('GET', wirePaidItem),
  'offline_payments/get_offline_payment': one('GET', wireOfflinePayment),
  'paypal/get_token': one('GET', wirePaypalToken),
  'coupons/check': one('POST', wireCouponQuote, couponCheckBody),
  'payments/start': one('POST', wirePayment, paymentStartBody),
  'payments/get': one('POST', wirePayment, paymentIdBody),
  'payments/return': one('POST', wirePayment, paymentReturnBody),
  'payments/cancel': one('POST', wirePayment, paymentIdBody),
  'payments/history': list('POST', wirePayment, paymentHistoryBody),
  'sandbox/get': one('POST', wireSandboxCheckout, paymentIdBody),
  'sandbox/pay': one('POST', wirePayment, sandboxPayBody),
  'admin/packages': list('POST', wirePackage),
  'admin/package_save': one('POST', wirePackage, adminPackageSaveBody),
  'admin/package_delete': done(adminIdBody),
  'admin/coupons': list('POST', wireCoupon),
  'admin/coupon_save': one('POST', wireCoupon, adminCouponSaveBody),
  'admin/coupon_delete': done(adminIdBody),
  'admin/payments': list('POST', wireAdminPayment, adminPaymentsBody),
  'admin/payment_approve': one('POST', wirePayment, adminPaymentDecisionBody),
  'admin/payment_reject': one('POST', wirePayment, adminPaymentDecisionBody),
  'admin/payment_refund': one('POST', wirePayment, adminPaymentRefundBody),
  'admin/revenue': one('POST', wireRevenue, adminRevenueBody),
  // Left out by a vehicle marketplace (decision 015): a clear refusal, or always the empty list.
  'members/add': done(legacyMoneyBody),
  'transaction_payments/add': done(legacyMoneyBody),
  'transaction_payments/update_card_info': done(legacyMoneyBody),
  'packages/is_package_bought_by_payzupi': done(legacyMoneyBody),
  'shippings/get': list('GET', wireNoRecord),
  'shipping_zones/get_shipping_country': list('POST', wireNoRecord, legacyMoneyBody),
  'shipping_zones/get_shipping_city': list('POST', wireNoRecord, legacyMoneyBody),
  'products/all_collection_products': list('GET', wireNoRecord),
  // bidding (issue 13)
  'biddings/add': one('POST', wireBidding, biddingAddBody),
  /** The bidding of a listing (the live one, else the latest), shaped for the viewer (my_status, is_owner). */
  'biddings/get': one('POST', wireBidding, biddingGetBody),
  'biddings/update_start_time': one('POST', wireBidding, biddingStartTimeBody),
  'biddings/cancel': one('POST', wireBidding, biddingRefBody),
  'biddings/bid': one('POST', wireBidding, bidPlaceBody),
  /** A buyer asks to bid; with a fee, the answer carries where to pay it. */
  'bidding_transactions/add': one('POST', wireBidderRequest, bidderAddBody),
  'biddings/bidding_approval_reject': one('POST', wireBidderRequest, bidderDecisionBody),
  'biddings/get_seller_to_do': list('POST', wireBidderRequest, biddingListBody),
  'biddings/get_seller_bid_approved': list('POST', wireBidderRequest, biddingListBody),
  'biddings/get_buyer_to_do': list('POST', wireBidderRequest, biddingListBody),
  'biddings/get_buyer_bid_approved': list('POST', wireBidderRequest, biddingListBody),
  // phone sign-in (issue 14)
  'users/request_phone_code': done(requestPhoneCodeBody),
  'users/verify_phone_code': one('POST', wirePhoneVerified, verifyPhoneCodeBody),
  'users/phone_register': one('POST', wireUser, verifyPhoneCodeBody),
  'users/send_mobileverifcation_code': done(sendMobileCodeBody),
  'users/verify_mobileverifcation_code': one('POST', wirePhoneVerified, verifyMobileCodeBody),

  // ------------------------------------------------------------------------------------------ badges and the account (issue 14)
  /** 201 when the state was none or rejected (it becomes pending); 400 while pending or once approved. */
  'users/apply_blue_mark': done(applyBlueMarkBody),
  /** The dealer's certificate: a new pending dealer application (201 with the application). */
  'images/upload_certificate': upload(wireBadgeApplication, uploadCertificateFields),
  'users/dealership_cancel': done(dealershipCancelBody),
  'admin/badge_applications': list('POST', wireBadgeApplication, adminBadgeListBody),
  'admin/badge_approve': one('POST', wireBadgeApplication, adminBadgeApproveBody),
  'admin/badge_reject': one('POST', wireBadgeApplication, adminBadgeRejectBody),
  /** Not recoverable: personal data erased, listings removed, reviews kept anonymous, sessions ended. */
  'users/user_delete': done(userDeleteBody),
  'users/export_data': one('POST', wireAccountExport, accountExportBody),
  /** 201: a contact tap (call, WhatsApp, e-mail) on a listing, counted for its seller. */
  'logs/add_log': done(addLogBody),
  'logs/contact_stats': one('POST', wireContactStats, contactStatsBody),
  // social sign-in (issue 14)
  /** Sign in with the provider's identity token (verified by the server) → the User, with a session. */
  'users/google_register': one('POST', wireUser, googleRegisterBody),
  'users/facebook_register': one('POST', wireUser, facebookRegisterBody),
  'users/apple_register': one('POST', wireUser, appleRegisterBody),
  /** Which providers are offered ("1"): the web shows their buttons. */
  'users/social_providers': cached(one('ANY', wireSocialProviders)),
  // people and content (issue 14)
  'admin/content_list': list('POST', wireContentEntry, contentListBody),
  'admin/content_save': one('POST', wireContentEntry, contentSaveBody),
  'users/privacy_status': one('ANY', wirePrivacyStatus, privacyStatusBody),
  'users/accept_privacy': one('POST', wirePrivacyStatus, acceptPrivacyBody),
} satisfies Record<string, CallDef>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
/** What the server sends for a call (every scalar a string). */
export type CallWire<N extends CallName> = z.input<Calls[N]['response']>;
/** The decoded answer of a call (numbers, booleans, Date or null). */
export type CallAnswer<N extends CallName> = z.output<Calls[N]['response']>;
/** The body a call takes on the wire (its request schema's input), or `undefined` when it has none. */
export type CallBody<N extends CallName> = Calls[N] extends { request: infer R } ? (R extends z.ZodType ? z.input<R> : undefined) : undefined;

/** The catalogue entry of `resource/action`, if the contract knows the call. */
export function callOf(name: string): CallDef | undefined {
  return Object.prototype.hasOwnProperty.call(calls, name) ? (calls as Record<string, CallDef>)[name] : undefined;
}

/**
 * What each call does with whose data, for the authorization matrix (apps/server/test/authz-matrix.test.ts) that
 * tries every call as a visitor, another user, a banned user and an expired session. Typed over every call name,
 * so a new call does not build until it is classified here, and the matrix fails until it knows how to attack it.
 *
 * - `read`: public data, for anyone; answers may be shaped for the viewer but never show another's private fields.
 * - `private-read`: data only its owner (own lists: favourites, blocked users, owner's listings) or staff (admin
 *   lists, audit, outbox) may read.
 * - `write`: changes stored state of the caller or of a record/account with an owner; anyone else is refused and
 *   the database stays unchanged.
 * - `open-write`: changes state but is open to anyone by design (asking for a code or reset e-mail, the contact
 *   form, the view counter); rate-limited, never acting on another's account.
 */
export type CallAccess = 'read' | 'private-read' | 'write' | 'open-write';

export const CALL_ACCESS: Record<CallName, CallAccess> = {
  'users/add': 'write',
  'users/verify': 'write',
  'users/request_code': 'open-write',
  'users/login': 'write',
  'users/logout': 'write',
  'users/reset': 'open-write',
  'users/reset_password': 'write',
  'users/password_update': 'write',
  'users/confirm_email_change': 'write',
  'users/profile_update': 'write',
  'users/get': 'read',
  'users/item_counts': 'read',
  'appinfo/get_delete_history': 'read',

  'items/search': 'read',
  'items/search_item': 'read',
  'items/search_meta': 'read',
  'items/get': 'read',
  'items/get_item_by_followuser': 'private-read',
  'items/get_sold_item_list': 'read',
  'items/get_favourite': 'private-read',
  'favourites/press': 'write',
  'touches/touch_item': 'open-write',
  'images/get_item_gallery': 'read',

  'items/add': 'write',
  'items/item_delete': 'write',
  'items/sold_out_from_itemdetails': 'write',
  'items/hide': 'write',
  'items/unhide': 'write',
  'items/get_owner_items': 'private-read',
  'items/get_reported_item_by_loginuser': 'private-read',

  'images/upload_item': 'write',
  'images/reorder_image': 'write',
  'images/delete_item_image': 'write',
  'images/video_upload': 'write',
  'images/upload_video_icon': 'write',
  'images/delete_video_and_icon': 'write',
  'images/upload': 'write',

  'categories/search': 'read',
  'categories/get': 'read',
  'subcategories/get': 'read',
  'subcategories/search': 'read',
  'manufacturers/get': 'read',
  'models/get': 'read',
  'models/search': 'read',
  ...(Object.fromEntries(LOOKUP_RESOURCES.map((r) => [`${r}/get`, 'read'])) as Record<`${LookupResource}/get`, 'read'>),
  'tags/all_tags': 'read',
  'currencies/get': 'read',
  'itemlocations/search': 'read',
  'itemlocations/get': 'read',
  'item_location_townships/get': 'read',
  'item_location_townships/search': 'read',
  'itemvariables/all_variable_front': 'read',
  'banners/get': 'read',

  'userfollows/add_follow': 'write',
  'userfollows/search': 'read',
  'itemreports/add': 'write',

  'chats/add': 'write',
  'chats/update_price': 'write',
  'chats/update_accept': 'write',
  'chats/is_user_bought': 'write',
  'chats/item_sold_out': 'write',
  'chats/reset_count': 'write',
  'chats/get_chat_history': 'private-read',
  'chats/report': 'write',
  'chat_items/get_buyer_seller_list': 'private-read',
  'chats/offer_list': 'private-read',
  'users/unread_count': 'private-read',
  'notis/send_chat_noti': 'write',
  'images/chat_image_upload': 'write',
  // reviews and questions
  'rates/add_rating': 'write',
  'rates/rating_user': 'read',
  'commentheaders/get': 'read',
  'commentheaders/press': 'write',
  'commentdetails/press': 'write',
  'commentheaders/remove': 'write',
  'commentdetails/remove': 'write',
  'blockusers/add': 'write',
  'blockusers/unblock': 'write',
  'users/get_blocked_user_by_loginuser': 'private-read',
  'users/search': 'read',
  'users/search_all': 'read',

  'feeds/search': 'read',
  'feeds/get': 'read',
  'abouts/get': 'read',
  'pages/get': 'read',
  'faqs/get': 'read',
  'contacts/add': 'open-write',

  'admin/items_pending': 'private-read',
  'admin/item_approve': 'write',
  'admin/item_reject': 'write',
  'admin/item_disable': 'write',
  'admin/item_enable': 'write',
  'admin/items': 'private-read',
  'admin/reported_items': 'private-read',
  'admin/report_dismiss': 'write',
  'admin/users': 'private-read',
  'admin/user_ban': 'write',
  'admin/user_unban': 'write',
  'admin/catalog_list': 'private-read',
  'admin/catalog_save': 'write',
  'admin/catalog_delete': 'write',
  'admin/catalog_upload': 'write',
  'admin/settings_get': 'private-read',
  'admin/settings_update': 'write',
  'admin/audit_log': 'private-read',
  'admin/outbox': 'private-read',

  // Chat safety (H4 guardadmin). The test runs nothing but the matcher, yet its answer shows the patterns in force.
  'admin/chat_guard_get': 'private-read',
  'admin/chat_guard_update': 'write',
  'admin/chat_guard_reset': 'write',
  'admin/chat_guard_test': 'private-read',
  'admin/chat_reports': 'private-read',
  'admin/chat_report_dismiss': 'write',
  'admin/chat_report_action': 'write',

  // Notifications and alerts (issue 12).
  'noti_messages/all_notis': 'private-read',
  'noti_messages/get': 'private-read',
  'notis/is_read': 'write',
  'notis/mark_all_read': 'write',
  'notis/register': 'write',
  'notis/unregister': 'write',
  'notis/settings_get': 'private-read',
  'notis/settings_update': 'write',
  'subcat_subscribes/subcategory_subscribe': 'write',
  'subcat_subscribes/get': 'private-read',
  'saved_searches/add': 'write',
  'saved_searches/get': 'private-read',
  'saved_searches/update': 'write',
  'saved_searches/delete': 'write',
  'admin/broadcast_add': 'write',
  'admin/broadcasts': 'private-read',
  // money (issue 13)
  'packages/get': 'read',
  'packages/is_package_bought': 'write',
  'packages/paymentstatus': 'private-read',
  'buy_ad_post_transaction/search': 'private-read',
  'buy_ad_post_transactions/search': 'private-read',
  'paid_items/add': 'write',
  'paid_items/get': 'private-read',
  'offline_payments/get_offline_payment': 'read',
  'paypal/get_token': 'read',
  'coupons/check': 'private-read',
  'payments/start': 'write',
  'payments/get': 'private-read',
  'payments/return': 'write',
  'payments/cancel': 'write',
  'payments/history': 'private-read',
  'sandbox/get': 'private-read',
  'sandbox/pay': 'write',
  'admin/packages': 'private-read',
  'admin/package_save': 'write',
  'admin/package_delete': 'write',
  'admin/coupons': 'private-read',
  'admin/coupon_save': 'write',
  'admin/coupon_delete': 'write',
  'admin/payments': 'private-read',
  'admin/payment_approve': 'write',
  'admin/payment_reject': 'write',
  'admin/payment_refund': 'write',
  'admin/revenue': 'private-read',
  // Refusals for everyone (decision 015): nothing to read or write, so nothing to attack.
  'members/add': 'read',
  'transaction_payments/add': 'read',
  'transaction_payments/update_card_info': 'read',
  'packages/is_package_bought_by_payzupi': 'read',
  'shippings/get': 'read',
  'shipping_zones/get_shipping_country': 'read',
  'shipping_zones/get_shipping_city': 'read',
  'products/all_collection_products': 'read',
  // bidding (issue 13)
  'biddings/add': 'write',
  'biddings/get': 'read',
  'biddings/update_start_time': 'write',
  'biddings/cancel': 'write',
  'biddings/bid': 'write',
  'bidding_transactions/add': 'write',
  'biddings/bidding_approval_reject': 'write',
  'biddings/get_seller_to_do': 'private-read',
  'biddings/get_seller_bid_approved': 'private-read',
  'biddings/get_buyer_to_do': 'private-read',
  'biddings/get_buyer_bid_approved': 'private-read',
  // phone sign-in (issue 14)
  'users/request_phone_code': 'open-write',
  'users/verify_phone_code': 'write',
  'users/phone_register': 'write',
  'users/send_mobileverifcation_code': 'write',
  'users/verify_mobileverifcation_code': 'write',
  // badges and the account (issue 14)
  'users/apply_blue_mark': 'write',
  'images/upload_certificate': 'write',
  'users/dealership_cancel': 'write',
  'admin/badge_applications': 'private-read',
  'admin/badge_approve': 'write',
  'admin/badge_reject': 'write',
  'users/user_delete': 'write',
  'users/export_data': 'private-read',
  'logs/add_log': 'open-write',
  'logs/contact_stats': 'private-read',
  // social sign-in (issue 14)
  'users/google_register': 'write',
  'users/facebook_register': 'write',
  'users/apple_register': 'write',
  'users/social_providers': 'read',
  // people and content (issue 14)
  'admin/content_list': 'private-read',
  'admin/content_save': 'write',
  'users/privacy_status': 'private-read',
  'users/accept_privacy': 'write',
};
