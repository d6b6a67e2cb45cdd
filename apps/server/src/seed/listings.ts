/**
 * Generates the demo listings as drafts (facts, text and states, no database ids). Everything is derived from the
 * PRNG handed in, so the same seed always yields the same listings.
 */
import { MAKES, type BodyKey, type FuelKey, type MakeDef, type ModelDef, type TxKey } from './data/makes.ts';
import { COLORS, CURRENCIES, FUEL_TYPES, TRANSMISSIONS, US_STATES, type CategoryKey, type ColorDef } from './data/lookups.ts';
import type { CityDef, TownshipDef } from './data/locations.ts';
import type { PersonDef } from './data/people.ts';
import {
  CONDITION_SENTENCES,
  DEAL_REMARKS,
  GEARBOX_WORDS,
  PART_DEAL_REMARKS,
  DEALER_CLOSINGS,
  DEALER_INTROS,
  DEALER_SUBTITLES,
  DEALER_TERMS,
  FEATURES,
  HISTORY_SENTENCES,
  PRIVATE_CLOSINGS,
  PRIVATE_INTROS,
  PRIVATE_REASONS,
  PRIVATE_SUBTITLES,
  REJECT_REASONS,
  SPEC_SENTENCES,
  type Family,
  type TextFacts,
} from './data/listing-text.ts';
import type { Rng } from './random.ts';
import { photoVariants, shapeFor, type Shape } from './photos.ts';

/** The model year the demo treats as current (fixed, so the data does not drift with the calendar). */
export const CURRENT_MODEL_YEAR = 2026;
const MIN_YEAR = 2005;
const TITLE_MAX = 60;

/** Share of listings per category when a seller has no focus. */
export const CATEGORY_WEIGHTS: Record<CategoryKey, number> = { cars: 30, suvs: 24, trucks: 15, motorcycles: 12, ev: 10, buses: 2, boats: 3, parts: 4 };

export type ListingState =
  'published' | 'published-paid' | 'published-paid-finished' | 'published-promo-pending' | 'published-discount' | 'pending' | 'rejected' | 'disabled' | 'sold';

export interface Promotion {
  startDaysAgo: number;
  days: number;
  status: 'approved' | 'pending';
  method: string;
}

export interface ListingDraft {
  owner: PersonDef;
  category: CategoryKey;
  make: MakeDef;
  model: ModelDef;
  itemType: 'sale' | 'wanted' | 'rent' | 'exchange';
  priceType: 'fixed' | 'negotiable' | 'auction' | 'on-request';
  condition: 'new' | 'like-new' | 'good' | 'fair' | 'parts';
  dealOption: 'meet' | 'delivery' | 'shipping' | 'test-drive';
  tag: string;
  fuel: FuelKey | null;
  transmission: TxKey | null;
  colour: ColorDef;
  body: BodyKey;
  sellerType: 'private' | 'dealer' | 'certified';
  vehicleType: string | null;
  registrationState: string | null;
  currency: string;
  city: CityDef;
  township: TownshipDef;
  lat: number;
  lng: number;
  address: string;
  title: string;
  subtitle: string;
  description: string;
  highlightInfo: string;
  dealOptionRemark: string;
  keyword: string;
  remark: string;
  price: string;
  discount: number;
  businessMode: boolean;
  vehicleYear: number | null;
  drivenKm: number | null;
  owner_: string;
  seats: number | null;
  loading: string;
  engineCc: number | null;
  engineStatus: number;
  usersPost: boolean;
  state: ListingState;
  rejectReason: string;
  daysAgo: number;
  soldDaysAgo: number | null;
  touchCount: number;
  promotion: Promotion | null;
  photos: { shape: Shape; count: number; interiorTone: 'black' | 'tan' };
}

// ------------------------------------------------------------------------------------------------ helpers

const fmt = (n: number) => n.toLocaleString('en-US');
const ordinal = (n: number) => ['first', 'second', 'third', 'fourth'][n - 1] ?? `${n}th`;
const ownerLabel = (n: number) => ['1st owner', '2nd owner', '3rd owner', '4th owner'][n - 1] ?? `${n}th owner`;
const lookupName = (list: { key: string; name: string }[], key: string) => list.find((l) => l.key === key)?.name ?? key;

function familyOf(category: CategoryKey, body: BodyKey): Family {
  if (category === 'parts') return 'part';
  if (category === 'boats') return 'boat';
  if (category === 'buses') return 'bus';
  if (category === 'motorcycles') return 'moto';
  if (category === 'ev') return body === 'naked' || body === 'adventure' ? 'moto' : 'ev';
  if (body === 'box-truck' || body === 'semi') return 'commercial';
  if (body === 'pickup' || body === 'cargo-van') return 'truck';
  return 'car';
}

function vehicleTypeOf(body: BodyKey): string | null {
  switch (body) {
    case 'sedan':
    case 'hatchback':
    case 'coupe':
    case 'convertible':
    case 'wagon':
      return 'car';
    case 'suv':
    case 'crossover':
      return 'suv';
    case 'pickup':
      return 'pickup';
    case 'minivan':
    case 'cargo-van':
      return 'van';
    case 'box-truck':
    case 'semi':
      return 'commercial';
    case 'bus':
      return 'bus';
    case 'boat':
    case 'pwc':
      return 'watercraft';
    case 'part':
      return null;
    default:
      return 'motorcycle';
  }
}

/** Kilometres driven per year by family (and, for commercial trucks, body). */
function kmPerYear(family: Family, body: BodyKey): number {
  switch (family) {
    case 'commercial':
      return body === 'semi' ? 115_000 : 42_000;
    case 'bus':
      return 32_000;
    case 'moto':
      return 4_800;
    case 'truck':
      return 21_000;
    case 'ev':
      return 17_000;
    default:
      return 19_000;
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Polestar" + "Polestar 2" is the "Polestar 2", not the "Polestar Polestar 2". */
export function vehicleName(make: string, model: string): string {
  return model.toLowerCase().startsWith(make.toLowerCase()) ? model : `${make} ${model}`;
}

/** Whether the trim already names the model ("LC 500" of the Lexus LC, "GLC 300" of the GLC). */
function trimRepeatsModel(trim: string, model: string): boolean {
  const first = model.split(' ')[0]!;
  return trim !== '' && new RegExp(`(^|\\s)${escapeRegExp(first)}(\\s|$)`, 'i').test(trim);
}

function clip(s: string, max: number): string {
  return s.length <= max ? s : s.slice(0, max - 1).trimEnd() + '…';
}

function fitTitle(candidates: string[]): string {
  for (const c of candidates) if (c.length <= TITLE_MAX) return c;
  return clip(candidates[candidates.length - 1]!, TITLE_MAX);
}

function roundPrice(usd: number, dealer: boolean, family: Family): number {
  if (family === 'part') return dealer ? Math.max(9, Math.round(usd / 5) * 5) - 0.01 : Math.max(10, Math.round(usd / 5) * 5);
  if (usd < 10_000) return dealer ? Math.round(usd / 100) * 100 - 5 : Math.round(usd / 100) * 100;
  if (usd < 100_000) return dealer ? Math.round(usd / 500) * 500 - 5 : Math.round(usd / 250) * 250;
  return Math.round(usd / 1000) * 1000 - (dealer ? 100 : 0);
}

function loadingText(rng: Rng, model: ModelDef, body: BodyKey, trim: string): string {
  switch (body) {
    case 'pickup': {
      const hd = /HD|250|350|2500|3500|70/.test(model.name);
      const full = !hd && model.msrp >= 44_000;
      const payload = hd ? rng.int(30, 42) * 100 : full ? rng.int(17, 23) * 100 : rng.int(13, 17) * 100;
      const tow = hd ? rng.int(14, 20) * 1000 : full ? rng.int(9, 13) * 1000 : rng.int(35, 75) * 100;
      return `Payload ${fmt(payload)} lb · towing ${fmt(tow)} lb`;
    }
    case 'cargo-van':
      return `Cargo volume ${rng.int(26, 53) * 10} cu ft`;
    case 'box-truck':
      return `${trim || 'Box body'}, payload ${fmt(rng.int(9, 16) * 1000)} lb`;
    case 'semi':
      return 'GCWR 80,000 lb, fifth wheel';
    case 'bus':
      return `${model.seats ?? 40} passengers`;
    default:
      return '';
  }
}

function jitterOf(rng: Rng, t: TownshipDef): { lat: number; lng: number } {
  return { lat: +(t.lat + rng.float(-0.012, 0.012)).toFixed(6), lng: +(t.lng + rng.float(-0.015, 0.015)).toFixed(6) };
}

// ------------------------------------------------------------------------------------------------ one listing

function chooseCategory(rng: Rng, person: PersonDef): CategoryKey {
  const keys = (person.focus ?? (Object.keys(CATEGORY_WEIGHTS) as CategoryKey[])).filter((k) => MAKES.some((m) => m.category === k));
  // a declared focus on a small category (buses, boats) still gives it a fair share of that seller's stock
  return rng.weighted(keys, (k) => (person.focus ? Math.max(CATEGORY_WEIGHTS[k], 8) : CATEGORY_WEIGHTS[k]));
}

function chooseColour(rng: Rng, category: CategoryKey, make: MakeDef): ColorDef {
  const byKey = (k: string) => COLORS.find((c) => c.key === k)!;
  if (category === 'buses' && /Bird|Thomas|IC Bus/.test(make.name)) return rng.chance(0.85) ? byKey('yellow') : byKey('white');
  if (category === 'buses' || (category === 'trucks' && /Isuzu|Hino/.test(make.name))) return rng.chance(0.7) ? byKey('white') : rng.pick(COLORS);
  if (category === 'parts') return rng.weighted(COLORS, (c) => (['black', 'silver', 'gray'].includes(c.key) ? 10 : 1));
  return rng.weighted(COLORS, (c) => c.weight);
}

export function generateListing(rng: Rng, person: PersonDef, cities: CityDef[], nowYear = CURRENT_MODEL_YEAR): ListingDraft {
  const dealer = person.kind === 'dealer';
  const category = chooseCategory(rng, person);
  const make = rng.weighted(
    MAKES.filter((m) => m.category === category),
    (m) => m.weight,
  );
  const model = rng.weighted(make.models, (_m, i) => 1 / (1 + 0.3 * i));
  const body = model.body;
  const family = familyOf(category, body);
  const isPart = family === 'part';

  // year, condition and mileage
  const lo = Math.max(MIN_YEAR, model.from ?? MIN_YEAR);
  const hi = Math.min(nowYear, model.to ?? nowYear);
  const meanAge = dealer ? 4.5 : family === 'moto' ? 6 : family === 'boat' || family === 'bus' ? 9 : 7.5;
  const age0 = Math.floor(-Math.log(1 - rng.next()) * meanAge);
  const year = isPart ? null : Math.max(lo, Math.min(hi, hi - age0));
  const age = year === null ? 0 : nowYear - year;
  let condition: ListingDraft['condition'];
  if (isPart) condition = rng.weighted(['new', 'like-new', 'good'] as const, (_c, i) => [60, 25, 15][i]!);
  else if (age <= 1 && rng.chance(dealer ? 0.65 : 0.15)) condition = 'new';
  else if (age <= 2) condition = rng.chance(0.7) ? 'like-new' : 'good';
  else if (age <= 8) condition = rng.weighted(['like-new', 'good', 'fair'] as const, (_c, i) => [20, 70, 10][i]!);
  else condition = rng.weighted(['good', 'fair', 'parts'] as const, (_c, i) => [55, 41, 4][i]!);

  const perYear = kmPerYear(family, body);
  let drivenKm: number | null = null;
  let hours = 0;
  if (family === 'boat') hours = condition === 'new' ? rng.int(1, 6) : Math.max(8, Math.round((age + 0.4) * rng.float(22, 60)));
  else if (!isPart)
    drivenKm = condition === 'new' ? rng.int(1, 8) * 10 : Math.max(300, Math.round((perYear * Math.max(0.35, age + 0.3) * rng.float(0.55, 1.45)) / 100) * 100);
  const owners = condition === 'new' || isPart ? 0 : age <= 3 ? 1 : age <= 7 ? rng.int(1, 2) : rng.int(1, 4);

  // powertrain and looks
  let fuel: FuelKey | null = isPart ? null : (model.fuel ?? 'gasoline');
  if (model.alt && fuel !== null && rng.chance(0.3)) fuel = model.alt;
  let transmission: TxKey | null = isPart || family === 'boat' ? null : fuel === 'electric' ? 'single' : (model.tx ?? make.tx ?? 'auto');
  if (model.manual && transmission !== null && transmission !== 'single' && rng.chance(0.25)) transmission = 'manual';
  if (fuel === 'hybrid' && transmission === 'auto' && rng.chance(0.5)) transmission = 'cvt';
  const colour = chooseColour(rng, category, make);
  const trims = model.trims ?? make.trims ?? [''];
  const trim = rng.pick(trims);

  // where
  const homeCity = cities.find((c) => c.name === person.city) ?? cities[0]!;
  const city = dealer || rng.chance(0.9) ? homeCity : rng.pick(cities);
  const homeTownship = city.townships.find((t) => t.name === person.township);
  const township = homeTownship && rng.chance(0.65) ? homeTownship : rng.pick(city.townships);
  const { lat, lng } = jitterOf(rng, township);
  const registrationState = isPart ? null : rng.chance(0.94) ? city.state : rng.pick(US_STATES)[1];

  // price
  const itemType: ListingDraft['itemType'] =
    isPart || family === 'bus' ? 'sale' : rng.weighted(['sale', 'wanted', 'rent', 'exchange'] as const, (_t, i) => [88, 4, 4, 4][i]!);
  const retention = make.retention ?? 0.92;
  let usd: number;
  if (isPart) usd = model.msrp * (condition === 'new' ? rng.float(0.85, 1) : rng.float(0.45, 0.72));
  else {
    const then = model.msrp * Math.pow(0.985, age);
    if (condition === 'new') usd = then * rng.float(0.97, 1.04);
    else {
      const expectedKm = perYear * (age + 0.3);
      const kmFactor = drivenKm === null ? 1 : 1 + Math.max(-0.2, Math.min(0.15, ((expectedKm - drivenKm) / expectedKm) * 0.18));
      const condFactor = { 'like-new': 1.05, good: 1, fair: 0.82, parts: 0.35, new: 1 }[condition];
      // depreciation flattens out: an old vehicle keeps about a quarter of its (then) price
      const kept = 0.25 + 0.75 * Math.pow(retention, Math.max(0, age - 1));
      usd = then * 0.86 * kept * kmFactor * condFactor * rng.float(0.9, 1.1);
    }
    const floors: Partial<Record<Family, number>> = { moto: 1_200, boat: 3_000, bus: 8_000, commercial: 9_000, truck: 3_500 };
    const floor = floors[family] ?? 2_500;
    usd = Math.max(usd, condition === 'parts' ? floor / 2 : floor);
  }
  let rentBasis = '';
  if (itemType === 'rent') {
    if (family === 'boat' || family === 'moto') {
      usd = Math.max(family === 'boat' ? 180 : 70, usd * (family === 'boat' ? 0.004 : 0.007));
      rentBasis = 'per day';
    } else {
      usd = Math.max(450, usd * 0.032);
      rentBasis = 'per month';
    }
  }
  const currencyCode = rng.chance(0.93) ? 'USD' : rng.weighted(['EUR', 'GBP', 'AED', 'JPY'], (_c, i) => [4, 3, 1.5, 1.5][i]!);
  const perUsd = CURRENCIES.find((c) => c.code === currencyCode)!.perUsd;
  let amount = rentBasis ? Math.round((usd * perUsd) / 10) * 10 : roundPrice(usd * perUsd, dealer, family);
  if (currencyCode === 'JPY') amount = Math.round(amount / 10_000) * 10_000;
  if (itemType === 'wanted') amount = Math.round(amount / 500) * 500 || amount;
  const price = amount.toFixed(2);

  const priceType: ListingDraft['priceType'] =
    itemType === 'wanted'
      ? 'negotiable'
      : rng.weighted(['fixed', 'negotiable', 'auction', 'on-request'] as const, (_t, i) => (dealer ? [55, 35, 3, 7] : [25, 68, 4, 3])[i]!);
  const dealOption: ListingDraft['dealOption'] = isPart
    ? rng.weighted(['shipping', 'meet', 'delivery'] as const, (_t, i) => [55, 30, 15][i]!)
    : family === 'boat'
      ? rng.weighted(['meet', 'shipping', 'test-drive'] as const, (_t, i) => [40, 30, 30][i]!)
      : rng.weighted(['meet', 'delivery', 'shipping', 'test-drive'] as const, (_t, i) => (dealer ? [15, 30, 15, 40] : [55, 5, 5, 35])[i]!);

  const certified = dealer && person.blueMark === 1;
  const sellerType: ListingDraft['sellerType'] = dealer ? (certified ? 'certified' : 'dealer') : 'private';

  // text
  // "Lexus LC" + "LC 500" reads "Lexus LC 500", not "Lexus LC LC 500"
  const trimNamesModel = trimRepeatsModel(trim, model.name);
  const makeModel = vehicleName(make.name, model.name);
  const nameParts = [year, trimNamesModel ? make.name : makeModel, trim].filter((p) => p !== null && p !== '').join(' ');
  const shortName = [year, makeModel].filter((p) => p !== null).join(' ');
  const colourName = colour.name.toLowerCase();
  const distance = drivenKm === null ? '' : `${fmt(drivenKm)} km (${fmt(Math.round(drivenKm / 1.609 / 100) * 100)} miles)`;
  const engine = !model.cc || fuel === 'electric' ? '' : family === 'moto' ? `${fmt(model.cc)} cc` : `${(model.cc / 1000).toFixed(1)}-liter`;
  const facts: TextFacts = {
    name: nameParts,
    year,
    make: make.name,
    model: model.name,
    trim,
    colour: colourName,
    distance,
    fuel: lookupName(FUEL_TYPES, fuel ?? 'gasoline'),
    transmission: lookupName(TRANSMISSIONS, transmission ?? 'auto'),
    gearbox: GEARBOX_WORDS[transmission ?? 'auto'] ?? 'automatic',
    engine: engine || 'electric',
    city: city.name,
    township: township.name,
    seller: person.name,
    ownerOrdinal: ordinal(Math.max(1, owners)),
    hours,
    seats: model.seats ?? null,
    months: rng.int(2, 11),
  };

  const kmShort = drivenKm === null ? '' : `${fmt(drivenKm)} km`;
  const lowMileage = drivenKm !== null && condition !== 'new' && drivenKm < perYear * (age + 0.3) * 0.6;
  let title: string;
  if (isPart) title = fitTitle([`${makeModel}${trim ? ` – ${trim}` : ''}`, makeModel]);
  else if (itemType === 'wanted') {
    const from = Math.max(lo, (year ?? nowYear) - 3);
    const to = Math.min(hi, (year ?? nowYear) + 1);
    const under = drivenKm === null ? '' : `, under ${fmt(Math.round((perYear * Math.max(1, nowYear - from) * 0.7) / 10_000) * 10_000 || 10_000)} km`;
    title = fitTitle([`Wanted: ${makeModel} ${from}–${to}${under}`, `Wanted: ${makeModel} ${from}–${to}`]);
  } else if (itemType === 'rent') title = fitTitle([`${nameParts} for rent – ${rentBasis === 'per day' ? 'daily' : 'monthly'}`, `${shortName} for rent`]);
  else if (itemType === 'exchange')
    title = fitTitle([`${nameParts} – trade for ${family === 'moto' ? 'a car' : 'SUV or truck'}`, `${shortName} – open to trades`]);
  else {
    const extra =
      condition === 'new'
        ? 'brand new'
        : family === 'boat'
          ? `${hours} hrs`
          : owners === 1
            ? 'one owner'
            : lowMileage
              ? 'low miles'
              : condition === 'parts'
                ? 'for parts'
                : '';
    const head = family === 'boat' ? '' : condition === 'new' ? '' : kmShort;
    const tail = [head, extra].filter(Boolean).join(', ');
    title = fitTitle([tail ? `${nameParts} – ${tail}` : nameParts, head ? `${nameParts} – ${head}` : nameParts, nameParts, shortName]);
  }

  const subtitlePool = dealer ? DEALER_SUBTITLES : PRIVATE_SUBTITLES;
  const specSubtitle = isPart
    ? `${condition === 'new' ? 'New' : 'Used'} · ${dealOption === 'shipping' ? 'ships nationwide' : `pickup in ${township.name}`}`
    : [facts.transmission, facts.fuel, colour.name, city.name].join(' · ');
  let subtitle = rng.chance(0.5) ? specSubtitle : rng.pick(subtitlePool);
  if (itemType === 'rent') subtitle = `Rental ${rentBasis}, insurance and deposit required`;
  if (itemType === 'wanted') subtitle = `Buying now · cash ready · ${city.name}`;
  subtitle = clip(subtitle, TITLE_MAX);

  const features = rng.sample(FEATURES[family === 'car' && (year ?? nowYear) < 2015 ? 'car-old' : family], rng.int(3, 5));
  const sentences: string[] = [];
  if (itemType === 'wanted') {
    sentences.push(
      `Looking for a ${makeModel}${trim ? ` ${trim}` : ''}, ideally ${Math.max(lo, (year ?? nowYear) - 3)} or newer, in good condition with a clean title.`,
      `My budget is around ${currencyCode === 'USD' ? '$' : currencyCode + ' '}${fmt(amount)} depending on mileage and history.`,
      `Private sellers and dealers welcome — send photos, the mileage and the VIN in the chat. I can view in ${city.name} and pay the same day.`,
    );
  } else if (isPart) {
    sentences.push(`${makeModel}${trim ? `, ${trim}` : ''}.`);
    sentences.push(rng.pick(HISTORY_SENTENCES.part)(facts));
    sentences.push(
      dealer
        ? `In stock at ${person.name} in ${township.name}; mounting and installation available on request.`
        : `Pickup in ${township.name}, ${city.name}, or I can ship at the buyer's cost.`,
    );
  } else {
    sentences.push(rng.pick(dealer ? DEALER_INTROS : PRIVATE_INTROS)(facts));
    sentences.push(rng.pick(SPEC_SENTENCES[family])(facts));
    sentences.push(rng.pick(CONDITION_SENTENCES[condition]!));
    for (const h of rng.sample(HISTORY_SENTENCES[family], condition === 'parts' ? 0 : rng.int(1, 2))) sentences.push(h(facts));
    sentences.push(`Equipment: ${features.slice(0, -1).join(', ')} and ${features[features.length - 1]!}.`);
    if (itemType === 'rent')
      sentences.push(
        `Available to rent ${rentBasis}; minimum ${rentBasis === 'per day' ? 'two days' : 'one month'}, a refundable deposit and proof of insurance are required.`,
      );
    else if (itemType === 'exchange')
      sentences.push(
        `I would trade it for ${family === 'moto' ? 'a small car' : 'an SUV or a pickup'} of similar value, or sell outright for the listed price.`,
      );
    else if (!dealer) sentences.push(rng.pick(PRIVATE_REASONS));
    if (dealer) sentences.push(rng.pick(DEALER_TERMS));
    sentences.push(rng.pick(dealer ? DEALER_CLOSINGS : PRIVATE_CLOSINGS)(facts));
  }
  const description = sentences.join(' ');

  const imported = !!model.imported;
  const tag =
    imported && rng.chance(0.8)
      ? 'imported'
      : condition === 'new'
        ? 'warranty'
        : certified && age <= 6 && rng.chance(0.5)
          ? 'certified'
          : lowMileage && rng.chance(0.6)
            ? 'low-mileage'
            : owners === 1 && rng.chance(0.6)
              ? 'one-owner'
              : age <= 3 && rng.chance(0.4)
                ? 'warranty'
                : rng.weighted(['service-history', 'accident-free', 'low-mileage', 'one-owner'], (_t, i) => [40, 40, 10, 10][i]!);

  const seats = model.seats ?? null;
  return {
    owner: person,
    category,
    make,
    model,
    itemType,
    priceType,
    condition,
    dealOption,
    tag,
    fuel,
    transmission,
    colour,
    body,
    sellerType,
    vehicleType: vehicleTypeOf(body),
    registrationState,
    currency: currencyCode,
    city,
    township,
    lat,
    lng,
    address: `${township.name}, ${city.name}, ${city.state}`,
    title,
    subtitle,
    description,
    highlightInfo: features.join(' · '),
    dealOptionRemark: rng.pick((isPart ? PART_DEAL_REMARKS : DEAL_REMARKS)[dealOption]!),
    keyword: [make.name, model.name, trim, body.replace('-', ' '), year ?? '', fuel ?? '']
      .filter((x) => x !== '')
      .join(' ')
      .toLowerCase(),
    remark: dealer ? `Stock #${person.name.replace(/[^A-Z]/g, '').slice(0, 3)}${rng.int(1000, 9999)}` : '',
    price,
    discount: 0,
    businessMode: isPart || (dealer && rng.chance(0.3)),
    vehicleYear: year,
    // a wanted ad describes what the buyer looks for, not one vehicle
    drivenKm: itemType === 'wanted' ? null : drivenKm,
    owner_: owners && itemType !== 'wanted' ? ownerLabel(owners) : '',
    seats: isPart ? null : seats,
    loading: isPart ? '' : loadingText(rng, model, body, trim),
    engineCc: isPart || fuel === 'electric' ? null : (model.cc ?? null),
    engineStatus: condition === 'parts' && rng.chance(0.6) ? 0 : 1,
    usersPost: !dealer,
    state: 'published',
    rejectReason: '',
    daysAgo: Math.min(119.5, Math.pow(rng.next(), 1.25) * 120),
    soldDaysAgo: null,
    touchCount: 0,
    promotion: null,
    photos: { shape: shapeFor(body, model.art), count: 0, interiorTone: rng.chance(0.7) ? 'black' : 'tan' },
  };
}

// ------------------------------------------------------------------------------------------------ states

/** The demo seller's listings, in order, so the seller account shows every state. */
export const SELLER_STATES: ListingState[] = [
  'published',
  'published-paid',
  'published-discount',
  'published-paid-finished',
  'published-promo-pending',
  'published',
  'pending',
  'pending',
  'rejected',
  'disabled',
  'sold',
  'published-discount',
  'published',
  'published',
];

const PAYMENT_METHODS = ['stripe', 'paypal', 'offline', 'razor'];

/**
 * Gives every listing its state, dates, counters, promotion and photo count. `sellerKey` marks the demo seller,
 * whose listings take SELLER_STATES in order; among the others, `pending`/`rejected`/`disabled` listings are
 * drawn to the wanted counts and roughly 5 % are sold, 8 % promoted and 12 % discounted.
 */
export function assignStates(rng: Rng, drafts: ListingDraft[], sellerKey: string, counts = { pending: 8, rejected: 3, disabled: 2 }): void {
  const sellerDrafts = drafts.filter((d) => d.owner.key === sellerKey);
  sellerDrafts.forEach((d, i) => (d.state = SELLER_STATES[i % SELLER_STATES.length]!));
  const others = rng.shuffle(drafts.filter((d) => d.owner.key !== sellerKey));
  let k = 0;
  const take = (n: number, state: ListingState) => {
    for (let i = 0; i < n && k < others.length; i++) others[k++]!.state = state;
  };
  take(counts.pending, 'pending');
  take(counts.rejected, 'rejected');
  take(counts.disabled, 'disabled');
  const rest = others.slice(k);
  const n = rest.length;
  let j = 0;
  const takeRest = (share: number, state: ListingState) => {
    const m = Math.round(n * share);
    for (let i = 0; i < m && j < rest.length; i++) rest[j++]!.state = state;
  };
  takeRest(0.05, 'sold');
  takeRest(0.08, 'published-paid');
  takeRest(0.12, 'published-discount');

  for (const d of drafts) {
    switch (d.state) {
      case 'pending':
        d.daysAgo = rng.float(0.05, 3);
        break;
      case 'rejected':
        d.daysAgo = rng.float(3, 20);
        d.rejectReason = rng.pick(REJECT_REASONS);
        break;
      case 'disabled':
        d.daysAgo = rng.float(20, 100);
        break;
      case 'sold':
        d.daysAgo = Math.max(d.daysAgo, rng.float(12, 60));
        d.soldDaysAgo = rng.float(0.5, Math.min(10, d.daysAgo - 1));
        break;
      case 'published-discount':
        d.discount = rng.int(1, 4) * 5;
        break;
      case 'published-paid':
      case 'published-paid-finished':
      case 'published-promo-pending': {
        const days = rng.pick([7, 14, 30, 60]);
        if (d.state === 'published-paid') {
          d.daysAgo = Math.max(d.daysAgo, 2);
          const start = rng.float(0.2, Math.min(days - 0.5, d.daysAgo - 0.5));
          d.promotion = { startDaysAgo: start, days, status: 'approved', method: rng.pick(PAYMENT_METHODS) };
        } else if (d.state === 'published-paid-finished') {
          d.daysAgo = Math.max(d.daysAgo, days + 10);
          d.promotion = { startDaysAgo: days + rng.float(1, 8), days, status: 'approved', method: rng.pick(PAYMENT_METHODS) };
        } else {
          d.promotion = { startDaysAgo: -rng.float(1, 5), days: 7, status: 'pending', method: 'offline' };
        }
        break;
      }
      default:
        break;
    }
    const fresh = d.state === 'pending' || d.state === 'rejected';
    const age = Math.min(1, (d.daysAgo + 3) / 45);
    d.touchCount = fresh
      ? rng.int(0, 4)
      : Math.min(2000, Math.floor(2000 * Math.pow(rng.next(), 2.4) * age) + (d.state === 'published-paid' ? rng.int(150, 600) : 0));
    const max = photoVariants(d.photos.shape);
    d.photos.count = Math.min(
      max,
      rng.weighted([2, 3, 4], (_n, i) => [25, 40, 35][i]!),
    );
  }
}
