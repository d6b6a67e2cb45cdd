/**
 * For the adapters' tests: a local HTTP peer standing in for a payment provider (node:http on 127.0.0.1, a free
 * port). It records every request exactly as it arrived — method, path, headers, raw body — and answers through
 * routes the test declares in the provider's documented shapes, so a test checks what the adapter really sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PeerRequest {
  method: string;
  /** Path with its query string. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface PeerAnswer {
  status?: number;
  json?: unknown;
  /** A body sent as is (to answer something that is not JSON). */
  text?: string;
}

/** Answers one request, or `undefined` to let the next route try. */
export type PeerRoute = (req: PeerRequest) => PeerAnswer | undefined | Promise<PeerAnswer | undefined>;

export interface ProviderPeer {
  baseUrl: string;
  requests: PeerRequest[];
  /** Routes tried newest first: a test can override one answer without touching the others. */
  on(method: string, path: string | RegExp, answer: PeerAnswer | PeerRoute): void;
  /** Requests seen for a method and path (exact, or matching). */
  seen(method: string, path: string | RegExp): PeerRequest[];
  close(): Promise<void>;
}

const matches = (path: string | RegExp, url: string) => (typeof path === 'string' ? url.split('?')[0] === path : path.test(url));

export async function startProviderPeer(): Promise<ProviderPeer> {
  const requests: PeerRequest[] = [];
  const routes: { method: string; path: string | RegExp; route: PeerRoute }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const seen: PeerRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(seen);
      void (async () => {
        let answer: PeerAnswer | undefined;
        for (const r of routes) {
          if (r.method !== seen.method || !matches(r.path, seen.url)) continue;
          answer = await r.route(seen);
          if (answer) break;
        }
        answer ??= { status: 404, json: { error: 'no route in the test peer' } };
        res.writeHead(answer.status ?? 200, { 'content-type': answer.text === undefined ? 'application/json' : 'text/html' });
        res.end(answer.text ?? JSON.stringify(answer.json ?? {}));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    on(method, path, answer) {
      routes.unshift({ method, path, route: typeof answer === 'function' ? answer : () => answer });
    },
    seen: (method, path) => requests.filter((r) => r.method === method && matches(path, r.url)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (to test an unreachable provider). */
export async function closedPort(): Promise<string> {
  const s = http.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
