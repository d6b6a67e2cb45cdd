/** Money on the admin screens is shown from its exact decimal text: no float ever rounds a large amount. */
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { formatAmount, formatMinorAmount, lastValidDay } from './money';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('formatAmount', () => {
  it('formats by the currency and keeps every digit of amounts a double cannot hold', () => {
    expect(formatAmount('12.5', 'USD')).toBe('$12.50');
    expect(formatMinorAmount(1500, 'JPY')).toBe('¥1,500');
    expect(formatMinorAmount(1234, 'KWD')).toMatch(/^KWD\s1\.234$/);
    // 2^53 + 1 cents as a decimal: a double would print …409.92; the text keeps …409.93.
    expect(formatAmount('90071992547409.93', 'USD')).toBe('$90,071,992,547,409.93');
    expect(formatMinorAmount(9_999_999_999_999, 'USD')).toBe('$99,999,999,999.99');
  });

  it('falls back to the code for what it cannot format', () => {
    expect(formatAmount('5', 'points')).toBe('5 points');
  });

  it('turns a coupon end (the next midnight) into its last valid day', () => {
    expect(lastValidDay(new Date('2027-01-01T00:00:00Z'))).toBe('2026-12-31');
    expect(lastValidDay(null)).toBe('');
  });
});
