/**
 * The money jobs: the sandbox provider's webhook (signed and handed to the same webhook handler a real provider's
 * delivery reaches), the start and end of promotions, the reconciliation of payments left waiting, and refunds a
 * module decided in a transaction.
 */
import { and, eq, lt, ne } from 'drizzle-orm';
import { paidItems, payments } from '../../db/schema.ts';
import { sandboxWebhookBody, SANDBOX_SIGNATURE_HEADER, signSandboxWebhook, type SandboxCharge } from '../../adapters/payments/sandbox.ts';
import { defineJob } from '../jobs/index.ts';
import { AppError } from '../../lib/errors.ts';
import { applyEvent, findPayment, handleWebhook, refundPayment } from './payments.service.ts';
import { promotionEnded, promotionStarted } from './promotions.ts';
import { providerOf } from './providers.ts';

/** A payment waiting for its buyer this long is asked about; this long, and it is canceled if still unpaid. */
const ASK_AFTER_MS = 15 * 60_000;
const ABANDON_AFTER_MS = 24 * 3_600_000;

export const sandboxWebhookJob = defineJob({
  name: 'sandbox-webhook',
  async handle(deps, data) {
    const p = await findPayment(deps.db, data.payment_id);
    if (!p || p.cardLast4 === '') return;
    const charge: SandboxCharge = {
      outcome: p.failureReason === '' || p.status === 'succeeded' ? 'succeeded' : (p.failureReason as SandboxCharge['outcome']),
      amountMinor: p.totalMinor,
      currency: p.currency,
      paymentId: p.id,
    };
    const body = sandboxWebhookBody(data.ref, charge);
    const signature = signSandboxWebhook(body, deps.config.payments.sandboxWebhookSecret, Math.floor(deps.clock.now().getTime() / 1000));
    await handleWebhook(deps, 'sandbox', Buffer.from(body), { [SANDBOX_SIGNATURE_HEADER]: signature });
  },
});

export const promotionStartJob = defineJob({ name: 'promotion-start', handle: (deps, data) => promotionStarted(deps, data.paid_item_id) });
export const promotionEndJob = defineJob({ name: 'promotion-end', handle: (deps, data) => promotionEnded(deps, data.paid_item_id) });

export const paymentsReconcileJob = defineJob({
  name: 'payments-reconcile',
  cron: '*/10 * * * *',
  async handle(deps) {
    const now = deps.clock.now().getTime();
    const waiting = await deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'created'), lt(payments.addedDate, new Date(now - ASK_AFTER_MS)), ne(payments.provider, 'offline')))
      .limit(100);
    for (const p of waiting) {
      const provider = providerOf(deps, p.provider);
      if (provider && p.providerRef) {
        try {
          const event = await provider.fetchStatus(p.providerRef);
          if (event.type !== 'pending') {
            await applyEvent(deps, p.provider, event);
            continue;
          }
        } catch (err) {
          deps.log.warn({ err, paymentId: p.id }, 'reconcile: provider did not answer');
          continue;
        }
      }
      if (p.addedDate.getTime() < now - ABANDON_AFTER_MS) {
        await applyEvent(deps, p.provider, { eventId: `abandoned:${p.id}`, type: 'canceled', providerRef: p.providerRef, paymentId: p.id, reason: 'abandoned' });
      }
    }
    // Promotions whose start or end passed without their job having run (a job lost with a restored backup, rows
    // written by an import): the same idempotent transitions.
    const at = new Date(now);
    const late = await deps.db
      .select({ id: paidItems.id, progress: paidItems.progress, startDate: paidItems.startDate, endDate: paidItems.endDate })
      .from(paidItems)
      .where(and(eq(paidItems.status, 'approved'), ne(paidItems.progress, 'finished'), lt(paidItems.startDate, at)))
      .limit(200);
    for (const p of late) {
      if (p.endDate <= at) await promotionEnded(deps, p.id);
      else if (p.progress === 'scheduled') await promotionStarted(deps, p.id);
    }
  },
});

/**
 * A succeeded payment whose grant could no longer be given goes back (a bid fee for a request rejected, a bidding
 * canceled or ended; a promotion paid late for an attempt replaced meanwhile, or for a listing no longer on sale).
 * Idempotent: a second run finds nothing left to refund.
 */
export const paymentRefundJob = defineJob({
  name: 'payment-refund',
  async handle(deps, data) {
    try {
      await refundPayment(deps, data.actor_id, data.payment_id, null, data.note);
    } catch (err) {
      // Refunded already (by an earlier run, or by an admin): nothing is left to give back.
      if (err instanceof AppError && err.key === 'money.not_refundable') return;
      throw err;
    }
  },
});

export const paymentsJobs = [sandboxWebhookJob, promotionStartJob, promotionEndJob, paymentsReconcileJob, paymentRefundJob];
