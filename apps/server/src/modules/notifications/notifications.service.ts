/**
 * The notification centre (issue 12): a user's list (their own rows and the broadcasts for their language since
 * they joined), one notification, read marks (a broadcast is read per reader) and their notification settings.
 * Every read mark tells the user's other windows the new unread count (`noti_count`) when it commits.
 */
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  resolvePrefs,
  type NotificationPrefs,
  type WireOf,
  type wireNoti,
  type wireNotiSettings,
} from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { ID_PREFIX } from '../../lib/ids.ts';
import type { Translate } from '../../lib/messages.ts';
import { flag } from '../../lib/wire.ts';
import type { Page } from '../../http/paging.ts';
import { publish } from '../realtime/index.ts';
import { findUserById, type UserRow } from '../users/index.ts';
import { presentNoti } from './notifications.presenter.ts';
import * as repo from './notifications.repository.ts';
import type { ReadNotification, Reader } from './notifications.repository.ts';

type WireNoti = WireOf<typeof wireNoti>;
type WireNotiSettings = WireOf<typeof wireNotiSettings>;

export const NOTI_PAGE_SIZE = 30;

/** Unknown, someone else's, or not a notification id at all: one answer, so nobody learns which. */
const noNoti = () => notFound('noti.not_found');

const readerOf = (u: UserRow): Reader => ({ id: u.id, language: u.language, joined: u.addedDate });

async function readerById(deps: Deps, userId: string): Promise<Reader> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw noNoti();
  return readerOf(user);
}

async function present(deps: Deps, rows: ReadNotification[], t: Translate): Promise<WireNoti[]> {
  const photos = await repo.photosOf(deps.db, rows);
  const now = deps.clock.now();
  const photoOf = (n: ReadNotification) => (n.broadcastId ? photos.get(`${n.broadcastId}|broadcast`) : n.itemId ? photos.get(`${n.itemId}|item`) : undefined);
  return rows.map((n) => presentNoti(n, { now, t, isRead: n.readByMe, photo: photoOf(n) }));
}

/** noti_messages/all_notis: the reader's notifications, newest first. */
export async function listNotis(deps: Deps, userId: string, page: Page, t: Translate): Promise<WireNoti[]> {
  const reader = await readerById(deps, userId);
  return present(deps, await repo.findVisible(deps.db, reader, page), t);
}

async function visible(deps: Deps, db: DbOrTx, reader: Reader, id: string): Promise<ReadNotification> {
  // Ours all start with the notification prefix; anything else is unknown without asking the database.
  if (!id.startsWith(`${ID_PREFIX.notification}_`)) throw noNoti();
  const row = await repo.findVisibleById(db, reader, id);
  if (!row) throw noNoti();
  return row;
}

/** noti_messages/get: one notification the reader may see. */
export async function getNoti(deps: Deps, userId: string, id: string, t: Translate): Promise<WireNoti> {
  const reader = await readerById(deps, userId);
  const [wire] = await present(deps, [await visible(deps, deps.db, reader, id)], t);
  return wire!;
}

/** The reader's other windows learn the new unread count when the read mark commits. */
async function publishCount(db: DbOrTx, reader: Reader): Promise<void> {
  const n = await repo.unreadCount(db, reader.id, reader.language, reader.joined);
  await publish(db, [reader.id], { t: 'noti_count', blog_noti_unread_count: String(n) });
}

/** notis/is_read: marks one notification read; answers it. Reading it again changes nothing. */
export async function readNoti(deps: Deps, userId: string, id: string, t: Translate): Promise<WireNoti> {
  const reader = await readerById(deps, userId);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const found = await visible(deps, tx, reader, id);
    if (!found.readByMe) {
      await repo.markOneRead(tx, reader, found, now);
      await publishCount(tx, reader);
    }
    return { ...found, readByMe: true };
  });
  const [wire] = await present(deps, [row], t);
  return wire!;
}

/** notis/mark_all_read: every notification the reader sees, broadcasts included. */
export async function readAll(deps: Deps, userId: string): Promise<void> {
  const reader = await readerById(deps, userId);
  await deps.db.transaction(async (tx) => {
    await repo.markAllRead(tx, reader, deps.clock.now());
    await publishCount(tx, reader);
  });
}

// ------------------------------------------------------------------------------------------ settings

function presentSettings(user: Pick<UserRow, 'notificationSetting' | 'notificationPrefs'>): WireNotiSettings {
  const prefs = resolvePrefs(user.notificationPrefs);
  const kinds = Object.fromEntries(
    NOTIFICATION_KINDS.map((k) => [k, { inapp: flag(prefs[k].inapp), push: flag(prefs[k].push), email: flag(prefs[k].email) }]),
  ) as WireNotiSettings['prefs'];
  return { notification_setting: flag(user.notificationSetting), prefs: kinds };
}

/** What the users row keeps: only the choices that differ from the defaults (new defaults then reach everyone). */
function storedPrefs(prefs: NotificationPrefs): Partial<Record<string, Partial<Record<string, boolean>>>> {
  const out: Partial<Record<string, Partial<Record<string, boolean>>>> = {};
  for (const kind of NOTIFICATION_KINDS) {
    for (const ch of NOTIFICATION_CHANNELS) {
      if (prefs[kind][ch] === NOTIFICATION_DEFAULTS[kind][ch]) continue;
      out[kind] = { ...out[kind], [ch]: prefs[kind][ch] };
    }
  }
  return out;
}

async function userOf(deps: Deps, userId: string): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound();
  return user;
}

/** notis/settings_get. */
export async function getSettings(deps: Deps, userId: string): Promise<WireNotiSettings> {
  return presentSettings(await userOf(deps, userId));
}

export interface SettingsChange {
  notification_setting?: boolean;
  prefs?: Partial<Record<(typeof NOTIFICATION_KINDS)[number], Partial<Record<(typeof NOTIFICATION_CHANNELS)[number], boolean | undefined>>>>;
}

/** notis/settings_update: the global switch and any kind × channel choices; what is not named stays. */
export async function updateSettings(deps: Deps, userId: string, change: SettingsChange): Promise<WireNotiSettings> {
  const user = await userOf(deps, userId);
  const prefs = resolvePrefs(user.notificationPrefs);
  for (const kind of NOTIFICATION_KINDS) {
    for (const ch of NOTIFICATION_CHANNELS) {
      const v = change.prefs?.[kind]?.[ch];
      if (v !== undefined) prefs[kind][ch] = v;
    }
  }
  const next = { notificationSetting: change.notification_setting ?? user.notificationSetting, notificationPrefs: storedPrefs(prefs) };
  await repo.updateSettings(deps.db, userId, next);
  return presentSettings(next);
}
