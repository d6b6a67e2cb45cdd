/**
 * The owner's "Promote" dialog on a published item's page (issue 13 item 2): a start date (today or later), a
 * number of days among app info's four choices, the price of a day and the total, a coupon, a payment method.
 * `paid_items/add` answers the promotion with its payment nested: paid at once (a free coupon) says "Successfully
 * paid AD"; otherwise the checkout step takes over (the provider's page, or the bank transfer instructions).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { MONEY_LIMITS, ownerItemActions, wireMoney, type PaymentProviderName } from '@wheeldeal/contract';
import { SparkIcon } from '../icons';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/field';
import { toast } from '../ui/toast';
import type { AppInfo, Item } from '../../lib/api/types';
import { errorMessage } from '../../lib/api/client';
import { useAppInfo } from '../../lib/app-info/use-app-info';
import { checkCoupon, type CouponQuote, type Payment } from '../../lib/payments/api';
import { CheckoutStep } from './checkout-step';
import { CouponField, MethodChoice, RadioCards, TotalSummary } from './payment-options';
import { enabledMethods, newAttemptKey, utcDayText } from '../../lib/payments/methods';
import { dayPriceMinor, formatMoney } from '../../lib/payments/money';
import { addPaidItem } from '../../lib/payments/paid-items';

export function PromoteDialog({ item, open, onOpenChange }: { item: Item; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('payments');
  const appInfo = useAppInfo();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('promote.title')} description={<bdi>{item.title}</bdi>} className="max-w-lg">
      {appInfo.isPending ? null : appInfo.isError ? (
        <Alert tone="error">{errorMessage(appInfo.error)}</Alert>
      ) : (
        <PromoteForm item={item} info={appInfo.data} onDone={() => onOpenChange(false)} />
      )}
    </Dialog>
  );
}

/** App info's day choices, positive and each once, in their order. */
export function dayChoices(info: AppInfo): number[] {
  const c = info.frontend_config_setting;
  const days = [c.promote_first_choice_day, c.promote_second_choice_day, c.promote_third_choice_day, c.promote_fourth_choice_day];
  return days.filter((d, i) => d > 0 && days.indexOf(d) === i);
}

function PromoteForm({ item, info, onDone }: { item: Item; info: AppInfo; onDone: () => void }) {
  const { t } = useTranslation('payments');
  const client = useQueryClient();
  const methods = enabledMethods(info);
  const choices = dayChoices(info);
  // The server's reading of the same settings (promotions.ts): no code configured means USD.
  const currency = (info.currency_short_form || 'USD').toUpperCase();
  const firstDay = utcDayText();
  const lastDay = utcDayText(new Date(), MONEY_LIMITS.promotionStartAheadDays);
  const dayMinor = dayPriceMinor(info.oneday, currency);
  const [startDate, setStartDate] = useState(firstDay);
  const [days, setDays] = useState(choices[0] ?? 0);
  const [method, setMethod] = useState<PaymentProviderName | ''>(methods[0] ?? '');
  const [quote, setQuote] = useState<CouponQuote | null>(null);
  const [attempt, setAttempt] = useState<{ choice: string; key: string } | null>(null);
  const [payment, setPayment] = useState<Payment | null>(null);
  const [dateError, setDateError] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  if (dayMinor === null || choices.length === 0) return <Alert tone="info">{t('promote.unavailable')}</Alert>;
  if (payment) return <CheckoutStep payment={payment} />;
  const totalMinor = dayMinor * days;

  async function submit() {
    if (!method) return;
    // A date input's value is YYYY-MM-DD, so text order is date order.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || startDate < firstDay || startDate > lastDay) {
      setDateError(t('promote.date_invalid'));
      return;
    }
    const choice = `${startDate}|${days}|${method}|${quote?.coupon_code ?? ''}`;
    const current = attempt?.choice === choice ? attempt : { choice, key: newAttemptKey() };
    setAttempt(current);
    setBusy(true);
    setError('');
    try {
      const promotion = await addPaidItem({
        itemId: item.id,
        startDate,
        days,
        amount: wireMoney(totalMinor, currency),
        method,
        coupon: quote?.coupon_code ?? '',
        key: current.key,
      });
      void client.invalidateQueries({ queryKey: ['paid_items/get'] });
      if (promotion.payment?.status === 'succeeded' || promotion.status === 'approved') {
        toast.success(t('promote.paid'));
        onDone();
      } else if (promotion.payment) {
        setPayment(promotion.payment);
      } else {
        setError(t('promote.no_payment'));
      }
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t('promote.start_date')}
        type="date"
        min={firstDay}
        max={lastDay}
        value={startDate}
        onChange={(e) => {
          setStartDate(e.currentTarget.value);
          setDateError('');
        }}
        error={dateError || undefined}
        required
      />
      <RadioCards
        legend={t('promote.days')}
        name="promote-days"
        columns={2}
        value={String(days)}
        onChange={(value) => {
          setDays(Number(value));
          setQuote(null);
        }}
        options={choices.map((d) => ({ value: String(d), label: t('promote.days_choice', { count: d }), description: formatMoney(dayMinor * d, currency) }))}
      />
      <p className="text-sm text-muted">{t('promote.per_day', { price: formatMoney(dayMinor, currency) })}</p>
      <MethodChoice methods={methods} value={method} onChange={setMethod} />
      <CouponField quote={quote} onApply={async (code) => setQuote(await checkCoupon(code, { kind: 'promotion', days }))} onClear={() => setQuote(null)} />
      <TotalSummary priceMinor={totalMinor} currency={currency} quote={quote} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button size="lg" onClick={() => void submit()} loading={busy} disabled={!method}>
        {t('promote.submit')}
      </Button>
    </div>
  );
}

/**
 * The item page's "Promote" button for the owner of a published, unsold listing, with its dialog. Its words wait
 * for the payments bundle without suspending the item page.
 */
export function PromoteAction({ item }: { item: Item }) {
  const { t, ready } = useTranslation('payments', { useSuspense: false });
  const [open, setOpen] = useState(false);
  if (!ready || !ownerItemActions({ status: item.status, isSoldOut: item.is_sold_out }).promote) return null;
  return (
    <>
      <Button variant="accent" size="lg" className="w-full" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <SparkIcon size={18} />
        {t('promote.action')}
      </Button>
      <PromoteDialog item={item} open={open} onOpenChange={setOpen} />
    </>
  );
}
