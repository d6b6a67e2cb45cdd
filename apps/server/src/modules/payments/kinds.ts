/**
 * What a payment can buy. The payments module knows how to take money once; each kind knows what the money buys:
 * its price for this buyer now, what to grant when the payment succeeds, and what to take back when it is refunded.
 * The owning module registers its kind at load (packages and promotions here; bid fees in modules/bidding), so the
 * payments core depends on no buyer-facing module.
 */
import type { PaymentKind } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import type { payments } from '../../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

export interface Quote {
  amountMinor: number;
  currency: string;
  description: string;
  /** Which coupons apply: those for `package`, `promotion`, or none (bid fees). */
  couponScope: 'package' | 'promotion' | 'none';
}

export interface GrantResult {
  /** Ad posts added to (or, reversing, taken from) the buyer's remaining_post: written in the ledger. */
  postsDelta?: number;
  note?: string;
}

export interface PaymentKindHandler {
  /** The price of `subjectId` for `userId` now; throws an AppError when it cannot be bought. Runs in the start's
   * transaction, which it may use to lock the subject. */
  quote(deps: Deps, tx: Tx, subjectId: string, userId: string): Promise<Quote>;
  /** The payment row was just written (its transaction): link the subject to it (a purchase row, a promotion). */
  created?(deps: Deps, tx: Tx, payment: PaymentRow): Promise<void>;
  /** The payment succeeded: grant what it buys, in the confirmation's transaction (the payment row is locked). */
  grant(deps: Deps, tx: Tx, payment: PaymentRow): Promise<GrantResult>;
  /** A succeeded payment was refunded in full (or rejected after approval): take back what `grant` gave. */
  reverse(deps: Deps, tx: Tx, payment: PaymentRow): Promise<GrantResult>;
  /** The payment ended without success (failed, canceled, rejected while pending): free the subject. */
  release(deps: Deps, tx: Tx, payment: PaymentRow): Promise<void>;
}

const handlers = new Map<PaymentKind, PaymentKindHandler>();

export function registerPaymentKind(kind: PaymentKind, handler: PaymentKindHandler): void {
  handlers.set(kind, handler);
}

export function kindHandler(kind: string): PaymentKindHandler {
  const h = handlers.get(kind as PaymentKind);
  if (!h) throw new Error(`payment kind ${kind} has no handler (registerPaymentKind)`);
  return h;
}
