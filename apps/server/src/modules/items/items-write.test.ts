/**
 * The owner's life cycle of a listing through the real app: items/add (create, update, validation, approval,
 * post quota, privilege fields ignored), item_delete, sold_out_from_itemdetails, hide/unhide, the owner's lists
 * and counts — and the item status state machine of the contract.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTransitions, canTransition, ITEM_STATUS, itemAddBody, itemEntryBody, statusAfterEdit } from '@wheeldeal/contract';
import { auditLogs, chatHeaders, deleteHistory, favourites, images, itemReports, items, touches, users } from '../../db/schema.ts';
import { updateSettings } from '../settings/settings.service.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/app.ts';
import {
  createChatHeader,
  createFavourite,
  createLoggedInUser,
  createReport,
  ITEM,
  makeCatalog,
  makeCategory,
  makeItem,
  makeMake,
  setItem,
  USER,
  type Catalog,
} from '../../../test/support/factories.ts';
import { jpeg } from '../../../test/fixtures/media.ts';
import { upload } from '../../../test/fixtures/multipart.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let cat: Catalog;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  owner = await createLoggedInUser(t);
  other = await createLoggedInUser(t);
  cat = await makeCatalog(t);
});
afterAll(() => t.close());

/** Runs `fn` with a setting changed, then puts back the default (approval on, paid app off). */
const withSettings = async (group: 'general' | 'app_setting', values: Record<string, string>, fn: () => Promise<void>) => {
  const undo = group === 'general' ? { item_approval: '1' } : { is_paid_app: '0' };
  await updateSettings(t.deps.db, group, values);
  try {
    await fn();
  } finally {
    await updateSettings(t.deps.db, group, undo);
  }
};

/** A complete, valid entry form for the test catalogue. */
function entry(overrides: Record<string, unknown> = {}) {
  return {
    id: '',
    title: 'Toyota Corolla 2015',
    subtitle: '1.8 VVT-i, one owner',
    price: '12500',
    cat_id: cat.category.id,
    sub_cat_id: cat.make.id,
    model_id: cat.model.id,
    tag_id: cat.tag.id,
    item_type_id: cat.itemType.id,
    item_currency_id: cat.currency.id,
    condition_of_item_id: cat.condition.id,
    business_mode: '0',
    deal_option_id: cat.dealOption.id,
    item_price_type_id: cat.priceType.id,
    item_location_id: cat.location.id,
    item_location_township_id: cat.township.id,
    description: 'Well kept, full service history, new tyres and brakes last year.',
    vehicle_year: '2015',
    driven_km: '84000',
    fuel_type_id: cat.fuelType.id,
    transmission_id: cat.transmission.id,
    color_id: cat.color.id,
    engine_cc: '1800',
    discount_rate_by_percentage: '5',
    lat: '16.8409',
    lng: '96.1735',
    ...overrides,
  };
}
const itemRow = async (id: string) => (await t.deps.db.select().from(items).where(eq(items.id, id)))[0];
const itemCount = async () => (await t.deps.db.select({ id: items.id }).from(items)).length;

describe('item status state machine (contract)', () => {
  it('lets staff approve, reject, disable and enable, and owners hide and unhide', () => {
    const S = ITEM_STATUS;
    expect(canTransition(S.pending, S.published, 'staff')).toBe(true);
    expect(canTransition(S.pending, S.published, 'owner')).toBe(false);
    expect(canTransition(S.published, S.hidden, 'owner')).toBe(true);
    expect(canTransition(S.hidden, S.published, 'owner')).toBe(true);
    expect(canTransition(S.disabled, S.published, 'owner')).toBe(false);
    expect(canTransition(S.disabled, S.published, 'staff')).toBe(true);
    expect(availableTransitions(S.pending, 'staff').map((x) => x.name)).toEqual(['approve', 'reject', 'disable']);
    expect(availableTransitions(S.published, 'owner').map((x) => x.name)).toEqual(['hide', 'resubmit']);
  });

  it('sends an edited live listing back to pending only when approval is on; disabled stays disabled', () => {
    expect(statusAfterEdit(ITEM_STATUS.published, true)).toBe(ITEM_STATUS.pending);
    expect(statusAfterEdit(ITEM_STATUS.published, false)).toBe(ITEM_STATUS.published);
    expect(statusAfterEdit(ITEM_STATUS.rejected, false)).toBe(ITEM_STATUS.pending);
    expect(statusAfterEdit(ITEM_STATUS.disabled, true)).toBe(ITEM_STATUS.disabled);
  });

  it('is the same schema the web form uses (title rule in one place)', () => {
    const r = itemEntryBody.safeParse(entry({ title: 'x'.repeat(61) }));
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe('item.title_too_long');
  });

  it('keeps subtitle, model and tag required in our form while the items/add body lets them out', () => {
    const { subtitle: _s, model_id: _m, tag_id: _t, ...bare } = entry();
    const form = itemEntryBody.safeParse(bare);
    expect(form.success).toBe(false);
    expect(form.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['model_id', 'subtitle', 'tag_id']);
    const wire = itemAddBody.safeParse(bare);
    expect(wire.success).toBe(true);
    expect(wire.data).toMatchObject({ subtitle: '', model_id: '', tag_id: '' });
    expect(itemAddBody.safeParse(entry({ subtitle: 'y'.repeat(61) })).error!.issues[0]!.message).toBe('item.title_too_long');
  });
});

describe('POST items/add', () => {
  it('creates a pending listing when approval is on and ignores privilege fields (D3)', async () => {
    const r = await t.post(`items/add/login_user_id/${owner.id}`, entry({ status: '1', is_paid: '1', touch_count: '99', added_user_id: other.id, favourite_count: '7', is_sold_out: '1' }), { token: owner.token });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ status: '0', is_paid: '0', touch_count: '0', favourite_count: '0', is_sold_out: '0', added_user_id: owner.id, is_owner: '1', title: 'Toyota Corolla 2015', price: '12500', vehicle_year: '2015' });
    expect(r.json.id).toMatch(/^itm_/);
    expect(r.json.model.id).toBe(cat.model.id);
    expect(r.json.user.user_id).toBe(owner.id);
  });

  it('publishes at once when approval is off', async () => {
    await withSettings('general', { item_approval: '0' }, async () => {
      const r = await t.post('items/add', entry(), { token: owner.token });
      expect(r.status).toBe(201);
      expect(r.json.status).toBe('1');
    });
  });

  it('answers the exact messages of the entry rules', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x'.repeat(61) }, 'Title/Subtitle should contain maximum 60 character.'],
      [{ subtitle: 'y'.repeat(61) }, 'Title/Subtitle should contain maximum 60 character.'],
      [{ price: 'abc' }, 'The price field must contain a number.'],
      [{ price: '-5' }, 'The price field must be at least 0.'],
      [{ description: 'x'.repeat(29) }, 'The description field must be at least 30 characters in length.'],
      [{ cat_id: '' }, 'The cat_id field is required.'],
      [{ discount_rate_by_percentage: '100' }, 'The discount_rate_by_percentage field must be at most 99.'],
    ];
    const before = await itemCount();
    for (const [override, message] of cases) {
      const r = await t.post('items/add', entry(override), { token: owner.token });
      expect(r.status, JSON.stringify(override)).toBe(400);
      expect(r.json.message).toBe(message);
    }
    expect(await itemCount()).toBe(before);
  });

  it('accepts exactly 60 characters and a description of exactly 30', async () => {
    const r = await t.post('items/add', entry({ title: 't'.repeat(60), subtitle: 's'.repeat(60), description: 'd'.repeat(30), price: 0 }), { token: owner.token });
    expect(r.status).toBe(201);
    expect(r.json.price).toBe('0');
  });

  it('accepts a body without subtitle, model or tag, as the original clients send it', async () => {
    const { subtitle: _s, model_id: _m, tag_id: _t, ...bare } = entry();
    const r = await t.post('items/add', bare, { token: owner.token });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ subtitle: '', title: 'Toyota Corolla 2015' });
    expect(r.json.model.is_empty_object).toBe('1');
    const row = (await itemRow(r.json.id))!;
    expect(row).toMatchObject({ subtitle: '', modelId: null, tagId: null });
    const blanks = await t.post('items/add', entry({ subtitle: '', model_id: '', tag_id: '' }), { token: owner.token });
    expect(blanks.status).toBe(201);
  });

  it('still refuses a model of another make and an unknown tag when they are sent', async () => {
    const otherMake = await makeMake(t, cat.category.id);
    const otherModel = await t.post('items/add', entry({ sub_cat_id: otherMake.id }), { token: owner.token });
    expect(otherModel.status).toBe(400);
    expect(otherModel.json.message).toBe('The model_id field is not valid.');
  });

  it('refuses a make that is not of the category and a township outside the city', async () => {
    const otherCat = await makeCategory(t);
    const foreignMake = await makeMake(t, otherCat.id);
    const make = await t.post('items/add', entry({ sub_cat_id: foreignMake.id }), { token: owner.token });
    expect(make.status).toBe(400);
    expect(make.json.message).toBe('The sub_cat_id field is not valid.');
    const none = await t.post('items/add', entry({ tag_id: 'lkp_missing' }), { token: owner.token });
    expect(none.json.message).toBe('The tag_id field is not valid.');
  });

  it('needs a session and refuses a login_user_id naming someone else', async () => {
    expect((await t.post('items/add', entry())).status).toBe(401);
    expect((await t.post(`items/add/login_user_id/${other.id}`, entry(), { token: owner.token })).status).toBe(403);
  });

  it('lets only the owner update; an edit of a published listing goes back to pending when approval is on', async () => {
    const item = await makeItem(t, cat, owner.id, ITEM.published);
    const denied = await t.post('items/add', entry({ id: item.id, title: 'Hijacked' }), { token: other.token });
    expect(denied.status).toBe(403);
    expect((await itemRow(item.id))!.title).toBe(item.title);

    const r = await t.post('items/add', entry({ id: item.id, title: 'Corolla, new tyres' }), { token: owner.token });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ id: item.id, title: 'Corolla, new tyres', status: '0', updated_flag: '1' });

    await withSettings('general', { item_approval: '0' }, async () => {
      await setItem(t, item.id, { status: 1 });
      const off = await t.post('items/add', entry({ id: item.id, title: 'Corolla, approval off' }), { token: owner.token });
      expect(off.json.status).toBe('1');
    });
    const missing = await t.post('items/add', entry({ id: 'itm_doesnotexist' }), { token: owner.token });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Invalid Item Id');
  });

  it('spends a regular user\'s remaining posts when the app is paid, atomically, and stops at zero', async () => {
    const seller = await createLoggedInUser(t, { remainingPost: 1 });
    await withSettings('app_setting', { is_paid_app: '1' }, async () => {
      const [a, b] = await Promise.all([t.post('items/add', entry(), { token: seller.token }), t.post('items/add', entry(), { token: seller.token })]);
      expect([a.status, b.status].sort()).toEqual([201, 400]);
      const refused = a.status === 400 ? a : b;
      expect(refused.json.message).toBe('You have no posts left. Buy a package to create a new post.');
      const [u] = await t.deps.db.select({ n: users.remainingPost }).from(users).where(eq(users.id, seller.id));
      expect(u!.n).toBe(0);
      expect((await t.deps.db.select().from(items).where(eq(items.addedUserId, seller.id))).length).toBe(1);

      // Edits cost nothing; staff post without a quota.
      const mine = a.status === 201 ? a : b;
      expect((await t.post('items/add', entry({ id: mine.json.id, title: 'Edited' }), { token: seller.token })).status).toBe(200);
      const admin = await createLoggedInUser(t, USER.admin);
      expect((await t.post('items/add', entry(), { token: admin.token })).status).toBe(201);
    });
  });
});

describe('POST items/item_delete', () => {
  it('refuses another user and changes nothing', async () => {
    const item = await makeItem(t, cat, owner.id);
    const r = await t.post('items/item_delete', { item_id: item.id, user_id: other.id }, { token: other.token });
    expect(r.status).toBe(403);
    const naming = await t.post('items/item_delete', { item_id: item.id, user_id: owner.id }, { token: other.token });
    expect(naming.status).toBe(403);
    expect(await itemRow(item.id)).toBeDefined();
  });

  it('removes the listing with its chats, favourites, reports, views, images and files, and records it', async () => {
    const item = await makeItem(t, cat, owner.id);
    const photo = await upload(t, 'images/upload_item', owner.token, { item_id: item.id }, { filename: 'a.jpg', data: await jpeg(100, 80) });
    expect(photo.status).toBe(200);
    await createFavourite(t.deps.db, { userId: other.id, itemId: item.id });
    await createReport(t.deps.db, { itemId: item.id, reportedUserId: other.id });
    await t.deps.db.insert(touches).values({ itemId: item.id, visitorKey: 'v1', touchDate: '2026-01-01' });
    await createChatHeader(t.deps.db, { itemId: item.id, buyerUserId: other.id, sellerUserId: owner.id });

    const r = await t.post('items/item_delete', { item_id: item.id, user_id: owner.id }, { token: owner.token });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ status: 'success', message: 'Successfully Deleted' });
    expect(await itemRow(item.id)).toBeUndefined();
    for (const [table, col] of [
      [favourites, favourites.itemId],
      [itemReports, itemReports.itemId],
      [touches, touches.itemId],
      [chatHeaders, chatHeaders.itemId],
    ] as const)
      expect(await t.deps.db.select().from(table).where(eq(col, item.id))).toHaveLength(0);
    expect(await t.deps.db.select().from(images).where(eq(images.imgParentId, item.id))).toHaveLength(0);
    expect(fs.existsSync(path.join(t.config.uploadsDir, photo.json.img_path))).toBe(false);
    const history = await t.deps.db.select().from(deleteHistory).where(and(eq(deleteHistory.typeId, item.id), eq(deleteHistory.typeName, 'item')));
    expect(history).toHaveLength(1);
  });

  it('lets staff delete any listing, audited', async () => {
    const moderator = await createLoggedInUser(t, USER.moderator);
    const item = await makeItem(t, cat, owner.id);
    const r = await t.post('items/item_delete', { item_id: item.id, user_id: moderator.id }, { token: moderator.token });
    expect(r.status).toBe(200);
    const log = await t.deps.db.select().from(auditLogs).where(eq(auditLogs.targetId, item.id));
    expect(log[0]).toMatchObject({ actorUserId: moderator.id, action: 'item_delete' });
  });
});

describe('POST items/sold_out_from_itemdetails', () => {
  it('marks the owner\'s listing sold once, with the buyer', async () => {
    const item = await makeItem(t, cat, owner.id);
    const denied = await t.post(`items/sold_out_from_itemdetails/login_user_id/${other.id}`, { item_id: item.id, sold_type: 'chat', sold_buyer_name: 'Mallory' }, { token: other.token });
    expect(denied.status).toBe(403);
    expect((await itemRow(item.id))!.isSoldOut).toBe(false);

    const r = await t.post(`items/sold_out_from_itemdetails/login_user_id/${owner.id}`, { item_id: item.id, sold_type: 'in_app', buyer_user_id: other.id }, { token: owner.token });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ id: item.id, is_sold_out: '1', sold_type: 'in_app', sold_buyer_name: other.name });

    const again = await t.post('items/sold_out_from_itemdetails', { item_id: item.id }, { token: owner.token });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe('This item is already marked as sold.');
  });

  it('refuses the owner as buyer', async () => {
    const item = await makeItem(t, cat, owner.id);
    const r = await t.post('items/sold_out_from_itemdetails', { item_id: item.id, buyer_user_id: owner.id }, { token: owner.token });
    expect(r.status).toBe(400);
  });
});

describe('POST items/hide and items/unhide', () => {
  it('hides a published listing from public lists and shows it again; illegal moves name the state', async () => {
    const item = await makeItem(t, cat, owner.id, { title: 'Hide-me Hilux' });
    expect((await t.post('items/hide', { item_id: item.id }, { token: other.token })).status).toBe(403);
    const hidden = await t.post('items/hide', { item_id: item.id }, { token: owner.token });
    expect(hidden.json.status).toBe('4');
    const search = await t.post('items/search', { searchterm: 'Hide-me' });
    expect(search.status).toBe(404);

    const twice = await t.post('items/hide', { item_id: item.id }, { token: owner.token });
    expect(twice.status).toBe(400);
    expect(twice.json.message).toBe('This is not possible while the item is hidden.');

    const shown = await t.post('items/unhide', { item_id: item.id }, { token: owner.token });
    expect(shown.json.status).toBe('1');
    await setItem(t, item.id, { status: ITEM_STATUS.disabled });
    const disabled = await t.post('items/unhide', { item_id: item.id }, { token: owner.token });
    expect(disabled.json.message).toBe('This is not possible while the item is disabled.');
  });
});

describe('owner lists and counts', () => {
  it('lists the caller\'s listings per state; rejected ones carry the reason', async () => {
    const seller = await createLoggedInUser(t);
    const active = await makeItem(t, cat, seller.id, ITEM.published);
    const pending = await makeItem(t, cat, seller.id, ITEM.pending);
    const rejected = await makeItem(t, cat, seller.id, { ...ITEM.rejected, rejectReason: 'Photos show a different car' });
    const sold = await makeItem(t, cat, seller.id, ITEM.sold);
    await makeItem(t, cat, other.id, ITEM.pending);

    const ids = async (status: string) => (await t.post('items/get_owner_items/limit/10/offset/0', { status }, { token: seller.token })).json.map((i: { id: string }) => i.id);
    expect(await ids('active')).toEqual([active.id]);
    expect(await ids('pending')).toEqual([pending.id]);
    expect(await ids('sold')).toEqual([sold.id]);
    const rej = await t.post('items/get_owner_items', { status: 'rejected' }, { token: seller.token });
    expect(rej.json[0]).toMatchObject({ id: rejected.id, status: '3', reject_reason: 'Photos show a different car' });
    const none = await t.post('items/get_owner_items', { status: 'hidden' }, { token: seller.token });
    expect(none.status).toBe(404);
    expect(none.json.message).toBe('10001##Sorry, record not found.');
    expect((await t.post('items/get_owner_items', { status: 'bogus' }, { token: seller.token })).status).toBe(400);

    const mine = await t.post('users/item_counts', { user_id: seller.id }, { token: seller.token });
    expect(mine.json).toEqual({ user_id: seller.id, active: '1', pending: '1', rejected: '1', disabled: '0', hidden: '0', sold: '1', paid: '0' });
    const theirs = await t.post('users/item_counts', { user_id: seller.id }, { token: other.token });
    expect(theirs.json).toMatchObject({ active: '1', sold: '1', pending: '', rejected: '' });
  });

  it('lists the items the caller reported', async () => {
    const reporter = await createLoggedInUser(t);
    const item = await makeItem(t, cat, owner.id);
    await createReport(t.deps.db, { itemId: item.id, reportedUserId: reporter.id });
    const r = await t.get(`items/get_reported_item_by_loginuser/login_user_id/${reporter.id}/limit/10/offset/0`, { token: reporter.token });
    expect(r.status).toBe(200);
    expect(r.json.map((i: { id: string }) => i.id)).toEqual([item.id]);
    expect((await t.get(`items/get_reported_item_by_loginuser/login_user_id/${reporter.id}`, { token: other.token })).status).toBe(403);
  });
});
