/** Small pieces shared by the steps: live character counters, number inputs, section headings. */
import type { ChangeEvent, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { formatNumber } from '../../../lib/format';
import { normaliseNumber, type FieldName, type ItemFormValues } from './form';

/** "12 / 60" (red past the maximum), or how many characters are still needed below a minimum. */
export function CharCounter({ value, max, min, id }: { value: string; max?: number; min?: number; id?: string }) {
  const { t } = useTranslation('sell');
  const length = value.trim().length;
  const over = max !== undefined && length > max;
  const under = min !== undefined && length < min;
  return (
    <p id={id} className={clsx('-mt-0.5 text-end text-xs tabular-nums', over ? 'font-semibold text-danger' : under ? 'text-muted' : 'text-success')}>
      {under
        ? t('counter.needed', { count: min - length, min: formatNumber(min) })
        : max !== undefined
          ? t('counter.of_max', { length: formatNumber(length), max: formatNumber(max) })
          : t('counter.length', { count: length })}
    </p>
  );
}

/** register() for a number typed as text: Arabic-Indic digits become ASCII, grouping separators are dropped. */
export function useNumberField() {
  const { register } = useFormContext<ItemFormValues>();
  return (name: FieldName, decimals = false) => {
    const field = register(name);
    return {
      ...field,
      type: 'text' as const,
      inputMode: decimals ? ('decimal' as const) : ('numeric' as const),
      autoComplete: 'off',
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const clean = normaliseNumber(event.target.value, decimals);
        if (clean !== event.target.value) event.target.value = clean;
        return field.onChange(event);
      },
    };
  };
}

export function Section({ title, description, children, className }: { title: ReactNode; description?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={clsx('flex flex-col gap-5', className)}>
      <header className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-fg">{title}</h2>
        {description && <p className="text-sm text-muted">{description}</p>}
      </header>
      {children}
    </section>
  );
}

export function FieldGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx('grid grid-cols-1 gap-5 sm:grid-cols-2', className)}>{children}</div>;
}
