import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../../app/routes';
import { buttonClasses } from '../../../components/ui/button';
import { ArrowLeftIcon, CompassIcon } from '../../../components/icons';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * What visitors and regular users get at /admin: the ordinary not-found page (the admin area does not exist for
 * them), with the same words as the app's not-found screen. Features do not import each other, hence this copy.
 */
export function AdminNotFound() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('not_found.title'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center" aria-labelledby="admin-not-found-title">
      <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-primary-soft text-primary">
        <CompassIcon size={32} />
      </span>
      <p className="text-6xl font-black tracking-tight text-primary">404</p>
      <h1 id="admin-not-found-title" className="text-xl font-semibold text-fg sm:text-2xl">
        {t('not_found.message')}
      </h1>
      <Link to={pathFor('dashboard')} className={buttonClasses('primary', 'lg')}>
        <ArrowLeftIcon size={18} />
        {t('not_found.link')}
      </Link>
    </section>
  );
}
