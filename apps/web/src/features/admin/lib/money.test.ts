/** Money on the admin screens is shown from its digits, never through a float, and isolated in Arabic. */
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { formatAmount, formatMinorAmount, lastValidDay } from './money';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('formatAmount', () => {
  it('formats decimal text and minor units by the currency', () => {
    expect(formatAmount('12.5', 'USD')).toBe('$12.50');
    expect(formatAmount('0.1', 'usd')).toBe('$0.10');
    expect(formatMinorAmount(1500, 'JPY')).toBe('¥1,500');
    expect(formatMinorAmount(1234, 'KWD')).toMatch(/^KWD\s1\.234$/);
    expect(formatMinorAmount(-250, 'USD')).toBe('-$2.50');
    // The largest amount the server handles, to the cent.
    expect(formatMinorAmount(10_000_000_000_000, 'USD')).toBe('$100,000,000,000.00');
  });

  it('shows what is not an amount of a known currency as it came', () => {
    expect(formatAmount('5', 'points')).toBe('5 points');
    expect(formatAmount('12.345', 'USD')).toBe('12.345 USD');
  });

  it('keeps an amount left-to-right inside Arabic text', async () => {
    await i18next.changeLanguage('ar');
    const shown = formatAmount('12.5', 'USD');
    expect(shown.startsWith('\u2066') && shown.endsWith('\u2069')).toBe(true);
  });

  it('turns a coupon end (the next midnight) into its last valid day', () => {
    expect(lastValidDay(new Date('2027-01-01T00:00:00Z'))).toBe('2026-12-31');
    expect(lastValidDay(null)).toBe('');
  });
});
