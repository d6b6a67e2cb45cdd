/** Money on screen: minor units shown in the currency's own digits, never through a float; app info's day price read by its digits. */
import { describe, expect, it } from 'vitest';
import { dayPriceMinor, formatMoney } from './money';
import { utcDayText } from './methods';
import { i18next } from '../i18n/i18n';

describe('formatMoney', () => {
  it('shows each currency with its own minor unit', () => {
    expect(formatMoney(1250, 'USD')).toBe('$12.50');
    expect(formatMoney(1000, 'JPY')).toBe('¥1,000');
    expect(formatMoney(1234, 'KWD')).toBe('KWD\u00a01.234');
    expect(formatMoney(-640, 'USD')).toBe('-$6.40');
  });

  it('keeps every digit of amounts a float could not hold', () => {
    expect(formatMoney(9_007_199_254_740_99, 'USD')).toBe('$9,007,199,254,740.99');
  });

  it('keeps an amount in its own order inside right-to-left text', async () => {
    await i18next.changeLanguage('ar');
    try {
      const shown = formatMoney(-50, 'USD');
      expect(shown.startsWith('\u2066') && shown.endsWith('\u2069')).toBe(true);
      expect(shown).toContain('0.50');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('falls back to the digits and the code for a code Intl does not know', () => {
    expect(formatMoney(500, 'XX1')).toBe('5.00 XX1');
  });
});

describe('dayPriceMinor', () => {
  it('reads app info’s decoded price of a day by its digits', () => {
    expect(dayPriceMinor(2.5, 'USD')).toBe(250);
    expect(dayPriceMinor(5, 'JPY')).toBe(5);
    expect(dayPriceMinor(0.1, 'USD')).toBe(10);
  });

  it('refuses what is not an amount of the currency', () => {
    expect(dayPriceMinor(2.555, 'USD')).toBeNull();
    expect(dayPriceMinor(-1, 'USD')).toBeNull();
    expect(dayPriceMinor(Number.NaN, 'USD')).toBeNull();
  });
});

describe('utcDayText', () => {
  it('is the UTC calendar day, as the server counts promotion days', () => {
    const lateEvening = new Date('2026-11-26T23:30:00-08:00');
    expect(utcDayText(lateEvening)).toBe('2026-11-27');
    expect(utcDayText(lateEvening, 180)).toBe('2027-05-26');
  });
});
