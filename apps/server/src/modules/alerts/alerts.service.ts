/** Make subscriptions and saved searches of the signed-in user (issue 12), and the one-click unsubscribe. */
import { NOTIFICATION_LIMITS, type ItemSearchBody, type SavedSearchFrequency } from '@wheeldeal/contract';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { Page } from '../../http/paging.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { ID_PREFIX, isIdShape, newId } from '../../lib/ids.ts';
import type { Translate } from '../../lib/messages.ts';
import { wireDate, type Wire } from '../../lib/wire.ts';
import { categoryName, firstImagesOf, presentImage } from '../catalog/index.ts';
import { searchRequestOf, tsqueryOf } from '../items/index.ts';
import * as repo from './alerts.repository.ts';
import { verifyToken } from './unsubscribe-token.ts';

// ------------------------------------------------------------------------------------------ make subscriptions

/** subcat_subscribes/subcategory_subscribe: toggles the bell of a published make. */
export async function toggleMake(deps: Deps, userId: string, subCatId: string, catId: string): Promise<boolean> {
  const make = isIdShape(subCatId) ? await repo.publishedMake(deps.db, subCatId) : undefined;
  if (!make || (catId && catId !== make.catId)) throw badRequest('alerts.unknown_make');
  return repo.toggleSubscription(deps.db, userId, make.id, deps.clock.now());
}

export async function subscribedMakes(deps: Deps, userId: string, page: Page, t: Translate): Promise<Wire[]> {
  const rows = await repo.subscribedMakes(deps.db, userId, page);
  const photos = await firstImagesOf(deps.db, rows.map((r) => r.subCatId), ['subcategory']);
  return rows.map((r) => ({
    sub_cat_id: r.subCatId,
    sub_cat_name: r.subCatName,
    cat_id: r.catId,
    cat_name: categoryName({ catName: r.catName, translations: r.catTranslations }, t.lang),
    default_photo: presentImage(photos.get(`${r.subCatId}|subcategory`)),
    added_date: wireDate(r.addedDate),
  }));
}

// ------------------------------------------------------------------------------------------ saved searches

/** Body fields that are the view of a list, not what it matches. */
const NOT_FILTERS = new Set(['limit', 'offset', 'login_user_id']);

function present(row: repo.SavedSearchRow): Wire {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    filters: row.filters as Record<string, string>,
    match_count: String(row.matchCount),
    added_date: wireDate(row.addedDate),
    updated_date: wireDate(row.updatedDate),
  };
}

/** The match columns of a saved search, from the item search body read exactly as items/search reads it (the same
 * validation, and the same words → tsquery, stored as tsquery text). */
async function matchColumnsOf(deps: Deps, body: ItemSearchBody, userId: string): Promise<Partial<repo.SavedSearchInsert>> {
  const { filters: f } = await searchRequestOf(deps, body, {}, { viewerId: userId, isStaff: false });
  const e = f.equals;
  const query = f.text ? ((await deps.db.execute(sql`select (${tsqueryOf(f.text)})::text as q`)).rows[0] as { q: string }).q : null;
  return {
    catId: e.cat_id ?? null,
    subCatId: e.sub_cat_id ?? null,
    modelId: e.model_id ?? null,
    itemTypeId: e.item_type_id ?? null,
    itemPriceTypeId: e.item_price_type_id ?? null,
    itemCurrencyId: e.item_currency_id ?? null,
    itemLocationId: e.item_location_id ?? null,
    itemLocationTownshipId: e.item_location_township_id ?? null,
    conditionOfItemId: e.condition_of_item_id ?? null,
    dealOptionId: e.deal_option_id ?? null,
    fuelTypeId: e.fuel_type_id ?? null,
    transmissionId: e.transmission_id ?? null,
    bodyStyleId: e.body_style_id ?? null,
    colorId: e.color_id ?? null,
    sellerTypeId: e.seller_type_id ?? null,
    vehicleTypeId: e.vehicle_type_id ?? null,
    minPrice: f.minPrice ?? null,
    maxPrice: f.maxPrice ?? null,
    minYear: f.minYear ?? null,
    maxYear: f.maxYear ?? null,
    minDrivenKm: f.minKm ?? null,
    maxDrivenKm: f.maxKm ?? null,
    wanted: f.wanted ? f.wanted.mode === 'only' : null,
    query: query || null,
    lat: f.radius?.lat ?? null,
    lng: f.radius?.lng ?? null,
    miles: f.radius?.miles ?? null,
  };
}

export async function addSavedSearch(deps: Deps, userId: string, input: { name: string; frequency: SavedSearchFrequency; filters: ItemSearchBody }): Promise<Wire> {
  const filters = Object.fromEntries(Object.entries(input.filters).filter(([k, v]) => !NOT_FILTERS.has(k) && typeof v === 'string' && v.trim() !== ''));
  if (Object.keys(filters).length === 0) throw badRequest('alerts.saved_search_empty');
  const columns = await matchColumnsOf(deps, input.filters, userId);
  const row = await deps.db.transaction((tx) =>
    repo.insertSavedSearch(
      tx,
      { id: newId(ID_PREFIX.savedSearch), userId, name: input.name, frequency: input.frequency, filters, ...columns, addedDate: deps.clock.now() },
      NOTIFICATION_LIMITS.savedSearchesMax,
    ),
  );
  if (!row) throw badRequest('alerts.saved_search_limit', { max: NOTIFICATION_LIMITS.savedSearchesMax });
  return present(row);
}

export async function savedSearches(deps: Deps, userId: string, page: Page): Promise<Wire[]> {
  return (await repo.savedSearchesOf(deps.db, userId, page)).map(present);
}

/** Another user's saved search answers as an unknown one. */
export async function updateSavedSearch(deps: Deps, userId: string, id: string, patch: { name?: string; frequency?: SavedSearchFrequency }): Promise<Wire> {
  const row = isIdShape(id)
    ? Object.keys(patch).length === 0
      ? await repo.savedSearchOf(deps.db, userId, id)
      : await repo.updateSavedSearch(deps.db, userId, id, { ...patch, updatedDate: deps.clock.now() })
    : undefined;
  if (!row) throw notFound();
  return present(row);
}

export async function deleteSavedSearch(deps: Deps, userId: string, id: string): Promise<void> {
  if (!isIdShape(id) || !(await repo.deleteSavedSearch(deps.db, userId, id))) throw notFound();
}

// ------------------------------------------------------------------------------------------ one-click unsubscribe

/** Turns off the alert a token names (saved search → frequency off; make → unsubscribed). A bad token changes
 * nothing. */
export async function unsubscribe(deps: Deps, token: string, t: Translate): Promise<string> {
  const target = verifyToken(deps.config, token);
  if (!target) throw badRequest('alerts.unsubscribe_invalid');
  if (target.kind === 'search') await repo.turnOffSavedSearch(deps.db, target.searchId, deps.clock.now());
  else await repo.unsubscribeMake(deps.db, target.userId, target.subCatId);
  return t('alerts.unsubscribed');
}
