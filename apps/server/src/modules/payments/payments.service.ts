/**
 * Payments (decision 015): start an order for something a kind sells, hand the buyer to the provider, and apply
 * what the provider (or an admin) says exactly once: the event is inserted under its unique (provider, event id),
 * the payment row is locked, the transition checked, and the grant, the ledger rows, the coupon and the buyer's
 * notification written in that one transaction. Provider calls (HTTP) never run inside a transaction that holds
 * a row lock for long, except an admin's refund, which must not be made twice.
 */
import { and, desc, eq } from 'drizzle-orm';
import { PAYMENT_METHOD_ALIASES, wireMoney, type PaymentKind, type PaymentProviderName } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import { isUniqueViolation, type DbOrTx, type Tx } from '../../db/client.ts';
import { ledgerEntries, paymentEvents, payments } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { ID_PREFIX, isIdShape, newId } from '../../lib/ids.ts';
import { WebhookVerificationError, type ProviderEvent } from '../../adapters/payments/types.ts';
import { audit } from '../audit/index.ts';
import { enqueue } from '../jobs/index.ts';
import { notifyUser } from '../notifications/index.ts';
import { applyCoupon, reserveCoupon, settleCoupon } from './coupons.ts';
import { kindHandler, type PaymentRow, type Quote } from './kinds.ts';
import { enabledProviders, providerOf } from './providers.ts';

export type { PaymentRow } from './kinds.ts';

/** The provider a wire `payment_method` names, or a refusal (In_App_Purchase: decision 015). */
export function providerName(method: string): PaymentProviderName {
  const name = PAYMENT_METHOD_ALIASES[method.trim().toLowerCase()];
  if (!name) throw badRequest(method.trim().toLowerCase() === 'in_app_purchase' ? 'money.in_app_not_offered' : 'money.method_invalid');
  return name;
}

export interface StartInput {
  kind: PaymentKind;
  subjectId: string;
  provider: PaymentProviderName;
  couponCode: string;
  idempotencyKey: string;
  /** The price the client showed (minor units), when it sent one: refused if it is not the server's. */
  expectedTotalMinor?: number;
  customerEmail: string;
  /** Instead of the kind's quote: validates and writes the subject in the start's transaction (promotions). */
  prepare?: (tx: Tx) => Promise<Quote>;
  /** The provider's payment the client already made (legacy calls): stored as is, no checkout is created. */
  providerRef?: string;
}

/**
 * Starts (or, for the same idempotency key, finds again) a payment and has the provider create its side. Answers
 * the row as it stands after that: `created` with its checkout, `pending` (offline), or `succeeded` (free).
 */
export async function startPayment(deps: Deps, userId: string, input: StartInput): Promise<PaymentRow> {
  const existing = await findByKey(deps.db, userId, input.idempotencyKey);
  if (existing) {
    // The same attempt again (a double click, a retry after a lost answer): its payment, whatever it became.
    if (existing.kind !== input.kind || (!input.prepare && existing.subjectId !== input.subjectId)) throw badRequest('money.idempotency_reused');
    if (input.expectedTotalMinor !== undefined && input.expectedTotalMinor !== existing.totalMinor) throw badRequest('money.price_changed');
    return input.providerRef ? confirmByProof(deps, existing) : ensureCheckout(deps, existing, input.customerEmail);
  }
  if (!(await enabledProviders(deps)).has(input.provider)) throw badRequest('money.method_unavailable');
  if (input.providerRef) {
    // A provider's payment buys one thing once: another buyer's proof is refused before anything is written.
    const [taken] = await deps.db.select({ userId: payments.userId }).from(payments).where(and(eq(payments.provider, input.provider), eq(payments.providerRef, input.providerRef)));
    if (taken && taken.userId !== userId) throw badRequest('money.proof_used');
  }
  const now = deps.clock.now();
  const id = newId(ID_PREFIX.payment);
  const handler = kindHandler(input.kind);
  let payment: PaymentRow;
  try {
    payment = await deps.db.transaction(async (tx) => {
      const quote = input.prepare ? await input.prepare(tx) : await handler.quote(deps, tx, input.subjectId, userId);
      let discountMinor = 0;
      let couponId: string | null = null;
      if (input.couponCode) {
        const d = await applyCoupon(tx, input.couponCode, { userId, scope: quote.couponScope, amountMinor: quote.amountMinor, currency: quote.currency, now, lock: true });
        discountMinor = d.discountMinor;
        couponId = d.coupon.id;
      }
      const totalMinor = quote.amountMinor - discountMinor;
      if (input.expectedTotalMinor !== undefined && input.expectedTotalMinor !== totalMinor) throw badRequest('money.price_changed');
      const provider = totalMinor === 0 ? 'free' : input.provider;
      const [row] = await tx
        .insert(payments)
        .values({
          id,
          userId,
          kind: input.kind,
          subjectId: input.subjectId,
          description: quote.description,
          amountMinor: quote.amountMinor,
          discountMinor,
          totalMinor,
          currency: quote.currency,
          couponId,
          provider,
          providerRef: provider === 'free' ? '' : (input.providerRef ?? ''),
          idempotencyKey: input.idempotencyKey,
          status: provider === 'offline' ? 'pending' : 'created',
          addedDate: now,
          updatedDate: now,
        })
        .returning();
      if (couponId) await reserveCoupon(tx, couponId, userId, id);
      await handler.created?.(deps, tx, row!);
      if (provider === 'free') {
        await applyInTx(deps, tx, 'free', { eventId: `free:${id}`, type: 'succeeded', providerRef: '', paymentId: id, amountMinor: 0, currency: quote.currency });
      }
      return row!;
    });
  } catch (err) {
    // Two starts with one key at once: the loser answers the winner's payment.
    if (isUniqueViolation(err)) {
      const again = await findByKey(deps.db, userId, input.idempotencyKey);
      if (again) return input.providerRef ? confirmByProof(deps, again) : ensureCheckout(deps, again, input.customerEmail);
      // The other unique key: the proof already bought something (under another attempt, or concurrently).
      if (input.providerRef) throw badRequest('money.proof_used');
    }
    throw err;
  }
  if (input.providerRef) return confirmByProof(deps, payment);
  return ensureCheckout(deps, payment, input.customerEmail);
}

/** A payment started from the provider's own payment id (the legacy calls' proof): ask the provider now and apply
 * its answer; a provider that does not answer leaves it waiting for its webhook or the reconcile job. */
async function confirmByProof(deps: Deps, p: PaymentRow): Promise<PaymentRow> {
  const adapter = p.status === 'created' && p.providerRef !== '' ? providerOf(deps, p.provider) : undefined;
  // The row as it stands now (a start made free by its coupon succeeded in its own transaction).
  if (!adapter) return (await findPayment(deps.db, p.id))!;
  try {
    const event = await adapter.fetchStatus(p.providerRef);
    if (event.type !== 'pending') await applyEvent(deps, p.provider, event);
  } catch (err) {
    deps.log.warn({ err, paymentId: p.id }, 'payment from a proof: the provider did not answer');
  }
  return (await findPayment(deps.db, p.id))!;
}

/**
 * Ends a payment still waiting for its buyer (`created`) inside the caller's transaction: the same `canceled` event
 * a buyer's cancel applies, so the kind frees its subject and a reserved coupon is given back. A late success from
 * the provider is still honoured by the kind (granted, or refunded when it can no longer be).
 */
export async function cancelInTx(deps: Deps, tx: Tx, paymentId: string, reason: string): Promise<void> {
  const [p] = await tx.select({ provider: payments.provider, providerRef: payments.providerRef }).from(payments).where(eq(payments.id, paymentId));
  if (!p) return;
  await applyInTx(deps, tx, p.provider, { eventId: `${reason}:${paymentId}`, type: 'canceled', providerRef: p.providerRef, paymentId, reason });
}

/** Queues the refund of a succeeded payment whose grant can no longer be given (`payment-refund`), in the
 * transaction that decides it; the provider is asked from the job, outside any row lock, and a failure is retried. */
export async function refundLater(tx: Tx, paymentId: string, actorId: string, note: string): Promise<void> {
  await enqueue(tx, 'payment-refund', { payment_id: paymentId, actor_id: actorId, note });
}

/** Has the provider create its side of a payment that has none yet (idempotent there: keyed by our id). */
async function ensureCheckout(deps: Deps, payment: PaymentRow, customerEmail: string): Promise<PaymentRow> {
  if (payment.providerRef !== '' || payment.provider === 'free' || !['created', 'pending'].includes(payment.status)) return (await findPayment(deps.db, payment.id))!;
  const provider = providerOf(deps, payment.provider);
  if (!provider) throw badRequest('money.method_unavailable');
  const base = deps.config.publicUrl;
  try {
    const created = await provider.createPayment({
      paymentId: payment.id,
      amountMinor: payment.totalMinor,
      currency: payment.currency,
      description: payment.description,
      customerEmail,
      returnUrl: `${base}/payment-return?payment_id=${encodeURIComponent(payment.id)}`,
      cancelUrl: `${base}/payment-return?payment_id=${encodeURIComponent(payment.id)}&canceled=1`,
      idempotencyKey: payment.id,
    });
    const checkout = {
      ...(created.redirectUrl ? { redirectUrl: created.redirectUrl } : {}),
      ...(created.clientSecret ? { clientSecret: created.clientSecret } : {}),
      ...(created.publicKey ? { publicKey: created.publicKey } : {}),
    };
    const [row] = await deps.db
      .update(payments)
      .set({ providerRef: created.providerRef, checkout, updatedDate: deps.clock.now() })
      .where(and(eq(payments.id, payment.id), eq(payments.providerRef, '')))
      .returning();
    return row ?? (await findPayment(deps.db, payment.id))!;
  } catch (err) {
    if (err instanceof AppError) throw err;
    deps.log.warn({ err, paymentId: payment.id }, 'payment provider refused to create a payment');
    await applyEvent(deps, payment.provider, { eventId: `create-failed:${payment.id}`, type: 'failed', providerRef: '', paymentId: payment.id, reason: (err as Error).message });
    throw new AppError(502, 'money.provider_failed');
  }
}

export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'mismatch' | 'unknown_payment';

/** Applies one provider event exactly once (its own transaction). */
export async function applyEvent(deps: Deps, provider: string, event: ProviderEvent): Promise<EventOutcome> {
  return deps.db.transaction((tx) => applyInTx(deps, tx, provider, event));
}

async function applyInTx(deps: Deps, tx: Tx, provider: string, event: ProviderEvent): Promise<EventOutcome> {
  const now = deps.clock.now();
  const eventRowId = newId(ID_PREFIX.paymentEvent);
  const [inserted] = await tx
    .insert(paymentEvents)
    .values({
      id: eventRowId,
      provider,
      eventId: event.eventId,
      type: event.type,
      amountMinor: event.amountMinor ?? null,
      currency: event.currency ?? '',
      payload: (event.raw ?? {}) as object,
      receivedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (!inserted) return 'duplicate';
  const outcome = await applyToPayment(deps, tx, provider, event, now);
  await tx.update(paymentEvents).set({ outcome: outcome.outcome, paymentId: outcome.paymentId }).where(eq(paymentEvents.id, eventRowId));
  return outcome.outcome;
}

async function applyToPayment(deps: Deps, tx: Tx, provider: string, event: ProviderEvent, now: Date): Promise<{ outcome: EventOutcome; paymentId: string | null }> {
  const p = await lockPayment(tx, provider, event);
  if (!p) return { outcome: 'unknown_payment', paymentId: null };
  const done = (outcome: EventOutcome) => ({ outcome, paymentId: p.id });
  const handler = kindHandler(p.kind);
  switch (event.type) {
    case 'succeeded': {
      if (!['created', 'pending', 'failed', 'canceled'].includes(p.status)) return done('ignored');
      if (event.amountMinor !== p.totalMinor || (event.currency ?? '').toUpperCase() !== p.currency) {
        deps.log.error({ paymentId: p.id, event }, 'payment confirmation does not match the order: nothing granted');
        return done('mismatch');
      }
      const [row] = await tx.update(payments).set({ status: 'succeeded', succeededAt: now, failureReason: '', updatedDate: now }).where(eq(payments.id, p.id)).returning();
      const granted = await handler.grant(deps, tx, row!);
      await ledger(tx, row!, 'charge', row!.totalMinor, granted.postsDelta ?? 0, granted.note ?? '', now);
      if (row!.couponId) await settleCoupon(tx, p.id, 'used');
      await tell(deps, tx, row!, 'succeeded');
      return done('applied');
    }
    case 'failed':
    case 'canceled': {
      if (!['created', 'pending'].includes(p.status)) return done('ignored');
      const [row] = await tx
        .update(payments)
        .set({ status: event.type, failureReason: (event.reason ?? '').slice(0, 200), updatedDate: now })
        .where(eq(payments.id, p.id))
        .returning();
      await handler.release(deps, tx, row!);
      if (row!.couponId) await settleCoupon(tx, p.id, 'released');
      if (event.type === 'failed') await tell(deps, tx, row!, 'failed');
      return done('applied');
    }
    case 'refunded': {
      if (p.status !== 'succeeded') return done('ignored');
      // A refund event carries the total refunded so far (adapters' contract): what is new is the difference, so the
      // webhook of a refund we already recorded (an admin's, or a repeated delivery under another id) adds nothing.
      const left = p.totalMinor - p.refundedMinor;
      const amount = Math.min(event.amountMinor === undefined ? left : event.amountMinor - p.refundedMinor, left);
      if (amount <= 0) return done('ignored');
      await refundInTx(deps, tx, p, amount, now);
      return done('applied');
    }
    default:
      return done('ignored');
  }
}

/** Records a refund of `amount` (minor units) of a succeeded payment; a full refund reverses the grant. */
async function refundInTx(deps: Deps, tx: Tx, p: PaymentRow, amount: number, now: Date): Promise<PaymentRow> {
  const refunded = p.refundedMinor + amount;
  const full = refunded >= p.totalMinor;
  const [row] = await tx
    .update(payments)
    .set({ refundedMinor: refunded, ...(full ? { status: 'refunded' } : {}), updatedDate: now })
    .where(eq(payments.id, p.id))
    .returning();
  let reversed = { postsDelta: 0, note: '' } as { postsDelta?: number; note?: string };
  if (full) {
    reversed = await kindHandler(p.kind).reverse(deps, tx, row!);
    if (p.couponId) await settleCoupon(tx, p.id, 'released');
  }
  await ledger(tx, row!, 'refund', -amount, reversed.postsDelta ?? 0, reversed.note ?? '', now);
  await tell(deps, tx, row!, 'refunded');
  return row!;
}

async function lockPayment(tx: Tx, provider: string, event: ProviderEvent): Promise<PaymentRow | undefined> {
  if (event.providerRef) {
    const [byRef] = await tx.select().from(payments).where(and(eq(payments.provider, provider), eq(payments.providerRef, event.providerRef))).for('update');
    if (byRef) return byRef;
  }
  if (event.paymentId && isIdShape(event.paymentId)) {
    const [byId] = await tx.select().from(payments).where(eq(payments.id, event.paymentId)).for('update');
    if (byId && byId.provider === provider) return byId;
  }
  return undefined;
}

async function ledger(tx: Tx, p: PaymentRow, entry: 'charge' | 'refund', amountMinor: number, postsDelta: number, note: string, now: Date): Promise<void> {
  await tx.insert(ledgerEntries).values({ id: newId(ID_PREFIX.ledger), paymentId: p.id, userId: p.userId, entry, amountMinor, currency: p.currency, postsDelta, note, addedDate: now });
}

/** The buyer hears of the outcome (once per payment and outcome: 014's event key). */
async function tell(deps: Deps, tx: Tx, p: PaymentRow, what: 'succeeded' | 'failed' | 'refunded' | 'rejected'): Promise<void> {
  if (!p.userId) return;
  await notifyUser(deps, tx, {
    userId: p.userId,
    flag: 'approval',
    eventKey: `payment:${p.id}:${what}${what === 'refunded' ? `:${p.refundedMinor}` : ''}`,
    titleKey: `money.noti_${what}_title`,
    messageKey: `money.noti_${what}_message`,
    vars: { what: p.description },
    data: { payment_id: p.id },
  });
}

// ---------------------------------------------------------------------------------------------- the buyer's side

export async function findPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  if (!isIdShape(id)) return undefined;
  const [p] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return p;
}

async function findByKey(db: DbOrTx, userId: string, key: string): Promise<PaymentRow | undefined> {
  const [p] = await db.select().from(payments).where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key))).limit(1);
  return p;
}

/** The caller's own payment, or 404 (another's is not revealed). */
export async function ownPayment(deps: Deps, userId: string, id: string): Promise<PaymentRow> {
  const p = await findPayment(deps.db, id);
  if (!p || p.userId !== userId) throw notFound('money.payment_not_found');
  return p;
}

/** The buyer came back from the provider: ask it (never trust the parameters) and apply what it says. */
export async function completeReturn(deps: Deps, userId: string, id: string, params: Record<string, string>): Promise<PaymentRow> {
  const p = await ownPayment(deps, userId, id);
  if (p.status !== 'created' || p.providerRef === '') return p;
  const provider = providerOf(deps, p.provider);
  if (!provider) return p;
  let event: ProviderEvent;
  try {
    event = await provider.completeReturn(p.providerRef, params);
  } catch (err) {
    if (err instanceof WebhookVerificationError) throw badRequest('money.return_invalid');
    deps.log.warn({ err, paymentId: p.id }, 'payment provider did not answer the return');
    return p;
  }
  if (event.type !== 'pending') await applyEvent(deps, p.provider, event);
  return (await findPayment(deps.db, id))!;
}

/** The buyer gave up before paying: the order is canceled and its subject freed (a late success still counts). */
export async function cancelPayment(deps: Deps, userId: string, id: string): Promise<PaymentRow> {
  const p = await ownPayment(deps, userId, id);
  if (p.status === 'created') await applyEvent(deps, p.provider, { eventId: `cancel:${p.id}`, type: 'canceled', providerRef: p.providerRef, paymentId: p.id, reason: 'canceled' });
  return (await findPayment(deps.db, id))!;
}

export async function paymentHistory(db: DbOrTx, userId: string, limit: number, offset: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.addedDate), desc(payments.id)).limit(limit).offset(offset);
}

/** A provider's webhook delivery: verify, then apply. Unknown provider 404; bad signature 400 (nothing stored). */
export async function handleWebhook(deps: Deps, providerName: string, rawBody: Buffer, headers: Record<string, string | undefined>): Promise<EventOutcome | 'not_acted'> {
  const provider = providerOf(deps, providerName);
  if (!provider || providerName === 'offline') throw notFound('money.provider_unknown');
  let event: ProviderEvent | null;
  try {
    event = await provider.parseWebhook(rawBody, headers);
  } catch (err) {
    if (err instanceof WebhookVerificationError) throw badRequest('money.webhook_invalid');
    throw err;
  }
  if (!event) return 'not_acted';
  return applyEvent(deps, providerName, event);
}

// ---------------------------------------------------------------------------------------------- the admin's side

/** An admin approves (the money arrived) or rejects a pending offline payment. */
export async function decideOffline(deps: Deps, adminId: string, id: string, decision: 'approve' | 'reject', note: string): Promise<PaymentRow> {
  const p = await findPayment(deps.db, id);
  if (!p) throw notFound('money.payment_not_found');
  if (p.provider !== 'offline' || p.status !== 'pending') throw badRequest('money.not_pending');
  await deps.db.transaction(async (tx) => {
    if (decision === 'approve') {
      const outcome = await applyInTx(deps, tx, 'offline', { eventId: `admin:${p.id}:approve`, type: 'succeeded', providerRef: p.providerRef, paymentId: p.id, amountMinor: p.totalMinor, currency: p.currency });
      if (outcome !== 'applied') throw badRequest('money.not_pending');
    } else {
      const [locked] = await tx.select().from(payments).where(eq(payments.id, p.id)).for('update');
      if (locked!.status !== 'pending') throw badRequest('money.not_pending');
      const now = deps.clock.now();
      await tx.insert(paymentEvents).values({ id: newId(ID_PREFIX.paymentEvent), provider: 'offline', eventId: `admin:${p.id}:reject`, paymentId: p.id, type: 'rejected', outcome: 'applied', receivedAt: now });
      const [row] = await tx.update(payments).set({ status: 'rejected', failureReason: 'rejected', updatedDate: now }).where(eq(payments.id, p.id)).returning();
      await kindHandler(row!.kind).release(deps, tx, row!);
      if (row!.couponId) await settleCoupon(tx, p.id, 'released');
      await tell(deps, tx, row!, 'rejected');
    }
    await tx.update(payments).set({ decidedBy: adminId, decisionNote: note }).where(eq(payments.id, p.id));
    const detail = { note, total: wireMoney(p.totalMinor, p.currency), currency: p.currency };
    await audit(tx, { actorUserId: adminId, action: `payment_${decision}`, targetType: 'payment', targetId: p.id, detail }, deps.clock.now());
  });
  return (await findPayment(deps.db, id))!;
}

/**
 * An admin (or a module acting for someone: a rejected bid fee) refunds a succeeded payment, all that is left or `amountMinor` of it. The payment row stays locked while
 * the provider is asked, so two refunds cannot both be sent; the provider's later webhook for the same refund is the
 * same event (`refund:<provider refund id>`) and changes nothing.
 */
export async function refundPayment(deps: Deps, adminId: string, id: string, amountMinor: number | null, note: string): Promise<PaymentRow> {
  if (!isIdShape(id)) throw notFound('money.payment_not_found');
  await deps.db.transaction(async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!p) throw notFound('money.payment_not_found');
    if (p.status !== 'succeeded') throw badRequest('money.not_refundable');
    const left = p.totalMinor - p.refundedMinor;
    const amount = amountMinor ?? left;
    if (amount <= 0 || amount > left) throw badRequest('money.refund_amount_invalid');
    let refundRef = `${p.provider}_re_${p.id}_${p.refundedMinor}`;
    const provider = p.provider === 'free' ? undefined : providerOf(deps, p.provider);
    if (provider && p.provider !== 'offline' && p.provider !== 'sandbox') {
      const r = await provider.refund({ providerRef: p.providerRef, amountMinor: amount, currency: p.currency, idempotencyKey: `refund_${p.id}_${p.refundedMinor}_${amount}` });
      if (r.status === 'failed') throw new AppError(502, 'money.refund_failed');
      refundRef = r.refundRef;
    }
    const now = deps.clock.now();
    const [ev] = await tx
      .insert(paymentEvents)
      .values({ id: newId(ID_PREFIX.paymentEvent), provider: p.provider, eventId: `refund:${refundRef}`, paymentId: p.id, type: 'refunded', amountMinor: p.refundedMinor + amount, currency: p.currency, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!ev) return;
    const row = await refundInTx(deps, tx, p, amount, now);
    await tx.update(payments).set({ decidedBy: adminId, decisionNote: note }).where(eq(payments.id, p.id));
    const detail = { note, amount: wireMoney(amount, p.currency), currency: p.currency, status: row.status };
    await audit(tx, { actorUserId: adminId, action: 'payment_refund', targetType: 'payment', targetId: p.id, detail }, now);
  });
  return (await findPayment(deps.db, id))!;
}
