/**
 * Items: the entry form (items/add), the owner's calls on a listing, media upload limits, and the item status
 * state machine as data. The server validates with these schemas and the web form uses the same ones (the form's
 * itemEntryBody is the server's itemAddBody with three fields required), so a rule such as "title at most 60
 * characters" is written once. Error messages are i18n keys of the `server` namespace.
 */
import { z } from 'zod';
import { LIMITS } from './limits.ts';

/** Limits of the item entry fields that limits.ts does not carry (spec §5 is silent on them; sane bounds). */
export const ITEM_FIELD_LIMITS = {
  idMax: 64,
  priceMax: 999_999_999_999,
  discountMax: 99,
  vehicleYearMin: 1886,
  drivenKmMax: 10_000_000,
  seatingCapacityMax: 200,
  engineCcMax: 20_000,
  shortTextMax: 100,
  remarkMax: 1000,
  highlightMax: 1000,
  soldTypeMax: 50,
  rejectReasonMax: 1000,
} as const;


// ------------------------------------------------------------------------------------------ field builders

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v);

/** A required id of a catalogue row. */
const refId = z.preprocess(asText, z.string().trim().min(1).max(ITEM_FIELD_LIMITS.idMax));
/** An optional id: "" (or absent) means none. */
const optRefId = z.preprocess(asText, z.string().trim().max(ITEM_FIELD_LIMITS.idMax)).optional().default('');
const text = (max: number) => z.preprocess(asText, z.string().trim().max(max)).optional().default('');

/** A number sent as a string (or a JSON number); "" or absent is null. Non-numbers and out-of-range values fail. */
const optNumber = (min: number, max: number, int = false) =>
  z.preprocess((v) => (blank(v) ? null : typeof v === 'string' ? Number(v.trim()) : v), (int ? z.number().int() : z.number()).min(min).max(max).nullable()).optional().default(null);

/** Title and subtitle share one message (spec §5). */
const titleText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .refine((s) => s.length <= max, 'item.title_too_long');

export const flag01 = z.preprocess(asText, z.enum(['0', '1']));

/** A subtitle that may be left out ("" when absent), with the same too-long message as the title. */
const optTitleText = (max: number) =>
  z
    .preprocess(asText, z.string().trim().refine((s) => s.length <= max, 'item.title_too_long'))
    .optional()
    .default('');

/** The body of items/add as the server accepts it. Subtitle, model and tag may be absent: the original product's
 * clients (and one dictionary of its seed) send items without them. Privilege fields (status, is_paid, counters,
 * owner…) are not part of it, so whatever a client sends for them is dropped (D3). */
export const itemAddBody = z.object({
  /** Empty: create. Otherwise the id of the item to update. */
  id: optRefId,
  title: titleText(LIMITS.itemTitleMax),
  subtitle: optTitleText(LIMITS.itemSubtitleMax),
  price: z.preprocess((v) => (blank(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v), z.number().min(0).max(ITEM_FIELD_LIMITS.priceMax)),
  cat_id: refId,
  /** The make (brand); chosen after the category. */
  sub_cat_id: refId,
  /** Empty: none. */
  model_id: optRefId,
  tag_id: optRefId,
  item_type_id: refId,
  item_currency_id: refId,
  condition_of_item_id: refId,
  /** isShop: "1" available for several orders, "0" one buyer. */
  business_mode: flag01,
  deal_option_id: refId,
  item_price_type_id: refId,
  item_location_id: refId,
  /** Chosen after the location. */
  item_location_township_id: refId,
  description: z.string().trim().min(LIMITS.itemDescriptionMin).max(LIMITS.itemDescriptionMax),

  vehicle_year: optNumber(ITEM_FIELD_LIMITS.vehicleYearMin, 2100, true),
  driven_km: optNumber(0, ITEM_FIELD_LIMITS.drivenKmMax, true),
  fuel_type_id: optRefId,
  transmission_id: optRefId,
  color_id: optRefId,
  body_style_id: optRefId,
  seller_type_id: optRefId,
  vehicle_type_id: optRefId,
  vehicle_registration_state_id: optRefId,
  owner: text(ITEM_FIELD_LIMITS.shortTextMax),
  seating_capacity: optNumber(1, ITEM_FIELD_LIMITS.seatingCapacityMax, true),
  loading_vehicle: text(ITEM_FIELD_LIMITS.shortTextMax),
  engine_cc: optNumber(0, ITEM_FIELD_LIMITS.engineCcMax, true),
  /** 1: the engine runs. */
  engine_status: flag01.optional().default('1'),
  highlight_info: text(ITEM_FIELD_LIMITS.highlightMax),
  deal_option_remark: text(LIMITS.addressMax),
  discount_rate_by_percentage: optNumber(0, ITEM_FIELD_LIMITS.discountMax),
  brand: text(ITEM_FIELD_LIMITS.shortTextMax),
  address: text(LIMITS.addressMax),
  lat: optNumber(-90, 90),
  lng: optNumber(-180, 180),
  keyword: text(LIMITS.addressMax),
  remark: text(ITEM_FIELD_LIMITS.remarkMax),
});
export type ItemAddBody = z.infer<typeof itemAddBody>;

/** Our own item entry form: the items/add body with subtitle, model and tag required (the form asks for all three;
 * the server does not insist, see itemAddBody). */
export const itemEntryBody = itemAddBody.extend({
  subtitle: titleText(LIMITS.itemSubtitleMax),
  model_id: refId,
  tag_id: refId,
});
export type ItemEntryBody = z.infer<typeof itemEntryBody>;
export type ItemEntryInput = z.input<typeof itemEntryBody>;

const itemId = z.preprocess(asText, z.string().trim().min(1).max(ITEM_FIELD_LIMITS.idMax));

export const itemIdBody = z.object({ item_id: itemId });

/** items/item_delete: `user_id` names the caller (D1). */
export const itemDeleteBody = z.object({ item_id: itemId, user_id: z.string().optional().default('') });

/** items/sold_out_from_itemdetails. Older clients send only item_id; the web form requires the sold type and a
 * buyer (soldOutForm). */
export const soldOutBody = z.object({
  item_id: itemId,
  sold_type: text(ITEM_FIELD_LIMITS.soldTypeMax),
  buyer_user_id: optRefId,
  sold_buyer_name: text(LIMITS.userNameMax),
});
export const soldOutForm = soldOutBody
  .extend({ sold_type: z.string().trim().min(1).max(ITEM_FIELD_LIMITS.soldTypeMax) })
  .refine((b) => b.buyer_user_id !== '' || b.sold_buyer_name !== '', { path: ['sold_buyer_name'], message: 'item.buyer_required' });

/** Buckets of the owner's own lists (items/get_owner_items). */
export const OWNER_ITEM_BUCKETS = ['active', 'pending', 'rejected', 'disabled', 'hidden', 'sold', 'paid'] as const;
export type OwnerItemBucket = (typeof OWNER_ITEM_BUCKETS)[number];
export const ownerItemsBody = z.object({ status: z.enum(OWNER_ITEM_BUCKETS).optional().default('active') });

export const itemCountsBody = z.object({ user_id: z.string().trim().min(1) });

// ------------------------------------------------------------------------------------------ media bodies

/** images/upload_item fields (the file travels in `file`). */
export const uploadItemImageFields = z.object({
  item_id: itemId,
  img_type: z.preprocess((v) => (blank(v) ? 'item' : v), z.literal('item')).optional().default('item'),
  ordering: optNumber(0, 1000, true),
  img_desc: text(ITEM_FIELD_LIMITS.remarkMax),
  /** Empty: a new image. Otherwise the id of the image it replaces. */
  img_id: optRefId,
});

/** images/reorder_image: a bare array, or the same array under `images`. */
const reorderEntry = z.object({ img_id: itemId, ordering: z.preprocess((v) => (typeof v === 'string' ? Number(v.trim()) : v), z.number().int().min(0).max(1000)) });
export const reorderImagesBody = z.preprocess(
  (v) => (Array.isArray(v) ? { images: v } : v),
  z.object({ images: z.array(reorderEntry).min(1).max(50) }),
);

export const imageIdBody = z.object({ img_id: itemId });

/** images/delete_video_and_icon: our web sends the item's id; the original clients send the id of the video (or
 * of its poster image) as img_id. One of the two is needed. */
export const deleteVideoBody = z
  .object({ item_id: optRefId, img_id: optRefId })
  .superRefine((b, ctx) => {
    if (!b.item_id && !b.img_id) ctx.addIssue({ code: 'custom', path: ['item_id'], message: 'required' });
  });

/** images/video_upload and images/upload_video_icon. */
export const uploadVideoFields = z.object({ item_id: itemId });

/** images/upload: the profile photo, or the cover photo with img_type "cover". */
export const uploadProfileFields = z.object({
  user_id: z.string().optional().default(''),
  img_type: z.preprocess((v) => (blank(v) ? 'profile' : v), z.enum(['profile', 'cover'])).optional().default('profile'),
});

// ------------------------------------------------------------------------------------------ status machine
// In item-states.ts (no zod: the web app's screens use it without the schemas).
export * from './item-states.ts';
