/**
 * Money on the admin screens (decision 015): amounts arrive as minor units or as decimal text of their currency and
 * are shown in the reader's language without ever becoming a floating-point number: Intl.NumberFormat reads a
 * decimal *string* exactly (ES2023), and minor units become that string by their digits (formatMinor).
 */
import { formatMinor, isCurrencyCode } from '@wheeldeal/contract';
import { currentLanguage } from '../../../lib/i18n/i18n';

type ExactFormat = (value: string) => string;

/** "12.5" USD → "$12.50" (en), "12,50 $US" (fr); an unknown code falls back to "12.5 XYZ". */
export function formatAmount(text: string, currency: string): string {
  const code = currency.toUpperCase();
  if (!isCurrencyCode(code) || !/^-?\d+(\.\d+)?$/.test(text)) return `${text} ${currency}`.trim();
  try {
    const nf = new Intl.NumberFormat(currentLanguage(), { style: 'currency', currency: code });
    return (nf.format as unknown as ExactFormat)(text);
  } catch {
    return `${text} ${code}`;
  }
}

/** 1250 USD → "$12.50". */
export function formatMinorAmount(minor: number, currency: string): string {
  return formatAmount(formatMinor(minor, currency.toUpperCase()), currency);
}

/** "YYYY-MM-DD" of a Date in UTC (the server's days are UTC days). */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The last valid day of a coupon from its exclusive end (the next midnight, UTC), "" when it has none. */
export function lastValidDay(endsAt: Date | null): string {
  return endsAt ? utcDay(new Date(endsAt.getTime() - 1)) : '';
}
