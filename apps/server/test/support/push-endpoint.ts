/**
 * A local push service for tests: the receiving side of Web Push, so the server's real `web-push` adapter talks to
 * something that checks what a browser vendor's push service and the browser itself would check.
 *
 * - RFC 8030: a POST to the subscription's endpoint with a `TTL` header (and optional `Urgency`, `Topic`); answers
 *   201 Created with a Location, or whatever a test asked for (404/410 gone, 429/500 try later, …).
 * - RFC 8292 (VAPID): `Authorization: vapid t=<JWT>, k=<public key>`; the JWT is ES256, signed with the key `k`,
 *   for `aud` = the endpoint's origin, expiring within 24 h, with a `sub` contact. A bad one is answered 401.
 * - RFC 8291 / RFC 8188: `Content-Encoding: aes128gcm`; the body is decrypted with the subscription's own P-256
 *   private key and auth secret (ECDH, HKDF-SHA-256, AES-128-GCM, record padding) and the plaintext recorded.
 *
 * `web-push` speaks HTTPS only, so this is an HTTPS server with a self-signed certificate for 127.0.0.1 made at
 * start (DER written by hand below, signed with node:crypto); `agent` trusts exactly that certificate.
 */
import crypto from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { WebPushSubscription } from '@wheeldeal/contract';

// ---------------------------------------------------------------------------------------------- a self-signed certificate

function der(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const n = body.length;
  const len = n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), len, body]);
}
const seq = (...c: Buffer[]) => der(0x30, ...c);
const oid = (dotted: string) => {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const bytes = [a! * 40 + b!];
  for (const v of rest) {
    const chunk = [v & 0x7f];
    for (let x = v >> 7; x > 0; x >>= 7) chunk.unshift((x & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
};
const utcTime = (d: Date) => der(0x17, Buffer.from(d.toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z'));
const commonName = (cn: string) => seq(der(0x31, seq(oid('2.5.4.3'), der(0x0c, Buffer.from(cn)))));

/** An X.509 v3 certificate for 127.0.0.1 and localhost, valid for a day, signed by its own P-256 key. */
function selfSignedCertificate(): { key: string; cert: string } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const ecdsaWithSha256 = seq(oid('1.2.840.10045.4.3.2'));
  const now = Date.now();
  const subjectAltName = seq(der(0x87, Buffer.from([127, 0, 0, 1])), der(0x82, Buffer.from('localhost')));
  const extensions = der(
    0xa3,
    seq(
      seq(oid('2.5.29.17'), der(0x04, subjectAltName)),
      // CA:TRUE: the certificate is its own trust anchor.
      seq(oid('2.5.29.19'), der(0x04, seq(der(0x01, Buffer.from([0xff]))))),
    ),
  );
  const tbs = seq(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, Buffer.concat([Buffer.from([0x01]), crypto.randomBytes(8)])),
    ecdsaWithSha256,
    commonName('wheeldeal test push service'),
    seq(utcTime(new Date(now - 60_000)), utcTime(new Date(now + 86_400_000))),
    commonName('wheeldeal test push service'),
    publicKey.export({ type: 'spki', format: 'der' }),
    extensions,
  );
  const signature = crypto.sign('sha256', tbs, privateKey);
  const certDer = seq(tbs, ecdsaWithSha256, der(0x03, Buffer.from([0]), signature));
  const pem = `-----BEGIN CERTIFICATE-----\n${certDer
    .toString('base64')
    .match(/.{1,64}/g)!
    .join('\n')}\n-----END CERTIFICATE-----\n`;
  return { key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), cert: pem };
}

// ---------------------------------------------------------------------------------------------- RFC 8292: VAPID

const b64u = (s: string) => Buffer.from(s, 'base64url');

/** A raw uncompressed P-256 point (65 bytes) as a key node:crypto verifies with. */
function p256PublicKey(point: Buffer): crypto.KeyObject {
  if (point.length !== 65 || point[0] !== 4) throw new Error('the key is not an uncompressed P-256 point');
  return crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/** Checks the Authorization header of one push; answers its claims and key, or why it is refused. */
function checkVapid(header: string | undefined, origin: string): { claims: VapidClaims; key: string } | string {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!m) return 'no vapid authorization';
  const [jwt, key] = [m[1]!, m[2]!];
  const [head, body, sig] = jwt.split('.') as [string, string, string];
  let publicKey: crypto.KeyObject;
  try {
    publicKey = p256PublicKey(b64u(key));
  } catch {
    return 'k is not a P-256 public key';
  }
  const header64 = JSON.parse(b64u(head).toString()) as { alg?: string };
  if (header64.alg !== 'ES256') return `alg ${header64.alg}`;
  const signed = crypto.verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, b64u(sig));
  if (!signed) return 'bad JWT signature';
  const claims = JSON.parse(b64u(body).toString()) as VapidClaims;
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600) return `exp ${claims.exp}`;
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return `sub ${claims.sub}`;
  return { claims, key };
}

// ---------------------------------------------------------------------------------------------- RFC 8291: decryption

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));

/** Decrypts an aes128gcm body (RFC 8188 framing) for the user agent holding `ecdh` and `authSecret`. */
export function decryptWebPush(body: Buffer, ecdh: crypto.ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  if (idlen !== 65) throw new Error(`keyid of ${idlen} bytes is not the sender's P-256 key`);
  if (rs < 18) throw new Error(`record size ${rs}`);
  const uaPublic = ecdh.getPublicKey();
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hkdf(authSecret, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const baseNonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const records = body.subarray(21 + idlen);
  const out: Buffer[] = [];
  for (let i = 0, at = 0; at < records.length; i++, at += rs) {
    const record = records.subarray(at, at + rs);
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ i) >>> 0, 8);
    const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Content, then a delimiter (2 in the last record, 1 before), then zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const last = at + rs >= records.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error(`record ${i}: bad padding delimiter ${padded[end]}`);
    out.push(padded.subarray(0, end));
  }
  return Buffer.concat(out);
}

// ---------------------------------------------------------------------------------------------- the service

/**
 * What a browser's PushManager.subscribe() makes: a P-256 key pair and an auth secret (kept by the browser) and
 * an endpoint at the push service `origin` (https://push.example.com will do where nothing is sent).
 */
export function browserSubscription(origin: string): { subscription: WebPushSubscription; ecdh: crypto.ECDH; auth: Buffer } {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  const subscription = {
    endpoint: `${origin}/push/${crypto.randomBytes(12).toString('base64url')}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
  return { subscription, ecdh, auth };
}

export interface ReceivedPush {
  /** The subscription's id (the last path segment of its endpoint). */
  id: string;
  plaintext: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  claims: VapidClaims;
  /** The VAPID public key that signed it. */
  vapidKey: string;
}

interface Device {
  ecdh: crypto.ECDH;
  auth: Buffer;
}

export interface PushEndpoint {
  /** Trusts this service's certificate: hand it to the app's push adapter. */
  agent: https.Agent;
  origin: string;
  /** A new browser subscription: a real P-256 key pair and auth secret, and an endpoint here. */
  makeSubscription(): WebPushSubscription;
  /** The id of a subscription (by its endpoint). */
  idOf(sub: WebPushSubscription | string): string;
  /** Pushes accepted and decrypted, in arrival order (optionally for one subscription). */
  received(sub?: WebPushSubscription): ReceivedPush[];
  /** Pushes answered with an error status (the test's or a refused one), with why. */
  refused: { id: string; status: number; reason: string }[];
  /** The next `times` pushes to `sub` are answered `status` (410, 404, 500, 429…); times = Infinity: from now on. */
  answer(sub: WebPushSubscription, status: number, times?: number): void;
  close(): Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const devices = new Map<string, Device>();
  const scripted = new Map<string, { status: number; times: number }>();
  const received: ReceivedPush[] = [];
  const refused: PushEndpoint['refused'] = [];
  const { key, cert } = selfSignedCertificate();

  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = (req.url ?? '').split('/').pop() ?? '';
      const refuse = (status: number, reason: string) => {
        refused.push({ id, status, reason });
        res.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
      };
      const device = devices.get(id);
      if (req.method !== 'POST' || !req.url?.startsWith('/push/') || !device) return refuse(404, 'no such subscription');
      const script = scripted.get(id);
      if (script && script.times > 0) {
        script.times--;
        return refuse(script.status, 'scripted by the test');
      }
      const vapid = checkVapid(req.headers.authorization, origin);
      if (typeof vapid === 'string') return refuse(401, vapid);
      if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(415, `content-encoding ${req.headers['content-encoding']}`);
      const ttl = Number(req.headers.ttl);
      if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) return refuse(400, `TTL ${req.headers.ttl}`);
      const body = Buffer.concat(chunks);
      if (body.length > 4096) return refuse(413, `body of ${body.length} bytes`);
      let plaintext: string;
      try {
        plaintext = decryptWebPush(body, device.ecdh, device.auth).toString('utf8');
      } catch (err) {
        return refuse(400, `cannot decrypt: ${(err as Error).message}`);
      }
      const urgency = req.headers.urgency as string | undefined;
      const topic = req.headers.topic as string | undefined;
      received.push({ id, plaintext, ttl, urgency, topic, claims: vapid.claims, vapidKey: vapid.key });
      res.writeHead(201, { location: `${origin}/message/${received.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new https.Agent({ ca: cert, keepAlive: true });
  const idOf = (sub: WebPushSubscription | string) => (typeof sub === 'string' ? sub : sub.endpoint).split('/').pop() ?? '';

  return {
    agent,
    origin,
    refused,
    idOf,
    makeSubscription() {
      const { subscription, ecdh, auth } = browserSubscription(origin);
      devices.set(idOf(subscription), { ecdh, auth });
      return subscription;
    },
    received: (sub) => (sub ? received.filter((r) => r.id === idOf(sub)) : [...received]),
    answer(sub, status, times = 1) {
      scripted.set(idOf(sub), { status, times });
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
