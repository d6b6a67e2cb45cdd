/** Availability section: all / available / sold as one radio group, "featured only", and "wanted posts only"
 * (buyers' requests are left out of the list unless asked for). */
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { TogglePill } from '../../../../components/ui/chip';
import type { SectionProps } from './filter-parts';

export function AvailabilityFields({ query, set }: SectionProps) {
  const { t } = useTranslation('items');
  const choices = [
    { value: '', label: t('filters.availability_all') },
    { value: '0', label: t('filters.availability_available') },
    { value: '1', label: t('filters.availability_sold') },
  ];
  return (
    <>
      <div role="radiogroup" aria-label={t('filters.availability')} className="grid grid-cols-3 gap-1 rounded-xl bg-surface-2 p-1">
        {choices.map((c) => {
          const checked = (query.is_sold_out ?? '') === c.value;
          return (
            <button
              key={c.value}
              type="button"
              role="radio"
              aria-checked={checked}
              onClick={() => set({ is_sold_out: c.value })}
              className={clsx(
                'h-9 truncate rounded-lg px-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                checked ? 'bg-surface text-fg shadow-card' : 'text-muted hover:text-fg',
              )}
            >
              {c.label}
            </button>
          );
        })}
      </div>
      <TogglePill pressed={query.isPaid === 'only_paid_item'} onClick={() => set({ isPaid: query.isPaid === 'only_paid_item' ? '' : 'only_paid_item' })} className="self-start">
        {t('filters.featured_only')}
      </TogglePill>
      <TogglePill pressed={query.wanted === '1'} onClick={() => set({ wanted: query.wanted === '1' ? '' : '1' })} className="self-start">
        {t('filters.wanted_only')}
      </TogglePill>
    </>
  );
}
