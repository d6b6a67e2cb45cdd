/**
 * One request to bid in the `/biddings` lists: the listing and its bidding, the person (the bidder for the seller's
 * lists, the seller for the buyer's), the request's state, and what can be done now (approve or reject it; pay the
 * fee; open the listing to bid).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { toMinor } from '@wheeldeal/contract';
import { itemPath } from '../../../app/routes';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api/client';
import { useDecide, type BidRequest } from '../../../lib/queries/bidding';
import { formatWhen } from '../../../components/bidding/bidding-times';
import { formatMoney } from '../../../lib/payments/money';

const STATUS_TONE = {
  unpaid: 'bg-accent-soft text-fg',
  pending: 'bg-surface-2 text-fg',
  approved: 'bg-success-soft text-fg',
  rejected: 'bg-danger-soft text-fg',
} as const;

export function RequestCard({ request: r, side }: { request: BidRequest; side: 'seller' | 'buyer' }) {
  const { t } = useTranslation('bidding');
  const b = r.bidding;
  const person = side === 'seller' ? r.user : b.seller;
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card" data-testid="bidding-request">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link to={itemPath({ id: b.item_id, title: b.item_title })} className="font-semibold text-fg hover:text-primary">
            <bdi>{b.item_title}</bdi>
          </Link>
          <p className="text-sm text-muted">
            {t(`panel.status.${b.status}`)} · {b.status === 'scheduled' ? t('panel.starts', { time: formatWhen(b.start_time) }) : t('panel.ends', { time: formatWhen(b.end_time) })}
          </p>
        </div>
        <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-bold', STATUS_TONE[r.status])}>{t(`status.${r.status}`)}</span>
      </div>
      {person && (
        <p className="flex items-center gap-2 text-sm text-fg">
          <Avatar name={person.user_name} path={person.user_profile_photo} size={32} />
          <bdi className="font-medium">{person.user_name}</bdi>
          <span className="text-muted">· {t('list.asked', { time: formatWhen(r.added_date) })}</span>
        </p>
      )}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <li>{t('list.highest', { amount: b.bid_count > 0 ? formatMoney(b.highest_bid_minor, b.currency) : t('panel.no_bids') })}</li>
        {r.my_highest_bid !== '' && side === 'buyer' && <li>{t('list.my_highest', { amount: formatMoney(toMinor(r.my_highest_bid, b.currency) ?? 0, b.currency) })}</li>}
        {b.bid_fee_minor > 0 && <li>{r.fee_payment_status === 'succeeded' ? t('list.fee_paid') : t('panel.fee', { amount: formatMoney(b.bid_fee_minor, b.currency) })}</li>}
        {r.reason && <li>{t('list.reason', { reason: r.reason })}</li>}
      </ul>
      {side === 'seller' && r.status === 'pending' ? <Decide request={r} /> : <BuyerNext request={r} />}
    </article>
  );
}

function BuyerNext({ request: r }: { request: BidRequest }) {
  const { t } = useTranslation('bidding');
  if (r.redirect_url) {
    return (
      <a href={r.redirect_url} className={buttonClasses('primary', 'sm', 'self-start')}>
        {t('panel.pay_now')}
      </a>
    );
  }
  if (r.status !== 'approved' || r.bidding.status !== 'open') return null;
  return (
    <Link to={itemPath({ id: r.bidding.item_id, title: r.bidding.item_title })} className={buttonClasses('outline', 'sm', 'self-start')}>
      {t('list.open_item')}
    </Link>
  );
}

function Decide({ request: r }: { request: BidRequest }) {
  const { t } = useTranslation('bidding');
  const decide = useDecide();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const run = (status: 'approved' | 'rejected') =>
    decide.mutateAsync({ bidderId: r.id, status, reason }).then(() => {
      toast.success(t(status === 'approved' ? 'list.approved_done' : 'list.rejected_done'));
      setRejecting(false);
    });
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" loading={decide.isPending && !rejecting} onClick={() => void run('approved').catch((e: unknown) => toast.error(errorMessage(e)))}>
        {t('list.approve')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => setRejecting(true)} aria-haspopup="dialog">
        {t('list.reject')}
      </Button>
      <ConfirmDialog
        open={rejecting}
        onOpenChange={(open) => {
          setRejecting(open);
          if (!open) decide.reset();
        }}
        title={t('list.reject_title')}
        description={t('list.reject_text')}
        confirmLabel={t('list.reject')}
        danger
        busy={decide.isPending}
        error={decide.isError ? errorMessage(decide.error) : null}
        onConfirm={() => void run('rejected').catch(() => undefined)}
      >
        <TextField label={t('list.reject_reason')} value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
      </ConfirmDialog>
    </div>
  );
}
