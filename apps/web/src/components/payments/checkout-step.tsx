/**
 * What happens once a payment is started (for a package or a promotion): the buyer goes to pay where the provider
 * takes the card — the sandbox's own page, PayPal or Paystack by redirect, Stripe's Payment Element or Razorpay's
 * Checkout in this page (their scripts loaded only now) — or, for a bank transfer, reads the instructions and waits
 * for an admin. Card data never passes through our code.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../app/routes';
import { ClockIcon } from '../icons';
import { Alert } from '../ui/alert';
import { Button, buttonClasses } from '../ui/button';
import { LoadingBlock } from '../ui/spinner';
import { errorMessage } from '../../lib/api/client';
import { useOfflineInstructions, type Payment } from '../../lib/payments/api';
import { formatMoney } from '../../lib/payments/money';
import { loadStripe, openRazorpay, type StripeClient, type StripeElement, type StripeElements } from '../../lib/payments/provider-scripts';
import { inAppPath, returnPath } from '../../lib/payments/return-path';

export function CheckoutStep({ payment }: { payment: Payment }) {
  if (payment.provider === 'offline') return <OfflineInstructions payment={payment} />;
  if (payment.status !== 'created') return <GoToReturn payment={payment} />;
  if (payment.provider === 'stripe') return <StripeCheckout payment={payment} />;
  if (payment.provider === 'razorpay') return <RazorpayCheckout payment={payment} />;
  return <Redirect payment={payment} />;
}

/** A settled payment (a coupon made it free, or it was paid already): its result page tells what happened. */
function GoToReturn({ payment }: { payment: Payment }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(returnPath(payment.id));
  }, [navigate, payment.id]);
  return <Waiting />;
}

function Waiting() {
  const { t } = useTranslation('payments');
  return <LoadingBlock label={t('checkout.redirecting')} />;
}

/** The sandbox card page (ours) inside the app; PayPal's and Paystack's pages by a full redirect. */
function Redirect({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const url = payment.redirect_url;
  useEffect(() => {
    if (!url) return;
    const local = inAppPath(url);
    if (local) void navigate(local);
    else window.location.assign(url);
  }, [navigate, url]);
  return url ? <Waiting /> : <Alert tone="error">{t('checkout.no_redirect')}</Alert>;
}

function OfflineInstructions({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payments');
  const info = useOfflineInstructions();
  return (
    <div className="flex flex-col gap-4" data-testid="offline-instructions">
      <div className="flex items-start gap-3 rounded-2xl border border-line bg-surface-2/60 p-4">
        <ClockIcon size={22} className="mt-0.5 shrink-0 text-accent" />
        <div>
          <p className="font-semibold text-fg">{t('offline.waiting_title')}</p>
          <p className="text-sm text-muted">
            {t('offline.waiting_text', { total: formatMoney(payment.total_minor, payment.currency), reference: payment.id })}
          </p>
        </div>
      </div>
      {info.isPending ? (
        <LoadingBlock label={t('offline.loading')} />
      ) : info.isError ? (
        <Alert tone="error">{errorMessage(info.error)}</Alert>
      ) : (
        <section aria-labelledby="offline-title" className="rounded-2xl border border-line p-4">
          <h3 id="offline-title" className="font-semibold text-fg" dir="auto">
            {info.data.title || t('offline.title')}
          </h3>
          <p className="mt-1 text-sm whitespace-pre-line text-fg" dir="auto">
            {info.data.description}
          </p>
        </section>
      )}
      <Link to={pathFor('purchase-history')} className={buttonClasses('outline', 'md', 'self-start')}>
        {t('history.link')}
      </Link>
    </div>
  );
}

/** Stripe's Payment Element takes the card in Stripe's frame; confirming redirects back to our return page. */
function StripeCheckout({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payments');
  const target = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ client: StripeClient; elements: StripeElements } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'paying'>('loading');
  const [error, setError] = useState('');

  useEffect(() => {
    let element: StripeElement | null = null;
    let live = true;
    loadStripe(payment.public_key).then(
      (client) => {
        if (!live || !target.current) return;
        const elements = client.elements({ clientSecret: payment.client_secret });
        element = elements.create('payment');
        element.mount(target.current);
        stripe.current = { client, elements };
        setState('ready');
      },
      () => live && setError(t('checkout.script_failed')),
    );
    return () => {
      live = false;
      element?.destroy();
    };
  }, [payment.public_key, payment.client_secret, t]);

  async function pay() {
    if (!stripe.current) return;
    setState('paying');
    setError('');
    const { error: failure } = await stripe.current.client.confirmPayment({
      elements: stripe.current.elements,
      confirmParams: { return_url: window.location.origin + returnPath(payment.id) },
    });
    // Only a failure comes back here; a success has already left for the return page.
    setError(failure?.message ?? t('checkout.card_failed'));
    setState('ready');
  }

  return (
    <div className="flex flex-col gap-4">
      <div ref={target} className="min-h-24" />
      {state === 'loading' && !error && <LoadingBlock label={t('checkout.loading_provider')} />}
      {error && <Alert tone="error">{error}</Alert>}
      <Button onClick={() => void pay()} disabled={state !== 'ready'} loading={state === 'paying'}>
        {t('checkout.pay_total', { total: formatMoney(payment.total_minor, payment.currency) })}
      </Button>
    </div>
  );
}

/** Razorpay Checkout opens over the page; its proof (order, payment, signature) goes to our return page. */
function RazorpayCheckout({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [error, setError] = useState('');

  function open() {
    setError('');
    openRazorpay({
      key: payment.public_key,
      order_id: payment.provider_ref,
      amount: payment.total_minor,
      currency: payment.currency,
      description: payment.description,
      handler: (answer) => void navigate(returnPath(payment.id, { ...answer })),
      modal: { ondismiss: () => void navigate(returnPath(payment.id, { canceled: '1' })) },
    }).catch(() => setError(t('checkout.script_failed')));
  }

  return (
    <div className="flex flex-col gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      <Button onClick={open}>{t('checkout.pay_total', { total: formatMoney(payment.total_minor, payment.currency) })}</Button>
    </div>
  );
}
