/**
 * The offer bar's logic: which buttons the header's `allowed_actions` give (exactly those, from the contract's deal
 * graph), and the price check of the offer dialog, the same as the server's (> 0, at most the item price limit,
 * whole cents).
 */
import { ITEM_FIELD_LIMITS, type DealAction } from '@wheeldeal/contract';

export type OfferPriceCheck = { ok: true; amount: number } | { ok: false; error: 'required' | 'invalid' | 'too_high' | 'cents' };

/** A typed price ("12500", "12,500.50", "12500.5"): the amount, or why it is not one. */
export function checkOfferPrice(text: string): OfferPriceCheck {
  const cleaned = text.trim().replace(/[\s,_]/g, '');
  if (cleaned === '') return { ok: false, error: 'required' };
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return { ok: false, error: 'invalid' };
  const amount = Number(cleaned);
  if (!Number.isFinite(amount) || amount <= 0) return { ok: false, error: 'invalid' };
  if (amount > ITEM_FIELD_LIMITS.priceMax) return { ok: false, error: 'too_high' };
  if (Math.abs(Math.round(amount * 100) - amount * 100) >= 1e-6) return { ok: false, error: 'cents' };
  return { ok: true, amount };
}

/** The buttons of the offer bar, in the order shown; `review` is the review prompt, not a bar button. */
export type OfferBarButton = Exclude<DealAction, 'review'>;

const BAR_ORDER: readonly OfferBarButton[] = ['accept', 'counter', 'reject', 'offer', 'withdraw', 'confirm_bought', 'mark_sold'];

export function offerBarButtons(allowed: readonly DealAction[]): OfferBarButton[] {
  return BAR_ORDER.filter((a) => allowed.includes(a));
}

/** Steps that ask "are you sure?" first (the offer and counter have their own dialog). */
export function needsConfirmation(action: OfferBarButton): boolean {
  return action !== 'offer' && action !== 'counter';
}
