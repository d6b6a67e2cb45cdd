import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CheckIcon } from '../../../components/icons';
import { LogoMark } from '../../../components/layout/logo';

/** Frame of the sign-in screens: a brand panel on wide screens beside the form card. */
export function AuthShell({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation('auth');
  useDocumentTitle(title);
  const points = [t('shell.point_1'), t('shell.point_2'), t('shell.point_3')];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-14 lg:px-8">
      <div className="grid overflow-hidden rounded-3xl border border-line bg-surface shadow-card lg:grid-cols-[1fr_1.1fr]">
        <aside className="relative hidden flex-col justify-between gap-10 bg-gradient-to-br from-hero-from to-hero-to p-10 text-white lg:flex">
          <div className="flex items-center gap-2 text-lg font-bold">
            <LogoMark />
            {t('common:app.name')}
          </div>
          <div>
            <p className="text-3xl font-bold leading-tight">{t('shell.headline')}</p>
            <ul className="mt-6 flex flex-col gap-3 text-white/90">
              {points.map((point) => (
                <li key={point} className="flex items-start gap-3">
                  <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-white/15">
                    <CheckIcon size={14} />
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <p className="text-sm text-white/70">{t('common:footer.demo_notice')}</p>
          <svg aria-hidden="true" viewBox="0 0 200 200" className="pointer-events-none absolute -bottom-16 -end-16 h-64 w-64 text-white/10">
            <circle cx="100" cy="100" r="80" fill="none" stroke="currentColor" strokeWidth="18" />
            <circle cx="100" cy="100" r="22" fill="currentColor" />
          </svg>
        </aside>
        <div className="flex flex-col justify-center px-5 py-8 sm:px-10 sm:py-12">
          <div className="mx-auto w-full max-w-md">
            <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
            {subtitle && <p className="mt-2 text-sm text-muted">{subtitle}</p>}
            <div className="mt-8">{children}</div>
            {footer && <div className="mt-8 border-t border-line pt-6 text-center text-sm text-muted">{footer}</div>}
          </div>
        </div>
      </div>
    </div>
  );
}
