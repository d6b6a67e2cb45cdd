/** Reading an Item for display: its currency, discount, facts line and place. */
import { isEmptyObject, toFloat, toInt } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import type { WireItem, WireLookup } from '../api/types';

/** The name of a nested lookup, or "" when it does not exist. */
export function nameOf(lookup: WireLookup | undefined): string {
  return lookup && !isEmptyObject(lookup) ? lookup.name : '';
}

export function currencySymbolOf(item: Pick<WireItem, 'item_currency'>): string {
  const c = item.item_currency;
  return c && !isEmptyObject(c) ? c.currency_symbol || c.currency_short_form : '';
}

export function discountRateOf(item: Pick<WireItem, 'discount_rate_by_percentage'>): number {
  return Math.max(0, Math.min(100, toFloat(item.discount_rate_by_percentage)));
}

/** "2019 · 48,000 km · Diesel · Automatic" — the facts buyers scan for. */
export function factsOf(item: WireItem, kmLabel: (value: string) => string): string[] {
  const out: string[] = [];
  const year = toInt(item.vehicle_year);
  if (year > 0) out.push(String(year));
  const km = toFloat(item.driven_km);
  if (km > 0) out.push(kmLabel(formatNumber(km)));
  const fuel = nameOf(item.fuel_type);
  if (fuel) out.push(fuel);
  const transmission = nameOf(item.transmission_type);
  if (transmission) out.push(transmission);
  return out;
}

/** "Hollywood, Los Angeles" (township and city), else the address. */
export function placeOf(item: WireItem): string {
  const township = item.item_location_township && !isEmptyObject(item.item_location_township) ? item.item_location_township.township_name : '';
  const city = nameOf(item.item_location);
  return [township, city].filter(Boolean).join(', ') || item.address || '';
}
