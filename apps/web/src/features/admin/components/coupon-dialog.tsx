/**
 * Create or edit a coupon: a percentage (1–100) or a fixed amount in one currency, for packages, promotions or
 * both, a validity window given as first and last valid day (UTC), and caps overall and per buyer (0: none).
 * Codes are upper case; the server keeps them unique and says so (409) when one is taken.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isCurrencyCode, toMinor } from '@wheeldeal/contract';
import { errorMessage } from '../../../lib/api/client';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { SwitchField } from '../../../components/ui/switch-field';
import { toast } from '../../../components/ui/toast';
import { moneyKeys, saveCoupon, type AdminCoupon, type CouponDraft } from '../api/money';
import { lastValidDay, utcDay } from '../lib/money';

function draftOf(c: AdminCoupon | null, currency: string): CouponDraft {
  return {
    id: c?.id ?? '',
    code: c?.code ?? '',
    kind: c?.kind ?? 'percent',
    percent: c && c.kind === 'percent' ? String(c.percent) : '10',
    amount: c?.amount ?? '',
    currency: c?.currency || currency,
    applies_to: c?.applies_to ?? 'all',
    starts_at: c?.starts_at ? utcDay(c.starts_at) : '',
    ends_at: lastValidDay(c?.ends_at ?? null),
    max_uses: c ? String(c.max_uses) : '0',
    max_uses_per_user: c ? String(c.max_uses_per_user) : '1',
    status: c && c.status === 0 ? '0' : '1',
  };
}

type Errors = Partial<Record<keyof CouponDraft, string>>;

/** The form's own checks (message keys of the admin namespace), the server's rules before it is asked. */
export function couponErrors(d: CouponDraft): Errors {
  const e: Errors = {};
  if (!/^[A-Za-z0-9_-]{3,32}$/.test(d.code.trim())) e.code = 'money.errors.code';
  if (d.kind === 'percent') {
    const n = Number(d.percent);
    if (!/^\d{1,3}$/.test(d.percent.trim()) || n < 1 || n > 100) e.percent = 'money.errors.percent';
  } else if (!isCurrencyCode(d.currency.trim().toUpperCase())) e.currency = 'money.errors.currency';
  else {
    const minor = toMinor(d.amount.trim(), d.currency.trim().toUpperCase());
    if (minor === null || minor <= 0) e.amount = 'money.errors.price';
  }
  if (d.starts_at && d.ends_at && d.starts_at > d.ends_at) e.ends_at = 'money.errors.window';
  if (!/^\d{1,7}$/.test(d.max_uses.trim())) e.max_uses = 'money.errors.whole';
  if (!/^\d{1,5}$/.test(d.max_uses_per_user.trim())) e.max_uses_per_user = 'money.errors.whole';
  return e;
}

export function CouponDialog({
  open,
  coupon,
  defaultCurrency,
  onClose,
}: {
  open: boolean;
  coupon: AdminCoupon | null;
  defaultCurrency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const [draft, setDraft] = useState<CouponDraft>(() => draftOf(coupon, defaultCurrency));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setDraft(draftOf(coupon, defaultCurrency));
      setErrors({});
      setFailure(null);
    }
  }, [open, coupon, defaultCurrency]);

  const set =
    <K extends keyof CouponDraft>(key: K) =>
    (value: CouponDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const err = (key: keyof CouponDraft) => (errors[key] ? t(errors[key]!, { currency: draft.currency.toUpperCase() }) : undefined);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = couponErrors(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    try {
      const fixed = draft.kind === 'fixed';
      await saveCoupon({
        ...draft,
        code: draft.code.trim().toUpperCase(),
        percent: fixed ? '0' : draft.percent.trim(),
        amount: fixed ? draft.amount.trim() : '',
        currency: fixed ? draft.currency.trim().toUpperCase() : '',
      });
      void client.invalidateQueries({ queryKey: moneyKeys.coupons });
      toast.success(t(draft.id ? 'money.coupons.saved' : 'money.coupons.created'));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()} title={t(coupon ? 'money.coupons.edit_title' : 'money.coupons.new_title')}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <TextField
          label={t('money.coupons.code')}
          required
          dir="ltr"
          maxLength={32}
          value={draft.code}
          onChange={(e) => set('code')(e.target.value.toUpperCase())}
          error={err('code')}
          hint={t('money.coupons.code_hint')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('money.coupons.kind')}
            value={draft.kind}
            onChange={(e) => set('kind')(e.target.value as CouponDraft['kind'])}
            options={[
              { value: 'percent', label: t('money.coupons.kinds.percent') },
              { value: 'fixed', label: t('money.coupons.kinds.fixed') },
            ]}
          />
          <SelectField
            label={t('money.coupons.applies_to')}
            value={draft.applies_to}
            onChange={(e) => set('applies_to')(e.target.value as CouponDraft['applies_to'])}
            options={(['all', 'package', 'promotion'] as const).map((v) => ({ value: v, label: t(`money.coupons.applies.${v}`) }))}
          />
        </div>
        {draft.kind === 'percent' ? (
          <TextField
            label={t('money.coupons.percent')}
            required
            inputMode="numeric"
            value={draft.percent}
            onChange={(e) => set('percent')(e.target.value)}
            error={err('percent')}
          />
        ) : (
          <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <TextField
              label={t('money.coupons.amount')}
              required
              inputMode="decimal"
              dir="ltr"
              value={draft.amount}
              onChange={(e) => set('amount')(e.target.value)}
              error={err('amount')}
            />
            <TextField
              label={t('money.currency')}
              required
              dir="ltr"
              maxLength={3}
              value={draft.currency}
              onChange={(e) => set('currency')(e.target.value.toUpperCase())}
              error={err('currency')}
            />
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={t('money.coupons.starts')}
            value={draft.starts_at}
            onChange={(e) => set('starts_at')(e.target.value)}
            error={err('starts_at')}
          />
          <TextField
            type="date"
            label={t('money.coupons.ends')}
            hint={t('money.coupons.ends_hint')}
            value={draft.ends_at}
            onChange={(e) => set('ends_at')(e.target.value)}
            error={err('ends_at')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('money.coupons.max_uses')}
            hint={t('money.coupons.zero_no_cap')}
            inputMode="numeric"
            value={draft.max_uses}
            onChange={(e) => set('max_uses')(e.target.value)}
            error={err('max_uses')}
          />
          <TextField
            label={t('money.coupons.per_user')}
            hint={t('money.coupons.zero_no_cap')}
            inputMode="numeric"
            value={draft.max_uses_per_user}
            onChange={(e) => set('max_uses_per_user')(e.target.value)}
            error={err('max_uses_per_user')}
          />
        </div>
        <SwitchField label={t('money.coupons.on')} checked={draft.status === '1'} onCheckedChange={(on) => set('status')(on ? '1' : '0')} />
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('money.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('money.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
