/**
 * The provider HTTP client and the unit conversions every adapter shares, against a local peer: a provider that
 * does not answer in time, answers something that is not JSON, or refuses, always ends as a PaymentProviderError
 * the payments module can show; amounts convert between ISO and provider units exactly or not at all.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderPeer, type ProviderPeer } from './test-peer.ts';
import { providerHttp, PROVIDER_TIMEOUT_MS } from './http.ts';
import { checkAmount, fromProviderUnits, toProviderUnits } from './units.ts';
import { PaymentProviderError } from './types.ts';
import { sameHex } from './signing.ts';

let peer: ProviderPeer;
const errorOf = (body: unknown) => ({ message: (body as { msg?: string }).msg, code: (body as { why?: string }).why });

beforeAll(async () => {
  peer = await startProviderPeer();
});
afterAll(async () => {
  await peer?.close();
});

describe('providerHttp', () => {
  it('sends JSON and form bodies with their content types and answers the parsed JSON', async () => {
    peer.on('POST', '/echo', (req) => ({ json: { type: req.headers['content-type'], body: req.body } }));
    const call = providerHttp({ baseUrl: `${peer.baseUrl}/` }, errorOf);
    expect(await call({ method: 'POST', path: '/echo', json: { a: 1 } })).toEqual({ type: 'application/json', body: '{"a":1}' });
    expect(await call({ method: 'POST', path: '/echo', form: { 'metadata[x]': 'a b&c' } })).toEqual({
      type: 'application/x-www-form-urlencoded',
      body: 'metadata%5Bx%5D=a+b%26c',
    });
  });

  it("turns a refusal into the provider's message and code, or a generic one with the status", async () => {
    peer.on('GET', '/refused', { status: 402, json: { msg: 'Card declined', why: 'card_declined' } });
    peer.on('GET', '/bare', { status: 500, json: {} });
    const call = providerHttp({ baseUrl: peer.baseUrl }, errorOf);
    await expect(call({ method: 'GET', path: '/refused' })).rejects.toMatchObject({
      name: 'PaymentProviderError',
      message: 'Card declined',
      code: 'card_declined',
      httpStatus: 402,
    });
    await expect(call({ method: 'GET', path: '/bare' })).rejects.toMatchObject({
      message: 'The payment provider refused the request (HTTP 500)',
      code: '',
      httpStatus: 500,
    });
  });

  it('refuses an answer that is not JSON (a proxy error page)', async () => {
    peer.on('GET', '/html', { status: 502, text: '<html>Bad gateway</html>' });
    await expect(providerHttp({ baseUrl: peer.baseUrl }, errorOf)({ method: 'GET', path: '/html' })).rejects.toMatchObject({
      name: 'PaymentProviderError',
      httpStatus: 502,
    });
  });

  it('gives up on a provider that does not answer in time', async () => {
    expect(PROVIDER_TIMEOUT_MS).toBe(15_000);
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const call = providerHttp({ baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` }, errorOf, 200);
      const started = Date.now();
      await expect(call({ method: 'GET', path: '/slow' })).rejects.toMatchObject({ name: 'PaymentProviderError', code: 'timeout' });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('uses the fetch it is given', async () => {
    const seen: string[] = [];
    const fake: typeof fetch = async (url) => {
      seen.push(String(url));
      return new Response('{"ok":true}', { status: 200 });
    };
    expect(await providerHttp({ baseUrl: 'https://api.example.test', fetch: fake }, errorOf)({ method: 'GET', path: '/v1/x' })).toEqual({ ok: true });
    expect(seen).toEqual(['https://api.example.test/v1/x']);
  });
});

describe('units', () => {
  it('converts between ISO minor units and a provider that counts differently, exactly', () => {
    expect(toProviderUnits(1000, 'ISK', 2)).toBe(100000);
    expect(toProviderUnits(1200, 'MGA', 0)).toBe(12);
    expect(toProviderUnits(1234, 'KWD', 3)).toBe(1234);
    expect(fromProviderUnits(100000, 'ISK', 2)).toBe(1000);
    expect(fromProviderUnits(12, 'MGA', 0)).toBe(1200);
    expect(() => toProviderUnits(1250, 'MGA', 0)).toThrow(PaymentProviderError);
    expect(() => fromProviderUnits(100050, 'ISK', 2)).toThrow(PaymentProviderError);
  });

  it('refuses amounts that are not positive whole minor units, and codes that are not ISO', () => {
    for (const bad of [0, -5, 12.5, Number.NaN, 10 ** 14]) expect(() => checkAmount(bad, 'USD'), String(bad)).toThrow(PaymentProviderError);
    expect(() => checkAmount(100, 'usd')).toThrow(/ISO 4217/);
    expect(() => checkAmount(100, 'USD')).not.toThrow();
  });
});

describe('sameHex', () => {
  it('compares digests of equal length only, without throwing on junk', () => {
    expect(sameHex('abcd', 'ABCD')).toBe(true);
    expect(sameHex('abcd', 'abce')).toBe(false);
    expect(sameHex('abcd', 'abc')).toBe(false);
    expect(sameHex('abcd', 'zzzz')).toBe(false);
    expect(sameHex('abcd', undefined)).toBe(false);
  });
});
