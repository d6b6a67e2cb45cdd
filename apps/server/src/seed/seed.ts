/**
 * Demo data for an empty database: catalogue, lookups, locations, users, ~330 listings with generated photos,
 * relations (favourites, follows, ratings, reports, promotions), content pages and stored settings.
 *
 * - Runs only when the `users` table is empty; returns false otherwise.
 * - Deterministic: every choice comes from one seeded PRNG (ids are random, as everywhere; dates are relative to
 *   now so "2 days ago" reads right).
 * - All rows are inserted in one transaction, under an advisory lock, so a crash never leaves half a seed and two
 *   processes starting together do not both seed. Images are rendered first (files are harmless on their own).
 */
import { sql } from 'drizzle-orm';
import { CHAT_MESSAGE_TYPE, checkChatMessage, DEAL_WIRE, type DealAction, type DealParty, type DealState, toMinor } from '@wheeldeal/contract';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ID_PREFIX, newId } from '../lib/ids.ts';
import type { LanguageCode } from '@wheeldeal/i18n';
import type { MessageVars } from '../lib/errors.ts';
import { translator } from '../lib/messages.ts';
import { money } from '../lib/wire.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { SETTING_DEFAULTS } from '../modules/settings/index.ts';
import { ABOUT, BANNERS, BLOGS, FAQS, PAGES } from './data/content.ts';
import { CITIES } from './data/locations.ts';
import {
  BODY_STYLES,
  CATEGORIES,
  COLORS,
  CONDITIONS,
  CURRENCIES,
  DEAL_OPTIONS,
  FUEL_TYPES,
  ITEM_TYPES,
  PACKAGES,
  PRICE_TYPES,
  SELLER_TYPES,
  TAGS,
  TRANSMISSIONS,
  US_STATES,
  VEHICLE_TYPES,
  type CategoryKey,
  type LookupDef,
} from './data/lookups.ts';
import {
  BODY_STYLE_NAMES,
  CATEGORY_NAMES,
  COLOR_NAMES,
  CONDITION_NAMES,
  DEAL_OPTION_NAMES,
  FUEL_TYPE_NAMES,
  ITEM_TYPE_NAMES,
  PRICE_TYPE_NAMES,
  SELLER_TYPE_NAMES,
  TAG_NAMES,
  TRANSMISSION_NAMES,
  translationsOf,
  VEHICLE_TYPE_NAMES,
  type Names,
} from './data/lookup-translations.ts';
import { MAKES, type MakeDef, type ModelDef } from './data/makes.ts';
import { DEMO_PASSWORD, PEOPLE, type PersonDef } from './data/people.ts';
import { RATING_TEXTS, REPORT_REASONS } from './data/listing-text.ts';
import { assignStates, generateListing, vehicleName, type ListingDraft } from './listings.ts';
import {
  avatarSvg,
  BANNER_H,
  BANNER_W,
  bannerSvg,
  blogCoverSvg,
  categoryIconSvg,
  categoryPhotoSvg,
  ImageWriter,
  interiorSvg,
  isInteriorVariant,
  makeBadgeSvg,
  PHOTO_H,
  PHOTO_W,
  vehiclePhotoSvg,
  type Shape,
  type StoredImage,
} from './photos.ts';
import { mulberry32 } from './random.ts';

const SEED = 20_260_115;
/** pg_advisory_xact_lock key of the seed ("wdseed"). */
const LOCK_KEY = 0x77_64_73_65;
const BATCH = 500;
const DAY = 86_400_000;

export interface SeedOptions {
  uploadsDir: string;
  log: (m: string) => void;
}

export async function seedDemoData(db: Db, opts: SeedOptions): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const started = Date.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const images = new ImageWriter(opts.uploadsDir);
  const plan = buildPlan(new Date(), passwordHash, images);
  await images.flush();
  for (const fix of plan.afterImages) await fix();
  const rendered = Date.now();

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    if (await hasUsers(tx)) return false;
    for (const step of plan.steps) await step(tx);
    return true;
  });
  if (seeded) {
    opts.log(
      `Demo data seeded: ${plan.counts.users} users, ${plan.counts.items} listings, ${plan.counts.images} image rows ` +
        `(${images.rendered} images rendered, ${images.reused} reused) in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(images ${((rendered - started) / 1000).toFixed(1)} s). Demo logins: admin@wheeldeal.local, seller@wheeldeal.local, buyer@wheeldeal.local / ${DEMO_PASSWORD}`,
    );
  }
  return seeded;
}

async function hasUsers(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: t.users.id }).from(t.users).limit(1);
  return rows.length > 0;
}

// ------------------------------------------------------------------------------------------------ the plan

type Step = (tx: Tx) => Promise<void>;

interface Plan {
  steps: Step[];
  /** Patches that need the written image files (byte sizes). */
  afterImages: (() => Promise<void>)[];
  counts: { users: number; items: number; images: number };
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const initials = (name: string) =>
  name
    .replace(/[^A-Za-z\s]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** A small stable hash (scenery seeds, badge colours). */
const hash = (s: string) => Math.abs([...s].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, 7));

const AVATAR_COLOURS = ['#2563eb', '#059669', '#d97706', '#dc2626', '#7c3aed', '#0891b2', '#db2777', '#4f46e5', '#65a30d', '#0f766e'];

interface SeedPayment {
  userId: string;
  kind: 'package' | 'promotion';
  subjectId: string;
  description: string;
  totalMinor: number;
  provider: string;
  providerRef?: string | undefined;
  status: 'succeeded' | 'pending';
  /** Posts a package granted (its ledger row says so). */
  postsDelta?: number;
  addedDate: Date;
}

/**
 * The demo's money as the payments module keeps it (decision 015): a payment per purchase and promotion, and for
 * the confirmed ones their ledger charge, so the admin's transactions, revenue and refunds have history to show.
 */
function seedMoney() {
  const payments: PgInsertValue<typeof t.payments>[] = [];
  const ledger: PgInsertValue<typeof t.ledgerEntries>[] = [];
  return {
    payments,
    ledger,
    payment(p: SeedPayment): string {
      const id = newId(ID_PREFIX.payment);
      const provider = p.provider === 'razor' ? 'razorpay' : p.provider;
      payments.push({
        id,
        userId: p.userId,
        kind: p.kind,
        subjectId: p.subjectId,
        description: p.description,
        amountMinor: p.totalMinor,
        totalMinor: p.totalMinor,
        currency: 'USD',
        provider,
        providerRef: p.providerRef ?? (provider === 'offline' ? `off_${id}` : `demo_${provider}_${id}`),
        idempotencyKey: `seed-${id}`,
        status: p.status,
        succeededAt: p.status === 'succeeded' ? p.addedDate : null,
        addedDate: p.addedDate,
        updatedDate: p.addedDate,
      });
      if (p.status === 'succeeded') {
        ledger.push({ id: newId(ID_PREFIX.ledger), paymentId: id, userId: p.userId, entry: 'charge', amountMinor: p.totalMinor, currency: 'USD', postsDelta: p.postsDelta ?? 0, addedDate: p.addedDate });
      }
      return id;
    },
  };
}

function buildPlan(now: Date, passwordHash: string, images: ImageWriter): Plan {
  const rng = mulberry32(SEED);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const ledgerOf = seedMoney();
  const steps: Step[] = [];
  const afterImages: (() => Promise<void>)[] = [];
  const add = <T extends PgTable>(table: T, rows: PgInsertValue<T>[]) => {
    if (rows.length === 0) return;
    steps.push(async (tx) => {
      for (let i = 0; i < rows.length; i += BATCH) await tx.insert(table).values(rows.slice(i, i + BATCH));
    });
  };
  const imageRows: (typeof t.images.$inferInsert)[] = [];
  const imageRow = (rendered: StoredImage, parentId: string, type: string, ordering: number, addedDate: Date, desc = '') => {
    const img = images.instance(rendered);
    const row: typeof t.images.$inferInsert = {
      id: newId(ID_PREFIX.image),
      imgParentId: parentId,
      imgType: type,
      imgPath: img.path,
      imgWidth: img.width,
      imgHeight: img.height,
      imgDesc: desc,
      ordering,
      byteSize: 0,
      addedDate,
    };
    afterImages.push(async () => {
      row.byteSize = await img.bytes;
    });
    imageRows.push(row);
    return row;
  };
  const seedDate = at(400);

  // ---------------------------------------------------------------------------------------------- catalogue
  const categoryId = new Map<CategoryKey, string>();
  const categoryRows = CATEGORIES.map((c, i) => {
    const id = newId(ID_PREFIX.category);
    categoryId.set(c.key, id);
    return { id, catName: c.name, translations: translationsOf(CATEGORY_NAMES[c.key]), catOrdering: i + 1, status: 1, addedDate: seedDate };
  });
  const CATEGORY_ART: Record<CategoryKey, { shape: Shape; colour: string }> = {
    cars: { shape: 'sedan', colour: '#b5161d' },
    motorcycles: { shape: 'sportbike', colour: '#1d1f24' },
    trucks: { shape: 'pickup', colour: '#eef0f3' },
    suvs: { shape: 'suv', colour: '#1f4f9e' },
    ev: { shape: 'hatchback', colour: '#eef0f3' },
    buses: { shape: 'bus', colour: '#f0bf26' },
    boats: { shape: 'boat', colour: '#1f4f9e' },
    parts: { shape: 'wheel', colour: '#b4bac2' },
  };
  CATEGORIES.forEach((c, i) => {
    const art = CATEGORY_ART[c.key];
    const id = categoryId.get(c.key)!;
    const icon = images.request(`demo-category-${c.key}-icon`, 512, 512, () => categoryIconSvg(art.shape, c.accent));
    const photo = images.request(`demo-category-${c.key}-photo`, PHOTO_W, PHOTO_H, () => categoryPhotoSvg(art.shape, art.colour, c.name, c.accent, 100 + i));
    imageRow(icon, id, 'category-icon', 0, seedDate, `${c.name} icon`);
    imageRow(photo, id, 'category', 1, seedDate, c.name);
  });

  const makeIds = new Map<MakeDef, string>();
  const modelIds = new Map<ModelDef, string>();
  const subcategoryRows: PgInsertValue<typeof t.subcategories>[] = [];
  const modelRows: PgInsertValue<typeof t.models>[] = [];
  const orderInCategory = new Map<CategoryKey, number>();
  for (const make of MAKES) {
    const id = newId(ID_PREFIX.subcategory);
    makeIds.set(make, id);
    const ordering = (orderInCategory.get(make.category) ?? 0) + 1;
    orderInCategory.set(make.category, ordering);
    subcategoryRows.push({ id, catId: categoryId.get(make.category)!, name: make.name, ordering, status: 1, addedDate: seedDate });
    for (const model of make.models) {
      const mid = newId(ID_PREFIX.model);
      modelIds.set(model, mid);
      modelRows.push({ id: mid, subCatId: id, name: model.name, status: 1, addedDate: seedDate });
    }
    const accent = AVATAR_COLOURS[hash(make.name) % AVATAR_COLOURS.length]!;
    const badge = images.request(`demo-make-${slug(make.name)}`, 400, 400, () => makeBadgeSvg(make.name, accent));
    imageRow(badge, id, 'subcategory', 1, seedDate, make.name);
  }

  // ---------------------------------------------------------------------------------------------- lookups
  const lookupIds = new Map<string, Map<string, string>>();
  const lookup = (kind: string, key: string): string => {
    const id = lookupIds.get(kind)?.get(key);
    if (!id) throw new Error(`seed: unknown ${kind} ${key}`);
    return id;
  };
  // Each table with its rows and their names in the other languages (states keep their place names).
  const lookupTables: [string, typeof t.itemTypes, LookupDef[], Record<string, Names>][] = [
    ['itemType', t.itemTypes, ITEM_TYPES, ITEM_TYPE_NAMES],
    ['priceType', t.priceTypes, PRICE_TYPES, PRICE_TYPE_NAMES],
    ['condition', t.conditions, CONDITIONS, CONDITION_NAMES],
    ['dealOption', t.dealOptions, DEAL_OPTIONS, DEAL_OPTION_NAMES],
    ['fuel', t.fuelTypes, FUEL_TYPES, FUEL_TYPE_NAMES],
    ['transmission', t.transmissions, TRANSMISSIONS, TRANSMISSION_NAMES],
    ['colour', t.colors, COLORS, COLOR_NAMES],
    ['body', t.bodyStyles, BODY_STYLES, BODY_STYLE_NAMES],
    ['sellerType', t.sellerTypes, SELLER_TYPES, SELLER_TYPE_NAMES],
    ['vehicleType', t.vehicleTypes, VEHICLE_TYPES, VEHICLE_TYPE_NAMES],
    ['tag', t.tags, TAGS, TAG_NAMES],
    ['state', t.states, US_STATES.map(([name, code]) => ({ key: code, name, description: code })), {}],
  ];
  const lookupSteps: Step[] = [];
  for (const [kind, table, defs, names] of lookupTables) {
    const ids = new Map<string, string>();
    lookupIds.set(kind, ids);
    const rows = defs.map((d, i) => {
      const id = newId(ID_PREFIX.lookup);
      ids.set(d.key, id);
      return { id, name: d.name, translations: translationsOf(names[d.key]), description: d.description, ordering: i + 1, status: 1, addedDate: seedDate };
    });
    lookupSteps.push(async (tx) => {
      await tx.insert(table).values(rows);
    });
  }
  const currencyId = new Map<string, string>();
  const currencyRows = CURRENCIES.map((c) => {
    const id = newId(ID_PREFIX.currency);
    currencyId.set(c.code, id);
    return { id, currencyShortForm: c.code, currencySymbol: c.symbol, isDefault: c.isDefault, status: 1, addedDate: seedDate };
  });

  // ---------------------------------------------------------------------------------------------- locations
  const cityId = new Map<string, string>();
  const townshipId = new Map<string, string>();
  const locationRows: PgInsertValue<typeof t.locations>[] = [];
  const townshipRows: PgInsertValue<typeof t.townships>[] = [];
  CITIES.forEach((c, i) => {
    const id = newId(ID_PREFIX.location);
    cityId.set(c.name, id);
    locationRows.push({ id, name: c.name, lat: c.lat, lng: c.lng, ordering: i + 1, status: 1, addedDate: seedDate });
    c.townships.forEach((tw, j) => {
      const tid = newId(ID_PREFIX.township);
      townshipId.set(`${c.name}|${tw.name}`, tid);
      townshipRows.push({ id: tid, cityId: id, townshipName: tw.name, ordering: j + 1, lat: tw.lat, lng: tw.lng, status: 1, addedDate: seedDate });
    });
  });

  // ---------------------------------------------------------------------------------------------- users
  const userId = new Map<string, string>();
  const userRows = new Map<string, typeof t.users.$inferInsert>();
  let phoneSeq = 0;
  PEOPLE.forEach((p, i) => {
    const id = newId(ID_PREFIX.user);
    userId.set(p.key, id);
    const city = CITIES.find((c) => c.name === p.city)!;
    const tw = city.townships.find((x) => x.name === p.township) ?? city.townships[0]!;
    const phoneTail = String(phoneSeq++).padStart(2, '0');
    const daysAgo = p.roleId !== 4 || ['seller', 'buyer'].includes(p.key) ? 420 : p.kind === 'dealer' ? rng.int(180, 900) : rng.int(140, 600);
    const avatar = imageRow(
      images.request(`demo-avatar-${p.key}`, 400, 400, () => avatarSvg(initials(p.name), AVATAR_COLOURS[i % AVATAR_COLOURS.length]!)),
      id,
      'profile',
      1,
      at(daysAgo),
    );
    const dealer = p.kind === 'dealer';
    userRows.set(p.key, {
      id,
      roleId: p.roleId,
      status: 1,
      isSysAdmin: !!p.sysAdmin,
      userName: p.name,
      userEmail: p.email,
      userPhone: `+1 ${city.areaCode}-555-01${phoneTail}`,
      userAddress: `${tw.name}, ${city.name}, ${city.state}`,
      userLat: +(tw.lat + rng.float(-0.004, 0.004)).toFixed(6),
      userLng: +(tw.lng + rng.float(-0.004, 0.004)).toFixed(6),
      city: city.name,
      userAboutMe: p.about,
      isShowEmail: !!p.showEmail,
      isShowPhone: p.roleId === 4,
      userProfilePhoto: avatar.imgPath,
      passwordHash,
      whatsapp: p.roleId === 4 ? `${city.areaCode}55501${phoneTail}` : '',
      messenger: p.messenger ? slug(p.name).replace(/-/g, '') : '',
      emailVerify: true,
      // Demo accounts accepted the seeded (first) privacy policy.
      privacyAcceptedVersion: 1,
      phoneVerify: p.roleId === 4 && rng.chance(0.6),
      isVerifyBlueMark: p.blueMark ?? 0,
      isVerifyDealer: dealer ? 1 : 0,
      remainingPost: 10,
      userType: dealer ? 'dealer' : 'normal',
      language: 'en',
      addedDate: at(daysAgo),
    });
  });
  const user = (key: string) => userRows.get(key)!;

  // ---------------------------------------------------------------------------------------------- listings
  const drafts: ListingDraft[] = [];
  for (const p of PEOPLE) for (let i = 0; i < p.listings; i++) drafts.push(generateListing(rng, p, CITIES));
  assignStates(rng, drafts, 'seller');

  const itemRows: (typeof t.items.$inferInsert)[] = [];
  const paidRows: PgInsertValue<typeof t.paidItems>[] = [];
  const itemOf = new Map<ListingDraft, typeof t.items.$inferInsert>();
  const coverOf = new Map<string, StoredImage>();
  const buyers = PEOPLE.filter((p) => p.roleId === 4 && p.kind === 'private');
  for (const d of drafts) {
    const id = newId(ID_PREFIX.item);
    const addedDate = at(d.daysAgo);
    const status = d.state === 'pending' ? 0 : d.state === 'rejected' ? 3 : d.state === 'disabled' ? 2 : 1;
    const running = d.promotion && d.promotion.status === 'approved' && d.promotion.startDaysAgo > 0 && d.promotion.startDaysAgo < d.promotion.days;
    let soldTo: PersonDef | null = null;
    if (d.state === 'sold') {
      const candidates = buyers.filter((b) => b.key !== d.owner.key);
      soldTo = d.owner.key === 'seller' ? PEOPLE.find((p) => p.key === 'buyer')! : rng.chance(0.5) ? rng.pick(candidates) : null;
    }
    const row: typeof t.items.$inferInsert = {
      id,
      catId: categoryId.get(d.category)!,
      subCatId: makeIds.get(d.make)!,
      modelId: modelIds.get(d.model)!,
      itemTypeId: lookup('itemType', d.itemType),
      itemPriceTypeId: lookup('priceType', d.priceType),
      itemCurrencyId: currencyId.get(d.currency)!,
      itemLocationId: cityId.get(d.city.name)!,
      itemLocationTownshipId: townshipId.get(`${d.city.name}|${d.township.name}`)!,
      conditionOfItemId: lookup('condition', d.condition),
      dealOptionId: lookup('dealOption', d.dealOption),
      dealOptionRemark: d.dealOptionRemark,
      tagId: lookup('tag', d.tag),
      fuelTypeId: d.fuel ? lookup('fuel', d.fuel) : null,
      transmissionId: d.transmission ? lookup('transmission', d.transmission) : null,
      colorId: lookup('colour', d.colour.key),
      bodyStyleId: d.body === 'part' ? null : lookup('body', d.body),
      sellerTypeId: lookup('sellerType', d.sellerType),
      vehicleTypeId: d.vehicleType ? lookup('vehicleType', d.vehicleType) : null,
      registrationStateId: d.registrationState ? lookup('state', d.registrationState) : null,
      title: d.title,
      subtitle: d.subtitle,
      description: d.description,
      highlightInfo: d.highlightInfo,
      keyword: d.keyword,
      remark: d.remark,
      brand: d.make.name,
      price: d.price,
      discountRateByPercentage: String(d.discount),
      businessMode: d.businessMode,
      address: d.address,
      lat: d.lat,
      lng: d.lng,
      vehicleYear: d.vehicleYear,
      drivenKm: d.drivenKm,
      owner: d.owner_,
      seatingCapacity: d.seats,
      loadingVehicle: d.loading,
      engineCc: d.engineCc,
      engineStatus: d.engineStatus,
      usersPost: d.usersPost,
      status,
      rejectReason: d.rejectReason,
      isSoldOut: d.state === 'sold',
      soldType: d.state === 'sold' ? (soldTo ? 'Sold on Wheeldeal' : 'Sold elsewhere') : '',
      soldToUserId: soldTo ? userId.get(soldTo.key)! : null,
      soldBuyerName: d.state === 'sold' ? (soldTo?.name ?? rng.pick(['Private buyer', 'Walk-in customer', 'Friend of a friend', 'Local buyer'])) : '',
      soldDate: d.soldDaysAgo !== null ? at(d.soldDaysAgo) : null,
      touchCount: d.touchCount,
      favouriteCount: 0,
      isPaid: !!running,
      adType: running ? 'paid_ad' : 'normal_ad',
      featuredDate: running ? at(d.promotion!.startDaysAgo) : null,
      addedUserId: userId.get(d.owner.key)!,
      addedDate,
      updatedDate:
        d.state === 'rejected' || d.state === 'disabled'
          ? new Date(addedDate.getTime() + rng.float(0.1, 2) * DAY)
          : d.soldDaysAgo !== null
            ? at(d.soldDaysAgo)
            : null,
      updatedUserId: d.state === 'rejected' ? userId.get('moderator')! : d.state === 'disabled' ? userId.get(d.owner.key)! : null,
    };
    itemRows.push(row);
    itemOf.set(d, row);

    if (d.promotion) {
      const start = at(d.promotion.startDaysAgo);
      const paidId = newId(ID_PREFIX.paidItem);
      const amountMinor = d.promotion.days * toMinor(SETTING_DEFAULTS.payment.oneday, 'USD')!;
      const provider = d.promotion.method === 'razor' ? 'razorpay' : d.promotion.method;
      const paymentId = ledgerOf.payment({
        userId: userId.get(d.owner.key)!,
        kind: 'promotion',
        subjectId: paidId,
        description: d.title,
        totalMinor: amountMinor,
        provider,
        status: d.promotion.status === 'approved' ? 'succeeded' : 'pending',
        addedDate: d.promotion.startDaysAgo > 0 ? start : at(0.2),
      });
      const end = new Date(start.getTime() + d.promotion.days * DAY);
      paidRows.push({
        id: paidId,
        paymentId,
        progress: d.promotion.status !== 'approved' ? 'scheduled' : end <= now ? 'finished' : start <= now ? 'running' : 'scheduled',
        itemId: id,
        userId: userId.get(d.owner.key)!,
        startDate: start,
        endDate: new Date(start.getTime() + d.promotion.days * DAY),
        howManyDay: d.promotion.days,
        amountMinor,
        paymentMethod: d.promotion.method,
        providerRef: d.promotion.method === 'offline' ? '' : `sandbox_${d.promotion.method}_${rng.int(100000, 999999)}`,
        status: d.promotion.status,
        addedDate: d.promotion.startDaysAgo > 0 ? start : at(0.2),
      });
    }

    // photos: the cover carries the make and model; the other angles are shared by shape and colour
    const { shape, count, interiorTone } = d.photos;
    const label = d.make.name;
    for (let v = 0; v < count; v++) {
      let img: StoredImage;
      let desc: string;
      if (v === 0) {
        const name = `demo-${shape}-${d.colour.key}-${slug(d.make.name)}-${slug(d.model.name)}`;
        img = images.request(name, PHOTO_W, PHOTO_H, () =>
          vehiclePhotoSvg({
            shape,
            color: d.colour.hex,
            variant: 0,
            label,
            caption: { title: vehicleName(d.make.name, d.model.name), subtitle: 'Demo photo · Wheeldeal' },
            seed: hash(name),
          }),
        );
        desc = 'Side view';
        if (!coverOf.has(d.owner.key)) coverOf.set(d.owner.key, img);
      } else if (isInteriorVariant(shape, v)) {
        img = images.request(`demo-interior-${interiorTone}`, PHOTO_W, PHOTO_H, () => interiorSvg(interiorTone));
        desc = 'Interior';
      } else {
        const name = `demo-${shape}-${d.colour.key}-v${v}`;
        img = images.request(name, PHOTO_W, PHOTO_H, () => vehiclePhotoSvg({ shape, color: d.colour.hex, variant: v, label, seed: hash(name) }));
        desc = v === 1 ? 'Other side' : 'Detail';
      }
      imageRow(img, id, 'item', v + 1, addedDate, desc);
    }
  }
  // dealers show their stock on the profile cover
  for (const p of PEOPLE) {
    const cover = coverOf.get(p.key);
    if (p.kind === 'dealer' && cover) user(p.key).userCoverPhoto = imageRow(cover, userId.get(p.key)!, 'cover', 1, user(p.key).addedDate as Date).imgPath;
  }

  // ---------------------------------------------------------------------------------------------- relations
  const live = drafts.filter((d) => d.state.startsWith('published') || d.state === 'sold');
  const members = PEOPLE.filter((p) => p.roleId === 4);

  // favourites
  const favourites: PgInsertValue<typeof t.favourites>[] = [];
  const favSeen = new Set<string>();
  const favourite = (p: PersonDef, d: ListingDraft) => {
    const key = `${p.key}|${itemOf.get(d)!.id}`;
    if (d.owner.key === p.key || favSeen.has(key)) return;
    favSeen.add(key);
    const row = itemOf.get(d)!;
    row.favouriteCount = (row.favouriteCount ?? 0) + 1;
    favourites.push({ userId: userId.get(p.key)!, itemId: row.id, addedDate: at(Math.max(0.05, d.daysAgo * rng.float(0, 0.9))) });
  };
  for (const p of members) {
    const n = p.key === 'buyer' ? 14 : p.key === 'seller' ? 6 : rng.int(1, 8);
    for (const d of rng.sample(live, n)) favourite(p, d);
  }
  // the buyer likes what the seller sells
  for (const d of live.filter((x) => x.owner.key === 'seller').slice(0, 3))
    favourite(
      PEOPLE.find((p) => p.key === 'buyer')!,
      d,
    );

  // follows
  const follows: PgInsertValue<typeof t.follows>[] = [];
  const followSeen = new Set<string>();
  const follow = (from: string, to: string) => {
    if (from === to || followSeen.has(`${from}|${to}`)) return;
    followSeen.add(`${from}|${to}`);
    follows.push({ userId: userId.get(from)!, followedUserId: userId.get(to)!, addedDate: at(rng.float(1, 120)) });
    user(from).followingCount = (user(from).followingCount ?? 0) + 1;
    user(to).followerCount = (user(to).followerCount ?? 0) + 1;
  };
  const sellers = PEOPLE.filter((p) => p.listings > 0);
  follow('buyer', 'seller');
  for (const p of rng.sample(
    sellers.filter((s) => s.kind === 'dealer'),
    5,
  ))
    follow('buyer', p.key);
  for (const p of rng.sample(sellers, 3)) follow('seller', p.key);
  for (const p of members) if (p.key !== 'buyer' && p.key !== 'seller') for (const s of rng.sample(sellers, rng.int(0, 5))) follow(p.key, s.key);
  for (const p of rng.sample(members, 6)) follow(p.key, 'seller');

  // ratings (one per pair), with overall_rating kept consistent
  const ratings: PgInsertValue<typeof t.ratings>[] = [];
  const ratingSeen = new Set<string>();
  const totals = new Map<string, { sum: number; n: number }>();
  const rate = (from: string, to: string, stars: number, item: ListingDraft | undefined) => {
    if (from === to || ratingSeen.has(`${from}|${to}`)) return;
    ratingSeen.add(`${from}|${to}`);
    const text = rng.pick(RATING_TEXTS[stars]!);
    ratings.push({
      id: newId(ID_PREFIX.rating),
      fromUserId: userId.get(from)!,
      toUserId: userId.get(to)!,
      itemId: item ? itemOf.get(item)!.id : null,
      title: text.title,
      description: text.description,
      rating: stars,
      addedDate: at(item?.soldDaysAgo != null ? Math.max(0.05, item.soldDaysAgo - 0.3) : rng.float(1, 110)),
    });
    const tot = totals.get(to) ?? { sum: 0, n: 0 };
    tot.sum += stars;
    tot.n++;
    totals.set(to, tot);
  };
  const stars = () => rng.weighted([5, 4, 3, 2, 1], (_s, i) => [55, 28, 10, 4, 3][i]!);
  const soldBySeller = drafts.find((d) => d.owner.key === 'seller' && d.state === 'sold');
  rate('buyer', 'seller', 5, soldBySeller);
  for (const d of drafts.filter((x) => x.state === 'sold')) {
    const row = itemOf.get(d)!;
    const buyerKey = [...userId.entries()].find(([, id]) => id === row.soldToUserId)?.[0];
    if (buyerKey) rate(buyerKey, d.owner.key, stars(), d);
  }
  for (let i = 0; i < 60; i++) {
    const from = rng.pick(members);
    const to = rng.pick(sellers);
    rate(from.key, to.key, stars(), rng.chance(0.5) ? rng.pick(drafts.filter((d) => d.owner.key === to.key)) : undefined);
  }
  for (const [key, tot] of totals) {
    user(key).ratingCount = tot.n;
    user(key).overallRating = (tot.sum / tot.n).toFixed(2);
  }

  // conversations: a finished deal between the demo buyer and seller (its review tied to it), an offer waiting for
  // the seller, and other buyers' questions, one of them flagged by the chat guard
  const chatHeaderRows: PgInsertValue<typeof t.chatHeaders>[] = [];
  const chatMessageRows: PgInsertValue<typeof t.chatMessages>[] = [];
  const offerRows: PgInsertValue<typeof t.offers>[] = [];
  type Line = { by: DealParty; hoursAgo: number; text?: string; type?: number; amount?: string; action?: DealAction };
  const converse = (d: ListingDraft, buyerKey: string, state: DealState, lines: Line[], unread: { buyer: number; seller: number }) => {
    const item = itemOf.get(d)!;
    const ids = { buyer: userId.get(buyerKey)!, seller: userId.get(d.owner.key)! };
    const id = newId(ID_PREFIX.chat);
    let seq = 0;
    let day = '';
    let standingBy: DealParty | '' = '';
    let price = '0';
    for (const l of lines) {
      const when = new Date(now.getTime() - l.hoursAgo * 3_600_000);
      const today = when.toISOString().slice(0, 10);
      if (today !== day) {
        day = today;
        chatMessageRows.push({
          id: newId(ID_PREFIX.message),
          chatHeaderId: id,
          senderUserId: ids[l.by],
          type: CHAT_MESSAGE_TYPE.date,
          message: today,
          seq: ++seq,
          isRead: true,
          addedDate: when,
        });
      }
      const type = l.type ?? CHAT_MESSAGE_TYPE.text;
      chatMessageRows.push({
        id: newId(ID_PREFIX.message),
        chatHeaderId: id,
        senderUserId: ids[l.by],
        type,
        message: l.text ?? '',
        offerAmount: l.amount ?? null,
        dealAction: l.action ?? '',
        // What the chat guard sees in it, as the server would have stored it.
        warningKinds: type === CHAT_MESSAGE_TYPE.text && l.text ? checkChatMessage(l.text, { isFirstMessage: l === lines[0] }).kinds : [],
        seq: ++seq,
        isRead: true,
        addedDate: when,
      });
      if (l.action === 'offer' || l.action === 'counter') {
        for (const o of offerRows) if (o.chatHeaderId === id && o.status === 'offered') o.status = 'withdrawn';
        offerRows.push({
          id: newId(ID_PREFIX.offer),
          chatHeaderId: id,
          itemId: item.id!,
          fromUserId: ids[l.by],
          toUserId: ids[l.by === 'buyer' ? 'seller' : 'buyer'],
          amount: l.amount!,
          status: 'offered',
          addedDate: when,
        });
        standingBy = l.by;
        price = l.amount!;
      } else if (l.action) {
        const standing = offerRows.find((o) => o.chatHeaderId === id && o.status === 'offered');
        if (standing)
          Object.assign(standing, { status: l.action === 'accept' ? 'accepted' : l.action === 'reject' ? 'rejected' : 'withdrawn', respondedAt: when });
        if (l.action !== 'accept') {
          standingBy = '';
          price = '0';
        }
      }
    }
    const last = chatMessageRows[chatMessageRows.length - 1]!;
    const unreadFrom = (party: DealParty) => lines.slice(lines.length - unread[party]).filter((l) => l.by !== party).length;
    const wire = DEAL_WIRE[state];
    chatHeaderRows.push({
      id,
      itemId: item.id!,
      buyerUserId: ids.buyer,
      sellerUserId: ids.seller,
      negoPrice: price,
      buyerUnreadCount: unreadFrom('buyer'),
      sellerUnreadCount: unreadFrom('seller'),
      isAccept: wire.is_accept,
      isOffer: wire.is_offer,
      offerStatus: wire.offer_status,
      chatStatus: wire.chat_status,
      latestOfferBy: state === 'offered' || state === 'countered' || state === 'accepted' || state === 'bought' || state === 'sold' ? standingBy : '',
      lastSeq: seq,
      buyerReadSeq: seq - unreadFrom('buyer'),
      sellerReadSeq: seq - unreadFrom('seller'),
      lastMessageAt: last.addedDate as Date,
      addedDate: new Date(now.getTime() - lines[0]!.hoursAgo * 3_600_000),
    });
    return id;
  };
  const M = CHAT_MESSAGE_TYPE;
  if (soldBySeller && itemOf.get(soldBySeller)!.soldToUserId === userId.get('buyer')) {
    const price = Number(itemOf.get(soldBySeller)!.price);
    const offer = String(Math.round(price * 0.9));
    const settled = String(Math.round(price * 0.95));
    const h = Math.max(30, (soldBySeller.soldDaysAgo ?? 3) * 24);
    const dealId = converse(
      soldBySeller,
      'buyer',
      'sold',
      [
        { by: 'buyer', hoursAgo: h + 50, text: 'Hi! Is this still available? Could I see it this weekend?' },
        { by: 'seller', hoursAgo: h + 49, text: 'Yes, it is. Saturday morning works, the service records are ready.' },
        { by: 'buyer', hoursAgo: h + 26, type: M.offer, amount: offer, action: 'offer' },
        { by: 'seller', hoursAgo: h + 25, type: M.offer, amount: settled, action: 'counter' },
        { by: 'buyer', hoursAgo: h + 24, type: M.offer, amount: settled, action: 'accept' },
        { by: 'buyer', hoursAgo: h + 2, type: M.bought, text: '' },
        { by: 'seller', hoursAgo: h, type: M.sold, text: '' },
        { by: 'buyer', hoursAgo: h - 1, text: 'Thanks again, it drives beautifully.' },
      ],
      { buyer: 0, seller: 0 },
    );
    const review = ratings.find((r) => r.fromUserId === userId.get('buyer') && r.toUserId === userId.get('seller'));
    if (review) Object.assign(review, { chatHeaderId: dealId, itemId: itemOf.get(soldBySeller)!.id });
  }
  const sellerLive = live.filter((d) => d.owner.key === 'seller' && d.state.startsWith('published'));
  let offerChat: { id: string; amount: string } | undefined;
  if (sellerLive[0]) {
    const price = Number(itemOf.get(sellerLive[0])!.price);
    offerChat = { id: '', amount: String(Math.round(price * 0.88)) };
    offerChat.id = converse(
      sellerLive[0],
      'buyer',
      'offered',
      [
        { by: 'buyer', hoursAgo: 30, text: 'Hello, how many owners has it had?' },
        { by: 'seller', hoursAgo: 29, text: 'Just one, from new. No accidents.' },
        { by: 'buyer', hoursAgo: 2, type: M.offer, amount: String(Math.round(price * 0.88)), action: 'offer' },
      ],
      { buyer: 0, seller: 1 },
    );
  }
  const askers = members.filter((p) => p.key !== 'buyer' && p.key !== 'seller');
  if (sellerLive[1] && askers[0]) {
    converse(
      sellerLive[1],
      askers[0].key,
      'chatting',
      [
        { by: 'buyer', hoursAgo: 5, text: 'Hi, is the price negotiable?' },
        { by: 'buyer', hoursAgo: 4.5, text: 'Also, do you have the spare key?' },
      ],
      { buyer: 0, seller: 2 },
    );
  }
  if (sellerLive[2] && askers[1]) {
    converse(
      sellerLive[2],
      askers[1].key,
      'chatting',
      [{ by: 'buyer', hoursAgo: 1, text: 'I am working abroad, my shipping agent will collect the car. I pay by gift card, ok?' }],
      { buyer: 0, seller: 1 },
    );
  }

  // public questions on the demo seller's listings, answered
  const questionRows: PgInsertValue<typeof t.commentHeaders>[] = [];
  const answerRows: PgInsertValue<typeof t.commentDetails>[] = [];
  const QUESTIONS = [
    { q: 'Has the timing belt been replaced?', a: 'Yes, at 90,000 km. The invoice is in the service book.' },
    { q: 'Are both keys included?', a: 'Both keys and the original manuals.' },
    { q: 'Would you consider a trade-in?', a: '' },
  ];
  sellerLive.slice(0, 3).forEach((d, i) => {
    const qa = QUESTIONS[i]!;
    const asker = askers[(i + 2) % askers.length]!;
    const id = newId(ID_PREFIX.question);
    questionRows.push({ id, itemId: itemOf.get(d)!.id!, userId: userId.get(asker.key)!, comment: qa.q, addedDate: at(3 - i) });
    if (qa.a) answerRows.push({ id: newId(ID_PREFIX.question), headerId: id, userId: userId.get('seller')!, comment: qa.a, addedDate: at(2.8 - i) });
  });

  // reports of suspicious listings
  const reports: PgInsertValue<typeof t.itemReports>[] = [];
  const reportable = live.filter((d) => d.owner.kind === 'private' && d.owner.key !== 'seller' && d.owner.key !== 'buyer');
  const reporters = ['buyer', 'emily', 'tyler'];
  rng.sample(reportable, reporters.length).forEach((d, i) => {
    reports.push({
      id: newId(ID_PREFIX.report),
      itemId: itemOf.get(d)!.id,
      reportedUserId: userId.get(reporters[i]!)!,
      reason: REPORT_REASONS[i % REPORT_REASONS.length]!,
      status: i === 2 ? 'dismissed' : 'open',
      addedDate: at(Math.max(0.1, d.daysAgo * 0.5)),
    });
  });

  // make subscriptions
  const subscriptions: PgInsertValue<typeof t.subcategorySubscriptions>[] = [];
  const subscribe = (who: string, make: string, cat: CategoryKey) => {
    const m = MAKES.find((x) => x.name === make && x.category === cat);
    if (m) subscriptions.push({ userId: userId.get(who)!, subCatId: makeIds.get(m)!, addedDate: at(rng.float(5, 90)) });
  };
  subscribe('buyer', 'Toyota', 'suvs');
  subscribe('buyer', 'Honda', 'cars');
  subscribe('buyer', 'Tesla', 'ev');
  subscribe('buyer', 'Vespa', 'motorcycles');
  subscribe('seller', 'Porsche', 'cars');
  subscribe('seller', 'BMW', 'motorcycles');

  // verification history behind the badges
  const adminId = userId.get('admin')!;
  const blueMarkApps: PgInsertValue<typeof t.blueMarkApplications>[] = [];
  const dealerApps: PgInsertValue<typeof t.dealerApplications>[] = [];
  for (const p of PEOPLE) {
    const created = user(p.key).addedDate as Date;
    if (p.blueMark) {
      const approved = p.blueMark === 1;
      blueMarkApps.push({
        id: newId(ID_PREFIX.application),
        userId: userId.get(p.key)!,
        note:
          p.kind === 'dealer'
            ? `Registered dealership, license and insurance on file. ${p.name}.`
            : 'Verified ID and phone number; selling my own vehicles only.',
        status: approved ? 'approved' : 'pending',
        reviewerUserId: approved ? adminId : null,
        reviewNote: approved ? 'Documents checked.' : '',
        reviewedAt: approved ? new Date(created.getTime() + 3 * DAY) : null,
        addedDate: approved ? new Date(created.getTime() + DAY) : at(2),
      });
    }
    if (p.kind === 'dealer') {
      dealerApps.push({
        id: newId(ID_PREFIX.application),
        userId: userId.get(p.key)!,
        note: `${p.name}, ${p.city}. Dealer license and business registration attached.`,
        documentPath: '',
        status: 'approved',
        reviewerUserId: adminId,
        reviewNote: 'Dealer license verified.',
        reviewedAt: new Date(created.getTime() + 2 * DAY),
        addedDate: new Date(created.getTime() + DAY),
      });
    }
  }

  // notifications (issue 12): what the events above told the demo buyer and seller, in their language, written as
  // notifyUser and the alerts' fan-out write them (one per recipient and event key), and a welcome broadcast
  const notificationRows: PgInsertValue<typeof t.notifications>[] = [];
  const tell = (
    who: string,
    n: {
      flag: (typeof t.notifications.$inferInsert)['flag'];
      eventKey: string;
      title: [string, MessageVars?];
      message: [string, MessageVars?];
      hoursAgo: number;
      read: boolean;
      data?: Record<string, string>;
      itemId?: string;
      actor?: string;
    },
  ) => {
    const person = user(who);
    const tr = translator(person.language as LanguageCode);
    notificationRows.push({
      id: newId(ID_PREFIX.notification),
      userId: person.id!,
      flag: n.flag,
      title: tr(n.title[0], n.title[1]),
      message: tr(n.message[0], n.message[1]),
      data: n.data ?? {},
      isRead: n.read,
      eventKey: n.eventKey,
      actorUserId: n.actor ? userId.get(n.actor)! : null,
      itemId: n.itemId ?? null,
      addedDate: new Date(now.getTime() - n.hoursAgo * 3_600_000),
    });
  };
  const sellerItem = sellerLive[0] ? itemOf.get(sellerLive[0])! : undefined;
  if (sellerItem) {
    tell('seller', {
      flag: 'approval',
      eventKey: `seed:approval:${sellerItem.id}`,
      read: true,
      hoursAgo: 24 * (sellerLive[0]!.daysAgo ?? 3),
      title: ['notify.item_approved_title'],
      message: ['notify.item_approved_body', { title: sellerItem.title }],
      itemId: sellerItem.id,
      data: { item_id: sellerItem.id },
    });
  }
  const sellerReview = ratings.find((r) => r.fromUserId === userId.get('buyer') && r.toUserId === userId.get('seller'));
  if (sellerReview) {
    tell('seller', {
      flag: 'review',
      eventKey: `review:${String(sellerReview.id)}`,
      read: true,
      hoursAgo: 20,
      actor: 'buyer',
      title: ['notify.review_title'],
      message: ['notify.review_body', { name: user('buyer').userName, stars: Number(sellerReview.rating) }],
      data: { user_id: userId.get('seller')!, item_id: String(sellerReview.itemId ?? '') },
    });
  }
  tell('seller', {
    flag: 'follow',
    eventKey: `follow:${userId.get('buyer')}`,
    read: true,
    hoursAgo: 48,
    actor: 'buyer',
    title: ['notify.follow_title'],
    message: ['notify.follow_body', { name: user('buyer').userName }],
    data: { user_id: userId.get('buyer')! },
  });
  if (sellerItem && offerChat) {
    tell('seller', {
      flag: 'chat',
      eventKey: `seed:offer:${offerChat.id}`,
      read: false,
      hoursAgo: 2,
      actor: 'buyer',
      itemId: sellerItem.id,
      title: ['notify.chat_offer_title', { item: sellerItem.title }],
      message: ['notify.chat_offer_body', { name: user('buyer').userName, item: sellerItem.title, amount: money(offerChat.amount) }],
      data: {
        item_id: sellerItem.id,
        item_name: sellerItem.title,
        item_price: money(sellerItem.price),
        buyer_user_id: userId.get('buyer')!,
        seller_user_id: userId.get('seller')!,
        chat_flag: 'seller',
      },
    });
  }
  const alerted = live.find((d) => d.owner.key !== 'buyer' && d.state.startsWith('published') && d.make.name === 'Honda' && d.make.category === 'cars');
  if (alerted) {
    const item = itemOf.get(alerted)!;
    tell('buyer', {
      flag: 'subscribe',
      eventKey: `listing:${item.id}`,
      read: false,
      hoursAgo: 5,
      itemId: item.id,
      title: ['alerts.make_title', { make: 'Honda' }],
      message: ['alerts.listing_body', { title: item.title, price: money(item.price) }],
      data: { item_id: item.id, item_name: item.title, item_price: money(item.price), source: 'make' },
    });
  }
  const welcome = {
    id: newId(ID_PREFIX.broadcast),
    title: 'Welcome to Wheeldeal',
    message: 'Save a search or turn on the bell of a make, and we tell you about every new listing that matches.',
  };
  const broadcastRows: PgInsertValue<typeof t.broadcasts>[] = [
    { ...welcome, status: 'sent', addedUserId: userId.get('admin')!, addedDate: at(0.5), finishedDate: at(0.5) },
  ];
  notificationRows.push({
    id: newId(ID_PREFIX.notification),
    userId: null,
    flag: 'fe_broadcast',
    title: welcome.title,
    message: welcome.message,
    broadcastId: welcome.id,
    addedDate: at(0.5),
  });

  // ---------------------------------------------------------------------------------------------- money
  const packageIds: string[] = [];
  const packageRows = PACKAGES.map((p) => {
    const id = newId(ID_PREFIX.package);
    packageIds.push(id);
    return {
      id,
      title: p.title,
      priceMinor: toMinor(p.price, 'USD')!,
      currency: 'USD',
      currencyId: currencyId.get('USD')!,
      postCount: p.postCount,
      packageDays: p.days,
      status: 1,
      addedDate: seedDate,
    };
  });
  const purchases: PgInsertValue<typeof t.packagePurchases>[] = (
    [
      { who: 'seller', pkg: 1, method: 'stripe', ref: 'sandbox_stripe_pi_demo_seller', approved: true, daysAgo: 45 },
      { who: 'empire', pkg: 2, method: 'paypal', ref: 'sandbox_paypal_demo_empire', approved: true, daysAgo: 70 },
      // Waits in the admin's Payments screen: an offline transfer to approve or reject.
      { who: 'marcus', pkg: 0, method: 'offline', ref: '', approved: false, daysAgo: 1 },
    ] as const
  ).map((p) => {
    const pkg = PACKAGES[p.pkg]!;
    const priceMinor = toMinor(pkg.price, 'USD')!;
    const paymentId = ledgerOf.payment({
      userId: userId.get(p.who)!,
      kind: 'package',
      subjectId: packageIds[p.pkg]!,
      description: pkg.title,
      totalMinor: priceMinor,
      provider: p.method,
      providerRef: p.ref || undefined,
      status: p.approved ? 'succeeded' : 'pending',
      postsDelta: pkg.postCount,
      addedDate: at(p.daysAgo),
    });
    return {
      id: newId(ID_PREFIX.purchase),
      userId: userId.get(p.who)!,
      packageId: packageIds[p.pkg]!,
      paymentId,
      paymentMethod: p.method,
      priceMinor,
      postCount: pkg.postCount,
      providerRef: p.ref,
      status: p.approved ? 'approved' : 'pending',
      addedDate: at(p.daysAgo),
    };
  });
  // A coupon buyers can try (10 % off packages and promotions, once each, for a year).
  const couponRows: PgInsertValue<typeof t.coupons>[] = [
    { id: newId(ID_PREFIX.coupon), code: 'WELCOME10', kind: 'percent', percent: 10, appliesTo: 'all', maxUses: 0, maxUsesPerUser: 1, endsAt: new Date(now.getTime() + 365 * DAY), addedDate: seedDate },
  ];

  // ---------------------------------------------------------------------------------------------- content
  const blogShapes: Shape[] = ['sedan', 'suv', 'coupe', 'hatchback', 'sedan', 'pickup', 'wagon', 'suv', 'motorcycle', 'minivan'];
  const blogRows = BLOGS.map((b, i) => {
    const id = newId(ID_PREFIX.blog);
    const colour = COLORS[(i * 5) % 6]!.hex;
    const cover = images.request(`demo-blog-${slug(b.title).slice(0, 40)}`, PHOTO_W, PHOTO_H, () =>
      blogCoverSvg(b.title, b.accent, blogShapes[i % blogShapes.length]!, colour, 300 + i),
    );
    imageRow(cover, id, 'blog', 1, at(b.daysAgo));
    return { id, name: b.title, description: b.body, cityId: b.city ? cityId.get(b.city)! : null, status: 1, addedUserId: adminId, addedDate: at(b.daysAgo) };
  });
  const bannerShapes: Shape[] = ['suv', 'hatchback'];
  const bannerRows = BANNERS.map((b, i) => {
    const id = newId(ID_PREFIX.banner);
    const img = images.request(`demo-banner-${i + 1}`, BANNER_W, BANNER_H, () =>
      bannerSvg(b.title, b.subtitle, b.from, b.to, bannerShapes[i]!, i === 0 ? '#f4f5f7' : '#e0661a'),
    );
    imageRow(img, id, 'banner', 1, at(30));
    return { id, title: b.title, link: b.link.replace('{cat:ev}', categoryId.get('ev')!), ordering: i + 1, status: 1, addedDate: at(30) };
  });
  const aboutRow = {
    id: newId(ID_PREFIX.about),
    aboutTitle: ABOUT.title,
    aboutDescription: ABOUT.description,
    aboutEmail: ABOUT.email,
    aboutPhone: ABOUT.phone,
    aboutAddress: ABOUT.address,
    aboutWebsite: ABOUT.website,
    facebook: ABOUT.facebook,
    twitter: ABOUT.twitter,
    instagram: ABOUT.instagram,
    youtube: ABOUT.youtube,
    addedDate: seedDate,
  };
  const pageRows = PAGES.map((p) => ({ id: newId(ID_PREFIX.page), slug: p.slug, title: p.title, body: p.body, addedDate: seedDate }));
  const faqRows = FAQS.map((f, i) => ({ id: newId(ID_PREFIX.faq), question: f.question, answer: f.answer, ordering: i + 1, status: 1, addedDate: seedDate }));
  // The demo's bank transfer names its (invented) account, as an admin would (Settings → Payment).
  const demoSettings: Partial<Record<keyof typeof SETTING_DEFAULTS, Record<string, unknown>>> = {
    payment: {
      ...SETTING_DEFAULTS.payment,
      offline_title: 'Bank transfer (demo account)',
      offline_message: 'Account holder: Wheeldeal Demo Ltd\nIBAN: XX00 DEMO 0000 0000 0000 00 (an invented account: send no money)\nBank: Demo Bank\nReference: your payment id',
    },
  };
  const settingRows = (Object.keys(SETTING_DEFAULTS) as (keyof typeof SETTING_DEFAULTS)[]).map((key) => ({
    key,
    value: demoSettings[key] ?? (SETTING_DEFAULTS[key] as Record<string, unknown>),
  }));

  // ---------------------------------------------------------------------------------------------- insert order
  add(t.categories, categoryRows);
  add(t.subcategories, subcategoryRows);
  add(t.models, modelRows);
  steps.push(...lookupSteps);
  add(t.currencies, currencyRows);
  add(t.locations, locationRows);
  add(t.townships, townshipRows);
  add(t.users, [...userRows.values()]);
  add(t.items, itemRows);
  add(t.payments, ledgerOf.payments);
  add(t.ledgerEntries, ledgerOf.ledger);
  add(t.paidItems, paidRows);
  add(t.images, imageRows);
  add(t.favourites, favourites);
  add(t.follows, follows);
  add(t.chatHeaders, chatHeaderRows);
  add(t.chatMessages, chatMessageRows);
  add(t.offers, offerRows);
  add(t.commentHeaders, questionRows);
  add(t.commentDetails, answerRows);
  add(t.ratings, ratings);
  add(t.itemReports, reports);
  add(t.subcategorySubscriptions, subscriptions);
  add(t.broadcasts, broadcastRows);
  add(t.notifications, notificationRows);
  add(t.blueMarkApplications, blueMarkApps);
  add(t.dealerApplications, dealerApps);
  add(t.packages, packageRows);
  add(t.packagePurchases, purchases);
  add(t.coupons, couponRows);
  add(t.blogs, blogRows);
  add(t.banners, bannerRows);
  add(t.abouts, [aboutRow]);
  add(t.pages, pageRows);
  add(t.faqs, faqRows);
  add(t.appSettings, settingRows);

  return { steps, afterImages, counts: { users: userRows.size, items: itemRows.length, images: imageRows.length } };
}
