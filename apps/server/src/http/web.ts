/**
 * Serves the built web app (apps/web/dist): hashed assets (/assets/*) with long caching and, where the build wrote
 * them, their precompressed .br/.gz twins; other files revalidated; the page shell (app-shell.ts, from index.html)
 * for every other GET (client-side routes) with the runtime config and the first view added. Unknown API paths stay
 * JSON 404s.
 *
 * All of it is answered by real routes (not the not-found handler), so @fastify/compress negotiates the HTML too.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CHAT_LIMITS, itemSearchBody, LIMITS } from '@wheeldeal/contract';
import type { Deps } from '../deps.ts';
import { insertBeforeHeadEnd, scriptJson } from '../lib/html.ts';
import { translator } from '../lib/messages.ts';
import type { Wire } from '../lib/wire.ts';
import { resolveSession } from '../modules/auth/index.ts';
import { categoryList } from '../modules/catalog/index.ts';
import { listChats, unreadMessageTotals } from '../modules/chat/index.ts';
import { searchItems } from '../modules/items/index.ts';
import { injectMeta, registerSeoRoutes, renderMetaForPath } from '../modules/seo/index.ts';
import { presentUserById } from '../modules/users/index.ts';
import {
  CATEGORY_TILE_SIZES,
  FIRST_CARDS,
  GRID_CARD_SIZES,
  categoryListFirstView,
  chatListFirstView,
  frameFirstView,
  imagePath,
  type DrawnFirstView,
  itemEntryFirstView,
  itemFirstView,
  itemListFirstView,
  photoPreload,
  profileFirstView,
  rootWith,
} from './first-view.ts';
import { appShell } from './app-shell.ts';
import { routeFilesBlock } from './route-preloads.ts';
import { sessionTokenOf } from './session-cookie.ts';

const API_PREFIXES = ['/index.php', '/rest/', '/api/', '/uploads/', '/ws'];

/** Where the web app reads its runtime config (apps/web/src/lib/config.ts). */
export const CONFIG_ELEMENT_ID = 'wd-config';

/**
 * Pages are compressed harder than the API's answers (brotli quality 5, @fastify/compress's default is 4): a page
 * with a first view comes out about 6 % smaller (about 1 ms of the server's time for 60 kB), which with its own
 * style rules alone (app-shell.ts) keeps it within the first round trip of a new connection (about 14 kB).
 */
/** What @fastify/compress answers with (app.ts); a route's own options replace the global ones whole. */
export const COMPRESS_ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

const PAGE_COMPRESSION = {
  encodings: COMPRESS_ENCODINGS,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
};

/** The item list's default search as the web screen first asks for it (features/items/lib/list-query.ts searchBodyOf
 * of an empty query: the newest published listings, "wanted" posts left out), as a visitor. */
const DEFAULT_LIST_BODY = itemSearchBody.parse({ wanted: '0', order_by: 'added_date', order_type: 'desc', status: '1' });

/** Query parameters that do not change the list (campaign tags): the plain list with them is still the default one. */
const IGNORED_PARAM = /^(utm_\w+|fbclid|gclid|msclkid)$/;

/** Whether a URL is the plain default item list (`/item-list` without filters, sorting or a make in the path). */
export const isDefaultList = (pathname: string, params: URLSearchParams) =>
  /^\/item-list\/?$/.test(pathname) && [...params.keys()].every((k) => IGNORED_PARAM.test(k));

/** How long the first view's data is reused: the landing list and the categories are asked for by every visitor,
 * and a new listing may appear in them this much later (off in tests). */
const FIRST_VIEW_TTL_MS = 10_000;

/**
 * `read` kept a short while; requests that come while it is being read share the read. Empty when it fails (the
 * page then gets the bare frame, and the app reads for itself).
 */
function keptRead(deps: Deps, what: string, read: () => Promise<Wire[]>) {
  const ttl = deps.config.env === 'test' ? 0 : FIRST_VIEW_TTL_MS;
  let kept: { at: number; rows: Wire[] } | undefined;
  let reading: Promise<Wire[]> | undefined;
  return async (): Promise<Wire[]> => {
    if (kept && Date.now() - kept.at < ttl) return kept.rows;
    reading ??= read()
      .then((rows) => {
        kept = { at: Date.now(), rows };
        return rows;
      })
      .catch((err: unknown) => {
        deps.log.warn({ err }, `${what} failed`);
        return [];
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
}

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
  // The first cards of the default list and the categories, as a visitor reads them in the default language.
  const firstCards = keptRead(deps, 'first cards', () =>
    searchItems(deps, DEFAULT_LIST_BODY, { limit: String(FIRST_CARDS), offset: '0' }, { viewerId: null, isStaff: false }, translator('en')),
  );
  const categories = keptRead(deps, 'first categories', () => categoryList(deps, { keyword: '', order_by: '', order_type: '' }, { limit: LIMITS.maxPageSize, offset: 0 }, translator('en')));
  /** The user of the request's session cookie, or null (none, not live, or a failed read). */
  const sessionUser = (token: string | undefined) =>
    token ? resolveSession(deps, token).then((session) => session?.userId ?? null, () => null) : Promise.resolve(null);
  /**
   * The chat list's first view for its owner: the side the screen opens (`?tab=`, else the side with the only unread
   * messages, as chat-list-screen.tsx decides) and its first page. Null when there is nothing to draw (no
   * conversation on that side, or a failed read: the app reads for itself).
   */
  const chatListView = async (userId: string, tab: string | null): Promise<DrawnFirstView | null> => {
    try {
      const unread = await unreadMessageTotals(deps, userId);
      const side = tab === 'selling' || (tab !== 'buying' && unread.seller > 0 && unread.buyer === 0) ? 'selling' : 'buying';
      const headers = await listChats(deps, userId, side === 'buying' ? 'seller' : 'buyer', { limit: CHAT_LIMITS.pageSize, offset: 0 }, false, translator('en'));
      return headers.length > 0 ? { kind: 'chatList', html: chatListFirstView(headers as unknown as Wire[], userId, side, unread) } : null;
    } catch (err) {
      deps.log.warn({ err }, 'chat list first view failed');
      return null;
    }
  };
  /** The signed-in user's own profile, as users/get answers it to them; null when it cannot be read. */
  const profileView = async (userId: string): Promise<DrawnFirstView | null> => {
    try {
      return { kind: 'profile', html: profileFirstView((await presentUserById(deps, userId, { viewerId: userId, isStaff: false }, translator('en'))) as unknown as Wire) };
    } catch (err) {
      deps.log.warn({ err }, 'profile first view failed');
      return null;
    }
  };
  /** The page for `url`; `personal`: it holds the signed-in user's own data (no cache may keep it). */
  const page = async (url: string, token: string | undefined): Promise<{ html: string; personal?: boolean }> => {
    const parsed = new URL(url, 'http://localhost');
    // Page-specific meta (item pages: title, OpenGraph, JSON-LD) comes from modules/seo.
    const meta = await renderMetaForPath(deps, parsed.pathname, Object.fromEntries(parsed.searchParams)).catch((err: unknown) => {
      deps.log.warn({ err }, 'page meta failed');
      return null;
    });
    const notBuilt = `<!doctype html><html><head><meta charset="utf-8"><title>Wheeldeal</title></head><body><p>The web app is not built. Run <code>npm run build</code>.</p></body></html>`;
    const shell = hasWeb ? appShell(dist) : null;
    if (!shell) return { html: injectMeta(notBuilt, meta) };
    // The first view (first-view.ts): an item page's photo, title and price from the item the meta was read from;
    // the default item list's first cards; the category list's tiles; a signed-in user's own chat list and profile
    // and the item entry's heading (for a live session only: a visitor is sent on to log in); the dashboard's hero
    // and the login form; the bare frame for other public and main screens; nothing elsewhere.
    const cards = isDefaultList(parsed.pathname, parsed.searchParams) ? await firstCards() : [];
    const tiles = /^\/category\/?$/.test(parsed.pathname) ? await categories() : [];
    const preload = meta?.imagePath
      ? photoPreload(meta.imagePath)
      : cards.length > 0
        ? photoPreload(imagePath(cards[0]!, 'default_photo'), GRID_CARD_SIZES)
        : tiles.length > 0
          ? photoPreload(imagePath(tiles[0]!, 'default_photo'), CATEGORY_TILE_SIZES)
          : '';
    const own = /^\/(item-entry|chat-list|profile)\/?$/.exec(parsed.pathname)?.[1];
    const userId = own ? await sessionUser(token) : null;
    let personal: DrawnFirstView | null = null;
    if (userId && own === 'chat-list') personal = await chatListView(userId, parsed.searchParams.get('tab'));
    if (userId && own === 'profile') personal = await profileView(userId);
    let view: DrawnFirstView | null;
    if (personal) view = personal;
    else if (meta?.item) view = { kind: 'item', html: itemFirstView(meta.item) };
    else if (cards.length > 0) view = { kind: 'itemList', html: itemListFirstView(cards) };
    else if (tiles.length > 0) view = { kind: 'categoryList', html: categoryListFirstView(tiles) };
    else if (userId && own === 'item-entry') view = { kind: 'itemEntry', html: itemEntryFirstView(parsed.searchParams.has('item_id')) };
    else view = frameFirstView(parsed.pathname);
    if (!view) return { html: injectMeta(insertBeforeHeadEnd(shell.page, preload + configBlock), meta), personal: personal !== null };
    // With a first view, the boot script loads the app once the first view has painted (app-shell.ts), and the
    // files of the page's route after the app's own, a task at a time (route-preloads.ts).
    // Inline, only the style rules of this page's own first view (app-shell.ts): the page fits the first round trip.
    const html = injectMeta(insertBeforeHeadEnd(shell.deferred(view.kind), preload + configBlock + routeFilesBlock(dist, parsed.pathname)), meta);
    return { html: rootWith(html, view.html), personal: personal !== null };
  };
  const sendPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const { html, personal } = await page(req.url, sessionTokenOf(req));
    return reply
      .code(200)
      .header('cache-control', personal === true ? 'private, no-store' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  const notFound = (reply: FastifyReply) => reply.code(404).send({ status: 'error', message: 'Not found' });

  registerSeoRoutes(app, deps);

  app.get('/*', { compress: PAGE_COMPRESSION }, async (req, reply) => {
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
  app.get('/', { compress: PAGE_COMPRESSION }, sendPage);

  app.setNotFoundHandler(async (_req, reply) => notFound(reply));
}
