/**
 * Delivering one listing's alert to many people in ONE statement (issue 12: matching and fan-out in the database,
 * never a loop over searches or users here). The caller gives the recipients as SQL — rows of
 * `(user_id, source, instant, searches, daily, unsubscribe)` — and the texts in every language; the statement
 *
 * - drops the listing's owner, deleted and banned users, users who blocked the owner and users whose `subscribe`
 *   notifications are off in-app;
 * - inserts each remaining user's notification once (`event_key`, unique per user: a retried job inserts nothing);
 * - from the rows it inserted only: queues pushes to their devices (if their push is on), adds daily saved-search
 *   matches to the digest, counts the match on each saved search, and queues one e-mail per instant recipient whose
 *   e-mail is on, with its one-click unsubscribe link, as `mail` jobs inserted in bulk into the queue;
 * - answers what the caller still has to do: how many pushes were queued, and who of the new recipients has a
 *   live connection (for the toast).
 *
 * It runs in the caller's transaction, so everything above happens together or not at all.
 */
import { LANGUAGE_CODES, type LanguageCode } from '@wheeldeal/i18n';
import { sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ID_PREFIX } from '../../lib/ids.ts';
import { translator } from '../../lib/messages.ts';
import type { MessageVars } from '../../lib/errors.ts';
import { JOB_SCHEMA } from '../jobs/index.ts';
import { prefOn } from '../notifications/index.ts';
import { tokenSql, unsubscribePath } from './unsubscribe-token.ts';

/** Texts of one alert, by source (make | saved_search | price_drop): title and message keys of `server.json`. */
export interface AlertTexts {
  titles: Partial<Record<'make' | 'saved_search' | 'price_drop', string>>;
  message: string;
  vars: MessageVars;
}

export interface Delivery {
  itemId: string;
  itemUrl: string;
  ownerId: string;
  eventKey: string;
  /** Wire Noti data shared by every recipient (item_id, item_name, item_price, currency, condition). */
  data: Record<string, string>;
  /** Data fields that differ by the recipient's language (the condition's name), over `data`; a language not
   * listed reads English's. */
  dataByLanguage?: Partial<Record<string, Record<string, string>>>;
  texts: AlertTexts;
  /** push_outbox batch of these rows. */
  batch: string;
  /** Rows `(user_id text, source text, instant bool, searches text[], daily text[], unsubscribe text)`;
   * `unsubscribe` is the signed subject of the alert the e-mail can turn off (null: none). */
  recipients: SQL;
  now: Date;
}

export interface Delivered {
  notified: number;
  pushes: number;
  mails: number;
  digest: number;
  /** Notifications of new recipients who have an open connection: [notification id, user id]. */
  connected: { id: string; userId: string }[];
}

/** Every language's rendering of the texts, as one jsonb parameter: lang → {make, saved_search, price_drop,
 * message, greeting (with a {{name}} slot), view, unsubscribe (with a {{link}} slot)}. */
function textsByLanguage(texts: AlertTexts, itemUrl: string): Record<string, Record<string, string>> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((lang: LanguageCode) => {
      const t = translator(lang);
      const titles = Object.fromEntries(Object.entries(texts.titles).map(([source, key]) => [source, t(key, texts.vars)]));
      return [
        lang,
        {
          ...titles,
          message: t(texts.message, texts.vars),
          greeting: t('notify.greeting', { name: '{{name}}' }),
          view: t('notify.view_link', { link: itemUrl }),
          unsubscribe: t('alerts.email_unsubscribe', { link: '{{link}}' }),
        },
      ];
    }),
  );
}

/** The mailbox of MAIL_FROM ("Wheeldeal <no-reply@…>" → "no-reply@…"), for the mailto: unsubscribe. */
const mailbox = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

export async function deliverAlert(deps: Deps, db: DbOrTx, d: Delivery): Promise<Delivered> {
  const byLanguage: Record<string, Record<string, unknown>> = textsByLanguage(d.texts, d.itemUrl);
  for (const [lang, data] of Object.entries(d.dataByLanguage ?? {})) if (byLanguage[lang] && data) byLanguage[lang].data = data;
  const texts = JSON.stringify(byLanguage);
  const base = `${deps.config.publicUrl}${unsubscribePath}`;
  const mailto = `mailto:${mailbox(deps.config.mailFrom)}?subject=unsubscribe%20`;
  const token = tokenSql(deps.config, sql`fr.unsubscribe`);
  const res = await db.execute(sql`
    with tx as materialized (select ${texts}::jsonb as all_texts),
    r0 as materialized (select * from (${d.recipients}) r(user_id, source, instant, searches, daily, unsubscribe)),
    r as materialized (
      select r0.*, u.user_name, u.user_email, u.notification_setting,
        coalesce(tx.all_texts -> u.language, tx.all_texts -> 'en') as texts,
        ${prefOn(sql`u.notification_prefs`, 'subscribe', 'push')} and u.notification_setting as push_on,
        ${prefOn(sql`u.notification_prefs`, 'subscribe', 'email')} and u.notification_setting
          and coalesce(u.user_email, '') <> '' as email_on
      from r0 join users u on u.id = r0.user_id cross join tx
      where u.id <> ${d.ownerId} and u.deleted_at is null and not u.is_banned
        and ${prefOn(sql`u.notification_prefs`, 'subscribe', 'inapp')}
        and not exists (select 1 from blocks b where b.from_block_user_id = u.id and b.to_block_user_id = ${d.ownerId})),
    inserted as (
      insert into notifications (id, user_id, flag, title, message, data, event_key, item_id, added_date)
      select wd_new_id(${ID_PREFIX.notification}), r.user_id, 'subscribe', r.texts ->> r.source, r.texts ->> 'message',
        ${JSON.stringify(d.data)}::jsonb || coalesce(r.texts -> 'data', '{}'::jsonb) || jsonb_build_object('source', r.source), ${d.eventKey}, ${d.itemId}, ${d.now}
      from r
      on conflict (user_id, event_key) do nothing
      returning id, user_id),
    fresh as materialized (select n.id, r.* from inserted n join r on r.user_id = n.user_id),
    pushes as (
      insert into push_outbox (notification_id, push_token_id, batch)
      select f.id, pt.id, ${d.batch} from fresh f join push_tokens pt on pt.user_id = f.user_id where f.push_on
      on conflict do nothing returning 1),
    digest as (
      insert into alert_digest_entries (saved_search_id, item_id, user_id, added_date)
      select s.id, ${d.itemId}, f.user_id, ${d.now} from fresh f cross join unnest(f.daily) s(id)
      where not f.instant and f.email_on
      on conflict do nothing returning 1),
    counted as (
      update saved_searches set match_count = match_count + 1
      where id in (select unnest(f.searches) from fresh f) returning 1),
    mails as (
      insert into ${sql.raw(JOB_SCHEMA)}.job (name, data, retry_limit, retry_delay, retry_backoff, expire_in, policy)
      select 'mail', jsonb_build_object(
          'to', f.user_email,
          'subject', f.texts ->> f.source,
          'text', replace(f.texts ->> 'greeting', '{{name}}', f.user_name) || E'\n\n' || (f.texts ->> 'message') || E'\n\n' || (f.texts ->> 'view')
            || case when f.unsubscribe is null then '' else E'\n\n' || replace(f.texts ->> 'unsubscribe', '{{link}}', ${base} || f.token) end,
          'template', 'alert_' || f.source,
          'headers', case when f.unsubscribe is null then '{}'::jsonb else jsonb_build_object(
            'List-Unsubscribe', '<' || ${base} || f.token || '>, <' || ${mailto} || f.token || '>',
            'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click') end),
        q.retry_limit, q.retry_delay, q.retry_backoff, q.expire_seconds * interval '1 second', q.policy
      from (select fr.*, ${token} as token from fresh fr where fr.instant and fr.email_on) f
        cross join ${sql.raw(JOB_SCHEMA)}.queue q where q.name = 'mail'
      returning 1)
    select
      (select count(*) from fresh)::int as notified,
      (select count(*) from pushes)::int as pushes,
      (select count(*) from mails)::int as mails,
      (select count(*) from digest)::int as digest,
      (select coalesce(json_agg(json_build_object('id', f.id, 'userId', f.user_id)), '[]'::json) from fresh f
        where exists (select 1 from user_presence p where p.user_id = f.user_id and p.connections > 0)) as connected`);
  const row = res.rows[0] as Omit<Delivered, 'connected'> & { connected: Delivered['connected'] };
  return { notified: row.notified, pushes: row.pushes, mails: row.mails, digest: row.digest, connected: row.connected };
}
