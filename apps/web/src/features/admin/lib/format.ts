/** Dates of the admin screens in the reader's language (decoded dates; the decoder read the wire's text). */
import { currentLanguage } from '../../../lib/i18n/i18n';

/** "21 Nov 2026, 10:41"; "" when there is no date. */
export function formatDateTime(date: Date | null | undefined): string {
  if (!date) return '';
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago", relative to now; "" when there is no date. */
export function formatRelative(date: Date | null | undefined, now: number = Date.now()): string {
  if (!date) return '';
  const seconds = Math.round((date.getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(currentLanguage(), { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'minute');
}
