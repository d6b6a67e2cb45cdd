/**
 * The item form's values and checks: numbers typed in other scripts, the contract's schema through the form's
 * resolver (with the number-aware messages), and the values of an existing listing as the server sends it.
 */
import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { itemFieldError } from './errors';
import { EMPTY_VALUES, itemResolver, normaliseNumber, valuesFromItem, type ItemFormValues } from './form';
import { wireItem } from '@wheeldeal/contract';
import { wireItemFixture } from '../../../test/wire-item';

async function messagesOf(values: Partial<ItemFormValues>): Promise<Record<string, string | undefined>> {
  const result = await itemResolver({ ...EMPTY_VALUES, ...values }, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = result.errors as FieldErrors<ItemFormValues>;
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, itemFieldError(error?.message as string | undefined)]));
}

describe('normaliseNumber', () => {
  it('reads Eastern Arabic and Persian digits and drops grouping', () => {
    expect(normaliseNumber('١٥٬٩٠٠', false)).toBe('15900');
    expect(normaliseNumber('۴۲,۰۰۰', false)).toBe('42000');
    expect(normaliseNumber('15 900', false)).toBe('15900');
  });

  it('keeps a decimal point only where decimals are allowed', () => {
    expect(normaliseNumber('١٢٫٥', true)).toBe('12.5');
    expect(normaliseNumber('12.5', false)).toBe('125');
  });
});

describe('itemResolver: the contract schema in the form', () => {
  it('says a required field is required and a long title too long', async () => {
    const messages = await messagesOf({ title: 'A'.repeat(61) });
    expect(messages.title).toBe('Title/Subtitle should contain maximum 60 character.');
    expect(messages.cat_id).toBe('This field is required.');
    expect(messages.description).toBe('This field is required.');
  });

  it('speaks of numbers, not characters, for a year out of range or not a number', async () => {
    expect((await messagesOf({ vehicle_year: '1700' })).vehicle_year).toBe('Enter a number of at least 1886.');
    expect((await messagesOf({ vehicle_year: '2200' })).vehicle_year).toBe('Enter a number of at most 2100.');
    expect((await messagesOf({ driven_km: 'lots' })).driven_km).toBe('Enter a number.');
  });

  it('leaves an optional number alone when it is empty', async () => {
    const messages = await messagesOf({ vehicle_year: '', driven_km: '' });
    expect(messages.vehicle_year).toBeUndefined();
    expect(messages.driven_km).toBeUndefined();
  });
});

describe('valuesFromItem: editing a listing', () => {
  it('turns the decoded item into form text, with 0 numbers as empty and the pin as placed', () => {
    const item = wireItem.parse(
      wireItemFixture({ id: 'it1', title: 'Civic', price: '15900.00', discount_rate_by_percentage: '0', engine_status: '0', business_mode: '1', lat: '16.8', lng: '96.1', subtitle: '' }),
    );
    const values = valuesFromItem(item);
    expect(values).toMatchObject({ id: 'it1', title: 'Civic', price: '15900', discount_rate_by_percentage: '', engine_status: '0', business_mode: '1', pin_manual: '1', subtitle: '', lat: '16.8', lng: '96.1' });
    const bare = wireItem.parse(wireItemFixture({ id: 'it2', price: '0', engine_status: '1', business_mode: '0', lat: '', lng: '' }));
    expect(valuesFromItem(bare)).toMatchObject({ engine_status: '1', business_mode: '0', pin_manual: '0', price: '' });
  });
});
