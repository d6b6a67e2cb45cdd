/** Mileage section: from and to, as steps (what people compare: "under 50,000 km"), each list limited by the other
 * so the range can never be upside down. */
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/select-field';
import { formatNumber } from '../../../../lib/format';
import type { SectionProps } from './filter-parts';

export const MILEAGE_STEPS = [5_000, 10_000, 20_000, 30_000, 50_000, 75_000, 100_000, 125_000, 150_000, 200_000, 300_000];

export function MileageRange({ query, set }: SectionProps) {
  const { t } = useTranslation('items');
  const steps = MILEAGE_STEPS.map((km) => ({ value: String(km), label: t('filters.km', { value: formatNumber(km) }) }));
  // A value from a link that is not a step stays selectable.
  const withValue = (value: string | undefined) =>
    value && !steps.some((s) => s.value === value) ? [...steps, { value, label: t('filters.km', { value: formatNumber(Number(value)) }) }] : steps;
  const min = query.min_driven_km;
  const max = query.max_driven_km;
  return (
    <div className="flex gap-3">
      <SelectField
        containerClassName="flex-1"
        label={t('filters.min_km')}
        placeholder={t('filters.any')}
        options={withValue(min).filter((s) => !max || Number(s.value) <= Number(max))}
        value={min ?? ''}
        onChange={(e) => set({ min_driven_km: e.target.value })}
      />
      <SelectField
        containerClassName="flex-1"
        label={t('filters.max_km')}
        placeholder={t('filters.any')}
        options={withValue(max).filter((s) => !min || Number(s.value) >= Number(min))}
        value={max ?? ''}
        onChange={(e) => set({ max_driven_km: e.target.value })}
      />
    </div>
  );
}
