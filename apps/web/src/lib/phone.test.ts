import { describe, expect, it } from 'vitest';
import { fullNameRule, phoneFieldError, phoneNumberRule } from './phone';

describe('the phone sign-in rules of the forms', () => {
  it('takes exactly 10 digits or an international number, with the separators people type', () => {
    for (const ok of ['4155550188', '(415) 555-0188', '415.555.0188', '+44 7911 123456', '0044 7911 123456', '+819012345678']) expect(phoneNumberRule.safeParse(ok).success, ok).toBe(true);
    expect(phoneNumberRule.safeParse('').error?.issues[0]?.message).toBe('phone_required');
    for (const bad of ['12345', '41555501889', '+12', 'call me']) expect(phoneNumberRule.safeParse(bad).error?.issues[0]?.message, bad).toBe('phone_rule');
  });

  it('asks for the first and last name', () => {
    expect(fullNameRule.safeParse('Amara Okafor').success).toBe(true);
    expect(fullNameRule.safeParse('  Amara  ').error?.issues[0]?.message).toBe('full_name');
  });

  it("shows the rules' own messages", () => {
    expect(phoneFieldError('phone_rule')).toBe('Enter exactly 10 digits, or an international number starting with + and the country code.');
    expect(phoneFieldError('full_name')).toBe('Please enter your first and last name, separated by a space.');
    expect(phoneFieldError(undefined)).toBeUndefined();
  });
});
