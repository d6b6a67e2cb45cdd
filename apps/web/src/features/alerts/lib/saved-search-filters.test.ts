/** A saved filter body read back: the item list's address with the spec's query names, and the summary in words. */
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { itemListHref, summaryOf } from './saved-search-filters';

beforeAll(async () => {
  await i18next.loadNamespaces(['alerts']);
});

const t = () => i18next.getFixedT('en', 'alerts');

describe('saved search filters', () => {
  it('open the list under its own query names, without the request-only fields', () => {
    const href = itemListHref(
      { engine_status: '2', miles: '25', lat: '16.8', lng: '96.1', added_user_id: 'usr_9', ad_post_type: 'only_paid_item', order_type: 'asc', order_by: 'unit_price', status: '1', limit: '10', offset: '20', login_user_id: 'usr_me', color_id: 'c1', searchterm: '' },
      {},
    );
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/item-list');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      engine_status_id: '2',
      mile: '25',
      lat: '16.8',
      lng: '96.1',
      addedUserId: 'usr_9',
      isPaid: 'only_paid_item',
      orderType: 'asc',
      order_by: 'unit_price',
    });
  });

  it('keeps a status other than published', () => {
    expect(new URL(itemListHref({ status: '0' }, {}), 'http://x').searchParams.get('status')).toBe('0');
  });

  it('says make and model, ranges, place, radius and how many other filters', () => {
    expect(
      summaryOf(
        t(),
        { sub_cat_id: 'mk1', model_id: 'md1', min_price: '0', max_price: '20000', min_year: '2015', max_year: '2020', item_location_id: 'c1', item_location_township_id: 'w1', lat: '1', lng: '2', miles: '10', is_discount: '1', fuel_type_id: 'f1', order_by: 'added_date', status: '1' },
        { make: 'Toyota', model: 'Corolla', city: 'Yangon', township: 'Bahan' },
      ),
    ).toEqual(['Toyota Corolla', 'Up to 20,000', 'Built 2015–2020', 'Bahan, Yangon', 'Within 10 miles of a point on the map', '+2 more filters']);
  });

  it('falls back to the make typed in the address, then the category, then "every new listing"', () => {
    expect(summaryOf(t(), { brand: 'Honda' }, { category: 'Cars' })).toEqual(['Honda']);
    expect(summaryOf(t(), { cat_id: 'cat1' }, { category: 'Cars' })).toEqual(['Cars']);
    expect(summaryOf(t(), { status: '1', order_by: 'added_date' }, {})).toEqual(['Every new listing']);
  });
});
