import clsx from 'clsx';

/** A decorative spinner; pair it with text or `aria-busy` on the busy region. */
export function Spinner({ size = 20, className }: { size?: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className={clsx('animate-spin', className)}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Centered loading state for a screen or a section. */
export function LoadingBlock({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={clsx('flex min-h-40 items-center justify-center gap-3 text-muted', className)}>
      <Spinner />
      <span className="text-sm">{label}</span>
    </div>
  );
}
