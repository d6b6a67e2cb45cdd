/** The wire codecs: each checks the exact wire string, decodes it to a value and encodes the value back. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  emptyWireOf,
  orEmpty,
  wireDate,
  wireDateOrNull,
  wireEnum,
  wireFlag,
  wireImage,
  wireImageSlot,
  wireInt,
  wireIntOrNull,
  wireItem,
  wireNumber,
  wireRecord,
  wireRef,
  wireText,
} from '../src/index.ts';

describe('scalar codecs', () => {
  it('decodes integers and refuses anything that is not one', () => {
    expect(wireInt.parse('42')).toBe(42);
    expect(wireInt.parse('-3')).toBe(-3);
    expect(z.encode(wireInt, 7)).toBe('7');
    for (const bad of ['', '1.5', 'x', ' 1']) expect(wireInt.safeParse(bad).success, bad).toBe(false);
  });

  it('decodes decimals such as prices and coordinates', () => {
    expect(wireNumber.parse('15.5')).toBe(15.5);
    expect(wireNumber.parse('-74.006')).toBe(-74.006);
    expect(wireNumber.safeParse('').success).toBe(false);
    expect(wireNumber.safeParse('1e5').success).toBe(false);
  });

  it('decodes "1"/"0" flags to booleans and nothing else', () => {
    expect(wireFlag.parse('1')).toBe(true);
    expect(wireFlag.parse('0')).toBe(false);
    expect(z.encode(wireFlag, true)).toBe('1');
    for (const bad of ['', 'true', '2']) expect(wireFlag.safeParse(bad).success, bad).toBe(false);
  });

  it('reads dates as UTC and writes them back in the wire format', () => {
    const d = wireDate.parse('2026-01-15 09:30:05');
    expect(d.toISOString()).toBe('2026-01-15T09:30:05.000Z');
    expect(z.encode(wireDate, d)).toBe('2026-01-15 09:30:05');
    expect(wireDate.safeParse('2026-01-15T09:30:05Z').success).toBe(false);
  });

  it('treats "" as null in the optional codecs', () => {
    expect(wireIntOrNull.parse('')).toBeNull();
    expect(wireIntOrNull.parse('12')).toBe(12);
    expect(wireIntOrNull.safeParse('twelve').success).toBe(false);
    expect(wireDateOrNull.parse('')).toBeNull();
    expect(wireRef.parse('')).toBeNull();
    expect(wireRef.parse('itm_1')).toBe('itm_1');
    expect(z.encode(wireIntOrNull, null)).toBe('');
    expect(z.encode(wireDateOrNull, new Date('2026-02-01T00:00:00Z'))).toBe('2026-02-01 00:00:00');
  });

  it('accepts only the listed enum values', () => {
    const e = wireEnum(['normal_ad', 'paid_ad'] as const);
    expect(e.parse('paid_ad')).toBe('paid_ad');
    expect(e.safeParse('google').success).toBe(false);
  });
});

describe('records and empty objects', () => {
  const rec = wireRecord({ id: wireText, n: wireInt, photo: wireImageSlot });

  it('refuses a key the contract does not know (drift)', () => {
    const photo = emptyWireOf(wireImage);
    expect(rec.safeParse({ id: 'a', n: '1', photo }).success).toBe(true);
    expect(rec.safeParse({ id: 'a', n: '1', photo, extra: '' }).success).toBe(false);
    expect(rec.safeParse({ id: 'a', photo }).success).toBe(false);
  });

  it('decodes the empty object to null and encodes null back to every field ""', () => {
    const slot = orEmpty(rec);
    expect(slot.parse({ id: '', n: '', photo: emptyWireOf(wireImage), is_empty_object: '1' })).toBeNull();
    expect(z.encode(slot, null)).toEqual({ id: '', n: '', photo: { ...Object.fromEntries(Object.keys(wireImage.shape).filter((k) => k !== 'is_empty_object').map((k) => [k, ''])), is_empty_object: '1' }, is_empty_object: '1' });
  });

  it('accepts a shortened empty object but not one with values', () => {
    const slot = orEmpty(rec);
    expect(slot.parse({ id: '', is_empty_object: '1' })).toBeNull();
    expect(slot.safeParse({ id: 'x', is_empty_object: '1' }).success).toBe(false);
  });

  it('decodes a present record, including its "0" presence marker', () => {
    const slot = orEmpty(rec);
    const out = slot.parse({ id: 'a', n: '3', photo: emptyWireOf(wireImage), is_empty_object: '0' });
    expect(out).toEqual({ id: 'a', n: 3, photo: null, is_empty_object: '0' });
  });

  it('gives the item the empty nested objects of every missing relation', () => {
    const empty = emptyWireOf(wireItem);
    expect(empty.category).toMatchObject({ cat_name: '', is_empty_object: '1', default_photo: { img_path: '', is_empty_object: '1' } });
    expect(orEmpty(wireItem).parse(empty)).toBeNull();
  });
});
