/**
 * Catalogue rows → wire entities (spec §3): Image, Category, Subcategory (make), Model, simple lookups,
 * Currency, Location, Township, Banner. Every scalar a string; a missing nested object is the empty object.
 * Rows come from Drizzle (camelCase, Dates); the item presenter reuses these for its nested objects.
 */
import type {
  EmptyWire,
  WireOf,
  WireOrEmpty,
  wireBanner,
  wireCategory,
  wireCurrency,
  wireImage,
  wireLocation,
  wireLookup,
  wireModel,
  wireSubcategory,
  wireTownship,
} from '@wheeldeal/contract';
import { emptyObject, relativeTime, str, wireDate } from '../../lib/wire.ts';
import type { Translate } from '../../lib/messages.ts';
import type { banners, categories, currencies, images, locations, models, subcategories, townships, itemTypes } from '../../db/schema.ts';

export type ImageRow = typeof images.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type SubcategoryRow = typeof subcategories.$inferSelect;
export type ModelRow = typeof models.$inferSelect;
/** Every simple lookup table (item types, conditions, colours, …) has this shape. */
export type LookupRow = typeof itemTypes.$inferSelect;
export type CurrencyRow = typeof currencies.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;
export type TownshipRow = typeof townships.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;

/** What presenters need to know about the reader. */
export interface CatalogView {
  now: Date;
  t: Translate;
}

export const IMAGE_FIELDS = ['img_id', 'img_parent_id', 'img_type', 'img_path', 'img_width', 'img_height', 'img_desc', 'ordering'] as const;

export function presentImage(img: undefined | null): EmptyWire;
export function presentImage(img: ImageRow): WireOf<typeof wireImage>;
export function presentImage(img: ImageRow | undefined | null): WireOrEmpty<typeof wireImage>;
export function presentImage(img: ImageRow | undefined | null): WireOrEmpty<typeof wireImage> {
  if (!img) return emptyObject(IMAGE_FIELDS);
  return {
    img_id: img.id,
    img_parent_id: img.imgParentId,
    img_type: img.imgType,
    img_path: img.imgPath,
    img_width: str(img.imgWidth),
    img_height: str(img.imgHeight),
    img_desc: img.imgDesc,
    ordering: str(img.ordering),
  };
}

export const CATEGORY_FIELDS = ['id', 'cat_id', 'cat_name', 'cat_ordering', 'status', 'added_date', 'added_date_str', 'default_photo', 'default_icon'] as const;

/** A category's name in the reader's language (migration 0020): its translation when it has one, else the stored
 * name. Make and model names are not translated: they stay as the brands write them. */
export function categoryName(c: Pick<CategoryRow, 'catName' | 'translations'>, lang: string | undefined): string {
  return (lang && c.translations?.[lang]) || c.catName;
}

/** A category, `cat_name` in the language of the view's translator (falling back to the stored name). */
export function presentCategory(c: CategoryRow | undefined, view: CatalogView, photo?: ImageRow, icon?: ImageRow): WireOrEmpty<typeof wireCategory> {
  if (!c) return { ...emptyObject(CATEGORY_FIELDS), default_photo: presentImage(null), default_icon: presentImage(null) };
  return {
    id: c.id,
    cat_id: c.id,
    cat_name: categoryName(c, view.t.lang),
    cat_ordering: str(c.catOrdering),
    status: str(c.status),
    added_date: wireDate(c.addedDate),
    added_date_str: relativeTime(c.addedDate, view.now, view.t),
    default_photo: presentImage(photo),
    default_icon: presentImage(icon),
  };
}

export const SUBCATEGORY_FIELDS = [
  'id',
  'name',
  'status',
  'added_date',
  'added_user_id',
  'updated_date',
  'cat_id',
  'updated_user_id',
  'updated_flag',
  'added_date_str',
  'is_subscribed_fe',
  'default_photo',
] as const;

export function presentSubcategory(s: SubcategoryRow | undefined, view: CatalogView, subscribed = false, photo?: ImageRow): WireOrEmpty<typeof wireSubcategory> {
  if (!s) return { ...emptyObject(SUBCATEGORY_FIELDS), default_photo: presentImage(null) };
  return {
    id: s.id,
    name: s.name,
    status: str(s.status),
    added_date: wireDate(s.addedDate),
    added_user_id: str(s.addedUserId),
    updated_date: wireDate(s.updatedDate),
    cat_id: s.catId,
    updated_user_id: str(s.updatedUserId),
    updated_flag: str(s.updatedFlag),
    added_date_str: relativeTime(s.addedDate, view.now, view.t),
    is_subscribed_fe: subscribed ? '1' : '0',
    default_photo: presentImage(photo),
  };
}

export const MODEL_FIELDS = ['id', 'name', 'sub_cat_id', 'status', 'added_date'] as const;

export function presentModel(m: ModelRow | undefined): WireOrEmpty<typeof wireModel> {
  if (!m) return emptyObject(MODEL_FIELDS);
  return { id: m.id, name: m.name, sub_cat_id: m.subCatId, status: str(m.status), added_date: wireDate(m.addedDate) };
}

export const LOOKUP_FIELDS = ['id', 'name', 'status', 'added_date'] as const;

/** A lookup's name in the reader's language: its translation when it has one, else the stored name. */
export function lookupName(l: Pick<LookupRow, 'name' | 'translations'>, lang: string | undefined): string {
  return (lang && l.translations?.[lang]) || l.name;
}

/** A simple lookup (item type, condition, deal option, fuel type, colour, …), its `name` in the reader's language
 * `lang` (falling back to the stored name). The price type also carries is_empty_object "0" when present (spec §3),
 * so pass `withEmptyFlag` for it. */
export function presentLookup(l: LookupRow | undefined, withEmptyFlag = false, lang?: string): WireOrEmpty<typeof wireLookup> {
  if (!l) return emptyObject(LOOKUP_FIELDS);
  const out: WireOf<typeof wireLookup> = { id: l.id, name: lookupName(l, lang), status: str(l.status), added_date: wireDate(l.addedDate) };
  if (withEmptyFlag) out.is_empty_object = '0';
  return out;
}

export const CURRENCY_FIELDS = ['id', 'currency_short_form', 'status', 'added_date', 'currency_symbol'] as const;

export function presentCurrency(c: CurrencyRow | undefined): WireOrEmpty<typeof wireCurrency> {
  if (!c) return emptyObject(CURRENCY_FIELDS);
  return { id: c.id, currency_short_form: c.currencyShortForm, status: str(c.status), added_date: wireDate(c.addedDate), currency_symbol: c.currencySymbol };
}

export const LOCATION_FIELDS = ['id', 'name', 'lat', 'lng', 'status', 'added_date', 'added_date_str'] as const;

export function presentLocation(l: LocationRow | undefined, view: CatalogView): WireOrEmpty<typeof wireLocation> {
  if (!l) return emptyObject(LOCATION_FIELDS);
  return {
    id: l.id,
    name: l.name,
    lat: str(l.lat),
    lng: str(l.lng),
    status: str(l.status),
    added_date: wireDate(l.addedDate),
    added_date_str: relativeTime(l.addedDate, view.now, view.t),
  };
}

/** `odering` is the wire's spelling (spec §3). */
export const TOWNSHIP_FIELDS = ['id', 'city_id', 'township_name', 'odering', 'lat', 'lng', 'status', 'added_date', 'added_date_str'] as const;

export function presentTownship(tw: TownshipRow | undefined, view: CatalogView): WireOrEmpty<typeof wireTownship> {
  if (!tw) return emptyObject(TOWNSHIP_FIELDS);
  return {
    id: tw.id,
    city_id: tw.cityId,
    township_name: tw.townshipName,
    odering: str(tw.ordering),
    lat: str(tw.lat),
    lng: str(tw.lng),
    status: str(tw.status),
    added_date: wireDate(tw.addedDate),
    added_date_str: relativeTime(tw.addedDate, view.now, view.t),
  };
}

export function presentBanner(b: BannerRow, view: CatalogView, photo?: ImageRow): WireOf<typeof wireBanner> {
  return {
    id: b.id,
    title: b.title,
    link: b.link,
    ordering: str(b.ordering),
    status: str(b.status),
    added_date: wireDate(b.addedDate),
    added_date_str: relativeTime(b.addedDate, view.now, view.t),
    default_photo: presentImage(photo),
  };
}
