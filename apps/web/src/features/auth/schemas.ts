/** Form schemas of the auth screens, built from the contract's request bodies (one source per rule). */
import { z } from 'zod';
import { LIMITS, loginBody, registerBody, requestCodeBody } from '@wheeldeal/contract';
import { encodeError } from '../../lib/forms';
import { fullNameRule, phoneNumberRule } from '../../lib/phone';

const agreement = z.boolean().refine((v) => v, { message: 'privacy_required' });

/** No privacy box at login: the account's acceptance is remembered and asked again only for a new policy version
 * (components/privacy-gate). */
export const loginForm = loginBody.pick({ user_email: true, user_password: true });
export type LoginForm = z.input<typeof loginForm>;

export const registerForm = registerBody
  .pick({ user_name: true, user_email: true, user_password: true })
  .extend({ conf_password: z.string(), agree: agreement })
  .refine((v) => v.user_password === v.conf_password, { path: ['conf_password'], message: 'passwords_not_match' });
export type RegisterForm = z.input<typeof registerForm>;

export const verifyCodeForm = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${LIMITS.verifyCodeLength}}$`), { message: encodeError('code_format', { count: LIMITS.verifyCodeLength }) }),
});
export type VerifyCodeForm = z.input<typeof verifyCodeForm>;

export const forgotPasswordForm = requestCodeBody;
export type ForgotPasswordForm = z.input<typeof forgotPasswordForm>;

/** Phone sign-in: the name as first and last name, the WhatsApp number by the rule of lib/phone. */
export const phoneLoginForm = z.object({
  user_name: fullNameRule.pipe(z.string().max(LIMITS.userNameMax)),
  user_phone: phoneNumberRule,
  agree: agreement,
});
export type PhoneLoginForm = z.input<typeof phoneLoginForm>;
