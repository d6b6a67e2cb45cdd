import type { ReactNode } from 'react';
import clsx from 'clsx';
import { CloseIcon } from '../icons';

/** An active filter: its text and a button that removes it (the button carries the accessible name). */
export function RemovableChip({ children, removeLabel, onRemove, className }: { children: ReactNode; removeLabel: string; onRemove: () => void; className?: string }) {
  return (
    <span className={clsx('inline-flex max-w-full items-center gap-1 rounded-full border border-primary/30 bg-primary-soft py-1 ps-3 pe-1 text-sm font-medium text-primary', className)}>
      <bdi className="truncate">{children}</bdi>
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <CloseIcon size={14} />
      </button>
    </span>
  );
}

/** A toggle pill (aria-pressed), for picking one or more short options. */
export function TogglePill({ pressed, onClick, children, className }: { pressed: boolean; onClick: () => void; children: ReactNode; className?: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={clsx(
        'inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
        pressed ? 'border-primary bg-primary text-on-primary' : 'border-line-strong bg-surface text-fg hover:bg-surface-2',
        className,
      )}
    >
      {children}
    </button>
  );
}
