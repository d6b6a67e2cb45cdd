/** Money rows → the wire (responses/payments.ts). Amounts leave as decimal text of their currency and in minor units. */
import { emptyWireOf, wireItem, wireMoney, wirePackage, wirePayment, wireUserBrief } from '@wheeldeal/contract';
import type { couponRedemptions, currencies, packagePurchases, packages, paidItems } from '../../db/schema.ts';
import type { Translate } from '../../lib/messages.ts';
import { emptyObject, flag, relativeTime, str, wireDate, type Wire } from '../../lib/wire.ts';
import type { PaymentRow } from './kinds.ts';

type PackageRow = typeof packages.$inferSelect;
type CurrencyRow = typeof currencies.$inferSelect;
type PurchaseRow = typeof packagePurchases.$inferSelect;
type PaidItemRow = typeof paidItems.$inferSelect;
export type { CurrencyRow, PackageRow, PaidItemRow, PurchaseRow };
export type RedemptionRow = typeof couponRedemptions.$inferSelect;

const CURRENCY_FIELDS = ['id', 'currency_short_form', 'status', 'added_date', 'currency_symbol'] as const;

export function presentPackage(p: PackageRow, currency: CurrencyRow | undefined, now: Date, t: Translate): Wire {
  return {
    id: p.id,
    package_id: p.id,
    title: p.title,
    price: wireMoney(p.priceMinor, p.currency),
    price_minor: String(p.priceMinor),
    currency_code: p.currency,
    currency_id: str(p.currencyId),
    currency: currency
      ? { id: currency.id, currency_short_form: currency.currencyShortForm, status: String(currency.status), added_date: wireDate(currency.addedDate), currency_symbol: currency.currencySymbol }
      : emptyObject(CURRENCY_FIELDS),
    post_count: String(p.postCount),
    package_days: String(p.packageDays),
    status: String(p.status),
    in_app_purchase_prd_id: p.inAppPurchasePrdId,
    added_date: wireDate(p.addedDate),
    added_date_str: relativeTime(p.addedDate, now, t),
  };
}

/** A payment as its buyer (or staff) sees it; the checkout only while it waits for the buyer. */
export function presentPayment(p: PaymentRow, couponCode: string, now: Date, t: Translate): Wire {
  const open = p.status === 'created';
  return {
    id: p.id,
    user_id: str(p.userId),
    kind: p.kind,
    subject_id: p.subjectId,
    description: p.description,
    amount: wireMoney(p.amountMinor, p.currency),
    discount: wireMoney(p.discountMinor, p.currency),
    total: wireMoney(p.totalMinor, p.currency),
    amount_minor: String(p.amountMinor),
    discount_minor: String(p.discountMinor),
    total_minor: String(p.totalMinor),
    refunded: wireMoney(p.refundedMinor, p.currency),
    currency: p.currency,
    coupon_code: couponCode,
    provider: p.provider,
    provider_ref: p.providerRef,
    status: p.status,
    failure_reason: p.failureReason,
    card_last4: p.cardLast4,
    card_brand: p.cardBrand,
    redirect_url: open ? (p.checkout.redirectUrl ?? '') : '',
    client_secret: open ? (p.checkout.clientSecret ?? '') : '',
    public_key: open ? (p.checkout.publicKey ?? '') : '',
    decision_note: p.decisionNote,
    succeeded_at: wireDate(p.succeededAt),
    added_date: wireDate(p.addedDate),
    added_date_str: relativeTime(p.addedDate, now, t),
  };
}

/** The wire's `paid_status` of a promotion at `now`. */
export function paidStatusOf(p: PaidItemRow, now: Date): string {
  if (p.status === 'rejected') return 'Reject';
  if (p.status === 'pending') return 'Waiting For Approval';
  if (p.status !== 'approved') return 'not_available';
  if (now < p.startDate) return 'Not yet start';
  return now < p.endDate ? 'Progress' : 'Finished';
}

export function presentPaidItem(p: PaidItemRow, payment: Wire | null, item: Wire | null, now: Date, t: Translate): Wire {
  return {
    id: p.id,
    item_id: p.itemId,
    user_id: p.userId,
    start_date: wireDate(p.startDate),
    end_date: wireDate(p.endDate),
    how_many_day: String(p.howManyDay),
    amount: wireMoney(p.amountMinor, p.currency),
    currency_code: p.currency,
    payment_method: p.paymentMethod,
    payment_id: str(p.paymentId),
    paid_status: paidStatusOf(p, now),
    status: p.status,
    added_date: wireDate(p.addedDate),
    added_date_str: relativeTime(p.addedDate, now, t),
    payment: payment ?? emptyWireOf(wirePayment),
    item: item ?? emptyWireOf(wireItem),
  };
}

export function presentPurchase(p: PurchaseRow, user: Wire | null, pkg: Wire | null, now: Date, t: Translate): Wire {
  return {
    id: p.id,
    user_id: p.userId,
    package_id: p.packageId,
    payment_id: str(p.paymentId),
    payment_method: p.paymentMethod,
    price: wireMoney(p.priceMinor, p.currency),
    currency_code: p.currency,
    post_count: String(p.postCount),
    razor_id: p.razorId,
    isPaystack: flag(p.isPaystack),
    status: p.status,
    added_date: wireDate(p.addedDate),
    added_date_str: relativeTime(p.addedDate, now, t),
    user: user ?? emptyWireOf(wireUserBrief),
    package: pkg ?? emptyWireOf(wirePackage),
  };
}
