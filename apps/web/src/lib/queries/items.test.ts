/** patchCachedItems: a favourite or follow toggle shows on every cached copy of the item, however it is held. */
import { describe, expect, it } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { wireItem } from '@wheeldeal/contract';
import type { Item } from '../api/types';
import { wireItemFixture } from '../../test/wire-item';
import { patchCachedItems } from './items';

const item = (id: string, favourited = false): Item => wireItem.parse(wireItemFixture({ id, is_favourited: favourited ? '1' : '0' }));
const favourite = (id: string) => (i: Item) => (i.id === id ? { ...i, is_favourited: true } : i);

describe('patchCachedItems', () => {
  it('patches the item in its page, in rails and in the pages of a result list', () => {
    const client = new QueryClient();
    client.setQueryData(['items/get', 'a', ''], item('a'));
    client.setQueryData(['items/search', { searchterm: '' }, '', {}], [item('b'), item('a')]);
    client.setQueryData<InfiniteData<Item[], number>>(['items/search', 'pages', {}, ''], { pages: [[item('a')], [item('c')]], pageParams: [0, 10] });

    patchCachedItems(client, favourite('a'));

    expect(client.getQueryData<Item>(['items/get', 'a', ''])?.is_favourited).toBe(true);
    expect(client.getQueryData<Item[]>(['items/search', { searchterm: '' }, '', {}])?.map((i) => i.is_favourited)).toEqual([false, true]);
    expect(client.getQueryData<InfiniteData<Item[], number>>(['items/search', 'pages', {}, ''])?.pages.flat().map((i) => i.is_favourited)).toEqual([true, false]);
  });

  it('leaves answers without the item as they were (same reference) and other calls alone', () => {
    const client = new QueryClient();
    const rail = [item('b')];
    client.setQueryData(['items/get_item_by_followuser', '', {}], rail);
    client.setQueryData(['users', 'get', 'a'], { id: 'a', is_favourited: false });

    patchCachedItems(client, favourite('a'));

    expect(client.getQueryData(['items/get_item_by_followuser', '', {}])).toBe(rail);
    expect(client.getQueryData(['users', 'get', 'a'])).toEqual({ id: 'a', is_favourited: false });
  });
});
