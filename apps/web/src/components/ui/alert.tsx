import type { ReactNode } from 'react';
import clsx from 'clsx';
import { AlertIcon, CheckIcon, InfoIcon } from '../icons';

export type AlertTone = 'error' | 'success' | 'info';

const tones: Record<AlertTone, string> = {
  error: 'border-danger/30 bg-danger-soft text-danger',
  success: 'border-success/30 bg-success-soft text-success',
  info: 'border-primary/25 bg-primary-soft text-fg',
};

/** An inline message. Errors are announced assertively, the rest politely. */
export function Alert({ tone = 'info', children, className }: { tone?: AlertTone; children: ReactNode; className?: string }) {
  const Icon = tone === 'error' ? AlertIcon : tone === 'success' ? CheckIcon : InfoIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('flex items-start gap-3 rounded-xl border px-4 py-3 text-sm', tones[tone], className)}
    >
      <Icon size={18} className="mt-0.5" />
      <div className="min-w-0 flex-1 whitespace-pre-line">{children}</div>
    </div>
  );
}
