/**
 * The admin's side of money (issue 13 item 7, decision 015): packages and coupons are configuration; what was
 * bought with them stays readable, so a package or coupon that was ever used is switched off instead of deleted.
 * Offline decisions and refunds go through the payments core (`decideOffline`, `refundPayment`), which applies
 * them exactly once; this module adds the admin's checks, the audit log and the lists.
 */
import {
  isCurrencyCode,
  MONEY_LIMITS,
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
  toMinor,
  type adminCouponSaveBody,
  type adminPackageSaveBody,
  type adminPaymentsBody,
} from '@wheeldeal/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { ID_PREFIX, isIdShape, newId } from '../../lib/ids.ts';
import { pageOf } from '../../http/paging.ts';
import { audit } from '../audit/index.ts';
import { getSettings } from '../settings/index.ts';
import { normaliseCode } from './coupons.ts';
import { decideOffline, refundPayment } from './payments.service.ts';
import * as repo from './admin.repository.ts';

const DAY_MS = 86_400_000;
/** The longest revenue window one call reads (a year and a day: a leap year fits). */
const REVENUE_MAX_DAYS = 366;
const REVENUE_DEFAULT_DAYS = 30;

// ------------------------------------------------------------------------------------------ dates

/** "YYYY-MM-DD" → that day's 00:00 UTC; "" → null; anything else, or a day that does not exist, 400. */
export function parseDay(text: string, field: string): Date | null {
  if (text === '') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!d || d.getUTCMonth() !== Number(m![2]) - 1 || d.getUTCDate() !== Number(m![3])) throw badRequest('money_admin.date_invalid', { field });
  return d;
}

const dayText = (d: Date) => d.toISOString().slice(0, 10);
const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

// ------------------------------------------------------------------------------------------ packages

async function packagesWithCurrency(db: DbOrTx, rows: repo.PackageRow[]) {
  const byCode = await repo.currenciesByCode(
    db,
    rows.map((p) => p.currency),
  );
  return rows.map((p) => ({ pkg: p, currency: byCode.get(p.currency) }));
}

export const listPackages = async (deps: Deps) => packagesWithCurrency(deps.db, await repo.listPackages(deps.db));

/**
 * Creates (no id) or updates a package. The price is read by its digits in the package's currency: a price with
 * more decimals than the currency has (12.345 USD, 10.5 JPY), zero, or past the cap is refused, since a package
 * that costs nothing would hand out posts to anyone who asks.
 */
export async function savePackage(deps: Deps, adminId: string, body: z.output<typeof adminPackageSaveBody>) {
  if (!isCurrencyCode(body.currency)) throw badRequest('money_admin.currency_invalid');
  const priceMinor = toMinor(body.price, body.currency);
  if (priceMinor === null || priceMinor <= 0) throw badRequest('money_admin.price_invalid', { currency: body.currency });
  const postCount = Number(body.post_count);
  if (postCount < 1) throw badRequest('money_admin.post_count_invalid');
  const now = deps.clock.now();
  const [currency] = (await repo.currenciesByCode(deps.db, [body.currency])).values();
  const values = {
    title: body.title,
    priceMinor,
    currency: body.currency,
    currencyId: currency?.id ?? null,
    postCount,
    packageDays: Number(body.package_days || '0'),
    status: Number(body.status),
    ordering: Number(body.ordering || '0'),
  };
  const saved = await deps.db.transaction(async (tx) => {
    const row = body.id
      ? await repo.updatePackage(tx, body.id, { ...values, updatedDate: now })
      : await repo.insertPackage(tx, { ...values, id: newId(ID_PREFIX.package), addedDate: now, updatedDate: now });
    if (!row) throw notFound('money_admin.package_not_found');
    await audit(
      tx,
      {
        actorUserId: adminId,
        action: body.id ? 'package_update' : 'package_create',
        targetType: 'package',
        targetId: row.id,
        detail: { ...body, price_minor: priceMinor },
      },
      now,
    );
    return row;
  });
  return { pkg: saved, currency };
}

/** Deletes a package nobody bought; one that was bought is set inactive (its purchases keep naming it). */
export async function removePackage(deps: Deps, adminId: string, id: string): Promise<'deleted' | 'deactivated'> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const p = await repo.findPackage(tx, id);
    if (!p) throw notFound('money_admin.package_not_found');
    const bought = await repo.packageWasBought(tx, id);
    if (bought) await repo.updatePackage(tx, id, { status: 0, updatedDate: now });
    else await repo.deletePackage(tx, id);
    await audit(
      tx,
      { actorUserId: adminId, action: bought ? 'package_deactivate' : 'package_delete', targetType: 'package', targetId: id, detail: { title: p.title } },
      now,
    );
    return bought ? 'deactivated' : 'deleted';
  });
}

// ------------------------------------------------------------------------------------------ coupons

export const listCoupons = (deps: Deps) => repo.listCoupons(deps.db);

/** The coupon's values from the form, or the refusal: percent 1–100, a fixed amount > 0 in a currency, a window
 * whose last day is not before its first. `ends_at` is the last valid day: the coupon ends at the next midnight. */
function couponValues(body: z.output<typeof adminCouponSaveBody>) {
  const startsAt = parseDay(body.starts_at, 'starts_at');
  const lastDay = parseDay(body.ends_at, 'ends_at');
  const endsAt = lastDay ? new Date(lastDay.getTime() + DAY_MS) : null;
  if (startsAt && endsAt && startsAt >= endsAt) throw badRequest('money_admin.coupon_window_invalid');
  let percent = 0;
  let amountMinor = 0;
  let currency = '';
  if (body.kind === 'percent') {
    percent = Number(body.percent || '0');
    if (percent < 1 || percent > 100) throw badRequest('money_admin.coupon_percent_invalid');
  } else {
    if (!isCurrencyCode(body.currency)) throw badRequest('money_admin.coupon_currency_required');
    const minor = body.amount === '' ? null : toMinor(body.amount, body.currency);
    if (minor === null || minor <= 0) throw badRequest('money_admin.price_invalid', { currency: body.currency });
    amountMinor = minor;
    currency = body.currency;
  }
  return {
    code: normaliseCode(body.code),
    kind: body.kind,
    percent,
    amountMinor,
    currency,
    appliesTo: body.applies_to,
    startsAt,
    endsAt,
    maxUses: Number(body.max_uses || '0'),
    maxUsesPerUser: Number(body.max_uses_per_user || '0'),
    status: Number(body.status),
  };
}

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';

/** Creates (no id) or updates a coupon; codes are unique whatever their case (409 on a duplicate). */
export async function saveCoupon(deps: Deps, adminId: string, body: z.output<typeof adminCouponSaveBody>) {
  const values = couponValues(body);
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const row = body.id
        ? await repo.updateCoupon(tx, body.id, { ...values, updatedDate: now })
        : await repo.insertCoupon(tx, { ...values, id: newId(ID_PREFIX.coupon), addedDate: now, updatedDate: now });
      if (!row) throw notFound('money_admin.coupon_not_found');
      await audit(
        tx,
        {
          actorUserId: adminId,
          action: body.id ? 'coupon_update' : 'coupon_create',
          targetType: 'coupon',
          targetId: row.id,
          detail: { ...body, code: values.code },
        },
        now,
      );
      return { coupon: row, uses: await repo.couponUses(tx, row.id) };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('money_admin.coupon_code_taken', { code: values.code });
    throw err;
  }
}

/** Deletes a coupon no payment ever carried; one that was used (or held) is deactivated, keeping its history. */
export async function removeCoupon(deps: Deps, adminId: string, id: string): Promise<'deleted' | 'deactivated'> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const c = await repo.findCoupon(tx, id);
    if (!c) throw notFound('money_admin.coupon_not_found');
    const used = await repo.couponWasUsed(tx, id);
    if (used) await repo.updateCoupon(tx, id, { status: 0, updatedDate: now });
    else await repo.deleteCoupon(tx, id);
    await audit(
      tx,
      { actorUserId: adminId, action: used ? 'coupon_deactivate' : 'coupon_delete', targetType: 'coupon', targetId: id, detail: { code: c.code } },
      now,
    );
    return used ? 'deactivated' : 'deleted';
  });
}

// ------------------------------------------------------------------------------------------ payments

const oneOf = (value: string, allowed: readonly string[], field: string) => {
  if (value !== '' && !allowed.includes(value)) throw badRequest('validation.invalid', { field });
  return value;
};

const PROVIDERS_LISTED = ['sandbox', 'offline', 'stripe', 'paypal', 'razorpay', 'paystack', 'free'] as const;

/** The transactions list: each filter optional; dates are whole UTC days, `to` included. */
export async function listPayments(deps: Deps, body: z.output<typeof adminPaymentsBody>) {
  const from = parseDay(body.from, 'from');
  const to = parseDay(body.to, 'to');
  if (from && to && from > to) throw badRequest('money_admin.date_range_invalid');
  const filter: repo.PaymentFilter = {
    status: oneOf(body.status, PAYMENT_STATUSES, 'status'),
    provider: oneOf(body.provider, PROVIDERS_LISTED, 'provider'),
    kind: oneOf(body.kind, PAYMENT_KINDS, 'kind'),
    q: body.q,
    from,
    until: to ? new Date(to.getTime() + DAY_MS) : null,
  };
  return repo.listPayments(deps.db, filter, pageOf({ limit: body.limit, offset: body.offset }, MONEY_LIMITS.pageSize));
}

async function answerOf(deps: Deps, id: string): Promise<repo.AdminPaymentRow> {
  const row = await repo.adminPayment(deps.db, id);
  if (!row) throw notFound('money.payment_not_found');
  return row;
}

/**
 * An offline payment approved (the transfer arrived: the purchase is granted) or rejected (nothing granted; a
 * coupon it held is released). The core applies the decision once; a second decision of the same payment is 400.
 * The core writes the audit row in the decision's own transaction.
 */
export async function decide(deps: Deps, adminId: string, id: string, decision: 'approve' | 'reject', note: string): Promise<repo.AdminPaymentRow> {
  if (!isIdShape(id)) throw notFound('money.payment_not_found');
  await decideOffline(deps, adminId, id, decision, note);
  return answerOf(deps, id);
}

/**
 * Refunds `amount` (decimal text in the payment's currency) of a succeeded payment, or all that is left when it
 * is empty. The amount is read by its digits in the payment's currency; more than is left is refused by the core.
 */
export async function refund(deps: Deps, adminId: string, id: string, amount: string, note: string): Promise<repo.AdminPaymentRow> {
  const before = isIdShape(id) ? (await repo.adminPayment(deps.db, id))?.payment : undefined;
  if (!before) throw notFound('money.payment_not_found');
  let amountMinor: number | null = null;
  if (amount !== '') {
    amountMinor = toMinor(amount, before.currency);
    if (amountMinor === null || amountMinor <= 0) throw badRequest('money_admin.refund_amount_invalid', { currency: before.currency });
  }
  // The core refunds under the payment's row lock and audits in the same transaction.
  await refundPayment(deps, adminId, id, amountMinor, note);
  return answerOf(deps, id);
}

// ------------------------------------------------------------------------------------------ revenue

export interface Revenue {
  currency: string;
  currencies: string[];
  totalMinor: number;
  days: { day: string; package: number; promotion: number; bid_fee: number; total: number }[];
  products: repo.RevenueProductRow[];
}

/**
 * Net revenue (charges minus refunds, from the ledger) in one currency (the site's unless `currencyText` names
 * another) per UTC day and per product between two days inclusive; the last 30 days by default. Amounts in
 * different currencies are never added up (there is no rate to convert by): `currencies` lists every currency
 * money moved in during the range, so each can be read on its own.
 */
export async function revenue(deps: Deps, fromText: string, toText: string, currencyText = ''): Promise<Revenue> {
  const today = startOfDay(deps.clock.now());
  const to = parseDay(toText, 'to') ?? today;
  const from = parseDay(fromText, 'from') ?? new Date(to.getTime() - (REVENUE_DEFAULT_DAYS - 1) * DAY_MS);
  const span = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  if (span < 1) throw badRequest('money_admin.date_range_invalid');
  if (span > REVENUE_MAX_DAYS) throw badRequest('money_admin.date_range_too_long', { days: REVENUE_MAX_DAYS });
  const asked = currencyText.trim().toUpperCase();
  if (asked !== '' && !isCurrencyCode(asked)) throw badRequest('money_admin.currency_invalid');
  const currency = asked || (await getSettings(deps.db, ['payment'])).payment.currency_short_form.toUpperCase();
  const until = new Date(to.getTime() + DAY_MS);
  const [byDay, products, moved] = await Promise.all([
    repo.revenueByDay(deps.db, currency, from, until),
    repo.revenueByProduct(deps.db, currency, from, until),
    repo.revenueCurrencies(deps.db, from, until),
  ]);
  const currencies = [currency, ...moved.filter((c) => c !== currency)];
  const days = Array.from({ length: span }, (_, i) => ({
    day: dayText(new Date(from.getTime() + i * DAY_MS)),
    package: 0,
    promotion: 0,
    bid_fee: 0,
    total: 0,
  }));
  const index = new Map(days.map((d) => [d.day, d]));
  for (const r of byDay) {
    const d = index.get(r.day);
    if (!d || !(r.kind === 'package' || r.kind === 'promotion' || r.kind === 'bid_fee')) continue;
    d[r.kind] += r.net;
    d.total += r.net;
  }
  return { currency, currencies, totalMinor: days.reduce((s, d) => s + d.total, 0), days, products };
}
