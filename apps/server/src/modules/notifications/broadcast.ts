/**
 * Admin broadcasts (issue 12): one `broadcasts` row and ONE shared `notifications` row (user_id null) that every
 * user of its languages sees in their list from then on; the live toast to those online now; and a
 * `broadcast-fanout` job that queues the push to every matching device in chunks, each drained by a `push-send`
 * job. Delivery progress: the push sender counts `pushed` / `failed`; the broadcast is `sent` once they reach
 * `devices`.
 */
import { BROADCAST_LANGUAGES, type WireOf, type wireBroadcast } from '@wheeldeal/contract';
import type { LanguageCode } from '@wheeldeal/i18n';
import type { Deps } from '../../deps.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import { translator } from '../../lib/messages.ts';
import { wireDate } from '../../lib/wire.ts';
import type { Page } from '../../http/paging.ts';
import { firstImagesOf, presentImage, type ImageRow } from '../catalog/index.ts';
import { enqueue } from '../jobs/index.ts';
import { PRESENCE_STALE_MS } from '../realtime/index.ts';
import { presentNoti } from './notifications.presenter.ts';
import * as repo from './broadcast.repository.ts';
import type { BroadcastRow } from './broadcast.repository.ts';

type WireBroadcast = WireOf<typeof wireBroadcast>;

/** Devices per push-send job: big enough to batch, small enough that a retry redoes little. */
export const BROADCAST_CHUNK = 2_000;

export interface NewBroadcast {
  id: string;
  title: string;
  message: string;
  /** Empty: everyone. */
  languages: string[];
  imageId: string | null;
  adminId: string;
}

/** Writes the broadcast and its list row, tells those online, and queues its fan-out, in one transaction. */
export async function sendBroadcast(deps: Deps, b: NewBroadcast, image?: ImageRow): Promise<WireBroadcast> {
  const now = deps.clock.now();
  const languages = [...new Set(b.languages)];
  const noti = { id: newId(ID_PREFIX.notification), userId: null, flag: 'fe_broadcast', title: b.title, message: b.message, broadcastId: b.id, addedDate: now };
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertBroadcast(tx, { id: b.id, title: b.title, message: b.message, languages, imageId: b.imageId, addedUserId: b.adminId, addedDate: now }, noti);
    // Each reader's toast in their own language ("just now"); the unread count is each one's own.
    const frames = Object.fromEntries(
      (languages.length ? languages : BROADCAST_LANGUAGES).map((lang) => [lang, presentNoti({ ...noti, data: {}, isRead: false, eventKey: null, actorUserId: null, itemId: null }, { now, t: translator(lang as LanguageCode), isRead: false, photo: image })]),
    );
    await repo.notifyOnline(tx, languages, frames, new Date(now.getTime() - PRESENCE_STALE_MS));
    await enqueue(tx, 'broadcast-fanout', { broadcastId: b.id });
    return inserted;
  });
  return presentBroadcast(row, image);
}

/**
 * The fan-out: counts the users it reaches and queues the pushes to every matching device, chunk by chunk, with a
 * `push-send` job per chunk — all in one transaction under the broadcast's lock, so a crash leaves nothing half
 * done and a second run (a retried or duplicated job) finds the broadcast no longer queued and does nothing.
 */
export async function fanOutBroadcast(deps: Deps, broadcastId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const b = await repo.lockQueued(tx, broadcastId);
    const noti = b && (await repo.findBroadcastNotification(tx, b.id));
    if (!b || !noti) return;
    const recipients = await repo.countRecipients(tx, b.languages);
    const batches = await repo.queueBroadcastPushes(tx, b, noti.id, BROADCAST_CHUNK);
    for (const { batch } of batches) await enqueue(tx, 'push-send', { batch });
    await repo.startSending(tx, b.id, { recipients, devices: batches.reduce((sum, x) => sum + x.n, 0) }, deps.clock.now());
  });
}

/** Sending until every queued push was either taken by the push service or failed for good. */
function statusOf(b: BroadcastRow): WireBroadcast['status'] {
  if (b.status === 'sending' && b.pushed + b.failed >= b.devices) return 'sent';
  return b.status === 'sent' || b.status === 'sending' ? b.status : 'queued';
}

export function presentBroadcast(b: BroadcastRow, image?: ImageRow): WireBroadcast {
  return {
    id: b.id,
    title: b.title,
    message: b.message,
    languages: b.languages.join(','),
    default_photo: presentImage(image),
    status: statusOf(b),
    recipients: String(b.recipients),
    devices: String(b.devices),
    pushed: String(b.pushed),
    failed: String(b.failed),
    added_date: wireDate(b.addedDate),
    finished_date: wireDate(b.finishedDate),
  };
}

/** admin/broadcasts: newest first, with their delivery progress. */
export async function listBroadcasts(deps: Deps, page: Page): Promise<WireBroadcast[]> {
  const rows = await repo.findBroadcasts(deps.db, page);
  const photos = await firstImagesOf(deps.db, rows.map((b) => b.id), ['broadcast']);
  return rows.map((b) => presentBroadcast(b, photos.get(`${b.id}|broadcast`)));
}
