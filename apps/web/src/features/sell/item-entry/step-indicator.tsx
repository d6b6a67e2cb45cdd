/** Where the seller is in the form: labelled steps on wide screens, "Step 2 of 6" with a bar on phones.
 * Finished steps can be revisited; later ones open once the ones before them are valid. */
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { CheckIcon } from '../../../components/icons';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatNumber } from '../../../lib/format';
import { STEPS } from './form';

interface StepIndicatorProps {
  current: number;
  /** Highest step index the seller may jump to. */
  reachable: number;
  /** Steps with errors found on submit. */
  invalid: ReadonlySet<number>;
  onSelect: (index: number) => void;
  disabled?: boolean;
}

export function StepIndicator({ current, reachable, invalid, onSelect, disabled }: StepIndicatorProps) {
  const { t } = useTranslation('sell');
  const total = STEPS.length;
  const currentId = STEPS[current]?.id ?? 'media';
  return (
    <nav aria-label={t('steps.nav')}>
      <div className="flex flex-col gap-2 md:hidden">
        <p className="flex items-baseline justify-between gap-3 text-sm">
          <span className="font-semibold text-fg">{t(`steps.${currentId}.short`)}</span>
          <span className="text-muted">{t('steps.position', { current: formatNumber(current + 1), total: formatNumber(total) })}</span>
        </p>
        <ProgressBar value={(current + 1) / total} label={t('steps.progress')} />
      </div>
      <ol className="hidden items-center gap-1 md:flex">
        {STEPS.map((step, index) => {
          const done = index < current;
          const active = index === current;
          const bad = invalid.has(index);
          const canGo = !disabled && index <= reachable && !active;
          return (
            <li key={step.id} className={clsx('flex min-w-0 items-center gap-1', index < total - 1 && 'flex-1')}>
              <button
                type="button"
                onClick={() => canGo && onSelect(index)}
                disabled={!canGo && !active}
                aria-current={active ? 'step' : undefined}
                className={clsx(
                  'flex shrink-0 items-center gap-2 rounded-xl px-1.5 py-1.5 text-start text-sm transition-colors',
                  canGo && 'hover:bg-surface-2',
                  !canGo && !active && 'cursor-default',
                )}
              >
                <span
                  className={clsx(
                    'flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                    bad ? 'bg-danger text-white dark:text-bg' : active ? 'bg-primary text-on-primary' : done ? 'bg-success text-white dark:text-bg' : 'bg-surface-3 text-muted',
                  )}
                >
                  {done && !bad ? <CheckIcon size={14} /> : formatNumber(index + 1)}
                </span>
                <span className={clsx('whitespace-nowrap', active ? 'font-semibold text-fg' : 'text-muted')}>{t(`steps.${step.id}.short`)}</span>
              </button>
              {index < total - 1 && <span aria-hidden="true" className={clsx('h-px min-w-2 flex-1', index < current ? 'bg-success' : 'bg-line-strong')} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
