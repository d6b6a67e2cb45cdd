/**
 * The transactions screen against wire answers: filters go to the server as the contract names them; an admin
 * approves a pending bank transfer with a note after a confirmation that says what it grants, and refunds part of a
 * completed payment (the amount checked against what is left, by digits, before anything is sent); a moderator
 * reads the same list without any of those buttons.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyWireOf, wirePayment, wireUserBrief } from '@wheeldeal/contract';
import { Toaster } from '../../../components/ui/toast';
import { i18next } from '../../../lib/i18n/i18n';
import { clearSession, startSession } from '../../../lib/session/session-store';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { wireRecordFixture } from '../../../test/wire-item';
import PaymentsScreen from './payments-screen';

beforeAll(async () => {
  await i18next.loadNamespaces(['admin']);
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function payment(id: string, values: Record<string, string>) {
  return {
    payment: wireRecordFixture(wirePayment, {
      id,
      user_id: 'usr_buyer',
      kind: 'package',
      subject_id: 'pkg_gold',
      description: 'Gold package',
      amount: '12.5',
      discount: '0',
      total: '12.5',
      amount_minor: '1250',
      discount_minor: '0',
      total_minor: '1250',
      refunded: '0',
      currency: 'USD',
      provider: 'offline',
      status: 'pending',
      succeeded_at: '',
      added_date: '2026-11-25 09:00:00',
      ...values,
    }),
    user: wireRecordFixture(wireUserBrief, { user_id: 'usr_buyer', user_name: 'Mya Buyer', is_verify_blue_mark: '0', overall_rating: '0', rating_count: '0' }),
    user_email: 'mya@example.com',
  };
}

const renderScreen = (route = '/admin/payments') =>
  renderWithApp(
    <>
      <PaymentsScreen />
      <Toaster />
    </>,
    { route },
  );

describe('payments as an admin', () => {
  it('approves a pending bank transfer with a note, after a confirmation naming buyer, purchase and amount', async () => {
    startSession({ user_id: 'usr_admin', user_name: 'Admin', role_id: '1' });
    let approved = false;
    const api = fakeApi({
      'admin/payments': () => [payment('pay_1', approved ? { status: 'succeeded', decision_note: 'Seen on statement' } : {})],
      'admin/payment_approve': () => {
        approved = true;
        return payment('pay_1', { status: 'succeeded' }).payment;
      },
    });
    renderScreen();
    const user = userEvent.setup();
    const row = (await screen.findByText('Mya Buyer')).closest('tr')!;
    expect(within(row).getByText('Awaiting approval')).toBeTruthy();
    expect(within(row).getByText('$12.50')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this bank transfer?' });
    expect(within(dialog).getByText('Mya Buyer gets Gold package at once for $12.50. Approve only when the money is in the account.')).toBeTruthy();
    expect(api.calls.some((c) => c.route === 'admin/payment_approve')).toBe(false);
    await user.type(within(dialog).getByLabelText('Note'), 'Seen on statement');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Payment approved: Mya Buyer has received the purchase.')).toBeTruthy();
    expect(api.calls.find((c) => c.route === 'admin/payment_approve')!.body).toEqual({ id: 'pay_1', note: 'Seen on statement' });
    const rowNow = () => screen.getByText('Mya Buyer').closest('tr')!;
    await waitFor(() => expect(within(rowNow()).getByText('Paid')).toBeTruthy());
    expect(within(rowNow()).getByText('Seen on statement')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('refunds part of a completed payment: more than is left is refused before anything is sent', async () => {
    startSession({ user_id: 'usr_admin', user_name: 'Admin', role_id: '1' });
    const api = fakeApi({
      'admin/payments': [payment('pay_2', { status: 'succeeded', provider: 'sandbox', refunded: '2.5' })],
      'admin/payment_refund': payment('pay_2', { status: 'succeeded', provider: 'sandbox', refunded: '5' }).payment,
    });
    renderScreen();
    const user = userEvent.setup();
    const row = (await screen.findByText('Mya Buyer')).closest('tr')!;
    expect(within(row).getByText('Refunded $2.50')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    expect(within(dialog).getByText(/Up to \$10\.00 can be refunded to Mya Buyer/)).toBeTruthy();
    const amount = within(dialog).getByLabelText('Amount (USD)');
    await user.type(amount, '10.01');
    await user.click(within(dialog).getByRole('button', { name: 'Refund …' }));
    expect(await within(dialog).findByText('Enter an amount above zero and at most $10.00.')).toBeTruthy();
    expect(api.calls.some((c) => c.route === 'admin/payment_refund')).toBe(false);
    await user.clear(amount);
    await user.type(amount, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $2.50' }));
    expect(await screen.findByText('Refund to Mya Buyer made.')).toBeTruthy();
    expect(api.calls.find((c) => c.route === 'admin/payment_refund')!.body).toEqual({ id: 'pay_2', amount: '2.50', note: '' });
  });

  it('sends the filters from the address and the search box', async () => {
    startSession({ user_id: 'usr_admin', user_name: 'Admin', role_id: '1' });
    const api = fakeApi({ 'admin/payments': [payment('pay_3', {})] });
    renderScreen('/admin/payments?status=pending&provider=offline&from=2026-11-01&to=2026-11-30&kind=bogus');
    await screen.findByText('Mya Buyer');
    expect(api.calls[0]!.body).toEqual({ status: 'pending', provider: 'offline', from: '2026-11-01', to: '2026-11-30', limit: '30', offset: '0' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search by buyer, e-mail, payment id or reference' }), 'mya@example.com');
    await waitFor(() => expect(api.calls.at(-1)!.body).toMatchObject({ q: 'mya@example.com', status: 'pending' }));
  });
});

describe('payments as a moderator', () => {
  it('shows the list without approve, reject or refund', async () => {
    startSession({ user_id: 'usr_mod', user_name: 'Mod', role_id: '2' });
    fakeApi({ 'admin/payments': [payment('pay_4', {}), payment('pay_5', { status: 'succeeded' })] });
    renderScreen();
    expect(await screen.findAllByText('Mya Buyer')).toHaveLength(2);
    for (const name of ['Approve', 'Reject', 'Refund']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('shows a payment whose buyer is gone', async () => {
    startSession({ user_id: 'usr_mod', user_name: 'Mod', role_id: '2' });
    fakeApi({ 'admin/payments': [{ ...payment('pay_6', {}), user: emptyWireOf(wireUserBrief), user_email: '' }] });
    renderScreen();
    expect(await screen.findByText('Deleted account')).toBeTruthy();
  });
});
