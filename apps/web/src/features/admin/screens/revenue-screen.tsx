/**
 * Revenue: what came in, net of refunds, per day (stacked by kind of product) and per product, in one currency (the
 * site's unless another is chosen), from the ledger. The last 30 days unless a range is chosen (at most a year); the
 * range and the currency live in the address. Currencies are never converted or added up: when money moved in more
 * than one during the range, a choice of currency appears.
 */
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api/client';
import { useRevenue } from '../api/money';
import { PageHeader } from '../components/page-header';
import { RevenueChart } from '../components/revenue-chart';
import { formatMinorAmount } from '../lib/money';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;

export default function RevenueScreen() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const day = (name: string) => {
    const v = params.get(name) ?? '';
    return DAY.test(v) ? v : '';
  };
  const from = day('from');
  const to = day('to');
  const asked = params.get('currency') ?? '';
  const query = useRevenue(from, to, CURRENCY.test(asked) ? asked : '');
  const revenue = query.data;

  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader title={t('money.revenue.title')} description={t('money.revenue.description')} />
      <div className="mb-4 grid gap-3 sm:grid-cols-[12rem_12rem_10rem] sm:items-end">
        <TextField type="date" label={t('money.from')} value={from} max={to || undefined} onChange={(e) => setParam('from', e.target.value)} />
        <TextField type="date" label={t('money.to')} value={to} min={from || undefined} onChange={(e) => setParam('to', e.target.value)} />
        {revenue && revenue.currencies.length > 1 && (
          <SelectField
            label={t('money.revenue.currency')}
            value={revenue.currency}
            onChange={(e) => setParam('currency', e.target.value)}
            options={revenue.currencies.map((c) => ({ value: c, label: c }))}
          />
        )}
      </div>
      {query.isPending && <Skeleton className="h-72" />}
      {query.isError && (
        <Alert tone="error">
          <p>{errorMessage(query.error)}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      )}
      {revenue && (
        <div className="flex flex-col gap-4">
          <div className="rounded-2xl border border-line bg-surface p-5 shadow-card">
            <p className="text-sm text-muted">{t('money.revenue.period', { from: revenue.days[0]?.day ?? '', to: revenue.days.at(-1)?.day ?? '' })}</p>
            <p className="mt-1 text-3xl font-bold text-fg tabular-nums" data-testid="revenue-total">
              {formatMinorAmount(revenue.total_minor, revenue.currency)}
            </p>
            <p className="mt-1 text-xs text-muted">{t('money.revenue.currency_note', { currency: revenue.currency })}</p>
            <div className="mt-4">
              <RevenueChart revenue={revenue} rtl={i18n.dir() === 'rtl'} />
            </div>
          </div>
          <div className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-card">
            <table className="w-full min-w-[32rem] text-sm">
              <caption className="px-4 pt-4 pb-2 text-start text-base font-semibold text-fg">{t('money.revenue.products')}</caption>
              <thead className="bg-surface-2 text-xs text-muted">
                <tr>
                  <th scope="col" className="px-4 py-2.5 text-start font-semibold">
                    {t('money.revenue.product')}
                  </th>
                  <th scope="col" className="px-4 py-2.5 text-start font-semibold">
                    {t('money.revenue.kind')}
                  </th>
                  <th scope="col" className="px-4 py-2.5 text-end font-semibold">
                    {t('money.revenue.sales')}
                  </th>
                  <th scope="col" className="px-4 py-2.5 text-end font-semibold">
                    {t('money.revenue.net')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {revenue.products.length === 0 && (
                  <tr>
                    <td colSpan={4} className="px-4 py-6 text-center text-muted">
                      {t('money.revenue.none')}
                    </td>
                  </tr>
                )}
                {revenue.products.map((p) => (
                  <tr key={`${p.kind}:${p.subject_id}`}>
                    <th scope="row" className="px-4 py-3 text-start font-semibold text-fg">
                      {p.kind === 'package' ? p.title : t(`money.kinds.${p.kind}`, { defaultValue: p.kind })}
                    </th>
                    <td className="px-4 py-3">{t(`money.kinds.${p.kind}`, { defaultValue: p.kind })}</td>
                    <td className="px-4 py-3 text-end tabular-nums">{p.count}</td>
                    <td className="px-4 py-3 text-end tabular-nums">{formatMinorAmount(p.total_minor, revenue.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
