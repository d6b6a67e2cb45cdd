/**
 * A price as buyers read it: the amount with its currency symbol; with a discount the reduced price first and the
 * original struck through; "FREE" when the price is 0 (spec §9).
 */
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';

/** A decoded amount (TRANSITIONAL: wire text is still accepted until the admin screens read decoded items). */
type Amount = number | string | null | undefined;

export interface PriceTagProps {
  price: Amount;
  /** Price after the discount (`discount_price`); shown when `discountRate` > 0. */
  discountPrice?: Amount;
  discountRate?: number;
  symbol?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

const sizes = {
  sm: 'text-base',
  md: 'text-lg',
  lg: 'text-2xl',
  xl: 'text-3xl',
} as const;

/** "$42,745.50": whole amounts without decimals, others with two. */
export function formatAmount(price: Amount, symbol: string | undefined): string {
  const n = typeof price === 'number' ? price : Number.parseFloat(price ?? '');
  if (!Number.isFinite(n)) return '';
  const whole = Number.isInteger(n);
  const amount = formatNumber(n, { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 });
  return symbol ? `${symbol}${amount}` : amount;
}

export function isFreePrice(price: Amount): boolean {
  const n = typeof price === 'number' ? price : Number.parseFloat(price ?? '');
  return Number.isFinite(n) && n === 0;
}

export function PriceTag({ price, discountPrice, discountRate = 0, symbol, size = 'md', className }: PriceTagProps) {
  const { t } = useTranslation('common');
  if (isFreePrice(price)) {
    return (
      <p className={clsx('flex items-baseline', className)}>
        <span className={clsx('font-extrabold tracking-tight text-success', sizes[size])}>{t('item_card.free')}</span>
      </p>
    );
  }
  const discounted = discountRate > 0 && discountPrice !== null && discountPrice !== undefined && discountPrice !== '' ? discountPrice : null;
  return (
    <p className={clsx('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      <span className={clsx('font-extrabold tracking-tight text-fg tabular-nums', sizes[size])}>{formatAmount(discounted ?? price, symbol)}</span>
      {discounted !== null && (
        <del className={clsx('text-muted tabular-nums', size === 'sm' ? 'text-xs' : 'text-sm')}>{formatAmount(price, symbol)}</del>
      )}
    </p>
  );
}
