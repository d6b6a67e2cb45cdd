/**
 * Times of a bidding: the form's `datetime-local` value is the viewer's local time; the wire wants UTC
 * ("YYYY-MM-DD HH:MM:SS"). Shown back in the viewer's language and time zone.
 */
import { formatMinor } from '@wheeldeal/contract';
import { currentLanguage } from '../../lib/i18n/i18n';

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-26T14:30` (local) → `2026-11-26 13:30:00` (UTC); "" when it is not a time. */
export function localInputToWire(value: string): string {
  const d = new Date(value);
  if (!value || Number.isNaN(d.getTime())) return '';
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
}

/** A Date → the `datetime-local` value of it in the viewer's time zone. */
export function toLocalInput(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formatWhen(d: Date): string {
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/**
 * An amount in minor units with its ISO code, in the viewer's number format. The decimal text comes from the
 * contract's `formatMinor` (exact digits) and Intl formats that text as it is: no floating point on the way.
 */
export function formatAmount(minor: number, currency: string): string {
  const exact = formatMinor(minor, currency);
  try {
    const format = new Intl.NumberFormat(currentLanguage(), { style: 'currency', currency, currencyDisplay: 'code', minimumFractionDigits: 0, maximumFractionDigits: 3 });
    // Intl formats a decimal string exactly (ECMA-402 2023); the TypeScript lib here types only numbers.
    return (format.format as unknown as (value: string) => string)(exact);
  } catch {
    return `${exact} ${currency}`;
  }
}
