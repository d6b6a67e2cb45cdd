/**
 * Times of a bidding: the form's `datetime-local` value is the viewer's local time; the wire wants UTC
 * ("YYYY-MM-DD HH:MM:SS"). Shown back in the viewer's language and time zone. Amounts use the shared money formatter
 * (lib/payments/money: exact digits, isolated left to right in right-to-left languages).
 */
import { dateTimeFormat } from '../../lib/format';

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
  return dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(d);
}
