import { createHash } from 'node:crypto';
/**
 * Configuration from the environment, validated once at boot. A bad value stops the server with a readable list
 * of what is wrong. Every variable is documented in the README.
 */
import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { messagingConfig, type MessagingConfig } from './adapters/messaging/config.ts';
import { DEFAULT_API_KEY } from '@wheeldeal/contract';

/** The repository root, so relative paths mean the same whichever workspace npm runs us from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off']).transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  API_KEY: z.string().min(1).default(DEFAULT_API_KEY),
  PUBLIC_URL: z.string().url().optional(),
  SEED_DEMO_DATA: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  /** local: the outbox table only; smtp: deliver through SMTP_URL as well. */
  EMAIL_TRANSPORT: z.enum(['local', 'smtp']).default('local'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Wheeldeal <no-reply@wheeldeal.local>'),
  /** webpush: deliver Web Push through the browsers' push services; off: queued pushes are dropped unsent. */
  PUSH_ADAPTER: z.enum(['webpush', 'off']).default('webpush'),
  /** The VAPID pair (base64url: a 65-byte P-256 point, a 32-byte scalar); unset: one generated and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().regex(/^B[A-Za-z0-9_-]{86}$/, 'a base64url P-256 public key (87 characters)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a base64url P-256 private key (43 characters)').optional(),
  /** Contact of the sender for the push services (RFC 8292 `sub`): a mailto: or https: URI. */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https: URI').optional(),
  /** Secure cookies need HTTPS; on by default in production. */
  COOKIE_SECURE: bool.optional(),
  /** Limits of the rate-limited account calls (per IP and per account, per window). */
  RATE_LIMIT_ENABLED: bool.default(true),
  /** The built web app to serve (default apps/web/dist). */
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** Where uploads live: local (DATA_DIR/uploads) or any S3-compatible object store. */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PUBLIC_URL: z.string().url().optional(),
  S3_PREFIX: z.string().optional(),
  /** Run the job workers and scheduler inside the web process; false when `npm run worker` processes do it. */
  JOBS_IN_PROCESS: bool.default(true),
  /** How often an idle job worker asks the queue for work (seconds). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** SIGTERM/SIGINT: the longest a graceful shutdown may take before the process exits anyway (seconds). */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(10),
  /** Key of the per-listing offset of the coarse public position of listings (modules/items/coarse-location.ts). */
  LOCATION_KEY: z.string().min(16).default('wheeldeal-coarse-location-v1'),
  /** Load shedding (http/overload.ts): 503 + Retry-After past any of these; 0 turns a check off. */
  OVERLOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(64),
  OVERLOAD_MAX_DB_WAITING: z.coerce.number().int().min(0).default(40),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().min(0).optional(),
  OVERLOAD_MAX_HEAP_MB: z.coerce.number().min(0).optional(),
  OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(2),
  /** Payments (decision 015). The sandbox provider (demo cards only): on by default except in production. */
  PAYMENTS_SANDBOX: bool.optional(),
  /** Signs the sandbox provider's webhooks; unset: derived from API_KEY and LOCATION_KEY (same in every process). */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  PAYPAL_ENV: z.enum(['sandbox', 'live']).default('sandbox'),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
  PAYSTACK_PUBLIC_KEY: z.string().min(1).optional(),
  /** Providers' API hosts (tests point them at a local peer; unset: the providers' own). */
  STRIPE_API_BASE: z.string().url().optional(),
  PAYPAL_API_BASE: z.string().url().optional(),
  RAZORPAY_API_BASE: z.string().url().optional(),
  PAYSTACK_API_BASE: z.string().url().optional(),
  /** Sign-in with Google, Facebook and Apple (modules/social-login): a provider is offered when its credentials are
   * set. The issuer URLs default to the providers' own; tests point them at a local OpenID provider. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER_URL: z.string().url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_ISSUER_URL: z.string().url().default('https://www.facebook.com'),
  /** Apple: the Services ID, the team, and the Sign in with Apple key (its id and its PEM private key, `\n` allowed). */
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_TEAM_ID: z.string().min(1).optional(),
  APPLE_KEY_ID: z.string().min(1).optional(),
  APPLE_PRIVATE_KEY: z.string().min(1).optional(),
  APPLE_ISSUER_URL: z.string().url().default('https://appleid.apple.com'),
  /** Extra audiences accepted in identity tokens the apps send (their own client ids), comma separated. */
  GOOGLE_EXTRA_AUDIENCES: z.string().optional(),
  FACEBOOK_EXTRA_AUDIENCES: z.string().optional(),
  APPLE_EXTRA_AUDIENCES: z.string().optional(),
});

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  publicUrl: string | undefined;
  prefix: string | undefined;
}

export type Env = z.infer<typeof envSchema>;

/** argon2id cost of password hashes (modules/auth/passwords.ts). */
export interface PasswordCost {
  /** KiB of memory per hash. */
  memoryCost: number;
  /** Iterations. */
  timeCost: number;
  /** Lanes. */
  parallelism: number;
}

/** OWASP parameters for argon2id (19 MiB, 2 iterations, 1 lane): what every running server uses. */
export const PASSWORD_COST: Readonly<PasswordCost> = Object.freeze({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  apiKey: string;
  publicUrl: string;
  seedDemoData: boolean;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  emailTransport: Env['EMAIL_TRANSPORT'];
  smtpUrl: string | undefined;
  mailFrom: string;
  cookieSecure: boolean;
  rateLimitEnabled: boolean;
  webDistDir: string;
  /** Set when STORAGE_DRIVER=s3; local storage otherwise. */
  s3: S3Config | undefined;
  push: PushConfig;
  /** argon2id cost of new password hashes. Always the production cost here (deliberately no variable); tests
   * replace it in the config object they build to hash their users cheaply. */
  passwordCost: PasswordCost;
  jobsInProcess: boolean;
  jobsPollSeconds: number;
  shutdownTimeoutSeconds: number;
  locationKey: string;
  overload: OverloadConfig;
  payments: PaymentsConfig;
  /** Phone codes (adapters/messaging): MESSAGING_ADAPTER and its provider's credentials. */
  messaging: MessagingConfig;
  social: SocialLoginConfig;
}

/** One OpenID provider we sign users in with. Secrets live only in the environment. */
export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  /** Google, Facebook: the client secret. Apple signs a JWT instead (`apple`). */
  clientSecret?: string;
  apple?: { teamId: string; keyId: string; privateKey: string };
  /** Audiences accepted besides clientId in tokens the apps send (their own client ids). */
  extraAudiences: string[];
}

/** The sign-in providers that are configured (absent: not offered). */
export interface SocialLoginConfig {
  google?: OidcClientConfig;
  facebook?: OidcClientConfig;
  apple?: OidcClientConfig;
}

function socialLoginConfig(e: Env): SocialLoginConfig {
  const list = (v: string | undefined) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const out: SocialLoginConfig = {};
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) {
    out.google = { issuer: e.GOOGLE_ISSUER_URL, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, extraAudiences: list(e.GOOGLE_EXTRA_AUDIENCES) };
  }
  if (e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET) {
    out.facebook = { issuer: e.FACEBOOK_ISSUER_URL, clientId: e.FACEBOOK_CLIENT_ID, clientSecret: e.FACEBOOK_CLIENT_SECRET, extraAudiences: list(e.FACEBOOK_EXTRA_AUDIENCES) };
  }
  if (e.APPLE_CLIENT_ID && e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY) {
    out.apple = {
      issuer: e.APPLE_ISSUER_URL,
      clientId: e.APPLE_CLIENT_ID,
      apple: { teamId: e.APPLE_TEAM_ID, keyId: e.APPLE_KEY_ID, privateKey: e.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n') },
      extraAudiences: list(e.APPLE_EXTRA_AUDIENCES),
    };
  }
  return out;
}

/** Payment providers' credentials (decision 015): a provider is usable when its secrets are here and its flag is
 * on in the payment settings. Secrets live only in the environment, never in the database or an answer. */
export interface PaymentsConfig {
  sandbox: boolean;
  sandboxWebhookSecret: string;
  stripe?: { secretKey: string; publishableKey: string; webhookSecret: string; baseUrl?: string };
  paypal?: { clientId: string; clientSecret: string; webhookId: string; env: 'sandbox' | 'live'; baseUrl?: string };
  razorpay?: { keyId: string; keySecret: string; webhookSecret: string; baseUrl?: string };
  paystack?: { secretKey: string; publicKey: string; baseUrl?: string };
}

function paymentsConfig(e: Env): PaymentsConfig {
  const all = <K extends keyof Env>(...keys: K[]) => keys.every((k) => !!e[k]);
  const base = (url: string | undefined) => (url ? { baseUrl: url.replace(/\/$/, '') } : {});
  return {
    sandbox: e.PAYMENTS_SANDBOX ?? e.NODE_ENV !== 'production',
    sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? createHash('sha256').update(`sandbox-webhook:${e.API_KEY}:${e.LOCATION_KEY}`).digest('hex'),
    ...(all('STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET')
      ? { stripe: { secretKey: e.STRIPE_SECRET_KEY!, publishableKey: e.STRIPE_PUBLISHABLE_KEY!, webhookSecret: e.STRIPE_WEBHOOK_SECRET!, ...base(e.STRIPE_API_BASE) } }
      : {}),
    ...(all('PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID')
      ? { paypal: { clientId: e.PAYPAL_CLIENT_ID!, clientSecret: e.PAYPAL_CLIENT_SECRET!, webhookId: e.PAYPAL_WEBHOOK_ID!, env: e.PAYPAL_ENV, ...base(e.PAYPAL_API_BASE) } }
      : {}),
    ...(all('RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET')
      ? { razorpay: { keyId: e.RAZORPAY_KEY_ID!, keySecret: e.RAZORPAY_KEY_SECRET!, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET!, ...base(e.RAZORPAY_API_BASE) } }
      : {}),
    ...(all('PAYSTACK_SECRET_KEY', 'PAYSTACK_PUBLIC_KEY') ? { paystack: { secretKey: e.PAYSTACK_SECRET_KEY!, publicKey: e.PAYSTACK_PUBLIC_KEY!, ...base(e.PAYSTACK_API_BASE) } } : {}),
  };
}

/** Web Push (adapters/push.ts). Keys unset: the pair stored in the database (generated once) is used. */
export interface PushConfig {
  adapter: Env['PUSH_ADAPTER'];
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  vapidSubject: string;
}

/** The sender's contact for the push services: VAPID_SUBJECT, else the address e-mails come from. */
function vapidSubject(e: Env): string {
  if (e.VAPID_SUBJECT) return e.VAPID_SUBJECT;
  const address = e.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? e.MAIL_FROM.trim();
  return `mailto:${address}`;
}

/** When the server sheds load (http/overload.ts). 0 turns a check off. */
export interface OverloadConfig {
  /** Requests being answered at once (every route but /api/health). */
  maxInFlight: number;
  /** Queries waiting for a database connection. */
  maxDbWaiting: number;
  /** Mean event-loop delay over the last sample (ms). */
  maxEventLoopDelayMs: number;
  /** V8 heap in use (bytes); by default 90 % of the heap limit. */
  maxHeapUsedBytes: number;
  retryAfterSeconds: number;
}

export class ConfigError extends Error {}

/** The messaging settings (adapters/messaging/config.ts), their problems reported like every other setting's. */
function messagingOf(env: NodeJS.ProcessEnv): MessagingConfig {
  try {
    return messagingConfig(env);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.EMAIL_TRANSPORT === 'smtp' && !e.SMTP_URL) throw new ConfigError('Invalid configuration:\n  - SMTP_URL: required when EMAIL_TRANSPORT=smtp');
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw new ConfigError('Invalid configuration:\n  - VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  let s3: S3Config | undefined;
  if (e.STORAGE_DRIVER === 's3') {
    const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => !e[k]);
    if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.map((k) => `  - ${k}: required when STORAGE_DRIVER=s3`).join('\n')}`);
    s3 = {
      endpoint: e.S3_ENDPOINT!,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET!,
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
      publicUrl: e.S3_PUBLIC_URL,
      prefix: e.S3_PREFIX,
    };
  }
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    apiKey: e.API_KEY,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    seedDemoData: e.SEED_DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    emailTransport: e.EMAIL_TRANSPORT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    rateLimitEnabled: e.RATE_LIMIT_ENABLED,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(REPO_ROOT, e.WEB_DIST_DIR) : path.join(REPO_ROOT, 'apps/web/dist'),
    s3,
    push: { adapter: e.PUSH_ADAPTER, vapidPublicKey: e.VAPID_PUBLIC_KEY, vapidPrivateKey: e.VAPID_PRIVATE_KEY, vapidSubject: vapidSubject(e) },
    passwordCost: { ...PASSWORD_COST },
    jobsInProcess: e.JOBS_IN_PROCESS,
    jobsPollSeconds: e.JOBS_POLL_SECONDS,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    locationKey: e.LOCATION_KEY,
    overload: {
      maxInFlight: e.OVERLOAD_MAX_IN_FLIGHT,
      maxDbWaiting: e.OVERLOAD_MAX_DB_WAITING,
      // The sampled checks are off by default under test: test files share a few busy cores, where a stalled event
      // loop says nothing about the app (the overload tests set what they test).
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000),
      maxHeapUsedBytes:
        e.OVERLOAD_MAX_HEAP_MB !== undefined
          ? Math.round(e.OVERLOAD_MAX_HEAP_MB * 1024 * 1024)
          : e.NODE_ENV === 'test'
            ? 0
            : Math.round(v8.getHeapStatistics().heap_size_limit * 0.9),
      retryAfterSeconds: e.OVERLOAD_RETRY_AFTER_SECONDS,
    },
    payments: paymentsConfig(e),
    messaging: messagingOf(env),
    social: socialLoginConfig(e),
  };
}
