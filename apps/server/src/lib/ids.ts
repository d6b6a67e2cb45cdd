import { randomBytes } from 'node:crypto';

/** Readable prefixes of our opaque ids. */
export const ID_PREFIX = {
  user: 'usr',
  item: 'itm',
  image: 'img',
  category: 'cat',
  subcategory: 'sub',
  model: 'mdl',
  lookup: 'lkp',
  currency: 'cur',
  location: 'loc',
  township: 'twn',
  chat: 'cht',
  message: 'msg',
  offer: 'ofr',
  package: 'pkg',
  purchase: 'pur',
  paidItem: 'pai',
  bid: 'bid',
  /** Money (issue 13). */
  payment: 'pay',
  paymentEvent: 'pev',
  ledger: 'led',
  coupon: 'cpn',
  couponRedemption: 'cpr',
  bidding: 'bdg',
  bidder: 'bdr',
  notification: 'ntf',
  push: 'psh',
  blog: 'blg',
  page: 'pge',
  faq: 'faq',
  contact: 'cnt',
  banner: 'bnr',
  about: 'abt',
  report: 'rpt',
  rating: 'rat',
  code: 'vcd',
  outbox: 'obx',
  audit: 'aud',
  job: 'job',
  application: 'apl',
  history: 'dlh',
  /** Public questions on listings and their answers (reviews and questions). */
  question: 'qst',
  /** Notifications and alerts (issue 12). */
  broadcast: 'bct',
  savedSearch: 'srch',
  /** Contact taps on a listing (issue 14). */
  contactLog: 'clg',
} as const;

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** `itm_7k2m…`: 16 base-32 characters (80 random bits) behind a readable prefix. */
export function newId(prefix: string): string {
  const bytes = randomBytes(16);
  let out = '';
  for (let i = 0; i < 16; i++) out += ALPHABET[bytes[i]! & 31];
  return `${prefix}_${out}`;
}

/**
 * Whether a string from the wire can be one of our ids (`usr_…`): anything else (the visitor literal
 * `nologinuser`, control characters, megabytes) is refused or treated as unknown before it reaches SQL.
 */
export function isIdShape(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z]{2,5}_[0-9A-Za-z_-]{1,64}$/.test(value);
}
