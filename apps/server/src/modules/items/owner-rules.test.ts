/**
 * The owner's rules of the contract (ownerActionRefusal / ownerItemActions): what an owner may do with a sold,
 * pending, rejected, hidden or disabled listing. The web shows only the allowed buttons; the server refuses the
 * rest with a localised 400, so a client that skips the buttons gets the same answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_STATUS, ownerActionRefusal, ownerItemActions, wireError } from '@wheeldeal/contract';
import { createTestApp, signUp, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { entryForm, makeCatalog, makeItem, type Catalog } from '../../../test/support/factories.ts';

let t: TestApp;
let owner: TestUser;
let cat: Catalog;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  owner = await signUp(t);
  cat = await makeCatalog(t);
});
afterAll(() => t.close());

const S = ITEM_STATUS;

describe('owner rules (contract)', () => {
  it('lets a sold listing only be deleted', () => {
    expect(ownerItemActions({ status: S.published, isSoldOut: true })).toEqual({
      edit: false,
      hide: false,
      unhide: false,
      mark_sold: false,
      promote: false,
      open_bidding: false,
      delete: true,
    });
    expect(ownerActionRefusal('mark_sold', { status: S.published, isSoldOut: true })).toBe('item.already_sold');
    expect(ownerActionRefusal('edit', { status: S.published, isSoldOut: true })).toBe('item.transition_from.sold');
  });

  it('follows the state machine for hide and unhide; only a listing buyers could see is sold, only a live one promoted', () => {
    const may = (status: number) => ownerItemActions({ status, isSoldOut: false });
    expect(may(S.published)).toEqual({ edit: true, hide: true, unhide: false, mark_sold: true, promote: true, open_bidding: true, delete: true });
    expect(may(S.hidden)).toEqual({ edit: true, hide: false, unhide: true, mark_sold: true, promote: false, open_bidding: false, delete: true });
    for (const status of [S.pending, S.rejected, S.disabled]) {
      expect(may(status)).toEqual({ edit: true, hide: false, unhide: false, mark_sold: false, promote: false, open_bidding: false, delete: true });
    }
    expect(ownerActionRefusal('hide', { status: S.pending, isSoldOut: false })).toBe('item.transition_from.pending');
    expect(ownerActionRefusal('mark_sold', { status: S.pending, isSoldOut: false })).toBe('item.transition_from.pending');
    expect(ownerActionRefusal('promote', { status: S.hidden, isSoldOut: false })).toBe('item.transition_from.hidden');
  });
});

/** A minimal valid entry form editing `id`. */
const edit = (id: string) =>
  entryForm(cat, {
    id,
    title: 'Edited title',
    subtitle: 'Edited subtitle',
    price: '1000',
    tag_id: cat.tag.id,
    description: 'An edit the owner rules should refuse once the listing is sold.',
  });

describe('the server refuses what the owner rules forbid', () => {
  it("refuses to edit, hide or re-sell a sold listing, naming why in the caller's language", async () => {
    const item = await makeItem(t, cat, owner.id, { status: S.published, isSoldOut: true });
    const asOwner = { token: owner.token };
    const editRes = await t.post(`items/add/login_user_id/${owner.id}`, edit(item.id), asOwner);
    expect(editRes.status).toBe(400);
    expect(wireError.safeParse(editRes.json).success).toBe(true);
    expect(editRes.json.message).toBe('This is not possible once the item is sold.');

    const hide = await t.post('items/hide', { item_id: item.id }, asOwner);
    expect(hide.status).toBe(400);
    expect(hide.json.message).toBe('This is not possible once the item is sold.');

    const sellAgain = await t.post('items/sold_out_from_itemdetails', { item_id: item.id, sold_type: 'Sold elsewhere', sold_buyer_name: 'X' }, asOwner);
    expect(sellAgain.status).toBe(400);
    expect(sellAgain.json.message).toBe('This item is already marked as sold.');

    const german = await t.post('items/hide', { item_id: item.id }, { ...asOwner, lang: 'de' });
    expect(german.json.message).toBe('Das ist nicht möglich, nachdem der Artikel verkauft wurde.');
  });

  it('refuses to unhide a sold hidden listing', async () => {
    const item = await makeItem(t, cat, owner.id, { status: S.hidden, isSoldOut: true });
    const r = await t.post('items/unhide', { item_id: item.id }, { token: owner.token });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('This is not possible once the item is sold.');
  });

  it('refuses to mark a disabled listing sold, and leaves it unsold', async () => {
    const item = await makeItem(t, cat, owner.id, { status: S.disabled });
    const r = await t.post('items/sold_out_from_itemdetails', { item_id: item.id, sold_type: 'Sold elsewhere', sold_buyer_name: 'X' }, { token: owner.token });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('This is not possible while the item is disabled.');
    const after = await t.get(`items/get/id/${item.id}`, { token: owner.token });
    expect(after.json.is_sold_out).toBe('0');
  });

  it('refuses to mark a pending or rejected listing sold, and leaves it unsold', async () => {
    for (const [status, message] of [
      [S.pending, 'This is not possible while the item is waiting for approval.'],
      [S.rejected, 'This is not possible while the item is rejected.'],
    ] as const) {
      const item = await makeItem(t, cat, owner.id, { status });
      const r = await t.post('items/sold_out_from_itemdetails', { item_id: item.id, sold_type: 'Sold elsewhere', sold_buyer_name: 'X' }, { token: owner.token });
      expect(r.status).toBe(400);
      expect(wireError.safeParse(r.json).success).toBe(true);
      expect(r.json.message).toBe(message);
      const after = await t.get(`items/get/id/${item.id}`, { token: owner.token });
      expect(after.json.is_sold_out).toBe('0');
    }
  });

  it('still lets the owner delete a sold listing, and mark a published or hidden one sold', async () => {
    const sold = await makeItem(t, cat, owner.id, { status: S.published, isSoldOut: true });
    const del = await t.post('items/item_delete', { item_id: sold.id, user_id: owner.id }, { token: owner.token });
    expect(del.status).toBe(200);
    for (const status of [S.published, S.hidden]) {
      const item = await makeItem(t, cat, owner.id, { status });
      const r = await t.post('items/sold_out_from_itemdetails', { item_id: item.id, sold_type: 'Sold elsewhere', sold_buyer_name: 'X' }, { token: owner.token });
      expect(r.status).toBe(200);
      expect(r.json.is_sold_out).toBe('1');
    }
  });
});
