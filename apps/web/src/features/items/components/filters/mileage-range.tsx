/** Mileage section: from and to, as steps (what people compare: "under 50,000 km"), each list limited by the other
 * so the range can never be upside down. */
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import { StepRange, type SectionProps } from './filter-parts';

export const MILEAGE_STEPS = [5_000, 10_000, 20_000, 30_000, 50_000, 75_000, 100_000, 125_000, 150_000, 200_000, 300_000];

export function MileageRange({ query, set }: SectionProps) {
  const { t } = useTranslation('items');
  const steps = MILEAGE_STEPS.map((km) => ({ value: String(km), label: t('filters.km', { value: formatNumber(km) }) }));
  const min = query.min_driven_km;
  const max = query.max_driven_km;
  // A value from a link that is not a step stays selectable, in its place among the steps.
  const extra = [...new Set([min, max])].filter((v): v is string => Boolean(v) && !steps.some((s) => s.value === v));
  const options = [...steps, ...extra.map((value) => ({ value, label: t('filters.km', { value: formatNumber(Number(value)) }) }))].sort(
    (a, b) => Number(a.value) - Number(b.value),
  );
  return (
    <StepRange
      steps={options}
      min={min}
      max={max}
      minLabel={t('filters.min_km')}
      maxLabel={t('filters.max_km')}
      placeholder={t('filters.any')}
      onMin={(v) => set({ min_driven_km: v })}
      onMax={(v) => set({ max_driven_km: v })}
    />
  );
}
