/**
 * Money as integer minor units with an ISO 4217 code (decision 015). Decimal strings are converted by their digits,
 * never through floating point: "12.5" USD is 1250, "1000" JPY is 1000, "1.234" KWD is 1234. A value with more
 * decimals than its currency has, a sign, an exponent or a value past MAX_MINOR is refused.
 */

/** Currencies whose minor unit is not the hundredth (ISO 4217 exponents); every other code has 2. */
const EXPONENTS: Record<string, number> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, UYI: 0, VND: 0, VUV: 0,
  XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
};

/** The largest amount we handle, in minor units (10^13: a hundred billion dollars); keeps every sum exact. */
export const MAX_MINOR = 10_000_000_000_000;

export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code);
}

export function currencyExponent(currency: string): number {
  return EXPONENTS[currency.toUpperCase()] ?? 2;
}

/** "12.50" → 1250 (USD). `null` when it is not a plain non-negative decimal that fits the currency. */
export function toMinor(value: string | number, currency: string): number | null {
  const text = typeof value === 'number' ? (Number.isSafeInteger(value) ? String(value) : null) : value.trim();
  if (text === null) return null;
  const m = /^(\d{1,16})(?:\.(\d*))?$/.exec(text);
  if (!m) return null;
  const exp = currencyExponent(currency);
  const whole = m[1]!;
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > exp) return null;
  const minor = Number(whole + frac.padEnd(exp, '0'));
  return Number.isSafeInteger(minor) && minor <= MAX_MINOR ? minor : null;
}

/** 1250 → "12.50" (USD), 1000 → "1000" (JPY), -5 → "-0.05". */
export function formatMinor(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an integer amount: ${minor}`);
  const exp = currencyExponent(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exp + 1, '0');
  return exp === 0 ? sign + digits : `${sign}${digits.slice(0, -exp)}.${digits.slice(-exp)}`;
}

/** The wire's price text: "12.5" → "12.5", whole amounts without decimals ("15" as the original sent prices). */
export function wireMoney(minor: number, currency: string): string {
  const s = formatMinor(minor, currency);
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
}

/** `percent` % of an amount, rounded half up to the minor unit, in integers. */
export function percentOf(minor: number, percent: number): number {
  return Math.floor((minor * percent + 50) / 100);
}
