/**
 * A labelled native `<select>` styled like the text fields: native pickers are the friendliest on phones and
 * need no extra keyboard handling. Accepts react-hook-form's `register()` spread, ref included.
 */
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import clsx from 'clsx';
import { ChevronDownIcon } from '../icons';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose…"); omitted when not given. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
  containerClassName?: string;
}

export function SelectField({ label, options, placeholder, error, hint, id, required, className, containerClassName, ...rest }: SelectFieldProps) {
  const auto = useId();
  const selectId = id ?? auto;
  const describedBy = error ? `${selectId}-error` : hint ? `${selectId}-hint` : undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', containerClassName)}>
      <label htmlFor={selectId} className="text-sm font-medium text-fg">
        {label}
        {required && (
          <span className="ms-0.5 text-danger" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={clsx(
            'block h-11 w-full appearance-none rounded-xl border bg-surface ps-3.5 pe-10 text-fg shadow-xs transition-colors',
            'focus:border-ring focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
            'disabled:cursor-not-allowed disabled:bg-surface-2 disabled:opacity-60',
            error ? 'border-danger' : 'border-line-strong',
            className,
          )}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={18} className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-muted" />
      </div>
      {hint && !error && (
        <p id={`${selectId}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${selectId}-error`} className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
