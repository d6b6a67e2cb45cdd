/**
 * A lookup's name in each interface language (issue 15): one compact row per language, each written in its own
 * script direction. Empty rows are not stored; readers of that language see the row's name instead. Folded by
 * default to keep the dialog short; the summary says how many languages are filled.
 */
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { LOOKUP_NAME_MAX } from '@wheeldeal/contract';
import { LANGUAGES } from '@wheeldeal/i18n';
import { fieldError } from '../../../lib/forms';

export interface CatalogTranslationsFieldProps {
  register: UseFormRegister<Record<string, unknown>>;
  /** The form's errors under `translations` (language → error). */
  errors: FieldErrors | undefined;
  /** The names typed so far (language → name), for the count. */
  values: Record<string, string> | undefined;
  /** The row's name, shown where a language has none. */
  fallback: string;
}

export function CatalogTranslationsField({ register, errors, values, fallback }: CatalogTranslationsFieldProps) {
  const { t } = useTranslation('admin');
  const filled = LANGUAGES.filter((l) => (values?.[l.code] ?? '').trim() !== '').length;
  const hasError = LANGUAGES.some((l) => errors?.[l.code]);
  return (
    <details className="group rounded-xl border border-line" open={hasError || undefined}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-3.5 py-2.5 text-sm font-medium text-fg hover:bg-surface-2">
        <span>{t('catalog.translations.title')}</span>
        <span className="flex items-center gap-2 text-xs font-normal text-muted">
          {t('catalog.translations.filled', { count: filled, total: LANGUAGES.length })}
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">
            ▾
          </span>
        </span>
      </summary>
      <div className="flex flex-col gap-2 border-t border-line px-3.5 pt-3 pb-3.5">
        <p className="text-xs text-muted">{t('catalog.translations.hint')}</p>
        <ul className="flex flex-col gap-1.5">
          {LANGUAGES.map((lang) => {
            const id = `catalog-translation-${lang.code}`;
            const error = fieldError((errors?.[lang.code] as { message?: string } | undefined)?.message);
            return (
              <li key={lang.code} className="grid grid-cols-[minmax(0,5.5rem)_minmax(0,1fr)] items-center gap-x-2 gap-y-1 sm:grid-cols-[minmax(0,7.5rem)_minmax(0,1fr)] sm:gap-x-3">
                <label htmlFor={id} className="flex min-w-0 items-baseline gap-1.5 text-sm text-fg">
                  <span className="truncate" lang={lang.code} dir={lang.dir}>
                    {lang.native_name}
                  </span>
                  <span className="hidden text-xs text-muted uppercase sm:inline">{lang.code}</span>
                </label>
                <input
                  id={id}
                  lang={lang.code}
                  dir={lang.dir}
                  maxLength={LOOKUP_NAME_MAX}
                  placeholder={fallback}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className={clsx(
                    'block w-full min-w-0 rounded-lg border bg-surface px-3 py-1.5 text-sm text-fg shadow-xs placeholder:text-muted/70',
                    'focus:border-ring focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
                    error ? 'border-danger' : 'border-line-strong',
                  )}
                  {...register(`translations.${lang.code}`)}
                />
                {error && (
                  <p id={`${id}-error`} role="alert" className="col-start-2 text-xs text-danger">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  );
}
