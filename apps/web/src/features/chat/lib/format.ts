/** Dates and times of the chat screens, in the current language. */
import { dateTimeFormat, relativeTimeFormat } from '../../../lib/format';

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** "14:05" (or "2:05 PM"). */
export function formatClock(date: Date): string {
  return dateTimeFormat({ hour: 'numeric', minute: '2-digit' }).format(date);
}

/** A list row's time: the clock today, the date otherwise. */
export function formatRowTime(date: Date, now: Date = new Date()): string {
  if (sameDay(date, now)) return formatClock(date);
  const sameYear = date.getFullYear() === now.getFullYear();
  return dateTimeFormat(sameYear ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' }).format(date);
}

/** A separator's day ("YYYY-MM-DD", UTC) as a long date; "today" / "yesterday" are the caller's. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat({ dateStyle: 'full', timeZone: 'UTC' }).format(date);
}

/** How many whole days `day` ("YYYY-MM-DD") lies before today (UTC): 0 today, 1 yesterday. */
export function daysAgo(day: string, now: Date = new Date()): number {
  const then = Date.parse(`${day}T00:00:00Z`);
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(then) ? -1 : Math.round((today - then) / 86_400_000);
}

/** "5 minutes ago" style, for last seen. */
export function formatAgo(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const rtf = relativeTimeFormat({ numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return rtf.format(Math.round(seconds / 86_400), 'day');
  return dateTimeFormat({ dateStyle: 'medium' }).format(date);
}
