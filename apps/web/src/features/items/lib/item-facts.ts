/** Reading an Item for display: its currency, discount, facts line and place. */
import type { Item } from '../../../lib/api/types';
import { formatNumber } from '../../../lib/format';

/** The name of a nested lookup, or "" when it does not exist. */
export function nameOf(lookup: { name: string } | null | undefined): string {
  return lookup?.name ?? '';
}

export function currencySymbolOf(item: Pick<Item, 'item_currency'>): string {
  const c = item.item_currency;
  return c ? c.currency_symbol || c.currency_short_form : '';
}

export function discountRateOf(item: Pick<Item, 'discount_rate_by_percentage'>): number {
  return Math.max(0, Math.min(100, item.discount_rate_by_percentage));
}

/** "2019 · 48,000 km · Diesel · Automatic" — the facts buyers scan for. */
export function factsOf(item: Item, kmLabel: (value: string) => string): string[] {
  const out: string[] = [];
  const year = item.vehicle_year ?? 0;
  if (year > 0) out.push(String(year));
  const km = item.driven_km ?? 0;
  if (km > 0) out.push(kmLabel(formatNumber(km)));
  const fuel = nameOf(item.fuel_type);
  if (fuel) out.push(fuel);
  const transmission = nameOf(item.transmission_type);
  if (transmission) out.push(transmission);
  return out;
}

/** "Hollywood, Los Angeles" (township and city), else the address. */
export function placeOf(item: Item): string {
  const township = item.item_location_township?.township_name ?? '';
  const city = nameOf(item.item_location);
  return [township, city].filter(Boolean).join(', ') || item.address || '';
}
