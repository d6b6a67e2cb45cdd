/**
 * The daily digest of daily saved searches (cron, 07:00 UTC): each user with waiting matches gets ONE e-mail that
 * groups them by saved search, each with its one-click unsubscribe link. Per user, one transaction locks the
 * entries, queues the e-mail and deletes what it covered, so a run that dies or runs twice sends each entry once.
 */
import { resolvePrefs } from '@wheeldeal/contract';
import type { LanguageCode } from '@wheeldeal/i18n';
import type { Deps } from '../../deps.ts';
import { translator } from '../../lib/messages.ts';
import { money } from '../../lib/wire.ts';
import { itemUrl } from '../items/index.ts';
import { defineJob, enqueue } from '../jobs/index.ts';
import { findUserById } from '../users/index.ts';
import * as repo from './alerts.repository.ts';
import { tokenOf, unsubscribePath } from './unsubscribe-token.ts';
import type { Mail } from '../../adapters/mailer.ts';

type Group = { searchId: string; name: string; entries: repo.DigestEntry[] };

function groupsOf(entries: repo.DigestEntry[]): Group[] {
  const out = new Map<string, Group>();
  for (const e of entries) {
    const g = out.get(e.searchId) ?? { searchId: e.searchId, name: e.searchName, entries: [] };
    g.entries.push(e);
    out.set(e.searchId, g);
  }
  return [...out.values()];
}

function digestMail(deps: Deps, user: { userEmail: string; userName: string; language: string }, groups: Group[]): Mail {
  const t = translator(user.language as LanguageCode);
  const link = (searchId: string) => `${deps.config.publicUrl}${unsubscribePath}${tokenOf(deps.config, { kind: 'search', searchId })}`;
  const sections = groups.map((g) =>
    [
      t('alerts.digest_search', { name: g.name, count: g.entries.length }),
      ...g.entries.map((e) => `- ${e.itemTitle} (${e.currency ? `${e.currency} ` : ''}${money(e.price)}): ${itemUrl(deps.config.publicUrl, e.itemId, e.itemTitle)}`),
      t('alerts.email_unsubscribe', { link: link(g.searchId) }),
    ].join('\n'),
  );
  const count = groups.reduce((n, g) => n + g.entries.length, 0);
  // One search: the header turns it off. Several: each section has its own link; one header cannot name them all.
  const headers = groups.length === 1 ? { 'List-Unsubscribe': `<${link(groups[0]!.searchId)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined;
  return {
    to: user.userEmail,
    subject: t('alerts.digest_subject', { count }),
    text: [t('notify.greeting', { name: user.userName }), t('alerts.digest_intro'), ...sections].join('\n\n'),
    template: 'alert_digest',
    ...(headers ? { headers } : {}),
  };
}

/** One user's digest, in one transaction. */
export async function sendDigest(deps: Deps, userId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const { send, all } = await repo.lockDigestEntries(tx, userId);
    if (all.length === 0) return false;
    const user = await findUserById(tx, userId);
    const emailOn = !!user && !user.deletedAt && !user.isBanned && user.notificationSetting && !!user.userEmail && resolvePrefs(user.notificationPrefs).subscribe.email;
    const groups = groupsOf(send);
    if (emailOn && groups.length > 0) {
      await enqueue(tx, 'mail', digestMail(deps, { userEmail: user.userEmail!, userName: user.userName, language: user.language }, groups));
      await repo.markDigestSent(tx, groups.map((g) => g.searchId), deps.clock.now());
    }
    await repo.deleteDigestEntries(tx, userId, all);
    return emailOn && groups.length > 0;
  });
}

export const digestJob = defineJob({
  name: 'alerts-digest',
  cron: '0 7 * * *',
  expireInSeconds: 3600,
  async handle(deps) {
    for (const userId of await repo.digestUsers(deps.db)) await sendDigest(deps, userId);
  },
});
