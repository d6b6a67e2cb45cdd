/**
 * Money on the admin screens (decision 015), shown as the buyer's screens show it (lib/payments/money: exact
 * decimal text to Intl, isolated left-to-right in right-to-left languages). The admin's answers carry some amounts
 * only as decimal text of their currency; those are read back into minor units by their digits first.
 */
import { isCurrencyCode, toMinor } from '@wheeldeal/contract';
import { formatMoney } from '../../../lib/payments/money';

/** "12.5" USD → "$12.50"; text that is not an amount of a known code is shown as it came ("5 points"). */
export function formatAmount(text: string, currency: string): string {
  const code = currency.toUpperCase();
  const minor = isCurrencyCode(code) ? toMinor(text, code) : null;
  return minor === null ? `${text} ${currency}`.trim() : formatMoney(minor, code);
}

/** 1250 USD → "$12.50"; negative amounts (a day of refunds) keep their sign. */
export function formatMinorAmount(minor: number, currency: string): string {
  return formatMoney(minor, currency.toUpperCase());
}

/** "YYYY-MM-DD" of a Date in UTC (the server's days are UTC days). */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The last valid day of a coupon from its exclusive end (the next midnight, UTC), "" when it has none. */
export function lastValidDay(endsAt: Date | null): string {
  return endsAt ? utcDay(new Date(endsAt.getTime() - 1)) : '';
}
