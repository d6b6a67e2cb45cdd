/**
 * Sign-in with Google, Facebook and Apple. Browsers use the authorization code flow with PKCE (`startFlow` →
 * provider → `finishFlow`); the original apps obtain an identity token themselves and send it with the wire calls
 * (`signInWithToken`). Either way the identity token is verified (issuer, audience, signature, nonce, expiry)
 * before its subject is believed, and the account is the users module's (`signInWithProvider`).
 */
import * as oidc from 'openid-client';
import type { JWTPayload } from 'jose';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { hit, LIMITS_AUTH } from '../../lib/rate-limit.ts';
import { signInWithProvider, type SocialProvider, type UserRow } from '../users/index.ts';
import { FLOW_TTL_SECONDS, safeReturnPath, type FlowState } from './flow-cookie.ts';
import { oidcConfiguration, providerConfig, SCOPES, SOCIAL_PROVIDERS, TokenRejected, verifiedEmailOf, verifyIdentityToken } from './providers.ts';

/** The providers this server offers (configured), in the order the buttons show. */
export const offeredProviders = (deps: Deps): SocialProvider[] => SOCIAL_PROVIDERS.filter((p) => providerConfig(deps.config, p));

export const callbackUrl = (deps: Deps, provider: SocialProvider) => `${deps.config.publicUrl}/api/auth/${provider}/callback`;

/** The provider's "login failed" message (the wire's wording), for anything that went wrong on its side or ours. */
export const loginFailed = (provider: SocialProvider) => badRequest(`social.${provider}_failed`);

function configured(deps: Deps, provider: SocialProvider) {
  const c = providerConfig(deps.config, provider);
  if (!c) throw notFound('social.not_offered');
  return c;
}

/** Where to send the browser, and the flow to remember until it comes back. */
export async function startFlow(deps: Deps, provider: SocialProvider, returnTo: unknown, lang: string): Promise<{ url: string; flow: FlowState }> {
  const c = configured(deps, provider);
  const conf = await oidcConfiguration(provider, c);
  const flow: FlowState = {
    provider,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    returnTo: safeReturnPath(returnTo),
    lang,
    exp: Math.floor(deps.clock.now().getTime() / 1000) + FLOW_TTL_SECONDS,
  };
  const params: Record<string, string> = {
    redirect_uri: callbackUrl(deps, provider),
    scope: SCOPES[provider],
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
  };
  // Apple returns to us with a form POST whenever name or e-mail are asked for.
  if (provider === 'apple') params.response_mode = 'form_post';
  return { url: oidc.buildAuthorizationUrl(conf, params).href, flow };
}

/** The provider's own words when it refused (the user cancelled, the app is misconfigured …). */
export class ProviderRefused extends AppError {
  constructor(message: string) {
    super(400, 'social.provider_error', { message });
  }
}

/**
 * The browser is back with the provider's answer (`params`: query or form fields). Exchanges the code with the PKCE
 * verifier, checks state and nonce against the remembered flow, verifies the identity token and signs the user in.
 */
export async function finishFlow(
  deps: Deps,
  provider: SocialProvider,
  flow: FlowState | null,
  params: Record<string, string>,
  rc: RequestContext,
): Promise<UserRow> {
  const c = configured(deps, provider);
  await hit(deps, LIMITS_AUTH.loginPerIp, rc.ip);
  if (params.error) throw new ProviderRefused((params.error_description || params.error).slice(0, 300));
  if (!flow) throw loginFailed(provider);
  const conf = await oidcConfiguration(provider, c);
  const url = new URL(callbackUrl(deps, provider));
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  let claims: JWTPayload | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(conf, url, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims() as JWTPayload | undefined;
  } catch (err) {
    deps.log.warn({ err, provider }, 'social sign-in: the code exchange or identity token failed');
    throw loginFailed(provider);
  }
  if (!claims?.sub) throw loginFailed(provider);
  return signInWithProvider(deps, identityOf(provider, claims, appleName(params.user)), { deviceToken: '', platformName: '' }, rc);
}

/** The wire calls' body: the provider's identity token and what the app knows of the device. */
export interface TokenSignIn {
  id_token: string;
  nonce: string;
  user_name: string;
  device_token: string;
  platform_name: string;
}

/** The original apps' sign-in: their identity token verified here; ids or e-mails in the body are never believed. */
export async function signInWithToken(deps: Deps, provider: SocialProvider, body: TokenSignIn, rc: RequestContext): Promise<UserRow> {
  const c = configured(deps, provider);
  await hit(deps, LIMITS_AUTH.loginPerIp, rc.ip);
  let claims: JWTPayload;
  try {
    claims = await verifyIdentityToken(provider, c, body.id_token, body.nonce, deps.clock.now());
  } catch (err) {
    if (!(err instanceof TokenRejected)) deps.log.warn({ err, provider }, 'social sign-in: the provider could not be reached');
    throw loginFailed(provider);
  }
  return signInWithProvider(
    deps,
    identityOf(provider, claims, body.user_name.trim()),
    { deviceToken: body.device_token, platformName: body.platform_name },
    rc,
  );
}

/** Apple sends the name (only at the first sign-in) as JSON in the `user` form field, outside the token. */
function appleName(user: string | undefined): string {
  if (!user) return '';
  try {
    const name = (JSON.parse(user) as { name?: { firstName?: string; lastName?: string } }).name;
    return [name?.firstName, name?.lastName].filter(Boolean).join(' ').trim();
  } catch {
    return '';
  }
}

const NAME_MAX = 100;

/** The person as the verified claims describe them; the name falls back to what the client knew, then the address. */
function identityOf(provider: SocialProvider, claims: JWTPayload, fallbackName: string) {
  const verifiedEmail = verifiedEmailOf(claims);
  const tokenName = [claims.name, [claims.given_name, claims.family_name].filter(Boolean).join(' ')].find((n) => typeof n === 'string' && n.trim()) as
    string | undefined;
  const name = (tokenName?.trim() || fallbackName || verifiedEmail?.split('@')[0] || provider).slice(0, NAME_MAX);
  return { provider, subject: String(claims.sub), verifiedEmail, name };
}
