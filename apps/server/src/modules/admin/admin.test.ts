/**
 * The admin area through the real app: who may call what, moderation with notification + e-mail + audit, the
 * lists, reports, bans (sessions end at once; system accounts protected), the catalogue tables and the settings
 * that app info then returns.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, deleteHistory, itemReports, notifications, outbox, tags, users } from '../../db/schema.ts';
import { adminActions } from './admin.routes.ts';
import { updateSettings } from '../settings/settings.service.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, DEMO_PASSWORD, drainJobs, signUp, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { makeCatalog, makeImage, makeItem, makeLookup, type Catalog } from '../../../test/support/factories.ts';
import { jpeg } from '../../../test/fixtures/media.ts';
import { upload } from '../../../test/fixtures/multipart.ts';

let t: TestApp;
let admin: TestUser;
let moderator: TestUser;
let owner: TestUser;
let user: TestUser;
let cat: Catalog;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  admin = await signUp(t, { role: 1 });
  moderator = await signUp(t, { role: 2 });
  owner = await signUp(t);
  user = await signUp(t);
  cat = await makeCatalog(t);
});
afterAll(() => t.close());

const lastAudit = async (targetId: string) => (await t.deps.db.select().from(auditLogs).where(eq(auditLogs.targetId, targetId)).orderBy(desc(auditLogs.addedDate)).limit(1))[0];
const noticesOf = (userId: string) => t.deps.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.addedDate));
/** E-mails go out through the job queue: run what is queued, then read the outbox. */
const mailsTo = async (email: string, template: string) => {
  await drainJobs(t);
  return t.deps.db.select().from(outbox).where(and(eq(outbox.recipient, email), eq(outbox.template, template)));
};

describe('who may call the admin area', () => {
  it('answers 401 without a session and 403 to a regular user on every admin call, changing nothing', async () => {
    const item = await makeItem(t, cat, owner.id, { status: 0 });
    for (const def of adminActions) {
      const path = `${def.resource}/${def.action}`;
      const body = { item_id: item.id, reason: 'x', user_id: owner.id, table: 'tags', id: cat.tag.id, group: 'general', values: { item_approval: '0' } };
      expect((await t.post(path, body)).status, path).toBe(401);
      expect((await t.post(path, body, { token: user.token })).status, path).toBe(403);
    }
    expect((await t.deps.db.select().from(tags).where(eq(tags.id, cat.tag.id))).length).toBe(1);
  });

  it('keeps configuration and the outbox for admins: a moderator gets 403', async () => {
    for (const [path, body] of [
      ['admin/catalog_save', { table: 'tags', name: 'New' }],
      ['admin/catalog_delete', { table: 'tags', id: cat.tag.id }],
      ['admin/settings_update', { group: 'general', values: { item_approval: '0' } }],
      ['admin/outbox', {}],
    ] as const) {
      expect((await t.post(path, body, { token: moderator.token })).status, path).toBe(403);
    }
    expect((await t.post('admin/settings_get', {}, { token: moderator.token })).status).toBe(200);
  });
});

describe('moderation', () => {
  it('shows the queue with photos, longest waiting first', async () => {
    const first = await makeItem(t, cat, owner.id, { status: 0, title: 'Queue first' });
    await makeImage(t, first.id);
    await makeImage(t, first.id, { ordering: 2 });
    const r = await t.post('admin/items_pending/limit/50/offset/0', {}, { token: moderator.token });
    expect(r.status).toBe(200);
    const mine = r.json.find((i: { id: string }) => i.id === first.id);
    expect(mine.images).toHaveLength(2);
    expect(r.json.every((i: { status: string }) => i.status === '0')).toBe(true);
  });

  it('approves: published, owner notified in-app and by e-mail, audited', async () => {
    const item = await makeItem(t, cat, owner.id, { status: 0, title: 'Approve me' });
    const r = await t.post('admin/item_approve', { item_id: item.id }, { token: moderator.token });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ id: item.id, status: '1' });
    const [notice] = await noticesOf(owner.id);
    expect(notice).toMatchObject({ flag: 'approval', title: 'Your listing is live' });
    expect(notice!.message).toContain('"Approve me"');
    expect((notice!.data as Record<string, string>).item_id).toBe(item.id);
    const [mail] = await mailsTo(owner.email, 'item_approve');
    expect(mail!.body).toContain(`item_id=${item.id}`);
    expect(await lastAudit(item.id)).toMatchObject({ actorUserId: moderator.id, action: 'item_approve', targetType: 'item' });

    const again = await t.post('admin/item_approve', { item_id: item.id }, { token: moderator.token });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe('This is not possible while the item is published.');
  });

  it('rejects only with a reason, which the owner then sees', async () => {
    const item = await makeItem(t, cat, owner.id, { status: 0 });
    const noReason = await t.post('admin/item_reject', { item_id: item.id, reason: '  ' }, { token: moderator.token });
    expect(noReason.status).toBe(400);
    expect(noReason.json.message).toBe('The reason field is required.');
    const r = await t.post('admin/item_reject', { item_id: item.id, reason: 'The price is not realistic.' }, { token: moderator.token });
    expect(r.json).toMatchObject({ status: '3', reject_reason: 'The price is not realistic.' });
    const [mail] = await mailsTo(owner.email, 'item_reject');
    expect(mail!.body).toContain('Reason: The price is not realistic.');
    const own = await t.post('items/get_owner_items', { status: 'rejected' }, { token: owner.token });
    expect(own.json.find((i: { id: string }) => i.id === item.id).reject_reason).toBe('The price is not realistic.');
    expect((await lastAudit(item.id))!.detail).toMatchObject({ reason: 'The price is not realistic.' });
  });

  it('disables (closing open reports) and enables again, notifying each time', async () => {
    const item = await makeItem(t, cat, owner.id, { status: 1 });
    await t.deps.db.insert(itemReports).values({ id: newId('rpt'), itemId: item.id, reportedUserId: user.id, reason: 'fraud' });
    const off = await t.post('admin/item_disable', { item_id: item.id }, { token: admin.token });
    expect(off.json.status).toBe('2');
    const [report] = await t.deps.db.select().from(itemReports).where(eq(itemReports.itemId, item.id));
    expect(report!.status).toBe('actioned');
    const on = await t.post('admin/item_enable', { item_id: item.id }, { token: admin.token });
    expect(on.json.status).toBe('1');
    const forItem = (await noticesOf(owner.id)).filter((n) => (n.data as Record<string, string>).item_id === item.id);
    expect(forItem.map((n) => n.title).sort()).toEqual(['Your listing has been disabled', 'Your listing is visible again']);
    expect(await mailsTo(owner.email, 'item_disable')).not.toHaveLength(0);
  });

  it('lists listings by state and keyword', async () => {
    const item = await makeItem(t, cat, owner.id, { status: 2, title: 'Disabled Datsun' });
    const r = await t.post('admin/items', { status: 'disabled', keyword: 'datsun' }, { token: moderator.token });
    expect(r.json.map((i: { id: string }) => i.id)).toEqual([item.id]);
    expect((await t.post('admin/items', { status: 'published', keyword: 'datsun' }, { token: moderator.token })).status).toBe(404);
  });

  it('lists reported listings with counts and reasons, and dismisses them', async () => {
    const item = await makeItem(t, cat, owner.id, { status: 1 });
    const second = await signUp(t);
    await t.deps.db.insert(itemReports).values([
      { id: newId('rpt'), itemId: item.id, reportedUserId: user.id, reason: 'duplicate' },
      { id: newId('rpt'), itemId: item.id, reportedUserId: second.id, reason: '' },
    ]);
    const r = await t.post('admin/reported_items', {}, { token: moderator.token });
    const row = r.json.find((i: { id: string }) => i.id === item.id);
    expect(row).toMatchObject({ report_count: '2', report_reasons: ['duplicate'] });
    expect((await t.post('admin/report_dismiss', { item_id: item.id }, { token: moderator.token })).json.status).toBe('success');
    const after = await t.post('admin/reported_items', {}, { token: moderator.token });
    expect((Array.isArray(after.json) ? after.json : []).some((i: { id: string }) => i.id === item.id)).toBe(false);
    expect((await t.post('admin/report_dismiss', { item_id: item.id }, { token: moderator.token })).status).toBe(404);
  });
});

describe('users', () => {
  it('lists users by keyword and status', async () => {
    const r = await t.post('admin/users', { keyword: owner.email, status: 'active' }, { token: moderator.token });
    expect(r.json.map((u: { user_id: string }) => u.user_id)).toEqual([owner.id]);
    expect(r.json[0].user_email).toBe(owner.email);
  });

  it('bans (ending every session at once, refusing login) and unbans', async () => {
    const target = await signUp(t);
    const r = await t.post('admin/user_ban', { user_id: target.id }, { token: moderator.token });
    expect(r.status).toBe(200);
    expect(r.json.is_banned).toBe('1');
    expect((await t.post('items/get_owner_items', {}, { token: target.token })).status).toBe(401);
    const login = await t.post('users/login', { user_email: target.email, user_password: DEMO_PASSWORD });
    expect(login.json.message).toBe('Sorry, you cannot login because your account is banned.');
    expect((await t.post('admin/users', { status: 'banned', keyword: target.email }, { token: moderator.token })).json).toHaveLength(1);
    expect(await lastAudit(target.id)).toMatchObject({ action: 'user_ban', actorUserId: moderator.id });

    const unban = await t.post('admin/user_unban', { user_id: target.id }, { token: moderator.token });
    expect(unban.json.is_banned).toBe('0');
    expect((await t.post('users/login', { user_email: target.email, user_password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('protects system accounts, one\'s own account, and staff from moderators', async () => {
    const sys = await signUp(t);
    await t.deps.db.update(users).set({ isSysAdmin: true }).where(eq(users.id, sys.id));
    const r = await t.post('admin/user_ban', { user_id: sys.id }, { token: admin.token });
    expect(r.status).toBe(403);
    expect(r.json.message).toBe('sorry, this is system account so it is not able to deactivate.');
    expect((await t.post('admin/user_ban', { user_id: admin.id }, { token: admin.token })).status).toBe(403);
    expect((await t.post('admin/user_ban', { user_id: admin.id }, { token: moderator.token })).json.message).toBe('Only an administrator can ban a staff account.');
    const [row] = await t.deps.db.select({ b: users.isBanned }).from(users).where(eq(users.id, sys.id));
    expect(row!.b).toBe(false);
  });
});

describe('catalogue tables', () => {
  it('creates, lists, updates and deletes a lookup row, recording the deletion', async () => {
    const created = await t.post('admin/catalog_save', { table: 'colors', name: 'Midnight Blue', ordering: '3' }, { token: admin.token });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ name: 'Midnight Blue', ordering: '3', status: '1' });
    const list = await t.post('admin/catalog_list', { table: 'colors', keyword: 'midnight' }, { token: moderator.token });
    expect(list.json.map((c: { id: string }) => c.id)).toEqual([created.json.id]);
    const updated = await t.post('admin/catalog_save', { table: 'colors', id: created.json.id, name: 'Navy', status: '0' }, { token: admin.token });
    expect(updated.json).toMatchObject({ id: created.json.id, name: 'Navy', status: '0' });
    const del = await t.post('admin/catalog_delete', { table: 'colors', id: created.json.id }, { token: admin.token });
    expect(del.json.message).toBe('Successfully Deleted');
    expect(await t.deps.db.select().from(deleteHistory).where(eq(deleteHistory.typeId, created.json.id))).toMatchObject([{ typeName: 'color' }]);
  });

  it('refuses to delete a row still in use (409) and unknown tables or fields (400)', async () => {
    await makeItem(t, cat, owner.id);
    const inUse = await t.post('admin/catalog_delete', { table: 'tags', id: cat.tag.id }, { token: admin.token });
    expect(inUse.status).toBe(409);
    expect(inUse.json.message).toMatch(/still used by \d+ other records?/);
    const make = await t.post('admin/catalog_delete', { table: 'categories', id: cat.category.id }, { token: admin.token });
    expect(make.status).toBe(409);
    expect((await t.post('admin/catalog_list', { table: 'users' }, { token: admin.token })).status).toBe(400);
    expect((await t.post('admin/catalog_save', { table: 'tags', name: '' }, { token: admin.token })).json.message).toBe('The name field is required.');
    const orphan = await t.post('admin/catalog_save', { table: 'models', sub_cat_id: 'sub_nope', name: 'Ghost' }, { token: admin.token });
    expect(orphan.json.message).toBe('The sub_cat_id field is not valid.');
    const unused = await makeLookup(t, tags, 'Unused tag');
    expect((await t.post('admin/catalog_delete', { table: 'tags', id: unused.id }, { token: admin.token })).status).toBe(200);
  });

  it('uploads a category photo and icon through media and lists them', async () => {
    const created = await t.post('admin/catalog_save', { table: 'categories', cat_name: 'Motorbikes', cat_ordering: '9' }, { token: admin.token });
    const photo = await upload(t, 'admin/catalog_upload', admin.token, { table: 'categories', id: created.json.id, img_type: 'category' }, { filename: 'p.jpg', data: await jpeg(800, 600) });
    expect(photo.status).toBe(200);
    const icon = await upload(t, 'admin/catalog_upload', admin.token, { table: 'categories', id: created.json.id, img_type: 'category-icon' }, { filename: 'i.jpg', data: await jpeg(64, 64) });
    expect(icon.json.img_type).toBe('category-icon');
    const wrong = await upload(t, 'admin/catalog_upload', admin.token, { table: 'categories', id: created.json.id, img_type: 'subcategory' }, { filename: 'i.jpg', data: await jpeg(64, 64) });
    expect(wrong.status).toBe(400);
    const list = await t.post('admin/catalog_list', { table: 'categories', keyword: 'Motorbikes' }, { token: admin.token });
    expect(list.json[0].default_photo.img_id).toBe(photo.json.img_id);
    expect(list.json[0].default_icon.img_id).toBe(icon.json.img_id);
    expect((await upload(t, 'admin/catalog_upload', moderator.token, { table: 'categories', id: created.json.id, img_type: 'category' }, { filename: 'p.jpg', data: await jpeg(10, 10) })).status).toBe(403);
  });
});

describe('settings', () => {
  it('updates a group with validation, and app info returns the new values', async () => {
    const r = await t.post('admin/settings_update', { group: 'app_setting', values: { max_img_upload_of_item: '8', is_paid_app: '1' } }, { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ max_img_upload_of_item: '8', is_paid_app: '1' });
    const fe = await t.post('admin/settings_update', { group: 'frontend_config', values: { default_language: 'ar', exclude_language: ['th'], map_tile_url: 'https://tiles.example.com/{z}/{x}/{y}.png' } }, { token: admin.token });
    expect(fe.status).toBe(200);
    const info = await t.post('appinfo/get_delete_history', {});
    expect(info.json.app_setting).toMatchObject({ max_img_upload_of_item: '8', is_paid_app: '1' });
    expect(info.json.frontend_config_setting).toMatchObject({ default_language: { language_code: 'ar' }, map_tile_url: 'https://tiles.example.com/{z}/{x}/{y}.png' });
    expect(info.json.languages.map((l: { language_code: string }) => l.language_code)).not.toContain('th');

    const all = await t.post('admin/settings_get', {}, { token: moderator.token });
    expect(all.json.general.item_approval).toBe('1');
    expect(await lastAudit('app_setting')).toMatchObject({ action: 'settings_update', actorUserId: admin.id });
    await updateSettings(t.deps.db, 'app_setting', { max_img_upload_of_item: '5', is_paid_app: '0' });
    await updateSettings(t.deps.db, 'frontend_config', { default_language: 'en', exclude_language: [] });
  });

  it('refuses unknown fields, bad flags and languages', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['general', { item_approval: 'yes' }],
      ['general', { not_a_setting: '1' }],
      ['app_setting', { max_img_upload_of_item: '0' }],
      ['frontend_config', { default_language: 'xx' }],
      ['frontend_config', { exclude_language: ['en'] }],
      ['frontend_config', { map_tile_url: 'javascript:alert(1)' }],
    ];
    for (const [group, values] of cases) {
      const r = await t.post('admin/settings_update', { group, values }, { token: admin.token });
      expect(r.status, JSON.stringify(values)).toBe(400);
    }
    expect((await t.post('admin/settings_update', { group: 'secrets', values: {} }, { token: admin.token })).status).toBe(400);
  });
});

describe('logs', () => {
  it('shows the audit log and the outbox, filtered', async () => {
    const log = await t.post('admin/audit_log', { action: 'item_approve' }, { token: moderator.token });
    expect(log.status).toBe(200);
    expect(log.json[0]).toMatchObject({ action: 'item_approve', actor_user_id: moderator.id, actor_user_name: moderator.name, target_type: 'item' });
    const mail = await t.post('admin/outbox/limit/5', { channel: 'email', recipient: owner.email }, { token: admin.token });
    expect(mail.status).toBe(200);
    expect(mail.json.length).toBeGreaterThan(0);
    expect(mail.json.every((m: { recipient: string }) => m.recipient === owner.email)).toBe(true);
  });
});
