/**
 * The packages and coupons screens against wire answers: a price is checked by its digits against its currency
 * before it is sent (10.5 yen is refused in the form), what is sent is the contract's body, the server's refusal
 * (a taken coupon code, 409) is shown in the dialog, and deleting says what the server did (deleted, or switched
 * off because it was used). Moderators see the lists without the buttons.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyWireOf, SETTING_GROUPS, wireCoupon, wireCurrency, wirePackage } from '@wheeldeal/contract';
import { Toaster } from '../../../components/ui/toast';
import { i18next } from '../../../lib/i18n/i18n';
import { clearSession, startSession } from '../../../lib/session/session-store';
import { fakeApi, wireErrorAnswer } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { wireRecordFixture } from '../../../test/wire-item';
import CouponsScreen from './coupons-screen';
import PackagesScreen from './packages-screen';

beforeAll(async () => {
  await i18next.loadNamespaces(['admin']);
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const pkg = (id: string, values: Record<string, string>) =>
  wireRecordFixture(wirePackage, {
    id,
    package_id: id,
    title: 'Gold',
    price: '12.5',
    price_minor: '1250',
    currency_code: 'USD',
    currency: emptyWireOf(wireCurrency),
    post_count: '10',
    package_days: '0',
    status: '1',
    added_date: '2026-11-01 00:00:00',
    ...values,
  });

const coupon = (id: string, values: Record<string, string>) =>
  wireRecordFixture(wireCoupon, {
    id,
    code: 'SPRING',
    kind: 'percent',
    percent: '20',
    amount: '',
    currency: '',
    applies_to: 'all',
    starts_at: '2026-12-01 00:00:00',
    ends_at: '2027-01-01 00:00:00',
    max_uses: '100',
    max_uses_per_user: '1',
    used_count: '7',
    status: '1',
    added_date: '2026-11-01 00:00:00',
    ...values,
  });

/** Every settings group (the answer is a closed object); the site currency is the yen. */
const settings = { ...Object.fromEntries(SETTING_GROUPS.map((g) => [g, {}])), payment: { currency_short_form: 'JPY' } };
const render = (ui: React.ReactElement) =>
  renderWithApp(
    <>
      {ui}
      <Toaster />
    </>,
  );

describe('packages', () => {
  it('refuses a price the currency cannot hold, then sends the package as the contract names it', async () => {
    startSession({ user_id: 'usr_admin', user_name: 'Admin', role_id: '1' });
    const api = fakeApi({
      'admin/packages': [pkg('pkg_1', {})],
      'admin/settings_get': settings,
      'admin/package_save': pkg('pkg_2', { title: 'Yen pack', price: '1500', currency_code: 'JPY' }),
    });
    render(<PackagesScreen />);
    const user = userEvent.setup();
    const row = (await screen.findByText('Gold')).closest('tr')!;
    expect(within(row).getByText('$12.50')).toBeTruthy();
    expect(within(row).getByText('No limit')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New package' }));
    const dialog = await screen.findByRole('dialog', { name: 'New package' });
    // The site currency (JPY) is the new package's default.
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Currency/).value).toBe('JPY');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Yen pack');
    await user.type(within(dialog).getByLabelText(/^Price/), '10.5');
    await user.type(within(dialog).getByLabelText(/^Posts/), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an amount above zero with no more decimals than JPY has.')).toBeTruthy();
    expect(api.calls.some((c) => c.route === 'admin/package_save')).toBe(false);
    await user.clear(within(dialog).getByLabelText(/^Price/));
    await user.type(within(dialog).getByLabelText(/^Price/), '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Package created.')).toBeTruthy();
    expect(api.calls.find((c) => c.route === 'admin/package_save')!.body).toEqual({
      id: '',
      title: 'Yen pack',
      price: '1500',
      currency: 'JPY',
      post_count: '5',
      package_days: '0',
      status: '1',
    });
  });

  it('deletes after a confirmation and says what the server did', async () => {
    startSession({ user_id: 'usr_admin', user_name: 'Admin', role_id: '1' });
    const api = fakeApi({
      'admin/packages': [pkg('pkg_1', {})],
      'admin/settings_get': settings,
      'admin/package_delete': { status: 'success', message: 'The package has been bought before, so it was set inactive instead of deleted.' },
    });
    render(<PackagesScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this package?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The package has been bought before, so it was set inactive instead of deleted.')).toBeTruthy();
    expect(api.calls.find((c) => c.route === 'admin/package_delete')!.body).toEqual({ id: 'pkg_1' });
  });

  it('shows a moderator the list without buttons', async () => {
    startSession({ user_id: 'usr_mod', user_name: 'Mod', role_id: '2' });
    fakeApi({ 'admin/packages': [pkg('pkg_1', { status: '0' })], 'admin/settings_get': settings });
    render(<PackagesScreen />);
    expect(await screen.findByText('Inactive')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New package' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Gold' })).toBeNull();
  });
});

describe('coupons', () => {
  it('lists uses against the cap and the window as first and last valid day', async () => {
    startSession({ user_id: 'usr_admin', user_name: 'Admin', role_id: '1' });
    fakeApi({
      'admin/coupons': [
        coupon('cpn_1', {}),
        coupon('cpn_2', {
          code: 'FIVE',
          kind: 'fixed',
          percent: '0',
          amount: '5',
          currency: 'USD',
          starts_at: '',
          ends_at: '',
          max_uses: '0',
          used_count: '3',
        }),
      ],
      'admin/settings_get': settings,
    });
    render(<CouponsScreen />);
    const spring = (await screen.findByText('SPRING')).closest('tr')!;
    expect(within(spring).getByText('20% off')).toBeTruthy();
    expect(within(spring).getByText('7 of 100')).toBeTruthy();
    expect(within(spring).getByText('2026-12-01 – 2026-12-31')).toBeTruthy();
    const five = screen.getByText('FIVE').closest('tr')!;
    expect(within(five).getByText('$5.00')).toBeTruthy();
    expect(within(five).getByText('Always')).toBeTruthy();
  });

  it('checks the form, sends upper-case codes and shows the server refusing a taken code', async () => {
    startSession({ user_id: 'usr_admin', user_name: 'Admin', role_id: '1' });
    const api = fakeApi({
      'admin/coupons': [coupon('cpn_1', {})],
      'admin/settings_get': settings,
      'admin/coupon_save': () => wireErrorAnswer('Another coupon already uses the code SPRING.', 409),
    });
    render(<CouponsScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    await user.type(within(dialog).getByLabelText(/^Code/), 'spring');
    await user.clear(within(dialog).getByLabelText(/^Percent off/));
    await user.type(within(dialog).getByLabelText(/^Percent off/), '101');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole percentage from 1 to 100.')).toBeTruthy();
    expect(api.calls.some((c) => c.route === 'admin/coupon_save')).toBe(false);
    await user.clear(within(dialog).getByLabelText(/^Percent off/));
    await user.type(within(dialog).getByLabelText(/^Percent off/), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another coupon already uses the code SPRING.')).toBeTruthy();
    expect(api.calls.find((c) => c.route === 'admin/coupon_save')!.body).toMatchObject({
      code: 'SPRING',
      kind: 'percent',
      percent: '15',
      amount: '',
      currency: '',
    });
  });
});
