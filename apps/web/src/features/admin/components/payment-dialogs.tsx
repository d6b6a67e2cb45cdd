/**
 * The admin's acts on one payment, each behind a confirmation that says what will happen: approving an offline
 * payment (the buyer gets what they bought at once), rejecting it (nothing is granted), and refunding a completed
 * one, in part or all that is left (a full refund takes back what it bought). A note goes with each.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMinor, toMinor } from '@wheeldeal/contract';
import { errorMessage } from '../../../lib/api/client';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { decidePayment, moneyKeys, refundPayment, type AdminPayment } from '../api/money';
import { formatAmount, formatMinorAmount } from '../lib/money';

export type PaymentAct = 'approve' | 'reject' | 'refund';

/** What is left to refund of a payment, in minor units (its total minus what was refunded already). */
export function refundableMinor(p: AdminPayment['payment']): number {
  return p.total_minor - (toMinor(p.refunded, p.currency) ?? 0);
}

/** The refund's amount in minor units, or null when the text is not an amount of the currency within what is left. */
export function refundAmountMinor(text: string, p: AdminPayment['payment']): number | null {
  const left = refundableMinor(p);
  if (text.trim() === '') return left;
  const minor = toMinor(text.trim(), p.currency);
  return minor !== null && minor > 0 && minor <= left ? minor : null;
}

export function PaymentDialogs({ target, act, onClose }: { target: AdminPayment | null; act: PaymentAct | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = target !== null && act !== null;

  useEffect(() => {
    if (open) {
      setNote('');
      setAmount('');
      setError(null);
    }
  }, [open, target?.payment.id, act]);

  if (!target || !act) return <ConfirmDialog open={false} onOpenChange={onClose} title="" confirmLabel="" onConfirm={onClose} />;
  const p = target.payment;
  const buyer = target.user?.user_name || target.user_email || t('money.payments.gone_user');
  const total = formatAmount(p.total, p.currency);
  const refundMinor = act === 'refund' ? refundAmountMinor(amount, p) : null;

  async function run() {
    if (act === 'refund' && refundMinor === null) {
      setError(t('money.errors.refund', { left: formatMinorAmount(refundableMinor(p), p.currency) }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (act === 'refund') await refundPayment(p.id, amount.trim() === '' ? '' : formatMinor(refundMinor!, p.currency), note.trim());
      else await decidePayment(p.id, act!, note.trim());
      void client.invalidateQueries({ queryKey: moneyKeys.all });
      toast.success(t(`money.payments.done.${act}`, { buyer }));
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  const titles: Record<PaymentAct, string> = {
    approve: t('money.payments.approve_title'),
    reject: t('money.payments.reject_title'),
    refund: t('money.payments.refund_title'),
  };
  const descriptions: Record<PaymentAct, string> = {
    approve: t('money.payments.approve_description', { buyer, total, what: p.description }),
    reject: t('money.payments.reject_description', { buyer, total, what: p.description }),
    refund: t('money.payments.refund_description', { buyer, left: formatMinorAmount(refundableMinor(p), p.currency), what: p.description }),
  };
  const confirm =
    act === 'refund'
      ? t('money.payments.refund_confirm', { amount: refundMinor === null ? '…' : formatMinorAmount(refundMinor, p.currency) })
      : t(`money.payments.${act}`);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={titles[act]}
      description={descriptions[act]}
      confirmLabel={confirm}
      danger={act !== 'approve'}
      busy={busy}
      error={error}
      onConfirm={() => void run()}
    >
      {act === 'refund' && (
        <TextField
          label={t('money.payments.refund_amount', { currency: p.currency })}
          hint={t('money.payments.refund_amount_hint')}
          inputMode="decimal"
          dir="ltr"
          placeholder={formatMinor(refundableMinor(p), p.currency)}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      )}
      <TextAreaField
        label={t('money.payments.note')}
        hint={t('money.payments.note_hint')}
        maxLength={1000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        className="min-h-20"
      />
    </ConfirmDialog>
  );
}
