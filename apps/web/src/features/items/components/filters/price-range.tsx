/**
 * Price section fields: min and max price (typed state in usePriceRange; an impossible range shows the spec's
 * warning and is never committed) and, when the app has more than one, the currency.
 */
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { Alert } from '../../../../components/ui/alert';
import { SelectField } from '../../../../components/ui/select-field';
import { useItemVariables } from '../../api/get-item-variables';
import { inputClass, type SectionProps } from './filter-parts';
import { usePriceRange } from './use-price-range';

interface PriceRangeProps extends SectionProps {
  delay: number;
  onValidityChange?: (valid: boolean) => void;
}

export function PriceRange({ query, set, delay, onValidityChange }: PriceRangeProps) {
  const { t } = useTranslation('items');
  const variables = useItemVariables();
  const minId = useId();
  const maxId = useId();
  const warningId = useId();
  const price = usePriceRange(query, set, delay);
  const { valid } = price;
  useEffect(() => onValidityChange?.(valid), [valid, onValidityChange]);
  const currencies = variables.data?.currencies ?? [];

  const field = (id: string, label: string, value: string, onValue: (v: string) => void) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step="any"
        value={value}
        onChange={(e) => onValue(e.target.value)}
        onBlur={price.flush}
        onKeyDown={(e) => e.key === 'Enter' && price.flush()}
        placeholder={t('filters.any')}
        aria-invalid={!valid || undefined}
        aria-describedby={!valid ? warningId : undefined}
        className={clsx(inputClass, valid ? 'border-line-strong' : 'border-danger')}
      />
    </div>
  );
  return (
    <>
      <div className="flex gap-3">
        {field(minId, t('filters.min_price'), price.min, price.changeMin)}
        {field(maxId, t('filters.max_price'), price.max, price.changeMax)}
      </div>
      {!valid && (
        <div id={warningId}>
          <Alert tone="error">{t('filters.price_invalid')}</Alert>
        </div>
      )}
      {currencies.length > 1 && (
        <SelectField
          label={t('filters.currency')}
          placeholder={t('filters.any_currency')}
          options={currencies.map((c) => ({ value: c.id, label: `${c.currency_symbol} ${c.currency_short_form}`.trim() }))}
          value={query.item_currency_id ?? ''}
          onChange={(e) => set({ item_currency_id: e.target.value })}
        />
      )}
    </>
  );
}
