/**
 * File storage adapter: where uploaded images and videos live. Keys are paths below the uploads root, exactly as
 * clients build URLs (`{base}/uploads/{key}`): `img_x.jpg`, `thumbnail/img_x.jpg`, `thumbnail2x/…`, `thumbnail3x/…`.
 *
 * - local (default): the directory DATA_DIR/uploads, served by the app at /uploads/.
 * - s3: any S3-compatible object store, spoken to over its REST API with AWS Signature Version 4 (node's crypto
 *   and fetch; no SDK). Objects are streamed from disk, never buffered whole.
 */
import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.ts';

export interface Storage {
  /** Stores the local file `file` under `key`. The file may be moved: the caller must not reuse it. */
  put(key: string, file: string, contentType?: string): Promise<void>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL of `key`. */
  url(key: string): string;
}

const KEY_RE = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are server-made; still, nothing may escape the uploads root. */
export function assertKey(key: string): string {
  if (!KEY_RE.test(key) || key.split('/').some((p) => p === '..' || p === '.') || key.length > 300) throw new Error(`invalid storage key: ${key}`);
  return key;
}

// ------------------------------------------------------------------------------------------ local directory

export function localStorage(root: string, publicUrl: string): Storage {
  const resolve = (key: string) => path.join(root, assertKey(key));
  return {
    async put(key, file) {
      const dest = resolve(key);
      await fs.promises.mkdir(path.dirname(dest), { recursive: true });
      try {
        await fs.promises.rename(file, dest);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        // Another file system: copy beside the target, then rename, so readers never see half a file.
        const partial = `${dest}.partial-${process.pid}-${Date.now()}`;
        await fs.promises.copyFile(file, partial);
        await fs.promises.rename(partial, dest);
        await fs.promises.rm(file, { force: true });
      }
    },
    async delete(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
    url: (key) => `${publicUrl}/uploads/${assertKey(key)}`,
  };
}

// ------------------------------------------------------------------------------------------ AWS Signature V4

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface SignableRequest {
  method: string;
  url: URL;
  /** Headers to sign (host is added from the URL when missing). */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or UNSIGNED-PAYLOAD. */
  payloadHash: string;
}

export interface Signature {
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  signedHeaders: string;
  authorization: string;
  /** The headers to send (lower-case names), authorization included. */
  headers: Record<string, string>;
}

export const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');
const sha256Hex = (s: string | Buffer) => createHash('sha256').update(s).digest('hex');
const hmac = (key: Buffer | string, s: string) => createHmac('sha256', key).update(s, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it: only A–Z a–z 0–9 - _ . ~ stay; `/` stays in paths. */
export function uriEncode(s: string, keepSlash: boolean): string {
  let out = '';
  for (const byte of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(c) || (keepSlash && c === '/')) out += c;
    else out += '%' + byte.toString(16).toUpperCase().padStart(2, '0');
  }
  return out;
}

/** `20130524T000000Z` */
export function amzDate(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export function signingKey(secret: string, day: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
}

/** Signs a request (AWS Signature Version 4, Authorization header). S3 paths are encoded once, as S3 wants. */
export function signV4(req: SignableRequest, creds: AwsCredentials, region: string, service: string, now: Date): Signature {
  const stamp = amzDate(now);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) headers[k.toLowerCase()] = v;
  headers.host ??= req.url.host;
  headers['x-amz-date'] = stamp;
  if (creds.sessionToken) headers['x-amz-security-token'] = creds.sessionToken;

  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const pathname = decodeURIComponent(req.url.pathname) || '/';
  const query = [...req.url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [req.method.toUpperCase(), uriEncode(pathname, true), query, canonicalHeaders, signedHeaders, req.payloadHash].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(creds.secretAccessKey, day, region, service)).update(stringToSign, 'utf8').digest('hex');
  const authorization = `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
  return { canonicalRequest, stringToSign, signature, signedHeaders, authorization, headers: { ...headers, authorization } };
}

// ------------------------------------------------------------------------------------------ S3-compatible

export interface S3Options extends AwsCredentials {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  region: string;
  bucket: string;
  /** Path-style URLs (endpoint/bucket/key) instead of virtual-hosted (bucket.endpoint/key); MinIO needs it. */
  forcePathStyle?: boolean;
  /** Public base URL of the objects (a CDN); defaults to the object URL. */
  publicUrl?: string;
  /** Optional key prefix inside the bucket, e.g. "uploads". */
  prefix?: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

export function s3Storage(opts: S3Options): Storage {
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? (() => new Date());
  const endpoint = new URL(opts.endpoint);
  const objectKey = (key: string) => (opts.prefix ? `${opts.prefix.replace(/\/+$/, '')}/${assertKey(key)}` : assertKey(key));
  const objectUrl = (key: string): URL => {
    const encoded = uriEncode(objectKey(key), true);
    if (opts.forcePathStyle) return new URL(`${endpoint.origin}/${opts.bucket}/${encoded}`);
    return new URL(`${endpoint.protocol}//${opts.bucket}.${endpoint.host}/${encoded}`);
  };

  async function send(method: string, url: URL, headers: Record<string, string>, payloadHash: string, body?: () => Readable): Promise<Response> {
    const signed = signV4({ method, url, headers: { ...headers, 'x-amz-content-sha256': payloadHash }, payloadHash }, opts, opts.region, 's3', now());
    const { host: _host, ...sendHeaders } = signed.headers;
    const init: RequestInit & { duplex?: 'half' } = { method, headers: sendHeaders };
    if (body) {
      init.body = Readable.toWeb(body()) as unknown as ReadableStream;
      init.duplex = 'half';
    }
    return doFetch(url, init);
  }

  return {
    async put(key, file, contentType = 'application/octet-stream') {
      const { size } = await fs.promises.stat(file);
      const hash = await sha256OfFile(file);
      const res = await send('PUT', objectUrl(key), { 'content-type': contentType, 'content-length': String(size) }, hash, () => fs.createReadStream(file));
      if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${(await res.text()).slice(0, 300)}`);
      await res.body?.cancel().catch(() => {});
      await fs.promises.rm(file, { force: true });
    },
    async delete(key) {
      const res = await send('DELETE', objectUrl(key), {}, EMPTY_SHA256);
      await res.body?.cancel().catch(() => {});
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
    },
    url: (key) => (opts.publicUrl ? `${opts.publicUrl.replace(/\/+$/, '')}/${uriEncode(assertKey(key), true)}` : objectUrl(key).toString()),
  };
}

// ------------------------------------------------------------------------------------------ selection

const byConfig = new WeakMap<Config, Storage>();

/** The storage of this app: S3-compatible when configured (config.s3), else the local uploads directory. */
export function storageFor(config: Config): Storage {
  let s = byConfig.get(config);
  if (!s) {
    s = config.s3 ? s3Storage(config.s3) : localStorage(config.uploadsDir, config.publicUrl);
    byConfig.set(config, s);
  }
  return s;
}
