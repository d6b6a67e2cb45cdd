/**
 * Serves the built web app (apps/web/dist): hashed assets with long caching, and index.html for every other GET
 * (client-side routes) with the runtime config injected. Unknown API paths stay JSON 404s.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Deps } from '../deps.ts';
import { injectMeta, registerSeoRoutes, renderMetaForPath } from '../modules/seo/index.ts';

const API_PREFIXES = ['/index.php', '/rest/', '/api/', '/uploads/', '/ws'];

export async function registerWeb(app: FastifyInstance, deps: Deps): Promise<void> {
  const dist = deps.config.webDistDir;
  const indexFile = path.join(dist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: dist, prefix: '/', wildcard: true, index: false, decorateReply: false, maxAge: '1y', immutable: true, serveDotFiles: false });
  }
  const runtimeConfig = JSON.stringify({ apiKey: deps.config.apiKey, publicUrl: deps.config.publicUrl }).replace(/</g, '\\u003c');
  // index.html is re-read when a rebuild replaces it (its asset names change with every build).
  let template: { mtimeMs: number; html: string } | undefined;
  const readTemplate = () => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (!template || template.mtimeMs !== mtimeMs) template = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
    return template.html;
  };
  // Page-specific meta (item pages: title, OpenGraph, JSON-LD) comes from modules/seo.
  const page = async (url: string) => {
    const parsed = new URL(url, 'http://localhost');
    const meta = await renderMetaForPath(deps, parsed.pathname, Object.fromEntries(parsed.searchParams)).catch((err: unknown) => {
      deps.log.warn({ err }, 'page meta failed');
      return null;
    });
    const notBuilt = `<!doctype html><html><head><meta charset="utf-8"><title>Wheeldeal</title></head><body><p>The web app is not built. Run <code>npm run build</code>.</p></body></html>`;
    if (!hasWeb) return injectMeta(notBuilt, meta);
    return injectMeta(readTemplate().replace('</head>', `<script>window.__WHEELDEAL__=${runtimeConfig}</script></head>`), meta);
  };
  registerSeoRoutes(app, deps);

  // The home page is a client route too (the static plugin would see a directory there).
  app.get('/', async (req, reply) => reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(await page(req.url)));

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' || API_PREFIXES.some((p) => url.startsWith(p)) || path.extname(url)) {
      return reply.code(404).send({ status: 'error', message: 'Not found' });
    }
    return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(await page(req.url));
  });
}
