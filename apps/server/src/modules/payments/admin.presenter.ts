/**
 * Rows of the admin's side of money → the contract's wire shapes. Packages and payments are shown as the buyer's
 * side shows them (payments.presenter.ts), with one difference: what only the buyer's browser needs to pay
 * (redirect URL, client secret, public key) is left out — the admin never pays, and a client secret is the buyer's.
 */
import { wireMoney, type WireOf, type WireOrEmpty, type wireAdminPayment, type wireCoupon, type wirePayment, type wireUserBrief } from '@wheeldeal/contract';
import type { Translate } from '../../lib/messages.ts';
import { emptyObject, wireDate } from '../../lib/wire.ts';
import { presentAuthor } from '../reviews/index.ts';
import type { AdminPaymentRow, CouponRow } from './admin.repository.ts';
import { presentPayment } from './payments.presenter.ts';

export { presentPackage } from './payments.presenter.ts';

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

/** The order with its coupon's code, without the buyer's checkout. */
export function presentAdminOrder(r: AdminPaymentRow, now: Date, t: Translate): WireOf<typeof wirePayment> {
  const wire = presentPayment(r.payment, r.couponCode, now, t) as WireOf<typeof wirePayment>;
  return { ...wire, redirect_url: '', client_secret: '', public_key: '' };
}

const USER_BRIEF_FIELDS = ['user_id', 'user_name', 'user_profile_photo', 'is_verify_blue_mark', 'overall_rating', 'rating_count'] as const;

export function presentAdminPayment(r: AdminPaymentRow, now: Date, t: Translate): WireOf<typeof wireAdminPayment> {
  const user: WireOrEmpty<typeof wireUserBrief> = r.buyer ? presentAuthor(r.buyer) : (emptyObject(USER_BRIEF_FIELDS) as WireOrEmpty<typeof wireUserBrief>);
  return { payment: presentAdminOrder(r, now, t), user, user_email: r.email };
}
