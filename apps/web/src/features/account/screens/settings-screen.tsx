/**
 * `/settings` (spec "user settings"): preferences (contact visibility, language, dark mode, notifications), the
 * badges (blue mark, dealer) and the account's data (export, deletion).
 */
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../../app/routes';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/card';
import { ArrowLeftIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api/client';
import { userQueries, type User } from '../../../lib/queries/users';
import { useSession } from '../../../lib/session/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccountDataSection } from '../components/account-data-section';
import { BadgesSection } from '../components/badges-section';
import { PreferencesSection } from '../components/preferences-section';

/** Accounts of phone or social sign-in have no password to confirm a deletion with. */
const hasPassword = (u: User) => !(u.facebook_id || u.google_id || u.apple_id || u.phone_id);

export default function SettingsScreen() {
  return (
    <RequireLogin>
      <Settings />
    </RequireLogin>
  );
}

function Settings() {
  const { t } = useTranslation('account');
  const { user: session } = useSession();
  const query = useQuery(userQueries.detail(session?.user_id ?? ''));
  useDocumentTitle(t('title'));

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <Link to={pathFor('profile')} className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-primary">
        <ArrowLeftIcon size={16} />
        {t('back')}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sm text-muted">{t('subtitle')}</p>
      <div className="mt-6 flex flex-col gap-6">
        {query.isPending ? (
          <Skeleton className="h-[32rem] rounded-2xl" />
        ) : query.isError ? (
          <div className="flex flex-col items-start gap-3">
            <Alert tone="error">{errorMessage(query.error)}</Alert>
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </div>
        ) : (
          <>
            <PreferencesSection user={query.data} />
            <BadgesSection user={query.data} />
            <AccountDataSection user={query.data} hasPassword={hasPassword(query.data)} />
          </>
        )}
      </div>
    </div>
  );
}
