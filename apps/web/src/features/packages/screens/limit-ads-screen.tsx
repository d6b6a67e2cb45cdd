/**
 * /limit-ads and /limit: where the "limit reached" dialog sends a seller. The posts left, the post packages on
 * sale (price, posts, days), a payment method among those enabled, a coupon, and Buy: the payment starts with one
 * idempotency key per attempt (a double click or a retry answers the same payment), then the checkout step takes
 * the buyer to pay.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ROLE, type PaymentProviderName } from '@wheeldeal/contract';
import { pathFor } from '../../../app/routes';
import { ClockIcon, PlusIcon, TagIcon } from '../../../components/icons';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, Skeleton } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api/client';
import { useAppInfo } from '../../../lib/app-info/use-app-info';
import { userQueries } from '../../../lib/queries/users';
import { formatNumber } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { checkCoupon, startPackagePayment, usePackages, type CouponQuote, type Payment, type PostPackage } from '../../../lib/payments/api';
import { CheckoutStep } from '../../../components/payments/checkout-step';
import { CouponField, MethodChoice, RadioCards, TotalSummary } from '../../../components/payments/payment-options';
import { enabledMethods, newAttemptKey } from '../../../lib/payments/methods';
import { formatMoney } from '../../../lib/payments/money';

export default function LimitAdsScreen() {
  return (
    <RequireLogin>
      <LimitAds />
    </RequireLogin>
  );
}

function LimitAds() {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('packages.title'));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('packages.title')}</h1>
          <p className="mt-1 text-muted">{t('packages.subtitle')}</p>
        </div>
        <Link to={pathFor('purchase-history')} className={buttonClasses('outline', 'sm')}>
          <ClockIcon size={16} />
          {t('history.link')}
        </Link>
      </header>
      <RemainingPosts />
      <Packages />
    </div>
  );
}

function RemainingPosts() {
  const { t } = useTranslation('payments');
  const { user } = useSession();
  // Fresh each visit: the count is what a purchase just changed.
  const me = useQuery({ ...userQueries.detail(user?.user_id ?? ''), staleTime: 0 });
  const appInfo = useAppInfo();
  if (me.isPending || appInfo.isPending) return <Skeleton className="h-24" />;
  if (me.isError) return <Alert tone="error">{errorMessage(me.error)}</Alert>;
  const limited = (appInfo.data?.app_setting.is_paid_app ?? false) && me.data.role_id === ROLE.user;
  const remaining = me.data.remaining_post ?? 0;
  return (
    <Card className="flex flex-wrap items-center gap-5 p-6">
      <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary">
        <TagIcon size={26} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-3xl font-bold text-fg tabular-nums" data-testid="remaining-posts">
          {formatNumber(remaining)}
        </p>
        <p className="text-sm text-muted">{limited ? t('packages.remaining', { count: remaining }) : t('packages.remaining_unlimited')}</p>
      </div>
      {(!limited || remaining > 0) && (
        <Link to={pathFor('item-entry')} className={buttonClasses('primary', 'md')}>
          <PlusIcon size={18} />
          {t('packages.new_listing')}
        </Link>
      )}
      {limited && remaining <= 0 && (
        <Alert tone="error" className="w-full">
          {t('packages.none_left')}
        </Alert>
      )}
    </Card>
  );
}

function Packages() {
  const { t } = useTranslation('payments');
  const packages = usePackages();
  const appInfo = useAppInfo();
  if (packages.isPending || appInfo.isPending) return <Skeleton className="h-64" />;
  if (packages.isError) {
    return (
      <Alert tone="error">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>{errorMessage(packages.error)}</span>
          <Button size="sm" variant="outline" onClick={() => void packages.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      </Alert>
    );
  }
  if (packages.data.length === 0) return <Alert tone="info">{t('packages.none_on_sale')}</Alert>;
  return <BuyPackage packages={packages.data} methods={enabledMethods(appInfo.data)} />;
}

/** The key of one attempt: kept while the buyer's choice stays the same, new when it changes. */
interface Attempt {
  choice: string;
  key: string;
}

function BuyPackage({ packages, methods }: { packages: readonly PostPackage[]; methods: readonly PaymentProviderName[] }) {
  const { t } = useTranslation('payments');
  const { user } = useSession();
  const [packageId, setPackageId] = useState(packages[0]!.id);
  const [method, setMethod] = useState<PaymentProviderName | ''>(methods[0] ?? '');
  const [quote, setQuote] = useState<CouponQuote | null>(null);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [payment, setPayment] = useState<Payment | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const chosen = packages.find((p) => p.id === packageId) ?? packages[0]!;

  function choosePackage(id: string) {
    setPackageId(id);
    // A coupon's quote is for one package's price.
    setQuote(null);
  }

  async function buy() {
    if (!user || !method) return;
    const choice = `${chosen.id}|${method}|${quote?.coupon_code ?? ''}`;
    const current = attempt?.choice === choice ? attempt : { choice, key: newAttemptKey() };
    setAttempt(current);
    setBusy(true);
    setError('');
    try {
      setPayment(
        await startPackagePayment({ userId: user.user_id, packageId: chosen.id, provider: method, coupon: quote?.coupon_code ?? '', key: current.key }),
      );
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  if (payment) {
    return (
      <Card className="flex flex-col gap-4 p-6">
        <h2 className="text-lg font-semibold text-fg">{t('checkout.title', { what: payment.description || chosen.title })}</h2>
        <CheckoutStep payment={payment} />
      </Card>
    );
  }

  return (
    <Card className="flex flex-col gap-5 p-6">
      <RadioCards
        legend={t('packages.choose')}
        name="package"
        value={chosen.id}
        onChange={choosePackage}
        options={packages.map((p) => ({
          value: p.id,
          label: (
            <span className="flex flex-wrap items-baseline justify-between gap-2">
              <bdi>{p.title}</bdi>
              <span className="font-bold tabular-nums">{formatMoney(p.price_minor, p.currency_code)}</span>
            </span>
          ),
          description:
            p.package_days > 0 ? t('packages.posts_days', { posts: p.post_count, count: p.package_days }) : t('packages.posts', { count: p.post_count }),
        }))}
      />
      <MethodChoice methods={methods} value={method} onChange={setMethod} />
      <CouponField
        quote={quote}
        onApply={async (code) => setQuote(await checkCoupon(code, { kind: 'package', packageId: chosen.id }))}
        onClear={() => setQuote(null)}
      />
      <TotalSummary priceMinor={chosen.price_minor} currency={chosen.currency_code} quote={quote} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button size="lg" onClick={() => void buy()} loading={busy} disabled={!method}>
        {t('packages.buy')}
      </Button>
    </Card>
  );
}
