/**
 * The bell of one make (spec: brand list with notification subscription): on, the user hears of every new listing
 * of that make. It shows the new state at once, says "Noti Subscription is updated." (the server's words) and goes
 * back if the server refuses. Visitors get a link to log in and come back.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { useAuthLinks } from '../../app/redirect';
import { errorMessage } from '../../lib/api/client';
import { subscribedMakeQueries, toggleMakeSubscription, type MakeRef } from '../../lib/queries/alerts';
import { useSession } from '../../lib/session/session-store';
import { buttonClasses } from '../ui/button';
import { toast } from '../ui/toast';
import { BellOffIcon, BellOnIcon } from './alert-icons';

export interface MakeBellProps {
  make: MakeRef;
  subscribed: boolean;
  /** Icon only (a tile's corner); otherwise an outlined button with its label. */
  compact?: boolean;
  className?: string;
}

export function MakeBell({ make, subscribed, compact = false, className }: MakeBellProps) {
  const { t } = useTranslation('alerts');
  const client = useQueryClient();
  const { isLoggedIn } = useSession();
  const links = useAuthLinks();
  const [busy, setBusy] = useState(false);
  // One name whatever the state: aria-pressed says whether it is on.
  const label = make.name ? t('bell.label', { make: make.name }) : t('bell.label_unnamed');
  const look = compact
    ? clsx('h-10 w-10 rounded-full p-0', subscribed ? 'bg-primary text-on-primary hover:bg-primary-hover' : 'border border-line-strong bg-surface text-muted hover:bg-surface-2 hover:text-fg')
    : subscribed
      ? buttonClasses('primary', 'sm')
      : buttonClasses('outline', 'sm');
  const icon = subscribed ? <BellOnIcon size={18} /> : <BellOffIcon size={18} />;
  const text = <span className={compact ? 'sr-only' : undefined}>{label}</span>;

  if (!isLoggedIn) {
    return (
      <Link to={links.login} title={t('bell.login')} className={clsx('inline-flex items-center justify-center gap-2', look, className)}>
        {icon}
        {text}
      </Link>
    );
  }

  const toggle = async () => {
    setBusy(true);
    try {
      const message = await toggleMakeSubscription(client, make, subscribed);
      toast.success(message || t('bell.updated'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      aria-pressed={subscribed}
      title={subscribed ? t('bell.on_hint') : t('bell.off_hint')}
      disabled={busy}
      onClick={() => void toggle()}
      className={clsx('inline-flex items-center justify-center gap-2 transition-colors disabled:opacity-60', look, className)}
    >
      {icon}
      {text}
    </button>
  );
}

/** The bell of a make whose state is not at hand (the item list filtered by one make): read from my subscriptions. */
export function MyMakeBell({ make, className }: { make: MakeRef; className?: string }) {
  const { user } = useSession();
  const mine = useQuery({ ...subscribedMakeQueries.mine(user?.user_id ?? ''), staleTime: 60_000 });
  if (user && mine.isPending) return null;
  const subscribed = (mine.data ?? []).some((m) => m.sub_cat_id === make.id);
  return <MakeBell make={make} subscribed={subscribed} className={className} />;
}
