/**
 * The buyer's money screens against wire answers: buying a package (methods from app info, coupon quote, one
 * idempotency key per attempt, the sandbox page followed in the app, bank transfer instructions), the sandbox card
 * page, the return page (provider params passed on, polling until settled, failure reasons, cancel) and the
 * purchase history.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../../lib/i18n/i18n';
import { clearSession, startSession } from '../../../lib/session/session-store';
import { fakeApi, wireErrorAnswer } from '../../../test/fake-api';
import { wireUserFixture } from '../../../test/wire-item';
import { wireAppInfoFixture, wirePackageFixture, wirePaymentFixture } from '../../../test/wire-payments';
import LimitAdsScreen from './limit-ads-screen';
import PaymentReturnScreen from './payment-return-screen';
import PurchaseHistoryScreen from './purchase-history-screen';
import SandboxPayScreen from './sandbox-pay-screen';

beforeAll(async () => {
  await i18next.loadNamespaces(['payments']);
});

afterEach(() => {
  // Unmount first: a mounted screen would refetch as a visitor when the session ends.
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

/** The screen at `route`, with the places it may send the buyer to as named stubs. */
function renderAt(path: string, element: ReactNode, route: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/sandbox-pay/:paymentId', element: <p>sandbox card page</p> },
      { path: '/payment-return', element: <p>return page</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [route] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

const packages = [wirePackageFixture('pkg1', 'Starter pack', '5', '3'), wirePackageFixture('pkg2', 'Dealer pack', '12.5', '10', { package_days: '30' })];
const me = (remaining: string) => [wireUserFixture({ user_id: 'seller1', user_name: 'Su Su', role_id: '4', remaining_post: remaining })];
const appInfo = wireAppInfoFixture({ sandbox_enabled: '1', offline_enabled: '1', stripe_enabled: '0' });
const bodyOf = (api: { calls: { route: string; body: unknown }[] }, route: string) =>
  api.calls.filter((c) => c.route === route).map((c) => c.body as Record<string, string>);

describe('/limit-ads', () => {
  it('shows the posts left and the packages, offers only the enabled methods, and quotes a coupon', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    const api = fakeApi({
      'appinfo/get_delete_history': appInfo,
      'users/get': me('0'),
      'packages/get': packages,
      'coupons/check': { coupon_code: 'HALF', kind: 'percent', percent: '50', amount: '12.5', discount: '6.25', total: '6.25', currency: 'USD', ends_at: '' },
    });
    const user = userEvent.setup();
    renderAt('/limit-ads', <LimitAdsScreen />, '/limit-ads');

    expect((await screen.findByTestId('remaining-posts')).textContent).toBe('0');
    expect(screen.getByRole('alert').textContent).toContain('You have no posts left');
    const choices = screen.getByRole('group', { name: 'Choose a package' });
    expect(within(choices).getByText('Starter pack')).toBeTruthy();
    expect(within(choices).getByText('$5.00')).toBeTruthy();
    expect(within(choices).getByText('3 listings')).toBeTruthy();
    expect(within(choices).getByText('10 listings, valid 30 days')).toBeTruthy();
    const methods = screen.getByRole('group', { name: 'Payment method' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['sandbox', 'offline']);
    expect(screen.getByRole('link', { name: /Purchase history/ }).getAttribute('href')).toBe('/purchase-history');

    await user.click(within(choices).getByLabelText(/Dealer pack/));
    expect(screen.getByTestId('checkout-total').textContent).toBe('$12.50');
    await user.type(screen.getByLabelText('Coupon code'), 'HALF');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon HALF applied')).toBeTruthy();
    expect(screen.getByText('-$6.25')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('$6.25');
    expect(bodyOf(api, 'coupons/check')).toEqual([{ coupon_code: 'HALF', kind: 'package', package_id: 'pkg2' }]);
    // Card scripts load only for the provider that needs them.
    expect(document.querySelector('script[src*="stripe"], script[src*="razorpay"]')).toBeNull();
  });

  it('starts one payment per attempt (a retry keeps its key) and follows the sandbox page inside the app', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    let starts = 0;
    const api = fakeApi({
      'appinfo/get_delete_history': appInfo,
      'users/get': me('2'),
      'packages/get': packages,
      'payments/start': () =>
        ++starts === 1
          ? wireErrorAnswer('The payment provider did not answer. Please try again.', 502)
          : wirePaymentFixture('pay1', { redirect_url: 'http://localhost:3000/sandbox-pay/pay1' }),
    });
    const user = userEvent.setup();
    const { router } = renderAt('/limit-ads', <LimitAdsScreen />, '/limit-ads');

    await user.click(await screen.findByRole('button', { name: 'Buy package' }));
    expect(await screen.findByText('The payment provider did not answer. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Buy package' }));
    await screen.findByText('sandbox card page');
    expect(router.state.location.pathname).toBe('/sandbox-pay/pay1');

    const [first, second] = bodyOf(api, 'payments/start');
    expect(first).toMatchObject({ user_id: 'seller1', kind: 'package', package_id: 'pkg1', provider: 'sandbox', coupon_code: '' });
    expect(first!.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.idempotency_key).toBe(first!.idempotency_key);
  });

  it('a new choice is a new attempt with a new key; bank transfer shows the instructions and waits for approval', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    let starts = 0;
    const api = fakeApi({
      'appinfo/get_delete_history': appInfo,
      'users/get': me('2'),
      'packages/get': packages,
      'payments/start': () =>
        ++starts === 1 ? wireErrorAnswer('Busy, try again.', 503) : wirePaymentFixture('pay2', { provider: 'offline', status: 'pending' }),
      'offline_payments/get_offline_payment': { title: 'Bank transfer', description: 'IBAN DE00 1234\nAccount: Wheeldeal Ltd', status: '1' },
    });
    const user = userEvent.setup();
    renderAt('/limit-ads', <LimitAdsScreen />, '/limit-ads');

    await user.click(await screen.findByRole('button', { name: 'Buy package' }));
    await screen.findByText('Busy, try again.');
    await user.click(screen.getByLabelText(/Bank transfer/));
    await user.click(screen.getByRole('button', { name: 'Buy package' }));

    const panel = await screen.findByTestId('offline-instructions');
    expect(within(panel).getByText('Waiting for approval')).toBeTruthy();
    expect(within(panel).getByText(/Transfer \$5\.00 as described below and mention the reference pay2/)).toBeTruthy();
    expect(await within(panel).findByText(/IBAN DE00 1234/)).toBeTruthy();
    const [first, second] = bodyOf(api, 'payments/start');
    expect(second).toMatchObject({ provider: 'offline' });
    expect(second!.idempotency_key).not.toBe(first!.idempotency_key);
  });
});

describe('/sandbox-pay/:paymentId', () => {
  it('is labelled a demo, lists the test cards, and sends the card to the sandbox, then to the return page', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    const api = fakeApi({
      'sandbox/get': {
        payment_id: 'pay1',
        description: 'Starter pack',
        total: '5',
        currency: 'USD',
        status: 'created',
        return_url: '/payment-return?payment_id=pay1',
      },
      'sandbox/pay': wirePaymentFixture('pay1', { status: 'succeeded', card_last4: '4242' }),
    });
    const user = userEvent.setup();
    const { router } = renderAt('/sandbox-pay/:paymentId', <SandboxPayScreen />, '/sandbox-pay/pay1');

    const note = await screen.findByRole('note');
    expect(within(note).getByText('Demo payment page')).toBeTruthy();
    expect(within(note).getByText('4242 4242 4242 4242').nextSibling?.textContent).toBe('payment succeeds');
    expect(within(note).getByText('4000 0000 0000 0002').nextSibling?.textContent).toBe('card declined');
    expect(within(note).getByText('4000 0000 0000 9995').nextSibling?.textContent).toBe('insufficient funds');
    expect(await screen.findByText('Starter pack')).toBeTruthy();

    await user.type(screen.getByLabelText(/Card number/), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText(/Expiry/), '12/34');
    await user.type(screen.getByLabelText(/Security code/), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Su Su');
    await user.click(screen.getByRole('button', { name: 'Pay $5.00' }));

    await screen.findByText('return page');
    expect(router.state.location.search).toBe('?payment_id=pay1');
    expect(bodyOf(api, 'sandbox/pay')).toEqual([{ payment_id: 'pay1', card_number: '4242424242424242', expiry: '12/34', cvc: '123', holder_name: 'Su Su' }]);
  });

  it('shows the sandbox refusing a card that is not a test card, and stays', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    fakeApi({
      'sandbox/get': { payment_id: 'pay1', description: 'Starter pack', total: '5', currency: 'USD', status: 'created', return_url: '' },
      'sandbox/pay': wireErrorAnswer('This demo accepts only its test cards.', 400),
    });
    const user = userEvent.setup();
    const { router } = renderAt('/sandbox-pay/:paymentId', <SandboxPayScreen />, '/sandbox-pay/pay1');
    await user.type(await screen.findByLabelText(/Card number/), '4111 1111 1111 1111');
    await user.type(screen.getByLabelText(/Expiry/), '12/34');
    await user.type(screen.getByLabelText(/Security code/), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $5.00' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This demo accepts only its test cards.');
    expect(router.state.location.pathname).toBe('/sandbox-pay/pay1');
  });
});

describe('/payment-return', () => {
  it('passes the provider’s parameters on once, then asks until the payment is settled', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    let reads = 0;
    const api = fakeApi({
      'payments/return': wirePaymentFixture('pay1', { provider: 'razorpay' }),
      'payments/get': () =>
        wirePaymentFixture('pay1', {
          provider: 'razorpay',
          status: ++reads < 2 ? 'created' : 'succeeded',
          total: '12.5',
          total_minor: '1250',
          description: 'Dealer pack',
        }),
    });
    renderAt(
      '/payment-return',
      <PaymentReturnScreen />,
      '/payment-return?payment_id=pay1&razorpay_payment_id=pay_X&razorpay_order_id=order_Y&razorpay_signature=abc',
    );

    expect(await screen.findByText('Payment successful', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('You paid $12.50 for Dealer pack.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Post a listing/ }).getAttribute('href')).toBe('/item-entry');
    expect(bodyOf(api, 'payments/return')).toEqual([
      { payment_id: 'pay1', params: { razorpay_payment_id: 'pay_X', razorpay_order_id: 'order_Y', razorpay_signature: 'abc' } },
    ]);
    expect(reads).toBeGreaterThanOrEqual(2);
  });

  it('a paid promotion says "Successfully paid AD"', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    const paid = wirePaymentFixture('pay2', { kind: 'promotion', status: 'succeeded', total: '35', total_minor: '3500', description: 'Toyota Corolla' });
    fakeApi({ 'payments/return': paid, 'payments/get': paid });
    renderAt('/payment-return', <PaymentReturnScreen />, '/payment-return?payment_id=pay2');
    expect(await screen.findByText('Successfully paid AD')).toBeTruthy();
    expect(screen.getByText('You paid $35.00 for Toyota Corolla.')).toBeTruthy();
  });

  it('says why a card failed and that nothing changed', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    fakeApi({
      'payments/return': wirePaymentFixture('pay1', { status: 'failed', failure_reason: 'declined' }),
      'payments/get': wirePaymentFixture('pay1', { status: 'failed', failure_reason: 'declined' }),
    });
    renderAt('/payment-return', <PaymentReturnScreen />, '/payment-return?payment_id=pay1');
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(screen.getByText('Reason: card declined')).toBeTruthy();
    expect(screen.getByText('Nothing was charged and nothing changed on your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/limit-ads');
  });

  it('cancels when the buyer came back with canceled=1', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    const api = fakeApi({
      'payments/cancel': wirePaymentFixture('pay1', { status: 'canceled' }),
      'payments/get': wirePaymentFixture('pay1', { status: 'canceled', kind: 'promotion' }),
    });
    renderAt('/payment-return', <PaymentReturnScreen />, '/payment-return?payment_id=pay1&canceled=1');
    expect(await screen.findByText('Payment canceled')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/paid-items');
    expect(api.calls.map((c) => c.route)).not.toContain('payments/return');
    expect(bodyOf(api, 'payments/cancel')).toEqual([{ payment_id: 'pay1' }]);
  });

  it('tells a bank transfer buyer to wait for the admin', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    fakeApi({
      'payments/return': wirePaymentFixture('pay1', { provider: 'offline', status: 'pending' }),
      'payments/get': wirePaymentFixture('pay1', { provider: 'offline', status: 'pending' }),
    });
    renderAt('/payment-return', <PaymentReturnScreen />, '/payment-return?payment_id=pay1');
    expect(await screen.findByText('Waiting for approval')).toBeTruthy();
    expect(screen.getByText('Your purchase of Starter pack ($5.00) will be activated once an admin confirms your transfer.')).toBeTruthy();
  });
});

describe('/purchase-history', () => {
  it('lists every payment with its status, amounts, coupon, refund and failure reason', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    const api = fakeApi({
      'payments/history': [
        wirePaymentFixture('p3', {
          kind: 'promotion',
          description: 'Promotion of Toyota Corolla, 7 days',
          status: 'succeeded',
          amount: '14',
          amount_minor: '1400',
          discount: '1.4',
          discount_minor: '140',
          total: '12.6',
          total_minor: '1260',
          coupon_code: 'TEN',
          card_last4: '4242',
        }),
        wirePaymentFixture('p2', { status: 'refunded', refunded: '5' }),
        wirePaymentFixture('p1', { status: 'failed', failure_reason: 'insufficient_funds' }),
      ],
    });
    renderAt('/purchase-history', <PurchaseHistoryScreen />, '/purchase-history');

    const rows = await screen.findAllByTestId('payment-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Paid')).toBeTruthy();
    expect(within(rows[0]!).getByText('Coupon TEN')).toBeTruthy();
    expect(within(rows[0]!).getByText('-$1.40')).toBeTruthy();
    expect(within(rows[0]!).getByText('$12.60')).toBeTruthy();
    expect(within(rows[0]!).getByText(/•••• 4242/)).toBeTruthy();
    expect(within(rows[1]!).getAllByText('Refunded')).toHaveLength(2);
    expect(within(rows[1]!).getByText('-$5.00')).toBeTruthy();
    expect(within(rows[2]!).getByText('Failed')).toBeTruthy();
    expect(within(rows[2]!).getByText('Reason: insufficient funds')).toBeTruthy();
    expect(bodyOf(api, 'payments/history')).toEqual([{ user_id: 'seller1', limit: '30', offset: '0' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull());
  });
});
