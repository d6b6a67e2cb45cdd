/**
 * Post packages: what sellers buy when their free posts are spent. Staff see the list; admins create, edit and
 * delete. A package anyone bought is switched off instead of deleted (its purchases keep naming it): the server
 * decides and the toast says which happened.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/client';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EditIcon, PlusIcon, TagIcon, TrashIcon } from '../../../components/icons';
import { toast } from '../../../components/ui/toast';
import { deletePackage, moneyKeys, usePackages, type AdminPackage } from '../api/money';
import { ListState } from '../components/list-state';
import { ActiveLabel } from '../components/money-status';
import { PackageDialog } from '../components/package-dialog';
import { PageHeader } from '../components/page-header';
import { formatAmount } from '../lib/money';
import { useSiteCurrency } from '../lib/site-currency';
import { useStaff } from '../lib/staff';

export default function PackagesScreen() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const client = useQueryClient();
  const query = usePackages();
  const rows = query.data ?? [];
  const currency = useSiteCurrency();
  const [editing, setEditing] = useState<AdminPackage | null>(null);
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<AdminPackage | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    if (!removing) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await deletePackage(removing.id);
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: moneyKeys.packages });
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
        title={t('money.packages.title')}
        description={t('money.packages.description')}
        actions={
          staff.isAdmin && (
            <Button onClick={() => setCreating(true)}>
              <PlusIcon size={18} />
              {t('money.packages.add')}
            </Button>
          )
        }
      />
      <ListState query={query} count={rows.length} empty={{ title: t('money.packages.empty'), icon: <TagIcon /> }}>
        <div className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-card">
          <table className="w-full min-w-[40rem] text-sm">
            <thead className="bg-surface-2 text-xs text-muted">
              <tr>
                <th scope="col" className="px-4 py-2.5 text-start font-semibold">
                  {t('money.packages.name')}
                </th>
                <th scope="col" className="px-4 py-2.5 text-end font-semibold">
                  {t('money.packages.price')}
                </th>
                <th scope="col" className="px-4 py-2.5 text-end font-semibold">
                  {t('money.packages.posts')}
                </th>
                <th scope="col" className="px-4 py-2.5 text-end font-semibold">
                  {t('money.packages.days')}
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
              {rows.map((p) => (
                <tr key={p.id}>
                  <th scope="row" className="px-4 py-3 text-start font-semibold text-fg">
                    {p.title}
                  </th>
                  <td className="px-4 py-3 text-end tabular-nums text-fg">{formatAmount(p.price, p.currency_code)}</td>
                  <td className="px-4 py-3 text-end tabular-nums">{p.post_count}</td>
                  <td className="px-4 py-3 text-end tabular-nums">{p.package_days > 0 ? p.package_days : t('money.packages.no_limit')}</td>
                  <td className="px-4 py-3">
                    <ActiveLabel active={p.status === 1} />
                  </td>
                  {staff.isAdmin && (
                    <td className="px-4 py-2 text-end whitespace-nowrap">
                      <Button size="sm" variant="ghost" onClick={() => setEditing(p)} aria-label={t('money.edit_named', { name: p.title })}>
                        <EditIcon size={16} />
                        <span className="hidden sm:inline">{t('money.edit')}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-danger"
                        onClick={() => {
                          setError(null);
                          setRemoving(p);
                        }}
                        aria-label={t('money.delete_named', { name: p.title })}
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
      <PackageDialog
        open={creating || editing !== null}
        pkg={editing}
        defaultCurrency={currency}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('money.packages.delete_title')}
        description={removing ? t('money.packages.delete_description', { name: removing.title }) : undefined}
        confirmLabel={t('money.delete')}
        danger
        busy={busy}
        error={error}
        onConfirm={() => void remove()}
      />
    </section>
  );
}
