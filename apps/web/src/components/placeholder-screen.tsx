import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { pathFor } from '../app/routes';
import { useDocumentTitle } from '../lib/use-document-title';
import { buttonClasses } from './ui/button';
import { WrenchIcon } from './icons';

/**
 * Stand-in for a screen another issue delivers: its title and one sentence on what it will show, both from
 * `common:placeholders.<screen>`. Replace the screen file; the router stays as it is.
 */
export function PlaceholderScreen({ screen, icon, children }: { screen: string; icon?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation('common');
  const title = t(`placeholders.${screen}.title`);
  useDocumentTitle(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24" aria-labelledby="placeholder-title">
      <div className="flex flex-col items-center gap-5 rounded-3xl border border-line bg-surface px-6 py-14 text-center shadow-card">
        <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-primary-soft text-primary">{icon ?? <WrenchIcon size={26} />}</span>
        <h1 id="placeholder-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
          {title}
        </h1>
        <p className="max-w-xl text-muted">{t(`placeholders.${screen}.text`)}</p>
        <span className="rounded-full bg-surface-2 px-3 py-1 text-xs font-medium text-muted">{t('placeholders.coming_soon')}</span>
        {children}
        <Link to={pathFor('dashboard')} className={buttonClasses('outline', 'md')}>
          {t('not_found.link')}
        </Link>
      </div>
    </section>
  );
}
