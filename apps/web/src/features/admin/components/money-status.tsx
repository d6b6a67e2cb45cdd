/** The state of a payment as a coloured label (its words in the reader's language; colour is never the only cue). */
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';

const TONE: Record<string, string> = {
  succeeded: 'bg-success-soft text-success',
  pending: 'bg-accent-soft text-fg',
  created: 'bg-primary-soft text-primary',
  failed: 'bg-danger-soft text-danger',
  rejected: 'bg-danger-soft text-danger',
  canceled: 'bg-surface-2 text-muted',
  refunded: 'bg-surface-2 text-muted',
};

export function PaymentStatus({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return (
    <span className={clsx('inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONE[status] ?? 'bg-surface-2 text-muted')}>
      {t(`money.status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** Active / inactive of a package or coupon. */
export function ActiveLabel({ active }: { active: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span className={clsx('inline-block rounded-full px-2 py-0.5 text-xs font-semibold', active ? 'bg-success-soft text-success' : 'bg-surface-2 text-muted')}>
      {active ? t('money.active') : t('money.inactive')}
    </span>
  );
}
