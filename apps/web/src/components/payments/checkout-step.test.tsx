/**
 * The checkout step for the providers whose own browser script takes the card. Their scripts are the providers'
 * (js.stripe.com, checkout.razorpay.com); here a stand-in of each documented browser API records what our page
 * asks of it, and the test checks what comes back to our return page.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { wirePayment } from '@wheeldeal/contract';
import { i18next } from '../../lib/i18n/i18n';
import type { RazorpayOptions } from '../../lib/payments/provider-scripts';
import { wirePaymentFixture } from '../../test/wire-payments';
import { CheckoutStep } from './checkout-step';

beforeAll(async () => {
  await i18next.loadNamespaces(['payments']);
});

afterEach(() => {
  cleanup();
  delete window.Stripe;
  delete window.Razorpay;
});

function renderStep(values: Record<string, unknown>) {
  const payment = wirePayment.parse(wirePaymentFixture('pay1', { total: '12.5', total_minor: '1250', ...values }));
  const router = createMemoryRouter(
    [
      { path: '/limit-ads', element: <CheckoutStep payment={payment} /> },
      { path: '/payment-return', element: <p>return page</p> },
    ],
    { initialEntries: ['/limit-ads'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('checkout step', () => {
  it('opens Razorpay Checkout on its order and brings its proof to the return page', async () => {
    const opened: RazorpayOptions[] = [];
    window.Razorpay = class {
      constructor(readonly options: RazorpayOptions) {
        opened.push(options);
      }
      open() {}
    };
    const router = renderStep({ provider: 'razorpay', provider_ref: 'order_9A33XWu170gUtm', public_key: 'rzp_test_123' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay $12.50' }));

    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ key: 'rzp_test_123', order_id: 'order_9A33XWu170gUtm', amount: 1250, currency: 'USD' });
    opened[0]!.handler({ razorpay_payment_id: 'pay_29QQoUBi66xm2f', razorpay_order_id: 'order_9A33XWu170gUtm', razorpay_signature: 'sig' });
    await screen.findByText('return page');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      payment_id: 'pay1',
      razorpay_payment_id: 'pay_29QQoUBi66xm2f',
      razorpay_order_id: 'order_9A33XWu170gUtm',
      razorpay_signature: 'sig',
    });
  });

  it('a closed Razorpay window cancels the payment', async () => {
    let dismiss = () => {};
    window.Razorpay = class {
      constructor(options: RazorpayOptions) {
        dismiss = options.modal!.ondismiss!;
      }
      open() {}
    };
    const router = renderStep({ provider: 'razorpay', provider_ref: 'order_1', public_key: 'rzp_test_123' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay $12.50' }));
    dismiss();
    await screen.findByText('return page');
    expect(router.state.location.search).toBe('?payment_id=pay1&canceled=1');
  });

  it('mounts Stripe’s Payment Element with the client secret and confirms back to our return page', async () => {
    const asked: { key?: string; secret?: string; mounted?: boolean; returnUrl?: string } = {};
    window.Stripe = (key) => {
      asked.key = key;
      return {
        elements: ({ clientSecret }) => {
          asked.secret = clientSecret;
          return { create: () => ({ mount: () => void (asked.mounted = true), destroy: () => {} }) };
        },
        confirmPayment: async ({ confirmParams }) => {
          asked.returnUrl = confirmParams.return_url;
          return { error: { message: 'Your card was declined.' } };
        },
      };
    };
    renderStep({ provider: 'stripe', client_secret: 'pi_123_secret_456', public_key: 'pk_test_abc' });
    const pay = screen.getByRole('button', { name: 'Pay $12.50' });
    await expect.poll(() => asked.mounted).toBe(true);
    await userEvent.setup().click(pay);

    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(asked).toMatchObject({ key: 'pk_test_abc', secret: 'pi_123_secret_456', returnUrl: `${window.location.origin}/payment-return?payment_id=pay1` });
  });
});
