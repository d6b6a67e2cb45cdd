/**
 * Telling one user about something that happened to them (decision 014). One call, inside the transaction of the
 * change it reports, does all of it or none of it:
 *
 * - the notification row, once per recipient and event (`event_key`, unique per user): a retried job or a second
 *   request for the same event writes nothing and sends nothing;
 * - the live toast: a `noti` frame to the user's open windows (NOTIFY, sent when the change commits);
 * - a push to each of the user's registered devices (push_outbox rows + a `push-send` job);
 * - an e-mail (a `mail` job).
 *
 * The user's choices decide: a kind turned off writes nothing at all; push and e-mail follow their own switches
 * and the spec's global notification setting. A user who blocked the actor hears nothing from them.
 * Texts are i18n keys of the `server` namespace, written in the recipient's language.
 */
import { resolvePrefs, type NotificationKind } from '@wheeldeal/contract';
import type { LanguageCode } from '@wheeldeal/i18n';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import type { MessageVars } from '../../lib/errors.ts';
import { translator } from '../../lib/messages.ts';
import { money } from '../../lib/wire.ts';
import { enqueue } from '../jobs/index.ts';
import { publish } from '../realtime/index.ts';
import { findUserById } from '../users/index.ts';
import { presentNoti } from './notifications.presenter.ts';
import { findItemClickFacts, hasBlocked, insertOnce, queuePushToUser, unreadCount } from './notifications.repository.ts';

export interface Notice {
  userId: string;
  flag: NotificationKind;
  /** What happened, unique for this recipient (`follow:<follower id>`, `chat_message:<message id>`, …). */
  eventKey: string;
  /** Who caused it: nobody is notified of their own doing, nor by someone they blocked. */
  actorUserId?: string;
  /** The listing it is about (its photo shows in the list; the row goes when the listing does). */
  itemId?: string;
  /** Keys of the title (also the e-mail subject) and the message. */
  titleKey: string;
  messageKey: string;
  vars?: MessageVars;
  /** What a click needs (wire Noti fields: item_id, buyer_user_id, chat_flag, …): strings only. */
  data?: Record<string, string>;
  /** The e-mail's template name (outbox) and an optional link under the text; sent when the user's choices allow. */
  email?: { template: string; link?: string };
}

/** Answers the notification's id, or null when nothing was written (kind off, blocked, own doing, duplicate, no user). */
export async function notifyUser(deps: Deps, db: DbOrTx, notice: Notice): Promise<string | null> {
  if (notice.actorUserId && notice.actorUserId === notice.userId) return null;
  const user = await findUserById(db, notice.userId);
  if (!user || user.deletedAt) return null;
  const prefs = resolvePrefs(user.notificationPrefs)[notice.flag];
  if (!prefs.inapp) return null;
  if (notice.actorUserId && (await hasBlocked(db, user.id, notice.actorUserId))) return null;

  const t = translator(user.language as LanguageCode);
  const vars = notice.vars ?? {};
  const title = t(notice.titleKey, vars);
  const message = t(notice.messageKey, vars);
  const now = deps.clock.now();
  const row = await insertOnce(db, {
    id: newId(ID_PREFIX.notification),
    userId: user.id,
    flag: notice.flag,
    title,
    message,
    data: notice.data ?? {},
    eventKey: notice.eventKey,
    actorUserId: notice.actorUserId ?? null,
    itemId: notice.itemId ?? null,
    addedDate: now,
  });
  if (!row) return null;

  const unread = await unreadCount(db, user.id, user.language, user.addedDate);
  await publish(db, [user.id], { t: 'noti', noti: presentNoti(row, { now, t, isRead: false }), blog_noti_unread_count: String(unread) });

  const outward = user.notificationSetting;
  if (outward && prefs.push && (await queuePushToUser(db, row.id, user.id, row.id)) > 0) await enqueue(db, 'push-send', { batch: row.id });
  if (outward && prefs.email && notice.email && user.userEmail) {
    const link = notice.email.link ? `\n\n${t('notify.view_link', { link: notice.email.link })}` : '';
    await enqueue(db, 'mail', { to: user.userEmail, subject: title, text: `${t('notify.greeting', { name: user.userName })}\n\n${message}${link}`, template: notice.email.template });
  }
  return row.id;
}

/** What a click on a notification about a listing needs (wire Noti fields; spec "Push click routing"), the condition
 * in the language of the recipient when given. */
export async function itemClickData(db: DbOrTx, itemId: string, recipientId?: string): Promise<Record<string, string>> {
  const item = await findItemClickFacts(db, itemId, recipientId);
  return { item_id: itemId, item_name: item?.title ?? '', item_price: money(item?.price), currency: item?.currency ?? '', condition: item?.condition ?? '' };
}

export interface BadgeDecision {
  userId: string;
  approved: boolean;
  reason?: string;
  /** The decision's own id (the application or its audit row): the event key, so a decision notifies once. */
  decisionId: string;
  /** Which badge: the blue mark (the default) or the dealer badge. Both are the spec's `verify_blue_mark` flag. */
  kind?: 'blue_mark' | 'dealer';
}

/** Tells a user the decision on their badge application, with the reason of a refusal (in-app, push, e-mail). */
export function notifyBadgeDecision(deps: Deps, db: DbOrTx, d: BadgeDecision): Promise<string | null> {
  const outcome = d.approved ? 'approved' : 'rejected';
  const kind = d.kind ?? 'blue_mark';
  return notifyUser(deps, db, {
    userId: d.userId,
    flag: 'verify_blue_mark',
    eventKey: `${kind}:${d.decisionId}`,
    titleKey: `notify.${kind}_${outcome}_title`,
    messageKey: `notify.${kind}_${outcome}_body`,
    vars: { reason: d.reason ?? '' },
    data: { user_id: d.userId },
    email: { template: `${kind}_${outcome}` },
  });
}
