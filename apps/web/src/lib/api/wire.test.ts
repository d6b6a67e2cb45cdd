import { describe, expect, it } from 'vitest';
import { isEmptyObject, isOn, parseWireDate, toFlag, toFloat, toInt } from './wire';

describe('wire scalars (every scalar on the wire is a string)', () => {
  it('reads "1" as on and anything else as off', () => {
    expect(isOn('1')).toBe(true);
    for (const off of ['0', '', 'true', ' 1', null, undefined]) expect(isOn(off)).toBe(false);
  });

  it('writes booleans as "1" and "0"', () => {
    expect(toFlag(true)).toBe('1');
    expect(toFlag(false)).toBe('0');
  });

  it('parses integers, falling back when the string is not a number', () => {
    expect(toInt('42')).toBe(42);
    expect(toInt('-3')).toBe(-3);
    expect(toInt('12.9')).toBe(12);
    expect(toInt('')).toBe(0);
    expect(toInt(undefined, 7)).toBe(7);
    expect(toInt('abc', 5)).toBe(5);
  });

  it('parses decimals such as prices and coordinates', () => {
    expect(toFloat('15900.50')).toBe(15900.5);
    expect(toFloat('-33.8688')).toBe(-33.8688);
    expect(toFloat(null)).toBe(0);
    expect(toFloat('n/a', 1.5)).toBe(1.5);
  });

  it('reads server times without a zone as UTC', () => {
    expect(parseWireDate('2024-03-05 14:07:09')?.toISOString()).toBe('2024-03-05T14:07:09.000Z');
    expect(parseWireDate('2024-03-05 14:07')?.toISOString()).toBe('2024-03-05T14:07:00.000Z');
    expect(parseWireDate('2024-03-05T14:07:09+02:00')?.toISOString()).toBe('2024-03-05T12:07:09.000Z');
  });

  it('answers null for an empty or unreadable time', () => {
    expect(parseWireDate('')).toBeNull();
    expect(parseWireDate(undefined)).toBeNull();
    expect(parseWireDate('0000-00-00 00:00:00')).toBeNull();
    expect(parseWireDate('yesterday')).toBeNull();
  });

  it('treats a nested object marked is_empty_object "1" (or none at all) as absent', () => {
    expect(isEmptyObject({ is_empty_object: '1' })).toBe(true);
    expect(isEmptyObject(null)).toBe(true);
    expect(isEmptyObject(undefined)).toBe(true);
    expect(isEmptyObject({ is_empty_object: '0' })).toBe(false);
    expect(isEmptyObject({})).toBe(false);
  });
});
