/**
 * Reading a phone number from the wire. The spec's rule for the WhatsApp number is "exactly 10 digits" with a +1
 * placeholder; international numbers must work too. So: a number starting with + (or 00) is read in international
 * format; anything else must be exactly 10 digits, read as a number of the configured default country. Either way
 * libphonenumber-js must find it a valid number, and it is stored in E.164 (`+14155552671`).
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { badRequest } from '../../lib/errors.ts';

/** Separators people type inside a number. */
const SEPARATORS = /[\s\-().]/g;

/** The E.164 form of `raw`, or undefined when it is not a valid number under the rule above. */
export function toE164(raw: string, defaultCountry: string): string | undefined {
  const compact = raw.trim().replace(SEPARATORS, '');
  if (!compact) return undefined;
  const international = compact.startsWith('+') ? compact : compact.startsWith('00') ? `+${compact.slice(2)}` : undefined;
  if (international !== undefined) {
    if (!/^\+\d{6,15}$/.test(international)) return undefined;
    const parsed = parsePhoneNumberFromString(international);
    return parsed?.isValid() ? parsed.number : undefined;
  }
  if (!/^\d{10}$/.test(compact)) return undefined;
  const parsed = parsePhoneNumberFromString(compact, defaultCountry as CountryCode);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** The number of a phone body (`user_phone`, or its copy `mobile_number`) in E.164; 400 when missing or malformed. */
export function phoneOfBody(body: { user_phone: string; mobile_number: string }, defaultCountry: string): string {
  const raw = body.user_phone || body.mobile_number;
  if (!raw) throw badRequest('phone.number_required');
  const e164 = toE164(raw, defaultCountry);
  if (!e164) throw badRequest('phone.number_invalid');
  return e164;
}

/** The spec's name rule for phone sign-in: first and last name, separated by a space. */
export function assertFullName(name: string): void {
  if (name.trim().split(/\s+/).filter(Boolean).length < 2) throw badRequest('phone.full_name_required');
}
