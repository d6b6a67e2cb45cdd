/**
 * /limit-ads and /limit: where the "limit reached" dialog sends a seller. Shows how many posts are left; buying
 * post packages comes with a later issue, so for now a clear note says so.
 */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROLE } from '@wheeldeal/contract';
import { pathFor } from '../../../app/routes';
import { PlusIcon, TagIcon } from '../../../components/icons';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, Skeleton } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api/client';
import { useAppInfo } from '../../../lib/app-info/use-app-info';
import { formatNumber } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMe } from '../api/get-me';
import { PackageIcon } from '../components/sell-icons';

export default function LimitAdsScreen() {
  return (
    <RequireLogin>
      <LimitAds />
    </RequireLogin>
  );
}

function LimitAds() {
  const { t } = useTranslation('sell');
  useDocumentTitle(t('limit.title'));
  const appInfo = useAppInfo();
  const me = useMe();
  const paidApp = appInfo.data?.app_setting.is_paid_app ?? false;
  const limited = me.data ? me.data.role_id === ROLE.user : true;
  const remaining = me.data?.remaining_post ?? 0;
  const canPost = !paidApp || !limited || remaining > 0;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('limit.title')}</h1>
      <p className="mt-1 text-muted">{t('limit.subtitle')}</p>

      <Card className="mt-6 flex flex-col gap-6 p-6 sm:p-8">
        {me.isPending || appInfo.isPending ? (
          <Skeleton className="h-24" />
        ) : me.isError ? (
          <Alert tone="error">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span>{errorMessage(me.error)}</span>
              <Button size="sm" variant="outline" onClick={() => void me.refetch()}>
                {t('common:actions.retry')}
              </Button>
            </div>
          </Alert>
        ) : (
          <div className="flex items-center gap-5">
            <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary">
              <TagIcon size={30} />
            </span>
            <div>
              {paidApp && limited ? (
                <>
                  <p className="text-4xl font-bold text-fg tabular-nums">{formatNumber(remaining)}</p>
                  <p className="text-sm text-muted">{t('limit.remaining', { count: remaining })}</p>
                </>
              ) : (
                <>
                  <p className="text-xl font-bold text-fg">{t('limit.unlimited_title')}</p>
                  <p className="text-sm text-muted">{paidApp ? t('limit.unlimited_staff') : t('limit.unlimited_free')}</p>
                </>
              )}
            </div>
          </div>
        )}
        {paidApp && limited && remaining <= 0 && !me.isPending && <Alert tone="error">{t('limit.none_left')}</Alert>}
        <div className="flex items-start gap-3 rounded-2xl border border-dashed border-line-strong bg-surface-2/50 p-4">
          <PackageIcon size={22} className="mt-0.5 text-accent" />
          <div>
            <p className="font-semibold text-fg">{t('limit.packages_soon_title')}</p>
            <p className="text-sm text-muted">{t('limit.packages_soon_text')}</p>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          {canPost && (
            <Link to={pathFor('item-entry')} className={buttonClasses('primary', 'md')}>
              <PlusIcon size={18} />
              {t('lists.new_listing')}
            </Link>
          )}
          <Link to={pathFor('active-items')} className={buttonClasses('outline', 'md')}>
            {t('limit.my_listings')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
