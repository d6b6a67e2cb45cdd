/**
 * The owner's life cycle of a listing: create and edit (items/add), delete, mark sold, hide and unhide, and the
 * owner's own lists and counts. Status changes follow the state machine of the contract (ITEM_TRANSITIONS):
 * a new listing waits for a moderator when approval is on, an edit of a live one goes back to the queue, and an
 * illegal move is refused with a message naming the current state. With the paid-app setting on, every new
 * listing of a regular user takes one post from their quota, in the same transaction as the insert. New
 * listings are rate-limited per account and per address (admin settings, group `limits`); edits are not.
 */
import {
  BLUE_MARK,
  ITEM_STATUS,
  ownerActionRefusal,
  ROLE,
  statusAfterEdit,
  statusName,
  statusOfNewItem,
  transitionByName,
  type ItemAddBody,
  type OwnerItemAction,
  type OwnerItemBucket,
} from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import { addressKey, hitAll, postingLimits } from '../../lib/rate-limit.ts';
import type { Page } from '../../http/paging.ts';
import { audit } from '../audit/index.ts';
import { enqueue } from '../jobs/index.ts';
import { deleteImagesOfParents, ITEM_MEDIA_TYPES, removeFiles } from '../media/index.ts';
import { getSettings } from '../settings/index.ts';
import { findUserById } from '../users/index.ts';
import * as repo from './items.write.repository.ts';

export interface Actor {
  userId: string;
  isStaff: boolean;
}

const invalidItem = () => badRequest('item.invalid_id');

/** 400 naming the state the listing is in ("This is not possible while the item is hidden."). */
export const illegalTransition = (from: number) => badRequest(`item.transition_from.${statusName(from) ?? 'pending'}`);

const orNull = (id: string) => (id === '' ? null : id);

/** The contract's owner rules (ownerActionRefusal): 400 naming why, in the caller's language. */
function requireOwnerMay(action: OwnerItemAction, item: { status: number; isSoldOut: boolean }): void {
  const refusal = ownerActionRefusal(action, { status: item.status, isSoldOut: item.isSoldOut });
  if (refusal) throw badRequest(refusal);
}

/** Body → columns. Privilege fields (status, is_paid, counters, owner) are never taken from the body (D3). */
function columnsOf(b: ItemAddBody): Partial<repo.NewItem> {
  return {
    title: b.title,
    subtitle: b.subtitle,
    price: b.price.toFixed(2),
    catId: b.cat_id,
    subCatId: b.sub_cat_id,
    modelId: orNull(b.model_id),
    tagId: orNull(b.tag_id),
    itemTypeId: b.item_type_id,
    itemCurrencyId: b.item_currency_id,
    conditionOfItemId: b.condition_of_item_id,
    businessMode: b.business_mode === '1',
    dealOptionId: b.deal_option_id,
    itemPriceTypeId: b.item_price_type_id,
    itemLocationId: b.item_location_id,
    itemLocationTownshipId: b.item_location_township_id,
    description: b.description,
    vehicleYear: b.vehicle_year,
    drivenKm: b.driven_km,
    fuelTypeId: orNull(b.fuel_type_id),
    transmissionId: orNull(b.transmission_id),
    colorId: orNull(b.color_id),
    bodyStyleId: orNull(b.body_style_id),
    sellerTypeId: orNull(b.seller_type_id),
    vehicleTypeId: orNull(b.vehicle_type_id),
    registrationStateId: orNull(b.vehicle_registration_state_id),
    owner: b.owner,
    seatingCapacity: b.seating_capacity,
    loadingVehicle: b.loading_vehicle,
    engineCc: b.engine_cc,
    engineStatus: Number(b.engine_status),
    highlightInfo: b.highlight_info,
    dealOptionRemark: b.deal_option_remark,
    discountRateByPercentage: String(b.discount_rate_by_percentage ?? 0),
    brand: b.brand,
    address: b.address,
    lat: b.lat,
    lng: b.lng,
    keyword: b.keyword,
    remark: b.remark,
  };
}

/** items/add: creates (empty id) or updates the caller's listing, posted from address `ip`. Answers its id. */
export async function saveItem(deps: Deps, actor: Actor, body: ItemAddBody, ip: string): Promise<{ id: string; created: boolean }> {
  const bad = await repo.invalidReferences(deps.db, body);
  if (bad.length > 0) throw badRequest('validation.invalid', { field: bad[0]! });
  const settings = await getSettings(deps.db, ['general', 'app_setting', 'limits']);
  const approvalOn = settings.general.item_approval === '1';
  const now = deps.clock.now();
  const columns = columnsOf(body);

  if (!body.id) {
    const user = await repo.findUserForPosting(deps.db, actor.userId);
    if (!user) throw forbidden();
    // Counted before the insert: a flood is refused whether or not each attempt would have been accepted.
    const limits = postingLimits(settings.limits);
    await hitAll(deps, limits.perAccount, user.id);
    await hitAll(deps, limits.perAddress, addressKey(ip));
    const id = newId(ID_PREFIX.item);
    await deps.db.transaction(async (tx) => {
      if (settings.app_setting.is_paid_app === '1' && user.roleId === ROLE.user && !(await repo.consumePost(tx, user.id))) throw badRequest('item.post_limit_reached');
      const status = statusOfNewItem(approvalOn);
      await repo.insertItem(tx, {
        ...columns,
        id,
        catId: body.cat_id,
        subCatId: body.sub_cat_id,
        title: body.title,
        status,
        addedUserId: user.id,
        usersPost: user.isVerifyDealer !== BLUE_MARK.approved,
        addedDate: now,
      });
      // Published at once (no moderation): its alerts go out (modules/alerts).
      if (status === ITEM_STATUS.published) await enqueue(tx, 'listing-alerts', { item_id: id });
    });
    return { id, created: true };
  }

  await deps.db.transaction(async (tx) => {
    const item = await repo.lockItem(tx, body.id);
    if (!item) throw invalidItem();
    if (item.addedUserId !== actor.userId) throw forbidden('item.not_owner');
    requireOwnerMay('edit', item);
    const status = statusAfterEdit(item.status, approvalOn);
    await repo.updateItem(tx, item.id, {
      ...columns,
      status,
      // A listing back in the queue is judged afresh.
      rejectReason: status !== item.status ? '' : item.rejectReason,
      updatedDate: now,
      updatedUserId: actor.userId,
      updatedFlag: 1,
    });
    // A published listing whose price went down tells its favouriters (modules/alerts; once it is published again
    // when the edit sends it back to moderation).
    const price = columns.price ?? item.price;
    if (item.status === ITEM_STATUS.published && Number(price) < Number(item.price)) await enqueue(tx, 'price-drop', { item_id: item.id, old_price: item.price, new_price: price });
  });
  return { id: body.id, created: false };
}

/** items/item_delete: the owner, or staff (audited). Files go after the rows are gone. */
export async function deleteItem(deps: Deps, actor: Actor, itemId: string): Promise<void> {
  const now = deps.clock.now();
  const removed = await deps.db.transaction(async (tx) => {
    const item = await repo.lockItem(tx, itemId);
    if (!item) throw invalidItem();
    const isOwner = item.addedUserId === actor.userId;
    if (!isOwner && !actor.isStaff) throw forbidden('item.not_owner');
    const images = await deleteImagesOfParents(tx, [item.id], ITEM_MEDIA_TYPES);
    await repo.deleteItem(tx, item.id, now);
    if (!isOwner) await audit(tx, { actorUserId: actor.userId, action: 'item_delete', targetType: 'item', targetId: item.id, detail: { title: item.title, owner: item.addedUserId } }, now);
    return images;
  });
  await removeFiles(deps, removed);
}

export interface SoldOut {
  item_id: string;
  sold_type: string;
  buyer_user_id: string;
  sold_buyer_name: string;
}

/** items/sold_out_from_itemdetails: once, by the owner; the buyer is a user or a name. */
export async function markSold(deps: Deps, actor: Actor, body: SoldOut): Promise<void> {
  const item = await repo.findItem(deps.db, body.item_id);
  if (!item) throw invalidItem();
  if (item.addedUserId !== actor.userId) throw forbidden('item.not_owner');
  requireOwnerMay('mark_sold', item);
  let buyerName = body.sold_buyer_name;
  if (body.buyer_user_id) {
    const buyer = await findUserById(deps.db, body.buyer_user_id);
    if (!buyer || buyer.id === item.addedUserId) throw badRequest('validation.invalid', { field: 'buyer_user_id' });
    buyerName ||= buyer.userName;
  }
  const now = deps.clock.now();
  const done = await deps.db.transaction((tx) =>
    repo.markSold(tx, item.id, { soldType: body.sold_type, soldToUserId: orNull(body.buyer_user_id), soldBuyerName: buyerName, soldDate: now, updatedDate: now, updatedUserId: actor.userId }),
  );
  if (!done) throw badRequest('item.already_sold');
}

/** items/hide and items/unhide: an owner's transition of the state machine. */
export async function ownerTransition(deps: Deps, actor: Actor, itemId: string, name: 'hide' | 'unhide'): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const item = await repo.lockItem(tx, itemId);
    if (!item) throw invalidItem();
    if (item.addedUserId !== actor.userId) throw forbidden('item.not_owner');
    requireOwnerMay(name, item);
    const transition = transitionByName(name, item.status, 'owner');
    if (!transition) throw illegalTransition(item.status);
    await repo.updateItem(tx, item.id, { status: transition.to, updatedDate: deps.clock.now(), updatedUserId: actor.userId });
    // Shown again: alerts not sent yet go out (each recipient hears of a listing once, modules/alerts).
    if (transition.to === ITEM_STATUS.published) await enqueue(tx, 'listing-alerts', { item_id: item.id });
  });
}

export const ownerItemIds = (deps: Deps, userId: string, bucket: OwnerItemBucket, page: Page) => repo.ownerItemIds(deps.db, userId, bucket, page);
export const reportedItemIds = (deps: Deps, userId: string, page: Page) => repo.reportedItemIds(deps.db, userId, page);

/** users/item_counts: every list's count for the user themself and staff; others see the public ones only. */
export async function itemCounts(deps: Deps, userId: string, viewer: Actor | null): Promise<Record<string, string>> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw badRequest('auth.user_id_invalid');
  const counts = await repo.itemCounts(deps.db, userId);
  const full = viewer !== null && (viewer.userId === userId || viewer.isStaff);
  const out: Record<string, string> = { user_id: userId };
  for (const [bucket, n] of Object.entries(counts)) out[bucket] = full || bucket === 'active' || bucket === 'sold' ? String(n) : '';
  return out;
}
