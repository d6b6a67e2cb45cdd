/**
 * Wire shaping helpers (wire contract §2): every scalar is a string, null is "", flags are "1"/"0", dates are
 * "YYYY-MM-DD HH:MM:SS" (UTC), and a missing nested object is all-"" fields plus is_empty_object "1".
 */
import { timeAgo, type Translate } from './messages.ts';

export type Wire = { [key: string]: string | Wire | Wire[] | string[] };

export function str(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (v instanceof Date) return wireDate(v);
  return String(v);
}

export const flag = (v: unknown): string => (v ? '1' : '0');

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
export function emptyObject(fields: readonly string[]): Wire {
  const o: Wire = {};
  for (const f of fields) o[f] = '';
  o.is_empty_object = '1';
  return o;
}

/** A localised relative time ("2 days ago"): Intl.RelativeTimeFormat in the translator's language (lib/messages). */
export function relativeTime(d: Date | null | undefined, now: Date, t: Translate): string {
  return d ? timeAgo(d, now, t) : '';
}
