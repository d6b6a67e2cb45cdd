/**
 * The promote dialog against wire answers: the day choices and the price of a day from app info, the date rule
 * ("Your selected date is invalid."), what paid_items/add is sent, and its answers (paid at once, or the
 * bank-transfer instructions).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../lib/i18n/i18n';
import { clearSession, startSession } from '../../lib/session/session-store';
import { wireItem } from '@wheeldeal/contract';
import { utcDayText } from '../../lib/payments/methods';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { wireItemFixture } from '../../test/wire-item';
import { wireAppInfoFixture, wirePaidItemFixture, wirePaymentFixture } from '../../test/wire-payments';
import { visibleToasts } from '../ui/toast';
import { PromoteAction } from './promote-dialog';

beforeAll(async () => {
  await i18next.loadNamespaces(['payments']);
});

afterEach(() => {
  // Unmount first: a mounted screen would refetch as a visitor when the session ends.
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const appInfo = wireAppInfoFixture(
  { sandbox_enabled: '1', offline_enabled: '1', oneday: '2.5', currency_short_form: 'USD' },
  { promote_first_choice_day: '7', promote_second_choice_day: '14', promote_third_choice_day: '0', promote_fourth_choice_day: '7' },
);

/** The item as its page has it: the wire decoded by the contract. */
const publishedItem = (values: Record<string, unknown> = {}) =>
  wireItem.parse(wireItemFixture({ id: 'itm1', title: 'Toyota Corolla', status: '1', is_sold_out: '0', ...values }));

describe('promote dialog', () => {
  it('offers the configured days at the price of a day, refuses a past date, and pays at once when the answer is paid', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    const item = publishedItem();
    const api = fakeApi({
      'appinfo/get_delete_history': appInfo,
      'paid_items/add': wirePaidItemFixture('pr1', 'Not yet start', 'Toyota Corolla', {
        payment: wirePaymentFixture('pay9', { kind: 'promotion', status: 'succeeded' }),
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<PromoteAction item={item} />);

    await user.click(await screen.findByRole('button', { name: 'Promote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Promote this listing' });
    const days = within(dialog).getByRole('group', { name: 'How many days' });
    expect(
      within(days)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['7', '14']);
    expect(within(dialog).getByText('$2.50 per day')).toBeTruthy();
    expect(within(dialog).getByTestId('checkout-total').textContent).toBe('$17.50');
    await user.click(within(days).getByLabelText(/14 days/));
    expect(within(dialog).getByTestId('checkout-total').textContent).toBe('$35.00');

    const start = within(dialog).getByLabelText(/Start date/);
    fireEvent.change(start, { target: { value: utcDayText(new Date(), -1) } });
    await user.click(within(dialog).getByRole('button', { name: 'Pay and promote' }));
    expect(within(dialog).getByText('Your selected date is invalid.')).toBeTruthy();
    expect(api.calls.map((c) => c.route)).not.toContain('paid_items/add');

    const tomorrow = utcDayText(new Date(), 1);
    fireEvent.change(start, { target: { value: tomorrow } });
    await user.click(within(dialog).getByRole('button', { name: 'Pay and promote' }));
    await vi.waitFor(() => expect(visibleToasts().map((t) => t.text)).toContain('Successfully paid AD'));
    const [sent] = api.calls.filter((c) => c.route === 'paid_items/add').map((c) => c.body as Record<string, string>);
    expect(sent).toMatchObject({ item_id: 'itm1', start_date: tomorrow, how_many_day: '14', amount: '35', payment_method: 'sandbox', coupon_code: '' });
    expect(sent!.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the bank transfer instructions when the promotion waits for an admin', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    const item = publishedItem();
    fakeApi({
      'appinfo/get_delete_history': appInfo,
      'paid_items/add': wirePaidItemFixture('pr2', 'Waiting For Approval', 'Toyota Corolla', {
        status: 'pending',
        payment: wirePaymentFixture('pay8', { kind: 'promotion', provider: 'offline', status: 'pending', total: '17.5', total_minor: '1750' }),
      }),
      'offline_payments/get_offline_payment': { title: 'Bank transfer', description: 'IBAN DE00 1234', status: '1' },
    });
    const user = userEvent.setup();
    renderWithApp(<PromoteAction item={item} />);
    await user.click(await screen.findByRole('button', { name: 'Promote' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText(/Bank transfer/));
    await user.click(within(dialog).getByRole('button', { name: 'Pay and promote' }));
    const panel = await within(dialog).findByTestId('offline-instructions');
    expect(within(panel).getByText(/Transfer \$17\.50/)).toBeTruthy();
    expect(await within(panel).findByText('IBAN DE00 1234')).toBeTruthy();
  });

  it('is not offered for a sold or unpublished listing', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    const sold = publishedItem({ is_sold_out: '1' });
    const pending = publishedItem({ status: '0' });
    fakeApi({ 'appinfo/get_delete_history': appInfo });
    renderWithApp(
      <>
        <PromoteAction item={sold} />
        <PromoteAction item={pending} />
      </>,
    );
    await i18next.loadNamespaces(['payments']);
    expect(screen.queryByRole('button', { name: 'Promote' })).toBeNull();
  });
});
