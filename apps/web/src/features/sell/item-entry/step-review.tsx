/** The last step: everything at a glance, each part with a way back to change it. */
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { formatNumber, formatPrice } from '../../../lib/format';
import { useEntry } from './entry-context';
import { STEPS, type ItemFormValues, type StepId } from './form';
import { ListingPreview } from './listing-preview';

export function ReviewStep() {
  const { t } = useTranslation('sell');
  const { lookups, media, config, goToStep, busy } = useEntry();
  const v = useWatch<ItemFormValues>() as ItemFormValues;
  const o = lookups.options;
  const label = (list: typeof o.categories, id: string) => lookups.labelOf(list, id);
  const symbol = lookups.currencySymbol(v.item_currency_id);
  const km = Number(v.driven_km);

  const groups: Array<{ step: StepId; rows: Array<[string, ReactNode]> }> = [
    {
      step: 'media',
      rows: [
        [t('review.photos'), t('review.photo_count', { count: media.photos.length })],
        ...(config.videoEnabled ? [[t('review.video'), media.video ? t('review.video_yes') : t('review.video_no')] as [string, ReactNode]] : []),
      ],
    },
    {
      step: 'vehicle',
      rows: [
        [t('fields.category'), label(o.categories, v.cat_id)],
        [t('fields.brand'), label(o.makes, v.sub_cat_id) || v.brand],
        [t('fields.model'), label(o.models, v.model_id)],
        [t('fields.year'), v.vehicle_year],
        [t('fields.driven_km'), km > 0 ? t('common:item_card.km', { value: formatNumber(km) }) : ''],
        [t('fields.fuel'), label(o.fuelTypes, v.fuel_type_id)],
        [t('fields.transmission'), label(o.transmissions, v.transmission_id)],
        [t('fields.body'), label(o.bodyStyles, v.body_style_id)],
        [t('fields.color'), label(o.colors, v.color_id)],
        [t('fields.engine_cc'), v.engine_cc],
        [t('fields.seats'), v.seating_capacity],
        [t('fields.registration_state'), label(o.states, v.vehicle_registration_state_id)],
        [t('fields.engine_status'), v.engine_status === '0' ? t('fields.engine_not_running') : t('fields.engine_runs')],
      ],
    },
    {
      step: 'details',
      rows: [
        [t('fields.title'), v.title],
        [t('fields.subtitle'), v.subtitle],
        [t('fields.description'), <span className="line-clamp-3 whitespace-pre-line">{v.description}</span>],
        [t('fields.tag'), label(o.tags, v.tag_id)],
        [t('fields.condition'), label(o.conditions, v.condition_of_item_id)],
        [t('fields.item_type'), label(o.itemTypes, v.item_type_id)],
      ],
    },
    {
      step: 'price',
      rows: [
        [t('fields.price'), v.price !== '' ? formatPrice(v.price, symbol) : ''],
        [t('fields.price_type'), label(o.priceTypes, v.item_price_type_id)],
        [t('fields.discount'), Number(v.discount_rate_by_percentage) > 0 ? `${formatNumber(Number(v.discount_rate_by_percentage))}%` : ''],
        [t('fields.deal_option'), label(o.dealOptions, v.deal_option_id)],
        [t('fields.business_mode'), v.business_mode === '1' ? t('fields.business_shop') : t('fields.business_single')],
      ],
    },
    {
      step: 'location',
      rows: [
        [t('fields.location'), label(o.locations, v.item_location_id)],
        [t('fields.township'), label(o.townships, v.item_location_township_id)],
        [t('fields.address'), v.address],
        [t('map.field'), v.lat && v.lng ? t('map.pin_set') : ''],
      ],
    },
  ];

  return (
    <section className="flex flex-col gap-6" aria-labelledby="review-title">
      <header className="flex flex-col gap-1">
        <h2 id="review-title" className="text-lg font-semibold text-fg">
          {t('steps.review.title')}
        </h2>
        <p className="text-sm text-muted">{t('steps.review.description')}</p>
      </header>
      <div className="lg:hidden">
        <ListingPreview />
      </div>
      {groups.map((g) => {
        const index = STEPS.findIndex((s) => s.id === g.step);
        const rows = g.rows.filter(([, value]) => value !== '' && value !== undefined && value !== null);
        return (
          <div key={g.step} className="rounded-2xl border border-line">
            <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-2.5">
              <h3 className="text-sm font-semibold text-fg">{t(`steps.${g.step}.short`)}</h3>
              <Button variant="ghost" size="sm" onClick={() => goToStep(index)} disabled={busy} aria-label={t('review.edit_section', { section: t(`steps.${g.step}.short`) })}>
                <EditIcon size={16} />
                {t('review.edit')}
              </Button>
            </div>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 px-4 py-3 text-sm sm:grid-cols-2">
              {rows.map(([name, value]) => (
                <div key={name} className="flex min-w-0 flex-col">
                  <dt className="text-xs text-muted">{name}</dt>
                  <dd className="break-words text-fg">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        );
      })}
    </section>
  );
}
