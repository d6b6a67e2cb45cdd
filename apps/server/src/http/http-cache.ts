/**
 * HTTP caching of public lookups (decision 018). A call the contract marks `publicCache` answers the same to every
 * caller for the same URL and language, so its GET answer carries a strong ETag over the JSON body,
 * `Cache-Control: public, max-age, stale-while-revalidate` and `Vary: Accept-Language` (the language comes from
 * `lang` in the URL or that header; @fastify/compress adds Accept-Encoding). A request whose If-None-Match names the
 * current ETag gets 304 with the same headers and no body. Every other REST answer is `no-store`.
 *
 * The session does not change such an answer (the contract checks that no viewer-dependent field is in it), so a
 * signed-in phone gets the same public answer and shares the cached copy; nothing here writes a cookie.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicCache } from '@wheeldeal/contract';

export const NO_STORE = 'no-store';

export const publicCacheControl = (c: PublicCache) => `public, max-age=${c.maxAge}, stale-while-revalidate=${c.staleWhileRevalidate}`;

/** A strong validator of these exact bytes: 128 bits of SHA-256, base64url, quoted. */
export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/** If-None-Match (`*`, or a list of entity tags, weak or strong) names `etag`: the weak comparison of RFC 9110 §13.1.2. */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function sendCacheable(req: FastifyRequest, reply: FastifyReply, payload: unknown, cache: PublicCache): FastifyReply {
  const body = JSON.stringify(payload);
  // A cookie written on the way (none is today) would make the answer somebody's: then it is nobody's to store.
  if (reply.hasHeader('set-cookie')) return reply.header('cache-control', NO_STORE).type('application/json; charset=utf-8').send(body);
  const etag = strongEtag(body);
  reply.header('etag', etag).header('cache-control', publicCacheControl(cache)).header('vary', 'Accept-Language');
  if (noneMatchHits(req.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.code(200).type('application/json; charset=utf-8').send(body);
}
