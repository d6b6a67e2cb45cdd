/** Parsing of wire scalars (every scalar on the wire is a string). */

/** "1" → true; anything else ("0", "", undefined) → false. */
export function isOn(value: string | null | undefined): boolean {
  return value === '1';
}

export function toFlag(value: boolean): '1' | '0' {
  return value ? '1' : '0';
}

export function toInt(value: string | null | undefined, fallback = 0): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

export function toFloat(value: string | null | undefined, fallback = 0): number {
  const n = Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : fallback;
}

/** "YYYY-MM-DD HH:MM:SS" (server time, treated as UTC when no zone is given) → Date, or null. */
export function parseWireDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A nested object sent as "does not exist" (every field "" plus is_empty_object "1"). */
export function isEmptyObject(value: { is_empty_object?: string } | null | undefined): boolean {
  return !value || value.is_empty_object === '1';
}
