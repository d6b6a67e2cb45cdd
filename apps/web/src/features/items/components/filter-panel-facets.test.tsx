/**
 * The filter panel with the counts of items/search_meta: counts beside fuel and body choices, price bands that set
 * the price range in one press, the mileage range, and "wanted posts only".
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { wireCategoryFixture, wireFormLookupsFixture, wireLocationFixture, wireLookupFixture as lookup } from '../../../test/wire-item';
import type { SearchMeta } from '../api/search-meta';
import type { ListQuery } from '../lib/list-query';
import { FilterPanel } from './filter-panel';

beforeEach(() => {
  fakeApi({
    'itemvariables/all_variable_front': wireFormLookupsFixture({
      fuel_types: [lookup('f1', 'Petrol'), lookup('f2', 'Diesel')],
      body_styles: [lookup('b1', 'SUV'), lookup('b2', 'Sedan')],
    }),
    'categories/get': [wireCategoryFixture('cat1', 'Cars')],
    'itemlocations/search': [wireLocationFixture('city1', 'Yangon')],
  });
});

const facets: SearchMeta['facets'] = {
  category: [{ id: 'cat1', name: 'Cars', count: 71 }],
  make: [],
  body_style: [{ id: 'b2', name: 'Sedan', count: 1284 }],
  fuel_type: [
    { id: 'f1', name: 'Petrol', count: 42 },
    { id: 'f2', name: 'Diesel', count: 7 },
  ],
  price_band: [
    { min: 0, max: '5000', count: 3 },
    { min: 5000, max: '10000', count: 0 },
    { min: 10000, max: '20000', count: 4 },
    { min: 100000, max: '', count: 2 },
  ],
};

function renderPanel(query: ListQuery) {
  const onPatch = vi.fn<(patch: ListQuery) => void>();
  renderWithApp(<FilterPanel query={query} onPatch={onPatch} live facets={facets} />);
  return onPatch;
}

describe('filter panel: counts and the new filters', () => {
  it('shows the count of matches beside fuel and body choices, 0 for choices without matches', async () => {
    renderPanel({});
    const fuel = screen.getByLabelText<HTMLSelectElement>('Fuel type');
    expect(await within(fuel).findByRole('option', { name: 'Petrol (42)' })).toBeTruthy();
    expect(within(fuel).getByRole('option', { name: 'Diesel (7)' })).toBeTruthy();
    const body = screen.getByLabelText<HTMLSelectElement>('Body style');
    expect(within(body).getByRole('option', { name: 'Sedan (1,284)' })).toBeTruthy();
    expect(within(body).getByRole('option', { name: 'SUV (0)' })).toBeTruthy();
  });

  it('sets the price range from a band in one press and clears it with a second; hides empty bands', async () => {
    const user = userEvent.setup();
    const onPatch = renderPanel({});
    const bands = screen.getByRole('group', { name: 'Price ranges' });
    expect(within(bands).getAllByRole('button').map((b) => b.textContent)).toEqual(['Up to 5,000(3)', '10,000 – 20,000(4)', 'From 100,000(2)']);
    await user.click(within(bands).getByRole('button', { name: /Up to 5,000/ }));
    expect(onPatch).toHaveBeenLastCalledWith({ min_price: '', max_price: '5000' });
  });

  it('sets a range that agrees with the band counts: a price exactly at an edge belongs to the lower band only', async () => {
    const user = userEvent.setup();
    const onPatch = renderPanel({});
    await user.click(screen.getByRole('button', { name: /10,000 – 20,000/ }));
    // 10,000 is counted in the band below (PRICE_BANDS: above min, up to and including max), so it is not shown here.
    expect(onPatch).toHaveBeenLastCalledWith({ min_price: '10000.01', max_price: '20000' });
  });

  it('marks the chosen band pressed, and pressing it again clears the range', async () => {
    const user = userEvent.setup();
    const onPatch = renderPanel({ min_price: '100000.01' });
    const open = screen.getByRole('button', { name: /From 100,000/ });
    expect(open.getAttribute('aria-pressed')).toBe('true');
    await user.click(open);
    expect(onPatch).toHaveBeenLastCalledWith({ min_price: '', max_price: '' });
  });

  it('offers mileage steps, each limited by the other end', async () => {
    const user = userEvent.setup();
    const onPatch = renderPanel({ max_driven_km: '50000' });
    const from = screen.getByLabelText<HTMLSelectElement>('From');
    expect(within(from).queryByRole('option', { name: '75,000 km' })).toBeNull();
    await user.selectOptions(from, '20000');
    expect(onPatch).toHaveBeenLastCalledWith({ min_driven_km: '20000' });
  });

  it('asks for wanted posts only with a toggle', async () => {
    const user = userEvent.setup();
    const onPatch = renderPanel({});
    await user.click(screen.getByRole('button', { name: 'Wanted posts only' }));
    expect(onPatch).toHaveBeenLastCalledWith({ wanted: '1' });
  });
});
