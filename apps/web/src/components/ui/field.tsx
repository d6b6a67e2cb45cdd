/**
 * Labelled form controls. Each renders its label, the control, an optional hint and the error (linked with
 * aria-describedby / aria-invalid). They accept react-hook-form's `register()` spread, ref included.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { LIMITS } from '@wheeldeal/contract';
import { EyeIcon, EyeOffIcon } from '../icons';

const controlBase =
  'block w-full rounded-xl border bg-surface px-3.5 text-fg placeholder:text-muted/80 shadow-xs transition-colors ' +
  'focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring focus:border-ring ' +
  'disabled:opacity-60 read-only:bg-surface-2';

function controlClasses(invalid: boolean, extra?: string): string {
  return clsx(controlBase, invalid ? 'border-danger' : 'border-line-strong', extra);
}

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
  className?: string;
}

function FieldFrame({ id, label, error, hint, required, children, className }: FieldFrameProps) {
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
        {required && (
          <span className="text-danger ms-0.5" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
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
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  containerClassName?: string;
  /** Something drawn at the inline end inside the control (e.g. a toggle). */
  endAdornment?: ReactNode;
}

export function TextField({ label, error, hint, id, required, className, containerClassName, endAdornment, ...rest }: TextFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} required={required} className={containerClassName}>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          aria-required={required || undefined}
          className={controlClasses(Boolean(error), clsx('h-11', endAdornment ? 'pe-11' : undefined, className))}
          {...rest}
        />
        {endAdornment && <div className="absolute inset-y-0 end-0 flex items-center pe-1">{endAdornment}</div>}
      </div>
    </FieldFrame>
  );
}

/** A one-time code (e-mailed or texted): digits of the code's length, large and spaced, offered by the system's autofill. */
export function CodeField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'pattern'>) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={LIMITS.verifyCodeLength}
      pattern="[0-9]*"
      required
      autoFocus
      placeholder={'•'.repeat(LIMITS.verifyCodeLength)}
      className="h-14 text-center font-mono text-2xl tracking-[0.5em]"
      {...props}
    />
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={t('form.show_password')}
          aria-pressed={visible}
          className="flex h-9 w-9 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      }
    />
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
  containerClassName?: string;
}

export function TextAreaField({ label, error, hint, id, required, className, containerClassName, ...rest }: TextAreaFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} required={required} className={containerClassName}>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={controlClasses(Boolean(error), clsx('min-h-28 py-2.5', className))}
        {...rest}
      />
    </FieldFrame>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, id, className, ...rest }: CheckboxFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded-md border-line-strong accent-primary"
          {...rest}
        />
        <label htmlFor={inputId} className="cursor-pointer text-sm leading-6 text-fg">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="text-sm text-danger ps-8" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
