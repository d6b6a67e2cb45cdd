/** Year section: from and to year, each list limited by the other so the range can never be upside down. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/select-field';
import type { SectionProps } from './filter-parts';

const FIRST_YEAR = 1980;

export function YearRange({ query, set }: SectionProps) {
  const { t } = useTranslation('items');
  const years = useMemo(() => {
    const last = new Date().getFullYear() + 1;
    return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => String(last - i)).map((y) => ({ value: y, label: y }));
  }, []);
  return (
    <div className="flex gap-3">
      <SelectField
        containerClassName="flex-1"
        label={t('filters.min_year')}
        placeholder={t('filters.any')}
        options={query.max_year ? years.filter((y) => y.value <= query.max_year!) : years}
        value={query.min_year ?? ''}
        onChange={(e) => set({ min_year: e.target.value })}
      />
      <SelectField
        containerClassName="flex-1"
        label={t('filters.max_year')}
        placeholder={t('filters.any')}
        options={query.min_year ? years.filter((y) => y.value >= query.min_year!) : years}
        value={query.max_year ?? ''}
        onChange={(e) => set({ max_year: e.target.value })}
      />
    </div>
  );
}
