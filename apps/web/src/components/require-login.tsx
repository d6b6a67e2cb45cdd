import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session/session-store';
import { useAuthLinks } from '../app/redirect';
import { buttonClasses } from './ui/button';
import { LockIcon } from './icons';

/** Shows its children to signed-in users; visitors get a prompt to log in (and come back here). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { isLoggedIn } = useSession();
  const links = useAuthLinks();
  if (isLoggedIn) return <>{children}</>;
  return (
    <section className="mx-auto max-w-md px-4 py-20 text-center">
      <div className="flex flex-col items-center gap-4 rounded-3xl border border-line bg-surface p-8 shadow-card">
        <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
          <LockIcon />
        </span>
        <h1 className="text-xl font-bold text-fg">{t('require_login.title')}</h1>
        <p className="text-sm text-muted">{t('require_login.text')}</p>
        <div className="flex gap-2">
          <Link to={links.login} className={buttonClasses('primary')}>
            {t('nav.login')}
          </Link>
          <Link to={links.register} className={buttonClasses('outline')}>
            {t('nav.register')}
          </Link>
        </div>
      </div>
    </section>
  );
}
