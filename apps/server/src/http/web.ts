/**
 * Serves the built web app (apps/web/dist): hashed assets (/assets/*) with long caching and, where the build wrote
 * them, their precompressed .br/.gz twins; other files revalidated; index.html for every other GET (client-side
 * routes) with the runtime config added. Unknown API paths stay JSON 404s.
 *
 * All of it is answered by real routes (not the not-found handler), so @fastify/compress negotiates the HTML too.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Deps } from '../deps.ts';
import { insertBeforeHeadEnd, scriptJson } from '../lib/html.ts';
import { injectMeta, registerSeoRoutes, renderMetaForPath } from '../modules/seo/index.ts';
import { frameFirstView, insertFirstView, itemFirstView, photoPreload, scriptsAtLowPriority } from './first-view.ts';

const API_PREFIXES = ['/index.php', '/rest/', '/api/', '/uploads/', '/ws'];

/** Where the web app reads its runtime config (apps/web/src/lib/config.ts). */
export const CONFIG_ELEMENT_ID = 'wd-config';

export async function registerWeb(app: FastifyInstance, deps: Deps): Promise<void> {
  const dist = deps.config.webDistDir;
  const indexFile = path.join(dist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    // serve: false — the catch-all route below decides between a file and the page; preCompressed picks
    // name.br / name.gz by Accept-Encoding when the build wrote them (scripts/precompress.mjs in apps/web).
    await app.register(fastifyStatic, { root: dist, serve: false, index: false, preCompressed: true, dotfiles: 'ignore' });
  }
  const configBlock = `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${scriptJson({ apiKey: deps.config.apiKey, publicUrl: deps.config.publicUrl })}</script>`;
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
    const preload = meta?.imagePath ? photoPreload(meta.imagePath) : '';
    // The first view (first-view.ts): an item page's photo, title and price from the item the meta was read from;
    // the bare frame for other public screens; nothing elsewhere.
    const view = meta?.item ? itemFirstView(meta.item) : frameFirstView(parsed.pathname);
    const html = injectMeta(insertBeforeHeadEnd(readTemplate(), preload + configBlock), meta);
    if (!view) return html;
    // Where the first view holds the page's largest element, the app's scripts yield the connection to it.
    const paintsLargest = Boolean(meta?.item) || parsed.pathname === '/';
    return insertFirstView(paintsLargest ? scriptsAtLowPriority(html) : html, view);
  };
  const sendPage = async (req: FastifyRequest, reply: FastifyReply) =>
    reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(await page(req.url));
  const notFound = (reply: FastifyReply) => reply.code(404).send({ status: 'error', message: 'Not found' });

  registerSeoRoutes(app, deps);

  app.get('/*', async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((p) => url.startsWith(p))) return notFound(reply);
    if (!path.extname(url)) return sendPage(req, reply);
    if (!hasWeb) return notFound(reply);
    // Hashed names change with their content, so they are cached for good; anything else (favicon.svg) is
    // revalidated by its ETag. A missing file ends in the not-found handler below (JSON 404).
    const relative = (req.params as { '*': string })['*'];
    return url.startsWith('/assets/')
      ? reply.sendFile(relative, { maxAge: '1y', immutable: true })
      : reply.header('cache-control', 'no-cache').sendFile(relative, { cacheControl: false });
  });
  // The home page is a client route too ('/*' does not match the bare root).
  app.get('/', sendPage);

  app.setNotFoundHandler(async (_req, reply) => notFound(reply));
}
