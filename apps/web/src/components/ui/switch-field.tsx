/**
 * An on/off setting: a label (and an optional line of explanation) with a switch at the inline end. A native
 * checkbox with `role="switch"` underneath, so Space toggles it and screen readers say "on/off". Controlled:
 * pair it with react-hook-form's `Controller` when the form stores "1"/"0".
 */
import { useId, type ReactNode } from 'react';
import clsx from 'clsx';

export interface SwitchFieldProps {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  className?: string;
}

export function SwitchField({ label, description, checked, onCheckedChange, disabled, name, className }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className={clsx('flex items-start justify-between gap-4 py-1', className)}>
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-fg">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="mt-0.5 text-xs text-muted">
            {description}
          </p>
        )}
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          name={name}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={description ? `${id}-description` : undefined}
          onChange={(event) => onCheckedChange(event.target.checked)}
          className="peer absolute inset-0 z-10 m-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
        <span
          aria-hidden="true"
          className={clsx(
            'flex h-6 w-11 items-center rounded-full p-0.5 transition-colors',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:opacity-60',
            checked ? 'bg-primary' : 'bg-line-strong',
          )}
        >
          <span className={clsx('h-5 w-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0')} />
        </span>
      </span>
    </div>
  );
}
