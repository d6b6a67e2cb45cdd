/** One badge's state as a pill: none, pending review, approved, rejected (the wire contract's 0/2/1/3). */
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { BLUE_MARK } from '@wheeldeal/contract';

const TONE: Record<number, string> = {
  [BLUE_MARK.none]: 'bg-surface-2 text-muted',
  [BLUE_MARK.pending]: 'bg-accent-soft text-fg',
  [BLUE_MARK.approved]: 'bg-primary-soft text-primary',
  [BLUE_MARK.rejected]: 'bg-danger-soft text-danger',
};
const NAME: Record<number, string> = { [BLUE_MARK.none]: 'none', [BLUE_MARK.pending]: 'pending', [BLUE_MARK.approved]: 'approved', [BLUE_MARK.rejected]: 'rejected' };

export function BadgeState({ state, testId }: { state: number; testId: string }) {
  const { t } = useTranslation('account');
  const name = NAME[state] ?? 'none';
  return (
    <span data-testid={testId} data-state={name} className={clsx('inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold', TONE[state] ?? TONE[0])}>
      {t(`badges.state.${name}`)}
    </span>
  );
}
