/**
 * The revenue screen against a wire answer: the total in the site currency, one bar per day stacked by kind with
 * heights in proportion (a day whose refunds outweigh its sales goes below the zero line), time running in the
 * reading direction (right to left in Arabic), and the per-product table with the same figures as text.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { i18next } from '../../../lib/i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { segmentsOf } from '../components/revenue-chart';
import RevenueScreen from './revenue-screen';

beforeAll(async () => {
  await i18next.loadNamespaces(['admin']);
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const answer = {
  currency: 'USD',
  currencies: ['USD'],
  total: '65',
  total_minor: '6500',
  days: [
    { day: '2026-10-01', package: '4000', promotion: '1000', bid_fee: '0', total: '5000' },
    { day: '2026-10-02', package: '2500', promotion: '0', bid_fee: '0', total: '2500' },
    { day: '2026-10-03', package: '-1000', promotion: '0', bid_fee: '0', total: '-1000' },
  ],
  products: [
    { kind: 'package', subject_id: 'pkg_gold', title: 'Gold', count: '2', total_minor: '5500', total: '55' },
    { kind: 'promotion', subject_id: '', title: 'Promote', count: '1', total_minor: '1000', total: '10' },
  ],
};

const bars = (container: HTMLElement) =>
  [...container.querySelectorAll('rect[data-day]')].map((r) => ({
    day: r.getAttribute('data-day'),
    kind: r.getAttribute('data-kind'),
    x: Number(r.getAttribute('x')),
    h: Number(r.getAttribute('height')),
    y: Number(r.getAttribute('y')),
  }));

describe('revenue', () => {
  it('shows the total, stacked bars in proportion and the per-product table', async () => {
    const api = fakeApi({ 'admin/revenue': answer });
    const { container } = renderWithApp(<RevenueScreen />, { route: '/admin/revenue?from=2026-10-01&to=2026-10-03' });
    expect((await screen.findByTestId('revenue-total')).textContent).toBe('$65.00');
    expect(api.calls[0]!.body).toEqual({ from: '2026-10-01', to: '2026-10-03', currency: '' });
    // One currency moved: no choice of currency.
    expect(screen.queryByLabelText('Currency')).toBeNull();
    expect(screen.getByRole('img', { name: 'Revenue per day over 3 days, $65.00 in total' })).toBeTruthy();
    const b = bars(container);
    expect(b.map((x) => `${x.day}:${x.kind}`)).toEqual(['2026-10-01:package', '2026-10-01:promotion', '2026-10-02:package', '2026-10-03:package']);
    const [pkg1, promo1, pkg2, refund3] = b;
    expect(pkg1!.h / pkg2!.h).toBeCloseTo(4000 / 2500, 5);
    expect(pkg1!.h / promo1!.h).toBeCloseTo(4, 5);
    // Stacked: the promotion sits on top of the package; the refund day hangs below the zero line.
    expect(promo1!.y + promo1!.h).toBeCloseTo(pkg1!.y, 5);
    expect(refund3!.y).toBeCloseTo(pkg1!.y + pkg1!.h, 5);
    expect(pkg1!.x).toBeLessThan(pkg2!.x);
    const table = screen.getByRole('table', { name: 'Per product' });
    const gold = within(table).getByText('Gold').closest('tr')!;
    expect(within(gold).getByText('$55.00')).toBeTruthy();
    expect(within(gold).getByText('2')).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Promotion' })).toBeTruthy();
  });

  it('runs time from right to left in Arabic', async () => {
    await i18next.changeLanguage('ar');
    await i18next.loadNamespaces(['admin']);
    fakeApi({ 'admin/revenue': answer });
    const { container } = renderWithApp(<RevenueScreen />);
    await screen.findByTestId('revenue-total');
    const b = bars(container);
    expect(b.find((x) => x.day === '2026-10-01')!.x).toBeGreaterThan(b.find((x) => x.day === '2026-10-02')!.x);
  });

  it('has no segment for a kind with nothing that day', () => {
    expect(segmentsOf({ package: 0, promotion: 0, bid_fee: 0 }, 100, 0)).toEqual([]);
    expect(segmentsOf({ package: 50, promotion: 0, bid_fee: 50 }, 100, 0).map((s) => s.kind)).toEqual(['package', 'bid_fee']);
  });

  it('offers the other currencies money moved in, and reads each on its own', async () => {
    const euros = { ...answer, currency: 'EUR', currencies: ['EUR', 'USD'], total: '99', total_minor: '9900', products: [] };
    const api = fakeApi({ 'admin/revenue': (body: unknown) => ((body as { currency: string }).currency === 'EUR' ? euros : { ...answer, currencies: ['USD', 'EUR'] }) });
    renderWithApp(<RevenueScreen />, { route: '/admin/revenue' });
    expect((await screen.findByTestId('revenue-total')).textContent).toBe('$65.00');
    const pick = screen.getByLabelText('Currency');
    expect([...(pick as HTMLSelectElement).options].map((o) => o.value)).toEqual(['USD', 'EUR']);
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent.selectOptions(pick, 'EUR');
    expect(await screen.findByText('€99.00')).toBeTruthy();
    // The table's columns say what each holds (the product, then its type).
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Product', 'Type', 'Sales', 'Net']);
    expect(api.calls.at(-1)!.body).toEqual({ from: '', to: '', currency: 'EUR' });
  });
});

