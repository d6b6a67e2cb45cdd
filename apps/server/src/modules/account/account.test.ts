/**
 * Badges and the account (issue 14), through the real calls: the blue mark and the dealer badge on the wire
 * contract's states (0 none, 2 pending, 1 approved, 3 rejected) with staff review (audited, the user told), account
 * deletion that leaves no personal data anywhere in the database, the data export, and the contact taps.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, chatMessages, commentHeaders, items, notifications, ratings, users } from '../../db/schema.ts';
import { createTestApp, DEMO_PASSWORD, drainJobs, type TestApp, type TestUser } from '../../../test/support/app.ts';
import {
  createChatHeader,
  createChatMessage,
  createFollow,
  createImage,
  createItem,
  createLoggedInUser,
  createRating,
  makeCatalog,
  USER,
  type Catalog,
} from '../../../test/support/factories.ts';
import { jpeg } from '../../../test/fixtures/media.ts';
import { upload } from '../../../test/fixtures/multipart.ts';

let t: TestApp;
let cat: Catalog;
let staff: TestUser;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  cat = await makeCatalog(t);
  staff = await createLoggedInUser(t, USER.admin);
});
afterAll(() => t?.close());

const stateOf = async (id: string) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;
const asStaff = (name: string, body: unknown) => t.post(name, body, { token: staff.token });

async function pendingOf(kind: 'blue_mark' | 'dealer', userId: string) {
  const res = await asStaff('admin/badge_applications', { kind });
  expect(res.status).toBe(200);
  return (res.json as { id: string; user_id: string; note: string; document_path: string }[]).find((a) => a.user_id === userId)!;
}

describe('the blue mark', () => {
  it('needs a note, goes pending, is refused while pending, and after a rejection (with its reason told) can be asked again', async () => {
    const u = await createLoggedInUser(t);
    expect((await t.post('users/apply_blue_mark', { user_id: u.id, note: '  ' }, { token: u.token })).status).toBe(400);
    expect((await stateOf(u.id)).isVerifyBlueMark).toBe(0);

    const applied = await t.post('users/apply_blue_mark', { user_id: u.id, note: 'I run a garage in Yangon.' }, { token: u.token });
    expect(applied.status).toBe(201);
    expect(applied.json.status).toBe('success');
    expect((await stateOf(u.id)).isVerifyBlueMark).toBe(2);
    const again = await t.post('users/apply_blue_mark', { user_id: u.id, note: 'Again' }, { token: u.token });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe('Your blue mark application is waiting for review.');

    const app = await pendingOf('blue_mark', u.id);
    expect(app.note).toBe('I run a garage in Yangon.');
    expect((await asStaff('admin/badge_reject', { kind: 'blue_mark', application_id: app.id, reason: '' })).status).toBe(400);
    const rejected = await asStaff('admin/badge_reject', { kind: 'blue_mark', application_id: app.id, reason: 'Please tell us the garage name.' });
    expect(rejected.status).toBe(200);
    expect(rejected.json).toMatchObject({ status: 'rejected', review_note: 'Please tell us the garage name.', reviewer_user_id: staff.id });
    expect((await stateOf(u.id)).isVerifyBlueMark).toBe(3);
    const [notice] = await t.deps.db.select().from(notifications).where(eq(notifications.userId, u.id));
    expect(notice).toMatchObject({ flag: 'verify_blue_mark' });
    expect(notice!.message).toContain('Please tell us the garage name.');
    const logged = await t.deps.db.select().from(auditLogs).where(eq(auditLogs.targetId, u.id));
    expect(logged.map((l) => l.action)).toEqual(['badge_reject']);
    expect(logged[0]!.actorUserId).toBe(staff.id);
    // Decided once: a second decision on the same application is refused.
    expect((await asStaff('admin/badge_approve', { kind: 'blue_mark', application_id: app.id })).status).toBe(400);

    expect((await t.post('users/apply_blue_mark', { user_id: u.id, note: 'Garage Shwe Auto, Yangon.' }, { token: u.token })).status).toBe(201);
    const second = await pendingOf('blue_mark', u.id);
    expect((await asStaff('admin/badge_approve', { kind: 'blue_mark', application_id: second.id })).json.status).toBe('approved');
    expect((await stateOf(u.id)).isVerifyBlueMark).toBe(1);
    // The badge is on the wire User everyone reads.
    const shown = await t.get(`users/get/user_id/${u.id}`);
    expect(shown.json[0].is_verify_blue_mark).toBe('1');
    const refused = await t.post('users/apply_blue_mark', { user_id: u.id, note: 'Once more' }, { token: u.token });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('Your account already has the blue mark.');
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, u.id))).toHaveLength(2);
  });

  it('is reviewed by staff only, and an unknown application is a 404', async () => {
    const u = await createLoggedInUser(t);
    expect((await t.post('admin/badge_applications', { kind: 'blue_mark' }, { token: u.token })).status).toBe(403);
    expect((await asStaff('admin/badge_approve', { kind: 'blue_mark', application_id: 'apl_unknown' })).status).toBe(404);
  });
});

describe('the dealer badge', () => {
  it('is applied for with a certificate, reviewed, shown, and can be cancelled', async () => {
    const u = await createLoggedInUser(t);
    const file = { filename: 'licence.jpg', data: await jpeg(120, 80) };
    const sent = await upload(t, 'images/upload_certificate', u.token, { user_id: u.id, note: 'Trade licence 42' }, file);
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ kind: 'dealer', status: 'pending', user_id: u.id, note: 'Trade licence 42' });
    const stored = path.join(t.config.dataDir, 'uploads', sent.json.document_path);
    expect(fs.existsSync(stored)).toBe(true);
    expect((await stateOf(u.id)).isVerifyDealer).toBe(2);
    expect((await upload(t, 'images/upload_certificate', u.token, { user_id: u.id }, file)).status).toBe(400);
    // Not an image: refused, nothing recorded.
    const other = await createLoggedInUser(t);
    expect((await upload(t, 'images/upload_certificate', other.token, { user_id: other.id }, { filename: 'x.jpg', data: Buffer.from('not an image at all') })).status).toBe(400);
    expect((await stateOf(other.id)).isVerifyDealer).toBe(0);

    // Withdrawn while pending: the certificate goes too.
    expect((await t.post('users/dealership_cancel', { user_id: u.id }, { token: u.token })).status).toBe(200);
    expect((await stateOf(u.id)).isVerifyDealer).toBe(0);
    expect(fs.existsSync(stored)).toBe(false);
    expect((await t.post('users/dealership_cancel', { user_id: u.id }, { token: u.token })).status).toBe(400);

    expect((await upload(t, 'images/upload_certificate', u.token, { user_id: u.id }, file)).status).toBe(201);
    const app = await pendingOf('dealer', u.id);
    expect(app.document_path).toMatch(/\.jpg$/);
    expect((await asStaff('admin/badge_approve', { kind: 'dealer', application_id: app.id })).status).toBe(200);
    expect((await t.get(`users/get/user_id/${u.id}`)).json[0].is_verify_dealer).toBe('1');
    const [notice] = await t.deps.db.select().from(notifications).where(eq(notifications.userId, u.id));
    expect(notice!.title).toBe('Your dealer badge is approved');
    expect((await t.post('users/dealership_cancel', { user_id: u.id }, { token: u.token })).status).toBe(200);
    expect((await stateOf(u.id)).isVerifyDealer).toBe(0);
  });
});

/** Every text-like column of every table (the job queue's too) that contains `needle`, as table.column. */
async function whereFound(needle: string): Promise<string[]> {
  const { rows: columns } = await t.deps.pool.query<{ s: string; tb: string; c: string }>(
    `select table_schema as s, table_name as tb, column_name as c from information_schema.columns
     where table_schema in ('public', 'pgboss') and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const { s, tb, c } of columns) {
    const { rows } = await t.deps.pool.query(`select 1 from "${s}"."${tb}" where strpos(lower("${c}"::text), lower($1)) > 0 limit 1`, [needle]);
    if (rows.length > 0) found.push(`${s}.${tb}.${c}`);
  }
  return found;
}

describe('account deletion', () => {
  it('refuses a system admin with the wire contract 403, and a wrong or missing password', async () => {
    const sys = await createLoggedInUser(t, { ...USER.admin, isSysAdmin: true });
    const res = await t.post('users/user_delete', { user_id: sys.id, current_password: DEMO_PASSWORD }, { token: sys.token });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ status: 'error', message: 'sorry, this is system account so it is not able to deactivate.' });
    const u = await createLoggedInUser(t);
    expect((await t.post('users/user_delete', { user_id: u.id }, { token: u.token })).status).toBe(400);
    expect((await t.post('users/user_delete', { user_id: u.id, current_password: 'Wrong-horse-9' }, { token: u.token })).status).toBe(400);
    expect((await stateOf(u.id)).deletedAt).toBeNull();
  });

  it('leaves no personal data: listings and conversations removed, reviews kept anonymous, sessions ended', async () => {
    const name = 'Zawadi Okonkwo-Lindqvist';
    const email = 'zawadi.okonkwo@example.org';
    const phone = '+255754123987';
    const u = await createLoggedInUser(t, { userName: name, userEmail: email, userPhone: phone, whatsapp: phone, userAddress: '12 Kilimani Road', city: 'Dar es Salaam', isVerifyBlueMark: 1 });
    const peer = await createLoggedInUser(t);
    const item = await createItem(t.deps.db, cat, u.id, { title: 'Toyota Hilux 2015' }, { images: 2, now: t.clock.now() });
    const peerItem = await createItem(t.deps.db, cat, peer.id, {}, { images: 1, now: t.clock.now() });
    const chat = await createChatHeader(t.deps.db, { itemId: peerItem.id, buyerUserId: u.id, sellerUserId: peer.id });
    await createChatMessage(t.deps.db, { chatHeaderId: chat.id, senderUserId: u.id, message: `Call me on ${phone}, ${name}` });
    const written = await createRating(t.deps.db, { fromUserId: u.id, toUserId: peer.id, rating: 5, title: 'Great seller', description: 'Smooth deal.' });
    await createRating(t.deps.db, { fromUserId: peer.id, toUserId: u.id, rating: 4, title: 'Good buyer' });
    await createFollow(t.deps.db, { userId: peer.id, followedUserId: u.id });
    await t.deps.db.update(users).set({ followerCount: 1 }).where(eq(users.id, u.id));
    await t.deps.db.update(users).set({ followingCount: 1 }).where(eq(users.id, peer.id));
    await createImage(t.deps.db, { imgParentId: u.id, imgType: 'profile' });
    await t.deps.db.insert(commentHeaders).values({ id: 'qst_deletion_test', itemId: peerItem.id, userId: u.id, comment: 'Is the price negotiable?' });
    // Things the person did through the product: a blue-mark application, a follow notice naming them, mail.
    await t.post('users/profile_update', { user_id: u.id, user_name: name, user_email: email, user_phone: phone, whatsapp: phone, city: 'Dar es Salaam' }, { token: u.token });
    await t.deps.db.insert(notifications).values({ id: 'ntf_deletion_test', userId: peer.id, flag: 'follow', title: `${name} follows you`, message: `${name} started following you.`, eventKey: 'deletion:test' });
    await t.post('users/reset', { user_email: email });
    await t.post('contacts/add', { contact_name: name, contact_email: email, contact_message: 'Hello, a question about my account.', contact_phone: phone }, { token: u.token });
    await t.post('users/apply_blue_mark', { user_id: u.id, note: `I am ${name}` }, { token: u.token });
    await drainJobs(t);
    expect(await whereFound(email), 'the setup must put the e-mail somewhere').not.toEqual([]);

    const res = await t.post('users/user_delete', { user_id: u.id, current_password: DEMO_PASSWORD }, { token: u.token });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toBe('Successfully Deleted');

    expect(await whereFound(email)).toEqual([]);
    expect(await whereFound(phone)).toEqual([]);
    expect(await whereFound(name)).toEqual([]);
    expect(await whereFound('Kilimani')).toEqual([]);

    // Not recoverable: the session is gone and the account cannot sign in or be read.
    expect((await t.post('users/apply_blue_mark', { note: 'x' }, { token: u.token })).status).toBe(401);
    expect((await t.post('users/login', { user_email: email, user_password: DEMO_PASSWORD })).status).toBe(400);
    expect((await t.get(`users/get/user_id/${u.id}`)).status).toBe(404);
    expect(await t.deps.db.select().from(items).where(eq(items.id, item.id))).toEqual([]);
    expect(await t.deps.db.select().from(chatMessages).where(eq(chatMessages.chatHeaderId, chat.id))).toEqual([]);
    // The review the person wrote stays, its author anonymous; the one about them is gone with the profile.
    const kept = await t.deps.db.select().from(ratings).where(sql`${ratings.fromUserId} = ${u.id} or ${ratings.toUserId} = ${u.id}`);
    expect(kept.map((r) => r.id)).toEqual([written.id]);
    const reviews = await t.post('rates/rating_user', { user_id: peer.id });
    expect(reviews.status).toBe(200);
    expect(JSON.stringify(reviews.json)).not.toContain(name);
    expect((await stateOf(peer.id)).followingCount).toBe(0);
    // A new account may use the address again.
    expect((await t.post('users/add', { user_name: 'New person', user_email: email, user_password: DEMO_PASSWORD })).status).toBe(201);
  });
});

describe('the data export', () => {
  it('holds the profile, listings with their photos, messages and reviews, for the owner only', async () => {
    const u = await createLoggedInUser(t, { userName: 'Export Person', userPhone: '+14155550100', city: 'Oakland' });
    const peer = await createLoggedInUser(t);
    const item = await createItem(t.deps.db, cat, u.id, { title: 'Honda Civic 2018', description: 'One owner, full service history.' }, { images: 2, now: t.clock.now() });
    const chat = await createChatHeader(t.deps.db, { itemId: item.id, buyerUserId: peer.id, sellerUserId: u.id });
    await createChatMessage(t.deps.db, { chatHeaderId: chat.id, senderUserId: peer.id, message: 'Is it still available?' });
    await createChatMessage(t.deps.db, { chatHeaderId: chat.id, senderUserId: u.id, message: 'Yes, come and see it.' });
    await createRating(t.deps.db, { fromUserId: peer.id, toUserId: u.id, rating: 5, title: 'Honest seller' });

    const res = await t.post('users/export_data', { user_id: u.id }, { token: u.token });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain('attachment');
    const data = res.json;
    expect(data.profile).toMatchObject({ user_id: u.id, user_name: 'Export Person', user_email: u.email, user_phone: '+14155550100', city: 'Oakland' });
    expect(data.listings).toHaveLength(1);
    expect(data.listings[0]).toMatchObject({ item_id: item.id, title: 'Honda Civic 2018', status: 'published' });
    expect(data.listings[0].photos).toEqual(item.images.map((i: { imgPath: string }) => `http://wheeldeal.test/uploads/${i.imgPath}`));
    expect(data.messages.map((m: { from: string; message: string }) => [m.from, m.message])).toEqual([
      ['other', 'Is it still available?'],
      ['me', 'Yes, come and see it.'],
    ]);
    expect(data.reviews).toEqual([expect.objectContaining({ direction: 'received', other_user_id: peer.id, rating: '5', title: 'Honest seller' })]);
    expect((await t.post('users/export_data', { user_id: u.id }, { token: peer.token })).status).toBe(403);
  });
});

describe('contact taps (logs/add_log)', () => {
  it("count a visitor's and a user's call, WhatsApp and e-mail taps for the seller, never the seller's own", async () => {
    const seller = await createLoggedInUser(t);
    const buyer = await createLoggedInUser(t);
    const item = await createItem(t.deps.db, cat, seller.id);
    expect((await t.post('logs/add_log', { item_id: item.id, type: 'call' })).status).toBe(201);
    expect((await t.post('logs/add_log', { item_id: item.id, type: 'whatsapp', user_id: buyer.id }, { token: buyer.token })).status).toBe(201);
    expect((await t.post('logs/add_log', { item_id: item.id, type: 'email' }, { token: buyer.token })).status).toBe(201);
    expect((await t.post('logs/add_log', { item_id: item.id, type: 'call' }, { token: seller.token })).status).toBe(201);
    expect((await t.post('logs/add_log', { item_id: item.id, type: 'fax' })).status).toBe(400);
    const hidden = await createItem(t.deps.db, cat, seller.id, { status: 0 });
    expect((await t.post('logs/add_log', { item_id: hidden.id, type: 'call' })).status).toBe(400);

    const stats = await t.post('logs/contact_stats', { user_id: seller.id }, { token: seller.token });
    expect(stats.status).toBe(200);
    expect(stats.json).toEqual({ call_count: '1', whatsapp_count: '1', email_count: '1', call_count_30d: '1', whatsapp_count_30d: '1', email_count_30d: '1' });
    // A month later the visitor's call no longer counts in the last 30 days.
    await t.deps.pool.query(`update contact_logs set added_date = added_date - interval '31 days' where seller_user_id = $1 and type = 'call'`, [seller.id]);
    expect((await t.post('logs/contact_stats', {}, { token: seller.token })).json).toMatchObject({ call_count: '1', call_count_30d: '0', email_count_30d: '1' });
  });
});
