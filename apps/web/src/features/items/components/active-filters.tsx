/** The active filters as removable chips, plus "clear all". Labels come from the query's names or the lookups. */
import { useTranslation } from 'react-i18next';
import { RemovableChip } from '../../../components/ui/chip';
import { formatNumber, formatPrice } from '../../../lib/format';
import { useAppInfo } from '../../../lib/app-info/use-app-info';
import { useItemVariables } from '../api/get-item-variables';
import type { FormLookups } from '../../../lib/api/types';
import { hasRadius, type ListKey, type ListQuery } from '../lib/list-query';
import type { TFunction } from 'i18next';

export interface Chip {
  id: string;
  label: string;
  /** Keys removed with the chip. */
  keys: ListKey[];
}

const byId = (rows: { id: string; name: string }[] | undefined, id: string | undefined) => (id ? (rows?.find((r) => r.id === id)?.name ?? '') : '');

export function chipsOf(q: ListQuery, v: FormLookups | undefined, t: TFunction<'items'>, defaultSymbol = ''): Chip[] {
  const chips: Chip[] = [];
  const add = (id: string, label: string | undefined, keys: ListKey[]) => {
    if (label) chips.push({ id, label, keys });
  };
  const currency = v?.currencies?.find((c) => c.id === q.item_currency_id);
  const symbol = currency?.currency_symbol ?? defaultSymbol;
  if (q.searchterm) add('searchterm', t('chips.keyword', { term: q.searchterm }), ['searchterm']);
  if (q.cat_id) add('cat', q.cat_name || t('filters.category'), ['cat_id', 'cat_name', 'sub_cat_id', 'sub_cat_name', 'model_id', 'model_name']);
  if (q.sub_cat_id) add('make', q.sub_cat_name || t('filters.make'), ['sub_cat_id', 'sub_cat_name', 'model_id', 'model_name']);
  if (q.brand) add('brand', q.brand, ['brand']);
  if (q.model_id) add('model', q.model_name || t('filters.model'), ['model_id', 'model_name']);
  if (q.min_price && q.max_price) add('price', t('chips.price_range', { min: formatPrice(q.min_price, symbol), max: formatPrice(q.max_price, symbol) }), ['min_price', 'max_price']);
  else if (q.min_price) add('price', t('chips.price_from', { min: formatPrice(q.min_price, symbol) }), ['min_price']);
  else if (q.max_price) add('price', t('chips.price_to', { max: formatPrice(q.max_price, symbol) }), ['max_price']);
  if (q.item_currency_id) add('currency', currency ? `${currency.currency_symbol} ${currency.currency_short_form}` : t('filters.currency'), ['item_currency_id']);
  if (q.min_year && q.max_year) add('year', t('chips.year_range', { min: q.min_year, max: q.max_year }), ['min_year', 'max_year']);
  else if (q.min_year) add('year', t('chips.year_from', { min: q.min_year }), ['min_year']);
  else if (q.max_year) add('year', t('chips.year_to', { max: q.max_year }), ['max_year']);
  const km = (v: string) => formatNumber(Number(v));
  if (q.min_driven_km && q.max_driven_km) add('km', t('chips.km_range', { min: km(q.min_driven_km), max: km(q.max_driven_km) }), ['min_driven_km', 'max_driven_km']);
  else if (q.min_driven_km) add('km', t('chips.km_from', { min: km(q.min_driven_km) }), ['min_driven_km']);
  else if (q.max_driven_km) add('km', t('chips.km_to', { max: km(q.max_driven_km) }), ['max_driven_km']);
  if (q.condition_of_item_id) add('condition', byId(v?.conditions, q.condition_of_item_id) || q.item_condition_name || t('filters.condition'), ['condition_of_item_id', 'item_condition_name']);
  if (q.fuel_type_id) add('fuel', byId(v?.fuel_types, q.fuel_type_id) || t('filters.fuel'), ['fuel_type_id']);
  if (q.transmission_id) add('transmission', byId(v?.transmissions, q.transmission_id) || t('filters.transmission'), ['transmission_id']);
  if (q.body_style_id) add('body', byId(v?.body_styles, q.body_style_id) || t('filters.body_style'), ['body_style_id']);
  if (q.seller_type_id) add('seller_type', byId(v?.seller_types, q.seller_type_id) || t('filters.seller_type'), ['seller_type_id']);
  if (q.addedUserId) add('seller', t('chips.seller', { name: q.added_user_name || t('chips.seller_unknown') }), ['addedUserId', 'added_user_name']);
  if (hasRadius(q)) add('radius', t('chips.radius', { miles: formatNumber(Number(q.mile)) }), ['lat', 'lng', 'mile']);
  else {
    if (q.item_location_id) add('city', q.item_location_name || t('filters.city'), ['item_location_id', 'item_location_name', 'item_location_township_id', 'item_location_township_name']);
    if (q.item_location_township_id) add('township', q.item_location_township_name || t('filters.township'), ['item_location_township_id', 'item_location_township_name']);
  }
  if (q.item_type_id) add('item_type', byId(v?.item_types, q.item_type_id) || q.item_type_name || t('filters.item_type'), ['item_type_id', 'item_type_name']);
  if (q.item_price_type_id) add('price_type', byId(v?.price_types, q.item_price_type_id) || q.item_price_type_name || t('filters.price_type'), ['item_price_type_id', 'item_price_type_name']);
  if (q.deal_option_id) add('deal', byId(v?.deal_options, q.deal_option_id) || q.deal_option_name || t('filters.deal_option'), ['deal_option_id', 'deal_option_name']);
  if (q.engine_status_id) add('engine', q.engine_status_id === '1' ? t('filters.engine_on') : t('filters.engine_off'), ['engine_status_id', 'engine_status_name']);
  if (q.is_discount === '1') add('discount', t('filters.discount_only'), ['is_discount']);
  if (q.isPaid) add('paid', t('filters.featured_only'), ['isPaid', 'ad_post_type']);
  if (q.is_sold_out === '1') add('sold', t('filters.availability_sold'), ['is_sold_out']);
  if (q.is_sold_out === '0') add('sold', t('filters.availability_available'), ['is_sold_out']);
  if (q.users_post === '1') add('users_post', t('filters.users_post'), ['users_post']);
  if (q.wanted === '1') add('wanted', t('filters.wanted_only'), ['wanted']);
  return chips;
}

export function ActiveFilters({ query, onRemove, onClear }: { query: ListQuery; onRemove: (keys: ListKey[]) => void; onClear: () => void }) {
  const { t } = useTranslation('items');
  const { data } = useItemVariables();
  const { data: info } = useAppInfo();
  const chips = chipsOf(query, data, t, info?.currency_symbol ?? '');
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="contents" aria-label={t('filters.active')}>
        {chips.map((chip) => (
          <li key={chip.id} className="max-w-full">
            <RemovableChip removeLabel={t('chips.remove', { label: chip.label })} onRemove={() => onRemove(chip.keys)}>
              {chip.label}
            </RemovableChip>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClear} className="rounded-lg px-2 py-1 text-sm font-semibold text-primary hover:underline">
        {t('filters.clear_all')}
      </button>
    </div>
  );
}
