/** Year section: from and to year, each list limited by the other so the range can never be upside down. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StepRange, type SectionProps } from './filter-parts';

const FIRST_YEAR = 1980;

export function YearRange({ query, set }: SectionProps) {
  const { t } = useTranslation('items');
  const years = useMemo(() => {
    const last = new Date().getFullYear() + 1;
    return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => String(last - i)).map((y) => ({ value: y, label: y }));
  }, []);
  return (
    <StepRange
      steps={years}
      min={query.min_year}
      max={query.max_year}
      minLabel={t('filters.min_year')}
      maxLabel={t('filters.max_year')}
      placeholder={t('filters.any')}
      onMin={(v) => set({ min_year: v })}
      onMax={(v) => set({ max_year: v })}
    />
  );
}
