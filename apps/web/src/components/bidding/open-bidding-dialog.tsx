/**
 * The seller's form to open bidding on their listing (start, end, start price, step, optional fee), and the same
 * dialog reduced to the start time to move a bidding that has not started. The server holds every rule and answers
 * a refusal in the user's language, shown in the dialog.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/field';
import { toast } from '../ui/toast';
import { errorMessage } from '../../lib/api/client';
import { useMoveStart, useOpenBidding, type Bidding } from '../../lib/queries/bidding';
import { localInputToWire, toLocalInput } from './bidding-times';

const HOUR = 3_600_000;

export function OpenBiddingDialog({ open, onOpenChange, itemId, currency }: { open: boolean; onOpenChange: (open: boolean) => void; itemId: string; currency: string }) {
  const { t } = useTranslation('bidding');
  const openBidding = useOpenBidding();
  const [form, setForm] = useState(() => ({ start: toLocalInput(new Date(Date.now() + HOUR)), end: toLocalInput(new Date(Date.now() + 7 * 24 * HOUR)), startPrice: '', minStep: '', fee: '' }));
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) openBidding.reset();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await openBidding.mutateAsync({
      itemId,
      startTime: localInputToWire(form.start),
      endTime: localInputToWire(form.end),
      startPrice: form.startPrice.trim(),
      minStep: form.minStep.trim(),
      bidFee: form.fee.trim(),
    });
    toast.success(t('form.done'));
    close(false);
  };
  const money = { inputMode: 'decimal' as const, dir: 'ltr' as const, autoComplete: 'off' };
  return (
    <Dialog open={open} onOpenChange={close} title={t('form.title')} description={t('form.description')}>
      <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e).catch(() => undefined)}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('form.start')} type="datetime-local" required value={form.start} onChange={set('start')} />
          <TextField label={t('form.end')} type="datetime-local" required value={form.end} onChange={set('end')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('form.start_price', { currency })} required value={form.startPrice} onChange={set('startPrice')} {...money} />
          <TextField label={t('form.min_step', { currency })} required value={form.minStep} onChange={set('minStep')} {...money} />
        </div>
        <TextField label={t('form.fee', { currency })} hint={t('form.fee_hint')} value={form.fee} onChange={set('fee')} {...money} />
        {openBidding.isError && <Alert tone="error">{errorMessage(openBidding.error)}</Alert>}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => close(false)}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={openBidding.isPending}>
            {t('form.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function MoveStartDialog({ open, onOpenChange, bidding }: { open: boolean; onOpenChange: (open: boolean) => void; bidding: Bidding }) {
  const { t } = useTranslation('bidding');
  const move = useMoveStart();
  const [start, setStart] = useState(() => toLocalInput(bidding.start_time));
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) move.reset();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await move.mutateAsync({ biddingId: bidding.id, startTime: localInputToWire(start) });
    toast.success(t('form.moved'));
    close(false);
  };
  return (
    <Dialog open={open} onOpenChange={close} title={t('form.move_title')}>
      <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e).catch(() => undefined)}>
        <TextField label={t('form.start')} type="datetime-local" required value={start} onChange={(e) => setStart(e.target.value)} />
        {move.isError && <Alert tone="error">{errorMessage(move.error)}</Alert>}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => close(false)}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={move.isPending}>
            {t('form.move_submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
