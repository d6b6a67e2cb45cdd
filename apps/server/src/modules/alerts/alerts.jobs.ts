/**
 * The alert jobs. Items enqueue them in the transaction of the change (items never import this module):
 *
 * - `listing-alerts {item_id}` when a listing becomes published: splits its recipients into ALERT_PARTS chunks by a
 *   hash of the user id and enqueues one `listing-alerts-part` per chunk, so several workers share a big fan-out;
 * - `listing-alerts-part {item_id, part, parts}`: matches the listing against the make subscriptions and every
 *   saved search in one SQL pass and delivers (alerts.delivery.ts), in one transaction; run again, it finds the
 *   notifications there and writes nothing twice;
 * - `price-drop {item_id, old_price, new_price}`: tells the listing's favouriters, keyed by the new price. An edit
 *   that puts the listing back in the moderation queue delays it: the job looks again later and speaks once the
 *   listing is published at that price (a later edit has a job of its own);
 * - `alerts-digest` (cron, daily): alerts.digest.ts.
 */
import { ITEM_STATUS } from '@wheeldeal/contract';
import { LANGUAGE_CODES, type LanguageCode } from '@wheeldeal/i18n';
import { sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { translator } from '../../lib/messages.ts';
import { money } from '../../lib/wire.ts';
import { itemUrl } from '../items/index.ts';
import { defineJob, enqueue } from '../jobs/index.ts';
import { presentNoti } from '../notifications/index.ts';
import { presenceOf, publishAll } from '../realtime/index.ts';
import { deliverAlert, type AlertTexts, type Delivered } from './alerts.delivery.ts';
import { digestJob } from './alerts.digest.ts';
import * as repo from './alerts.repository.ts';

/** Chunks of one listing's fan-out (each a job a worker can take). */
export const ALERT_PARTS = 8;

/** Equality filters a saved search may hold: the same column name in saved_searches and items. */
const MATCH_COLUMNS = [
  'cat_id', 'sub_cat_id', 'model_id', 'item_type_id', 'item_price_type_id', 'item_currency_id', 'item_location_id', 'item_location_township_id',
  'condition_of_item_id', 'deal_option_id', 'fuel_type_id', 'transmission_id', 'body_style_id', 'color_id', 'seller_type_id', 'vehicle_type_id',
] as const;

const EARTH_MILES = 3958.7613;

/** Saved search `ss` accepts listing `it`: every condition it holds (null = any). */
const searchAccepts = sql.raw(
  [
    ...MATCH_COLUMNS.map((c) => `(ss.${c} is null or ss.${c} = it.${c})`),
    '(ss.min_price is null or it.price >= ss.min_price)',
    '(ss.max_price is null or it.price <= ss.max_price)',
    '(ss.min_year is null or it.vehicle_year >= ss.min_year)',
    '(ss.max_year is null or it.vehicle_year <= ss.max_year)',
    // Mileage and "wanted" posts as items/search reads them: a listing without a mileage is outside a mileage filter;
    // wanted posts are the item types named Wanted, looked up when the listing is matched.
    '(ss.min_driven_km is null or it.driven_km >= ss.min_driven_km)',
    '(ss.max_driven_km is null or it.driven_km <= ss.max_driven_km)',
    `(ss.wanted is null or ss.wanted = coalesce(it.item_type_id in (select t.id from item_types t where lower(btrim(t.name)) = 'wanted'), false))`,
    '(ss.query is null or it.search_vector @@ ss.query::tsquery)',
    `(ss.miles is null or (it.lat is not null and it.lng is not null and ${EARTH_MILES}::float8 * 2 * asin(least(1, sqrt(power(sin(radians(it.lat - ss.lat) / 2), 2)
      + cos(radians(ss.lat)) * cos(radians(it.lat)) * power(sin(radians(it.lng - ss.lng) / 2), 2)))) <= ss.miles))`,
  ].join('\n and '),
);

/** The recipients of a new listing in chunk `part`: make subscribers and owners of matching instant or daily saved
 * searches, one row per user (the make wins as the source; its or the first instant search's alert is the one the
 * e-mail can turn off). */
const listingRecipients = (itemId: string, part: number, parts: number) => sql`
  with it as (select i.* from items i where i.id = ${itemId} and i.status = ${ITEM_STATUS.published}),
  cand as (
    select s.user_id, 'make' as source, null::text as search_id, 'instant' as frequency, 'm.' || s.user_id || '.' || s.sub_cat_id as unsubscribe
    from subcategory_subscriptions s join it on s.sub_cat_id = it.sub_cat_id
    union all
    select ss.user_id, 'saved_search', ss.id, ss.frequency, 's.' || ss.id
    from saved_searches ss cross join it where ss.frequency in ('instant', 'daily') and ${searchAccepts})
  select c.user_id,
    case when bool_or(c.source = 'make') then 'make' else 'saved_search' end,
    bool_or(c.frequency = 'instant'),
    coalesce(array_agg(c.search_id) filter (where c.search_id is not null), '{}'::text[]),
    coalesce(array_agg(c.search_id) filter (where c.frequency = 'daily'), '{}'::text[]),
    coalesce(min(c.unsubscribe) filter (where c.source = 'make'), min(c.unsubscribe) filter (where c.frequency = 'instant'))
  from cand c
  where (hashtext(c.user_id) & 2147483647) % ${parts}::int = ${part}::int
  group by c.user_id`;

const favouriters = (itemId: string) =>
  sql`select f.user_id, 'price_drop', true, '{}'::text[], '{}'::text[], null::text from favourites f where f.item_id = ${itemId}`;

/** Live toasts for the new recipients with an open connection (presence decides who is online now). */
async function toast(deps: Deps, db: DbOrTx, delivered: Delivered): Promise<void> {
  if (delivered.connected.length === 0) return;
  const now = deps.clock.now();
  const online = new Set((await presenceOf(db, delivered.connected.map((c) => c.userId), now)).filter((p) => p.online).map((p) => p.userId));
  const rows = await repo.notificationsForToast(db, delivered.connected.filter((c) => online.has(c.userId)).map((c) => c.id));
  await publishAll(
    db,
    rows.map(({ row, language, unread }) => ({
      userIds: [row.userId!],
      frame: { t: 'noti' as const, noti: presentNoti(row, { now, t: translator(language as LanguageCode), isRead: false }), blog_noti_unread_count: String(unread) },
    })),
  );
}

/** The shared part of a listing's alert: its data and texts. */
async function deliverForItem(deps: Deps, db: DbOrTx, item: repo.AlertItem, o: { eventKey: string; batch: string; recipients: SQL; texts: AlertTexts }) {
  const delivered = await deliverAlert(deps, db, {
    itemId: item.id,
    itemUrl: itemUrl(deps.config.publicUrl, item.id, item.title),
    ownerId: item.ownerId,
    eventKey: o.eventKey,
    data: { item_id: item.id, item_name: item.title, item_price: money(item.price), currency: item.currency, condition: item.condition },
    // The condition as each recipient reads it (the stored name where their language has no translation).
    dataByLanguage: Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, { condition: item.conditionTranslations[lang] || item.condition }])),
    texts: o.texts,
    batch: o.batch,
    recipients: o.recipients,
    now: deps.clock.now(),
  });
  if (delivered.pushes > 0) await enqueue(db, 'push-send', { batch: o.batch });
  await toast(deps, db, delivered);
  return delivered;
}

const priceText = (item: repo.AlertItem, price: string) => `${item.currency ? `${item.currency} ` : ''}${money(price)}`;

export const listingAlertsJob = defineJob({
  name: 'listing-alerts',
  pollSeconds: 1,
  async handle(deps, { item_id }) {
    await deps.db.transaction(async (tx) => {
      for (let part = 0; part < ALERT_PARTS; part++) await enqueue(tx, 'listing-alerts-part', { item_id, part, parts: ALERT_PARTS });
    });
  },
});

export const listingAlertsPartJob = defineJob({
  name: 'listing-alerts-part',
  pollSeconds: 1,
  expireInSeconds: 600,
  async handle(deps, { item_id, part, parts }) {
    await deps.db.transaction(async (tx) => {
      const item = await repo.alertItem(tx, item_id);
      // Unpublished again before its alerts went out: nobody is told about a listing they cannot open.
      if (!item || item.status !== ITEM_STATUS.published) return;
      await deliverForItem(deps, tx, item, {
        eventKey: `listing:${item.id}`,
        batch: `listing:${item.id}:${part}`,
        recipients: listingRecipients(item.id, part, parts),
        texts: {
          titles: { make: 'alerts.make_title', saved_search: 'alerts.search_title' },
          message: 'alerts.listing_body',
          vars: { title: item.title, make: item.makeName, price: priceText(item, item.price) },
        },
      });
    });
  },
});

/** How long a price drop waits before it looks again at a listing that is in the moderation queue. */
const PRICE_DROP_RECHECK_SECONDS = 600;

export const priceDropJob = defineJob({
  name: 'price-drop',
  pollSeconds: 1,
  async handle(deps, data) {
    const { item_id, old_price, new_price } = data;
    await deps.db.transaction(async (tx) => {
      const item = await repo.alertItem(tx, item_id);
      if (item?.status === ITEM_STATUS.pending) return void (await enqueue(tx, 'price-drop', data, { startAfter: PRICE_DROP_RECHECK_SECONDS }));
      if (!item || item.status !== ITEM_STATUS.published || Number(item.price) !== Number(new_price)) return;
      await deliverForItem(deps, tx, item, {
        eventKey: `price_drop:${item.id}:${money(new_price)}`,
        batch: `price_drop:${item.id}:${money(new_price)}`,
        recipients: favouriters(item.id),
        texts: {
          titles: { price_drop: 'alerts.price_drop_title' },
          message: 'alerts.price_drop_body',
          vars: { title: item.title, price: priceText(item, new_price), old_price: priceText(item, old_price) },
        },
      });
    });
  },
});

export const alertsJobs = [listingAlertsJob, listingAlertsPartJob, priceDropJob, digestJob];
