/**
 * What the browser flow must remember between `start` and `callback` — state, nonce, PKCE verifier and the page to
 * return to — lives in a short-lived httpOnly cookie scoped to the provider's callback path, signed (HMAC-SHA256)
 * so a client cannot hand us values of its own choosing. The key comes from the providers' secrets, identical in
 * every process and unknown to clients.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { SocialProvider } from '../users/index.ts';

/** Ten minutes to sign in at the provider. */
export const FLOW_TTL_SECONDS = 600;

export interface FlowState {
  provider: SocialProvider;
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  /** The language the user chose on our site (the callback's messages and the new account's language). */
  lang: string;
  /** Unix seconds after which the flow is void. */
  exp: number;
}

export const flowCookieName = (provider: SocialProvider) => `wd_oidc_${provider}`;
export const flowCookiePath = (provider: SocialProvider) => `/api/auth/${provider}/`;

function flowKey(config: Config): Buffer {
  const secrets = Object.values(config.social).map((c) => c.clientSecret ?? c.apple?.privateKey ?? '');
  return createHash('sha256')
    .update(['oidc-flow', config.apiKey, ...secrets].join('\n'))
    .digest();
}

export function sealFlow(config: Config, flow: FlowState): string {
  const body = Buffer.from(JSON.stringify(flow)).toString('base64url');
  const mac = createHmac('sha256', flowKey(config)).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The flow of a cookie value when its signature holds, it is this provider's and it has not expired; else null. */
export function openFlow(config: Config, value: string | undefined, provider: SocialProvider, nowSeconds: number): FlowState | null {
  const [body, mac] = (value ?? '').split('.');
  if (!body || !mac) return null;
  const expected = createHmac('sha256', flowKey(config)).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const flow = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as FlowState;
    return flow.provider === provider && flow.exp > nowSeconds ? flow : null;
  } catch {
    return null;
  }
}

/**
 * The page to come back to after signing in: only a path of this site (`/…`, not `//host` nor `/\host`, which
 * browsers read as another site), else the home page.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500) return '/';
  return /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : '/';
}
