/**
 * /sandbox-pay/:paymentId — the sandbox provider's card page (decision 015), the demo's stand-in for a real
 * provider's checkout and the spec's card entry / card update dialog. It says plainly that it is a demo and takes
 * only the published test cards; the number goes to the sandbox, which keeps the last four digits and the brand.
 * Whatever the card does, the buyer lands on the return page, which reads the outcome from the server.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SANDBOX_TEST_CARDS, toMinor } from '@wheeldeal/contract';
import { ShieldIcon } from '../../../components/icons';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, Skeleton } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api/client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paySandbox, useSandboxCheckout } from '../../../lib/payments/api';
import { formatMoney } from '../../../lib/payments/money';
import { returnPath } from '../../../lib/payments/return-path';

export default function SandboxPayScreen() {
  return (
    <RequireLogin>
      <SandboxPay />
    </RequireLogin>
  );
}

/** The test cards as the page lists them, grouped by four. */
const TEST_CARDS = Object.entries(SANDBOX_TEST_CARDS).map(([number, card]) => ({ number: number.replace(/(\d{4})(?=\d)/g, '$1 '), outcome: card.outcome }));

function SandboxPay() {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('sandbox.title'));
  const { paymentId = '' } = useParams();
  const checkout = useSandboxCheckout(paymentId);

  return (
    <div className="mx-auto flex max-w-lg flex-col gap-5 px-4 py-8 sm:py-12">
      <div role="note" className="flex items-start gap-3 rounded-2xl border-2 border-dashed border-accent bg-accent-soft p-4 text-fg">
        <ShieldIcon size={22} className="mt-0.5 shrink-0 text-accent" />
        <div className="text-sm">
          <p className="font-bold">{t('sandbox.demo_title')}</p>
          <p className="mt-1">{t('sandbox.demo_text')}</p>
          <ul className="mt-2 flex flex-col gap-1">
            {TEST_CARDS.map((card) => (
              <li key={card.number} className="flex flex-wrap gap-x-2">
                <code dir="ltr" className="font-mono font-semibold">
                  {card.number}
                </code>
                <span className="text-muted">{t(`sandbox.outcome_${card.outcome}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <Card className="flex flex-col gap-5 p-6">
        <h1 className="text-xl font-bold text-fg">{t('sandbox.title')}</h1>
        {checkout.isPending ? (
          <Skeleton className="h-48" />
        ) : checkout.isError ? (
          <Alert tone="error">{errorMessage(checkout.error)}</Alert>
        ) : checkout.data.status !== 'created' ? (
          <div className="flex flex-col gap-3">
            <Alert tone="info">{t('sandbox.already')}</Alert>
            <Link to={returnPath(paymentId)} className={buttonClasses('primary', 'md', 'self-start')}>
              {t('sandbox.see_result')}
            </Link>
          </div>
        ) : (
          <CardForm paymentId={paymentId} description={checkout.data.description} total={moneyText(checkout.data.total, checkout.data.currency)} />
        )}
      </Card>
    </div>
  );
}

/** The wire's decimal text of an amount, shown in the currency's format (read by its digits). */
function moneyText(total: string, currency: string): string {
  const minor = toMinor(total, currency);
  return minor === null ? `${total} ${currency}` : formatMoney(minor, currency);
}

function CardForm({ paymentId, description, total }: { paymentId: string; description: string; total: string }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', holder: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const set = (field: keyof typeof card) => (e: { currentTarget: { value: string } }) => setCard({ ...card, [field]: e.currentTarget.value });

  async function pay(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await paySandbox({ paymentId, cardNumber: card.number.replace(/\s+/g, ''), expiry: card.expiry, cvc: card.cvc, holder: card.holder });
      void navigate(returnPath(paymentId));
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void pay(e)} className="flex flex-col gap-4" noValidate>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 rounded-xl bg-surface-2/60 px-4 py-3 text-sm">
        <dt className="text-muted">{t('sandbox.paying_for')}</dt>
        <dd className="text-end font-medium text-fg">
          <bdi>{description}</bdi>
        </dd>
        <dt className="text-muted">{t('summary.total')}</dt>
        <dd className="text-end font-bold text-fg tabular-nums">{total}</dd>
      </dl>
      <TextField
        label={t('sandbox.number')}
        value={card.number}
        onChange={set('number')}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        maxLength={23}
        placeholder="4242 4242 4242 4242"
        required
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('sandbox.expiry')}
          value={card.expiry}
          onChange={set('expiry')}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          maxLength={5}
          placeholder={t('sandbox.expiry_placeholder')}
          required
        />
        <TextField
          label={t('sandbox.cvc')}
          value={card.cvc}
          onChange={set('cvc')}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          maxLength={4}
          placeholder="123"
          required
        />
      </div>
      <TextField label={t('sandbox.holder')} value={card.holder} onChange={set('holder')} autoComplete="off" maxLength={100} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" size="lg" loading={busy}>
        {t('sandbox.pay', { total })}
      </Button>
      <Link to={returnPath(paymentId, { canceled: '1' })} className={buttonClasses('ghost', 'md')}>
        {t('sandbox.cancel')}
      </Link>
    </form>
  );
}
