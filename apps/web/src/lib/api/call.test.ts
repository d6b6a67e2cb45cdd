import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, wireErrorAnswer } from '../../test/fake-api';
import { wireImage } from '@wheeldeal/contract';
import { wireItemFixture, wireRecordFixture } from '../../test/wire-item';
import { ApiDecodeError, call } from './call';
import { ApiError } from './client';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('call()', () => {
  it('decodes a wire Item once into numbers, booleans, dates and nulls', async () => {
    fakeApi({ 'items/get': wireItemFixture() });
    const item = await call('items/get', { path: { id: 'itm1' } });
    expect(item.price).toBe(12500.5);
    expect(item.vehicle_year).toBe(2018);
    expect(item.photo_count).toBe(4);
    expect(item.is_paid).toBe(true);
    expect(item.is_sold_out).toBe(false);
    expect(item.added_date).toEqual(new Date('2026-03-01T10:20:30Z'));
    expect(item.updated_date).toBeNull();
    expect(item.default_photo).toBeNull();
    expect(item.model_id).toBeNull();
  });

  it('sends a GET call with its path pairs and a POST call with its JSON body', async () => {
    const api = fakeApi({ 'items/get': wireItemFixture(), 'items/search': [wireItemFixture()] });
    await call('items/get', { path: { id: 'itm1' } });
    const items = await call('items/search', { body: { searchterm: 'corolla' }, path: { limit: 10, offset: 0 } });
    expect(items).toHaveLength(1);
    expect(api.calls).toEqual([
      { route: 'items/get', body: undefined },
      { route: 'items/search', body: { searchterm: 'corolla' } },
    ]);
  });

  it('answers [] for the empty-list answers 10001 and 10002 of a list call', async () => {
    fakeApi({
      'items/search': wireErrorAnswer('10001##Sorry, record not found.'),
      'categories/get': wireErrorAnswer('10002##No more records.'),
    });
    await expect(call('items/search', { body: {} })).resolves.toEqual([]);
    await expect(call('categories/get')).resolves.toEqual([]);
  });

  it('keeps 10001 an error for a call that answers one record', async () => {
    fakeApi({ 'items/get': wireErrorAnswer('10001##Sorry, record not found.') });
    await expect(call('items/get', { path: { id: 'gone' } })).rejects.toMatchObject({ name: 'ApiError', code: '10001', message: 'Sorry, record not found.' });
  });

  it('surfaces a wire error as an ApiError with its code and message', async () => {
    fakeApi({ 'favourites/press': wireErrorAnswer('Login required.', 401) });
    const failure = call('favourites/press', { body: { item_id: 'itm1', user_id: 'usr1' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ httpStatus: 401, message: 'Login required.' });
  });

  it('refuses an answer that drifted from the contract, naming the call and the field', async () => {
    fakeApi({ 'items/get': wireItemFixture({ price: 'twelve' }) });
    const failure = call('items/get', { path: { id: 'itm1' } });
    await expect(failure).rejects.toBeInstanceOf(ApiDecodeError);
    await expect(failure).rejects.toThrow(/items\/get.*price/);
  });

  it('sends an upload call as multipart form data and decodes the Image it answers', async () => {
    const sent: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
      sent.push(init);
      return Response.json(wireRecordFixture(wireImage, { img_id: 'img1', img_parent_id: 'itm1', img_type: 'item', img_path: 'a.jpg', img_width: '800', img_height: '' }));
    });
    const form = new FormData();
    form.append('item_id', 'itm1');
    const image = await call('images/upload_item', { body: form });
    expect(sent[0]?.body).toBe(form);
    expect(new Headers(sent[0]?.headers).get('Content-Type')).toBeNull();
    expect(image).toMatchObject({ img_id: 'img1', img_width: 800, img_height: null });
  });

  it('refuses to send an upload call without its form', async () => {
    fakeApi({});
    await expect(call('images/upload_item', { body: { item_id: 'itm1' } })).rejects.toThrow(/FormData/);
  });
});

