/**
 * The buyer-facing services around a payment: starting a package purchase, the original clients' "I paid, here is
 * the proof" call, the sandbox provider's card page, coupon quotes, offline instructions and PayPal's public id.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { toMinor, wireMoney, type couponCheckBody, type PackageBoughtBody, type PaymentStartBody, type sandboxPayBody } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import { coupons, payments } from '../../db/schema.ts';
import { sandboxCard, sandboxExpiryValid } from '../../adapters/payments/sandbox.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { Translate } from '../../lib/messages.ts';
import { wireDate, type Wire } from '../../lib/wire.ts';
import { enqueue } from '../jobs/index.ts';
import { getSettings } from '../settings/index.ts';
import { findUserById } from '../users/index.ts';
import { applyCoupon } from './coupons.ts';
import type { PaymentRow } from './kinds.ts';
import { packageQuote } from './packages.ts';
import { presentPayment } from './payments.presenter.ts';
import { completeReturn, ownPayment, providerName, startPayment } from './payments.service.ts';
import { promotionTerms } from './promotions.ts';
import { enabledProviders } from './providers.ts';

async function emailOf(deps: Deps, userId: string): Promise<string> {
  return (await findUserById(deps.db, userId))?.userEmail ?? '';
}

/** Payments as their wire, with the coupon codes they used read in one query. */
export async function paymentWires(deps: Deps, rows: PaymentRow[], t: Translate): Promise<Wire[]> {
  const ids = [...new Set(rows.map((p) => p.couponId).filter((c): c is string => !!c))];
  const codes = ids.length ? new Map((await deps.db.select({ id: coupons.id, code: coupons.code }).from(coupons).where(inArray(coupons.id, ids))).map((c) => [c.id, c.code])) : new Map<string, string>();
  const now = deps.clock.now();
  return rows.map((p) => presentPayment(p, (p.couponId && codes.get(p.couponId)) || '', now, t));
}

export async function paymentWire(deps: Deps, p: PaymentRow, t: Translate): Promise<Wire> {
  return (await paymentWires(deps, [p], t))[0]!;
}

/** payments/start: a package (or a bid fee, sold by the bidding module) through the chosen provider. */
export async function startCheckout(deps: Deps, userId: string, body: PaymentStartBody, t: Translate): Promise<Wire> {
  const subjectId = body.kind === 'package' ? body.package_id : body.subject_id;
  if (!subjectId) throw badRequest(body.kind === 'package' ? 'money.package_unknown' : 'money.kind_invalid');
  const p = await startPayment(deps, userId, {
    kind: body.kind,
    subjectId,
    provider: providerName(body.provider),
    couponCode: body.coupon_code,
    idempotencyKey: body.idempotency_key,
    customerEmail: await emailOf(deps, userId),
  });
  return paymentWire(deps, p, t);
}

/**
 * packages/is_package_bought: the original clients paid at the provider themselves and send its payment id as the
 * proof (`payment_method_nonce`, or `razor_id`). We store it as the payment's reference (unique: a proof cannot
 * buy twice), ask the provider, and apply its answer like any confirmation. Offline: recorded, pending an admin.
 */
export async function packageBought(deps: Deps, userId: string, body: PackageBoughtBody, t: Translate): Promise<string> {
  const provider = providerName(body.payment_method);
  const pkg = await packageQuote(deps.db, body.package_id);
  const expected = body.price ? toMinor(body.price, pkg.currency) : null;
  if (body.price && expected === null) throw badRequest('money.amount_invalid');
  const proof = provider === 'offline' ? '' : body.payment_method_nonce || body.razor_id;
  if (provider !== 'offline' && !proof) throw badRequest('money.proof_required');
  // The proof is checked with the provider and applied by startPayment (another buyer's proof: money.proof_used).
  const p = await startPayment(deps, userId, {
    kind: 'package',
    subjectId: body.package_id,
    provider,
    couponCode: body.coupon_code,
    idempotencyKey: body.idempotency_key || `legacy:${provider}:${proof || randomUUID()}`,
    customerEmail: await emailOf(deps, userId),
    ...(proof ? { providerRef: proof } : {}),
    ...(expected !== null ? { expectedTotalMinor: expected } : {}),
  });
  if (p.status === 'succeeded') return t('money.package_bought');
  if (p.status === 'pending' || p.status === 'created') return t('money.payment_pending');
  throw new AppError(400, 'money.transaction_failed', { provider: provider[0]!.toUpperCase() + provider.slice(1) });
}

/** sandbox/get: what the sandbox's card page shows. */
export async function sandboxCheckout(deps: Deps, userId: string, paymentId: string): Promise<Wire> {
  const p = await ownPayment(deps, userId, paymentId);
  if (p.provider !== 'sandbox') throw badRequest('money.not_sandbox');
  return {
    payment_id: p.id,
    description: p.description,
    total: wireMoney(p.totalMinor, p.currency),
    currency: p.currency,
    status: p.status,
    return_url: `/payment-return?payment_id=${encodeURIComponent(p.id)}`,
  };
}

/**
 * sandbox/pay: the sandbox decides on a test card (any other number is refused: a demo must never take a real
 * card), records the outcome and its last four digits on the payment, queues its webhook, and answers the
 * payment after applying the outcome as the buyer's return (the webhook then arrives as a duplicate).
 */
export async function sandboxPay(deps: Deps, userId: string, body: z.output<typeof sandboxPayBody>, t: Translate): Promise<Wire> {
  const p = await ownPayment(deps, userId, body.payment_id);
  if (p.provider !== 'sandbox') throw badRequest('money.not_sandbox');
  if (p.status !== 'created') return paymentWire(deps, p, t);
  const card = sandboxCard(body.card_number);
  if (!card) throw badRequest('money.sandbox_card_invalid');
  if (!sandboxExpiryValid(body.expiry, deps.clock.now())) throw badRequest('money.card_expiry_invalid');
  if (!/^\d{3,4}$/.test(body.cvc)) throw badRequest('money.card_cvc_invalid');
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ cardLast4: card.last4, cardBrand: card.brand, failureReason: card.outcome === 'succeeded' ? '' : card.outcome, updatedDate: deps.clock.now() })
      .where(and(eq(payments.id, p.id), eq(payments.status, 'created'), eq(payments.cardLast4, '')))
      .returning({ id: payments.id });
    if (row) await enqueue(tx, 'sandbox-webhook', { payment_id: p.id, ref: p.providerRef });
  });
  return paymentWire(deps, await completeReturn(deps, userId, p.id, {}), t);
}

type CouponCheck = z.output<typeof couponCheckBody>;

/** coupons/check: the price a coupon gives for a package or a promotion of `how_many_day` days, without using it. */
export async function checkCoupon(deps: Deps, userId: string, body: CouponCheck): Promise<Wire> {
  let amountMinor: number;
  let currency: string;
  if (body.kind === 'package') {
    const q = await packageQuote(deps.db, body.package_id);
    amountMinor = q.amountMinor;
    currency = q.currency;
  } else {
    const terms = await promotionTerms(deps.db);
    const days = Number(body.how_many_day);
    if (!terms.days.includes(days)) throw badRequest('money.days_invalid');
    amountMinor = days * terms.dayMinor;
    currency = terms.currency;
  }
  const d = await applyCoupon(deps.db, body.coupon_code, { userId, scope: body.kind, amountMinor, currency, now: deps.clock.now(), lock: false });
  return {
    coupon_code: d.coupon.code,
    kind: d.coupon.kind,
    percent: String(d.coupon.percent),
    amount: wireMoney(amountMinor, currency),
    discount: wireMoney(d.discountMinor, currency),
    total: wireMoney(amountMinor - d.discountMinor, currency),
    currency,
    ends_at: wireDate(d.coupon.endsAt),
  };
}

/** offline_payments/get_offline_payment: the bank-transfer instructions the admin wrote. */
export async function offlineInstructions(deps: Deps, t: Translate): Promise<Wire> {
  const s = (await getSettings(deps.db, ['payment'])).payment;
  const enabled = (await enabledProviders(deps)).has('offline');
  return { title: s.offline_title || t('money.offline_default_title'), description: s.offline_message || t('money.offline_default_message'), status: enabled ? '1' : '0' };
}

/** paypal/get_token: PayPal's public client id for its script (never the secret, never an access token). */
export async function paypalToken(deps: Deps): Promise<Wire> {
  const c = deps.config.payments.paypal;
  const enabled = (await enabledProviders(deps)).has('paypal');
  return { client_id: enabled && c ? c.clientId : '', environment: enabled && c ? c.env : '', enabled: enabled ? '1' : '0' };
}

