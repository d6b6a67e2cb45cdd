/**
 * Web Push adapter: one encrypted message to one browser's push service, through the `web-push` package (RFC 8030
 * delivery, RFC 8291 aes128gcm encryption, RFC 8292 VAPID). It answers what the push service said, in the four
 * outcomes the `push-send` job acts on; it never throws for a refusal or a network failure.
 *
 * Every process must sign with the same VAPID pair, or browsers subscribed through one would be refused by
 * another: the pair comes from the environment, or else from its own `app_settings` row, written once by whichever
 * process gets there first (insert-or-nothing, then read what won).
 *
 * Requests never call it: they queue push_outbox rows and a `push-send` job (modules/notifications).
 */
import type https from 'node:https';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { WebPushSubscription } from '@wheeldeal/contract';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';

/** sent: the push service took it; gone: the subscription no longer exists (drop it); retry: try again later;
 * failed: refused for good (this message to this subscription). */
export type PushStatus = 'sent' | 'gone' | 'retry' | 'failed';

export interface PushResult {
  status: PushStatus;
  /** The push service's HTTP status; 0 when there was none (network failure, adapter off). */
  statusCode: number;
}

export interface PushOptions {
  /** How long the push service keeps it for an offline device (the TTL header). */
  ttlSeconds: number;
  urgency: webpush.Urgency;
  /** Collapse key: a newer message with the same topic replaces an undelivered older one. ≤ 32 base64url chars. */
  topic?: string;
}

export interface PushSender {
  /** The VAPID public key browsers subscribe with (app info publishes it as `firebase_web_push_key_pair`). */
  publicKey(): Promise<string>;
  send(sub: WebPushSubscription, payload: string, opts: PushOptions): Promise<PushResult>;
}

interface KeyPair {
  publicKey: string;
  privateKey: string;
}

/** The app_settings row of the generated pair: a row of its own, never one of the settings groups app info reads. */
export const VAPID_SETTING_KEY = 'web_push_vapid';

/** A push service's answer as an outcome (RFC 8030 §5, §6.2, §8.3). */
export function outcomeOf(statusCode: number): PushStatus {
  if (statusCode >= 200 && statusCode < 300) return 'sent';
  if (statusCode === 404 || statusCode === 410) return 'gone';
  if (statusCode === 429 || statusCode >= 500) return 'retry';
  return 'failed';
}

const isKeyPair = (v: unknown): v is KeyPair => !!v && typeof (v as KeyPair).publicKey === 'string' && typeof (v as KeyPair).privateKey === 'string';

/** The stored pair, generated and stored first if there is none yet. Safe when many processes start at once. */
export async function storedVapidKeys(db: DbOrTx): Promise<KeyPair> {
  const fresh = webpush.generateVAPIDKeys();
  await db.insert(appSettings).values({ key: VAPID_SETTING_KEY, value: fresh }).onConflictDoNothing({ target: appSettings.key });
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, VAPID_SETTING_KEY));
  if (!isKeyPair(row?.value)) throw new Error(`app_settings ${VAPID_SETTING_KEY} does not hold a VAPID key pair`);
  return { publicKey: row.value.publicKey, privateKey: row.value.privateKey };
}

/**
 * Whether a delivery that threw is worth another try: network and TLS failures (a code such as ECONNREFUSED or
 * CERT_HAS_EXPIRED, or web-push's socket timeout) are; a message that could not even be built for this subscription
 * (web-push's own checks carry no code; a key that is not a curve point is an ERR_CRYPTO_*) never will be.
 */
function isTransient(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  if (typeof code === 'string') return !code.startsWith('ERR_CRYPTO');
  return /socket timeout/i.test(err instanceof Error ? err.message : '');
}

export interface WebPushOptions {
  /** TLS agent for the push services (tests trust their local push service's certificate through it). */
  agent?: https.Agent;
  /** Socket timeout of one delivery (ms). */
  timeoutMs?: number;
}

export function webPushSender(db: DbOrTx, config: Config['push'], opts: WebPushOptions = {}): PushSender {
  let keys: Promise<KeyPair> | undefined;
  const vapid = () => {
    if (config.vapidPublicKey && config.vapidPrivateKey) return Promise.resolve({ publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey });
    // Read once per process; a failed read (the database away) is tried again next time.
    keys ??= storedVapidKeys(db).catch((err: unknown) => {
      keys = undefined;
      throw err;
    });
    return keys;
  };
  return {
    publicKey: async () => (await vapid()).publicKey,
    async send(sub, payload, { ttlSeconds, urgency, topic }) {
      const pair = await vapid();
      try {
        const res = await webpush.sendNotification(sub, payload, {
          vapidDetails: { subject: config.vapidSubject, ...pair },
          contentEncoding: 'aes128gcm',
          TTL: ttlSeconds,
          urgency,
          ...(topic ? { topic } : {}),
          ...(opts.agent ? { agent: opts.agent } : {}),
          timeout: opts.timeoutMs ?? 15_000,
        });
        return { status: outcomeOf(res.statusCode), statusCode: res.statusCode };
      } catch (err) {
        if (err instanceof webpush.WebPushError) return { status: outcomeOf(err.statusCode), statusCode: err.statusCode };
        return { status: isTransient(err) ? 'retry' : 'failed', statusCode: 0 };
      }
    },
  };
}

/** PUSH_ADAPTER=off: no key is published (so browsers do not subscribe) and any queued push is dropped as failed. */
export const offPushSender: PushSender = { publicKey: async () => '', send: async () => ({ status: 'failed', statusCode: 0 }) };

/** The adapter the configuration asks for. */
export function pushFromConfig(db: DbOrTx, config: Config, opts: WebPushOptions = {}): PushSender {
  return config.push.adapter === 'off' ? offPushSender : webPushSender(db, config.push, opts);
}
