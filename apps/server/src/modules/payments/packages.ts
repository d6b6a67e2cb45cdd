/**
 * Post packages (issue 13 item 1): a package adds `post_count` to the buyer's remaining posts once its payment
 * succeeds, and takes them back when it is refunded (never below zero: posts already spent stay spent, and the
 * ledger says so). The purchase row (`package_purchases`, the spec's Package purchase) is written with the payment
 * and follows it.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { currencies, packagePurchases, packages, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { ID_PREFIX, isIdShape, newId } from '../../lib/ids.ts';
import type { Translate } from '../../lib/messages.ts';
import type { Wire } from '../../lib/wire.ts';
import { presentAuthor } from '../reviews/index.ts';
import { findUserById } from '../users/index.ts';
import { registerPaymentKind, type PaymentKindHandler, type Quote } from './kinds.ts';
import { presentPackage, presentPurchase, type PackageRow } from './payments.presenter.ts';

async function activePackage(db: DbOrTx, id: string): Promise<PackageRow> {
  if (!isIdShape(id)) throw notFound('money.package_unknown');
  const [p] = await db.select().from(packages).where(and(eq(packages.id, id), eq(packages.status, 1))).limit(1);
  if (!p) throw notFound('money.package_unknown');
  return p;
}

/** The price of a package on sale (404 money.package_unknown otherwise). */
export async function packageQuote(db: DbOrTx, packageId: string): Promise<Quote> {
  const p = await activePackage(db, packageId);
  return { amountMinor: p.priceMinor, currency: p.currency, description: p.title, couponScope: 'package' };
}

const packageKind: PaymentKindHandler = {
  quote: (_deps, tx, packageId) => packageQuote(tx, packageId),
  async created(_deps, tx, payment) {
    const [p] = await tx.select().from(packages).where(eq(packages.id, payment.subjectId));
    await tx.insert(packagePurchases).values({
      id: newId(ID_PREFIX.purchase),
      userId: payment.userId!,
      packageId: payment.subjectId,
      paymentId: payment.id,
      paymentMethod: payment.provider === 'razorpay' ? 'razor' : payment.provider,
      priceMinor: payment.totalMinor,
      currency: payment.currency,
      postCount: p!.postCount,
      isPaystack: payment.provider === 'paystack',
      razorId: payment.provider === 'razorpay' ? payment.providerRef : '',
      providerRef: payment.providerRef,
      status: 'pending',
      addedDate: payment.addedDate,
    });
  },
  async grant(_deps, tx, payment) {
    const [purchase] = await tx
      .update(packagePurchases)
      .set({ status: 'approved', providerRef: payment.providerRef, updatedDate: sql`now()` })
      .where(eq(packagePurchases.paymentId, payment.id))
      .returning();
    if (!purchase || !payment.userId) return {};
    await tx.update(users).set({ remainingPost: sql`${users.remainingPost} + ${purchase.postCount}` }).where(eq(users.id, payment.userId));
    return { postsDelta: purchase.postCount };
  },
  async reverse(_deps, tx, payment) {
    const [purchase] = await tx.update(packagePurchases).set({ status: 'refunded', updatedDate: sql`now()` }).where(eq(packagePurchases.paymentId, payment.id)).returning();
    if (!purchase || !payment.userId) return {};
    const [before] = await tx.select({ n: users.remainingPost }).from(users).where(eq(users.id, payment.userId)).for('update');
    if (!before) return {};
    const taken = Math.min(before.n, purchase.postCount);
    await tx.update(users).set({ remainingPost: before.n - taken }).where(eq(users.id, payment.userId));
    return { postsDelta: -taken, note: taken < purchase.postCount ? `${purchase.postCount - taken} of ${purchase.postCount} posts were already used` : '' };
  },
  async release(_deps, tx, payment) {
    await tx
      .update(packagePurchases)
      .set({ status: payment.status === 'rejected' ? 'rejected' : 'failed', updatedDate: sql`now()` })
      .where(eq(packagePurchases.paymentId, payment.id));
  },
};

registerPaymentKind('package', packageKind);

/** packages/get: the packages on sale, in the admin's order. */
export async function listPackages(deps: Deps, t: Translate): Promise<Wire[]> {
  const rows = await deps.db.select().from(packages).where(eq(packages.status, 1)).orderBy(asc(packages.ordering), asc(packages.priceMinor), asc(packages.id));
  return presentPackages(deps.db, rows, deps.clock.now(), t);
}

export async function presentPackages(db: DbOrTx, rows: PackageRow[], now: Date, t: Translate): Promise<Wire[]> {
  const ids = [...new Set(rows.map((r) => r.currencyId).filter((c): c is string => !!c))];
  const cur = ids.length ? await db.select().from(currencies).where(inArray(currencies.id, ids)) : [];
  const byId = new Map(cur.map((c) => [c.id, c]));
  return rows.map((r) => presentPackage(r, r.currencyId ? byId.get(r.currencyId) : undefined, now, t));
}

/** buy_ad_post_transaction/search: the user's package purchases, newest first. */
export async function purchaseHistory(deps: Deps, userId: string, limit: number, offset: number, t: Translate): Promise<Wire[]> {
  const rows = await deps.db
    .select()
    .from(packagePurchases)
    .where(eq(packagePurchases.userId, userId))
    .orderBy(desc(packagePurchases.addedDate), desc(packagePurchases.id))
    .limit(limit)
    .offset(offset);
  if (rows.length === 0) return [];
  const now = deps.clock.now();
  const pkgRows = await deps.db.select().from(packages).where(inArray(packages.id, [...new Set(rows.map((r) => r.packageId))]));
  const pkgs = new Map((await presentPackages(deps.db, pkgRows, now, t)).map((w) => [w.id as string, w]));
  const user = await findUserById(deps.db, userId);
  const brief = user ? presentAuthor(user) : null;
  return rows.map((r) => presentPurchase(r, brief, pkgs.get(r.packageId) ?? null, now, t));
}

