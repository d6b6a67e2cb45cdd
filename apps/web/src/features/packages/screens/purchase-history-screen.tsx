/**
 * /purchase-history: every payment of the signed-in user (packages, promotions, bid fees), newest first — the
 * spec's "buy-ad-post package transaction history" — with its status, amounts, coupon discount, refunds and, for a
 * failure, the reason. Pages of 30; "load more" appends.
 */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { toMinor, type PaymentStatus } from '@wheeldeal/contract';
import { pathFor } from '../../../app/routes';
import { ClockIcon } from '../../../components/icons';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { RowsSkeleton } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api/client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePaymentHistory, type Payment } from '../../../lib/payments/api';
import { formatMoney } from '../../../lib/payments/money';
import { failureText } from '../../../lib/payments/reason';

export default function PurchaseHistoryScreen() {
  return (
    <RequireLogin>
      <PurchaseHistory />
    </RequireLogin>
  );
}

function PurchaseHistory() {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('history.title'));
  const history = usePaymentHistory();
  const rows = history.data?.pages.flat() ?? [];

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('history.title')}</h1>
          <p className="mt-1 text-muted">{t('history.subtitle')}</p>
        </div>
        <Link to={pathFor('limit-ads')} className={buttonClasses('outline', 'sm')}>
          {t('history.buy_posts')}
        </Link>
      </header>
      {history.isPending ? (
        <RowsSkeleton label={t('history.loading')} />
      ) : history.isError ? (
        <Alert tone="error">{errorMessage(history.error)}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState icon={<ClockIcon />} title={t('history.empty_title')} description={t('history.empty_text')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
      {history.hasNextPage && (
        <Button variant="outline" className="self-center" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
          {t('history.more')}
        </Button>
      )}
    </div>
  );
}

const STATUS_TONE: Record<PaymentStatus, string> = {
  created: 'bg-surface-2 text-muted',
  pending: 'bg-accent-soft text-accent',
  succeeded: 'bg-success-soft text-success',
  failed: 'bg-danger-soft text-danger',
  canceled: 'bg-surface-2 text-muted',
  refunded: 'bg-primary-soft text-primary',
  rejected: 'bg-danger-soft text-danger',
};

function PaymentRow({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payments');
  const refunded = toMinor(payment.refunded || '0', payment.currency) ?? 0;
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 shadow-card" data-testid="payment-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-fg">
            <bdi>{payment.description || t(`kind.${payment.kind}`)}</bdi>
          </p>
          <p className="text-xs text-muted">
            {t(`kind.${payment.kind}`)} · {payment.added_date_str} · {t(`method.${payment.provider}`, { defaultValue: payment.provider })}
            {payment.card_last4 && <span dir="ltr"> · •••• {payment.card_last4}</span>}
          </p>
        </div>
        <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_TONE[payment.status])}>{t(`status.${payment.status}`)}</span>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 text-sm">
        {payment.discount_minor > 0 && (
          <>
            <dt className="text-muted">{t('summary.price')}</dt>
            <dd className="text-end tabular-nums">{formatMoney(payment.amount_minor, payment.currency)}</dd>
            <dt className="text-muted">{t('summary.discount', { code: payment.coupon_code })}</dt>
            <dd className="text-end tabular-nums text-success">{formatMoney(-payment.discount_minor, payment.currency)}</dd>
          </>
        )}
        <dt className="font-medium text-fg">{t('summary.total')}</dt>
        <dd className="text-end font-bold tabular-nums text-fg">{formatMoney(payment.total_minor, payment.currency)}</dd>
        {refunded > 0 && (
          <>
            <dt className="text-muted">{t('history.refunded')}</dt>
            <dd className="text-end tabular-nums text-primary">{formatMoney(-refunded, payment.currency)}</dd>
          </>
        )}
      </dl>
      {payment.failure_reason && (payment.status === 'failed' || payment.status === 'rejected') && (
        <p className="text-sm text-danger">{t('result.reason', { reason: failureText(payment.failure_reason, t) })}</p>
      )}
      {payment.decision_note && <p className="text-sm text-muted">{t('history.note', { note: payment.decision_note })}</p>}
    </li>
  );
}
