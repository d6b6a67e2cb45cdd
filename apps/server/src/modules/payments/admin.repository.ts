/**
 * SQL of the admin's side of money: packages and coupons as configuration, the payments list with its buyer, and
 * revenue read from the ledger (the one record of money that moved, refunds included, on the day it moved).
 */
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { couponRedemptions, coupons, currencies, ledgerEntries, packagePurchases, packages, payments, users } from '../../db/schema.ts';
import type { Page } from '../../http/paging.ts';
import type { AuthorRow } from '../reviews/index.ts';

export type PackageRow = typeof packages.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type CurrencyRow = typeof currencies.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

// ------------------------------------------------------------------------------------------ packages

export const listPackages = (db: DbOrTx): Promise<PackageRow[]> =>
  db.select().from(packages).orderBy(asc(packages.ordering), asc(packages.title), asc(packages.id));

export async function findPackage(db: DbOrTx, id: string): Promise<PackageRow | undefined> {
  const [p] = await db.select().from(packages).where(eq(packages.id, id)).limit(1);
  return p;
}

/** The currency rows of the catalogue by short form (a package shows its currency as the catalogue has it). */
export async function currenciesByCode(db: DbOrTx, codes: string[]): Promise<Map<string, CurrencyRow>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select()
    .from(currencies)
    .where(inArray(currencies.currencyShortForm, [...new Set(codes)]));
  return new Map(rows.map((c) => [c.currencyShortForm, c]));
}

export async function insertPackage(db: DbOrTx, values: typeof packages.$inferInsert): Promise<PackageRow> {
  const [row] = await db.insert(packages).values(values).returning();
  return row!;
}

export async function updatePackage(db: DbOrTx, id: string, values: Partial<typeof packages.$inferInsert>): Promise<PackageRow | undefined> {
  const [row] = await db.update(packages).set(values).where(eq(packages.id, id)).returning();
  return row;
}

/** Whether anyone ever started buying the package: its purchases and payments keep pointing at it. */
export async function packageWasBought(db: DbOrTx, id: string): Promise<boolean> {
  const [r] = await db
    .execute<{ n: number }>(
      sql`
    select (exists (select 1 from ${packagePurchases} where ${packagePurchases.packageId} = ${id})
         or exists (select 1 from ${payments} where ${payments.kind} = 'package' and ${payments.subjectId} = ${id}))::int as n`,
    )
    .then((x) => x.rows);
  return Number(r!.n) === 1;
}

export async function deletePackage(db: DbOrTx, id: string): Promise<void> {
  await db.delete(packages).where(eq(packages.id, id));
}

// ------------------------------------------------------------------------------------------ coupons

/** Coupons, newest first, each with its uses that count against the caps (reserved and used). */
export async function listCoupons(db: DbOrTx): Promise<{ coupon: CouponRow; uses: number }[]> {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.addedDate), desc(coupons.id));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ couponId: couponRedemptions.couponId, n: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(
      and(
        inArray(
          couponRedemptions.couponId,
          rows.map((c) => c.id),
        ),
        inArray(couponRedemptions.status, ['reserved', 'used']),
      ),
    )
    .groupBy(couponRedemptions.couponId);
  const uses = new Map(counts.map((c) => [c.couponId, c.n]));
  return rows.map((coupon) => ({ coupon, uses: uses.get(coupon.id) ?? 0 }));
}

export async function findCoupon(db: DbOrTx, id: string): Promise<CouponRow | undefined> {
  const [c] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return c;
}

export async function couponUses(db: DbOrTx, id: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, id), inArray(couponRedemptions.status, ['reserved', 'used'])));
  return r!.n;
}

/** Whether any payment ever carried the coupon (even one that was released): its history must stay readable. */
export async function couponWasUsed(db: DbOrTx, id: string): Promise<boolean> {
  const [r] = await db
    .execute<{ n: number }>(
      sql`
    select (exists (select 1 from ${couponRedemptions} where ${couponRedemptions.couponId} = ${id})
         or exists (select 1 from ${payments} where ${payments.couponId} = ${id}))::int as n`,
    )
    .then((x) => x.rows);
  return Number(r!.n) === 1;
}

export async function insertCoupon(db: DbOrTx, values: typeof coupons.$inferInsert): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning();
  return row!;
}

export async function updateCoupon(db: DbOrTx, id: string, values: Partial<typeof coupons.$inferInsert>): Promise<CouponRow | undefined> {
  const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  return row;
}

export async function deleteCoupon(db: DbOrTx, id: string): Promise<void> {
  await db.delete(coupons).where(eq(coupons.id, id));
}

// ------------------------------------------------------------------------------------------ payments

export interface PaymentFilter {
  /** One payment by its id (the answer of a decision). */
  id?: string;
  status: string;
  provider: string;
  kind: string;
  q: string;
  /** Inclusive start and exclusive end (UTC instants), or null. */
  from: Date | null;
  until: Date | null;
}

export interface AdminPaymentRow {
  payment: PaymentRow;
  buyer: AuthorRow | null;
  email: string;
  couponCode: string;
}

/** Payments matching the filter, newest first, with the buyer (null once the account is gone). */
export async function listPayments(db: DbOrTx, f: PaymentFilter, page: Page): Promise<AdminPaymentRow[]> {
  const where: (SQL | undefined)[] = [
    f.id ? eq(payments.id, f.id) : undefined,
    f.status ? eq(payments.status, f.status) : undefined,
    f.provider ? eq(payments.provider, f.provider) : undefined,
    f.kind ? eq(payments.kind, f.kind) : undefined,
    f.from ? gte(payments.addedDate, f.from) : undefined,
    f.until ? lt(payments.addedDate, f.until) : undefined,
  ];
  if (f.q) {
    const like = containsPattern(f.q);
    where.push(or(eq(payments.id, f.q), eq(payments.providerRef, f.q), eq(payments.userId, f.q), ilike(users.userName, like), ilike(users.userEmail, like)));
  }
  const rows = await db
    .select({
      payment: payments,
      buyerId: users.id,
      userName: users.userName,
      userProfilePhoto: users.userProfilePhoto,
      isVerifyBlueMark: users.isVerifyBlueMark,
      overallRating: users.overallRating,
      ratingCount: users.ratingCount,
      email: users.userEmail,
      couponCode: coupons.code,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(coupons, eq(coupons.id, payments.couponId))
    .where(and(...where))
    .orderBy(desc(payments.addedDate), desc(payments.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({
    payment: r.payment,
    buyer: r.buyerId
      ? {
          id: r.buyerId,
          userName: r.userName!,
          userProfilePhoto: r.userProfilePhoto!,
          isVerifyBlueMark: r.isVerifyBlueMark!,
          overallRating: r.overallRating!,
          ratingCount: r.ratingCount!,
        }
      : null,
    email: r.email ?? '',
    couponCode: r.couponCode ?? '',
  }));
}

/** One payment as the list shows it. */
export async function adminPayment(db: DbOrTx, id: string): Promise<AdminPaymentRow | undefined> {
  const [row] = await listPayments(db, { id, status: '', provider: '', kind: '', q: '', from: null, until: null }, { limit: 1, offset: 0 });
  return row;
}

// ------------------------------------------------------------------------------------------ revenue

export interface RevenueDayRow {
  day: string;
  kind: string;
  net: number;
}

export interface RevenueProductRow {
  kind: string;
  subjectId: string;
  title: string;
  charges: number;
  net: number;
}

/**
 * Ledger movements in one currency between two instants, net (charges minus refunds) per UTC day and kind.
 * A refund counts on the day it was made, so a day's figure never changes after the day is over.
 */
export async function revenueByDay(db: DbOrTx, currency: string, from: Date, until: Date): Promise<RevenueDayRow[]> {
  const day = sql<string>`to_char(${ledgerEntries.addedDate} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, kind: payments.kind, net: sql<string>`sum(${ledgerEntries.amountMinor})` })
    .from(ledgerEntries)
    .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .where(and(eq(ledgerEntries.currency, currency), gte(ledgerEntries.addedDate, from), lt(ledgerEntries.addedDate, until)))
    .groupBy(day, payments.kind);
  return rows.map((r) => ({ day: r.day, kind: r.kind, net: Number(r.net) }));
}

/** The currencies money moved in between two instants, most movements first. */
export async function revenueCurrencies(db: DbOrTx, from: Date, until: Date): Promise<string[]> {
  const rows = await db
    .select({ currency: ledgerEntries.currency })
    .from(ledgerEntries)
    .where(and(gte(ledgerEntries.addedDate, from), lt(ledgerEntries.addedDate, until)))
    .groupBy(ledgerEntries.currency)
    .orderBy(desc(sql`count(*)`), asc(ledgerEntries.currency));
  return rows.map((r) => r.currency);
}

/**
 * The same movements per product: each package on its own (its title as it is now, else the order's description);
 * promotions and bid fees each as one product (their subjects are single promotions and bidder requests).
 */
export async function revenueByProduct(db: DbOrTx, currency: string, from: Date, until: Date): Promise<RevenueProductRow[]> {
  const subject = sql<string>`case when ${payments.kind} = 'package' then ${payments.subjectId} else '' end`;
  const rows = await db
    .select({
      kind: payments.kind,
      subjectId: subject,
      title: sql<string>`coalesce(max(${packages.title}), max(${payments.description}), '')`,
      charges: sql<number>`(count(*) filter (where ${ledgerEntries.entry} = 'charge'))::int`,
      net: sql<string>`sum(${ledgerEntries.amountMinor})`,
    })
    .from(ledgerEntries)
    .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .leftJoin(packages, and(eq(payments.kind, 'package'), eq(packages.id, payments.subjectId)))
    .where(and(eq(ledgerEntries.currency, currency), gte(ledgerEntries.addedDate, from), lt(ledgerEntries.addedDate, until)))
    .groupBy(payments.kind, subject)
    .orderBy(desc(sql`sum(${ledgerEntries.amountMinor})`), asc(payments.kind), asc(subject));
  return rows.map((r) => ({ kind: r.kind, subjectId: r.subjectId, title: r.title, charges: r.charges, net: Number(r.net) }));
}
