/**
 * Money calls (issue 13, decision 015): post packages, promotions, payments through a provider, coupons, and the
 * admin's side. Field names follow the wire where it has them (`packages/is_package_bought`, `paid_items/add`,
 * `coupons/check`); `payments/*`, `sandbox/*` and `admin/*` are ours. Amounts on the wire are decimal text in the
 * currency's unit ("12.5"); the server turns them into minor units by their digits (money.ts).
 */
import { z } from 'zod';
import { MONEY_LIMITS } from './limits.ts';

/** Providers a buyer can choose (the wire's payment methods: `razor` is Razorpay; `In_App_Purchase` is refused). */
export const PAYMENT_PROVIDERS = ['sandbox', 'offline', 'stripe', 'paypal', 'razorpay', 'paystack'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The wire's `payment_method` values and the provider each means. */
export const PAYMENT_METHOD_ALIASES: Record<string, PaymentProviderName> = {
  sandbox: 'sandbox',
  offline: 'offline',
  stripe: 'stripe',
  paypal: 'paypal',
  razor: 'razorpay',
  razorpay: 'razorpay',
  paystack: 'paystack',
};

export const PAYMENT_KINDS = ['package', 'promotion', 'bid_fee'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_STATUSES = ['created', 'pending', 'succeeded', 'failed', 'canceled', 'refunded', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The wire's `paid_status` of a promotion. */
export const PAID_STATUSES = ['Progress', 'Finished', 'Not yet start', 'not_available', 'Waiting For Approval', 'Reject'] as const;
export type PaidStatus = (typeof PAID_STATUSES)[number];

/** The sandbox provider's published test cards (decision 015): the only numbers its page accepts. */
export const SANDBOX_TEST_CARDS = {
  '4242424242424242': { outcome: 'succeeded', brand: 'visa' },
  '5555555555554444': { outcome: 'succeeded', brand: 'mastercard' },
  '4000000000000002': { outcome: 'declined', brand: 'visa' },
  '4000000000009995': { outcome: 'insufficient_funds', brand: 'visa' },
} as const;

const asText = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v === null ? '' : v);
const id = z.preprocess(asText, z.string().trim().min(1).max(MONEY_LIMITS.idMax));
const opt = (max: number) => z.preprocess(asText, z.string().trim().max(max).optional().default(''));
const paging = { limit: opt(10), offset: opt(10) };
/** A decimal amount as the wire sends it ("12.5", 12.5); its digits are checked against the currency later. */
const amountText = z.preprocess(asText, z.string().trim().max(24).regex(/^\d{1,16}(\.\d{0,6})?$/, { message: 'money.amount_invalid' }));
const optAmount = z.preprocess(asText, z.union([z.literal(''), z.string().trim().max(24).regex(/^\d{1,16}(\.\d{0,6})?$/, { message: 'money.amount_invalid' })]).optional().default(''));
const method = z.preprocess(asText, z.string().trim().min(1).max(32));
const couponCode = z.preprocess(asText, z.string().trim().max(MONEY_LIMITS.couponCodeMax).optional().default(''));
const idemKey = opt(MONEY_LIMITS.idempotencyKeyMax);
const flag = z.preprocess(asText, z.string().trim().max(5).optional().default(''));

/** packages/is_package_bought (wire contract §4): the original clients' "paid with the provider; here is the proof". */
export const packageBoughtBody = z.object({
  user_id: id,
  package_id: id,
  payment_method: method,
  /** The provider's payment id / reference / order id that proves the payment (not used for offline). */
  payment_method_nonce: opt(200),
  price: optAmount,
  razor_id: opt(200),
  is_paystack: flag,
  coupon_code: couponCode,
  idempotency_key: idemKey,
});
export type PackageBoughtBody = z.output<typeof packageBoughtBody>;

export const purchaseHistoryBody = z.object({ user_id: id, ...paging });

/** payments/start: begin paying for a package (`package_id`) or a bid fee (`subject_id`: the bidder request). */
export const paymentStartBody = z.object({
  user_id: id,
  kind: z.enum(['package', 'bid_fee']),
  package_id: opt(MONEY_LIMITS.idMax),
  subject_id: opt(MONEY_LIMITS.idMax),
  provider: method,
  coupon_code: couponCode,
  /** The client's key of this attempt: the same key answers the same payment. */
  idempotency_key: z.preprocess(asText, z.string().trim().min(8).max(MONEY_LIMITS.idempotencyKeyMax)),
});
export type PaymentStartBody = z.output<typeof paymentStartBody>;

export const paymentIdBody = z.object({ user_id: opt(MONEY_LIMITS.idMax), payment_id: id });

/** payments/return: the buyer came back from the provider; `params` are what it sent back (checked with it). */
export const paymentReturnBody = z.object({
  user_id: opt(MONEY_LIMITS.idMax),
  payment_id: id,
  params: z.record(z.string().max(64), z.preprocess(asText, z.string().max(500))).optional().default({}),
});

export const paymentHistoryBody = z.object({ user_id: id, ...paging });

/** sandbox/pay: the sandbox provider's card page (a demo: only its test cards are accepted). */
export const sandboxPayBody = z.object({
  payment_id: id,
  card_number: z.preprocess(asText, z.string().trim().max(32)),
  /** MM/YY */
  expiry: z.preprocess(asText, z.string().trim().max(7)),
  cvc: z.preprocess(asText, z.string().trim().max(4)),
  holder_name: opt(100),
});

/** paid_items/add (wire contract §4): promote an owned, published item from a start date for a number of days. */
export const paidItemAddBody = z.object({
  user_id: opt(MONEY_LIMITS.idMax),
  item_id: id,
  /** What the client computed (days × the price of a day); refused when it differs from the server's. */
  amount: optAmount,
  /** YYYY-MM-DD or YYYY-MM-DD HH:MM:SS (UTC). */
  start_date: z.preprocess(asText, z.string().trim().min(1).max(32)),
  how_many_day: z.preprocess(asText, z.string().trim().regex(/^\d{1,4}$/, { message: 'money.days_invalid' })),
  payment_method: method,
  payment_method_nonce: opt(200),
  razor_id: opt(200),
  is_paystack: flag,
  coupon_code: couponCode,
  idempotency_key: idemKey,
});
export type PaidItemAddBody = z.output<typeof paidItemAddBody>;

/** coupons/check: what a coupon makes of a price, without using it. */
export const couponCheckBody = z.object({
  user_id: opt(MONEY_LIMITS.idMax),
  coupon_code: z.preprocess(asText, z.string().trim().min(1).max(MONEY_LIMITS.couponCodeMax)),
  kind: z.enum(['package', 'promotion']),
  package_id: opt(MONEY_LIMITS.idMax),
  how_many_day: opt(4),
});

// ------------------------------------------------------------------------------------------ admin

export const adminPackageSaveBody = z.object({
  id: opt(MONEY_LIMITS.idMax),
  title: z.preprocess(asText, z.string().trim().min(1).max(MONEY_LIMITS.titleMax)),
  price: amountText,
  currency: z.preprocess(asText, z.string().trim().regex(/^[A-Za-z]{3}$/).transform((s) => s.toUpperCase())),
  post_count: z.preprocess(asText, z.string().trim().regex(/^\d{1,5}$/)),
  package_days: z.preprocess(asText, z.string().trim().regex(/^\d{0,4}$/).optional().default('0')),
  status: z.preprocess(asText, z.enum(['0', '1']).optional().default('1')),
  ordering: z.preprocess(asText, z.string().trim().regex(/^\d{0,5}$/).optional().default('0')),
});
export const adminIdBody = z.object({ id });

export const adminCouponSaveBody = z.object({
  id: opt(MONEY_LIMITS.idMax),
  code: z.preprocess(asText, z.string().trim().min(MONEY_LIMITS.couponCodeMin).max(MONEY_LIMITS.couponCodeMax).regex(/^[A-Za-z0-9_-]+$/)),
  kind: z.enum(['percent', 'fixed']),
  percent: z.preprocess(asText, z.string().trim().regex(/^\d{0,3}$/).optional().default('0')),
  amount: optAmount,
  currency: z.preprocess(asText, z.string().trim().regex(/^([A-Za-z]{3})?$/).transform((s) => s.toUpperCase()).optional().default('')),
  applies_to: z.enum(['all', 'package', 'promotion']).optional().default('all'),
  /** YYYY-MM-DD (UTC) or "" for none. */
  starts_at: opt(32),
  ends_at: opt(32),
  max_uses: z.preprocess(asText, z.string().trim().regex(/^\d{0,7}$/).optional().default('0')),
  max_uses_per_user: z.preprocess(asText, z.string().trim().regex(/^\d{0,5}$/).optional().default('1')),
  status: z.preprocess(asText, z.enum(['0', '1']).optional().default('1')),
});

export const adminPaymentsBody = z.object({
  status: opt(16),
  provider: opt(16),
  kind: opt(16),
  /** A user id, name or e-mail, or a payment id / provider reference. */
  q: opt(120),
  /** YYYY-MM-DD (UTC), inclusive. */
  from: opt(10),
  to: opt(10),
  ...paging,
});

export const adminPaymentDecisionBody = z.object({ id, note: opt(MONEY_LIMITS.noteMax) });
export const adminPaymentRefundBody = z.object({ id, note: opt(MONEY_LIMITS.noteMax), /** Empty: the whole rest. */ amount: optAmount });
/** `currency`: one ISO 4217 code; "" is the site's currency. Amounts in different currencies are never added up. */
export const adminRevenueBody = z.object({ from: opt(10), to: opt(10), currency: opt(3) });

// ------------------------------------------------------------------------------------------ left out (decision 015)

/** The original's remaining money calls a vehicle marketplace leaves out: their bodies are read loosely (any field)
 * and they answer a clear refusal, or an empty list. */
export const legacyMoneyBody = z.looseObject({ user_id: opt(MONEY_LIMITS.idMax) });
