/** The key facts of a vehicle as a grid of labelled values; only the fields the item has are shown. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarIcon, CarIcon, CheckIcon, GaugeIcon, SparkIcon, TagIcon } from '../../../components/icons';
import { formatNumber } from '../../../lib/format';
import type { Item } from '../../../lib/api/types';
import { nameOf } from '../lib/item-facts';
import { BodyIcon, DocumentIcon, EngineIcon, FuelIcon, GearIcon, HandshakeIcon, PaletteIcon, SeatIcon, StoreIcon, UsersIcon } from './item-icons';

interface Spec {
  id: string;
  label: string;
  value: string;
  icon: ReactNode;
  note?: string;
}

export function useSpecs(item: Item): Spec[] {
  const { t } = useTranslation('items');
  const specs: Spec[] = [];
  const add = (id: string, label: string, value: string | undefined, icon: ReactNode, note?: string) => {
    if (value && value.trim()) specs.push({ id, label, value: value.trim(), icon, note });
  };
  add('make', t('specs.make'), nameOf(item.sub_category) || item.brand, <CarIcon size={18} />);
  add('model', t('specs.model'), nameOf(item.model), <CarIcon size={18} />);
  if (item.vehicle_year && item.vehicle_year > 0) add('year', t('specs.year'), String(item.vehicle_year), <CalendarIcon size={18} />);
  if (item.driven_km && item.driven_km > 0) add('km', t('specs.km'), t('card.km', { value: formatNumber(item.driven_km) }), <GaugeIcon size={18} />);
  add('fuel', t('specs.fuel'), nameOf(item.fuel_type), <FuelIcon size={18} />);
  add('transmission', t('specs.transmission'), nameOf(item.transmission_type), <GearIcon size={18} />);
  if (item.engine_cc && item.engine_cc > 0) add('engine_cc', t('specs.engine_cc'), t('specs.cc', { value: formatNumber(item.engine_cc) }), <EngineIcon size={18} />);
  add('body', t('specs.body_style'), nameOf(item.body_style), <BodyIcon size={18} />);
  add('color', t('specs.color'), nameOf(item.color), <PaletteIcon size={18} />);
  if (item.seating_capacity && item.seating_capacity > 0) add('seats', t('specs.seats'), String(item.seating_capacity), <SeatIcon size={18} />);
  add('owner', t('specs.owners'), item.owner, <UsersIcon size={18} />);
  add('state', t('specs.registration'), nameOf(item.vehicle_registration_state), <DocumentIcon size={18} />);
  add('condition', t('specs.condition'), nameOf(item.condition_of_item), <CheckIcon size={18} />);
  add('engine_status', t('specs.engine_status'), item.engine_status ? t('filters.engine_on') : t('filters.engine_off'), <EngineIcon size={18} />);
  add('vehicle_type', t('specs.vehicle_type'), nameOf(item.vehicle_type), <CarIcon size={18} />);
  add('item_type', t('specs.item_type'), nameOf(item.item_type), <TagIcon size={18} />);
  add('price_type', t('specs.price_type'), nameOf(item.item_price_type), <TagIcon size={18} />);
  add('deal', t('specs.deal_option'), nameOf(item.deal_option), <HandshakeIcon size={18} />, item.deal_option_remark);
  add('tag', t('specs.tag'), nameOf(item.tag), <SparkIcon size={18} />);
  add('seller_type', t('specs.seller_type'), nameOf(item.seller_type), <UsersIcon size={18} />);
  add('business', t('specs.business_mode'), item.business_mode ? t('specs.business_shop') : t('specs.business_single'), <StoreIcon size={18} />);
  return specs;
}

export function SpecGrid({ item }: { item: Item }) {
  const specs = useSpecs(item);
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
      {specs.map((s) => (
        // dt and dd are the only children of each group (valid definition-list markup); the icon sits inside the dt.
        <div key={s.id} className="relative min-w-0 rounded-xl border border-line bg-surface p-3 ps-14 sm:p-3.5 sm:ps-[3.625rem]">
          <dt className="text-xs font-medium text-muted">
            <span aria-hidden="true" className="absolute start-3 top-3.5 flex h-8 w-8 items-center justify-center rounded-lg bg-primary-soft text-primary sm:start-3.5 sm:top-4">
              {s.icon}
            </span>
            {s.label}
          </dt>
          <dd className="text-sm font-semibold break-words text-fg">
            <bdi>{s.value}</bdi>
          </dd>
          {s.note && (
            <dd className="mt-0.5 text-xs break-words text-muted" dir="auto">
              {s.note}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
