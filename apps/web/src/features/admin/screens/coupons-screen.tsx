/**
 * Coupons: percentage or fixed-amount discounts with a window and caps. Staff see the list with each coupon's uses
 * (held or made, as the caps count them); admins create, edit and delete. A coupon any payment carried is
 * deactivated instead of deleted, so the payments that used it still say which.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/client';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EditIcon, PlusIcon, SparkIcon, TrashIcon } from '../../../components/icons';
import { toast } from '../../../components/ui/toast';
import { deleteCoupon, moneyKeys, useCoupons, type AdminCoupon } from '../api/money';
import { CouponDialog } from '../components/coupon-dialog';
import { ListState } from '../components/list-state';
import { ActiveLabel } from '../components/money-status';
import { PageHeader } from '../components/page-header';
import { formatAmount, lastValidDay, utcDay } from '../lib/money';
import { useSiteCurrency } from '../lib/site-currency';
import { useStaff } from '../lib/staff';

function Discount({ coupon }: { coupon: AdminCoupon }) {
  const { t } = useTranslation('admin');
  return <>{coupon.kind === 'percent' ? t('money.coupons.percent_off', { percent: coupon.percent }) : formatAmount(coupon.amount, coupon.currency)}</>;
}

function Window({ coupon }: { coupon: AdminCoupon }) {
  const { t } = useTranslation('admin');
  const from = coupon.starts_at ? utcDay(coupon.starts_at) : '';
  const to = lastValidDay(coupon.ends_at);
  if (!from && !to) return <span className="text-muted">{t('money.coupons.always')}</span>;
  return (
    <span dir="ltr" className="whitespace-nowrap tabular-nums">
      {from || '…'} – {to || '…'}
    </span>
  );
}

export default function CouponsScreen() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const client = useQueryClient();
  const query = useCoupons();
  const rows = query.data ?? [];
  const currency = useSiteCurrency();
  const [editing, setEditing] = useState<AdminCoupon | null>(null);
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<AdminCoupon | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    if (!removing) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await deleteCoupon(removing.id);
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: moneyKeys.coupons });
      setRemoving(null);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader
        title={t('money.coupons.title')}
        description={t('money.coupons.description')}
        actions={
          staff.isAdmin && (
            <Button onClick={() => setCreating(true)}>
              <PlusIcon size={18} />
              {t('money.coupons.add')}
            </Button>
          )
        }
      />
      <ListState query={query} count={rows.length} empty={{ title: t('money.coupons.empty'), icon: <SparkIcon /> }}>
        <div className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-card">
          <table className="w-full min-w-[48rem] text-sm">
            <thead className="bg-surface-2 text-xs text-muted">
              <tr>
                <th scope="col" className="px-4 py-2.5 text-start font-semibold">
                  {t('money.coupons.code')}
                </th>
                <th scope="col" className="px-4 py-2.5 text-start font-semibold">
                  {t('money.coupons.discount')}
                </th>
                <th scope="col" className="px-4 py-2.5 text-start font-semibold">
                  {t('money.coupons.applies_to')}
                </th>
                <th scope="col" className="px-4 py-2.5 text-start font-semibold">
                  {t('money.coupons.valid')}
                </th>
                <th scope="col" className="px-4 py-2.5 text-end font-semibold">
                  {t('money.coupons.uses')}
                </th>
                <th scope="col" className="px-4 py-2.5 text-start font-semibold">
                  {t('money.state')}
                </th>
                {staff.isAdmin && (
                  <th scope="col" className="px-4 py-2.5 text-end font-semibold">
                    <span className="sr-only">{t('money.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((c) => (
                <tr key={c.id}>
                  <th scope="row" className="px-4 py-3 text-start font-mono font-semibold text-fg" dir="ltr">
                    {c.code}
                  </th>
                  <td className="px-4 py-3 tabular-nums">
                    <Discount coupon={c} />
                  </td>
                  <td className="px-4 py-3">{t(`money.coupons.applies.${c.applies_to}`)}</td>
                  <td className="px-4 py-3">
                    <Window coupon={c} />
                  </td>
                  <td className="px-4 py-3 text-end tabular-nums">
                    {c.max_uses > 0 ? t('money.coupons.uses_of', { used: c.used_count, max: c.max_uses }) : c.used_count}
                    {c.max_uses_per_user > 0 && (
                      <span className="block text-xs text-muted">{t('money.coupons.per_user_cap', { max: c.max_uses_per_user })}</span>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    <ActiveLabel active={c.status === 1} />
                  </td>
                  {staff.isAdmin && (
                    <td className="px-4 py-2 text-end whitespace-nowrap">
                      <Button size="sm" variant="ghost" onClick={() => setEditing(c)} aria-label={t('money.edit_named', { name: c.code })}>
                        <EditIcon size={16} />
                        <span className="hidden sm:inline">{t('money.edit')}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-danger"
                        onClick={() => {
                          setError(null);
                          setRemoving(c);
                        }}
                        aria-label={t('money.delete_named', { name: c.code })}
                      >
                        <TrashIcon size={16} />
                        <span className="hidden sm:inline">{t('money.delete')}</span>
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
      <CouponDialog
        open={creating || editing !== null}
        coupon={editing}
        defaultCurrency={currency}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('money.coupons.delete_title')}
        description={removing ? t('money.coupons.delete_description', { code: removing.code }) : undefined}
        confirmLabel={t('money.delete')}
        danger
        busy={busy}
        error={error}
        onConfirm={() => void remove()}
      />
    </section>
  );
}
