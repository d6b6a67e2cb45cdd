/**
 * The bidding of a listing on its page (decision 016): the state, the times, the start price, the highest bid and
 * its bidder, the counts. The owner opens, moves or cancels it; a buyer asks to take part (paying the fee when there
 * is one), waits for the seller, then bids at least the least next bid. Hidden for others when there is none.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { ownerItemActions, type PaymentProviderName } from '@wheeldeal/contract';
import { pathFor } from '../../app/routes';
import { useAuthLinks } from '../../app/redirect';
import { Alert } from '../ui/alert';
import { Avatar } from '../ui/avatar';
import { Button, buttonClasses } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { TextField } from '../ui/field';
import { toast } from '../ui/toast';
import { errorMessage } from '../../lib/api/client';
import { useAppInfo } from '../../lib/app-info/use-app-info';
import { enabledMethods } from '../../lib/payments/methods';
import { MethodChoice } from '../payments/payment-options';
import type { Item } from '../../lib/api/types';
import { useSession } from '../../lib/session/session-store';
import { useAskToBid, useCancelBidding, useItemBidding, usePlaceBid, type Bidding } from '../../lib/queries/bidding';
import { formatMoney } from '../../lib/payments/money';
import { formatWhen } from './bidding-times';
import { MoveStartDialog, OpenBiddingDialog } from './open-bidding-dialog';

export function BiddingPanel({ item }: { item: Item }) {
  const { user } = useSession();
  const owner = item.is_owner || (Boolean(user) && user?.user_id === item.added_user_id);
  const query = useItemBidding(item.id);
  const bidding = query.data ?? null;
  const live = bidding !== null && (bidding.status === 'scheduled' || bidding.status === 'open');
  const canOpen = owner && ownerItemActions({ status: item.status, isSoldOut: item.is_sold_out }).open_bidding && !live;
  if (query.isPending || query.isError || (!bidding && !canOpen)) return null;
  return (
    <section aria-labelledby="bidding-title" data-testid="bidding-panel" className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card">
      {bidding ? <Facts bidding={bidding} /> : <Intro />}
      {owner ? <OwnerActions item={item} bidding={live ? bidding : null} canOpen={canOpen} /> : live && <BuyerActions bidding={bidding} />}
      {bidding && <DealChat item={item} bidding={bidding} viewerId={user?.user_id ?? ''} />}
    </section>
  );
}

/**
 * Once a bidding closed with a winner, the seller and the winner go on in the normal chat (decision 016): the server
 * opened their conversation at the close, so the seller can write first too.
 */
function DealChat({ item, bidding: b, viewerId }: { item: Item; bidding: Bidding; viewerId: string }) {
  const { t } = useTranslation('bidding');
  if (b.status !== 'closed' || !b.winner_user_id || !viewerId || (viewerId !== b.seller_id && viewerId !== b.winner_user_id)) return null;
  const chat = pathFor('chat', {}, { item_id: item.id, buyer_user_id: b.winner_user_id, seller_user_id: b.seller_id });
  return (
    <Link to={chat} className={buttonClasses('primary', 'md', 'w-full')}>
      {t(viewerId === b.seller_id ? 'panel.chat_winner' : 'panel.chat_seller')}
    </Link>
  );
}

function Intro() {
  const { t } = useTranslation('bidding');
  return (
    <div>
      <h2 id="bidding-title" className="text-lg font-bold text-fg">
        {t('panel.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('panel.owner_none')}</p>
    </div>
  );
}

const STATUS_TONE = {
  scheduled: 'bg-surface-2 text-fg',
  open: 'bg-success text-white dark:text-bg',
  closed: 'bg-fg text-bg',
  canceled: 'bg-surface-2 text-muted',
} as const;

function Facts({ bidding: b }: { bidding: Bidding }) {
  const { t } = useTranslation('bidding');
  const amount = (minor: number) => formatMoney(minor, b.currency);
  const when =
    b.status === 'scheduled' ? t('panel.starts', { time: formatWhen(b.start_time) }) : b.status === 'open' ? t('panel.ends', { time: formatWhen(b.end_time) }) : t('panel.ended', { time: formatWhen(b.end_time) });
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="bidding-title" className="text-lg font-bold text-fg">
          {t('panel.title')}
        </h2>
        <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-bold', STATUS_TONE[b.status])} data-testid="bidding-status">
          {t(`panel.status.${b.status}`)}
        </span>
      </div>
      <p className="text-sm text-muted">{when}</p>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted">{t('panel.highest')}</dt>
          <dd className="text-xl font-extrabold text-fg" data-testid="bidding-highest">
            {b.bid_count > 0 ? amount(b.highest_bid_minor) : t('panel.no_bids')}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('panel.start_price')}</dt>
          <dd className="font-semibold text-fg">{amount(b.start_price_minor)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('panel.bid_count')}</dt>
          <dd className="font-semibold text-fg">{b.bid_count}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('panel.bidders')}</dt>
          <dd className="font-semibold text-fg">{b.approved_bidder_count}</dd>
        </div>
      </dl>
      {b.highest_bidder && (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Avatar name={b.highest_bidder.user_name} path={b.highest_bidder.user_profile_photo} size={28} />
          <span>{t(b.status === 'closed' ? 'panel.winner' : 'panel.leader', { name: b.highest_bidder.user_name })}</span>
        </p>
      )}
      {b.bid_fee_minor > 0 && <p className="text-sm text-muted">{t('panel.fee', { amount: amount(b.bid_fee_minor) })}</p>}
    </div>
  );
}

function OwnerActions({ item, bidding, canOpen }: { item: Item; bidding: Bidding | null; canOpen: boolean }) {
  const { t } = useTranslation('bidding');
  const cancel = useCancelBidding();
  const [opening, setOpening] = useState(false);
  const [moving, setMoving] = useState(false);
  const [canceling, setCanceling] = useState(false);
  const currency = item.item_currency?.currency_short_form ?? '';
  return (
    <div className="flex flex-col gap-2">
      {canOpen && (
        <Button onClick={() => setOpening(true)} aria-haspopup="dialog">
          {t('panel.open')}
        </Button>
      )}
      {bidding && (
        <>
          <Link to={pathFor('biddings')} className={buttonClasses('primary', 'md', 'w-full')}>
            {t('panel.manage')}
          </Link>
          <div className="flex flex-wrap gap-2">
            {bidding.status === 'scheduled' && (
              <Button variant="outline" size="sm" onClick={() => setMoving(true)} aria-haspopup="dialog">
                {t('panel.move_start')}
              </Button>
            )}
            {bidding.bid_count === 0 && (
              <Button variant="ghost" size="sm" onClick={() => setCanceling(true)} aria-haspopup="dialog">
                {t('panel.cancel')}
              </Button>
            )}
          </div>
          {moving && <MoveStartDialog open={moving} onOpenChange={setMoving} bidding={bidding} />}
          <ConfirmDialog
            open={canceling}
            onOpenChange={(open) => {
              setCanceling(open);
              if (!open) cancel.reset();
            }}
            title={t('panel.cancel_title')}
            description={t('panel.cancel_text')}
            confirmLabel={t('panel.cancel')}
            danger
            busy={cancel.isPending}
            error={cancel.isError ? errorMessage(cancel.error) : null}
            onConfirm={() =>
              void cancel.mutateAsync(bidding.id).then(
                () => {
                  toast.success(t('panel.canceled_done'));
                  setCanceling(false);
                },
                () => undefined,
              )
            }
          />
        </>
      )}
      {opening && <OpenBiddingDialog open={opening} onOpenChange={setOpening} itemId={item.id} currency={currency} />}
    </div>
  );
}

function BuyerActions({ bidding: b }: { bidding: Bidding }) {
  const { t } = useTranslation('bidding');
  const { user } = useSession();
  const links = useAuthLinks();
  if (!user) {
    return (
      <Link to={links.login} className={buttonClasses('primary', 'md', 'w-full')}>
        {t('panel.login')}
      </Link>
    );
  }
  switch (b.my_status) {
    case '':
    case 'unpaid':
      return <AskToBid bidding={b} />;
    case 'pending':
      return <Alert tone="info">{t('panel.requested')}</Alert>;
    case 'rejected':
      return <Alert tone="info">{t('panel.rejected')}</Alert>;
    default:
      return b.status === 'open' ? <PlaceBid bidding={b} /> : <Alert tone="success">{t('panel.approved_waiting', { time: formatWhen(b.start_time) })}</Alert>;
  }
}

function AskToBid({ bidding: b }: { bidding: Bidding }) {
  const { t } = useTranslation('bidding');
  const ask = useAskToBid();
  const methods = enabledMethods(useAppInfo().data);
  const [chosen, setMethod] = useState<PaymentProviderName | ''>('');
  const method = chosen || methods[0] || '';
  const fee = b.bid_fee_minor > 0;
  const submit = async () => {
    const request = await ask.mutateAsync({ biddingId: b.id, paymentMethod: fee ? method : '' });
    if (request.redirect_url) {
      window.location.assign(request.redirect_url);
      return;
    }
    toast.success(t(request.status === 'unpaid' ? 'panel.unpaid' : 'panel.requested'));
  };
  return (
    <div className="flex flex-col gap-3">
      {b.my_status === 'unpaid' && <Alert tone="info">{t('panel.unpaid')}</Alert>}
      {fee && <MethodChoice methods={methods} value={method} onChange={setMethod} />}
      {ask.isError && <Alert tone="error">{errorMessage(ask.error)}</Alert>}
      <Button loading={ask.isPending} disabled={fee && !method} onClick={() => void submit().catch(() => undefined)}>
        {fee ? t('panel.request_fee', { amount: formatMoney(b.bid_fee_minor, b.currency) }) : t('panel.request')}
      </Button>
    </div>
  );
}

function PlaceBid({ bidding: b }: { bidding: Bidding }) {
  const { t } = useTranslation('bidding');
  const { user } = useSession();
  const place = usePlaceBid();
  const [amount, setAmount] = useState('');
  const leading = b.highest_bidder?.user_id === user?.user_id;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await place.mutateAsync({ biddingId: b.id, amount: amount.trim() });
    setAmount('');
    toast.success(t('panel.placed'));
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e).catch(() => undefined)}>
      {leading && <Alert tone="success">{t('panel.you_lead')}</Alert>}
      <TextField
        label={t('panel.amount', { currency: b.currency })}
        hint={t('panel.min_next', { amount: formatMoney(b.next_min_bid_minor, b.currency) })}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        required
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      {place.isError && <Alert tone="error">{errorMessage(place.error)}</Alert>}
      <Button type="submit" loading={place.isPending}>
        {t('panel.place')}
      </Button>
    </form>
  );
}
