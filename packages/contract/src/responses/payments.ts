/**
 * The wire of money (issue 13): packages, package purchases (the spec's Package purchase, with its user and package
 * nested), payments (our orders, with what the buyer's browser needs to pay), promotions (the spec's Paid ad with the
 * item nested), coupon quotes, the offline payment instructions, and the admin's lists. Amounts are decimal text in
 * the currency's unit ("12.5"), beside the same amount in minor units (`*_minor`) for clients that compute.
 */
import { z } from 'zod';
import { orEmpty, wireDate, wireDateOrNull, wireEnum, wireFlag, wireId, wireInt, wireRecord, wireText } from '../wire.ts';
import { wireCurrency } from './catalog.ts';
import { wireItem } from './items.ts';
import { wireUserBrief } from './reviews.ts';
import { PAID_STATUSES, PAYMENT_STATUSES } from '../payments.ts';

export const wirePackage = wireRecord({
  /** Both spellings: the spec names it package_id; lists of the original also read id. */
  id: wireId,
  package_id: wireId,
  title: wireText,
  price: wireText,
  price_minor: wireInt,
  /** ISO 4217. */
  currency_code: wireText,
  currency_id: wireText,
  currency: orEmpty(wireCurrency),
  post_count: wireInt,
  package_days: wireInt,
  status: wireInt,
  in_app_purchase_prd_id: wireText,
  added_date: wireDate,
  added_date_str: wireText,
});

/** Our order. `redirect_url` / `client_secret` / `public_key` are set while it waits for the buyer to pay. */
export const wirePayment = wireRecord({
  id: wireId,
  user_id: wireText,
  kind: wireEnum(['package', 'promotion', 'bid_fee']),
  subject_id: wireText,
  description: wireText,
  amount: wireText,
  discount: wireText,
  total: wireText,
  amount_minor: wireInt,
  discount_minor: wireInt,
  total_minor: wireInt,
  refunded: wireText,
  currency: wireText,
  coupon_code: wireText,
  provider: wireText,
  provider_ref: wireText,
  status: wireEnum(PAYMENT_STATUSES),
  failure_reason: wireText,
  card_last4: wireText,
  card_brand: wireText,
  redirect_url: wireText,
  client_secret: wireText,
  public_key: wireText,
  decision_note: wireText,
  succeeded_at: wireDateOrNull,
  added_date: wireDate,
  added_date_str: wireText,
});

/** The spec's Package purchase. */
export const wirePackagePurchase = wireRecord({
  id: wireId,
  user_id: wireId,
  package_id: wireId,
  payment_id: wireText,
  payment_method: wireText,
  price: wireText,
  currency_code: wireText,
  post_count: wireInt,
  razor_id: wireText,
  isPaystack: wireFlag,
  /** pending | approved | rejected | failed | refunded */
  status: wireText,
  added_date: wireDate,
  added_date_str: wireText,
  user: orEmpty(wireUserBrief),
  package: orEmpty(wirePackage),
});

/** The spec's Paid ad: a promotion of an item, with the item nested. */
export const wirePaidItem = wireRecord({
  id: wireId,
  item_id: wireId,
  user_id: wireId,
  start_date: wireDate,
  end_date: wireDate,
  how_many_day: wireInt,
  amount: wireText,
  currency_code: wireText,
  payment_method: wireText,
  payment_id: wireText,
  paid_status: wireEnum(PAID_STATUSES),
  /** unpaid | pending | approved | rejected | canceled */
  status: wireText,
  added_date: wireDate,
  added_date_str: wireText,
  payment: orEmpty(wirePayment),
  item: orEmpty(wireItem),
});

export const wireCouponQuote = wireRecord({
  coupon_code: wireText,
  kind: wireEnum(['percent', 'fixed']),
  percent: wireInt,
  amount: wireText,
  discount: wireText,
  total: wireText,
  currency: wireText,
  ends_at: wireDateOrNull,
});

export const wireOfflinePayment = wireRecord({
  title: wireText,
  description: wireText,
  /** offline_enabled: bank transfer offered now. */
  status: wireFlag,
});

export const wirePaypalToken = wireRecord({
  /** The public client id for PayPal's script; never a secret. "" when PayPal is off. */
  client_id: wireText,
  environment: wireText,
  enabled: wireFlag,
});

/** The sandbox provider's card page: what is being paid. */
export const wireSandboxCheckout = wireRecord({
  payment_id: wireId,
  description: wireText,
  total: wireText,
  currency: wireText,
  status: wireEnum(PAYMENT_STATUSES),
  return_url: wireText,
});

// ------------------------------------------------------------------------------------------ admin

export const wireCoupon = wireRecord({
  id: wireId,
  code: wireText,
  kind: wireEnum(['percent', 'fixed']),
  percent: wireInt,
  amount: wireText,
  currency: wireText,
  applies_to: wireEnum(['all', 'package', 'promotion']),
  starts_at: wireDateOrNull,
  ends_at: wireDateOrNull,
  max_uses: wireInt,
  max_uses_per_user: wireInt,
  used_count: wireInt,
  status: wireInt,
  added_date: wireDate,
});

/** A payment in the admin's list: the order with its buyer. */
export const wireAdminPayment = wireRecord({
  payment: wirePayment,
  user: orEmpty(wireUserBrief),
  user_email: wireText,
});

/** Revenue per day and per product (net of refunds), in the default currency's unit; other currencies apart. */
export const wireRevenue = wireRecord({
  currency: wireText,
  /** Every currency money moved in during the range (the chosen one first), for choosing another. */
  currencies: z.array(wireText),
  total: wireText,
  total_minor: wireInt,
  days: z.array(wireRecord({ day: wireText, package: wireInt, promotion: wireInt, bid_fee: wireInt, total: wireInt })),
  products: z.array(wireRecord({ kind: wireText, subject_id: wireText, title: wireText, count: wireInt, total_minor: wireInt, total: wireText })),
});

/** The entity of the left-out list calls (shippings, shipping zones, shop products): they always answer the empty list. */
export const wireNoRecord = wireRecord({ id: wireId });
