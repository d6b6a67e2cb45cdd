/**
 * A labelled group of radio choices drawn as tappable cards (segmented on wide screens). Native radios inside,
 * so arrow keys, forms and screen readers work as usual; accepts react-hook-form's `register()` spread.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';

export interface Choice {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
}

export interface ChoiceGroupProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> {
  legend: ReactNode;
  choices: readonly Choice[];
  error?: string;
  hint?: ReactNode;
  /** Grid columns from the `sm` breakpoint up (1 column on phones when descriptions are long). */
  columns?: 1 | 2 | 3 | 4;
  /** Short labels: two columns already on phones. */
  dense?: boolean;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

const cols = { 1: 'sm:grid-cols-1', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' } as const;

export function ChoiceGroup({ legend, choices, error, hint, columns = 2, dense, required, className, ref, ...input }: ChoiceGroupProps) {
  const id = useId();
  return (
    <fieldset
      className={clsx('flex min-w-0 flex-col gap-1.5', className)}
      aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-fg">
        {legend}
        {required && (
          <span className="ms-0.5 text-danger" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className={clsx('grid gap-2', dense ? 'grid-cols-2' : 'grid-cols-1', cols[columns])}>
        {choices.map((c) => (
          <label
            key={c.value}
            className={clsx(
              'relative flex cursor-pointer items-start gap-3 rounded-xl border bg-surface px-3.5 py-3 text-sm transition-colors',
              'hover:border-primary/50 has-[:checked]:border-primary has-[:checked]:bg-primary-soft',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              error ? 'border-danger' : 'border-line-strong',
            )}
          >
            <input type="radio" value={c.value} className="mt-0.5 h-4 w-4 shrink-0 accent-primary" ref={ref} {...input} />
            {c.icon && <span className="text-primary">{c.icon}</span>}
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="font-medium text-fg">{c.label}</span>
              {c.description && <span className="text-xs text-muted">{c.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
