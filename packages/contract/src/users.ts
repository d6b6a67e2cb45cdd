import { z } from 'zod';
import { LIMITS, PLATFORM_NAME } from './limits.ts';

/** Request bodies of the account calls. Field names are the wire's. Messages are i18n keys of the `server`
 * namespace resolved by the server, or by the web form via the same key. */
const trimmed = (max: number) => z.string().trim().max(max);

export const email = z.string().trim().toLowerCase().max(LIMITS.emailMax).email();
export const password = z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax);

export const registerBody = z.object({
  user_name: trimmed(LIMITS.userNameMax).min(1),
  user_email: email,
  user_password: password,
  user_phone: trimmed(LIMITS.phoneMax).optional().default(''),
  device_token: z.string().max(500).optional().default(''),
  platform_name: z.string().max(30).optional().default(PLATFORM_NAME),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const verifyBody = z.object({
  user_id: z.string().min(1),
  code: z.string().trim().min(1).max(20),
});

export const requestCodeBody = z.object({ user_email: email });

export const loginBody = z.object({
  user_email: email,
  user_password: z.string().min(1).max(LIMITS.passwordMax),
  device_token: z.string().max(500).optional().default(''),
  platform_name: z.string().max(30).optional().default(PLATFORM_NAME),
});

export const logoutBody = z.object({ user_id: z.string().optional().default('') });

export const resetBody = z.object({ user_email: email });

export const resetPasswordBody = z
  .object({ token: z.string().min(20).max(200), user_password: password, conf_password: z.string() })
  .refine((b) => b.user_password === b.conf_password, { path: ['conf_password'], message: 'passwords_not_match' });

/** The current password proves it is the owner at the keyboard, not a borrowed session (decision 010). */
const currentPassword = z.string().max(LIMITS.passwordMax);

export const passwordUpdateBody = z
  .object({ user_id: z.string().min(1), current_password: currentPassword.min(1), user_password: password, conf_password: z.string() })
  .refine((b) => b.user_password === b.conf_password, { path: ['conf_password'], message: 'passwords_not_match' });

const flag = z.enum(['0', '1']);

export const profileUpdateBody = z.object({
  user_id: z.string().min(1),
  /** Required when user_email changes; the new address takes effect once confirmed (users/confirm_email_change). */
  current_password: currentPassword.optional().default(''),
  user_name: trimmed(LIMITS.userNameMax).min(1),
  user_email: email,
  user_phone: trimmed(LIMITS.phoneMax).optional().default(''),
  user_address: trimmed(LIMITS.addressMax).optional().default(''),
  city: trimmed(100).optional().default(''),
  user_about_me: trimmed(LIMITS.aboutMeMax).optional().default(''),
  whatsapp: z
    .string()
    .trim()
    .regex(new RegExp(`^(\\d{${LIMITS.whatsappDigits}})?$`))
    .optional()
    .default(''),
  messenger: trimmed(100).optional().default(''),
  is_show_email: flag.optional().default('0'),
  is_show_phone: flag.optional().default('0'),
  /** Whether others see this user's followers and following (absent: unchanged). */
  show_profile: flag.optional(),
  user_lat: z.string().optional().default(''),
  user_lng: z.string().optional().default(''),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

/** The code mailed to the new address of an e-mail change. */
export const confirmEmailChangeBody = z.object({
  user_id: z.string().optional().default(''),
  code: z.string().trim().min(1).max(20),
});

export const appInfoBody = z.object({
  start_date: z.string().optional().default(''),
  end_date: z.string().optional().default(''),
  user_id: z.string().optional().default(''),
});
