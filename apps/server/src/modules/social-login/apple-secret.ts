/**
 * Apple's client secret is not a fixed string: it is a JWT the app signs with its Sign in with Apple key (ES256,
 * header `kid` = the key id; claims iss = team id, sub = the Services ID, aud = Apple's issuer, iat, exp at most six
 * months later), as Apple's "Creating a client secret" documents. We sign a short-lived one and reuse it until close
 * to its expiry, so every token request does not sign anew.
 */
import { createPrivateKey, sign } from 'node:crypto';
import type { OidcClientConfig } from '../../config.ts';

/** How long a signed secret is valid; a fresh one is made once less than a quarter of this is left. */
export const APPLE_SECRET_TTL_SECONDS = 24 * 3600;
/** Apple's documented audience of the client secret. */
export const APPLE_SECRET_AUDIENCE = 'https://appleid.apple.com';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs Apple's client secret for this configuration at `nowSeconds` (Unix time). */
export function signAppleClientSecret(c: OidcClientConfig, nowSeconds: number): string {
  if (!c.apple) throw new Error('not an Apple configuration');
  const header = { alg: 'ES256', kid: c.apple.keyId, typ: 'JWT' };
  const claims = { iss: c.apple.teamId, sub: c.clientId, aud: APPLE_SECRET_AUDIENCE, iat: nowSeconds, exp: nowSeconds + APPLE_SECRET_TTL_SECONDS };
  const input = `${b64url(header)}.${b64url(claims)}`;
  // JWS wants the raw r||s pair (IEEE P1363), not node's default DER signature.
  const signature = sign('sha256', Buffer.from(input), { key: createPrivateKey(c.apple.privateKey), dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

const cache = new Map<string, { secret: string; exp: number }>();

/** The current client secret of this Apple configuration (signed again when three quarters of its life are gone). */
export function appleClientSecret(c: OidcClientConfig, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const key = `${c.clientId}:${c.apple?.teamId}:${c.apple?.keyId}`;
  const hit = cache.get(key);
  if (hit && hit.exp - nowSeconds > APPLE_SECRET_TTL_SECONDS / 4) return hit.secret;
  const secret = signAppleClientSecret(c, nowSeconds);
  cache.set(key, { secret, exp: nowSeconds + APPLE_SECRET_TTL_SECONDS });
  return secret;
}
