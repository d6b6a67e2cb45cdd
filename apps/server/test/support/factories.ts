/**
 * Test data built directly with Drizzle (not through the seeder or the API), so a test states only what matters
 * to it and gets valid defaults for everything else.
 *
 * - `buildX(fields)` returns a row to insert (nothing is written); `createX(db, fields)` inserts it and returns
 *   the inserted row. `fields` override any default; references without a sensible default (the item of a chat,
 *   the two users of a follow) are required by the types.
 * - `makeX(t, …)` are the older catalogue helpers (a TestApp instead of a db); `makeCatalog` gives a complete one.
 * - Presets are plain objects to spread: `createUser(db, { ...USER.banned })`, `createItem(db, cat, id, ITEM.sold)`.
 * - These are raw rows: the counters that services keep (follower_count, favourite_count, rating_count …) are
 *   not updated. Go through the API when the counters are what the test is about.
 * - Users get a password (DEMO_PASSWORD unless `password` is given) hashed at the cheap test cost, so they can
 *   log in through `users/login`; `createLoggedInUser` skips that and opens a session directly.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CHAT_MESSAGE_TYPE, ITEM_STATUS, OFFER_STATUS, ROLE, SESSION, USER_STATUS } from '@wheeldeal/contract';
import type { Db } from '../../src/db/client.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import {
  blocks,
  bodyStyles,
  categories,
  chatHeaders,
  chatMessages,
  chatReports,
  colors,
  conditions,
  currencies,
  dealOptions,
  favourites,
  follows,
  fuelTypes,
  images,
  itemReports,
  items,
  itemTypes,
  locations,
  models,
  offers,
  priceTypes,
  ratings,
  sellerTypes,
  sessions,
  states,
  subcategories,
  tags,
  townships,
  transmissions,
  users,
  vehicleTypes,
} from '../../src/db/schema.ts';
import { ID_PREFIX, newId } from '../../src/lib/ids.ts';
import { DEMO_PASSWORD, TEST_PASSWORD_COST, type CallOptions, type Res, type TestApp, type TestUser } from './app.ts';

let seq = 0;
const next = () => ++seq;
let itemSeq = 0;

type UserRow = typeof users.$inferInsert;
type ItemRow = typeof items.$inferInsert;
type ImageRow = typeof images.$inferInsert;
type ChatHeaderRow = typeof chatHeaders.$inferInsert;
type ChatMessageRow = typeof chatMessages.$inferInsert;
type OfferRow = typeof offers.$inferInsert;
type RatingRow = typeof ratings.$inferInsert;
type FollowRow = typeof follows.$inferInsert;
type FavouriteRow = typeof favourites.$inferInsert;
type ReportRow = typeof itemReports.$inferInsert;
type BlockRow = typeof blocks.$inferInsert;

type LookupTable = typeof itemTypes;
async function lookup(t: TestApp, table: LookupTable, name: string, extra: Partial<LookupTable['$inferInsert']> = {}) {
  const [row] = await t.deps.db
    .insert(table)
    .values({ id: newId('lkp'), name, ...extra })
    .returning();
  return row!;
}

export async function makeCategory(t: TestApp, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(categories)
    .values({ id: newId('cat'), catName: `Category ${next()}`, ...overrides })
    .returning();
  return row!;
}

export async function makeMake(t: TestApp, catId: string, overrides: Partial<typeof subcategories.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(subcategories)
    .values({ id: newId('sub'), catId, name: `Make ${next()}`, ...overrides })
    .returning();
  return row!;
}

export async function makeModel(t: TestApp, subCatId: string, overrides: Partial<typeof models.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(models)
    .values({ id: newId('mdl'), subCatId, name: `Model ${next()}`, ...overrides })
    .returning();
  return row!;
}

export async function makeLocation(t: TestApp, overrides: Partial<typeof locations.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(locations)
    .values({ id: newId('loc'), name: `City ${next()}`, lat: 0, lng: 0, ...overrides })
    .returning();
  return row!;
}

export async function makeTownship(t: TestApp, cityId: string, overrides: Partial<typeof townships.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(townships)
    .values({ id: newId('twn'), cityId, townshipName: `Township ${next()}`, ...overrides })
    .returning();
  return row!;
}

export async function makeCurrency(t: TestApp, overrides: Partial<typeof currencies.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(currencies)
    .values({ id: newId('cur'), currencyShortForm: 'USD', currencySymbol: '$', ...overrides })
    .returning();
  return row!;
}

/** A complete little catalogue: one category with a make (Toyota) and model (Corolla), every lookup, a city
 * (Yangon, with coordinates) and a township. */
export async function makeCatalog(t: TestApp) {
  const n = next();
  const category = await makeCategory(t, { catName: `Cars ${n}`, catOrdering: n });
  const make = await makeMake(t, category.id, { name: 'Toyota' });
  const model = await makeModel(t, make.id, { name: 'Corolla' });
  const location = await makeLocation(t, { name: `Yangon ${n}`, lat: 16.8409, lng: 96.1735 });
  const township = await makeTownship(t, location.id, { townshipName: `Bahan ${n}`, lat: 16.81, lng: 96.16 });
  const currency = await makeCurrency(t);
  return {
    category,
    make,
    model,
    location,
    township,
    currency,
    itemType: await lookup(t, itemTypes, 'For sale'),
    priceType: await lookup(t, priceTypes, 'Fixed'),
    condition: await lookup(t, conditions, 'Used'),
    dealOption: await lookup(t, dealOptions, 'Meet up'),
    fuelType: await lookup(t, fuelTypes, 'Petrol'),
    transmission: await lookup(t, transmissions, 'Automatic'),
    color: await lookup(t, colors, 'Red'),
    bodyStyle: await lookup(t, bodyStyles, 'Sedan'),
    sellerType: await lookup(t, sellerTypes, 'Private'),
    vehicleType: await lookup(t, vehicleTypes, 'Car'),
    state: await lookup(t, states, 'Yangon Region'),
    tag: await lookup(t, tags, 'Hot deal'),
  };
}
export type Catalog = Awaited<ReturnType<typeof makeCatalog>>;

export { lookup as makeLookup };

/** A published item of `ownerId` in the catalogue, with every lookup set; override anything. Items made one
 * after the other are one second apart in added_date (older first), so "newest first" lists are predictable. */
export function buildItem(cat: Catalog, ownerId: string, overrides: Partial<ItemRow> = {}, now: Date = new Date()): ItemRow {
  const n = ++itemSeq;
  return {
    id: newId(ID_PREFIX.item),
    catId: cat.category.id,
    subCatId: cat.make.id,
    modelId: cat.model.id,
    itemTypeId: cat.itemType.id,
    itemPriceTypeId: cat.priceType.id,
    itemCurrencyId: cat.currency.id,
    itemLocationId: cat.location.id,
    itemLocationTownshipId: cat.township.id,
    conditionOfItemId: cat.condition.id,
    dealOptionId: cat.dealOption.id,
    tagId: cat.tag.id,
    fuelTypeId: cat.fuelType.id,
    transmissionId: cat.transmission.id,
    colorId: cat.color.id,
    bodyStyleId: cat.bodyStyle.id,
    sellerTypeId: cat.sellerType.id,
    vehicleTypeId: cat.vehicleType.id,
    registrationStateId: cat.state.id,
    title: `Vehicle ${n}`,
    description: 'A well kept vehicle with full service history and new tyres.',
    price: '10000',
    vehicleYear: 2015,
    drivenKm: 50_000,
    lat: cat.location.lat,
    lng: cat.location.lng,
    status: ITEM_STATUS.published,
    addedUserId: ownerId,
    addedDate: new Date(now.getTime() - (1000 - n) * 1000),
    ...overrides,
  };
}

/** Inserts an item (see buildItem); `opts.images` adds that many item photos (ordering 0, 1, …). */
export async function createItem(db: Db, cat: Catalog, ownerId: string, overrides: Partial<ItemRow> = {}, opts: { images?: number; now?: Date } = {}) {
  const [row] = await db
    .insert(items)
    .values(buildItem(cat, ownerId, overrides, opts.now))
    .returning();
  const photos = [];
  for (let i = 0; i < (opts.images ?? 0); i++) photos.push(await createImage(db, { imgParentId: row!.id, ordering: i }));
  return { ...row!, images: photos };
}

export async function makeItem(t: TestApp, cat: Catalog, ownerId: string, overrides: Partial<ItemRow> = {}) {
  const [row] = await t.deps.db
    .insert(items)
    .values(buildItem(cat, ownerId, overrides, t.clock.now()))
    .returning();
  return row!;
}

/**
 * A complete, valid `items/add` form (the wire's strings) for the test catalogue: a new listing by default, an edit
 * with `{ id }`; override any field.
 */
export function entryForm(cat: Catalog, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    id: '',
    title: 'Toyota Corolla 2015',
    price: '12500',
    cat_id: cat.category.id,
    sub_cat_id: cat.make.id,
    model_id: cat.model.id,
    item_type_id: cat.itemType.id,
    item_currency_id: cat.currency.id,
    condition_of_item_id: cat.condition.id,
    item_price_type_id: cat.priceType.id,
    deal_option_id: cat.dealOption.id,
    business_mode: '0',
    item_location_id: cat.location.id,
    item_location_township_id: cat.township.id,
    description: 'Well kept, full service history, new tyres and brakes last year.',
    ...overrides,
  };
}

/** Item states to spread into the overrides of buildItem/createItem/makeItem. */
export const ITEM = {
  pending: { status: ITEM_STATUS.pending },
  published: { status: ITEM_STATUS.published },
  disabled: { status: ITEM_STATUS.disabled },
  rejected: { status: ITEM_STATUS.rejected, rejectReason: 'The photos show a different vehicle.' },
  hidden: { status: ITEM_STATUS.hidden },
  sold: { status: ITEM_STATUS.published, isSoldOut: true, soldType: 'chat', soldBuyerName: 'A buyer' },
} satisfies Record<string, Partial<ItemRow>>;

export function buildImage(fields: Pick<ImageRow, 'imgParentId'> & Partial<ImageRow>): ImageRow {
  return { id: newId(ID_PREFIX.image), imgType: 'item', imgPath: `${newId('f')}.jpg`, imgWidth: 800, imgHeight: 600, ...fields };
}

/** An image row only: no file is written (use the upload API when the file matters). */
export async function createImage(db: Db, fields: Pick<ImageRow, 'imgParentId'> & Partial<ImageRow>) {
  const [row] = await db.insert(images).values(buildImage(fields)).returning();
  return row!;
}

export const makeImage = (t: TestApp, parentId: string, overrides: Partial<ImageRow> = {}) => createImage(t.deps.db, { imgParentId: parentId, ...overrides });

export async function setItem(t: TestApp, id: string, patch: Partial<typeof items.$inferInsert>) {
  await t.deps.db.update(items).set(patch).where(eq(items.id, id));
}

// ---------------------------------------------------------------------------------------------- users & sessions

/** One hash per password per file, at the cheap test cost: a thousand users cost one hash. */
const hashes = new Map<string, Promise<string>>();
export const testPasswordHash = (plain: string = DEMO_PASSWORD) => {
  let h = hashes.get(plain);
  if (!h) hashes.set(plain, (h = hashPassword(plain, TEST_PASSWORD_COST)));
  return h;
};

/** An active, verified regular user with a unique name and e-mail; no password (see createUser). */
export function buildUser(overrides: Partial<UserRow> = {}): UserRow {
  const n = next();
  const id = newId(ID_PREFIX.user);
  return {
    id,
    userName: `User ${n}`,
    userEmail: `user${n}-${id.slice(4)}@example.com`,
    roleId: ROLE.user,
    status: USER_STATUS.active,
    emailVerify: true,
    language: 'en',
    ...overrides,
  };
}

/** User states to spread into the overrides of buildUser/createUser/createLoggedInUser. */
export const USER = {
  admin: { roleId: ROLE.admin },
  moderator: { roleId: ROLE.moderator },
  /** Registered, code not entered yet: cannot log in. */
  unverified: { status: USER_STATUS.pending, emailVerify: false },
  unpublished: { status: USER_STATUS.unpublished },
  banned: { isBanned: true },
  deleted: { deletedAt: new Date('2026-01-01T00:00:00Z') },
  blueMark: { isVerifyBlueMark: 1 },
} satisfies Record<string, Partial<UserRow>>;

/** Inserts a user who can log in with `password` (DEMO_PASSWORD by default; null for none, as social logins). */
export async function createUser(db: Db, overrides: Partial<UserRow> & { password?: string | null } = {}) {
  const { password = DEMO_PASSWORD, ...fields } = overrides;
  const passwordHash = password === null ? null : await testPasswordHash(password);
  const [row] = await db
    .insert(users)
    .values(buildUser({ passwordHash, ...fields }))
    .returning();
  return row!;
}

/** Opens a session for a user the way users/login does (only the token's SHA-256 is stored) and returns the
 * token to send as `Bearer`. Expiry counts from `now` (the test app's clock). */
export async function createSession(db: Db, userId: string, now: Date = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: createHash('sha256').update(token).digest('hex'),
    userId,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: new Date(now.getTime() + SESSION.idleSeconds * 1000),
    absoluteExpiresAt: new Date(now.getTime() + SESSION.absoluteSeconds * 1000),
  });
  return token;
}

/** A signed-in user without the register → mail → verify round trip: the same shape signUp returns (plus the
 * row), for tests about something else than signing up. */
export async function createLoggedInUser(t: TestApp, overrides: Partial<UserRow> = {}): Promise<TestUser & { row: typeof users.$inferSelect }> {
  const row = await createUser(t.deps.db, overrides);
  const token = await createSession(t.deps.db, row.id, t.clock.now());
  return { id: row.id, email: row.userEmail ?? '', name: row.userName, token, row };
}

/** The test app as seen by one signed-in user: every call carries their token. */
export function clientFor(t: TestApp, user: { token: string }) {
  return {
    post: (path: string, body: unknown = {}, opts: CallOptions = {}): Promise<Res> => t.post(path, body, { token: user.token, ...opts }),
    get: (path: string, opts: CallOptions = {}): Promise<Res> => t.get(path, { token: user.token, ...opts }),
  };
}

// ---------------------------------------------------------------------------------------------- social

export const buildFollow = (fields: FollowRow): FollowRow => ({ ...fields });
/** `userId` follows `followedUserId`. */
export async function createFollow(db: Db, fields: FollowRow) {
  const [row] = await db.insert(follows).values(buildFollow(fields)).returning();
  return row!;
}

export const buildFavourite = (fields: FavouriteRow): FavouriteRow => ({ ...fields });
export async function createFavourite(db: Db, fields: FavouriteRow) {
  const [row] = await db.insert(favourites).values(buildFavourite(fields)).returning();
  return row!;
}

export const buildBlock = (fields: BlockRow): BlockRow => ({ ...fields });
/** `fromUserId` blocks `toUserId`. */
export async function createBlock(db: Db, fields: BlockRow) {
  const [row] = await db.insert(blocks).values(buildBlock(fields)).returning();
  return row!;
}

/** An open report of an item by `reportedUserId` (the reporter, in the wire's naming). */
export function buildReport(fields: Pick<ReportRow, 'itemId' | 'reportedUserId'> & Partial<ReportRow>): ReportRow {
  return { id: newId(ID_PREFIX.report), reason: 'Looks like a scam.', status: 'open', ...fields };
}
export async function createReport(db: Db, fields: Pick<ReportRow, 'itemId' | 'reportedUserId'> & Partial<ReportRow>) {
  const [row] = await db.insert(itemReports).values(buildReport(fields)).returning();
  return row!;
}

/** A five-star rating from one user to another. */
export function buildRating(fields: Pick<RatingRow, 'fromUserId' | 'toUserId'> & Partial<RatingRow>): RatingRow {
  return { id: newId(ID_PREFIX.rating), rating: 5, title: 'Smooth deal', description: 'Honest seller, the car was as described.', ...fields };
}
export async function createRating(db: Db, fields: Pick<RatingRow, 'fromUserId' | 'toUserId'> & Partial<RatingRow>) {
  const [row] = await db.insert(ratings).values(buildRating(fields)).returning();
  return row!;
}

// ---------------------------------------------------------------------------------------------- chat & offers

/** A conversation about an item between a buyer and the seller, nothing unread, no offer yet. */
export function buildChatHeader(fields: Pick<ChatHeaderRow, 'itemId' | 'buyerUserId' | 'sellerUserId'> & Partial<ChatHeaderRow>): ChatHeaderRow {
  return { id: newId(ID_PREFIX.chat), offerStatus: OFFER_STATUS.chatting, lastMessageAt: new Date(), ...fields };
}
export async function createChatHeader(db: Db, fields: Pick<ChatHeaderRow, 'itemId' | 'buyerUserId' | 'sellerUserId'> & Partial<ChatHeaderRow>) {
  const [row] = await db.insert(chatHeaders).values(buildChatHeader(fields)).returning();
  return row!;
}

/** An unread text message; without `seq`, the next place in the conversation (the header's last_seq moves too). */
export function buildChatMessage(fields: Pick<ChatMessageRow, 'chatHeaderId' | 'senderUserId' | 'seq'> & Partial<ChatMessageRow>): ChatMessageRow {
  return { id: newId(ID_PREFIX.message), type: CHAT_MESSAGE_TYPE.text, message: 'Hello, is it still available?', ...fields };
}
export async function createChatMessage(db: Db, fields: Pick<ChatMessageRow, 'chatHeaderId' | 'senderUserId'> & Partial<ChatMessageRow>) {
  const [h] = await db
    .update(chatHeaders)
    .set({ lastSeq: sql`${chatHeaders.lastSeq} + 1`, lastMessageAt: sql`now()` })
    .where(eq(chatHeaders.id, fields.chatHeaderId))
    .returning({ lastSeq: chatHeaders.lastSeq });
  const [row] = await db.insert(chatMessages).values(buildChatMessage({ seq: h!.lastSeq, ...fields })).returning();
  return row!;
}

/** An open offer in a conversation. The header is not touched: set its offer_status / nego_price if it matters. */
export function buildOffer(fields: Pick<OfferRow, 'chatHeaderId' | 'itemId' | 'fromUserId' | 'toUserId'> & Partial<OfferRow>): OfferRow {
  return { id: newId(ID_PREFIX.offer), amount: '9000', status: 'offered', ...fields };
}
export async function createOffer(db: Db, fields: Pick<OfferRow, 'chatHeaderId' | 'itemId' | 'fromUserId' | 'toUserId'> & Partial<OfferRow>) {
  const [row] = await db.insert(offers).values(buildOffer(fields)).returning();
  return row!;
}

/** A buyer's conversation about an item (the seller is the item's owner), optionally with messages from the
 * buyer, and an open offer with the header in the "offer made" state when `offer` is given. */
export async function createChat(
  db: Db,
  item: { id: string; addedUserId: string },
  buyerUserId: string,
  opts: { messages?: string[]; offer?: string; header?: Partial<ChatHeaderRow> } = {},
) {
  const header = await createChatHeader(db, {
    itemId: item.id,
    buyerUserId,
    sellerUserId: item.addedUserId,
    ...(opts.offer ? { isOffer: true, offerStatus: OFFER_STATUS.offered, negoPrice: opts.offer } : {}),
    ...opts.header,
  });
  const messages = [];
  for (const message of opts.messages ?? []) messages.push(await createChatMessage(db, { chatHeaderId: header.id, senderUserId: buyerUserId, message }));
  const offer = opts.offer
    ? await createOffer(db, { chatHeaderId: header.id, itemId: item.id, fromUserId: buyerUserId, toUserId: item.addedUserId, amount: opts.offer })
    : undefined;
  return { header, messages, offer };
}

// ---------------------------------------------------------------------------------------------- conversation reports (H4 guardadmin)

type ChatReportRow = typeof chatReports.$inferInsert;

/** An open report of a conversation by one participant against the other. */
export function buildChatReport(fields: Pick<ChatReportRow, 'chatHeaderId' | 'reporterUserId' | 'reportedUserId'> & Partial<ChatReportRow>): ChatReportRow {
  return { id: newId(ID_PREFIX.report), reason: 'Asked me to pay outside the app.', status: 'open', ...fields };
}
export async function createChatReport(db: Db, fields: Pick<ChatReportRow, 'chatHeaderId' | 'reporterUserId' | 'reportedUserId'> & Partial<ChatReportRow>) {
  const [row] = await db.insert(chatReports).values(buildChatReport(fields)).returning();
  return row!;
}
