import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  countFilters,
  hasRadius,
  isPriceRangeValid,
  listHref,
  parseListQuery,
  patchQuery,
  searchBodyOf,
  sortOf,
  sortOptionsFor,
  withSort,
  SORT_OPTIONS,
  RELEVANCE_SORT,
} from './list-query';

const parse = (search: string, make?: string) => parseListQuery(new URLSearchParams(search), make);

describe('parseListQuery: the address is the state of the list', () => {
  it('keeps the known keys, trimmed, and drops empty and unknown ones', () => {
    expect(parse('searchterm=%20corolla%20&cat_id=c1&min_price=&utm_source=mail')).toEqual({ searchterm: 'corolla', cat_id: 'c1' });
  });

  it('takes the make from the /item-list/{make} path', () => {
    expect(parse('', 'Toyota')).toEqual({ brand: 'Toyota' });
  });

  it('mirrors ad_post_type and isPaid', () => {
    expect(parse('ad_post_type=only_paid_item')).toMatchObject({ isPaid: 'only_paid_item', ad_post_type: 'only_paid_item' });
    expect(parse('isPaid=only_paid_item')).toMatchObject({ isPaid: 'only_paid_item', ad_post_type: 'only_paid_item' });
  });

  it('names the sort that order_by stands for', () => {
    expect(parse('order_by=touch_count')).toMatchObject({ sorting_id: '2', sorting_name: 'POPULAR' });
    expect(parse('order_by=unit_price&orderType=asc')).toMatchObject({ sorting_id: '3', sorting_name: 'PRICE_LOW' });
    // The spec's Popular is id 1; the list shows it as id 2.
    expect(parse('sorting_id=1')).toMatchObject({ sorting_id: '2', sorting_name: 'POPULAR' });
  });
});

describe('sorting', () => {
  it('sorts by relevance only when there is a keyword and no explicit order', () => {
    expect(sortOf({ searchterm: 'bmw' })).toBe(RELEVANCE_SORT);
    expect(sortOf({})).toBe(SORT_OPTIONS[0]);
    expect(sortOptionsFor({ searchterm: 'bmw' })[0]).toBe(RELEVANCE_SORT);
    expect(sortOptionsFor({})).not.toContain(RELEVANCE_SORT);
  });

  it('withSort writes the order, and relevance removes it', () => {
    const priceHigh = withSort({ cat_id: 'c1' }, SORT_OPTIONS[3]!);
    expect(priceHigh).toEqual({ cat_id: 'c1', sorting_id: '4', sorting_name: 'PRICE_HIGH', order_by: 'unit_price', orderType: 'desc' });
    expect(withSort(priceHigh, RELEVANCE_SORT)).toEqual({ cat_id: 'c1' });
  });
});

describe('patchQuery: a filter change', () => {
  it('removes a key patched to ""', () => {
    expect(patchQuery({ cat_id: 'c1', min_price: '10' }, { min_price: '' })).toEqual({ cat_id: 'c1' });
  });

  it('a new category drops the make and model chosen under the old one', () => {
    const q = { cat_id: 'c1', cat_name: 'Cars', sub_cat_id: 'm1', sub_cat_name: 'Toyota', model_id: 'x1', model_name: 'Corolla', min_year: '2015' };
    expect(patchQuery(q, { cat_id: 'c2', cat_name: 'Bikes' })).toEqual({ cat_id: 'c2', cat_name: 'Bikes', min_year: '2015' });
  });

  it('keeps dependants when the parent does not change, and keeps the names sent with it', () => {
    const q = { cat_id: 'c1', sub_cat_id: 'm1', sub_cat_name: 'Toyota' };
    expect(patchQuery(q, { cat_id: 'c1' })).toEqual(q);
    expect(patchQuery({}, { sub_cat_id: 'm2', sub_cat_name: 'Honda' })).toEqual({ sub_cat_id: 'm2', sub_cat_name: 'Honda' });
  });

  it('removing the radius point removes its distance too', () => {
    expect(patchQuery({ lat: '1', lng: '2', mile: '10', cat_id: 'c1' }, { lat: '' })).toEqual({ cat_id: 'c1' });
  });

  it('clearFilters keeps only the sort', () => {
    const q = { cat_id: 'c1', min_price: '1', order_by: 'unit_price', orderType: 'asc', sorting_id: '3', sorting_name: 'PRICE_LOW' };
    expect(clearFilters(q)).toEqual({ order_by: 'unit_price', orderType: 'asc', sorting_id: '3', sorting_name: 'PRICE_LOW' });
  });
});

describe('countFilters', () => {
  it('counts a price range, a year range and the map radius once each, and never names or sorting', () => {
    expect(countFilters({ min_price: '1', max_price: '9', min_year: '2010', max_year: '2020', lat: '1', lng: '2', mile: '5' })).toBe(3);
    expect(countFilters({ cat_id: 'c1', cat_name: 'Cars', order_by: 'unit_price', sorting_id: '3' })).toBe(1);
    expect(countFilters({})).toBe(0);
  });
});

describe('isPriceRangeValid (spec §5)', () => {
  it('accepts empty ends, numbers and min ≤ max', () => {
    expect(isPriceRangeValid('', '')).toBe(true);
    expect(isPriceRangeValid('1000', '')).toBe(true);
    expect(isPriceRangeValid(undefined, '50000.50')).toBe(true);
    expect(isPriceRangeValid('40000', '40000')).toBe(true);
  });

  it('refuses min above max, and text that is not a number', () => {
    expect(isPriceRangeValid('90000', '40000')).toBe(false);
    expect(isPriceRangeValid('12a', '')).toBe(false);
    expect(isPriceRangeValid('', '-5')).toBe(false);
  });

  it('reads a max of 0 as "no maximum"', () => {
    expect(isPriceRangeValid('500', '0')).toBe(true);
  });
});

describe('searchBodyOf: the items/search filter body', () => {
  it('sends every field, "" for no filter, status 1 and the newest first by default', () => {
    const body = searchBodyOf({});
    expect(Object.values(body).every((v) => typeof v === 'string')).toBe(true);
    expect(body).toMatchObject({ searchterm: '', cat_id: '', status: '1', order_by: 'added_date', order_type: 'desc', miles: '' });
  });

  it('renames the list keys to the wire names', () => {
    const body = searchBodyOf({ engine_status_id: '1', addedUserId: 'u1', isPaid: 'only_paid_item', mile: '' });
    expect(body).toMatchObject({ engine_status: '1', added_user_id: 'u1', ad_post_type: 'only_paid_item' });
  });

  it('a radius replaces the city and township', () => {
    const body = searchBodyOf({ lat: '16.8', lng: '96.1', mile: '25', item_location_id: 'city', item_location_township_id: 'tw' });
    expect(body).toMatchObject({ lat: '16.8', lng: '96.1', miles: '25', item_location_id: '', item_location_township_id: '' });
    expect(hasRadius({ lat: '0', lng: '0', mile: '25' })).toBe(false);
  });

  it('a keyword without an explicit order asks for relevance (no order_by)', () => {
    expect(searchBodyOf({ searchterm: 'civic' })).toMatchObject({ order_by: '', order_type: '' });
  });

  it('leaves wanted posts out unless the toggle or a listing type asks for them', () => {
    expect(searchBodyOf({}).wanted).toBe('0');
    expect(searchBodyOf({ wanted: '1' }).wanted).toBe('1');
    expect(searchBodyOf({ item_type_id: 't-wanted' }).wanted).toBe('');
  });

  it('sends the mileage range, the mileage sort (lowest first) and "search as typed"', () => {
    const q = parse('min_driven_km=10000&max_driven_km=50000&order_by=driven_km&searchterm=bmv&no_correction=1');
    expect(sortOf(q).id).toBe('6');
    expect(searchBodyOf(q)).toMatchObject({ min_driven_km: '10000', max_driven_km: '50000', order_by: 'driven_km', order_type: 'asc', no_correction: '1' });
    expect(countFilters(q)).toBe(2);
    // A new term is searched with corrections again.
    expect(patchQuery(q, { searchterm: 'audi' }).no_correction).toBeUndefined();
  });
});

describe('listHref', () => {
  it('writes the filters into the query string', () => {
    expect(listHref({ cat_id: 'c1', min_price: '100' })).toBe('/item-list?cat_id=c1&min_price=100');
  });

  it('keeps the /item-list/{make} path while the make is unchanged, and leaves it when it changes', () => {
    expect(listHref({ brand: 'Toyota', max_price: '30000' }, 'Toyota')).toBe('/item-list/Toyota?max_price=30000');
    expect(listHref({ brand: 'Honda' }, 'Toyota')).toBe('/item-list?brand=Honda');
  });

  it('round-trips through parseListQuery', () => {
    const q = { searchterm: 'corolla hybrid', cat_id: 'c1', cat_name: 'Cars & Vans', min_price: '1000' };
    const href = listHref(q);
    expect(parse(href.split('?')[1]!)).toEqual(q);
  });
});
