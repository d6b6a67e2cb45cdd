/** Locale-aware formatting in the current language. */
import { currentLanguage } from './i18n/i18n';

/** "March 2026" for a decoded date; "-" when there is none. */
export function formatMonthYear(date: Date | null | undefined): string {
  if (!date) return '-';
  return new Intl.DateTimeFormat(currentLanguage(), { month: 'long', year: 'numeric' }).format(date);
}

/** "26 November 2026" for a decoded date; "-" when there is none. */
export function formatDate(date: Date | null | undefined): string {
  if (!date) return '-';
  return new Intl.DateTimeFormat(currentLanguage(), { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLanguage(), options).format(value);
}

/** A price (decoded, or the text of a form field) with its currency symbol; "FREE"-style label left to the
 * caller when the price is 0. */
export function formatPrice(price: number | string | undefined, symbol: string | undefined): string {
  const n = typeof price === 'number' ? price : Number.parseFloat(price ?? '');
  if (!Number.isFinite(n)) return typeof price === 'string' ? price : '';
  const amount = formatNumber(n, { maximumFractionDigits: n % 1 === 0 ? 0 : 2 });
  return symbol ? `${symbol}${amount}` : amount;
}
