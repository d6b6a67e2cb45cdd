/**
 * Wire shapes of the admin calls (apps/server/src/modules/admin). Every scalar is a string; parse with the helpers
 * of lib/api where a typed value is needed. Items reuse the public Item shape with the fields the queue reads.
 */
import type { WireCurrency, WireImage, WireNamed, WireUser } from '../../../lib/api/wire-types';

/** A listing as staff see it (admin/items_pending, admin/items, admin/reported_items). */
export interface WireAdminItem {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  price: string;
  /** Item status code: 0 pending, 1 published, 2 disabled, 3 rejected, 4 hidden. */
  status: string;
  reject_reason: string;
  added_date: string;
  added_date_str: string;
  updated_date: string;
  added_user_id: string;
  vehicle_year: string;
  driven_km: string;
  photo_count: string;
  default_photo: WireImage;
  category: { id: string; cat_name: string };
  sub_category: { id: string; name: string };
  model: { id: string; name: string };
  item_currency: WireCurrency;
  item_location: WireNamed;
  condition_of_item: WireNamed;
  user: Partial<WireUser> & { user_id: string; user_name: string };
  /** Every photo (admin/items_pending only). */
  images?: WireImage[];
}

/** admin/reported_items adds the open reports' summary. */
export interface WireReportedItem extends WireAdminItem {
  report_count: string;
  report_reasons: string[];
  last_reported_date: string;
}

/** admin/users: a wire User plus whether the account was deleted. */
export interface WireAdminUser extends WireUser {
  deleted: string;
}

/** A catalogue row: every column under its wire name; pictures for categories and makes. */
export interface WireCatalogRow {
  id: string;
  default_photo?: WireImage;
  default_icon?: WireImage;
  [column: string]: unknown;
}

export interface WireAuditEntry {
  id: string;
  actor_user_id: string;
  actor_user_name: string;
  action: string;
  target_type: string;
  target_id: string;
  /** Details of the action, each value a string (objects JSON-encoded). */
  detail: Record<string, string>;
  added_date: string;
}

export interface WireOutboxMessage {
  id: string;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  template: string;
  /** queued | sent | failed | local */
  status: string;
  attempts: string;
  error: string;
  added_date: string;
  sent_date: string;
}

/** admin/settings_get: every group; values are strings except frontend_config.exclude_language. */
export type WireSettings = Record<string, Record<string, string | string[]>>;
