/**
 * Wire shaping helpers (wire contract §2): every scalar is a string, null is "", flags are "1"/"0", dates are
 * "YYYY-MM-DD HH:MM:SS" (UTC), and a missing nested object is all-"" fields plus is_empty_object "1".
 */
import type { Translate } from './messages.ts';

/** Any wire object. The contract's response schemas give the exact shape of each (`WireOf<typeof wireItem>`…);
 * values may be undefined only because a typed record's optional presence marker (`is_empty_object?: "0"`) is. */
export type Wire = { [key: string]: string | Wire | Wire[] | string[] | undefined };

export function str(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (v instanceof Date) return wireDate(v);
  return String(v);
}

export const flag = (v: unknown): '1' | '0' => (v ? '1' : '0');

const pad = (n: number) => String(n).padStart(2, '0');
export function wireDate(d: Date | null | undefined): string {
  if (!d) return '';
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Money without trailing zeros: "15", "15.5". */
export function money(v: string | number | null | undefined): string {
  if (v === null || v === undefined || v === '') return '';
  const n = Number(v);
  if (!Number.isFinite(n)) return '';
  return String(Math.round(n * 100) / 100);
}

/** The empty nested object: every field "" and is_empty_object "1". */
export function emptyObject(fields: readonly string[]): { [key: string]: string } & { is_empty_object: '1' } {
  const o: Record<string, string> = {};
  for (const f of fields) o[f] = '';
  return { ...o, is_empty_object: '1' };
}

/** A localised relative time ("2 days ago"). */
export function relativeTime(d: Date | null | undefined, now: Date, t: Translate): string {
  if (!d) return '';
  const s = Math.max(0, Math.floor((now.getTime() - d.getTime()) / 1000));
  if (s < 10) return t('time.just_now');
  if (s < 60) return t('time.seconds_ago', { count: s });
  const m = Math.floor(s / 60);
  if (m < 60) return m === 1 ? t('time.minute_ago') : t('time.minutes_ago', { count: m });
  const h = Math.floor(m / 60);
  if (h < 24) return h === 1 ? t('time.hour_ago') : t('time.hours_ago', { count: h });
  const days = Math.floor(h / 24);
  if (days < 30) return days === 1 ? t('time.day_ago') : t('time.days_ago', { count: days });
  const months = Math.floor(days / 30);
  if (months < 12) return months === 1 ? t('time.month_ago') : t('time.months_ago', { count: months });
  const years = Math.floor(days / 365);
  return years <= 1 ? t('time.year_ago') : t('time.years_ago', { count: years });
}
