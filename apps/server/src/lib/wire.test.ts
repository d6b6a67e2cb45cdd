import { describe, expect, it } from 'vitest';
import { emptyObject, flag, money, relativeTime, str, wireDate } from './wire.ts';
import { translator } from './messages.ts';

const t = translator('en');

describe('wire scalars', () => {
  it('turns every scalar into a string, null into ""', () => {
    expect(str(15)).toBe('15');
    expect(str(true)).toBe('1');
    expect(str(false)).toBe('0');
    expect(str(null)).toBe('');
    expect(str(undefined)).toBe('');
    expect(flag(1)).toBe('1');
    expect(flag(0)).toBe('0');
  });

  it('formats dates as "YYYY-MM-DD HH:MM:SS" in UTC', () => {
    expect(wireDate(new Date('2026-03-04T05:06:07Z'))).toBe('2026-03-04 05:06:07');
    expect(wireDate(null)).toBe('');
  });

  it('prints money without trailing zeros', () => {
    expect(money('15.00')).toBe('15');
    expect(money('15.50')).toBe('15.5');
    expect(money(null)).toBe('');
    expect(money('abc')).toBe('');
  });

  it('builds the empty nested object', () => {
    expect(emptyObject(['id', 'name'])).toEqual({ id: '', name: '', is_empty_object: '1' });
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now, t);
  it('reads like a person would say it', () => {
    expect(ago(2000)).toBe('just now');
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(3 * 3600_000)).toBe('3 hours ago');
    expect(ago(2 * 86400_000)).toBe('2 days ago');
    expect(ago(65 * 86400_000)).toBe('2 months ago');
    expect(ago(800 * 86400_000)).toBe('2 years ago');
    expect(relativeTime(null, now, t)).toBe('');
  });
});
