/** Details section: condition as pills (pressing the chosen one again clears it); fuel, transmission and body style as selects. */
import { useTranslation } from 'react-i18next';
import { TogglePill } from '../../../../components/ui/chip';
import { SelectField } from '../../../../components/ui/select-field';
import { useItemVariables } from '../../api/get-item-variables';
import type { Lookup } from '../../../../lib/api/types';
import type { ListKey } from '../../lib/list-query';
import { lookupOptions, withCounts, type FacetCounts, type SectionProps } from './filter-parts';

export function DetailFields({ query, set, fuelCounts, bodyCounts }: SectionProps & { fuelCounts?: FacetCounts; bodyCounts?: FacetCounts }) {
  const { t } = useTranslation('items');
  const { data } = useItemVariables();
  const lookupSelect = (key: ListKey, label: string, rows: Lookup[] | undefined, counts?: FacetCounts) => (
    <SelectField label={label} placeholder={t('filters.any')} options={withCounts(lookupOptions(rows), counts)} value={query[key] ?? ''} onChange={(e) => set({ [key]: e.target.value })} />
  );
  return (
    <>
      <div role="group" aria-label={t('filters.condition')} className="flex flex-col gap-2">
        <span className="text-sm font-medium text-fg">{t('filters.condition')}</span>
        <div className="flex flex-wrap gap-2">
          {(data?.conditions ?? []).map((c) => (
            <TogglePill
              key={c.id}
              pressed={query.condition_of_item_id === c.id}
              onClick={() => set(query.condition_of_item_id === c.id ? { condition_of_item_id: '' } : { condition_of_item_id: c.id, item_condition_name: c.name })}
            >
              {c.name}
            </TogglePill>
          ))}
        </div>
      </div>
      {lookupSelect('fuel_type_id', t('filters.fuel'), data?.fuel_types, fuelCounts)}
      {lookupSelect('transmission_id', t('filters.transmission'), data?.transmissions)}
      {lookupSelect('body_style_id', t('filters.body_style'), data?.body_styles, bodyCounts)}
    </>
  );
}
