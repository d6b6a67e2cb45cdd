/**
 * The authorization matrix (IDOR/BOLA): every call of the registry is classified once in the contract's
 * CALL_ACCESS, and every write and private read is tried by those who may not make it, against a real target
 * owned by someone else:
 *
 *   - a visitor (no session), a banned user (a live session row, a banned account) and an expired session are
 *     refused with 401 by every call that needs a session;
 *   - another, ordinary user is refused (403 for the admin area, 400/403/404/409 as the product answers for someone
 *     else's listing, photo, follow, block or account), and a moderator is refused the admin-only calls;
 *   - a refused write leaves the database exactly as it was: an md5 fingerprint of every table's rows is taken
 *     before and after. Only `rate_limit_hits` and `login_failures` are left out: counting refused attempts is their purpose (a refused
 *     guess must spend the guesser's budget). The job queue lives in its own schema (pgboss) and a refused call
 *     must not queue anything, so nothing else is excluded;
 *   - a private read answers none of the owner's data to anyone else.
 *
 * Every attempt is also made once by the rightful caller (the owner, an admin), who must succeed: a probe that
 * fails for everyone (a malformed body) proves nothing. A write or private read without a probe below, or a probe
 * for a call that is gone, fails the walk, so the matrix grows with the API.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_ACCESS, calls, CHAT_STATUS, OFFER_STATUS, wireError, type CallName } from '@wheeldeal/contract';
import type { ActionDef } from '../src/http/action.ts';
import { ActionRegistry } from '../src/http/rest.ts';
import { audit } from '../src/modules/audit/index.ts';
import { registerModules } from '../src/modules/index.ts';
import { broadcasts, chatHeaders, colors, contacts, coupons, ledgerEntries, notifications, outbox, packages, payments, users } from '../src/db/schema.ts';
import { newId } from '../src/lib/ids.ts';
import { createTestApp, DEMO_PASSWORD, drainJobs, lastCode, type CallOptions, type Res, type TestApp } from './support/app.ts';
import {
  createBlock,
  createChat,
  createChatHeader,
  createChatMessage,
  createChatReport,
  createFavourite,
  createFollow,
  createImage,
  createItem,
  createLoggedInUser,
  createOffer,
  createReport,
  createSession,
  createUser,
  entryForm,
  ITEM,
  makeCatalog,
  makeLookup,
  makeMake,
  USER,
  type Catalog,
} from './support/factories.ts';
import { buildMp4, jpeg } from './fixtures/media.ts';
import { upload } from './fixtures/multipart.ts';
// Web Push devices (issue 12)
import { browserSubscription } from './support/push-endpoint.ts';
// money (issue 13): the admin's side
import { startPayment } from '../src/modules/payments/index.ts';
// social sign-in (issue 14)
import { LOCAL_CLIENTS, startSocialProviders, type LocalOidcProvider } from './support/oidc-provider.ts';


/**
 * Tables a refused call may write: the rate-limit windows and the sign-in throttle's failure counts record refused
 * attempts on purpose (a refused guess must spend the guesser's budget).
 */
const BOOKKEEPING_TABLES = ['rate_limit_hits', 'login_failures'];

type ActorName = 'visitor' | 'other user' | 'banned user' | 'expired session' | 'moderator';
interface Who {
  id: string;
  token: string;
  email: string;
}

let t: TestApp;
let cat: Catalog;
let admin: Who;
let moderator: Who;
const actors = {} as Record<Exclude<ActorName, 'visitor'>, Who>;

const registered = (() => {
  const registry = new ActionRegistry();
  registerModules(registry);
  return new Map(registry.all().map((d) => [`${d.resource}/${d.action}`, d as ActionDef]));
})();

/** The local OpenID provider the social sign-in calls are configured against (issue 14): the probes' forged tokens
 * meet a real verification, not a provider that is simply not offered. */
let op: LocalOidcProvider;

beforeAll(async () => {
  const social = await startSocialProviders('http://wheeldeal.test');
  op = social.op;
  t = await createTestApp(social.env);
  cat = await makeCatalog(t);
  const who = async (overrides = {}) => {
    const u = await createLoggedInUser(t, overrides);
    return { id: u.id, token: u.token, email: u.email };
  };
  admin = await who(USER.admin);
  moderator = await who(USER.moderator);
  actors['other user'] = await who();
  actors['banned user'] = await who(USER.banned);
  actors.moderator = moderator;
  // A session that ended: opened 31 days ago, past both the idle and the absolute expiry.
  const lapsed = await createUser(t.deps.db);
  const token = await createSession(t.deps.db, lapsed.id, new Date(t.clock.now().getTime() - 31 * 86_400_000));
  actors['expired session'] = { id: lapsed.id, token, email: lapsed.userEmail ?? '' };
}, 120_000);
afterAll(async () => {
  await t?.close();
  await op?.close();
});

// ---------------------------------------------------------------------------------------------- the fingerprint

let tables: string[] = [];

/** md5 of every row of every public table (but the bookkeeping ones), per table, so a diff names the table. */
async function fingerprint(): Promise<Record<string, string>> {
  if (tables.length === 0) {
    const { rows } = await t.deps.pool.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    tables = rows.map((r) => r.name).filter((n) => !BOOKKEEPING_TABLES.includes(n));
  }
  const query = tables
    .map((name) => `select '${name}' as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as hash from "${name}" r`)
    .join(' union all ');
  const { rows } = await t.deps.pool.query<{ name: string; hash: string }>(query);
  return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
}

// ---------------------------------------------------------------------------------------------- probes

/** What one attempt needs: the target's owner, and whatever rows the probe made for it. */
interface Target {
  owner: Who;
  ids: Record<string, string>;
  /** Text of the owner's that must not appear in anyone else's answer (private reads). */
  marker?: string;
}

interface Probe {
  /** Builds a fresh target owned by someone else (not the actors). */
  setup(): Promise<Target>;
  /** The attempt, made with `opts` (the actor's token, or none). */
  attempt(target: Target, opts: CallOptions & { token?: string }): Promise<Res>;
  /**
   * Who may make it: the target's owner (the default), staff or admins only, or anyone, for the calls open to
   * visitors whose attempt is forged (a wrong password, code or token: nobody's attempt succeeds). Stated here,
   * independently of the server's action declaration, and held to agree with it.
   */
  audience?: Audience;
}

type Audience = 'owner' | 'staff' | 'admin' | 'anyone';
const AUTH_OF: Record<Audience, ActionDef['auth']> = { owner: 'user', staff: 'staff', admin: 'admin', anyone: 'none' };

async function owner(overrides = {}): Promise<Who> {
  const u = await createLoggedInUser(t, overrides);
  return { id: u.id, token: u.token, email: u.email };
}

const post = (name: CallName | string, body: unknown) => (_: Target, opts: CallOptions) => t.post(name, body, opts);

/** An owner with one published listing (two photos, a video and its poster). */
async function ownerWithItem(overrides: Parameters<typeof createItem>[3] = {}): Promise<Target> {
  const o = await owner();
  const item = await createItem(t.deps.db, cat, o.id, overrides, { images: 2, now: t.clock.now() });
  const video = await createImage(t.deps.db, { imgParentId: item.id, imgType: 'item-video', imgPath: `${newId('f')}.mp4` });
  await createImage(t.deps.db, { imgParentId: item.id, imgType: 'item-video-icon' });
  return { owner: o, ids: { item: item.id, img1: item.images[0]!.id, img2: item.images[1]!.id, video: video.id } };
}

/**
 * A conversation (chat-core, issue 11) between the target owner and somebody else, about an item of the seller's:
 * the owner is the buyer (`as: 'buyer'`) or the seller, and the deal is in `state`.
 */
async function ownerInChat(as: 'buyer' | 'seller', state: 'chatting' | 'offered' | 'accepted' | 'bought' = 'chatting'): Promise<Target> {
  const o = await owner();
  const peer = await createUser(t.deps.db);
  const sellerId = as === 'seller' ? o.id : peer.id;
  const buyerId = as === 'buyer' ? o.id : peer.id;
  const item = await createItem(t.deps.db, cat, sellerId);
  const wire = { chatting: [1, 0, false, false], offered: [2, 1, true, false], accepted: [2, 3, true, true], bought: [3, 5, true, true] } as const;
  const [offerStatus, chatStatus, isOffer, isAccept] = wire[state];
  const header = await createChatHeader(t.deps.db, {
    itemId: item.id,
    buyerUserId: buyerId,
    sellerUserId: sellerId,
    offerStatus,
    chatStatus,
    isOffer,
    isAccept,
    negoPrice: state === 'chatting' ? '0' : '9000',
    latestOfferBy: state === 'chatting' ? '' : 'buyer',
  });
  if (state !== 'chatting') await createOffer(t.deps.db, { chatHeaderId: header.id, itemId: item.id, fromUserId: buyerId, toUserId: sellerId, status: state === 'offered' ? 'offered' : 'accepted' });
  const marker = `Matrix secret ${newId('m')}`;
  await createChatMessage(t.deps.db, { chatHeaderId: header.id, senderUserId: peer.id, message: marker });
  await t.deps.db.update(chatHeaders).set(as === 'buyer' ? { buyerUnreadCount: 1 } : { sellerUnreadCount: 1 }).where(eq(chatHeaders.id, header.id));
  return { owner: o, ids: { chat: header.id, item: item.id, seller: sellerId, peer: peer.id }, marker };
}

/** An owner with one unread notification whose title is the marker (the notification centre, issue 12). */
async function ownerWithNoti(): Promise<Target> {
  const o = await owner();
  const marker = `Matrix notice ${newId('m')}`;
  const id = newId('ntf');
  await t.deps.db.insert(notifications).values({ id, userId: o.id, flag: 'follow', title: marker, message: 'Someone follows you', eventKey: `matrix:${id}` });
  return { owner: o, ids: { noti: id }, marker };
}

const entry = (id: string) =>
  entryForm(cat, { id, title: 'Hijacked listing', price: '1', description: 'Someone else is trying to rewrite this listing from another account.' });

const photo = () => jpeg(64, 48);

// ---------------------------------------------------------------------------------------------- money (issue 13)

/** A package made by an admin, with a title that is the marker. */
async function moneyPackage(): Promise<{ id: string; title: string }> {
  const title = `Matrix package ${newId('m')}`;
  const r = await t.post('admin/package_save', { title, price: '12.5', currency: 'USD', post_count: '5' }, { token: admin.token });
  if (r.status !== 200) throw new Error(`package: ${r.status} ${JSON.stringify(r.json)}`);
  return { id: r.json.id, title };
}

/** A coupon made by an admin; its code is the marker. */
async function moneyCoupon(): Promise<string> {
  const code = `MATRIX-${newId('m').slice(4, 14).toUpperCase()}`;
  const r = await t.post('admin/coupon_save', { code, kind: 'percent', percent: '10' }, { token: admin.token });
  if (r.status !== 200) throw new Error(`coupon: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json.id;
}

/** Someone's offline purchase of a package, pending an admin; approved too when `approved`. */
async function offlinePurchase(approved = false): Promise<Target> {
  const o = await owner();
  const pkg = await moneyPackage();
  const p = await startPayment(t.deps, o.id, { kind: 'package', subjectId: pkg.id, provider: 'offline', couponCode: '', idempotencyKey: newId('idem'), customerEmail: o.email });
  if (approved) {
    const r = await t.post('admin/payment_approve', { id: p.id }, { token: admin.token });
    if (r.status !== 200) throw new Error(`approve: ${r.status} ${JSON.stringify(r.json)}`);
  }
  return { owner: o, ids: { payment: p.id, pkg: pkg.id }, marker: p.id };
}

/** One probe per state-changing call. */
const WRITE_PROBES: Partial<Record<CallName, Probe>> = {
  // ------------------------------------------------------------------------------- accounts (the target: an account)
  'users/add': {
    setup: async () => ({ owner: await owner(), ids: {} }),
    attempt: (o, opts) => t.post('users/add', { user_name: 'Second Comer', user_email: o.owner.email, user_password: 'Another-horse-9' }, opts),
    audience: 'anyone',
  },
  'users/verify': {
    setup: async () => ({ owner: { ...(await createUser(t.deps.db, USER.unverified)), token: '', email: '' }, ids: {} }),
    attempt: (o, opts) => t.post('users/verify', { user_id: o.owner.id, code: '000000' }, opts),
    audience: 'anyone',
  },
  'users/login': {
    setup: async () => ({ owner: await owner(), ids: {} }),
    attempt: (o, opts) => t.post('users/login', { user_email: o.owner.email, user_password: 'Wrong-horse-9' }, opts),
    audience: 'anyone',
  },
  'users/reset_password': {
    setup: async () => ({ owner: await owner(), ids: {} }),
    attempt: post('users/reset_password', { token: 'forged-reset-token-0123456789abcdef', user_password: 'Stolen-horse-9', conf_password: 'Stolen-horse-9' }),
    audience: 'anyone',
  },
  'users/logout': {
    setup: async () => ({ owner: await owner(), ids: {} }),
    attempt: (o, opts) => t.post('users/logout', { user_id: o.owner.id }, opts),
  },
  'users/password_update': {
    setup: async () => ({ owner: await owner(), ids: {} }),
    // With the owner's current password: the refusal must come from who is asking, not from a missing field.
    attempt: (o, opts) =>
      t.post(
        'users/password_update',
        { user_id: o.owner.id, current_password: DEMO_PASSWORD, user_password: 'Stolen-horse-9', conf_password: 'Stolen-horse-9' },
        opts,
      ),
  },
  'users/profile_update': {
    setup: async () => ({ owner: await owner(), ids: {} }),
    attempt: (o, opts) => t.post('users/profile_update', { user_id: o.owner.id, user_name: 'Hijacked', user_email: o.owner.email, city: 'Nowhere' }, opts),
  },
  'users/confirm_email_change': {
    // The owner asked to move the account to a new address; the code is in that mailbox. Nobody else may use it.
    setup: async () => {
      const o = await owner();
      const newEmail = `moved-${newId('m').toLowerCase()}@example.com`;
      const asked = await t.post(
        'users/profile_update',
        { user_id: o.id, user_name: 'Owner', user_email: newEmail, current_password: DEMO_PASSWORD },
        { token: o.token },
      );
      if (asked.status !== 200) throw new Error(`e-mail change: ${asked.status} ${JSON.stringify(asked.json)}`);
      await drainJobs(t);
      return { owner: o, ids: { code: await lastCode(t, newEmail) } };
    },
    attempt: (o, opts) => t.post('users/confirm_email_change', { code: o.ids.code }, opts),
  },
  'images/upload': {
    setup: async () => ({ owner: await owner(), ids: {} }),
    attempt: async (o, opts) => upload(t, 'images/upload', opts.token, { user_id: o.owner.id }, { filename: 'me.jpg', data: await photo() }),
  },

  // ------------------------------------------------------------------------------- listings and their media
  'favourites/press': {
    setup: () => ownerWithItem(),
    attempt: (o, opts) => t.post('favourites/press', { item_id: o.ids.item, user_id: o.owner.id }, opts),
  },
  'items/add': {
    setup: () => ownerWithItem(),
    attempt: (o, opts) => t.post('items/add', entry(o.ids.item!), opts),
  },
  'items/item_delete': {
    setup: () => ownerWithItem(),
    attempt: (o, opts) => t.post('items/item_delete', { item_id: o.ids.item }, opts),
  },
  'items/sold_out_from_itemdetails': {
    setup: () => ownerWithItem(),
    attempt: (o, opts) => t.post('items/sold_out_from_itemdetails', { item_id: o.ids.item, sold_type: 'Sold elsewhere', sold_buyer_name: 'A stranger' }, opts),
  },
  'items/hide': {
    setup: () => ownerWithItem(),
    attempt: (o, opts) => t.post('items/hide', { item_id: o.ids.item }, opts),
  },
  'items/unhide': {
    setup: () => ownerWithItem(ITEM.hidden),
    attempt: (o, opts) => t.post('items/unhide', { item_id: o.ids.item }, opts),
  },
  'images/upload_item': {
    setup: () => ownerWithItem(),
    attempt: async (o, opts) => upload(t, 'images/upload_item', opts.token, { item_id: o.ids.item! }, { filename: 'x.jpg', data: await photo() }),
  },
  'images/reorder_image': {
    setup: () => ownerWithItem(),
    attempt: (o, opts) =>
      t.post(
        'images/reorder_image',
        [
          { img_id: o.ids.img1, ordering: '2' },
          { img_id: o.ids.img2, ordering: '1' },
        ],
        opts,
      ),
  },
  'images/delete_item_image': {
    setup: () => ownerWithItem(),
    attempt: (o, opts) => t.post('images/delete_item_image', { img_id: o.ids.img1 }, opts),
  },
  'images/video_upload': {
    setup: () => ownerWithItem(),
    attempt: (o, opts) =>
      upload(
        t,
        'images/video_upload',
        opts.token,
        { item_id: o.ids.item! },
        { filename: 'clip.mp4', contentType: 'video/mp4', data: buildMp4({ seconds: 2 }) },
      ),
  },
  'images/upload_video_icon': {
    setup: () => ownerWithItem(),
    attempt: async (o, opts) => upload(t, 'images/upload_video_icon', opts.token, { item_id: o.ids.item! }, { filename: 'poster.jpg', data: await photo() }),
  },
  'images/delete_video_and_icon': {
    setup: () => ownerWithItem(),
    attempt: (o, opts) => t.post('images/delete_video_and_icon', { item_id: o.ids.item }, opts),
  },

  // ------------------------------------------------------------------------------- social: acting as the owner
  'userfollows/add_follow': {
    setup: async () => ({ owner: await owner(), ids: { seller: (await createUser(t.deps.db)).id } }),
    attempt: (o, opts) => t.post('userfollows/add_follow', { user_id: o.owner.id, followed_user_id: o.ids.seller }, opts),
  },
  'itemreports/add': {
    setup: async () => {
      const seller = await createUser(t.deps.db);
      return { owner: await owner(), ids: { item: (await createItem(t.deps.db, cat, seller.id)).id } };
    },
    attempt: (o, opts) => t.post('itemreports/add', { item_id: o.ids.item, reported_user_id: o.owner.id, reason: 'Reported in the owner’s name.' }, opts),
  },
  'blockusers/add': {
    setup: async () => ({ owner: await owner(), ids: { victim: (await createUser(t.deps.db)).id } }),
    attempt: (o, opts) => t.post('blockusers/add', { from_block_user_id: o.owner.id, to_block_user_id: o.ids.victim }, opts),
  },
  // ------------------------------------------------------------------------------- Web Push devices (issue 12)
  'notis/register': {
    setup: async () => ({ owner: await owner(), ids: { device: JSON.stringify(browserSubscription('https://push.example.com').subscription) } }),
    attempt: (o, opts) => t.post('notis/register', { user_id: o.owner.id, platform_name: 'frontend', device_token: o.ids.device }, opts),
  },
  'notis/unregister': {
    setup: async () => {
      const o = await owner();
      const device = JSON.stringify(browserSubscription('https://push.example.com').subscription);
      const r = await t.post('notis/register', { user_id: o.id, platform_name: 'frontend', device_token: device }, { token: o.token });
      if (r.status !== 200) throw new Error(`push device: ${r.status} ${JSON.stringify(r.json)}`);
      return { owner: o, ids: { device } };
    },
    attempt: (o, opts) => t.post('notis/unregister', { user_id: o.owner.id, platform_name: 'frontend', device_token: o.ids.device }, opts),
  },
  'blockusers/unblock': {
    setup: async () => {
      const o = await owner();
      const blocked = await createUser(t.deps.db);
      await createBlock(t.deps.db, { fromUserId: o.id, toUserId: blocked.id });
      return { owner: o, ids: { blocked: blocked.id } };
    },
    attempt: (o, opts) => t.post('blockusers/unblock', { from_block_user_id: o.owner.id, to_block_user_id: o.ids.blocked }, opts),
  },

  // ------------------------------------------------------------------------------- the admin area
  'admin/item_approve': {
    setup: () => ownerWithItem(ITEM.pending),
    attempt: (o, opts) => t.post('admin/item_approve', { item_id: o.ids.item }, opts),
    audience: 'staff',
  },
  'admin/item_reject': {
    setup: () => ownerWithItem(ITEM.pending),
    attempt: (o, opts) => t.post('admin/item_reject', { item_id: o.ids.item, reason: 'Rejected by someone who may not.' }, opts),
    audience: 'staff',
  },
  'admin/item_disable': {
    setup: () => ownerWithItem(),
    attempt: (o, opts) => t.post('admin/item_disable', { item_id: o.ids.item }, opts),
    audience: 'staff',
  },
  'admin/item_enable': {
    setup: () => ownerWithItem(ITEM.disabled),
    attempt: (o, opts) => t.post('admin/item_enable', { item_id: o.ids.item }, opts),
    audience: 'staff',
  },
  'admin/report_dismiss': {
    setup: async () => {
      const o = await ownerWithItem();
      await createReport(t.deps.db, { itemId: o.ids.item!, reportedUserId: (await createUser(t.deps.db)).id });
      return o;
    },
    attempt: (o, opts) => t.post('admin/report_dismiss', { item_id: o.ids.item }, opts),
    audience: 'staff',
  },
  'admin/user_ban': {
    setup: async () => ({ owner: await owner(), ids: {} }),
    attempt: (o, opts) => t.post('admin/user_ban', { user_id: o.owner.id }, opts),
    audience: 'staff',
  },
  'admin/user_unban': {
    setup: async () => ({ owner: { ...(await createUser(t.deps.db, USER.banned)), token: '', email: '' }, ids: {} }),
    attempt: (o, opts) => t.post('admin/user_unban', { user_id: o.owner.id }, opts),
    audience: 'staff',
  },
  'admin/catalog_save': {
    setup: async () => ({ owner: admin, ids: { color: (await makeLookup(t, colors, 'Matrix teal')).id } }),
    attempt: (o, opts) => t.post('admin/catalog_save', { table: 'colors', id: o.ids.color, name: 'Hijacked colour' }, opts),
    audience: 'admin',
  },
  'admin/catalog_delete': {
    setup: async () => ({ owner: admin, ids: { color: (await makeLookup(t, colors, 'Matrix ochre')).id } }),
    attempt: (o, opts) => t.post('admin/catalog_delete', { table: 'colors', id: o.ids.color }, opts),
    audience: 'admin',
  },
  'admin/catalog_upload': {
    setup: async () => ({ owner: admin, ids: {} }),
    attempt: async (_, opts) =>
      upload(
        t,
        'admin/catalog_upload',
        opts.token,
        { table: 'categories', id: cat.category.id, img_type: 'category-icon' },
        { filename: 'icon.jpg', data: await photo() },
      ),
    audience: 'admin',
  },
  'admin/settings_update': {
    setup: async () => ({ owner: admin, ids: {} }),
    attempt: post('admin/settings_update', { group: 'general', values: { item_approval: '0' } }),
    audience: 'admin',
  },
  // ------------------------------------------------------------------------------- money: the admin's side (issue 13)
  'admin/package_save': {
    setup: async () => ({ owner: admin, ids: { pkg: (await moneyPackage()).id } }),
    attempt: (o, opts) => t.post('admin/package_save', { id: o.ids.pkg, title: 'Hijacked package', price: '0.01', currency: 'USD', post_count: '999' }, opts),
    audience: 'admin',
  },
  'admin/package_delete': {
    setup: async () => ({ owner: admin, ids: { pkg: (await moneyPackage()).id } }),
    attempt: (o, opts) => t.post('admin/package_delete', { id: o.ids.pkg }, opts),
    audience: 'admin',
  },
  'admin/coupon_save': {
    setup: async () => ({ owner: admin, ids: { coupon: await moneyCoupon() } }),
    attempt: (o, opts) => t.post('admin/coupon_save', { id: o.ids.coupon, code: `HIJACK-${o.ids.coupon!.slice(4, 12)}`, kind: 'percent', percent: '100' }, opts),
    audience: 'admin',
  },
  'admin/coupon_delete': {
    setup: async () => ({ owner: admin, ids: { coupon: await moneyCoupon() } }),
    attempt: (o, opts) => t.post('admin/coupon_delete', { id: o.ids.coupon }, opts),
    audience: 'admin',
  },
  'admin/payment_approve': {
    setup: () => offlinePurchase(),
    attempt: (o, opts) => t.post('admin/payment_approve', { id: o.ids.payment }, opts),
    audience: 'admin',
  },
  'admin/payment_reject': {
    setup: () => offlinePurchase(),
    attempt: (o, opts) => t.post('admin/payment_reject', { id: o.ids.payment }, opts),
    audience: 'admin',
  },
  'admin/payment_refund': {
    setup: () => offlinePurchase(true),
    attempt: (o, opts) => t.post('admin/payment_refund', { id: o.ids.payment }, opts),
    audience: 'admin',
  },

  // ------------------------------------------------------------------------------- chat safety (H4 guardadmin)
  'admin/chat_guard_update': {
    setup: async () => ({ owner: admin, ids: { pattern: `matrix-${newId('p').toLowerCase()}` } }),
    attempt: (o, opts) => t.post('admin/chat_guard_update', guardWith(o.ids.pattern!), opts),
    audience: 'admin',
  },
  'admin/chat_guard_reset': {
    setup: async () => {
      const saved = await t.post('admin/chat_guard_update', guardWith('matrix-stored'), { token: admin.token });
      if (saved.status !== 200) throw new Error(`chat guard: ${saved.status} ${JSON.stringify(saved.json)}`);
      return { owner: admin, ids: {} };
    },
    attempt: post('admin/chat_guard_reset', {}),
    audience: 'admin',
  },
  'admin/chat_report_dismiss': {
    setup: async () => ({ ...(await reportedChat()), owner: admin }),
    attempt: (o, opts) => t.post('admin/chat_report_dismiss', { report_id: o.ids.report }, opts),
    audience: 'staff',
  },
  'admin/chat_report_action': {
    setup: async () => ({ ...(await reportedChat()), owner: admin }),
    attempt: (o, opts) => t.post('admin/chat_report_action', { report_id: o.ids.report, ban: '1' }, opts),
    audience: 'staff',
  },
  // ------------------------------------------------------------------------------- conversations (chat-core, issue 11)
  'chats/add': {
    // The owner is a buyer who has not written yet: nobody else may open the conversation in their name.
    setup: async () => {
      const o = await owner();
      const seller = await createUser(t.deps.db);
      const item = await createItem(t.deps.db, cat, seller.id);
      return { owner: o, ids: { item: item.id, seller: seller.id } };
    },
    attempt: (o, opts) => t.post('chats/add', { item_id: o.ids.item, buyer_user_id: o.owner.id, seller_user_id: o.ids.seller, message: 'Matrix hello' }, opts),
  },
  'chats/update_price': {
    setup: () => ownerInChat('buyer'),
    attempt: (o, opts) => t.post('chats/update_price', { chat_id: o.ids.chat, nego_price: '9000' }, opts),
  },
  'chats/update_accept': {
    setup: () => ownerInChat('seller', 'offered'),
    attempt: (o, opts) => t.post('chats/update_accept', { chat_id: o.ids.chat }, opts),
  },
  'chats/is_user_bought': {
    setup: () => ownerInChat('buyer', 'accepted'),
    attempt: (o, opts) => t.post('chats/is_user_bought', { chat_id: o.ids.chat }, opts),
  },
  'chats/item_sold_out': {
    setup: () => ownerInChat('seller', 'bought'),
    attempt: (o, opts) => t.post('chats/item_sold_out', { chat_id: o.ids.chat }, opts),
  },
  'chats/reset_count': {
    setup: () => ownerInChat('buyer'),
    attempt: (o, opts) => t.post('chats/reset_count', { chat_id: o.ids.chat }, opts),
  },
  'chats/report': {
    setup: () => ownerInChat('buyer'),
    attempt: (o, opts) => t.post('chats/report', { chat_id: o.ids.chat, reason: 'Matrix report' }, opts),
  },
  'notis/send_chat_noti': {
    // The owner (the buyer) wrote a message the seller has not read: the call tells the seller of it.
    setup: async () => {
      const o = await ownerInChat('buyer');
      await createChatMessage(t.deps.db, { chatHeaderId: o.ids.chat!, senderUserId: o.owner.id, message: 'Unread by the seller' });
      await t.deps.db.update(chatHeaders).set({ sellerUnreadCount: 1 }).where(eq(chatHeaders.id, o.ids.chat!));
      return o;
    },
    attempt: (o, opts) => t.post('notis/send_chat_noti', { chat_id: o.ids.chat, message: 'Matrix ping' }, opts),
  },
  'images/chat_image_upload': {
    setup: () => ownerInChat('buyer'),
    attempt: async (o, opts) => upload(t, 'images/chat_image_upload', opts.token, { chat_id: o.ids.chat! }, { filename: 'chat.jpg', data: await photo() }),
  },

  // ------------------------------------------------------------------------------- notification centre (issue 12)
  'notis/is_read': {
    setup: () => ownerWithNoti(),
    attempt: (o, opts) => t.post('notis/is_read', { noti_id: o.ids.noti }, opts),
  },
  'notis/mark_all_read': {
    setup: () => ownerWithNoti(),
    attempt: (o, opts) => t.post('notis/mark_all_read', { user_id: o.owner.id }, opts),
  },
  'notis/settings_update': {
    setup: async () => ({ owner: await owner(), ids: {} }),
    attempt: (o, opts) => t.post('notis/settings_update', { user_id: o.owner.id, notification_setting: '0', prefs: { chat: { inapp: '0' } } }, opts),
  },
  'admin/broadcast_add': {
    setup: async () => ({ owner: admin, ids: {} }),
    attempt: (_, opts) => upload(t, 'admin/broadcast_add', opts.token, { title: 'Matrix broadcast', message: 'Not from an admin', languages: '' }),
    audience: 'admin',
  },

  // ------------------------------------------------------------------------------- reviews and questions
  'rates/add_rating': {
    // The target: the buyer's right to review a completed deal.
    setup: async () => {
      const o = await owner();
      const seller = await createUser(t.deps.db);
      const item = await createItem(t.deps.db, cat, seller.id);
      const sold = { chatStatus: CHAT_STATUS.sold, offerStatus: OFFER_STATUS.bought, isOffer: true, isAccept: true };
      const { header } = await createChat(t.deps.db, item, o.id, { header: sold });
      return { owner: o, ids: { seller: seller.id, chat: header.id } };
    },
    attempt: (o, opts) =>
      t.post('rates/add_rating', { from_user_id: o.owner.id, to_user_id: o.ids.seller, title: 'Matrix review', description: 'Forged in the name of the buyer.', rating: '1', chat_id: o.ids.chat }, opts),
  },
  'commentheaders/press': {
    // The target: asking in the owner's name on someone else's listing.
    setup: async () => {
      const o = await owner();
      const item = await createItem(t.deps.db, cat, (await createUser(t.deps.db)).id);
      return { owner: o, ids: { item: item.id } };
    },
    attempt: (o, opts) => t.post('commentheaders/press', { item_id: o.ids.item, user_id: o.owner.id, comment: 'Matrix question?' }, opts),
  },
  'commentdetails/press': {
    setup: async () => {
      const o = await ownerWithItem();
      const asker = await owner();
      const q = await t.post('commentheaders/press', { item_id: o.ids.item, user_id: asker.id, comment: 'Matrix question?' }, { token: asker.token });
      return { ...o, ids: { ...o.ids, header: q.json.id } };
    },
    attempt: (o, opts) => t.post('commentdetails/press', { header_id: o.ids.header, user_id: o.owner.id, comment: 'Matrix answer.' }, opts),
  },
  'commentheaders/remove': {
    setup: async () => {
      const o = await ownerWithItem();
      const asker = await owner();
      const q = await t.post('commentheaders/press', { item_id: o.ids.item, user_id: asker.id, comment: 'Matrix question?' }, { token: asker.token });
      return { ...o, ids: { ...o.ids, header: q.json.id } };
    },
    attempt: (o, opts) => t.post('commentheaders/remove', { id: o.ids.header, user_id: o.owner.id }, opts),
  },
  'commentdetails/remove': {
    setup: async () => {
      const o = await ownerWithItem();
      const asker = await owner();
      const q = await t.post('commentheaders/press', { item_id: o.ids.item, user_id: asker.id, comment: 'Matrix question?' }, { token: asker.token });
      const f = await t.post('commentdetails/press', { header_id: q.json.id, user_id: asker.id, comment: 'Matrix follow-up.' }, { token: asker.token });
      return { ...o, ids: { ...o.ids, detail: f.json.id } };
    },
    attempt: (o, opts) => t.post('commentdetails/remove', { id: o.ids.detail, user_id: o.owner.id }, opts),
  },
  // alerts (issue 12)
  'subcat_subscribes/subcategory_subscribe': {
    setup: async () => ({ owner: await owner(), ids: {} }),
    attempt: (o, opts) => t.post('subcat_subscribes/subcategory_subscribe', { user_id: o.owner.id, sub_cat_id: cat.make.id }, opts),
  },
  'saved_searches/add': {
    setup: async () => ({ owner: await owner(), ids: {} }),
    attempt: (o, opts) => t.post('saved_searches/add', { user_id: o.owner.id, name: 'Matrix search', filters: { sub_cat_id: cat.make.id } }, opts),
  },
  'saved_searches/update': {
    setup: () => ownerWithSavedSearch(),
    attempt: (o, opts) => t.post('saved_searches/update', { user_id: o.owner.id, id: o.ids.search, name: 'Hijacked', frequency: 'off' }, opts),
  },
  'saved_searches/delete': {
    setup: () => ownerWithSavedSearch(),
    attempt: (o, opts) => t.post('saved_searches/delete', { user_id: o.owner.id, id: o.ids.search }, opts),
  },
  // money (issue 13)
  'packages/is_package_bought': {
    setup: async () => ({ owner: await owner(), ids: { pkg: (await matrixPackage()).id } }),
    attempt: (o, opts) => t.post('packages/is_package_bought', { user_id: o.owner.id, package_id: o.ids.pkg, payment_method: 'offline' }, opts),
  },
  'payments/start': {
    setup: async () => ({ owner: await owner(), ids: { pkg: (await matrixPackage()).id, key: `matrix-${newId('k')}` } }),
    attempt: (o, opts) => t.post('payments/start', { user_id: o.owner.id, kind: 'package', package_id: o.ids.pkg, provider: 'sandbox', idempotency_key: o.ids.key }, opts),
  },
  'paid_items/add': {
    setup: () => ownerWithItem(),
    attempt: (o, opts) =>
      t.post('paid_items/add', { user_id: o.owner.id, item_id: o.ids.item, start_date: t.clock.now().toISOString().slice(0, 10), how_many_day: '7', payment_method: 'offline', idempotency_key: `matrix-${o.ids.item}` }, opts),
  },
  'payments/return': {
    // The sandbox decided on a card: the buyer's return applies it.
    setup: async () => {
      const o = await ownerWithPayment('sandbox');
      await t.deps.db.update(payments).set({ cardLast4: '4242', cardBrand: 'visa' }).where(eq(payments.id, o.ids.payment!));
      return o;
    },
    attempt: (o, opts) => t.post('payments/return', { payment_id: o.ids.payment }, opts),
  },
  'payments/cancel': {
    setup: () => ownerWithPayment('sandbox'),
    attempt: (o, opts) => t.post('payments/cancel', { payment_id: o.ids.payment }, opts),
  },
  'sandbox/pay': {
    setup: () => ownerWithPayment('sandbox'),
    attempt: (o, opts) => t.post('sandbox/pay', { payment_id: o.ids.payment, card_number: '4242424242424242', expiry: '12/39', cvc: '123' }, opts),
  },
  // ------------------------------------------------------------------------------- bidding (issue 13)
  'biddings/add': {
    setup: () => ownerWithItem(),
    attempt: (o, opts) =>
      t.post('biddings/add', { user_id: o.owner.id, item_id: o.ids.item, start_time: wireAt(3_600_000), end_time: wireAt(5 * 3_600_000), start_price: '100', min_step: '10' }, opts),
  },
  'biddings/update_start_time': {
    setup: () => ownerInBidding('seller'),
    attempt: (o, opts) => t.post('biddings/update_start_time', { user_id: o.owner.id, bidding_id: o.ids.bidding, start_time: wireAt(2 * 3_600_000) }, opts),
  },
  'biddings/cancel': {
    setup: () => ownerInBidding('seller'),
    attempt: (o, opts) => t.post('biddings/cancel', { user_id: o.owner.id, bidding_id: o.ids.bidding }, opts),
  },
  'biddings/bid': {
    setup: () => ownerInBidding('buyer', 'approved', true),
    attempt: (o, opts) => t.post('biddings/bid', { user_id: o.owner.id, bidding_id: o.ids.bidding, amount: '150' }, opts),
  },
  'bidding_transactions/add': {
    setup: () => ownerInBidding('buyer'),
    attempt: (o, opts) => t.post('bidding_transactions/add', { user_id: o.owner.id, bidding_id: o.ids.bidding }, opts),
  },
  'biddings/bidding_approval_reject': {
    setup: () => ownerInBidding('seller', 'pending'),
    attempt: (o, opts) => t.post('biddings/bidding_approval_reject', { user_id: o.owner.id, bidder_id: o.ids.bidder, status: 'approved' }, opts),
  },
  // phone sign-in (issue 14)
  'users/verify_phone_code': {
    // The owner signs in by phone; nobody else can, not with a guessed code (no code was asked for this number).
    setup: () => ownerWithPhone(),
    attempt: (o, opts) => t.post('users/verify_phone_code', { user_name: 'Phone Thief', user_phone: o.ids.phone, otp: '000000' }, opts),
    audience: 'anyone',
  },
  'users/phone_register': {
    setup: () => ownerWithPhone(),
    attempt: (o, opts) => t.post('users/phone_register', { phone_id: o.ids.phone, user_name: 'Phone Thief', user_phone: o.ids.phone, otp: '000000' }, opts),
    audience: 'anyone',
  },
  'users/send_mobileverifcation_code': {
    setup: async () => ({ owner: await owner(), ids: { phone: matrixPhone() } }),
    attempt: (o, opts) => t.post('users/send_mobileverifcation_code', { user_id: o.owner.id, user_phone: o.ids.phone }, opts),
  },
  'users/verify_mobileverifcation_code': {
    // The owner asked to move the account to a new number; the code is on that phone. Nobody else may use it.
    setup: async () => {
      const o = await owner();
      const phone = matrixPhone();
      const asked = await t.post('users/send_mobileverifcation_code', { user_id: o.id, user_phone: phone }, { token: o.token });
      if (asked.status !== 200) throw new Error(`phone change: ${asked.status} ${JSON.stringify(asked.json)}`);
      return { owner: o, ids: { phone, code: await lastCode(t, phone) } };
    },
    attempt: (o, opts) => t.post('users/verify_mobileverifcation_code', { user_id: o.owner.id, otp: o.ids.code }, opts),
  },
  // badges and the account (issue 14)
  'users/apply_blue_mark': {
    setup: async () => ({ owner: await owner(), ids: {} }),
    attempt: (o, opts) => t.post('users/apply_blue_mark', { user_id: o.owner.id, note: 'Verify me, please.' }, opts),
  },
  'images/upload_certificate': {
    setup: async () => ({ owner: await owner(), ids: {} }),
    attempt: async (o, opts) => upload(t, 'images/upload_certificate', opts.token, { user_id: o.owner.id, note: 'Licence' }, { filename: 'licence.jpg', data: await photo() }),
  },
  'users/dealership_cancel': {
    setup: async () => ({ owner: await owner({ isVerifyDealer: 1 }), ids: {} }),
    attempt: (o, opts) => t.post('users/dealership_cancel', { user_id: o.owner.id }, opts),
  },
  'admin/badge_approve': {
    setup: () => ownerWithBadgeApplication(),
    attempt: (o, opts) => t.post('admin/badge_approve', { kind: 'blue_mark', application_id: o.ids.application }, opts),
    audience: 'staff',
  },
  'admin/badge_reject': {
    setup: () => ownerWithBadgeApplication(),
    attempt: (o, opts) => t.post('admin/badge_reject', { kind: 'blue_mark', application_id: o.ids.application, reason: 'Not enough detail.' }, opts),
    audience: 'staff',
  },
  'users/user_delete': {
    setup: async () => ({ owner: await owner(), ids: {} }),
    // With the owner's password: the refusal must come from who is asking, not from a missing confirmation.
    attempt: (o, opts) => t.post('users/user_delete', { user_id: o.owner.id, current_password: DEMO_PASSWORD }, opts),
  },
  // social sign-in (issue 14): an identity token nobody signed, naming the owner's linked provider id and e-mail
  'users/google_register': socialProbe('google'),
  'users/facebook_register': socialProbe('facebook'),
  'users/apple_register': socialProbe('apple'),
  // people and content (issue 14)
  'admin/content_save': {
    setup: async () => ({ owner: admin, ids: {} }),
    attempt: (_, opts) => t.post('admin/content_save', { type: 'page', slug: 'terms', lang: 'en', title: 'Hijacked terms', body: 'Someone else rewrote the terms.' }, opts),
    audience: 'admin',
  },
  'users/accept_privacy': {
    setup: async () => ({ owner: await owner(), ids: {} }),
    attempt: (o, opts) => t.post('users/accept_privacy', { user_id: o.owner.id, version: '1' }, opts),
  },
};

let phoneSeq = 3000;
/** A fresh valid number for each phone probe (codes to one number are spaced by a rate limit). */
const matrixPhone = () => `+1415555${++phoneSeq}`;

/** An owner who signs in by phone: the account holds its verified number (issue 14). */
async function ownerWithPhone(): Promise<Target> {
  const phone = matrixPhone();
  const o = await owner({ userPhone: phone, phoneId: phone, phoneVerify: true });
  return { owner: o, ids: { phone } };
}

/** An owner whose blue-mark application waits for review; the marker is its note (issue 14). */
async function ownerWithBadgeApplication(): Promise<Target> {
  const o = await owner();
  const marker = `Matrix badge ${newId('m')}`;
  const r = await t.post('users/apply_blue_mark', { user_id: o.id, note: marker }, { token: o.token });
  if (r.status !== 201) throw new Error(`users/apply_blue_mark: ${JSON.stringify(r.json)}`);
  const { rows } = await t.deps.pool.query<{ id: string }>('select id from blue_mark_applications where user_id = $1', [o.id]);
  return { owner: o, ids: { application: rows[0]!.id }, marker };
}

/**
 * Social sign-in (issue 14): the owner's account is linked to a provider id; the attempt sends a token nobody signed
 * that claims it (and the body names it too) to a configured provider. Open to visitors, refused for everyone
 * ("Google login failed."): nothing may sign in or link.
 */
function socialProbe(provider: keyof typeof LOCAL_CLIENTS): Probe {
  const audience = LOCAL_CLIENTS[provider].id;
  const column = { google: 'googleId', facebook: 'facebookId', apple: 'appleId' } as const;
  return {
    setup: async () => {
      const o = await owner();
      const sub = `matrix-${provider}-${o.id}`;
      await t.deps.db.update(users).set({ [column[provider]]: sub }).where(eq(users.id, o.id));
      return { owner: o, ids: { sub } };
    },
    attempt: (o, opts) => {
      const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
      const issuer = op.issuer;
      const forged = `${part({ alg: 'RS256', kid: 'local-test-key' })}.${part({ iss: issuer, aud: audience, sub: o.ids.sub, email: o.owner.email, email_verified: true, iat: 1_700_000_000, exp: 4_000_000_000 })}.${part('no signature')}`;
      return t.post(`users/${provider}_register`, { id_token: forged, [`${provider}_id`]: o.ids.sub, user_email: o.owner.email }, opts);
    },
    audience: 'anyone',
  };
}

/** A package on sale whose title is a marker (what a buyer's payment and purchase show). */
async function matrixPackage() {
  const [p] = await t.deps.db.insert(packages).values({ id: newId('pkg'), title: `Matrix package ${newId('m')}`, priceMinor: 1500, currency: 'USD', postCount: 3 }).returning();
  return p!;
}

/** An owner who started paying for a package through `provider`: the package's title is the marker. */
async function ownerWithPayment(provider: 'sandbox' | 'offline'): Promise<Target> {
  const o = await owner();
  const pkg = await matrixPackage();
  const r = await t.post('payments/start', { user_id: o.id, kind: 'package', package_id: pkg.id, provider, idempotency_key: `matrix-${newId('k')}` }, { token: o.token });
  return { owner: o, ids: { payment: r.json.id, pkg: pkg.id }, marker: pkg.title };
}


// bidding (issue 13)
/** The wire's "YYYY-MM-DD HH:MM:SS" (UTC), `ms` from the app's now. */
function wireAt(ms: number): string {
  return new Date(t.clock.now().getTime() + ms).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * A bidding on a listing whose title is the marker (issue 13, decision 016): the owner is the seller (`as: 'seller'`)
 * or a buyer whose request is in `request` state; the other party is a fresh user. `open`: it has started.
 */
async function ownerInBidding(as: 'seller' | 'buyer', request: 'none' | 'pending' | 'approved' = 'none', open = false): Promise<Target> {
  const o = await owner();
  const peer = await owner();
  const [seller, buyer] = as === 'seller' ? [o, peer] : [peer, o];
  const marker = `Matrix bidding ${newId('m')}`;
  const item = await createItem(t.deps.db, cat, seller.id, { title: marker });
  const made = await t.post(
    'biddings/add',
    { user_id: seller.id, item_id: item.id, start_time: wireAt(open ? 0 : 3_600_000), end_time: wireAt(5 * 3_600_000), start_price: '100', min_step: '10' },
    { token: seller.token },
  );
  if (made.status !== 200) throw new Error(`biddings/add: ${made.status} ${JSON.stringify(made.json)}`);
  const ids: Record<string, string> = { item: item.id, bidding: made.json.id };
  if (request !== 'none') {
    const asked = await t.post('bidding_transactions/add', { user_id: buyer.id, bidding_id: made.json.id }, { token: buyer.token });
    ids.bidder = asked.json.id;
    if (request === 'approved') await t.post('biddings/bidding_approval_reject', { user_id: seller.id, bidder_id: asked.json.id, status: 'approved' }, { token: seller.token });
  }
  return { owner: o, ids, marker };
}


/** A user with one saved search (alerts); its name is the marker only its owner may read. */
async function ownerWithSavedSearch(): Promise<Target> {
  const o = await owner();
  const marker = `Matrix search ${newId('m')}`;
  const r = await t.post('saved_searches/add', { user_id: o.id, name: marker, filters: { sub_cat_id: cat.make.id } }, { token: o.token });
  return { owner: o, ids: { search: r.json.id }, marker };
}

/** A chat guard set of one pattern. */
const guardWith = (id: string) => ({
  trusted_domains: [],
  patterns: [{ id, kind: 'off_platform_payment', langs: ['en'], all_of: [['loyalty points']], none_of: [], first_message_only: '0' }],
});

/** A conversation the buyer reported: the seller's message carries the marker. */
async function reportedChat(): Promise<Target> {
  const seller = await owner();
  const buyer = await createUser(t.deps.db);
  const item = await createItem(t.deps.db, cat, seller.id);
  const { header } = await createChat(t.deps.db, item, buyer.id, { messages: ['Is it still available?'] });
  const marker = `Pay me in gift cards ${newId('m')}`;
  await createChatMessage(t.deps.db, { chatHeaderId: header.id, senderUserId: seller.id, message: marker });
  const report = await createChatReport(t.deps.db, { chatHeaderId: header.id, reporterUserId: buyer.id, reportedUserId: seller.id });
  return { owner: seller, ids: { report: report.id }, marker };
}

/** One probe per private read; the target's `marker` is what only its owner (or staff) may see. */
const READ_PROBES: Partial<Record<CallName, Probe>> = {
  'items/get_item_by_followuser': {
    setup: async () => {
      const o = await owner();
      const seller = await createUser(t.deps.db);
      await createFollow(t.deps.db, { userId: o.id, followedUserId: seller.id });
      const item = await createItem(t.deps.db, cat, seller.id);
      return { owner: o, ids: {}, marker: item.id };
    },
    attempt: (o, opts) => t.post('items/get_item_by_followuser', { login_user_id: o.owner.id }, opts),
  },
  'items/get_favourite': {
    setup: async () => {
      const o = await owner();
      const item = await createItem(t.deps.db, cat, (await createUser(t.deps.db)).id);
      await createFavourite(t.deps.db, { userId: o.id, itemId: item.id });
      return { owner: o, ids: {}, marker: item.id };
    },
    attempt: (o, opts) => t.post('items/get_favourite', { login_user_id: o.owner.id }, opts),
  },
  'items/get_owner_items': {
    setup: async () => {
      const o = await ownerWithItem(ITEM.pending);
      return { ...o, marker: o.ids.item };
    },
    attempt: (o, opts) => t.post(`items/get_owner_items/login_user_id/${o.owner.id}`, { status: 'pending' }, opts),
  },
  'items/get_reported_item_by_loginuser': {
    setup: async () => {
      const o = await owner();
      const item = await createItem(t.deps.db, cat, (await createUser(t.deps.db)).id);
      await createReport(t.deps.db, { itemId: item.id, reportedUserId: o.id });
      return { owner: o, ids: {}, marker: item.id };
    },
    attempt: (o, opts) => t.post(`items/get_reported_item_by_loginuser/login_user_id/${o.owner.id}`, {}, opts),
  },
  'users/get_blocked_user_by_loginuser': {
    setup: async () => {
      const o = await owner();
      const blocked = await createUser(t.deps.db);
      await createBlock(t.deps.db, { fromUserId: o.id, toUserId: blocked.id });
      return { owner: o, ids: {}, marker: blocked.id };
    },
    attempt: (o, opts) => t.post('users/get_blocked_user_by_loginuser', { login_user_id: o.owner.id }, opts),
  },
  'admin/items_pending': {
    setup: async () => {
      const o = await ownerWithItem(ITEM.pending);
      return { ...o, marker: o.ids.item };
    },
    attempt: post('admin/items_pending', {}),
    audience: 'staff',
  },
  'admin/items': {
    setup: async () => {
      const o = await ownerWithItem(ITEM.hidden);
      return { ...o, marker: o.ids.item };
    },
    attempt: post('admin/items', { status: 'hidden' }),
    audience: 'staff',
  },
  'admin/reported_items': {
    setup: async () => {
      const o = await ownerWithItem();
      await createReport(t.deps.db, { itemId: o.ids.item!, reportedUserId: (await createUser(t.deps.db)).id, reason: 'Matrix report' });
      return { ...o, marker: o.ids.item };
    },
    attempt: post('admin/reported_items', {}),
    audience: 'staff',
  },
  'admin/users': {
    setup: async () => {
      const o = await owner();
      return { owner: o, ids: {}, marker: o.email };
    },
    attempt: (o, opts) => t.post('admin/users', { keyword: o.owner.email }, opts),
    audience: 'staff',
  },
  'admin/catalog_list': {
    setup: async () => ({ owner: admin, ids: {}, marker: cat.color.id }),
    attempt: post('admin/catalog_list', { table: 'colors' }),
    audience: 'staff',
  },
  'admin/settings_get': {
    setup: async () => ({ owner: admin, ids: {}, marker: 'posts_per_account_hour' }),
    attempt: post('admin/settings_get', {}),
    audience: 'staff',
  },
  'admin/audit_log': {
    setup: async () => {
      // An entry by an actor of its own, asked for by that actor: every other probe audits at the same instant
      // (the test clock), so an unfiltered first page need not hold it.
      const actor = await owner();
      const targetId = newId('itm');
      await audit(t.deps.db, { actorUserId: actor.id, action: 'item_disable', targetType: 'item', targetId }, t.clock.now());
      return { owner: admin, ids: { actor: actor.id }, marker: targetId };
    },
    attempt: (target: Target, opts: CallOptions) => t.post('admin/audit_log', { actor_user_id: target.ids.actor }, opts),
    audience: 'staff',
  },
  'admin/outbox': {
    setup: async () => {
      const recipient = `private-${newId('x')}@example.com`;
      await t.deps.db
        .insert(outbox)
        .values({ id: newId('out'), channel: 'email', recipient, subject: 'Your code', body: 'Your code is 123456', status: 'local' });
      return { owner: admin, ids: {}, marker: recipient };
    },
    attempt: (o, opts) => t.post('admin/outbox', { recipient: o.marker }, opts),
    audience: 'admin',
  },
  // ------------------------------------------------------------------------------- money: the admin's side (issue 13)
  'admin/packages': {
    setup: async () => ({ owner: admin, ids: {}, marker: (await moneyPackage()).title }),
    attempt: post('admin/packages', {}),
    audience: 'staff',
  },
  'admin/coupons': {
    setup: async () => {
      const id = await moneyCoupon();
      return { owner: admin, ids: {}, marker: id };
    },
    attempt: post('admin/coupons', {}),
    audience: 'staff',
  },
  'admin/payments': {
    setup: () => offlinePurchase(),
    attempt: (o, opts) => t.post('admin/payments', { q: o.owner.id }, opts),
    audience: 'staff',
  },
  'admin/revenue': {
    // A sale of a package today in the site's currency: its title appears among the products.
    setup: async () => {
      const o = await owner();
      const pkg = await moneyPackage();
      const id = newId('pay');
      const now = t.clock.now();
      await t.deps.db.insert(payments).values({ id, userId: o.id, kind: 'package', subjectId: pkg.id, description: pkg.title, amountMinor: 1250, totalMinor: 1250, currency: 'USD', provider: 'offline', idempotencyKey: id, status: 'succeeded', succeededAt: now, addedDate: now });
      await t.deps.db.insert(ledgerEntries).values({ id: newId('led'), paymentId: id, userId: o.id, entry: 'charge', amountMinor: 1250, currency: 'USD', postsDelta: 5, addedDate: now });
      return { owner: o, ids: {}, marker: pkg.title };
    },
    attempt: post('admin/revenue', {}),
    audience: 'staff',
  },

  // ------------------------------------------------------------------------------- chat safety (H4 guardadmin)
  'admin/chat_guard_get': {
    setup: async () => {
      const id = `matrix-${newId('p').toLowerCase()}`;
      const saved = await t.post('admin/chat_guard_update', guardWith(id), { token: admin.token });
      if (saved.status !== 200) throw new Error(`chat guard: ${saved.status} ${JSON.stringify(saved.json)}`);
      return { owner: admin, ids: {}, marker: id };
    },
    attempt: post('admin/chat_guard_get', {}),
    audience: 'staff',
  },
  'admin/chat_guard_test': {
    setup: async () => ({ owner: admin, ids: {}, marker: `matrix-${newId('p').toLowerCase()}` }),
    attempt: (o, opts) => t.post('admin/chat_guard_test', { text: 'Can I pay with loyalty points?', config: guardWith(o.marker!) }, opts),
    audience: 'staff',
  },
  'admin/chat_reports': {
    setup: async () => ({ ...(await reportedChat()), owner: admin }),
    attempt: post('admin/chat_reports', {}),
    audience: 'staff',
  },
  // ------------------------------------------------------------------------------- conversations (chat-core, issue 11)
  'chats/get_chat_history': {
    setup: () => ownerInChat('buyer'),
    attempt: (o, opts) => t.post('chats/get_chat_history', { chat_id: o.ids.chat }, opts),
  },
  'chat_items/get_buyer_seller_list': {
    setup: () => ownerInChat('seller'),
    attempt: (o, opts) => t.post('chat_items/get_buyer_seller_list', { user_id: o.owner.id, return_type: 'buyer' }, opts),
  },
  'chats/offer_list': {
    setup: () => ownerInChat('buyer', 'offered'),
    attempt: (o, opts) => t.post('chats/offer_list', { user_id: o.owner.id, return_type: 'seller' }, opts),
  },
  'users/unread_count': {
    setup: async () => {
      const o = await ownerInChat('buyer');
      return { ...o, marker: o.owner.id };
    },
    attempt: (o, opts) => t.post('users/unread_count', { user_id: o.owner.id }, opts),
  },
  // ------------------------------------------------------------------------------- notification centre (issue 12)
  'noti_messages/all_notis': {
    setup: () => ownerWithNoti(),
    attempt: (o, opts) => t.post('noti_messages/all_notis', { user_id: o.owner.id }, opts),
  },
  'noti_messages/get': {
    setup: () => ownerWithNoti(),
    attempt: (o, opts) => t.get(`noti_messages/get/id/${o.ids.noti}`, opts),
  },
  'notis/settings_get': {
    // The owner's own choices are the marker: nobody else may read them.
    setup: async () => ({
      owner: await owner({ notificationPrefs: { follow: { inapp: false, push: false, email: true } } }),
      ids: {},
      marker: '"follow":{"inapp":"0","push":"0","email":"1"}',
    }),
    attempt: (o, opts) => t.get(`notis/settings_get/login_user_id/${o.owner.id}`, opts),
  },
  'admin/broadcasts': {
    setup: async () => {
      const title = `Matrix broadcast ${newId('b')}`;
      await t.deps.db.insert(broadcasts).values({ id: newId('bct'), title, message: 'Draft for staff eyes' });
      return { owner: admin, ids: {}, marker: title };
    },
    attempt: post('admin/broadcasts', {}),
    audience: 'admin',
  },
  // alerts (issue 12)
  'subcat_subscribes/get': {
    setup: async () => {
      const o = await owner();
      const make = await makeMake(t, cat.category.id, { name: `Matrix make ${newId('m')}` });
      await t.post('subcat_subscribes/subcategory_subscribe', { user_id: o.id, sub_cat_id: make.id }, { token: o.token });
      return { owner: o, ids: {}, marker: make.name };
    },
    attempt: (o, opts) => t.post('subcat_subscribes/get', { user_id: o.owner.id }, opts),
  },
  'saved_searches/get': {
    setup: () => ownerWithSavedSearch(),
    attempt: (o, opts) => t.post('saved_searches/get', { user_id: o.owner.id }, opts),
  },
  // money (issue 13)
  'packages/paymentstatus': {
    setup: () => ownerWithPayment('sandbox'),
    attempt: (o, opts) => t.get(`packages/paymentstatus/orderid/${o.ids.payment}`, opts),
  },
  'payments/get': {
    setup: () => ownerWithPayment('sandbox'),
    attempt: (o, opts) => t.post('payments/get', { payment_id: o.ids.payment }, opts),
  },
  'payments/history': {
    setup: () => ownerWithPayment('offline'),
    attempt: (o, opts) => t.post('payments/history', { user_id: o.owner.id }, opts),
  },
  'sandbox/get': {
    setup: () => ownerWithPayment('sandbox'),
    attempt: (o, opts) => t.post('sandbox/get', { payment_id: o.ids.payment }, opts),
  },
  'buy_ad_post_transaction/search': {
    setup: () => ownerWithPayment('offline'),
    attempt: (o, opts) => t.post('buy_ad_post_transaction/search', { user_id: o.owner.id }, opts),
  },
  'buy_ad_post_transactions/search': {
    setup: () => ownerWithPayment('offline'),
    attempt: (o, opts) => t.post('buy_ad_post_transactions/search', { user_id: o.owner.id }, opts),
  },
  'paid_items/get': {
    setup: async () => {
      const marker = `Matrix promoted ${newId('m')}`;
      const o = await ownerWithItem({ title: marker });
      const r = await t.post(
        'paid_items/add',
        { user_id: o.owner.id, item_id: o.ids.item, start_date: t.clock.now().toISOString().slice(0, 10), how_many_day: '7', payment_method: 'offline' },
        { token: o.owner.token },
      );
      if (r.status !== 201) throw new Error(`paid_items/add: ${JSON.stringify(r.json)}`);
      return { ...o, marker };
    },
    attempt: (o, opts) => t.get(`paid_items/get/login_user_id/${o.owner.id}`, opts),
  },
  'coupons/check': {
    // A coupon only for the owner's eyes would not be one; the marker is the quote of the owner's own check.
    setup: async () => {
      const o = await owner();
      const pkg = await matrixPackage();
      const code = `MX${newId('c').slice(-8).toUpperCase()}`;
      await t.deps.db.insert(coupons).values({ id: newId('cpn'), code, kind: 'percent', percent: 10 });
      return { owner: o, ids: { pkg: pkg.id, code }, marker: code };
    },
    attempt: (o, opts) => t.post('coupons/check', { user_id: o.owner.id, coupon_code: o.ids.code, kind: 'package', package_id: o.ids.pkg }, opts),
  },
  // bidding (issue 13): each list holds the bidding's listing, whose title is the marker
  'biddings/get_seller_to_do': {
    setup: () => ownerInBidding('seller', 'pending'),
    attempt: (o, opts) => t.post('biddings/get_seller_to_do', { user_id: o.owner.id }, opts),
  },
  'biddings/get_seller_bid_approved': {
    setup: () => ownerInBidding('seller', 'approved'),
    attempt: (o, opts) => t.post('biddings/get_seller_bid_approved', { user_id: o.owner.id }, opts),
  },
  'biddings/get_buyer_to_do': {
    setup: () => ownerInBidding('buyer', 'pending'),
    attempt: (o, opts) => t.post('biddings/get_buyer_to_do', { user_id: o.owner.id }, opts),
  },
  'biddings/get_buyer_bid_approved': {
    setup: () => ownerInBidding('buyer', 'approved'),
    attempt: (o, opts) => t.post('biddings/get_buyer_bid_approved', { user_id: o.owner.id }, opts),
  },
  // badges and the account (issue 14)
  'admin/badge_applications': {
    setup: () => ownerWithBadgeApplication(),
    attempt: (_, opts) => t.post('admin/badge_applications', { kind: 'blue_mark', status: 'all' }, opts),
    audience: 'staff',
  },
  'users/export_data': {
    setup: async () => {
      const marker = `Matrix about ${newId('m')}`;
      return { owner: await owner({ userAboutMe: marker }), ids: {}, marker };
    },
    attempt: (o, opts) => t.post('users/export_data', { user_id: o.owner.id }, opts),
  },
  'logs/contact_stats': {
    // The owner's listing was called once: only the owner's answer counts it.
    setup: async () => {
      const o = await ownerWithItem();
      const r = await t.post('logs/add_log', { item_id: o.ids.item, type: 'call' });
      if (r.status !== 201) throw new Error(`logs/add_log: ${JSON.stringify(r.json)}`);
      return { ...o, marker: '"call_count":"1"' };
    },
    attempt: (o, opts) => t.post('logs/contact_stats', { user_id: o.owner.id }, opts),
  },
  // people and content (issue 14)
  'admin/content_list': {
    setup: async () => {
      const marker = `Matrix FAQ ${newId('m')}`;
      const r = await t.post('admin/content_save', { type: 'faq', lang: 'en', title: marker, body: 'A staff-only draft list.' }, { token: admin.token });
      if (r.status !== 200) throw new Error(`admin/content_save: ${JSON.stringify(r.json)}`);
      return { owner: admin, ids: {}, marker };
    },
    attempt: post('admin/content_list', { type: 'faq' }),
    audience: 'staff',
  },
  'users/privacy_status': {
    // The version the owner accepted is theirs: an unusual one is the marker.
    setup: async () => {
      const o = await owner();
      await t.deps.db.update(users).set({ privacyAcceptedVersion: 4242 }).where(eq(users.id, o.id));
      return { owner: o, ids: {}, marker: '"accepted_version":"4242"' };
    },
    attempt: (o, opts) => t.post('users/privacy_status', { user_id: o.owner.id }, opts),
  },
};

/**
 * The calls open to anyone by design, each with an attempt that names someone else's account or listing where it
 * can: they answer everyone alike and never act as the account of a session that is banned or expired.
 */
const OPEN_PROBES: Partial<Record<CallName, (target: Target, opts: CallOptions) => Promise<Res>>> = {
  'users/request_code': (o, opts) => t.post('users/request_code', { user_email: o.owner.email }, opts),
  'users/reset': (o, opts) => t.post('users/reset', { user_email: o.owner.email }, opts),
  'contacts/add': (_, opts) =>
    t.post(
      'contacts/add',
      { contact_name: 'Open probe', contact_email: 'open@example.com', contact_message: 'Hello there.', contact_phone: '+95 9 123 456' },
      opts,
    ),
  'touches/touch_item': (o, opts) => t.post('touches/touch_item', { item_id: o.ids.item }, opts),
  // phone sign-in (issue 14)
  'users/request_phone_code': (_, opts) => t.post('users/request_phone_code', { user_name: 'Open Probe', user_phone: matrixPhone() }, opts),
  // badges and the account (issue 14)
  'logs/add_log': (o, opts) => t.post('logs/add_log', { item_id: o.ids.item, type: 'whatsapp' }, opts),
};

// ---------------------------------------------------------------------------------------------- expectations

const opts = (actor: ActorName): CallOptions => (actor === 'visitor' ? {} : { token: actors[actor].token });

const audienceOf = (probe: Probe): Audience => probe.audience ?? 'owner';

/** Who tries a call: everyone but its rightful caller; a moderator too where admins alone may. */
function attackers(probe: Probe): ActorName[] {
  const list: ActorName[] = ['visitor', 'other user', 'banned user', 'expired session'];
  return audienceOf(probe) === 'admin' ? [...list, 'moderator'] : list;
}

/** The refusal the product answers this actor, as the set of acceptable statuses. */
function refusals(probe: Probe, actor: ActorName): number[] {
  const audience = audienceOf(probe);
  const noSession = actor === 'visitor' || actor === 'banned user' || actor === 'expired session';
  if (audience !== 'anyone' && noSession) return [401];
  if (audience === 'staff' || audience === 'admin') return [403];
  // Someone else's record: forbidden, unknown to them, or an invalid reference; a call open to visitors (sign-in,
  // sign-up, codes) refuses the forged attempt the same way whoever sends it.
  return [400, 403, 404, 409];
}

function expectRefused(name: string, actor: ActorName, res: Res, allowed: number[]) {
  const what = `${name} as ${actor}: ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`;
  expect(allowed, what).toContain(res.status);
  expect(wireError.safeParse(res.json).success, what).toBe(true);
}

/** The caller whose same attempt must succeed: the owner, or an admin for the admin area; nobody for forgeries. */
function rightfulOf(probe: Probe, target: Target): Who | null {
  const audience = audienceOf(probe);
  return audience === 'anyone' ? null : audience === 'owner' ? target.owner : admin;
}

// ---------------------------------------------------------------------------------------------- the walk

describe('the authorization matrix', () => {
  it('classifies every call of the registry and has a probe for every write and private read', () => {
    expect(Object.keys(CALL_ACCESS).sort()).toEqual(Object.keys(calls).sort());
    expect([...registered.keys()].sort()).toEqual(Object.keys(calls).sort());
    const names = Object.keys(CALL_ACCESS) as CallName[];
    expect(Object.keys(WRITE_PROBES).sort()).toEqual(names.filter((n) => CALL_ACCESS[n] === 'write').sort());
    expect(Object.keys(READ_PROBES).sort()).toEqual(names.filter((n) => CALL_ACCESS[n] === 'private-read').sort());
    expect(Object.keys(OPEN_PROBES).sort()).toEqual(names.filter((n) => CALL_ACCESS[n] === 'open-write').sort());
    // Open writes are open because they act on no one's account: a call that needs a session is not one of them,
    // and a private read always needs one.
    for (const n of names.filter((x) => CALL_ACCESS[x] === 'open-write')) expect(registered.get(n)!.auth, n).toBe('none');
    for (const n of names.filter((x) => CALL_ACCESS[x] === 'private-read')) expect(registered.get(n)!.auth, n).not.toBe('none');
  });

  it('agrees with the server on who may make each call', () => {
    const probes = { ...WRITE_PROBES, ...READ_PROBES } as Record<string, Probe>;
    const disagree = Object.entries(probes)
      .filter(([name, probe]) => registered.get(name)!.auth !== AUTH_OF[audienceOf(probe)])
      .map(([name, probe]) => `${name}: server ${registered.get(name)!.auth}, matrix ${audienceOf(probe)}`);
    expect(disagree).toEqual([]);
  });

  describe('refuses every state-changing call to those who may not make it, leaving the database unchanged', () => {
    for (const name of Object.keys(WRITE_PROBES) as CallName[]) {
      it(name, async () => {
        const probe = WRITE_PROBES[name]!;
        const target = await probe.setup();
        for (const actor of attackers(probe)) {
          const before = await fingerprint();
          const res = await probe.attempt(target, opts(actor));
          expectRefused(name, actor, res, refusals(probe, actor));
          expect(await fingerprint(), `${name} as ${actor} changed the database`).toEqual(before);
        }
        const rightful = rightfulOf(probe, target);
        if (rightful) {
          const before = await fingerprint();
          const res = await probe.attempt(target, { token: rightful.token });
          expect(res.status, `${name} by its rightful caller: ${JSON.stringify(res.json).slice(0, 200)}`).toBeLessThan(300);
          expect(await fingerprint(), `${name} by its rightful caller changed nothing: the probe proves nothing`).not.toEqual(before);
        }
      });
    }
  });

  describe('answers every private read to its owner (or staff) only', () => {
    for (const name of Object.keys(READ_PROBES) as CallName[]) {
      it(name, async () => {
        const probe = READ_PROBES[name]!;
        const target = await probe.setup();
        for (const actor of attackers(probe)) {
          const res = await probe.attempt(target, opts(actor));
          // Another user may get their own (empty) list instead of a refusal, but never the owner's rows.
          const allowed = audienceOf(probe) === 'owner' && actor === 'other user' ? [403, 404] : refusals(probe, actor);
          expectRefused(name, actor, res, allowed);
          expect(JSON.stringify(res.json), `${name} as ${actor} leaked the owner's data`).not.toContain(target.marker);
        }
        const rightful = rightfulOf(probe, target)!;
        const res = await probe.attempt(target, { token: rightful.token });
        expect(res.status, `${name} by its rightful reader: ${JSON.stringify(res.json).slice(0, 200)}`).toBe(200);
        expect(JSON.stringify(res.json), `${name}: the rightful reader must see the marker, or the probe proves nothing`).toContain(target.marker);
      });
    }
  });

  describe('public reads shaped for the viewer show nobody else the private fields', () => {
    it('users/get and userfollows/search hide the e-mail, phone, position, device and post quota of someone else', async () => {
      const o = await createLoggedInUser(t, {
        userPhone: '+95 9 555 0101',
        deviceToken: 'device-secret',
        remainingPost: 7,
        isShowEmail: false,
        isShowPhone: false,
        userLat: 16.80528,
        userLng: 96.15611,
      });
      for (const actor of ['visitor', 'other user', 'banned user', 'expired session'] as const) {
        for (const res of [await t.get(`users/get/user_id/${o.id}`, opts(actor)), await t.post('userfollows/search', { id: o.id }, opts(actor))]) {
          const user = [res.json].flat()[0];
          expect(res.status, actor).toBe(200);
          expect(user, actor).toMatchObject({
            user_id: o.id,
            user_email: '',
            user_phone: '',
            user_lat: '',
            user_lng: '',
            device_token: '',
            remaining_post: '',
          });
        }
      }
      const self = await t.get(`users/get/user_id/${o.id}`, { token: o.token });
      expect(self.json[0]).toMatchObject({
        user_email: o.email,
        user_lat: '16.80528',
        user_lng: '96.15611',
        device_token: 'device-secret',
        remaining_post: '7',
      });
    });

    it('items/get does not show a listing that is not live to anyone but its owner and staff', async () => {
      const o = await ownerWithItem(ITEM.pending);
      for (const actor of ['visitor', 'other user', 'banned user', 'expired session'] as const) {
        const res = await t.get(`items/get/id/${o.ids.item}`, opts(actor));
        expect(res.status, actor).toBeGreaterThanOrEqual(400);
        expect(res.status, actor).toBeLessThan(500);
      }
      expect((await t.get(`items/get/id/${o.ids.item}`, { token: o.owner.token })).status).toBe(200);
    });

    it('items/search_meta counts a listing that is not live for nobody but its owner', async () => {
      const o = await ownerWithItem(ITEM.pending);
      const body = { added_user_id: o.owner.id, status: '0' };
      for (const actor of ['visitor', 'other user', 'banned user', 'expired session'] as const) {
        const res = await t.post('items/search_meta', body, opts(actor));
        expect(res.status, actor).toBe(200);
        expect(res.json.count, actor).toBe('0');
      }
      expect((await t.post('items/search_meta', body, { token: o.owner.token })).json.count).toBe('1');
    });

    it('users/item_counts shows only the public buckets of someone else', async () => {
      const o = await ownerWithItem(ITEM.pending);
      for (const actor of ['visitor', 'other user', 'banned user', 'expired session'] as const) {
        const res = await t.post('users/item_counts', { user_id: o.owner.id }, opts(actor));
        expect(res.status, actor).toBe(200);
        expect(res.json.pending, actor).toBe('');
      }
      expect((await t.post('users/item_counts', { user_id: o.owner.id }, { token: o.owner.token })).json.pending).toBe('1');
    });
  });

  it('answers the calls open by design alike to everyone, with nothing done in the name of a dead session', async () => {
    for (const name of Object.keys(OPEN_PROBES) as CallName[]) {
      const target = await ownerWithItem();
      for (const actor of ['visitor', 'other user', 'banned user', 'expired session'] as const) {
        const res = await OPEN_PROBES[name]!(target, opts(actor));
        expect(res.status, `${name} as ${actor}: ${JSON.stringify(res.json).slice(0, 200)}`).toBeLessThan(300);
      }
    }
    const { rows } = await t.deps.pool.query<{ n: number }>('select count(*)::int as n from touches where user_id = any($1)', [
      [actors['banned user'].id, actors['expired session'].id],
    ]);
    expect(rows[0]!.n).toBe(0);
    const sent = await t.deps.db.select().from(contacts).where(eq(contacts.contactName, 'Open probe'));
    // Only the live session's message carries an account; the banned and expired ones are a visitor's.
    expect(sent).toHaveLength(4);
    expect(sent.filter((c) => c.userId !== null).map((c) => c.userId)).toEqual([actors['other user'].id]);
  });
});
