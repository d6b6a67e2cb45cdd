/**
 * Item row + its page bundle → wire Item (spec §3, wire contract §2). Every scalar a string; every nested object
 * present (the empty object when missing). `discounted_price` is sent alongside `discount_price` (D5): both are
 * the price after the discount. `is_favourited` / `is_owner` are for the viewer; the seller is a wire User.
 */
import type { WireOf, wireItem } from '@wheeldeal/contract';
import { emptyObject, flag, money, relativeTime, str, wireDate } from '../../lib/wire.ts';
import type { Translate } from '../../lib/messages.ts';
import {
  presentCategory,
  presentCurrency,
  presentImage,
  presentLocation,
  presentLookup,
  presentModel,
  presentSubcategory,
  presentTownship,
} from '../catalog/index.ts';
import { presentUser } from '../users/index.ts';
import { publicLatLng } from './coarse-location.ts';
import type { ItemRow, PageBundle, Promotion } from './items.read.repository.ts';

export interface ItemView {
  viewerId: string | null;
  viewerIsStaff: boolean;
  now: Date;
  t: Translate;
  /** Key of the per-listing offset of coarse positions (config LOCATION_KEY, coarse-location.ts). */
  locationKey: string;
}

/** The wire `paid_status` of an item's promotion at `now`. */
export function paidStatus(p: Promotion | undefined, now: Date): string {
  if (!p) return 'not_available';
  if (p.status === 'pending') return 'Waiting For Approval';
  if (p.status === 'rejected') return 'Reject';
  // An unpaid, canceled or refunded attempt promotes nothing (the read leaves them out; this keeps it so).
  if (p.status !== 'approved') return 'not_available';
  if (now < p.startDate) return 'Not yet start';
  if (now > p.endDate) return 'Finished';
  return 'Progress';
}

/** Price after the discount, rounded to cents. */
export function discountedPrice(price: string, rate: string): string {
  const p = Number(price);
  const r = Number(rate);
  if (!Number.isFinite(p)) return '';
  if (!Number.isFinite(r) || r <= 0) return money(p);
  return money(p * (1 - Math.min(r, 100) / 100));
}

const num = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

const USER_FIELDS_EMPTY = ['user_id', 'user_name', 'user_profile_photo'] as const;

type Memo = Map<string, Map<string, unknown>>;
function cached<W>(m: Memo, kind: string, id: string | null, build: () => W): W {
  let byId = m.get(kind);
  if (!byId) m.set(kind, (byId = new Map()));
  const key = id ?? '';
  let w = byId.get(key) as W | undefined;
  if (w === undefined) byId.set(key, (w = build()));
  return w;
}

/** Nested objects shared by the items of one page (the same make, city or seller) are built once per page. */
const pageMemos = new WeakMap<PageBundle, Memo>();
/** Nested objects that depend on the catalogue row only (model, currency, the plain lookups) are built once per
 * catalogue snapshot (keyed by its `byKind` map, which a reload replaces) and shared, frozen, by every page. */
const snapshotMemos = new WeakMap<object, Memo>();
const frozen = <W>(w: W): W => Object.freeze(w);

export type WireItem = WireOf<typeof wireItem>;

export function presentItem(row: ItemRow, bundle: PageBundle, view: ItemView): WireItem {
  const lk = <T>(kind: string, id: string | null): T | undefined => (id ? (bundle.lookups.get(kind)?.get(id) as T | undefined) : undefined);
  let pageMemo = pageMemos.get(bundle);
  if (!pageMemo) pageMemos.set(bundle, (pageMemo = new Map()));
  let shared = snapshotMemos.get(bundle.lookups);
  if (!shared) snapshotMemos.set(bundle.lookups, (shared = new Map()));
  // Lookup names come in the reader's language, so the shared lookups are memoised per language.
  const lang = view.t.lang;
  const nested = <W>(kind: string, id: string | null, build: () => W) => cached(pageMemo, kind, id, build);
  const plain = <W>(kind: string, id: string | null, build: () => W) => cached(shared, `${kind}|${lang ?? ''}`, id, () => frozen(build()));
  const image = (parent: string | null, type: string) => (parent ? bundle.firstImage.get(`${parent}|${type}`) : undefined);
  const catalogView = { now: view.now, t: view.t };
  const seller = bundle.users.get(row.addedUserId);
  const promotion = bundle.promotions.get(row.id);
  const paid = paidStatus(promotion, view.now);
  const isOwner = view.viewerId !== null && view.viewerId === row.addedUserId;
  const discount = discountedPrice(row.price, row.discountRateByPercentage);
  const privileged = isOwner || view.viewerIsStaff;
  // Only the owner (their edit form) and staff see the exact position; everyone else a stable ~1 km one.
  const position = publicLatLng(row.id, row.lat, row.lng, privileged, view.locationKey);

  return {
    id: row.id,
    cat_id: row.catId,
    sub_cat_id: row.subCatId,
    model_id: str(row.modelId),
    item_type_id: str(row.itemTypeId),
    item_price_type_id: str(row.itemPriceTypeId),
    item_currency_id: str(row.itemCurrencyId),
    item_location_id: str(row.itemLocationId),
    item_location_township_id: str(row.itemLocationTownshipId),
    condition_of_item_id: str(row.conditionOfItemId),
    deal_option_id: str(row.dealOptionId),
    deal_option_remark: row.dealOptionRemark,
    tag_id: str(row.tagId),
    fuel_type_id: str(row.fuelTypeId),
    transmission_id: str(row.transmissionId),
    color_id: str(row.colorId),
    body_style_id: str(row.bodyStyleId),
    seller_type_id: str(row.sellerTypeId),
    vehicle_type_id: str(row.vehicleTypeId),
    vehicle_registration_state_id: str(row.registrationStateId),
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    highlight_info: row.highlightInfo,
    keyword: row.keyword,
    remark: row.remark,
    brand: row.brand,
    price: money(row.price),
    discount_rate_by_percentage: money(row.discountRateByPercentage),
    discount_price: discount,
    discounted_price: discount,
    business_mode: flag(row.businessMode),
    is_sold_out: flag(row.isSoldOut),
    sold_type: row.soldType,
    sold_buyer_name: privileged ? row.soldBuyerName : '',
    address: row.address,
    lat: position.lat,
    lng: position.lng,
    vehicle_year: num(row.vehicleYear),
    driven_km: num(row.drivenKm),
    owner: row.owner,
    seating_capacity: num(row.seatingCapacity),
    loading_vehicle: row.loadingVehicle,
    engine_cc: num(row.engineCc),
    engine_status: str(row.engineStatus),
    users_post: flag(row.usersPost),
    status: str(row.status),
    reject_reason: privileged ? row.rejectReason : '',
    added_date: wireDate(row.addedDate),
    added_date_str: relativeTime(row.addedDate, view.now, view.t),
    added_user_id: row.addedUserId,
    updated_date: wireDate(row.updatedDate),
    updated_user_id: str(row.updatedUserId),
    updated_flag: str(row.updatedFlag),
    touch_count: str(row.touchCount),
    favourite_count: str(row.favouriteCount),
    is_paid: flag(row.isPaid || paid === 'Progress'),
    paid_status: paid,
    ad_type: paid === 'Progress' ? 'paid_ad' : row.adType,
    featured_date: wireDate(row.featuredDate),
    ordering: str(row.ordering),
    dynamic_link: row.dynamicLink,
    photo_count: String(bundle.imageCount.get(`${row.id}|item`) ?? 0),
    default_photo: presentImage(image(row.id, 'item')),
    default_video: presentImage(image(row.id, 'item-video')),
    default_video_icon: presentImage(image(row.id, 'item-video-icon')),
    category: nested('categories', row.catId, () =>
      presentCategory(lk('categories', row.catId), catalogView, image(row.catId, 'category'), image(row.catId, 'category-icon')),
    ),
    sub_category: nested('subcategories', row.subCatId, () =>
      presentSubcategory(lk('subcategories', row.subCatId), catalogView, bundle.subscribed.has(row.subCatId), image(row.subCatId, 'subcategory')),
    ),
    model: plain('models', row.modelId, () => presentModel(lk('models', row.modelId))),
    item_type: plain('item_types', row.itemTypeId, () => presentLookup(lk('item_types', row.itemTypeId), false, lang)),
    item_price_type: plain('price_types', row.itemPriceTypeId, () => presentLookup(lk('price_types', row.itemPriceTypeId), true, lang)),
    item_currency: plain('currencies', row.itemCurrencyId, () => presentCurrency(lk('currencies', row.itemCurrencyId))),
    item_location: nested('locations', row.itemLocationId, () => presentLocation(lk('locations', row.itemLocationId), catalogView)),
    item_location_township: nested('townships', row.itemLocationTownshipId, () => presentTownship(lk('townships', row.itemLocationTownshipId), catalogView)),
    condition_of_item: plain('conditions', row.conditionOfItemId, () => presentLookup(lk('conditions', row.conditionOfItemId), false, lang)),
    deal_option: plain('deal_options', row.dealOptionId, () => presentLookup(lk('deal_options', row.dealOptionId), false, lang)),
    tag: plain('tags', row.tagId, () => presentLookup(lk('tags', row.tagId), false, lang)),
    fuel_type: plain('fuel_types', row.fuelTypeId, () => presentLookup(lk('fuel_types', row.fuelTypeId), false, lang)),
    transmission_type: plain('transmissions', row.transmissionId, () => presentLookup(lk('transmissions', row.transmissionId), false, lang)),
    color: plain('colors', row.colorId, () => presentLookup(lk('colors', row.colorId), false, lang)),
    body_style: plain('body_styles', row.bodyStyleId, () => presentLookup(lk('body_styles', row.bodyStyleId), false, lang)),
    seller_type: plain('seller_types', row.sellerTypeId, () => presentLookup(lk('seller_types', row.sellerTypeId), false, lang)),
    vehicle_type: plain('vehicle_types', row.vehicleTypeId, () => presentLookup(lk('vehicle_types', row.vehicleTypeId), false, lang)),
    vehicle_registration_state: plain('states', row.registrationStateId, () => presentLookup(lk('states', row.registrationStateId), false, lang)),
    user: seller
      ? nested('users', seller.id, () =>
          presentUser(
            seller,
            { viewerId: view.viewerId, viewerIsStaff: view.viewerIsStaff, now: view.now, t: view.t },
            { isFollowed: bundle.followed.has(seller.id) },
          ),
        )
      : emptyObject(USER_FIELDS_EMPTY),
    is_favourited: flag(bundle.favourited.has(row.id)),
    is_owner: flag(isOwner),
  };
}

/** Every item of a bundle, in page order. */
export function presentItems(bundle: PageBundle, view: ItemView): WireItem[] {
  return bundle.items.map((row) => presentItem(row, bundle, view));
}
