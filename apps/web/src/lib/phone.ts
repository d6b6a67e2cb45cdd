/**
 * The phone number rule shared by phone sign-in and the profile's change of number. The spec's rule for the
 * WhatsApp number is exactly 10 digits (the placeholder shows +1); numbers in international format (+ and the
 * country code, or 00 for +) are accepted too, since buyers and sellers are not all in one country. The server has the last
 * word (it validates with libphonenumber-js and stores E.164). Its messages are keys of `auth:phone.rules`.
 */
import { z } from 'zod';
import { fieldError } from './forms';
import { i18next } from './i18n/i18n';

const compact = (v: string) => v.replace(/[\s\-().]/g, '');

export const phoneNumberRule = z
  .string()
  .trim()
  .refine((v) => compact(v) !== '', { message: 'phone_required' })
  .refine((v) => compact(v) === '' || /^(\d{10}|\+\d{7,15}|00\d{7,15})$/.test(compact(v)), { message: 'phone_rule' });

/** The spec's name rule of phone sign-in: first and last name, separated by a space. */
export const fullNameRule = z
  .string()
  .trim()
  .refine((v) => v.split(/\s+/).filter(Boolean).length >= 2, { message: 'full_name' });

const PHONE_RULES = new Set(['phone_required', 'phone_rule', 'full_name']);

/** Text of a field error: the phone rules' own messages, else the common validation messages. */
export function phoneFieldError(message: string | undefined): string | undefined {
  if (message && PHONE_RULES.has(message)) return i18next.t(`auth:phone.rules.${message}`);
  return fieldError(message);
}
