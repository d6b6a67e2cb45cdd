import type { Item } from '../api/types';

/** A listing whose promotion is running: marked "Promoted" wherever it shows (the wire says it both ways). */
export function isPromoted(item: Pick<Item, 'is_paid' | 'ad_type'>): boolean {
  return item.is_paid || item.ad_type === 'paid_ad';
}
