/**
 * The filter panel's price fields, rendered with the app's client against a fake REST answer table: what the
 * user types is kept, an impossible range is refused with the spec's warning, and the fields follow changes to
 * the query made elsewhere (a removed chip) but not the echo of their own commit.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import {
  wireCategoryFixture,
  wireCurrencyFixture,
  wireFormLookupsFixture,
  wireLocationFixture,
  wireLookupFixture as lookup,
} from '../../../test/wire-item';
import type { ListQuery } from '../lib/list-query';
import { FilterPanel } from './filter-panel';

beforeEach(() => {
  fakeApi({
    'itemvariables/all_variable_front': wireFormLookupsFixture({
      conditions: [lookup('c-new', 'New'), lookup('c-used', 'Used')],
      fuel_types: [lookup('f1', 'Petrol')],
      seller_types: [lookup('s1', 'Dealer')],
      currencies: [wireCurrencyFixture('usd', '$', 'USD'), wireCurrencyFixture('eur', '€', 'EUR')],
    }),
    'categories/get': [wireCategoryFixture('cat1', 'Cars')],
    'itemlocations/search': [wireLocationFixture('city1', 'Yangon')],
  });
});

function renderPanel(query: ListQuery, live: boolean) {
  const onPatch = vi.fn<(patch: ListQuery) => void>();
  const onValidityChange = vi.fn<(valid: boolean) => void>();
  const view = renderWithApp(<FilterPanel query={query} onPatch={onPatch} live={live} onValidityChange={onValidityChange} />);
  const rerender = (next: ListQuery) => view.rerender(<FilterPanel query={next} onPatch={onPatch} live={live} onValidityChange={onValidityChange} />);
  return { onPatch, onValidityChange, rerender };
}

const minField = () => screen.getByLabelText<HTMLInputElement>('Min price');
const maxField = () => screen.getByLabelText<HTMLInputElement>('Max price');
const warning = 'Your min and max price are not valid.';

describe('filter panel: price fields', () => {
  it('shows the range from the address', () => {
    renderPanel({ min_price: '1000', max_price: '50000' }, true);
    expect(minField().value).toBe('1000');
    expect(maxField().value).toBe('50000');
    expect(screen.queryByText(warning)).toBeNull();
  });

  it('in the phone sheet, sends each valid change to the draft at once', async () => {
    const user = userEvent.setup();
    const { onPatch } = renderPanel({}, false);
    await user.type(minField(), '250');
    expect(onPatch).toHaveBeenLastCalledWith({ min_price: '250', max_price: '' });
    await user.type(maxField(), '900');
    expect(onPatch).toHaveBeenLastCalledWith({ min_price: '250', max_price: '900' });
  });

  it('refuses a minimum above the maximum: the warning shows, the fields are marked and nothing is sent', async () => {
    const user = userEvent.setup();
    const { onPatch, onValidityChange } = renderPanel({ max_price: '40000' }, false);
    await user.type(minField(), '90000');
    expect(screen.getByText(warning)).toBeTruthy();
    expect(minField().getAttribute('aria-invalid')).toBe('true');
    expect(maxField().getAttribute('aria-invalid')).toBe('true');
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
    // Up to "9000" the range was possible and went to the draft; "90000" never did.
    expect(onPatch.mock.calls.map(([patch]) => patch.min_price)).toEqual(['9', '90', '900', '9000']);
    // What the user typed stays, so they can correct it.
    expect(minField().value).toBe('90000');

    await user.clear(maxField());
    expect(screen.queryByText(warning)).toBeNull();
    expect(onValidityChange).toHaveBeenLastCalledWith(true);
    expect(onPatch).toHaveBeenLastCalledWith({ min_price: '90000', max_price: '' });
  });

  it('in the sidebar, commits after a pause in typing and keeps typing through the echo of that commit', async () => {
    const user = userEvent.setup();
    const { onPatch, rerender } = renderPanel({}, true);
    await user.type(minField(), '1000');
    expect(onPatch).not.toHaveBeenCalled();
    await waitFor(() => expect(onPatch).toHaveBeenCalledWith({ min_price: '1000', max_price: '' }), { timeout: 3000 });

    // The user goes on typing; then the address catches up with the first commit.
    await user.type(minField(), '5');
    rerender({ min_price: '1000' });
    expect(minField().value).toBe('10005');
    await waitFor(() => expect(onPatch).toHaveBeenLastCalledWith({ min_price: '10005', max_price: '' }), { timeout: 3000 });
  });

  it('Enter commits at once', async () => {
    const user = userEvent.setup();
    const { onPatch } = renderPanel({}, true);
    await user.type(maxField(), '30000{Enter}');
    expect(onPatch).toHaveBeenCalledWith({ min_price: '', max_price: '30000' });
  });

  it('follows a change made elsewhere, such as a removed chip', async () => {
    const { rerender } = renderPanel({ min_price: '1000', max_price: '50000' }, true);
    rerender({ max_price: '50000' });
    expect(minField().value).toBe('');
    expect(maxField().value).toBe('50000');
  });

  it('offers the currencies once the lookups arrive, when there is more than one', async () => {
    renderPanel({}, true);
    const currency = await screen.findByLabelText<HTMLSelectElement>('Currency');
    expect([...currency.options].map((o) => o.textContent)).toEqual(['Any currency', '$ USD', '€ EUR']);
  });
});
