import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../app/routes';
import { Button, buttonClasses } from '../ui/button';
import { AlertIcon } from '../icons';

/** Shown when a screen throws or its chunk fails to load (e.g. after a deploy, or offline). */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-danger-soft text-danger">
        <AlertIcon size={28} />
      </span>
      <h1 className="text-2xl font-bold text-fg">{t('route_error.title')}</h1>
      <p className="text-muted">{status === 404 ? t('not_found.message') : t('route_error.message')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>{t('route_error.reload')}</Button>
        <Link to={pathFor('dashboard')} reloadDocument className={buttonClasses('outline')}>
          {t('not_found.link')}
        </Link>
      </div>
    </div>
  );
}
