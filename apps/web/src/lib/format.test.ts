/** lib/format.ts: formatters made once per language and options, made ahead by warmFormats in tasks of their own. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, formatPrice, numberFormat, warmFormats } from './format';

afterEach(() => {
  vi.useRealTimers();
});

describe('format', () => {
  it('keeps one formatter per language and options', () => {
    expect(numberFormat({ maximumFractionDigits: 0 }, 'de')).toBe(numberFormat({ maximumFractionDigits: 0 }, 'de'));
    expect(numberFormat({ maximumFractionDigits: 0 }, 'de')).not.toBe(numberFormat({ maximumFractionDigits: 0 }, 'fr'));
    expect(formatPrice(12500, '$')).toBe('$12,500');
    expect(formatPrice('12500.5', '€')).toBe('€12,500.5');
  });

  it('makes the first number and date formats ahead, each in a task of its own, not at once', () => {
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    warmFormats();
    // Nothing in the caller's task.
    expect(made).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(made).toHaveBeenCalledTimes(1);
    expect(dates).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(dates).toHaveBeenCalledTimes(1);
    // Kept: the screens' first use finds them made.
    numberFormat();
    dateTimeFormat({ dateStyle: 'medium' });
    expect(made).toHaveBeenCalledTimes(1);
    expect(dates).toHaveBeenCalledTimes(1);
    made.mockRestore();
    dates.mockRestore();
  });
});
