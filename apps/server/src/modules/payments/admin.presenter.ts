/**
 * Rows of the admin's side of money → the contract's wire shapes. Amounts are shown twice: decimal text in the
 * currency's unit (wireMoney, by digits) and the minor units themselves, so a client never converts floats.
 */
import { wireMoney, type WireOf, type WireOrEmpty, type wireAdminPayment, type wireCoupon, type wirePackage, type wirePayment, type wireUserBrief } from '@wheeldeal/contract';
import { emptyObject, str, wireDate } from '../../lib/wire.ts';
import { presentCurrency } from '../catalog/index.ts';
import { presentAuthor } from '../reviews/index.ts';
import type { AdminPaymentRow, CouponRow, CurrencyRow, PackageRow } from './admin.repository.ts';
import type { PaymentRow } from './kinds.ts';

export function presentPackage(p: PackageRow, currency: CurrencyRow | undefined): WireOf<typeof wirePackage> {
  return {
    id: p.id,
    package_id: p.id,
    title: p.title,
    price: wireMoney(p.priceMinor, p.currency),
    price_minor: String(p.priceMinor),
    currency_code: p.currency,
    currency_id: str(p.currencyId),
    currency: presentCurrency(currency),
    post_count: String(p.postCount),
    package_days: String(p.packageDays),
    status: String(p.status),
    in_app_purchase_prd_id: p.inAppPurchasePrdId,
    added_date: wireDate(p.addedDate),
    added_date_str: wireDate(p.addedDate),
  };
}

export function presentCoupon(c: CouponRow, uses: number): WireOf<typeof wireCoupon> {
  return {
    id: c.id,
    code: c.code,
    kind: c.kind as 'percent' | 'fixed',
    percent: String(c.percent),
    amount: c.kind === 'fixed' && c.currency ? wireMoney(c.amountMinor, c.currency) : '',
    currency: c.currency,
    applies_to: c.appliesTo as 'all' | 'package' | 'promotion',
    starts_at: wireDate(c.startsAt),
    ends_at: wireDate(c.endsAt),
    max_uses: String(c.maxUses),
    max_uses_per_user: String(c.maxUsesPerUser),
    used_count: String(uses),
    status: String(c.status),
    added_date: wireDate(c.addedDate),
  };
}

/**
 * An order as the admin sees it. What only the buyer's browser needs to pay (redirect URL, client secret, public
 * key) is left out: the admin never pays, and a client secret is the buyer's to hold.
 */
function presentAdminOrder(p: PaymentRow): WireOf<typeof wirePayment> {
  const m = (minor: number) => wireMoney(minor, p.currency);
  return {
    id: p.id,
    user_id: str(p.userId),
    kind: p.kind as 'package' | 'promotion' | 'bid_fee',
    subject_id: p.subjectId,
    description: p.description,
    amount: m(p.amountMinor),
    discount: m(p.discountMinor),
    total: m(p.totalMinor),
    amount_minor: String(p.amountMinor),
    discount_minor: String(p.discountMinor),
    total_minor: String(p.totalMinor),
    refunded: m(p.refundedMinor),
    currency: p.currency,
    coupon_code: '',
    provider: p.provider,
    provider_ref: p.providerRef,
    status: p.status as WireOf<typeof wirePayment>['status'],
    failure_reason: p.failureReason,
    card_last4: p.cardLast4,
    card_brand: p.cardBrand,
    redirect_url: '',
    client_secret: '',
    public_key: '',
    decision_note: p.decisionNote,
    succeeded_at: wireDate(p.succeededAt),
    added_date: wireDate(p.addedDate),
    added_date_str: wireDate(p.addedDate),
  };
}

const USER_BRIEF_FIELDS = ['user_id', 'user_name', 'user_profile_photo', 'is_verify_blue_mark', 'overall_rating', 'rating_count'] as const;

/** The order with its coupon's code (as the coupon is named now). */
export const presentAdminOrderOf = (r: AdminPaymentRow): WireOf<typeof wirePayment> => ({ ...presentAdminOrder(r.payment), coupon_code: r.couponCode });

export function presentAdminPayment(r: AdminPaymentRow): WireOf<typeof wireAdminPayment> {
  const user: WireOrEmpty<typeof wireUserBrief> = r.buyer ? presentAuthor(r.buyer) : (emptyObject(USER_BRIEF_FIELDS) as WireOrEmpty<typeof wireUserBrief>);
  return { payment: presentAdminOrderOf(r), user, user_email: r.email };
}
