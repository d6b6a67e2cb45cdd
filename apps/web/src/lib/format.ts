/** Locale-aware formatting in the current language. */
import { currentLanguage } from './i18n/i18n';
import { parseWireDate } from './api/wire';

export function formatMonthYear(wireDate: string | undefined): string {
  const date = parseWireDate(wireDate);
  if (!date) return '-';
  return new Intl.DateTimeFormat(currentLanguage(), { month: 'long', year: 'numeric' }).format(date);
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLanguage(), options).format(value);
}

/** A wire price with its currency symbol; "FREE"-style label left to the caller when the price is 0. */
export function formatPrice(price: string | undefined, symbol: string | undefined): string {
  const n = Number.parseFloat(price ?? '');
  if (!Number.isFinite(n)) return price ?? '';
  const amount = formatNumber(n, { maximumFractionDigits: n % 1 === 0 ? 0 : 2 });
  return symbol ? `${symbol}${amount}` : amount;
}
