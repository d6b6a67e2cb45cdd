/**
 * The offer bar: the standing price, and exactly the buttons of the header's `allowed_actions` (the contract's deal
 * graph decided them for this reader). Offer and counter open the price dialog; every other step asks first.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatDirection, DealRole } from '@wheeldeal/contract';
import { TagIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { formatAmount } from '../../../components/ui/price-tag';
import { errorMessage } from '../../../lib/api/client';
import type { ChatHeader } from '../../../lib/queries/chat';
import { useDealStep } from '../hooks/use-deal-step';
import { checkOfferPrice, needsConfirmation, offerBarButtons, type OfferBarButton } from '../lib/offer';

const variants: Record<OfferBarButton, ButtonVariant> = {
  accept: 'primary',
  counter: 'outline',
  reject: 'outline',
  offer: 'accent',
  withdraw: 'outline',
  confirm_bought: 'primary',
  mark_sold: 'primary',
};

export function OfferBar({
  header,
  role,
  currency,
  openOffer,
  onOfferOpened,
}: {
  header: ChatHeader;
  role: DealRole;
  currency: string;
  /** Open the offer dialog once (the item page's "Make offer"). */
  openOffer?: boolean;
  onOfferOpened?: () => void;
}) {
  const { t } = useTranslation('chat');
  const direction: ChatDirection = role === 'seller' ? 'to_buyer' : 'to_seller';
  const step = useDealStep(header, direction);
  const buttons = offerBarButtons(header.allowed_actions);
  const [priceFor, setPriceFor] = useState<'offer' | 'counter' | null>(null);
  const [confirming, setConfirming] = useState<OfferBarButton | null>(null);
  const price = formatAmount(header.nego_price, currency);

  const canOffer = buttons.includes('offer');
  useEffect(() => {
    if (!openOffer) return;
    if (canOffer) setPriceFor('offer');
    onOfferOpened?.();
  }, [openOffer, canOffer, onOfferOpened]);

  const standing = standingText(header, role, price, t);
  if (buttons.length === 0 && !standing) return null;

  const press = (action: OfferBarButton) => {
    step.reset();
    if (action === 'offer' || action === 'counter') setPriceFor(action);
    else if (needsConfirmation(action)) setConfirming(action);
  };

  return (
    <section aria-label={t('offer.bar')} className="flex flex-wrap items-center gap-2 border-b border-line bg-surface px-4 py-2.5">
      {standing && (
        <p className="me-auto flex items-center gap-2 text-sm text-fg">
          <span className="text-primary">
            <TagIcon size={16} />
          </span>
          {standing}
        </p>
      )}
      <div className="ms-auto flex flex-wrap gap-2">
        {buttons.map((action) => (
          <Button key={action} size="sm" variant={variants[action]} onClick={() => press(action)}>
            {t(`offer.actions.${action}`)}
          </Button>
        ))}
      </div>
      <PriceDialog
        kind={priceFor}
        currency={currency}
        busy={step.isPending}
        error={step.isError ? errorMessage(step.error) : null}
        onClose={() => setPriceFor(null)}
        onSubmit={(amount) => {
          if (!priceFor) return;
          step.mutate({ action: priceFor, amount }, { onSuccess: () => setPriceFor(null) });
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? t(`offer.confirm.${confirming}.title`) : ''}
        description={confirming ? t(`offer.confirm.${confirming}.text`, { amount: price }) : undefined}
        confirmLabel={confirming ? t(`offer.actions.${confirming}`) : ''}
        danger={confirming === 'reject' || confirming === 'withdraw'}
        busy={step.isPending}
        error={step.isError ? errorMessage(step.error) : null}
        onConfirm={() => confirming && step.mutate({ action: confirming }, { onSuccess: () => setConfirming(null) })}
      />
    </section>
  );
}

function standingText(header: ChatHeader, role: DealRole, price: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  switch (header.deal_state) {
    case 'offered':
      return role === 'buyer' ? t('offer.standing.yours', { amount: price }) : t('offer.standing.buyer', { amount: price });
    case 'countered':
      return role === 'seller' ? t('offer.standing.yours', { amount: price }) : t('offer.standing.seller', { amount: price });
    case 'accepted':
      return role === 'buyer' ? t('offer.standing.accepted_buyer', { amount: price }) : t('offer.standing.accepted_seller', { amount: price });
    case 'bought':
      return role === 'seller' ? t('offer.standing.bought_seller', { amount: price }) : t('offer.standing.bought_buyer', { amount: price });
    case 'sold':
      return t('offer.standing.sold', { amount: price });
    default:
      return '';
  }
}

/** Make or counter an offer: a price, checked as the server checks it. */
export function PriceDialog({
  kind,
  currency,
  busy,
  error,
  onClose,
  onSubmit,
}: {
  kind: 'offer' | 'counter' | null;
  currency: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (amount: number) => void;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const open = kind !== null;
  useEffect(() => {
    if (open) {
      setText('');
      setProblem(null);
    }
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkOfferPrice(text);
    if (!check.ok) {
      setProblem(t(`offer.price_errors.${check.error}`));
      return;
    }
    setProblem(null);
    onSubmit(check.amount);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onClose()}
      title={kind === 'counter' ? t('offer.dialog.counter_title') : t('offer.dialog.offer_title')}
      description={t('offer.dialog.text')}
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label={currency ? t('offer.dialog.price_with_currency', { currency }) : t('offer.dialog.price')}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={problem ?? undefined}
          required
          autoFocus
        />
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('offer.dialog.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {kind === 'counter' ? t('offer.actions.counter') : t('offer.dialog.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
