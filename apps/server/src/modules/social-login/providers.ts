/**
 * The OpenID providers we sign users in with, through `openid-client`: each configured provider's metadata is
 * discovered once per process (issuer URL from the configuration, so tests use a local provider), and identity
 * tokens the apps send are verified against the provider's published keys (issuer, audience, signature, expiry,
 * nonce) before anything in them is believed.
 */
import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Config, OidcClientConfig } from '../../config.ts';
import type { SocialProvider } from '../users/index.ts';
import { appleClientSecret } from './apple-secret.ts';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const satisfies readonly SocialProvider[];

/** Scopes asked of each provider: who the person is, and their e-mail. */
export const SCOPES: Record<SocialProvider, string> = { google: 'openid email profile', facebook: 'openid email public_profile', apple: 'openid name email' };

/** Facebook's discovery document describes its identity tokens but names no token endpoint: the Graph API's. */
const FACEBOOK_TOKEN_ENDPOINT = 'https://graph.facebook.com/oauth/access_token';

/** Identity tokens a few seconds off our clock are still accepted (clocks drift). */
const CLOCK_TOLERANCE_SECONDS = 30;

export const isSocialProvider = (name: string): name is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(name);

/** The provider's configuration, or undefined when it is not configured (then it is not offered). */
export const providerConfig = (config: Config, provider: SocialProvider): OidcClientConfig | undefined => config.social[provider];

const configurations = new Map<string, { at: number; conf: Promise<oidc.Configuration> }>();
/** Discovery is redone after this long (providers rotate keys and, for Apple, our secret ages). */
const CONFIGURATION_TTL_MS = 6 * 3600 * 1000;

/** The openid-client configuration of a provider, discovered once and reused. */
export function oidcConfiguration(provider: SocialProvider, c: OidcClientConfig): Promise<oidc.Configuration> {
  const key = `${provider}|${c.issuer}|${c.clientId}`;
  const cached = configurations.get(key);
  if (cached && Date.now() - cached.at < CONFIGURATION_TTL_MS) return cached.conf;
  const conf = discover(provider, c);
  configurations.set(key, { at: Date.now(), conf });
  conf.catch(() => configurations.delete(key));
  return conf;
}

async function discover(provider: SocialProvider, c: OidcClientConfig): Promise<oidc.Configuration> {
  const url = new URL(c.issuer);
  // Only a local provider (tests, development) is plain HTTP; the real ones are HTTPS.
  const insecure = url.protocol === 'http:';
  const auth = oidc.ClientSecretPost(c.apple ? appleClientSecret(c) : c.clientSecret);
  const found = await oidc.discovery(url, c.clientId, undefined, auth, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined);
  const { supportsPKCE: _helper, ...server } = found.serverMetadata();
  const conf =
    provider === 'facebook' && !server.token_endpoint
      ? new oidc.Configuration({ ...server, token_endpoint: FACEBOOK_TOKEN_ENDPOINT }, c.clientId, undefined, auth)
      : found;
  if (insecure) oidc.allowInsecureRequests(conf);
  // Tokens from the token endpoint are checked like any other: signature too, not only the TLS channel.
  oidc.enableNonRepudiationChecks(conf);
  return conf;
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetOf(jwksUri: string): ReturnType<typeof createRemoteJWKSet> {
  let set = keySets.get(jwksUri);
  if (!set) {
    set = createRemoteJWKSet(new URL(jwksUri));
    keySets.set(jwksUri, set);
  }
  return set;
}

/** Google's tokens may name their issuer without the scheme (Google documents both forms). */
const issuersOf = (provider: SocialProvider, issuer: string) => (provider === 'google' ? [issuer, issuer.replace(/^https:\/\//, '')] : [issuer]);

/** Thrown when an identity token does not verify; the message is for the log, never for the client. */
export class TokenRejected extends Error {}

/**
 * Verifies an identity token an app obtained itself (the wire calls): signature by the provider's published keys,
 * issuer, audience (our client id or one of the apps'), expiry, and the nonce when the app used one (Apple's apps
 * send the SHA-256 of the nonce to Apple, so either form matches).
 */
export async function verifyIdentityToken(provider: SocialProvider, c: OidcClientConfig, token: string, nonce: string, now: Date): Promise<JWTPayload> {
  const conf = await oidcConfiguration(provider, c);
  const server = conf.serverMetadata();
  if (!server.jwks_uri) throw new TokenRejected('the provider publishes no keys');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySetOf(server.jwks_uri), {
      issuer: issuersOf(provider, server.issuer),
      audience: [c.clientId, ...c.extraAudiences],
      currentDate: now,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (err) {
    throw new TokenRejected((err as Error).message);
  }
  const claimed = typeof payload.nonce === 'string' ? payload.nonce : undefined;
  if (claimed !== undefined || nonce) {
    const hashed = nonce ? createHash('sha256').update(nonce).digest('hex') : '';
    if (!nonce || (claimed !== nonce && claimed !== hashed)) throw new TokenRejected('nonce mismatch');
  }
  return payload;
}

/** Providers send `email_verified` as a boolean, Apple sometimes as the string "true". */
export const emailIsVerified = (claims: JWTPayload): boolean => claims.email_verified === true || claims.email_verified === 'true';

/** The e-mail of the claims when the provider calls it verified; otherwise none. */
export function verifiedEmailOf(claims: JWTPayload): string | null {
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  return email && emailIsVerified(claims) ? email : null;
}
