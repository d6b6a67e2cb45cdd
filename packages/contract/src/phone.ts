/**
 * Phone sign-in and phone-number changes (issue 14). The spec lists two namings of the same bodies — the web
 * client's camelCase (`userName, phoneId, userPhone, mobileNumber, deviceToken, platformName, otp`) and the
 * original clients' snake_case (`user_name, phone_id, user_phone, …`): both are accepted and read as snake_case.
 * Numbers are free text here; the server reads them as E.164 (libphonenumber-js) and says what is wrong.
 */
import { z } from 'zod';
import { LIMITS, PLATFORM_NAME } from './limits.ts';

/** camelCase field → the snake_case name the server reads. */
const CAMEL_TO_SNAKE: Record<string, string> = {
  userId: 'user_id',
  userName: 'user_name',
  phoneId: 'phone_id',
  userPhone: 'user_phone',
  mobileNumber: 'mobile_number',
  deviceToken: 'device_token',
  platformName: 'platform_name',
};

/** Copies camelCase fields to their snake_case names (a snake_case field that is present wins). */
function snakeCased(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [camel, snake] of Object.entries(CAMEL_TO_SNAKE)) {
    if (out[snake] === undefined && out[camel] !== undefined) out[snake] = out[camel];
    delete out[camel];
  }
  return out;
}

const text = (max: number) => z.string().trim().max(max).optional().default('');

/** The phone fields every phone body carries: the number as `user_phone` or `mobile_number` (a copy). */
const phoneFields = {
  user_phone: text(LIMITS.phoneMax * 2),
  mobile_number: text(LIMITS.phoneMax * 2),
  /** The original clients' provider id of the number; never trusted (the server sets it to the verified number). */
  phone_id: text(100),
};

/** Asks for a sign-in code: the name (first and last) and the number. */
export const requestPhoneCodeBody = z.preprocess(
  snakeCased,
  z.object({
    user_name: text(LIMITS.userNameMax),
    ...phoneFields,
    device_token: z.string().max(500).optional().default(''),
    platform_name: z.string().max(30).optional().default(PLATFORM_NAME),
  }),
);
export type RequestPhoneCodeBody = z.infer<typeof requestPhoneCodeBody>;

/** Signs in (creating the account on the first sign-in) with the code sent to the number. */
export const verifyPhoneCodeBody = z.preprocess(
  snakeCased,
  z.object({
    user_name: text(LIMITS.userNameMax),
    ...phoneFields,
    otp: z.string().trim().min(1).max(20),
    device_token: z.string().max(500).optional().default(''),
    platform_name: z.string().max(30).optional().default(PLATFORM_NAME),
  }),
);
export type VerifyPhoneCodeBody = z.infer<typeof verifyPhoneCodeBody>;

/** Sends a code to the new number of the signed-in user's profile. */
export const sendMobileCodeBody = z.preprocess(snakeCased, z.object({ user_id: z.string().optional().default(''), ...phoneFields }));
export type SendMobileCodeBody = z.infer<typeof sendMobileCodeBody>;

/** Makes the new number the profile's with the code sent to it. */
export const verifyMobileCodeBody = z.preprocess(
  snakeCased,
  z.object({ user_id: z.string().optional().default(''), ...phoneFields, otp: z.string().trim().min(1).max(20) }),
);
export type VerifyMobileCodeBody = z.infer<typeof verifyMobileCodeBody>;

/** How long a phone code lives, in minutes (the web client says so next to the code field). */
export const PHONE_CODE_TTL_MINUTES = 10;
