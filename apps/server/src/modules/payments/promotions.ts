/**
 * Promotions (issue 13 item 2): an owner promotes a published listing from a start date for one of the configured
 * numbers of days, at the configured price of a day. The `paid_items` row is written with its payment; once paid it
 * is approved and two jobs of the queue are set for the exact start and end (progress, the item's `is_paid`, the
 * owner's notification). Searches read a running promotion from the dates themselves, so a late job never shows a
 * finished promotion as running. States on the wire (`paid_status`): Waiting For Approval (offline, not yet
 * approved), Not yet start, Progress, Finished, Reject.
 */
import { and, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { MONEY_LIMITS, ownerActionRefusal, toMinor, type PaidItemAddBody } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { items, paidItems, payments } from '../../db/schema.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { ID_PREFIX, isIdShape, newId } from '../../lib/ids.ts';
import type { Translate } from '../../lib/messages.ts';
import type { Wire } from '../../lib/wire.ts';
import { presentItemIds } from '../items/index.ts';
import { enqueue } from '../jobs/index.ts';
import { notifyUser } from '../notifications/index.ts';
import { getSettings } from '../settings/index.ts';
import { registerPaymentKind, type PaymentKindHandler, type PaymentRow } from './kinds.ts';
import { presentPaidItem, presentPayment, type PaidItemRow } from './payments.presenter.ts';
import { cancelInTx, refundLater, startPayment, providerName } from './payments.service.ts';

const DAY_MS = 86_400_000;

/** The numbers of days an owner may choose, and the price of one day in minor units of the default currency. */
export async function promotionTerms(db: DbOrTx): Promise<{ days: number[]; dayMinor: number; currency: string }> {
  const s = await getSettings(db, ['payment', 'frontend_config']);
  const f = s.frontend_config;
  const days = [f.promote_first_choice_day, f.promote_second_choice_day, f.promote_third_choice_day, f.promote_fourth_choice_day]
    .map((d) => Number(d))
    .filter((d) => Number.isInteger(d) && d > 0 && d <= MONEY_LIMITS.promotionDaysMax);
  const currency = (s.payment.currency_short_form || 'USD').toUpperCase();
  const dayMinor = toMinor(String(s.payment.oneday), currency);
  if (dayMinor === null) throw new AppError(500, 'internal_error');
  return { days: [...new Set(days)], dayMinor, currency };
}

/** "YYYY-MM-DD" or "YYYY-MM-DD HH:MM:SS" (UTC) → a Date, or null. A date alone starts at midnight UTC. */
export function parseStart(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0', se = '0'] = m.slice(1) as string[];
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(se)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(mo) - 1 && date.getUTCDate() === Number(d) ? date : null;
}

async function refreshIsPaid(tx: Tx, itemId: string, now: Date): Promise<void> {
  await tx
    .update(items)
    .set({
      isPaid: sql`exists (select 1 from paid_items p where p.item_id = ${itemId} and p.status = 'approved' and p.start_date <= ${now} and p.end_date > ${now})`,
    })
    .where(eq(items.id, itemId));
}

const promotionKind: PaymentKindHandler = {
  async quote() {
    // A promotion is always started through `addPromotion`, which prepares its row and price.
    throw badRequest('money.kind_invalid');
  },
  async created(_deps, tx, payment) {
    await tx
      .update(paidItems)
      .set({ paymentId: payment.id, status: payment.status === 'pending' ? 'pending' : 'unpaid', paymentMethod: payment.provider === 'razorpay' ? 'razor' : payment.provider })
      .where(eq(paidItems.id, payment.subjectId));
  },
  async grant(deps, tx, payment) {
    const [row] = await tx.select().from(paidItems).where(eq(paidItems.id, payment.subjectId)).for('update');
    if (!row) return {};
    const now = deps.clock.now();
    // Paid days are never lost: confirmed after the chosen start (a transfer approved late, a webhook retried for
    // days), the promotion runs from now for the days paid.
    const startDate = row.startDate < now ? now : row.startDate;
    const endDate = new Date(startDate.getTime() + row.howManyDay * DAY_MS);
    // The item's row lock orders the grants of one item's promotions: two paid attempts never both run.
    const [item] = await tx.select({ status: items.status, sold: items.isSoldOut }).from(items).where(eq(items.id, row.itemId)).for('update');
    const [clash] = await tx
      .select({ id: paidItems.id })
      .from(paidItems)
      .where(and(eq(paidItems.itemId, row.itemId), ne(paidItems.id, row.id), eq(paidItems.status, 'approved'), lt(paidItems.startDate, endDate), gt(paidItems.endDate, startDate)))
      .limit(1);
    const refusal = !item || ownerActionRefusal('promote', { status: item.status, isSoldOut: item.sold }) ? 'the listing is no longer on sale' : clash ? 'another promotion of the listing runs then' : '';
    if (refusal) {
      // Money taken for a promotion that can no longer run (an attempt replaced while its payment was still open,
      // then paid after all) goes back whole; the row says why.
      await tx.update(paidItems).set({ status: 'canceled', progress: 'finished', providerRef: payment.providerRef }).where(eq(paidItems.id, row.id));
      await refundLater(tx, payment.id, payment.userId ?? row.userId, `promotion not run: ${refusal}`);
      return { note: `promotion ${row.id} not run (${refusal}): refund queued` };
    }
    await tx.update(paidItems).set({ status: 'approved', providerRef: payment.providerRef, startDate, endDate }).where(eq(paidItems.id, row.id));
    await enqueue(tx, 'promotion-start', { paid_item_id: row.id }, { startAfter: startDate > now ? startDate : 0 });
    await enqueue(tx, 'promotion-end', { paid_item_id: row.id }, { startAfter: endDate });
    return { note: `promotion ${row.id}` };
  },
  async reverse(deps, tx, payment) {
    const [p] = await tx.update(paidItems).set({ status: 'canceled', progress: 'finished' }).where(eq(paidItems.id, payment.subjectId)).returning();
    if (p) await refreshIsPaid(tx, p.itemId, deps.clock.now());
    return { note: `promotion ${payment.subjectId} canceled` };
  },
  async release(_deps, tx, payment) {
    await tx
      .update(paidItems)
      .set({ status: payment.status === 'rejected' ? 'rejected' : 'canceled' })
      .where(and(eq(paidItems.id, payment.subjectId), inArray(paidItems.status, ['unpaid', 'pending'])));
  },
};

registerPaymentKind('promotion', promotionKind);

/**
 * paid_items/add: the owner's promotion of a published, unsold item. Refusals: not the owner (403); not published or
 * sold (400); days not among the choices, amount not the server's (400); a start before today or too far ahead
 * ("Your selected date is invalid."); an earlier promotion not finished ("Your Ad is not yet finish…", 409: our
 * departure from the original's 500, which is for server faults). An unpaid earlier attempt of the owner is
 * superseded (its payment canceled) rather than blocking. A `payment_method_nonce` (the legacy clients' proof of a
 * payment made at the provider) is checked with the provider at once, as packages/is_package_bought does.
 */
export async function addPromotion(deps: Deps, userId: string, email: string, body: PaidItemAddBody, t: Translate): Promise<Wire> {
  const provider = providerName(body.payment_method);
  const terms = await promotionTerms(deps.db);
  const days = Number(body.how_many_day);
  if (!terms.days.includes(days)) throw badRequest('money.days_invalid');
  const start = parseStart(body.start_date);
  const now = deps.clock.now();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (!start || start.getTime() < today || start.getTime() > today + MONEY_LIMITS.promotionStartAheadDays * DAY_MS) throw badRequest('money.date_invalid');
  // A start today runs from now; a later day from its midnight (UTC).
  const startDate = start.getTime() < now.getTime() ? now : start;
  const endDate = new Date(startDate.getTime() + days * DAY_MS);
  const amountMinor = days * terms.dayMinor;
  const expected = body.amount ? toMinor(body.amount, terms.currency) : null;
  if (body.amount && expected === null) throw badRequest('money.amount_invalid');
  if (!isIdShape(body.item_id)) throw badRequest('item.invalid_id');
  const paidItemId = newId(ID_PREFIX.paidItem);
  const payment = await startPayment(deps, userId, {
    kind: 'promotion',
    subjectId: paidItemId,
    provider,
    couponCode: body.coupon_code,
    idempotencyKey: body.idempotency_key || `paid_item:${body.item_id}:${body.start_date}:${days}:${provider}:${now.getTime()}`,
    customerEmail: email,
    ...(body.payment_method_nonce || body.razor_id ? { providerRef: body.payment_method_nonce || body.razor_id } : {}),
    async prepare(tx) {
      // The owner's earlier attempts on this item still waiting for payment are replaced: canceled as a buyer's cancel
      // is (its coupon given back before this attempt reserves it again), in this transaction (a refusal below keeps
      // them), and before the item's row is locked: a confirmation locks the payment, then the promotion, then the
      // item, and so does this. Paid after all, such an attempt's grant finds this one and refunds itself, or runs
      // if this one is never paid.
      const waiting = await tx
        .select({ paymentId: payments.id })
        .from(paidItems)
        .innerJoin(payments, eq(payments.id, paidItems.paymentId))
        .where(and(eq(paidItems.itemId, body.item_id), eq(paidItems.userId, userId), eq(paidItems.status, 'unpaid'), eq(payments.status, 'created')));
      for (const w of waiting) await cancelInTx(deps, tx, w.paymentId, 'superseded');
      const [item] = await tx.select({ id: items.id, owner: items.addedUserId, status: items.status, sold: items.isSoldOut, title: items.title }).from(items).where(eq(items.id, body.item_id)).for('update');
      if (!item) throw badRequest('item.invalid_id');
      if (item.owner !== userId) throw forbidden();
      if (ownerActionRefusal('promote', { status: item.status, isSoldOut: item.sold })) throw badRequest('money.item_not_promotable');
      const open = await tx
        .select({ id: paidItems.id, status: paidItems.status, paymentId: paidItems.paymentId, paymentStatus: payments.status })
        .from(paidItems)
        .leftJoin(payments, eq(payments.id, paidItems.paymentId))
        .where(and(eq(paidItems.itemId, item.id), inArray(paidItems.status, ['unpaid', 'pending', 'approved']), gt(paidItems.endDate, now)));
      if (open.some((o) => !(o.status === 'unpaid' && o.paymentStatus === 'created'))) throw new AppError(409, 'money.promotion_running');
      // One started meanwhile (a second tab, between that read and the item's lock): replaced the same way.
      for (const o of open) await cancelInTx(deps, tx, o.paymentId!, 'superseded');
      await tx.insert(paidItems).values({
        id: paidItemId,
        itemId: item.id,
        userId,
        startDate,
        endDate,
        howManyDay: days,
        amountMinor,
        currency: terms.currency,
        paymentMethod: provider,
        status: 'unpaid',
        addedDate: now,
      });
      return { amountMinor, currency: terms.currency, description: item.title, couponScope: 'promotion' };
    },
    ...(expected !== null ? { expectedTotalMinor: expected } : {}),
  });
  return presentOne(deps, payment.subjectId, userId, t);
}

async function presentRows(deps: Deps, rows: PaidItemRow[], viewerId: string, t: Translate): Promise<Wire[]> {
  if (rows.length === 0) return [];
  const now = deps.clock.now();
  const itemWires = await presentItemIds(deps, [...new Set(rows.map((r) => r.itemId))], viewerId, t);
  const itemsById = new Map(itemWires.map((w) => [w.id as string, w]));
  const payIds = rows.map((r) => r.paymentId).filter((p): p is string => !!p);
  const payRows = payIds.length ? await deps.db.select().from(payments).where(inArray(payments.id, payIds)) : [];
  const paysById = new Map(payRows.map((p: PaymentRow) => [p.id, presentPayment(p, '', now, t)]));
  return rows.map((r) => presentPaidItem(r, r.paymentId ? (paysById.get(r.paymentId) ?? null) : null, itemsById.get(r.itemId) ?? null, now, t));
}

async function presentOne(deps: Deps, paidItemId: string, viewerId: string, t: Translate): Promise<Wire> {
  const [row] = await deps.db.select().from(paidItems).where(eq(paidItems.id, paidItemId));
  if (!row) throw notFound('money.payment_not_found');
  return (await presentRows(deps, [row], viewerId, t))[0]!;
}

/** paid_items/get: the caller's promotions (unpaid attempts left out), newest first, item and payment nested. */
export async function myPromotions(deps: Deps, userId: string, limit: number, offset: number, t: Translate): Promise<Wire[]> {
  const rows = await deps.db
    .select()
    .from(paidItems)
    .where(and(eq(paidItems.userId, userId), inArray(paidItems.status, ['pending', 'approved', 'rejected'])))
    .orderBy(desc(paidItems.addedDate), desc(paidItems.id))
    .limit(limit)
    .offset(offset);
  return presentRows(deps, rows, userId, t);
}

/** The start and end jobs: idempotent (they look at the row), and late or repeated runs change nothing more. */
export async function promotionStarted(deps: Deps, paidItemId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [p] = await tx.select().from(paidItems).where(eq(paidItems.id, paidItemId)).for('update');
    if (!p || p.status !== 'approved' || p.progress !== 'scheduled') return;
    const now = deps.clock.now();
    await tx.update(paidItems).set({ progress: now < p.endDate ? 'running' : 'finished' }).where(eq(paidItems.id, p.id));
    await refreshIsPaid(tx, p.itemId, now);
    await notifyUser(deps, tx, {
      userId: p.userId,
      flag: 'approval',
      eventKey: `promotion:${p.id}:started`,
      itemId: p.itemId,
      titleKey: 'money.noti_promotion_started_title',
      messageKey: 'money.noti_promotion_started_message',
      vars: { days: p.howManyDay },
    });
  });
}

export async function promotionEnded(deps: Deps, paidItemId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [p] = await tx.select().from(paidItems).where(eq(paidItems.id, paidItemId)).for('update');
    if (!p || p.progress === 'finished') return;
    const now = deps.clock.now();
    if (p.status === 'approved' && now < p.endDate) return;
    await tx.update(paidItems).set({ progress: 'finished' }).where(eq(paidItems.id, p.id));
    await refreshIsPaid(tx, p.itemId, now);
    if (p.status !== 'approved') return;
    await notifyUser(deps, tx, {
      userId: p.userId,
      flag: 'approval',
      eventKey: `promotion:${p.id}:ended`,
      itemId: p.itemId,
      titleKey: 'money.noti_promotion_ended_title',
      messageKey: 'money.noti_promotion_ended_message',
      vars: { days: p.howManyDay },
    });
  });
}
