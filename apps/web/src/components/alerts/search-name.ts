/**
 * The name a new saved search is offered: what the filters are about, read from the item list's query string
 * (spec §2.2 names, with the display names that travel with the ids): make and model, or the category, the
 * words, the price and year ranges and the place — "Toyota Corolla · 10,000 – 30,000".
 */
import type { TFunction } from 'i18next';
import { NOTIFICATION_LIMITS } from '@wheeldeal/contract';
import { rangeText } from './range-text';

export type ListQueryNames = Partial<Record<string, string>>;

export function suggestSearchName(t: TFunction<'alerts'>, q: ListQueryNames): string {
  const make = q.sub_cat_name || q.brand || '';
  const subject = [make, q.model_name].filter(Boolean).join(' ') || q.cat_name || '';
  const parts = [
    q.searchterm ? t('name.words', { words: q.searchterm }) : '',
    subject,
    rangeText(t, 'price', q.min_price, q.max_price),
    rangeText(t, 'year', q.min_year, q.max_year),
    q.item_location_township_name || q.item_location_name || '',
  ].filter(Boolean);
  const name = parts.join(' · ') || t('name.everything');
  return name.length > NOTIFICATION_LIMITS.savedSearchNameMax ? `${name.slice(0, NOTIFICATION_LIMITS.savedSearchNameMax - 1)}…` : name;
}
