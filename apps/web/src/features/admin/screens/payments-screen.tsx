/**
 * Transactions: every payment newest first, filtered by state, provider, what was bought, a search (buyer name,
 * e-mail or id; payment id or provider reference) and a date range; the filters live in the address so a view can
 * be shared. Admins approve or reject pending offline payments and refund completed ones; moderators only read.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PAYMENT_KINDS, PAYMENT_STATUSES } from '@wheeldeal/contract';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { TagIcon } from '../../../components/icons';
import { usePayments, type AdminPayment, type PaymentFilters } from '../api/money';
import { rowsOf } from '../api/paging';
import { ListState, LoadMore } from '../components/list-state';
import { PaymentStatus } from '../components/money-status';
import { PageHeader } from '../components/page-header';
import { PaymentDialogs, refundableMinor, type PaymentAct } from '../components/payment-dialogs';
import { SearchInput } from '../components/search-input';
import { formatDateTime } from '../lib/format';
import { formatAmount } from '../lib/money';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useStaff } from '../lib/staff';

const PROVIDERS = ['sandbox', 'offline', 'stripe', 'paypal', 'razorpay', 'paystack', 'free'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function Row({ row, canAct, onAct }: { row: AdminPayment; canAct: boolean; onAct: (act: PaymentAct) => void }) {
  const { t } = useTranslation('admin');
  const p = row.payment;
  const pendingOffline = p.provider === 'offline' && p.status === 'pending';
  const refundable = p.status === 'succeeded' && refundableMinor(p) > 0;
  return (
    <tr>
      <td className="px-4 py-3 align-top text-xs text-muted">{formatDateTime(p.added_date)}</td>
      <td className="px-4 py-3 align-top">
        <span className="block font-semibold text-fg">{row.user?.user_name || t('money.payments.gone_user')}</span>
        {row.user_email && (
          <span className="block text-xs break-all text-muted" dir="ltr">
            {row.user_email}
          </span>
        )}
      </td>
      <td className="px-4 py-3 align-top">
        <span className="block text-fg">{p.description}</span>
        <span className="block text-xs text-muted">{t(`money.kinds.${p.kind}`)}</span>
        {p.coupon_code && (
          <span className="block font-mono text-xs text-muted" dir="ltr">
            {p.coupon_code}
          </span>
        )}
      </td>
      <td className="px-4 py-3 text-end align-top whitespace-nowrap tabular-nums">
        <span className="block font-semibold text-fg">{formatAmount(p.total, p.currency)}</span>
        {p.discount_minor > 0 && (
          <span className="block text-xs text-muted">{t('money.payments.discount', { amount: formatAmount(p.discount, p.currency) })}</span>
        )}
        {p.refunded !== '0' && (
          <span className="block text-xs text-danger">{t('money.payments.refunded', { amount: formatAmount(p.refunded, p.currency) })}</span>
        )}
      </td>
      <td className="px-4 py-3 align-top">
        <span className="block">{t(`money.providers.${p.provider}`, { defaultValue: p.provider })}</span>
        {p.provider_ref && (
          <span className="block max-w-40 truncate font-mono text-xs text-muted" dir="ltr" title={p.provider_ref}>
            {p.provider_ref}
          </span>
        )}
      </td>
      <td className="px-4 py-3 align-top">
        <PaymentStatus status={p.status} />
        {p.decision_note && <span className="mt-1 block max-w-48 text-xs text-muted">{p.decision_note}</span>}
      </td>
      {canAct && (
        <td className="px-4 py-2 text-end align-top whitespace-nowrap">
          {pendingOffline && (
            <span className="inline-flex flex-col items-stretch gap-1">
              <Button size="sm" onClick={() => onAct('approve')}>
                {t('money.payments.approve')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => onAct('reject')}>
                {t('money.payments.reject')}
              </Button>
            </span>
          )}
          {refundable && (
            <Button size="sm" variant="outline" onClick={() => onAct('refund')}>
              {t('money.payments.refund')}
            </Button>
          )}
        </td>
      )}
    </tr>
  );
}

export default function PaymentsScreen() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), 350);
  const pick = (name: string, allowed: readonly string[]) => {
    const v = params.get(name) ?? '';
    return allowed.includes(v) ? v : '';
  };
  const day = (name: string) => {
    const v = params.get(name) ?? '';
    return DAY.test(v) ? v : '';
  };
  const filters: PaymentFilters = {
    status: pick('status', PAYMENT_STATUSES),
    provider: pick('provider', PROVIDERS),
    kind: pick('kind', PAYMENT_KINDS),
    q,
    from: day('from'),
    to: day('to'),
  };
  const query = usePayments(filters);
  const rows = rowsOf(query.data?.pages, (r) => r.payment.id);
  const [target, setTarget] = useState<{ row: AdminPayment; act: PaymentAct } | null>(null);

  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const all = { value: '', label: t('money.payments.any') };

  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader title={t('money.payments.title')} description={t('money.payments.description')} />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6 xl:items-end">
        <SearchInput
          label={t('money.payments.search')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setParam('q', e.target.value.trim());
          }}
          className="xl:col-span-1"
        />
        <SelectField
          label={t('money.payments.status')}
          value={filters.status}
          onChange={(e) => setParam('status', e.target.value)}
          options={[all, ...PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`money.status.${s}`) }))]}
        />
        <SelectField
          label={t('money.payments.provider')}
          value={filters.provider}
          onChange={(e) => setParam('provider', e.target.value)}
          options={[all, ...PROVIDERS.map((s) => ({ value: s, label: t(`money.providers.${s}`) }))]}
        />
        <SelectField
          label={t('money.payments.kind')}
          value={filters.kind}
          onChange={(e) => setParam('kind', e.target.value)}
          options={[all, ...PAYMENT_KINDS.map((s) => ({ value: s, label: t(`money.kinds.${s}`) }))]}
        />
        <TextField type="date" label={t('money.from')} value={filters.from} max={filters.to || undefined} onChange={(e) => setParam('from', e.target.value)} />
        <TextField type="date" label={t('money.to')} value={filters.to} min={filters.from || undefined} onChange={(e) => setParam('to', e.target.value)} />
      </div>
      <ListState query={query} count={rows.length} empty={{ title: t('money.payments.empty'), icon: <TagIcon /> }}>
        <div className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-card">
          <table className="w-full min-w-[56rem] text-sm">
            <caption className="sr-only">{t('money.payments.title')}</caption>
            <thead className="bg-surface-2 text-xs text-muted">
              <tr>
                <th scope="col" className="px-4 py-2.5 text-start font-semibold">
                  {t('money.payments.date')}
                </th>
                <th scope="col" className="px-4 py-2.5 text-start font-semibold">
                  {t('money.payments.buyer')}
                </th>
                <th scope="col" className="px-4 py-2.5 text-start font-semibold">
                  {t('money.payments.what')}
                </th>
                <th scope="col" className="px-4 py-2.5 text-end font-semibold">
                  {t('money.payments.total')}
                </th>
                <th scope="col" className="px-4 py-2.5 text-start font-semibold">
                  {t('money.payments.provider')}
                </th>
                <th scope="col" className="px-4 py-2.5 text-start font-semibold">
                  {t('money.payments.status')}
                </th>
                {staff.isAdmin && (
                  <th scope="col" className="px-4 py-2.5 text-end font-semibold">
                    <span className="sr-only">{t('money.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <Row key={row.payment.id} row={row} canAct={staff.isAdmin} onAct={(act) => setTarget({ row, act })} />
              ))}
            </tbody>
          </table>
        </div>
        <LoadMore query={query} />
      </ListState>
      <PaymentDialogs target={target?.row ?? null} act={target?.act ?? null} onClose={() => setTarget(null)} />
    </section>
  );
}
