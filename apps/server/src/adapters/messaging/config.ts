/**
 * Configuration of the messaging adapter (phone codes), read from the environment on its own so the adapter's
 * settings stay in one place: `MESSAGING_ADAPTER=local|whatsapp|twilio` and the chosen provider's credentials.
 * A provider chosen without its credentials is a start-up error, never a silent fall-back to the outbox.
 */
import { z } from 'zod';

const envSchema = z.object({
  MESSAGING_ADAPTER: z.enum(['local', 'whatsapp', 'twilio']).default('local'),
  /** WhatsApp Cloud API: the sending number's id and a (system user) access token. */
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'the numeric id of the sending phone number').optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  /** The approved authentication template that carries the code (its body has one parameter: the code). */
  WHATSAPP_TEMPLATE: z.string().min(1).default('verification_code'),
  /** Graph API host and version; tests point it at a local peer. */
  WHATSAPP_API_BASE: z.string().url().default('https://graph.facebook.com/v21.0'),
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'an account SID (AC + 32 hex digits)').optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sender: a Twilio number in E.164, or a Messaging Service SID (MG…). */
  TWILIO_FROM: z.string().regex(/^(\+\d{6,15}|MG[0-9a-fA-F]{32})$/, 'an E.164 number or a Messaging Service SID').optional(),
  TWILIO_API_BASE: z.string().url().default('https://api.twilio.com'),
  /** Country of numbers typed without a +country code (ISO 3166 alpha-2); the spec's placeholder is +1. */
  PHONE_DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 country code')
    .default('US'),
});

export type MessagingConfig =
  | { adapter: 'local'; defaultCountry: string }
  | { adapter: 'whatsapp'; defaultCountry: string; phoneNumberId: string; accessToken: string; template: string; baseUrl: string }
  | { adapter: 'twilio'; defaultCountry: string; accountSid: string; authToken: string; from: string; baseUrl: string };

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The messaging settings of an environment; throws a readable error when the chosen provider lacks a value. */
export function messagingConfig(env: NodeJS.ProcessEnv): MessagingConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration:\n${parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  const e = parsed.data;
  const need = (...keys: (keyof typeof e)[]) => {
    const missing = keys.filter((k) => !e[k]);
    if (missing.length) throw new Error(`Invalid configuration:\n${missing.map((k) => `  - ${k}: required when MESSAGING_ADAPTER=${e.MESSAGING_ADAPTER}`).join('\n')}`);
  };
  const defaultCountry = e.PHONE_DEFAULT_COUNTRY;
  if (e.MESSAGING_ADAPTER === 'whatsapp') {
    need('WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN');
    return { adapter: 'whatsapp', defaultCountry, phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!, accessToken: e.WHATSAPP_ACCESS_TOKEN!, template: e.WHATSAPP_TEMPLATE, baseUrl: trimSlash(e.WHATSAPP_API_BASE) };
  }
  if (e.MESSAGING_ADAPTER === 'twilio') {
    need('TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM');
    return { adapter: 'twilio', defaultCountry, accountSid: e.TWILIO_ACCOUNT_SID!, authToken: e.TWILIO_AUTH_TOKEN!, from: e.TWILIO_FROM!, baseUrl: trimSlash(e.TWILIO_API_BASE) };
  }
  return { adapter: 'local', defaultCountry };
}
