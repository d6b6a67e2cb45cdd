/**
 * A local OpenID provider (`oidc-provider`) for the sign-in tests and the browser-test server: it plays Google,
 * Facebook and Apple (one registered client each), signs identity tokens with a key the tests also hold (so they
 * can mint expired, wrong-audience or wrong-nonce tokens with the real key), and signs in whoever its login page
 * names. Vitest sets `next` to skip the page; the browser fills it in.
 *
 * Apple's client secret is a JWT the client signs itself (ES256 with its Sign in with Apple key), so no fixed string
 * can be registered for it. Like Apple, the token endpoint checks that JWT — signature with the key's public half,
 * `kid`, iss = team id, sub = the Services ID, aud = Apple's issuer, not expired, at most six months long — and only
 * then lets the request reach `oidc-provider`, under a secret of its own.
 */
import { createPublicKey, generateKeyPairSync, randomBytes, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { SignJWT, importJWK } from 'jose';
import { APPLE_SECRET_AUDIENCE } from '../../src/modules/social-login/apple-secret.ts';

/** What the provider says about a person: its `sub` and the claims it releases. */
export interface OidcAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface OidcClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

/** A client that authenticates as Apple's do: its secret is a JWT signed with this key. */
export interface AppleStyleClient {
  client_id: string;
  teamId: string;
  keyId: string;
  publicKey: KeyObject;
  redirect_uris: string[];
}

/** Apple's longest client-secret lifetime: six months. */
const APPLE_SECRET_MAX_SECONDS = 15_777_000;

/** Whether `secret` is a client secret Apple would take from this client now (Apple's "Creating a client secret"). */
export function isValidAppleClientSecret(secret: string, client: AppleStyleClient, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const parts = secret.split('.');
  if (parts.length !== 3) return false;
  try {
    const header = JSON.parse(Buffer.from(parts[0]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const signed = verify('sha256', Buffer.from(`${parts[0]}.${parts[1]}`), { key: client.publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(parts[2]!, 'base64url'));
    const iat = Number(claims.iat);
    const exp = Number(claims.exp);
    return (
      signed &&
      header.alg === 'ES256' &&
      header.kid === client.keyId &&
      claims.iss === client.teamId &&
      claims.sub === client.client_id &&
      claims.aud === APPLE_SECRET_AUDIENCE &&
      Number.isFinite(iat) &&
      Number.isFinite(exp) &&
      iat <= nowSeconds + 60 &&
      exp > nowSeconds &&
      exp - iat <= APPLE_SECRET_MAX_SECONDS
    );
  } catch {
    return false;
  }
}

export interface LocalOidcProvider {
  issuer: string;
  /** The account the next interaction signs in without a page, or an error to answer instead; cleared once used. */
  next: OidcAccount | { error: string; error_description: string } | null;
  /** Signs a token with the provider's own key (claims as given: the test chooses iss, aud, exp, nonce …). */
  sign(claims: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

const KID = 'local-test-key';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The provider's login page: who to be (the browser test fills it in). */
function loginPage(uid: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Local OpenID provider</title></head><body>
<h1>Local OpenID provider</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Subject <input name="sub" required></label>
<label>Name <input name="name"></label>
<label>E-mail <input name="email" type="email"></label>
<label><input type="checkbox" name="email_verified" value="1"> E-mail verified</label>
<button type="submit" name="action" value="login">Sign in</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form></body></html>`;
}

async function formOf(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Starts the provider on 127.0.0.1 (port 0: any free one) with these clients. */
export async function startLocalOidcProvider(clientList: OidcClient[], port = 0, appleClients: AppleStyleClient[] = []): Promise<LocalOidcProvider> {
  // Apple-style clients get a secret only this process knows; their JWT is checked before the request goes on.
  const inner = new Map(appleClients.map((c) => [c.client_id, { client: c, secret: randomBytes(24).toString('base64url') }]));
  const clients = [
    ...clientList,
    ...[...inner.values()].map(({ client, secret }) => ({ client_id: client.client_id, client_secret: secret, redirect_uris: client.redirect_uris })),
  ];
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk: JsonWebKey = { ...privateKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, OidcAccount>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({ ...c, grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_post' })),
    jwks: { keys: [jwk] },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: () => ({ ...account }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], name: ['name'], public_profile: ['name'] },
    scopes: ['openid', 'email', 'profile', 'name', 'public_profile'],
    // Scope claims go into the identity token itself, as Google's and Apple's do.
    conformIdTokenClaims: false,
    pkce: { required: () => true, methods: ['S256'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['local-oidc-provider-cookie-key'] },
    ttl: { IdToken: 3600, AccessToken: 3600, AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600 },
  });
  const local: LocalOidcProvider = {
    issuer,
    next: null,
    async sign(claims) {
      const key = await importJWK(jwk as Parameters<typeof importJWK>[0], 'RS256');
      return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' }).sign(key);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  /** Signs `account` in (or refuses) and lets the provider send the browser back to the client. */
  async function finish(req: http.IncomingMessage, res: http.ServerResponse, answer: NonNullable<LocalOidcProvider['next']>) {
    const details = await provider.interactionDetails(req, res);
    if ('error' in answer) return provider.interactionFinished(req, res, answer, { mergeWithLastSubmission: false });
    accounts.set(answer.sub, answer);
    const grant = new provider.Grant({ accountId: answer.sub, clientId: details.params.client_id! });
    grant.addOIDCScope(details.params.scope ?? 'openid');
    const grantId = await grant.save();
    return provider.interactionFinished(req, res, { login: { accountId: answer.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  const handle = provider.callback();

  /** The token endpoint, for an Apple-style client: its JWT secret checked, then swapped for the inner secret. */
  async function token(req: http.IncomingMessage & { body?: string }, res: http.ServerResponse) {
    const form = await formOf(req);
    const apple = inner.get(form.get('client_id') ?? '');
    if (apple) form.set('client_secret', isValidAppleClientSecret(form.get('client_secret') ?? '', apple.client) ? apple.secret : 'invalid');
    // The body is read: oidc-provider takes the parsed one from req.body.
    req.body = form.toString();
    return handle(req, res);
  }

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.method === 'POST' && (req.url ?? '').split('?')[0] === '/token' && inner.size > 0) {
      void token(req, res).catch((err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err)));
      return;
    }
    const uid = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    if (!uid) return handle(req, res);
    void (async () => {
      if (req.method === 'POST') {
        const form = await formOf(req);
        const answer: NonNullable<LocalOidcProvider['next']> =
          form.get('action') === 'cancel'
            ? { error: 'access_denied', error_description: 'The user cancelled the sign-in.' }
            : {
                sub: form.get('sub') ?? '',
                name: form.get('name') ?? '',
                email: form.get('email') || undefined,
                email_verified: form.get('email_verified') === '1',
              };
        return finish(req, res, answer);
      }
      if (local.next) {
        const answer = local.next;
        local.next = null;
        return finish(req, res, answer);
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(uid));
    })().catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
    });
  });
  return local;
}

/** Client ids the local provider registers for our three providers (Apple's is a Services ID). */
export const LOCAL_CLIENTS = {
  google: { id: 'google-client', secret: 'google-secret' },
  facebook: { id: 'facebook-client', secret: 'facebook-secret' },
  apple: { id: 'com.wheeldeal.web', teamId: 'TEAM000001', keyId: 'KEY0000001' },
} as const;

/**
 * The local provider playing Google, Facebook and Apple for a server at `publicUrl`, and the environment that
 * configures the server for it (Apple's private key included: the server signs its client secret, the provider
 * checks it with the public half).
 */
export async function startSocialProviders(publicUrl: string, port = 0): Promise<{ op: LocalOidcProvider; env: Record<string, string> }> {
  const appleKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  const applePem = appleKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  const { apple, google, facebook } = LOCAL_CLIENTS;
  const callback = (p: string) => [`${publicUrl}/api/auth/${p}/callback`];
  const op = await startLocalOidcProvider(
    [
      { client_id: google.id, client_secret: google.secret, redirect_uris: callback('google') },
      { client_id: facebook.id, client_secret: facebook.secret, redirect_uris: callback('facebook') },
    ],
    port,
    [{ client_id: apple.id, teamId: apple.teamId, keyId: apple.keyId, publicKey: createPublicKey(appleKey), redirect_uris: callback('apple') }],
  );
  const env = {
    GOOGLE_CLIENT_ID: google.id,
    GOOGLE_CLIENT_SECRET: google.secret,
    GOOGLE_ISSUER_URL: op.issuer,
    FACEBOOK_CLIENT_ID: facebook.id,
    FACEBOOK_CLIENT_SECRET: facebook.secret,
    FACEBOOK_ISSUER_URL: op.issuer,
    APPLE_CLIENT_ID: apple.id,
    APPLE_TEAM_ID: apple.teamId,
    APPLE_KEY_ID: apple.keyId,
    APPLE_PRIVATE_KEY: applePem,
    APPLE_ISSUER_URL: op.issuer,
  };
  return { op, env };
}
