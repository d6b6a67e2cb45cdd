/**
 * /payment-return?payment_id=…[&canceled=1][&provider params]: where every provider sends the buyer back. The
 * return is told to the server once (`payments/return` with what the provider added to the address, checked with
 * the provider there; `payments/cancel` when the buyer gave up), then `payments/get` is asked until the payment is
 * settled: paid (what it bought, what next), failed (why), or pending (a bank transfer waiting for an admin).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../../app/routes';
import { AlertIcon, CheckIcon, ClockIcon, PlusIcon } from '../../../components/icons';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingBlock } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api/client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cancelPayment, isSettled, returnFromProvider, usePayment, type Payment } from '../../../lib/payments/api';
import { formatMoney } from '../../../lib/payments/money';
import { failureText } from '../../../lib/payments/reason';

export default function PaymentReturnScreen() {
  return (
    <RequireLogin>
      <PaymentReturn />
    </RequireLogin>
  );
}

/** The query parameters that are ours; every other one is the provider's and goes to the server as it came. */
const OWN_PARAMS = new Set(['payment_id', 'canceled']);

function PaymentReturn() {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('result.title'));
  const [search] = useSearchParams();
  const paymentId = search.get('payment_id') ?? '';
  const told = useReturnTold(paymentId, search);
  const payment = usePayment(paymentId, { enabled: told });

  if (!paymentId)
    return (
      <Shell>
        <Alert tone="error">{t('result.no_payment')}</Alert>
      </Shell>
    );
  if (!told || payment.isPending || (payment.data && !isSettled(payment.data.status))) {
    return (
      <Shell>
        <LoadingBlock label={t('result.checking')} />
        <SlowHint />
      </Shell>
    );
  }
  if (payment.isError)
    return (
      <Shell>
        <Alert tone="error">{errorMessage(payment.error)}</Alert>
      </Shell>
    );
  return (
    <Shell>
      <Outcome payment={payment.data} />
    </Shell>
  );
}

/**
 * Tells the server once that the buyer is back (React runs effects twice in development; the ref keeps it to
 * one call, and the server applies a return once anyway). An error of that call is not the outcome: the payment
 * is read afterwards in any case.
 */
function useReturnTold(paymentId: string, search: URLSearchParams): boolean {
  const started = useRef(false);
  const [told, setTold] = useState(false);
  useEffect(() => {
    if (!paymentId || started.current) return;
    started.current = true;
    const canceled = search.get('canceled') === '1';
    const params = Object.fromEntries([...search.entries()].filter(([name]) => !OWN_PARAMS.has(name)));
    const tell = canceled ? cancelPayment(paymentId) : returnFromProvider(paymentId, params);
    tell.catch(() => undefined).finally(() => setTold(true));
  }, [paymentId, search]);
  return told;
}

/** How long the buyer waits before being told they need not: a provider may confirm minutes later (its webhook). */
const SLOW_MS = 20_000;

function SlowHint() {
  const { t } = useTranslation('payments');
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!slow) return null;
  return (
    <Alert tone="info">
      {t('result.slow')}{' '}
      <Link to={pathFor('purchase-history')} className="font-semibold underline">
        {t('history.link')}
      </Link>
    </Alert>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('payments');
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
      <Card className="flex flex-col gap-5 p-6 sm:p-8">
        <h1 className="text-xl font-bold text-fg">{t('result.title')}</h1>
        {children}
      </Card>
    </div>
  );
}

function Outcome({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payments');
  const total = formatMoney(payment.total_minor, payment.currency);
  const what = payment.description;
  if (payment.status === 'succeeded') {
    return (
      <>
        {/* A promotion's success is the spec's "Successfully paid AD", whichever way it was paid. */}
        <Headline tone="success" title={t(payment.kind === 'promotion' ? 'promote.paid' : 'result.paid_title')} text={t('result.paid_text', { total, what })} />
        <NextSteps payment={payment} />
      </>
    );
  }
  if (payment.status === 'pending') {
    return (
      <>
        <Headline tone="pending" title={t('result.pending_title')} text={t('result.pending_text', { total, what })} />
        <Link to={pathFor('purchase-history')} className={buttonClasses('outline', 'md')}>
          {t('history.link')}
        </Link>
      </>
    );
  }
  if (payment.status === 'refunded' || payment.status === 'rejected') {
    return <Headline tone="failure" title={t(`result.${payment.status}_title`)} text={t(`result.${payment.status}_text`, { total, what })} />;
  }
  const reason =
    payment.status === 'canceled'
      ? t('result.canceled_text')
      : payment.failure_reason
        ? t('result.reason', { reason: failureText(payment.failure_reason, t) })
        : t('result.failed_text');
  return (
    <>
      <Headline tone="failure" title={t(payment.status === 'canceled' ? 'result.canceled_title' : 'result.failed_title')} text={reason} />
      <p className="text-sm text-muted">{t('result.nothing_charged')}</p>
      <Link to={retryPath(payment)} className={buttonClasses('primary', 'md')}>
        {t('result.try_again')}
      </Link>
    </>
  );
}

function retryPath(payment: Payment): string {
  return payment.kind === 'promotion' ? pathFor('paid-items') : pathFor('limit-ads');
}

function NextSteps({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payments');
  if (payment.kind === 'promotion') {
    return (
      <Link to={pathFor('paid-items')} className={buttonClasses('primary', 'md')}>
        {t('result.see_promotions')}
      </Link>
    );
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Link to={pathFor('item-entry')} className={buttonClasses('primary', 'md')}>
        <PlusIcon size={18} />
        {t('packages.new_listing')}
      </Link>
      <Link to={pathFor('limit-ads')} className={buttonClasses('outline', 'md')}>
        {t('result.see_posts')}
      </Link>
    </div>
  );
}

function Headline({ tone, title, text }: { tone: 'success' | 'pending' | 'failure'; title: string; text: string }) {
  const Icon = tone === 'success' ? CheckIcon : tone === 'pending' ? ClockIcon : AlertIcon;
  const colour = tone === 'success' ? 'bg-success-soft text-success' : tone === 'pending' ? 'bg-accent-soft text-accent' : 'bg-danger-soft text-danger';
  return (
    <div role="status" className="flex items-start gap-4">
      <span className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-full ${colour}`}>
        <Icon size={24} />
      </span>
      <div>
        <p className="text-lg font-semibold text-fg" data-testid="payment-outcome">
          {title}
        </p>
        <p className="mt-1 text-sm text-muted">{text}</p>
      </div>
    </div>
  );
}
