import type { WireImage, WireItemSummary } from '../../../lib/api';

/** The Item fields the dashboard's cards read (the item screens own the full shape). */
export interface RailItem extends WireItemSummary {
  photo_count?: string;
  item_location_township?: { township_name?: string; is_empty_object?: string };
  fuel_type?: { name?: string; is_empty_object?: string };
  transmission_type?: { name?: string; is_empty_object?: string };
  address?: string;
}

export interface WireMake {
  id: string;
  name: string;
  cat_id: string;
}

/** A blog post of feeds/search (generic list entity: name, description, photo). */
export interface WireFeed {
  id: string;
  name: string;
  description?: string;
  added_date_str?: string;
  default_photo?: WireImage;
}
