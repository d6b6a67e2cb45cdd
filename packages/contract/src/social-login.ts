import { z } from 'zod';
import { LIMITS, PLATFORM_NAME } from './limits.ts';

/**
 * Sign-in with Google, Facebook and Apple (issue 14). The original apps' calls keep their field names, and now carry
 * the provider's identity token (`id_token`), which the server verifies; the provider id and e-mail fields the
 * originals sent are accepted for compatibility and never believed.
 */
// The providers (SOCIAL_PROVIDERS, SocialProviderName) are in enums.ts: the sign-in screen lists them without zod.

/** Identity tokens are compact JWTs of a few KiB at most. */
const ID_TOKEN_MAX = 8192;

const socialRegisterFields = {
  id_token: z.string().trim().min(1).max(ID_TOKEN_MAX),
  /** The nonce the app put in its sign-in request, when it used one (the token must carry it, or its SHA-256). */
  nonce: z.string().trim().max(200).optional().default(''),
  user_name: z.string().trim().max(LIMITS.userNameMax).optional().default(''),
  user_email: z.string().trim().max(LIMITS.emailMax).optional().default(''),
  profile_photo_url: z.string().trim().max(2000).optional().default(''),
  device_token: z.string().max(500).optional().default(''),
  platform_name: z.string().max(30).optional().default(PLATFORM_NAME),
};

export const googleRegisterBody = z.object({ ...socialRegisterFields, google_id: z.string().trim().max(200).optional().default('') });
export const facebookRegisterBody = z.object({
  ...socialRegisterFields,
  facebook_id: z.string().trim().max(200).optional().default(''),
  profile_img_id: z.string().trim().max(200).optional().default(''),
});
export const appleRegisterBody = z.object({ ...socialRegisterFields, apple_id: z.string().trim().max(200).optional().default('') });
