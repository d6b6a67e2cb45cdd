/**
 * Telling one user about something that happened to them: an in-app notification (notifications row, shown in
 * the notification list with its push `flag`) and, when asked, an e-mail (a queued `mail` job). Texts are
 * i18n keys of the `server` namespace, written in the recipient's language.
 */
import type { PUSH_FLAGS } from '@wheeldeal/contract';
import type { LanguageCode } from '@wheeldeal/i18n';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import type { MessageVars } from '../../lib/errors.ts';
import { translator } from '../../lib/messages.ts';
import { enqueue } from '../jobs/index.ts';
import { findUserById } from '../users/index.ts';

export interface Notice {
  userId: string;
  flag: (typeof PUSH_FLAGS)[number];
  /** Keys of the title (also the e-mail subject) and the message. */
  titleKey: string;
  messageKey: string;
  vars?: MessageVars;
  /** Extra data for the client (item_id, …): strings only, like the rest of the wire. */
  data?: Record<string, string>;
  /** Also e-mail it, with this template name (outbox), and an optional link under the text. */
  email?: { template: string; link?: string };
}

/**
 * Writes the notification and enqueues the e-mail, if any, with `db`: pass the transaction of the change it
 * reports, so all three commit together. Answers false when the user no longer exists.
 */
export async function notifyUser(deps: Deps, db: DbOrTx, notice: Notice): Promise<boolean> {
  const user = await findUserById(db, notice.userId);
  if (!user) return false;
  const t = translator(user.language as LanguageCode);
  const vars = notice.vars ?? {};
  const title = t(notice.titleKey, vars);
  const message = t(notice.messageKey, vars);
  await db.insert(notifications).values({
    id: newId(ID_PREFIX.notification),
    userId: user.id,
    flag: notice.flag,
    title,
    message,
    data: notice.data ?? {},
    addedDate: deps.clock.now(),
  });
  if (notice.email && user.userEmail) {
    const link = notice.email.link ? `\n\n${t('notify.view_link', { link: notice.email.link })}` : '';
    await enqueue(db, 'mail', { to: user.userEmail, subject: title, text: `${t('notify.greeting', { name: user.userName })}\n\n${message}${link}`, template: notice.email.template });
  }
  return true;
}
