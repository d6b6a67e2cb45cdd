/**
 * The parts of buying shared by packages and promotions: the choice of payment method (only what app info
 * enables), the coupon field with its quote, and the summary of price, discount and total.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { toMinor, type PaymentProviderName } from '@wheeldeal/contract';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { errorMessage } from '../../lib/api/client';
import type { CouponQuote } from '../../lib/payments/api';
import { formatMoney } from '../../lib/payments/money';

/** One controlled choice among radio cards (native radios: arrow keys and screen readers work as usual). */
export function RadioCards<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  columns = 2,
}: {
  legend: ReactNode;
  name: string;
  options: ReadonlyArray<{ value: V; label: ReactNode; description?: ReactNode }>;
  value: string;
  onChange: (value: V) => void;
  columns?: 2 | 3;
}) {
  const id = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-fg">{legend}</legend>
      <div className={clsx('grid grid-cols-1 gap-2', columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'flex cursor-pointer items-start gap-3 rounded-xl border bg-surface px-3.5 py-3 text-sm transition-colors',
              'hover:border-primary/50 has-[:checked]:border-primary has-[:checked]:bg-primary-soft',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              'border-line-strong',
            )}
          >
            <input
              type="radio"
              name={`${name}-${id}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 h-4 w-4 shrink-0 accent-primary"
            />
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="font-medium text-fg">{option.label}</span>
              {option.description && <span className="text-xs text-muted">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function MethodChoice({
  methods,
  value,
  onChange,
}: {
  methods: readonly PaymentProviderName[];
  value: string;
  onChange: (method: PaymentProviderName) => void;
}) {
  const { t } = useTranslation('payments');
  if (methods.length === 0) return <Alert tone="info">{t('method.none')}</Alert>;
  return (
    <RadioCards
      legend={t('method.legend')}
      name="payment-method"
      columns={methods.length > 2 ? 3 : 2}
      options={methods.map((m) => ({ value: m, label: t(`method.${m}`), description: t(`method.${m}_text`) }))}
      value={value}
      onChange={onChange}
    />
  );
}

/** A coupon applied: its quote is kept by the parent (it sends the code with the purchase). */
export function CouponField({ quote, onApply, onClear }: { quote: CouponQuote | null; onApply: (code: string) => Promise<void>; onClear: () => void }) {
  const { t } = useTranslation('payments');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function apply(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const trimmed = code.trim();
    if (!trimmed) return;
    setBusy(true);
    setError('');
    try {
      await onApply(trimmed);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  if (quote) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-success/30 bg-success-soft px-3.5 py-2.5 text-sm">
        <span className="text-fg">{t('coupon.applied', { code: quote.coupon_code })}</span>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setCode('');
            onClear();
          }}
        >
          {t('coupon.remove')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex items-end gap-2">
      <TextField
        label={t('coupon.label')}
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void apply(e);
        }}
        error={error || undefined}
        autoComplete="off"
        maxLength={32}
        containerClassName="flex-1"
      />
      <Button variant="outline" onClick={(e) => void apply(e)} loading={busy} disabled={!code.trim()} className="mb-[2px]">
        {t('coupon.apply')}
      </Button>
    </div>
  );
}

/** Price, the coupon's discount and the total, all in minor units of one currency. */
export function TotalSummary({ priceMinor, currency, quote }: { priceMinor: number; currency: string; quote: CouponQuote | null }) {
  const { t } = useTranslation('payments');
  const discount = quote ? Math.max(0, priceMinor - totalOf(priceMinor, currency, quote)) : 0;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-xl bg-surface-2/60 px-4 py-3 text-sm">
      <dt className="text-muted">{t('summary.price')}</dt>
      <dd className="text-end tabular-nums text-fg">{formatMoney(priceMinor, currency)}</dd>
      {quote && (
        <>
          <dt className="text-muted">{t('summary.discount', { code: quote.coupon_code })}</dt>
          <dd className="text-end tabular-nums text-success">{formatMoney(-discount, currency)}</dd>
        </>
      )}
      <dt className="font-semibold text-fg">{t('summary.total')}</dt>
      <dd className="text-end font-bold tabular-nums text-fg" data-testid="checkout-total">
        {formatMoney(quote ? totalOf(priceMinor, currency, quote) : priceMinor, currency)}
      </dd>
    </dl>
  );
}

/** The quote's total (decimal text of the quote's currency) in minor units; the price itself when unreadable. */
function totalOf(priceMinor: number, currency: string, quote: CouponQuote): number {
  return quote.currency === currency ? (toMinor(quote.total, currency) ?? priceMinor) : priceMinor;
}
