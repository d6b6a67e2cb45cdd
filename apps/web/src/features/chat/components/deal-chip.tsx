import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { DealState } from '@wheeldeal/contract';

const tones: Record<DealState, string> = {
  chatting: 'bg-surface-2 text-muted',
  offered: 'bg-accent-soft text-fg',
  countered: 'bg-accent-soft text-fg',
  rejected: 'bg-danger-soft text-danger',
  accepted: 'bg-primary-soft text-primary',
  bought: 'bg-primary-soft text-primary',
  sold: 'bg-success-soft text-success',
};

/** The deal's state as a small pill. */
export function DealChip({ state, className }: { state: DealState; className?: string }) {
  const { t } = useTranslation('chat');
  return (
    <span className={clsx('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold', tones[state], className)}>{t(`deal_state.${state}`)}</span>
  );
}
