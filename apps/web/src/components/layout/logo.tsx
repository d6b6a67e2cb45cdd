import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { pathFor } from '../../app/routes';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="shrink-0">
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <circle cx="16" cy="16" r="8.5" fill="none" stroke="currentColor" strokeWidth="2.4" className="text-on-primary" />
      <path d="M16 7.5v6M16 18.5v6M7.5 16h6M18.5 16h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="text-on-primary" />
      <circle cx="16" cy="16" r="2.6" className="fill-accent" />
    </svg>
  );
}

/** Logo linking to the dashboard. */
export function Logo({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Link
      to={pathFor('dashboard')}
      onClick={onNavigate}
      className={clsx('flex items-center gap-2 rounded-lg font-extrabold tracking-tight text-fg', className)}
      aria-label={t('nav.home')}
    >
      <LogoMark />
      <span className="text-lg">{t('app.name')}</span>
    </Link>
  );
}
