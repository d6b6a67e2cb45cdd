/**
 * A listing in the Listings and Reports sections: thumbnail, title (opens the listing), seller, category path,
 * dates, an optional block of extra information (report reasons, rejection reason) and the actions staff may
 * take from its state (derived from the contract's transitions).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { itemPath, pathFor } from '../../../app/routes';
import { PriceTag } from '../../../components/ui/price-tag';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { AdminItem } from '../api/get-admin-items';
import { formatDateTime, formatRelative } from '../lib/format';
import { catalogPath } from './queue-card';

export function ItemRow({ item, extra, actions, badge }: { item: AdminItem; extra?: ReactNode; actions?: ReactNode; badge?: ReactNode }) {
  const { t } = useTranslation('admin');
  const when = item.updated_date ?? item.added_date;
  return (
    <article className="flex items-start gap-3 rounded-2xl border border-line bg-surface p-3 shadow-card sm:gap-4 sm:p-4">
      <Link
        to={itemPath({ id: item.id, title: item.title })}
        target="_blank"
        rel="noopener"
        tabIndex={-1}
        aria-hidden="true"
        className="block aspect-[4/3] w-24 shrink-0 overflow-hidden rounded-xl bg-surface-2 sm:w-36"
      >
        <ResponsiveImage path={item.default_photo?.img_path} alt="" sizes="(min-width: 640px) 9rem, 6rem" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h2 className="min-w-0 text-base leading-snug font-semibold text-fg">
            <Link dir="auto" to={itemPath({ id: item.id, title: item.title })} target="_blank" rel="noopener" className="hover:underline">
              {item.title}
            </Link>
            {badge}
          </h2>
          <PriceTag price={item.price} symbol={item.item_currency?.currency_symbol} size="sm" />
        </div>
        <p className="truncate text-sm text-muted">
          {catalogPath(item)}
          {catalogPath(item) && ' · '}
          <Link to={pathFor('other-profile', { userId: item.user?.user_id ?? item.added_user_id })} className="font-medium text-fg hover:underline">
            {item.user?.user_name || item.added_user_id}
          </Link>
        </p>
        <p className="text-xs text-muted">
          <time dateTime={when.toISOString()} title={formatDateTime(when)}>
            {item.updated_date ? t('queue.edited_at', { when: formatRelative(when) }) : t('queue.submitted_at', { when: formatRelative(when) })}
          </time>
          <span className="mx-1.5" aria-hidden="true">
            ·
          </span>
          <span className="font-mono">{item.id}</span>
        </p>
        {extra}
        {actions && <div className="mt-1 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </article>
  );
}
