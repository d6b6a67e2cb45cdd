/**
 * "More filters", folded away unless one of them is set: listing type, price type, deal option, engine status
 * (each stored with its name for the chips) and "private sellers only".
 */
import { useTranslation } from 'react-i18next';
import { TogglePill } from '../../../../components/ui/chip';
import { SelectField } from '../../../../components/ui/select-field';
import { ChevronDownIcon } from '../../../../components/icons';
import { useItemVariables } from '../../api/get-item-variables';
import type { Lookup } from '../../../../lib/api/types';
import type { ListKey, ListQuery } from '../../lib/list-query';
import { lookupOptions, nameIn, type SectionProps } from './filter-parts';

/** Whether any filter of this group is set (the group then starts open). */
export const hasMoreFilters = (query: ListQuery) =>
  Boolean(query.item_type_id || query.item_price_type_id || query.deal_option_id || query.engine_status_id || query.users_post || query.item_currency_id);

export function MoreFilters({ query, set }: SectionProps) {
  const { t } = useTranslation('items');
  return (
    <details className="group border-t border-line pt-4" open={hasMoreFilters(query) || undefined}>
      <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg text-sm font-bold tracking-wide text-fg uppercase [&::-webkit-details-marker]:hidden">
        {t('filters.more')}
        <ChevronDownIcon size={18} className="transition-transform group-open:rotate-180" />
      </summary>
      <div className="mt-4 flex flex-col gap-3">
        <MoreFields query={query} set={set} />
      </div>
    </details>
  );
}

function MoreFields({ query, set }: SectionProps) {
  const { t } = useTranslation('items');
  const { data } = useItemVariables();
  const named = (idKey: ListKey, nameKey: ListKey, label: string, rows: readonly Pick<Lookup, 'id' | 'name'>[] | undefined) => (
    <SelectField
      label={label}
      placeholder={t('filters.any')}
      options={lookupOptions(rows)}
      value={query[idKey] ?? ''}
      onChange={(e) => set({ [idKey]: e.target.value, [nameKey]: nameIn(rows, e.target.value) })}
    />
  );
  const engine = [
    { id: '1', name: t('filters.engine_on') },
    { id: '0', name: t('filters.engine_off') },
  ];
  return (
    <>
      {named('item_type_id', 'item_type_name', t('filters.item_type'), data?.item_types)}
      {named('item_price_type_id', 'item_price_type_name', t('filters.price_type'), data?.price_types)}
      {named('deal_option_id', 'deal_option_name', t('filters.deal_option'), data?.deal_options)}
      {named('engine_status_id', 'engine_status_name', t('filters.engine_status'), engine)}
      <TogglePill pressed={query.users_post === '1'} onClick={() => set({ users_post: query.users_post === '1' ? '' : '1' })} className="self-start">
        {t('filters.users_post')}
      </TogglePill>
    </>
  );
}
