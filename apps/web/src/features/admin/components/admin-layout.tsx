/**
 * The frame of the admin area: a side navigation on wide screens; on phones and tablets it folds into a bar at the
 * top that names the current section and opens the list of sections. The queue entry carries the pending count.
 */
import { useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { CarIcon, ChatIcon, ChevronDownIcon, EditIcon, MailIcon, ShieldIcon, SparkIcon, TagIcon, TrendIcon, VerifiedIcon } from '../../../components/icons';
import { PENDING_COUNT_CAP, usePendingCount } from '../api/get-pending-count';
import { adminPath, type AdminSection } from '../lib/paths';
import { useStaff } from '../lib/staff';
import { DatabaseIcon, FlagIcon, GearIcon, HistoryIcon, InboxIcon, MegaphoneIcon, UsersIcon, WalletIcon } from './admin-icons';

interface Entry {
  section: AdminSection;
  icon: ComponentType<{ size?: number; className?: string }>;
  adminOnly?: boolean;
  /** The label's key when it is not `nav.{section}`. */
  label?: string;
}

export const ADMIN_SECTIONS: readonly Entry[] = [
  { section: 'queue', icon: InboxIcon },
  { section: 'listings', icon: CarIcon },
  { section: 'reports', icon: FlagIcon },
  { section: 'chat-reports', icon: ChatIcon, label: 'chatSafety.nav.reports' },
  { section: 'users', icon: UsersIcon },
  // badges and the account (issue 14)
  { section: 'badges', icon: VerifiedIcon, label: 'account:review.title' },
  { section: 'catalogue', icon: DatabaseIcon },
  // money (issue 13)
  { section: 'payments', icon: WalletIcon, label: 'money.nav.payments' },
  { section: 'revenue', icon: TrendIcon, label: 'money.nav.revenue' },
  { section: 'packages', icon: TagIcon, label: 'money.nav.packages' },
  { section: 'coupons', icon: SparkIcon, label: 'money.nav.coupons' },
  { section: 'settings', icon: GearIcon, adminOnly: true },
  { section: 'chat-safety', icon: ShieldIcon, label: 'chatSafety.nav.guard' },
  { section: 'broadcasts', icon: MegaphoneIcon, adminOnly: true },
  // people and content (issue 14)
  { section: 'content', icon: EditIcon },
  { section: 'audit', icon: HistoryIcon },
  { section: 'outbox', icon: MailIcon, adminOnly: true },
];

function CountBadge({ count, active }: { count: number; active: boolean }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'ms-auto min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs font-bold tabular-nums',
        active ? 'bg-primary text-on-primary' : 'bg-accent text-on-accent',
      )}
    >
      {count >= PENDING_COUNT_CAP ? `${PENDING_COUNT_CAP - 1}+` : count}
    </span>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  // `account` holds the label of the badge review section (issue 14).
  const { t } = useTranslation(['admin', 'account']);
  const staff = useStaff();
  const location = useLocation();
  const pending = usePendingCount().data ?? 0;
  const [open, setOpen] = useState(false);
  const listId = useId();

  // Choosing a section on a phone folds the menu again.
  useEffect(() => setOpen(false), [location.pathname]);

  const entries = ADMIN_SECTIONS.filter((e) => !e.adminOnly || staff.isAdmin);
  const current = entries.find((e) => location.pathname.startsWith(adminPath(e.section))) ?? entries[0]!;
  const CurrentIcon = current.icon;

  return (
    <div className="mx-auto flex w-full max-w-[96rem] flex-col gap-4 px-4 py-4 sm:px-6 lg:flex-row lg:gap-8 lg:px-8 lg:py-8">
      <nav aria-label={t('nav.label')} className="lg:w-60 lg:shrink-0">
        <div className="rounded-2xl border border-line bg-surface shadow-card lg:sticky lg:top-20">
          <div className="flex items-center gap-3 px-4 py-3 lg:border-b lg:border-line">
            <span className="hidden h-9 w-9 items-center justify-center rounded-xl bg-primary-soft text-primary lg:flex">
              <ShieldIcon size={18} />
            </span>
            <div className="hidden min-w-0 lg:block">
              <p className="text-sm font-bold text-fg">{t('nav.title')}</p>
              <p className="text-xs text-muted">{staff.isAdmin ? t('roles.admin') : t('roles.moderator')}</p>
            </div>
            {/* Phones: the current section and the button that unfolds the rest. */}
            <button
              type="button"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen((v) => !v)}
              className="flex min-h-11 flex-1 items-center gap-3 rounded-xl text-start lg:hidden"
            >
              <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <CurrentIcon size={18} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-xs text-muted">{t('nav.title')}</span>
                <span className="block truncate text-sm font-semibold text-fg">{t(current.label ?? `nav.${current.section}`)}</span>
              </span>
              {current.section !== 'queue' && <CountBadge count={pending} active={false} />}
              <span className="sr-only">{open ? t('nav.collapse') : t('nav.expand')}</span>
              <ChevronDownIcon size={18} className={clsx('text-muted transition-transform', open && 'rotate-180')} />
            </button>
          </div>
          <ul id={listId} className={clsx('flex-col gap-0.5 border-t border-line p-2 lg:flex lg:border-t-0', open ? 'flex' : 'hidden')}>
            {entries.map(({ section, icon: Icon, label }) => (
              <li key={section}>
                <NavLink
                  to={adminPath(section)}
                  className={({ isActive }) =>
                    clsx(
                      'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors',
                      isActive ? 'bg-primary-soft text-primary' : 'text-fg hover:bg-surface-2',
                    )
                  }
                >
                  {({ isActive }) => (
                    <>
                      <Icon size={18} className={isActive ? 'text-primary' : 'text-muted'} />
                      <span className="flex-1">{t(label ?? `nav.${section}`)}</span>
                      {section === 'queue' && (
                        <>
                          <CountBadge count={pending} active={isActive} />
                          {pending > 0 && <span className="sr-only">{t('nav.pending_count', { count: pending })}</span>}
                        </>
                      )}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
