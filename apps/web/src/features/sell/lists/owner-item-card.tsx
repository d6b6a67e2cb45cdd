/** A listing in the owner's lists: photo, status, title, price, the moderator's reason when rejected, and the
 * owner's actions for its state. */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { itemPath, pathFor } from '../../../app/routes';
import { CarIcon, ClockIcon, EditIcon, EyeIcon, EyeOffIcon, HeartIcon, TrashIcon } from '../../../components/icons';
import { Spinner } from '../../../components/ui/spinner';
import { thumbnailUrl } from '../../../lib/api/images';
import type { Item } from '../../../lib/api/types';
import { isPromoted } from '../../../lib/payments/promoted';
import { formatNumber, formatPrice } from '../../../lib/format';
import { FlagIcon, SoldIcon } from '../components/sell-icons';
import { ownerActions, stateOf, type ItemState } from './list-defs';

const BADGE: Record<ItemState, string> = {
  active: 'bg-success-soft text-success',
  pending: 'bg-accent-soft text-fg',
  rejected: 'bg-danger-soft text-danger',
  disabled: 'bg-surface-3 text-muted',
  hidden: 'bg-surface-3 text-fg',
  sold: 'bg-fg text-bg',
};

export type CardAction = 'hide' | 'unhide' | 'sold' | 'delete';

interface OwnerItemCardProps {
  item: Item;
  /** Reported list: a listing of someone else, no owner actions. */
  reported?: boolean;
  /** Promoted list: show the promotion's progress. */
  showPaid?: boolean;
  busyAction?: CardAction | null;
  onAction?: (action: CardAction, item: Item) => void;
}

export function OwnerItemCard({ item, reported, showPaid, busyAction, onAction }: OwnerItemCardProps) {
  const { t } = useTranslation(['sell', 'items']);
  const [broken, setBroken] = useState(false);
  const state = stateOf(item);
  const photo = thumbnailUrl(item.default_photo?.img_path, 2);
  const symbol = item.item_currency?.currency_symbol ?? '';
  const price = item.price;
  const rate = item.discount_rate_by_percentage;
  const discounted = rate > 0 && item.discount_price ? item.discount_price : null;
  const actions = reported ? null : ownerActions(item);
  const link = state === 'active' || reported ? itemPath(item) : actions?.edit ? pathFor('item-entry', {}, { item_id: item.id }) : itemPath(item);
  const views = item.touch_count;
  const likes = item.favourite_count;

  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card" aria-labelledby={`item-${item.id}`}>
      <div className="flex gap-4 p-3 sm:p-4">
        <div className="relative aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-xl bg-surface-2 sm:w-40">
          {photo && !broken ? (
            <img src={photo} alt="" loading="lazy" decoding="async" onError={() => setBroken(true)} className="h-full w-full object-cover" />
          ) : (
            <div className="flex h-full w-full items-center justify-center text-muted/60">
              <CarIcon size={32} />
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-1.5">
            {reported ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold text-danger">
                <FlagIcon size={12} />
                {t('status.reported')}
              </span>
            ) : (
              <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', BADGE[state])}>{t(`status.${state}`)}</span>
            )}
            {showPaid && item.paid_status && item.paid_status !== 'not_available' && (
              <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">{t(`paid_status.${paidKey(item.paid_status)}`)}</span>
            )}
            {!showPaid && !reported && isPromoted(item) && (
              <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-on-accent">{t('items:card.promoted')}</span>
            )}
          </div>
          <h3 id={`item-${item.id}`} className="line-clamp-2 text-[15px] font-semibold leading-snug text-fg">
            <Link to={link} className="hover:text-primary hover:underline">
              {item.title}
            </Link>
          </h3>
          <p className="flex flex-wrap items-baseline gap-2">
            <span className="font-bold text-fg">{price === 0 ? t('common:item_card.free') : formatPrice(discounted ?? item.price, symbol)}</span>
            {discounted && price > 0 && <span className="text-xs text-muted line-through">{formatPrice(item.price, symbol)}</span>}
          </p>
          <ul className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-1 text-xs text-muted">
            {item.added_date_str && (
              <li className="flex items-center gap-1">
                <ClockIcon size={13} />
                {item.added_date_str}
              </li>
            )}
            {!reported && (
              <>
                <li className="flex items-center gap-1" title={t('card.views')}>
                  <EyeIcon size={13} />
                  <span className="sr-only">{t('card.views')}:</span>
                  {formatNumber(views)}
                </li>
                <li className="flex items-center gap-1" title={t('card.favourites')}>
                  <HeartIcon size={13} />
                  <span className="sr-only">{t('card.favourites')}:</span>
                  {formatNumber(likes)}
                </li>
              </>
            )}
          </ul>
        </div>
      </div>

      {state === 'rejected' && !reported && (
        <div className="mx-3 mb-3 rounded-xl border border-danger/30 bg-danger-soft px-3 py-2 text-sm sm:mx-4">
          <p className="font-semibold text-danger">{t('card.reject_reason')}</p>
          <p className="whitespace-pre-line text-fg">{item.reject_reason || t('card.reject_reason_none')}</p>
          <p className="mt-1 text-xs text-muted">{t('card.reject_hint')}</p>
        </div>
      )}
      {state === 'pending' && !reported && <p className="mx-3 mb-3 rounded-xl bg-accent-soft px-3 py-2 text-xs text-fg sm:mx-4">{t('card.pending_hint')}</p>}
      {state === 'disabled' && !reported && <p className="mx-3 mb-3 rounded-xl bg-surface-2 px-3 py-2 text-xs text-muted sm:mx-4">{t('card.disabled_hint')}</p>}
      {state === 'sold' && !reported && (item.sold_type || item.sold_buyer_name) && (
        <p className="mx-3 mb-3 rounded-xl bg-surface-2 px-3 py-2 text-xs text-muted sm:mx-4">
          {[item.sold_type ? soldTypeLabel(item.sold_type, t) : '', item.sold_buyer_name ? t('card.sold_to', { name: item.sold_buyer_name }) : '']
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}

      {actions && (
        <div className="mt-auto flex gap-1 border-t border-line p-1.5">
          {actions.edit && (
            <Link to={pathFor('item-entry', {}, { item_id: item.id })} className={actionClasses()} aria-label={t('actions.edit_named', { title: item.title })}>
              <EditIcon size={16} />
              {t('actions.edit')}
            </Link>
          )}
          {(actions.hide || actions.unhide) && (
            <ActionButton
              busy={busyAction === (actions.hide ? 'hide' : 'unhide')}
              disabled={Boolean(busyAction)}
              onClick={() => onAction?.(actions.hide ? 'hide' : 'unhide', item)}
              label={actions.hide ? t('actions.hide_named', { title: item.title }) : t('actions.unhide_named', { title: item.title })}
              icon={actions.hide ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
            >
              {actions.hide ? t('actions.hide') : t('actions.unhide')}
            </ActionButton>
          )}
          {actions.markSold && (
            <ActionButton
              disabled={Boolean(busyAction)}
              onClick={() => onAction?.('sold', item)}
              label={t('actions.mark_sold_named', { title: item.title })}
              icon={<SoldIcon size={16} />}
            >
              {t('actions.mark_sold')}
            </ActionButton>
          )}
          {actions.remove && (
            <ActionButton
              disabled={Boolean(busyAction)}
              onClick={() => onAction?.('delete', item)}
              label={t('actions.delete_named', { title: item.title })}
              icon={<TrashIcon size={16} />}
              danger
            >
              {t('actions.delete')}
            </ActionButton>
          )}
        </div>
      )}
    </article>
  );
}

/** Icon over label on phones (four fit side by side), icon beside label from `sm` up. */
const actionClasses = (danger = false) =>
  clsx(
    'flex min-w-0 flex-1 flex-col items-center justify-center gap-1 rounded-xl px-1 py-2 text-xs font-semibold transition-colors sm:flex-row sm:gap-2 sm:text-sm',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
    danger ? 'text-danger hover:bg-danger-soft' : 'text-fg hover:bg-surface-2',
  );

function ActionButton({
  children,
  icon,
  label,
  onClick,
  busy,
  disabled,
  danger,
}: {
  children: ReactNode;
  icon: ReactNode;
  label: string;
  onClick: () => void;
  busy?: boolean;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} aria-label={label} aria-busy={busy || undefined} className={actionClasses(danger)}>
      {busy ? <Spinner size={16} /> : icon}
      {children}
    </button>
  );
}

/** paid_status wire values → message keys. */
function paidKey(status: string): string {
  switch (status) {
    case 'Progress':
      return 'progress';
    case 'Finished':
      return 'finished';
    case 'Not yet start':
      return 'not_started';
    case 'Waiting For Approval':
      return 'waiting';
    case 'Reject':
      return 'rejected';
    default:
      return 'none';
  }
}

export const SOLD_TYPES = { wheeldeal: 'Sold on Wheeldeal', elsewhere: 'Sold elsewhere' } as const;

export function soldTypeLabel(value: string, t: (key: string) => string): string {
  if (value === SOLD_TYPES.wheeldeal) return t('sold.type_wheeldeal');
  if (value === SOLD_TYPES.elsewhere) return t('sold.type_elsewhere');
  return value;
}
