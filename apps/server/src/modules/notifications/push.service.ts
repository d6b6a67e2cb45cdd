/**
 * Web Push (decision 014): the devices a user registers (notis/register, notis/unregister) and the delivery of the
 * pushes `notifyUser` queued (push_outbox rows, drained by the `push-send` job through the push adapter).
 *
 * A browser's device token is its PushSubscription as JSON; it is stored by its endpoint, so the same browser is
 * one device whoever signs in on it. Other platforms' tokens (the original apps' FCM tokens) are stored as they
 * come and delivered by nothing yet: their queued pushes are dropped.
 */
import { createHash } from 'node:crypto';
import { NOTIFICATION_KINDS, webPushSubscription, type NotificationKind, type WebPushSubscription } from '@wheeldeal/contract';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@wheeldeal/i18n';
import type { PushOptions, PushResult } from '../../adapters/push.ts';
import type { Deps } from '../../deps.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import { badRequest } from '../../lib/errors.ts';
import { translator } from '../../lib/messages.ts';
import { presentNoti } from './notifications.presenter.ts';
import { claimPage, deleteOwnToken, keepNewestTokens, recordPage, upsertToken, type PageOutcome, type QueuedPush } from './push.repository.ts';

/** Platform names whose device token is a Web Push subscription ("" is the web app too). */
const WEB_PLATFORMS = ['', 'frontend', 'web'];

const isWeb = (platform: string) => WEB_PLATFORMS.includes(platform.trim().toLowerCase());

/** Hosts a push service never has: the server's own machine and private networks (a push there is an SSRF). */
const PRIVATE_HOST = /^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.|\[::1?\]|\[f[cd]|\[fe80)/i;

/**
 * The subscription inside a web device token, or a 400 naming what is wrong. The endpoint must be https (web-push
 * delivers over TLS only); outside development and tests it must not be a loopback or private address either —
 * the server POSTs to it, and local push services exist only in tests.
 */
function parseSubscription(deps: Deps, deviceToken: string): WebPushSubscription {
  let json: unknown;
  try {
    json = JSON.parse(deviceToken);
  } catch {
    throw badRequest('push.bad_subscription');
  }
  const parsed = webPushSubscription.safeParse(json);
  if (!parsed.success) throw badRequest('push.bad_subscription');
  const url = new URL(parsed.data.endpoint);
  const local = deps.config.env === 'production' && PRIVATE_HOST.test(url.hostname);
  if (url.protocol !== 'https:' || url.username || url.password || local) throw badRequest('push.bad_endpoint');
  const { endpoint, keys } = parsed.data;
  return { endpoint, expirationTime: parsed.data.expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/**
 * Devices one account keeps registered; registering another drops the one registered longest ago. Every
 * notification is pushed to each device, so without a cap one account could make the server POST to any number of
 * addresses of its choosing.
 */
export const PUSH_DEVICES_PER_USER = 20;

export interface DeviceRegistration {
  platformName: string;
  deviceToken: string;
}

/** notis/register: the device now receives `userId`'s pushes (taken over from whoever had it). */
export async function registerDevice(deps: Deps, userId: string, language: LanguageCode, device: DeviceRegistration): Promise<void> {
  const web = isWeb(device.platformName);
  const subscription = web ? parseSubscription(deps, device.deviceToken) : null;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await upsertToken(
      tx,
      {
        id: newId(ID_PREFIX.push),
        userId,
        platformName: web ? 'frontend' : device.platformName.trim().toLowerCase(),
        deviceToken: subscription ? subscription.endpoint : device.deviceToken,
        subscription,
        language,
        addedDate: now,
      },
      now,
    );
    await keepNewestTokens(tx, userId, PUSH_DEVICES_PER_USER);
  });
}

/** notis/unregister: the caller's own device stops receiving pushes; a token that is not theirs changes nothing. */
export async function unregisterDevice(deps: Deps, userId: string, device: DeviceRegistration): Promise<void> {
  let token = device.deviceToken;
  if (isWeb(device.platformName)) {
    // The browser may send its whole subscription again, or only its endpoint.
    try {
      const parsed = webPushSubscription.safeParse(JSON.parse(token));
      if (parsed.success) token = parsed.data.endpoint;
    } catch {
      // Not JSON: the endpoint itself.
    }
  }
  await deleteOwnToken(deps.db, userId, token);
}

// ---------------------------------------------------------------------------------------------- delivery

/** Queued pushes taken (and locked) at a time, and sent at once. */
const PUSH_PAGE_SIZE = 200;
const PUSH_CONCURRENCY = 16;
/** Tries of one push before it counts as failed (the job's first run and its retries). */
export const PUSH_MAX_ATTEMPTS = 9;
/**
 * Largest plaintext: push services must carry 4096 bytes of encrypted body (RFC 8030 §7.2), which aes128gcm
 * (RFC 8291) fills with 86 bytes of header, a 16-byte tag and a delimiter; a little room is kept.
 */
export const PUSH_PAYLOAD_MAX_BYTES = 3900;

/** How long a push service keeps it for an offline device, how urgently it wakes it, and what it may replace. */
function deliveryOptions(flag: string, data: Record<string, unknown>): PushOptions {
  const kind = (NOTIFICATION_KINDS as readonly string[]).includes(flag) ? (flag as NotificationKind) : 'fe_broadcast';
  if (kind !== 'chat') return { ttlSeconds: 24 * 3600, urgency: kind === 'bought' ? 'high' : 'normal' };
  // A newer line of the same conversation replaces one the device has not fetched yet (RFC 8030 Topic: ≤ 32
  // base64url characters, so a digest of the conversation).
  const conversation = typeof data.chat_id === 'string' ? data.chat_id : `${String(data.item_id)}:${String(data.buyer_user_id)}:${String(data.seller_user_id)}`;
  return { ttlSeconds: 3600, urgency: 'high', topic: createHash('sha256').update(conversation).digest('base64url').slice(0, 32) };
}

/** The push's plaintext: `{"noti": <wire Noti>}`, its message cut (…) to the longest that fits PUSH_PAYLOAD_MAX_BYTES. */
export function pushPayload(noti: ReturnType<typeof presentNoti>): string {
  const json = (text: string) => JSON.stringify({ noti: { ...noti, message: text, description: text } });
  const fits = (text: string) => Buffer.byteLength(json(text)) <= PUSH_PAYLOAD_MAX_BYTES;
  if (fits(noti.message)) return json(noti.message);
  // Whole characters (code points), found by bisection: a character's cost varies (UTF-8, JSON escapes).
  const chars = [...noti.message];
  const cut = (n: number) => (n > 0 ? `${chars.slice(0, n).join('')}…` : '');
  let [lo, hi] = [0, chars.length - 1];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(cut(mid))) lo = mid;
    else hi = mid - 1;
  }
  return json(cut(lo));
}

async function deliver(deps: Deps, row: QueuedPush, now: Date): Promise<PushResult | null> {
  const sub = webPushSubscription.safeParse(row.subscription);
  // Another platform's token: nothing delivers those yet.
  if (!sub.success) return null;
  const language = isLanguageCode(row.language) ? row.language : DEFAULT_LANGUAGE;
  const noti = presentNoti(row.noti, { now, t: translator(language), isRead: false });
  return deps.push.send(sub.data, pushPayload(noti), deliveryOptions(row.noti.flag, (row.noti.data ?? {}) as Record<string, unknown>));
}

/** Runs `fn` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!);
  });
  await Promise.all(lanes);
}

/** Sends one page and records what became of each push. Answers the last row id and how many wait for a retry. */
async function sendPage(deps: Deps, batch: string, afterId: number): Promise<{ lastId: number; retrying: number } | null> {
  return deps.db.transaction(async (tx) => {
    const rows = await claimPage(tx, batch, afterId, PUSH_PAGE_SIZE);
    if (rows.length === 0) return null;
    const now = deps.clock.now();
    const o: PageOutcome = { done: [], delivered: [], refused: [], gone: [], retry: [], broadcasts: new Map() };
    const count = (row: QueuedPush, pushed: boolean) => {
      if (!row.noti.broadcastId) return;
      const n = o.broadcasts.get(row.noti.broadcastId) ?? { pushed: 0, failed: 0 };
      if (pushed) n.pushed++;
      else n.failed++;
      o.broadcasts.set(row.noti.broadcastId, n);
    };
    await eachLimited(rows, PUSH_CONCURRENCY, async (row) => {
      const result = await deliver(deps, row, now);
      const status = result?.status === 'retry' && row.attempts + 1 >= PUSH_MAX_ATTEMPTS ? 'failed' : result?.status;
      if (status === 'retry') return void o.retry.push(row.id);
      if (status === 'gone') o.gone.push(row.tokenId);
      else o.done.push(row.id);
      if (status === 'sent') o.delivered.push(row.tokenId);
      if (status === 'failed') o.refused.push(row.tokenId);
      if (status) count(row, status === 'sent');
      if (status && status !== 'sent') deps.log.info({ batch, token: row.tokenId, status, statusCode: result?.statusCode }, 'push not delivered');
    });
    await recordPage(tx, o, now);
    return { lastId: rows[rows.length - 1]!.id, retrying: o.retry.length };
  });
}

/**
 * The `push-send` job: sends every queued push of `batch`, page by page. A push the service took (or refused for
 * good) leaves the outbox; one to try again stays, and the job then fails so the queue runs it again later —
 * when only those are left to send.
 */
export async function sendBatch(deps: Deps, batch: string): Promise<void> {
  let afterId = 0;
  let retrying = 0;
  for (;;) {
    const page = await sendPage(deps, batch, afterId);
    if (!page) break;
    afterId = page.lastId;
    retrying += page.retrying;
  }
  if (retrying > 0) throw new Error(`push-send ${batch}: ${retrying} push(es) to try again later`);
}
