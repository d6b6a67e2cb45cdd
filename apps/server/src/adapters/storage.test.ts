/**
 * The storage adapter: the SigV4 signer checked against AWS's documented S3 examples ("Examples: Signature
 * Calculations in AWS Signature Version 4", GET/PUT object, GET bucket lifecycle, list objects), the S3 adapter's
 * requests through a fake fetch, and the local directory adapter.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EMPTY_SHA256, localStorage, s3Storage, signV4, signingKey, uriEncode, assertKey } from './storage.ts';

const creds = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const when = new Date('2013-05-24T00:00:00Z');
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

describe('AWS Signature V4 (AWS documented S3 examples)', () => {
  it('GET object with a Range header', () => {
    const s = signV4(
      { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: { range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256 }, payloadHash: EMPTY_SHA256 },
      creds,
      'us-east-1',
      's3',
      when,
    );
    expect(s.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_SHA256,
      ].join('\n'),
    );
    expect(s.stringToSign.split('\n')[3]).toBe('7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972');
    expect(s.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(s.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('PUT object (a key with $, a storage class and a Date header)', () => {
    const payload = sha('Welcome to Amazon S3.');
    expect(payload).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const s = signV4(
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
        headers: { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY', 'x-amz-content-sha256': payload },
        payloadHash: payload,
      },
      creds,
      'us-east-1',
      's3',
      when,
    );
    expect(s.canonicalRequest.split('\n').slice(0, 2)).toEqual(['PUT', '/test%24file.text']);
    expect(s.stringToSign.split('\n')[3]).toBe('9e0e90d9c76de8fa5b200d8c849cd5b8dc7a3be3951ddb7f6a76b4158342019d');
    expect(s.signature).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
    expect(s.signedHeaders).toBe('date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class');
  });

  it('GET bucket lifecycle (a valueless query parameter)', () => {
    const s = signV4(
      { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/?lifecycle'), headers: { 'x-amz-content-sha256': EMPTY_SHA256 }, payloadHash: EMPTY_SHA256 },
      creds,
      'us-east-1',
      's3',
      when,
    );
    expect(s.canonicalRequest.split('\n')[2]).toBe('lifecycle=');
    expect(s.signature).toBe('fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543');
  });

  it('GET bucket (list objects; query parameters sorted)', () => {
    const s = signV4(
      { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2'), headers: { 'x-amz-content-sha256': EMPTY_SHA256 }, payloadHash: EMPTY_SHA256 },
      creds,
      'us-east-1',
      's3',
      when,
    );
    expect(s.canonicalRequest.split('\n')[2]).toBe('max-keys=2&prefix=J');
    expect(s.signature).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('derives the signing key of the general SigV4 example (IAM, 2015-08-30)', () => {
    const key = signingKey('wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', '20150830', 'us-east-1', 'iam');
    expect(key.toString('hex')).toBe('c4afb1cc5771d871763a393e44b703571b55cc28424d1a5e86da6ed3c154a4b9');
  });

  it('encodes like RFC 3986 (unreserved characters only; slashes kept in paths)', () => {
    expect(uriEncode('a b/c~d$é', true)).toBe('a%20b/c~d%24%C3%A9');
    expect(uriEncode('a/b', false)).toBe('a%2Fb');
  });
});

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-storage-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const writeTemp = (name: string, content: string) => {
  const f = path.join(tmp, name);
  fs.writeFileSync(f, content);
  return f;
};

describe('S3 storage adapter', () => {
  it('PUTs the file streamed, signed, with its length and hash, then DELETEs', async () => {
    const calls: { url: string; init: RequestInit; body: string }[] = [];
    const fakeFetch = (async (url: URL, init: RequestInit) => {
      let body = '';
      if (init.body) for await (const chunk of init.body as unknown as AsyncIterable<Uint8Array>) body += Buffer.from(chunk).toString();
      calls.push({ url: url.toString(), init, body });
      return new Response(null, { status: init.method === 'DELETE' ? 204 : 200 });
    }) as unknown as typeof fetch;
    const s3 = s3Storage({ ...creds, endpoint: 'http://127.0.0.1:9000', region: 'eu-west-1', bucket: 'wd', forcePathStyle: true, fetch: fakeFetch, now: () => when, prefix: 'uploads' });
    const file = writeTemp('a.jpg', 'hello image');
    await s3.put('thumbnail/img_1.jpg', file, 'image/jpeg');
    expect(calls[0]!.url).toBe('http://127.0.0.1:9000/wd/uploads/thumbnail/img_1.jpg');
    const h = calls[0]!.init.headers as Record<string, string>;
    expect(h['content-length']).toBe('11');
    expect(h['content-type']).toBe('image/jpeg');
    expect(h['x-amz-content-sha256']).toBe(sha('hello image'));
    expect(h.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/20130524\/eu-west-1\/s3\/aws4_request,SignedHeaders=content-length;content-type;host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/);
    expect(calls[0]!.body).toBe('hello image');
    expect(fs.existsSync(file)).toBe(false);

    await s3.delete('thumbnail/img_1.jpg');
    expect(calls[1]!.init.method).toBe('DELETE');
    expect(s3.url('img_1.jpg')).toBe('http://127.0.0.1:9000/wd/uploads/img_1.jpg');
  });

  it('raises when the store refuses the object', async () => {
    const s3 = s3Storage({ ...creds, endpoint: 'https://s3.example.com', region: 'us-east-1', bucket: 'b', fetch: (async () => new Response('AccessDenied', { status: 403 })) as unknown as typeof fetch });
    await expect(s3.put('x.jpg', writeTemp('x.jpg', 'x'))).rejects.toThrow(/403/);
    expect(s3.url('x.jpg')).toBe('https://b.s3.example.com/x.jpg');
  });
});

describe('local storage adapter', () => {
  it('moves files under the root, serves URLs below /uploads and deletes idempotently', async () => {
    const root = path.join(tmp, 'root');
    const local = localStorage(root, 'http://wd.test');
    await local.put('thumbnail2x/img_2.jpg', writeTemp('b.jpg', 'bytes'));
    expect(fs.readFileSync(path.join(root, 'thumbnail2x/img_2.jpg'), 'utf8')).toBe('bytes');
    expect(local.url('thumbnail2x/img_2.jpg')).toBe('http://wd.test/uploads/thumbnail2x/img_2.jpg');
    await local.delete('thumbnail2x/img_2.jpg');
    await local.delete('thumbnail2x/img_2.jpg');
    expect(fs.existsSync(path.join(root, 'thumbnail2x/img_2.jpg'))).toBe(false);
  });

  it('refuses keys that could leave the root', () => {
    for (const bad of ['../etc/passwd', '/abs.jpg', 'a/../../b', 'a//b', '.hidden']) expect(() => assertKey(bad), bad).toThrow();
    expect(assertKey('thumbnail/img_x.webp')).toBe('thumbnail/img_x.webp');
  });
});
