/**
 * One-click unsubscribe tokens of alert e-mails (RFC 8058): what to turn off (a saved search, or a user's make
 * subscription) and an HMAC-SHA256 over it, so the link works without signing in and cannot be forged for anyone
 * else's alert. The key is derived from a server secret of the configuration (LOCATION_KEY) under a label of its
 * own, so the two uses never share a key.
 *
 * The fan-out signs tokens in SQL (PostgreSQL's sha256, given the key's inner and outer pads: plain HMAC), so a
 * hundred thousand e-mails need no round trip through JavaScript; `verifyToken` checks them here.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { isIdShape } from '../../lib/ids.ts';

export type Unsubscribe = { kind: 'search'; searchId: string } | { kind: 'make'; userId: string; subCatId: string };

/** Signature bytes kept in a token (128 bits). */
const SIG_BYTES = 16;
const BLOCK = 64;

const keyOf = (config: Config) => createHmac('sha256', config.locationKey).update('wheeldeal-alert-unsubscribe-v1').digest();

/** The signed part of a token: `s.<search id>` or `m.<user id>.<make id>`. */
export const subjectOf = (u: Unsubscribe) => (u.kind === 'search' ? `s.${u.searchId}` : `m.${u.userId}.${u.subCatId}`);

const sign = (config: Config, subject: string) => createHmac('sha256', keyOf(config)).update(subject).digest().subarray(0, SIG_BYTES);

export const tokenOf = (config: Config, u: Unsubscribe) => `${subjectOf(u)}.${sign(config, subjectOf(u)).toString('hex')}`;

/** The alert a token turns off, or null when it is malformed or its signature is wrong. */
export function verifyToken(config: Config, token: string): Unsubscribe | null {
  if (token.length > 200) return null;
  const parts = token.split('.');
  const sig = parts.pop() ?? '';
  if (!/^[0-9a-f]{32}$/.test(sig) || !parts.slice(1).every(isIdShape)) return null;
  let u: Unsubscribe;
  if (parts[0] === 's' && parts.length === 2) u = { kind: 'search', searchId: parts[1]! };
  else if (parts[0] === 'm' && parts.length === 3) u = { kind: 'make', userId: parts[1]!, subCatId: parts[2]! };
  else return null;
  return timingSafeEqual(Buffer.from(sig, 'hex'), sign(config, subjectOf(u))) ? u : null;
}

/** The same token as SQL over a text expression of the subject (HMAC = H(key ^ opad || H(key ^ ipad || m))). */
export function tokenSql(config: Config, subject: SQL): SQL {
  const key = Buffer.alloc(BLOCK);
  keyOf(config).copy(key);
  const pad = (byte: number) => Buffer.from(key.map((b) => b ^ byte));
  return sql`(${subject} || '.' || encode(substring(sha256(${pad(0x5c)}::bytea || sha256(${pad(0x36)}::bytea || convert_to(${subject}, 'UTF8'))) from 1 for ${SIG_BYTES}), 'hex'))`;
}

/** The link of an e-mail's List-Unsubscribe header and of its footer. */
export const unsubscribePath = '/api/alerts/unsubscribe/';
