/**
 * Coupons (decision 015): what a code takes off a price, and holding one for a payment. A payment reserves its
 * coupon in its own transaction with the coupon row locked, so buyers racing for the last use cannot pass the caps
 * together; reserved and used redemptions both count against them, released ones do not.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { percentOf } from '@wheeldeal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';

export type CouponRow = typeof coupons.$inferSelect;

export interface Discounted {
  coupon: CouponRow;
  discountMinor: number;
}

export const normaliseCode = (code: string) => code.trim().toUpperCase();

/**
 * The coupon `code` applied to a price, or the refusal as an AppError: unknown or off (money.coupon_invalid), not
 * yet or no longer valid, for another product or currency, used up overall or by this user. With `lock`, the coupon
 * row is locked until the caller's transaction ends.
 */
export async function applyCoupon(
  db: DbOrTx,
  code: string,
  opts: { userId: string; scope: 'package' | 'promotion' | 'none'; amountMinor: number; currency: string; now: Date; lock: boolean },
): Promise<Discounted> {
  const q = db.select().from(coupons).where(eq(coupons.code, normaliseCode(code))).limit(1);
  const [c] = opts.lock ? await q.for('update') : await q;
  if (!c || c.status !== 1) throw badRequest('money.coupon_invalid');
  if (opts.scope === 'none' || (c.appliesTo !== 'all' && c.appliesTo !== opts.scope)) throw badRequest('money.coupon_not_applicable');
  if ((c.startsAt && opts.now < c.startsAt) || (c.endsAt && opts.now >= c.endsAt)) throw badRequest('money.coupon_expired');
  if (c.kind === 'fixed' && c.currency !== opts.currency) throw badRequest('money.coupon_not_applicable');
  const [uses] = await db
    .select({
      all: sql<number>`count(*)::int`,
      mine: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${opts.userId})::int`,
    })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, c.id), inArray(couponRedemptions.status, ['reserved', 'used'])));
  if (c.maxUses > 0 && uses!.all >= c.maxUses) throw badRequest('money.coupon_used_up');
  if (c.maxUsesPerUser > 0 && uses!.mine >= c.maxUsesPerUser) throw badRequest('money.coupon_used_by_you');
  const off = c.kind === 'percent' ? percentOf(opts.amountMinor, c.percent) : c.amountMinor;
  return { coupon: c, discountMinor: Math.min(off, opts.amountMinor) };
}

export async function reserveCoupon(db: DbOrTx, couponId: string, userId: string, paymentId: string): Promise<void> {
  await db.insert(couponRedemptions).values({ id: newId(ID_PREFIX.couponRedemption), couponId, userId, paymentId, status: 'reserved' });
}

/** The payment's coupon use becomes `status` (used on success; released when it ends without, or is refunded). */
export async function settleCoupon(db: DbOrTx, paymentId: string, status: 'used' | 'released'): Promise<void> {
  await db.update(couponRedemptions).set({ status }).where(eq(couponRedemptions.paymentId, paymentId));
}
