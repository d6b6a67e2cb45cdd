import { createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OidcClientConfig } from '../../config.ts';
import { loadConfig } from '../../config.ts';
import { APPLE_SECRET_AUDIENCE, APPLE_SECRET_TTL_SECONDS, appleClientSecret, signAppleClientSecret } from './apple-secret.ts';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const apple: OidcClientConfig = {
  issuer: 'https://appleid.apple.com',
  clientId: 'com.example.web',
  apple: { teamId: 'TEAM123456', keyId: 'KEY7654321', privateKey: pem },
  extraAudiences: [],
};

const part = (jwt: string, i: number) => JSON.parse(Buffer.from(jwt.split('.')[i]!, 'base64url').toString('utf8'));

describe("Apple's client secret (a JWT signed with the Sign in with Apple key)", () => {
  it('carries the claims Apple documents: iss team, sub Services ID, aud appleid, iat, exp within six months', () => {
    const jwt = signAppleClientSecret(apple, 1_800_000_000);
    expect(part(jwt, 0)).toEqual({ alg: 'ES256', kid: 'KEY7654321', typ: 'JWT' });
    expect(part(jwt, 1)).toEqual({
      iss: 'TEAM123456',
      sub: 'com.example.web',
      aud: APPLE_SECRET_AUDIENCE,
      iat: 1_800_000_000,
      exp: 1_800_000_000 + APPLE_SECRET_TTL_SECONDS,
    });
    expect(APPLE_SECRET_TTL_SECONDS).toBeLessThanOrEqual(15_777_000);
  });

  it('is signed ES256 (raw r||s) by the private key: the public half verifies it, a changed claim does not', () => {
    const jwt = signAppleClientSecret(apple, 1_800_000_000);
    const [h, c, s] = jwt.split('.') as [string, string, string];
    const sig = Buffer.from(s, 'base64url');
    expect(sig).toHaveLength(64);
    expect(verify('sha256', Buffer.from(`${h}.${c}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, sig)).toBe(true);
    const forged = Buffer.from(JSON.stringify({ ...part(jwt, 1), sub: 'someone.else' })).toString('base64url');
    expect(verify('sha256', Buffer.from(`${h}.${forged}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, sig)).toBe(false);
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
    expect(verify('sha256', Buffer.from(`${h}.${c}`), { key: other, dsaEncoding: 'ieee-p1363' }, sig)).toBe(false);
  });

  it('is reused while fresh and signed again once three quarters of its life are gone', () => {
    const first = appleClientSecret(apple, 1_900_000_000);
    expect(appleClientSecret(apple, 1_900_000_000 + APPLE_SECRET_TTL_SECONDS / 2)).toBe(first);
    const later = appleClientSecret(apple, 1_900_000_000 + APPLE_SECRET_TTL_SECONDS);
    expect(later).not.toBe(first);
    expect(part(later, 1).iat).toBe(1_900_000_000 + APPLE_SECRET_TTL_SECONDS);
  });

  it('is configured from the environment, the key accepted with escaped newlines', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      APPLE_CLIENT_ID: 'com.example.web',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY7654321',
      APPLE_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
    });
    expect(config.social.apple?.apple?.privateKey).toBe(pem);
    expect(createPublicKey(config.social.apple!.apple!.privateKey).export({ format: 'jwk' })).toEqual(publicKey.export({ format: 'jwk' }));
    expect(config.social.google).toBeUndefined();
  });
});

describe('the local provider checks the secret as Apple does (test support: the peer the sign-in tests run against)', () => {
  const client = { client_id: 'com.example.web', teamId: 'TEAM123456', keyId: 'KEY7654321', publicKey, redirect_uris: [] };

  it('takes a fresh secret of this client and refuses an expired, foreign, re-keyed or over-long one', async () => {
    const { isValidAppleClientSecret } = await import('../../../test/support/oidc-provider.ts');
    const now = 1_800_000_000;
    expect(isValidAppleClientSecret(signAppleClientSecret(apple, now), client, now)).toBe(true);
    expect(isValidAppleClientSecret(signAppleClientSecret(apple, now), client, now + APPLE_SECRET_TTL_SECONDS + 1)).toBe(false);
    expect(isValidAppleClientSecret(signAppleClientSecret(apple, now), { ...client, teamId: 'TEAM999999' }, now)).toBe(false);
    expect(isValidAppleClientSecret(signAppleClientSecret(apple, now), { ...client, keyId: 'KEY0000000' }, now)).toBe(false);
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
    expect(isValidAppleClientSecret(signAppleClientSecret(apple, now), { ...client, publicKey: otherKey }, now)).toBe(false);
    // Signed right by hand: 100 days is taken, 200 days is not (Apple takes at most six months).
    const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const lasting = (days: number) => {
      const input = `${enc({ alg: 'ES256', kid: client.keyId })}.${enc({ iss: client.teamId, sub: client.client_id, aud: APPLE_SECRET_AUDIENCE, iat: now, exp: now + days * 24 * 3600 })}`;
      return `${input}.${sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
    };
    expect(isValidAppleClientSecret(lasting(100), client, now)).toBe(true);
    expect(isValidAppleClientSecret(lasting(200), client, now)).toBe(false);
    expect(isValidAppleClientSecret('not-a-jwt', client, now)).toBe(false);
  });
});
