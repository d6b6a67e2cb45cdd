import type { InputHTMLAttributes } from 'react';
import clsx from 'clsx';
import { SearchIcon } from '../../../components/icons';

/** A search box with its icon; the label is for screen readers (the placeholder says the same). */
export function SearchInput({ label, className, ...rest }: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <label className={clsx('relative block min-w-0', className)}>
      <span className="sr-only">{label}</span>
      <SearchIcon size={18} className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted" />
      <input
        type="search"
        placeholder={label}
        className="block h-11 w-full rounded-xl border border-line-strong bg-surface ps-10 pe-3 text-sm text-fg shadow-xs placeholder:text-muted/80 focus:border-ring focus:outline-none focus-visible:outline-2 focus-visible:outline-ring"
        {...rest}
      />
    </label>
  );
}
