/**
 * Accounts: search by name, e-mail, phone or id, filter by status, ban and lift bans (confirmed first; a ban ends
 * the user's sessions at once). System accounts and yourself cannot be banned; only admins may ban staff.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_USER_STATUSES, BLUE_MARK, ROLE, USER_STATUS } from '@wheeldeal/contract';
import { pathFor } from '../../../app/routes';
import { errorMessage } from '../../../lib/api/client';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { toast } from '../../../components/ui/toast';
import { VerifiedIcon } from '../../../components/icons';
import { useUsers, type AdminUserStatus } from '../api/get-users';
import { adminKeys } from '../api/keys';
import { replaceRow, rowsOf } from '../api/paging';
import { setUserBan } from '../api/set-user-ban';
import type { AdminUser } from '../../../lib/api/types';
import { BanIcon, UsersIcon } from '../components/admin-icons';
import { ListState, LoadMore } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { SearchInput } from '../components/search-input';
import { formatDateTime } from '../lib/format';
import { useStaff } from '../lib/staff';
import { useDebouncedValue } from '../lib/use-debounced-value';

function Badge({ tone, children }: { tone: 'danger' | 'primary' | 'muted' | 'accent'; children: string }) {
  const tones = {
    danger: 'bg-danger-soft text-danger',
    primary: 'bg-primary-soft text-primary',
    muted: 'bg-surface-2 text-muted',
    accent: 'bg-accent-soft text-fg',
  };
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

export default function UsersScreen() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  const status = (ADMIN_USER_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as AdminUserStatus) : 'all';
  const [text, setText] = useState(params.get('q') ?? '');
  const keyword = useDebouncedValue(text.trim(), 350);
  const query = useUsers(status, keyword);
  const rows = rowsOf(query.data?.pages, (u) => u.user_id);
  const client = useQueryClient();
  const [target, setTarget] = useState<AdminUser | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value && !(name === 'status' && value === 'all')) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  const canBan = (u: AdminUser) =>
    !u.user_is_sys_admin && u.user_id !== staff.userId && !u.deleted && (staff.isAdmin || u.role_id === ROLE.user);

  const confirmBan = async () => {
    if (!target) return;
    const banned = !target.is_banned;
    setBusy(true);
    setError(null);
    try {
      const user = await setUserBan(target.user_id, banned);
      replaceRow<AdminUser>(client, adminKeys.users(status, keyword), (r) => r.user_id === target.user_id, { ...target, ...user });
      void client.invalidateQueries({ queryKey: adminKeys.usersAll });
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
      toast.success(t(banned ? 'toast.banned' : 'toast.unbanned', { name: target.user_name }));
      setTarget(null);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const banning = target ? !target.is_banned : true;

  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader title={t('users.title')} description={t('users.description')} />
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem] sm:items-end">
        <SearchInput
          label={t('users.search')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setParam('q', e.target.value.trim());
          }}
        />
        <SelectField
          label={t('users.status_filter')}
          value={status}
          onChange={(e) => setParam('status', e.target.value)}
          options={ADMIN_USER_STATUSES.map((s) => ({ value: s, label: t(`users.status.${s}`) }))}
        />
      </div>
      <ListState query={query} count={rows.length} empty={{ title: keyword ? t('list.no_match') : t('users.empty'), icon: <UsersIcon /> }}>
        <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
          {rows.map((u) => (
            <li key={u.user_id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:p-4">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <Avatar name={u.user_name} path={u.user_profile_photo} size={44} />
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-1.5">
                    <Link to={pathFor('other-profile', { userId: u.user_id })} className="truncate font-semibold text-fg hover:underline">
                      {u.user_name || u.user_id}
                    </Link>
                    {u.is_verify_blue_mark === BLUE_MARK.approved && <VerifiedIcon size={16} className="text-primary" aria-label={t('users.verified')} role="img" aria-hidden={false} />}
                    {u.role_id === ROLE.admin && <Badge tone="primary">{t('roles.admin')}</Badge>}
                    {u.role_id === ROLE.moderator && <Badge tone="primary">{t('roles.moderator')}</Badge>}
                    {u.is_banned && <Badge tone="danger">{t('users.badges.banned')}</Badge>}
                    {u.deleted && <Badge tone="muted">{t('users.badges.deleted')}</Badge>}
                    {u.status === USER_STATUS.pending && <Badge tone="accent">{t('users.badges.pending')}</Badge>}
                    {u.status === USER_STATUS.unpublished && <Badge tone="muted">{t('users.badges.unpublished')}</Badge>}
                  </p>
                  <p className="truncate text-sm text-muted">{[u.user_email, u.user_phone].filter(Boolean).join(' · ') || u.user_id}</p>
                  <p className="text-xs text-muted">{t('users.joined', { date: formatDateTime(u.added_date) })}</p>
                </div>
              </div>
              {canBan(u) && (
                <Button
                  size="sm"
                  variant="outline"
                  className={u.is_banned ? undefined : 'text-danger'}
                  onClick={() => {
                    setError(null);
                    setTarget(u);
                  }}
                >
                  <BanIcon size={16} />
                  {u.is_banned ? t('actions.unban') : t('actions.ban')}
                </Button>
              )}
            </li>
          ))}
        </ul>
        <LoadMore query={query} />
      </ListState>

      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={banning ? t('ban.title') : t('ban.unban_title')}
        description={target ? t(banning ? 'ban.description' : 'ban.unban_description', { name: target.user_name }) : undefined}
        confirmLabel={banning ? t('actions.ban') : t('actions.unban')}
        danger={banning}
        busy={busy}
        error={error}
        onConfirm={() => void confirmBan()}
      />
    </section>
  );
}
