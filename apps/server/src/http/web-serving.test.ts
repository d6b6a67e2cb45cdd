/** The server serves the built web app: client routes get index.html with the runtime config as a JSON data block,
 * assets are served with long caching (precompressed where the build wrote .br/.gz), a rebuild is picked up without
 * a restart, API paths stay JSON, and every answer carries the security headers and the Content-Security-Policy. */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../config.ts';
import { contentSecurityPolicy } from './security.ts';
import { scriptJson } from '../lib/html.ts';
import { eq } from 'drizzle-orm';
import { ITEM_STATUS } from '@wheeldeal/contract';
import { users } from '../db/schema.ts';
import { CATEGORY_TILE_SIZES, ITEM_PHOTO_SIZES } from './first-view.ts';
import { API_KEY, createTestApp, signUp, type TestApp } from '../../test/support/app.ts';
import { createImage, makeCatalog, makeCategory, makeItem } from '../../test/support/factories.ts';

let t: TestApp;
let dist: string;
/** Like the real build: the boot script first, the entry module and its preloads (a page well above 1 KiB). */
const index = (asset: string) =>
  `<!doctype html><html><head><script src="/assets/boot-x.js"></script><title>Wheeldeal</title><script type="module" src="/assets/${asset}"></script>${Array.from({ length: 30 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js">`).join('')}</head><body><div id="root"></div></body></html>`;
/** An icon and a style sheet big enough to be compressed (over 1 KiB), as the build writes them. */
const bigSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${Array.from({ length: 80 }, (_, i) => `<circle cx="${i}" cy="50" r="4"/>`).join('')}</svg>`;
const bigCss = Array.from({ length: 80 }, (_, i) => `.c${i} { margin: ${i}px; padding: ${i}px; }`).join('\n');
/** A script big and repetitive enough to be worth compressing. */
const bigScript = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(', ')}];\n`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'index-one.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'boot-x.js'), BOOT);
  fs.writeFileSync(path.join(dist, 'assets', 'rows-abc.js'), bigScript);
  fs.writeFileSync(path.join(dist, 'assets', 'rows-abc.js.br'), zlib.brotliCompressSync(bigScript));
  fs.writeFileSync(path.join(dist, 'assets', 'rows-abc.js.gz'), zlib.gzipSync(bigScript));
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'logo.svg'), bigSvg);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc.css'), bigCss);
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("push", () => {});');
  fs.writeFileSync(path.join(dist, 'index.html'), index('index-one.js'));
  t = await createTestApp({ WEB_DIST_DIR: dist, RATE_LIMIT_ENABLED: 'false' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The runtime config data block of a page, parsed. */
const configOf = (html: string) => {
  const m = /<script type="application\/json" id="wd-config">([^<]*)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, string>) : undefined;
};
/** The code of the script elements a browser would run inline: no src, and not a data block. */
const inlineExecutableScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([^]*?)<\/script>/gi)].filter((m) => !/\bsrc=/.test(m[1]!) && !/type="application\/(ld\+)?json"/.test(m[1]!)).map((m) => m[2]!);
/** The one inline script: the boot script, allowed by its hash (app-shell.ts). */
const BOOT = 'document.documentElement.dir = "ltr";';
const BOOT_SOURCE = `'sha256-${crypto.createHash('sha256').update(BOOT).digest('base64')}'`;
/** The app's files the boot script adds after the first view (the #wd-app data block), or undefined. */
const appFilesOf = (html: string) => {
  const m = /<script type="application\/json" id="wd-app">([^<]*)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as { css: string | null; js: string; preload: string[] }) : undefined;
};
/** A page whose app the boot script loads after its first view: no module script or preload in the HTML. */
const expectAppAfterFirstView = (html: string) => {
  expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
  // (index-two.js after the rebuild test)
  expect(appFilesOf(html)).toEqual({ css: null, js: expect.stringMatching(/^\/assets\/index-(one|two)\.js$/), preload: Array.from({ length: 30 }, (_, i) => `/assets/chunk-${i}.js`) });
};
const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe('serving the web app', () => {
  it('answers every client route, the home page included, with index.html and the runtime config as data', async () => {
    for (const url of ['/', '/item-list?cat_id=1', '/login', '/admin/queue']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(configOf(res.body), url).toEqual({ apiKey: API_KEY, publicUrl: 'http://wheeldeal.test' });
      expect(inlineExecutableScripts(res.body), url).toEqual([BOOT]);
    }
  });

  it('serves hashed assets with long caching, other files revalidated, and 404s missing files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-one.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    // The service worker keeps its address from build to build: browsers revalidate it to find updates.
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(directives(worker.headers['content-security-policy'])['script-src']).toEqual(["'self'", BOOT_SOURCE]);
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status).toBe('error');
  });

  it('picks up a rebuild without a restart', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'index-two.js'), 'console.log(2)');
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(path.join(dist, 'index.html'), index('index-two.js'));
    fs.utimesSync(path.join(dist, 'index.html'), later, later);
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('/assets/index-two.js');
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-two.js' })).statusCode).toBe(200);
  });

  it('keeps unknown API paths as JSON errors, never the HTML page', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().status).toBe('error');
    const rest = await t.app.inject({ method: 'GET', url: '/rest/nothing' });
    expect(rest.statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/login' });
    expect(post.statusCode).toBe(404);
  });

  it('renders an item page with its JSON-LD and the config as data blocks, and no inline executable script', async () => {
    const cat = await makeCatalog(t);
    const seller = await signUp(t, { name: 'Sam Seller' });
    const item = await makeItem(t, cat, seller.id, { title: 'Red </script><script>alert(1)</script> Coupe' });
    const res = await t.app.inject({ method: 'GET', url: `/item/red-coupe?item_id=${item.id}` });
    expect(res.statusCode).toBe(200);
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(res.body);
    expect(ld).not.toBeNull();
    expect(JSON.parse(ld![1]!)).toMatchObject({ name: 'Red </script><script>alert(1)</script> Coupe' });
    expect(configOf(res.body)).toEqual({ apiKey: API_KEY, publicUrl: 'http://wheeldeal.test' });
    expect(inlineExecutableScripts(res.body)).toEqual([BOOT]);
  });
});

describe('the item page preloads its photo', () => {
  /** `<link rel="preload" as="image">` elements of a page's head. */
  const imagePreloads = (html: string) =>
    [...html.matchAll(/<link\b([^>]*)>/gi)].map((m) => m[1]!).filter((attrs) => /rel="preload"/.test(attrs) && /as="image"/.test(attrs));
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));

  it('names the thumbnails and sizes the gallery draws, in the head, with high priority', async () => {
    const cat = await makeCatalog(t);
    const seller = await signUp(t, { name: 'Pia Photo' });
    const item = await makeItem(t, cat, seller.id, { title: 'Blue Hatchback' });
    await createImage(t.deps.db, { imgParentId: item.id, imgType: 'item', imgPath: 'item/blue-1.jpg', imgWidth: 1600, imgHeight: 1200 });
    const res = await t.app.inject({ method: 'GET', url: `/item/blue-hatchback?item_id=${item.id}` });
    expect(res.statusCode).toBe(200);
    const [preload, ...more] = imagePreloads(head(res.body));
    expect(more).toEqual([]);
    expect(preload).toContain('href="/uploads/thumbnail/item/blue-1.jpg"');
    expect(preload).toContain(
      'imagesrcset="/uploads/thumbnail/item/blue-1.jpg 400w, /uploads/thumbnail2x/item/blue-1.jpg 800w, /uploads/thumbnail3x/item/blue-1.jpg 1200w"',
    );
    expect(preload).toContain(`imagesizes="${ITEM_PHOTO_SIZES}"`);
    expect(preload).toContain('fetchpriority="high"');
    expect(inlineExecutableScripts(res.body)).toEqual([BOOT]);
  });

  it('preloads nothing for an item without a photo, an unknown item or another page', async () => {
    const cat = await makeCatalog(t);
    const seller = await signUp(t, { name: 'Nora Nophoto' });
    const item = await makeItem(t, cat, seller.id, { title: 'Plain Van' });
    for (const url of [`/item/plain-van?item_id=${item.id}`, '/item/x?item_id=does-not-exist', '/item-list', '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(imagePreloads(res.body), url).toEqual([]);
    }
  });
});

describe('the first view in the HTML', () => {
  /** The children of `<div id="root">`: what the browser paints before any script runs. */
  const rootOf = (html: string) => {
    const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
    return html.slice(start, html.lastIndexOf('</div>', html.indexOf('</body>')));
  };

  it("holds an item page's photo (the gallery's srcset, sizes and size), escaped title and price", async () => {
    const cat = await makeCatalog(t);
    const seller = await signUp(t, { name: 'Fia Firstview' });
    const item = await makeItem(t, cat, seller.id, { title: 'Golf & "GTI" <Edition>', price: '12500.5' });
    await createImage(t.deps.db, { imgParentId: item.id, imgType: 'item', imgPath: 'item/golf-1.jpg', imgWidth: 1600, imgHeight: 1200 });
    const res = await t.app.inject({ method: 'GET', url: `/item/golf?item_id=${item.id}` });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('<h1 class="text-2xl leading-tight font-extrabold tracking-tight text-fg"><bdi>Golf &amp; &quot;GTI&quot; &lt;Edition&gt;</bdi></h1>');
    expect(root).toContain('>$12,500.50</span>');
    const img = /<img\b[^>]*>/.exec(root)?.[0] ?? '';
    expect(img).toContain('src="/uploads/thumbnail/item/golf-1.jpg"');
    expect(img).toContain('srcset="/uploads/thumbnail/item/golf-1.jpg 400w, /uploads/thumbnail2x/item/golf-1.jpg 800w, /uploads/thumbnail3x/item/golf-1.jpg 1200w"');
    expect(img).toContain(`sizes="${ITEM_PHOTO_SIZES}"`);
    expect(img).toContain('width="1200" height="800"');
    expect(img).toContain('alt="Golf &amp; &quot;GTI&quot; &lt;Edition&gt;"');
    // The app's frame around it: the logo, the main area; no inline script or style anywhere.
    expect(root).toContain('<span class="text-lg">Wheeldeal</span>');
    expect(root).toContain('<main class="min-h-dvh flex-1">');
    expect(inlineExecutableScripts(res.body)).toEqual([BOOT]);
    expect(res.body).not.toMatch(/\sstyle=/);
    // The boot script loads the app once the first view has painted (decision 020).
    expectAppAfterFirstView(res.body);
    // So does a screen with the bare frame; one without a first view links the app's files as the build wrote them.
    expectAppAfterFirstView((await t.app.inject({ method: 'GET', url: '/category' })).body);
    const plain = await t.app.inject({ method: 'GET', url: '/admin/queue' });
    expect(appFilesOf(plain.body)).toBeUndefined();
    expect(plain.body).toMatch(/<script type="module" src="\/assets\/index-(one|two)\.js"><\/script>/);
    expect(plain.body.match(/<link rel="modulepreload" /g)).toHaveLength(30);
  });

  it('escapes a title holding markup, so no element or script of it reaches the page', async () => {
    const cat = await makeCatalog(t);
    const seller = await signUp(t, { name: 'Sam Script' });
    const item = await makeItem(t, cat, seller.id, { title: '<script>alert(1)</script><img src=x onerror=alert(2)> $& $\' Coupe' });
    const res = await t.app.inject({ method: 'GET', url: `/item/coupe?item_id=${item.id}` });
    const root = rootOf(res.body);
    expect(root).toContain('<bdi>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; $&amp; $&#39; Coupe</bdi>');
    expect(root).not.toMatch(/<script|<img/i);
    expect(inlineExecutableScripts(res.body)).toEqual([BOOT]);
  });

  it('draws nothing of a listing that is not published, nor of an unknown one; other screens get the bare frame', async () => {
    const cat = await makeCatalog(t);
    const seller = await signUp(t, { name: 'Pat Private' });
    for (const [status, title] of [
      [ITEM_STATUS.pending, 'Pending Pickup'],
      [ITEM_STATUS.disabled, 'Disabled Sedan'],
      [ITEM_STATUS.hidden, 'Hidden Hatch'],
      [ITEM_STATUS.rejected, 'Rejected Roadster'],
    ] as const) {
      const item = await makeItem(t, cat, seller.id, { title, status });
      await createImage(t.deps.db, { imgParentId: item.id, imgType: 'item', imgPath: `item/${item.id}.jpg`, imgWidth: 1600, imgHeight: 1200 });
      const res = await t.app.inject({ method: 'GET', url: `/item/x?item_id=${item.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body, title).not.toContain(title);
      expect(res.body, title).not.toContain(item.id + '.jpg');
      expect(rootOf(res.body), title).not.toMatch(/<img|<h1/);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/item/x?item_id=nope' });
    expect(rootOf(unknown.body)).not.toMatch(/<img|<h1/);
    for (const url of ['/register', '/category/cat_x/Cars', '/item-list/Toyota', '/item-list?min_price=900', '/profile', '/chat-list', '/item-entry']) {
      const root = rootOf((await t.app.inject({ method: 'GET', url })).body);
      expect(root, url).toContain('<span class="text-lg">Wheeldeal</span>');
      expect(root, url).toContain('data-first-view=""');
      expect(root, url).not.toMatch(/<img|<h1/);
    }
    // The dashboard: the hero's words in English, marked for the style sheet to hide in another language.
    const dashboard = rootOf((await t.app.inject({ method: 'GET', url: '/' })).body);
    expect(dashboard).toMatch(/<div class="[^"]*" data-fv-words=""><p [^>]*>Verified sellers · Safe deals<\/p><h1 [^>]*>Find your next ride, or sell yours in minutes<\/h1>/);
    // The admin area and unknown paths get no first view at all.
    for (const url of ['/admin/queue', '/profile/extra', '/nowhere']) {
      expect(rootOf((await t.app.inject({ method: 'GET', url })).body), url).toBe('');
    }
  });

  it("names the files of the page's route for the boot script, on pages with a first view only", async () => {
    const routeBlockOf = (html: string) => {
      const m = /<script type="application\/json" id="wd-app-route">([^<]*)<\/script>/.exec(html);
      return m ? (JSON.parse(m[1]!) as string[]) : undefined;
    };
    // Without the build's route file, no page names any.
    expect(routeBlockOf((await t.app.inject({ method: 'GET', url: '/category' })).body)).toBeUndefined();
    fs.writeFileSync(
      path.join(dist, 'route-chunks.json'),
      JSON.stringify({
        routes: [
          { path: '/category', files: ['/assets/category-list-screen-a1.js', '/assets/card-b2.js'] },
          { path: '/admin/*', files: ['/assets/admin-screen-c3.js'] },
        ],
      }),
    );
    try {
      const page = (await t.app.inject({ method: 'GET', url: '/category' })).body;
      expect(routeBlockOf(page)).toEqual(['/assets/category-list-screen-a1.js', '/assets/card-b2.js']);
      expectAppAfterFirstView(page);
      // A page without a first view links the build's files itself; a route the file does not know names none.
      expect(routeBlockOf((await t.app.inject({ method: 'GET', url: '/admin/queue' })).body)).toBeUndefined();
      expect(routeBlockOf((await t.app.inject({ method: 'GET', url: '/register' })).body)).toBeUndefined();
    } finally {
      fs.rmSync(path.join(dist, 'route-chunks.json'));
    }
  });
});

describe('the first cards of the item list and the login form in the first view', () => {
  const rootOf = (html: string) => {
    const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
    return html.slice(start, html.lastIndexOf('</div>', html.indexOf('</body>')));
  };
  const cardTitles = (root: string) => [...root.matchAll(/<h3 [^>]*><a [^>]*><bdi>([^<]*)<\/bdi><\/a><\/h3>/g)].map((m) => m[1]);

  it('GET /item-list holds the newest published listings as cards, never a pending or disabled one', async () => {
    const cat = await makeCatalog(t);
    const seller = await signUp(t, { name: 'Lia Listview' });
    const older = await makeItem(t, cat, seller.id, { title: 'Older <Estate> & Co', price: '9999.99' });
    await createImage(t.deps.db, { imgParentId: older.id, imgType: 'item', imgPath: 'item/older.jpg', imgWidth: 1600, imgHeight: 1200 });
    const newest = await makeItem(t, cat, seller.id, { title: 'Newest Roadster', price: '31000', discountRateByPercentage: '10' });
    await createImage(t.deps.db, { imgParentId: newest.id, imgType: 'item', imgPath: 'item/newest.jpg', imgWidth: 1600, imgHeight: 1200 });
    // Newer still, but not for visitors: they never reach the page, nor their photos.
    for (const [status, title] of [
      [ITEM_STATUS.pending, 'Pending Pickup Listview'],
      [ITEM_STATUS.disabled, 'Disabled Sedan Listview'],
      [ITEM_STATUS.rejected, 'Rejected Roadster Listview'],
    ] as const) {
      const hidden = await makeItem(t, cat, seller.id, { title, status });
      await createImage(t.deps.db, { imgParentId: hidden.id, imgType: 'item', imgPath: `item/${hidden.id}.jpg`, imgWidth: 1600, imgHeight: 1200 });
    }

    const res = await t.app.inject({ method: 'GET', url: '/item-list?utm_source=mail' });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('data-first-view="screen"');
    const titles = cardTitles(root);
    expect(titles.slice(0, 2)).toEqual(['Newest Roadster', 'Older &lt;Estate&gt; &amp; Co']);
    expect(titles.length).toBeLessThanOrEqual(6);
    expect(res.body).not.toMatch(/Listview/);
    expect(res.body).not.toMatch(/item\/it[^"]*\.jpg/);
    // The first card: the card's photo attributes, eager and at high priority, preloaded from the head.
    const img = /<img\b[^>]*>/.exec(root)?.[0] ?? '';
    expect(img).toContain('srcset="/uploads/thumbnail/item/newest.jpg 400w, /uploads/thumbnail2x/item/newest.jpg 800w, /uploads/thumbnail3x/item/newest.jpg 1200w"');
    expect(img).toContain('sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 100vw"');
    expect(img).toContain('width="600" height="400" loading="eager" fetchpriority="high"');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/uploads/thumbnail/item/newest.jpg" imagesrcset="/uploads/thumbnail/item/newest.jpg 400w, /uploads/thumbnail2x/item/newest.jpg 800w, /uploads/thumbnail3x/item/newest.jpg 1200w" imagesizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 100vw" fetchpriority="high">',
    );
    // Prices as the card shows them; the link is the item page's; the heading's words are marked.
    expect(root).toContain('>$27,900</span><del class="text-muted tabular-nums text-sm">$31,000</del>');
    expect(root).toContain('>$9,999.99</span>');
    expect(root).toContain(`href="/item/newest-roadster?item_id=${newest.id}"`);
    expect(root).toMatch(/<h1 [^>]*data-fv-words="">All listings<\/h1>/);
    // The largest element is in the HTML: the app loads after it; no inline script but the boot script, no style
    // attribute.
    expectAppAfterFirstView(res.body);
    expect(inlineExecutableScripts(res.body)).toEqual([BOOT]);
    expect(res.body).not.toMatch(/\sstyle=/);

    // A filtered list is not the default one: the bare frame, no cards, no preload.
    const filtered = await t.app.inject({ method: 'GET', url: '/item-list?searchterm=roadster' });
    expect(cardTitles(rootOf(filtered.body))).toEqual([]);
    expect(filtered.body).not.toContain('rel="preload" as="image"');
  });

  it('GET /category holds every published category as a tile, the first photo eager, at high priority and preloaded', async () => {
    const first = await makeCategory(t, { catName: 'Aardvark <Carts> & Co', catOrdering: -2 });
    await createImage(t.deps.db, { imgParentId: first.id, imgType: 'category', imgPath: 'category/carts.jpg', imgWidth: 1600, imgHeight: 1000 });
    await createImage(t.deps.db, { imgParentId: first.id, imgType: 'category-icon', imgPath: 'category/carts-icon.png', imgWidth: 96, imgHeight: 96 });
    await makeCategory(t, { catName: 'Boats Without Photo', catOrdering: -1 });
    await makeCategory(t, { catName: 'Hidden Hovercraft', catOrdering: -3, status: 0 });

    const res = await t.app.inject({ method: 'GET', url: '/category' });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('data-first-view="screen"');
    expect(root).toMatch(/<div data-fv-words=""><h1 [^>]*>Categories<\/h1>/);
    const names = [...root.matchAll(/<h2 [^>]*data-fv-words=""><a href="([^"]*)"[^>]*>([^<]*)<\/a><\/h2>/g)].map((m) => [m[1], m[2]]);
    expect(names.slice(0, 2)).toEqual([
      [`/category/${first.id}/Aardvark%20%3CCarts%3E%20%26%20Co`, 'Aardvark &lt;Carts&gt; &amp; Co'],
      [expect.stringMatching(/^\/category\/cat_/), 'Boats Without Photo'],
    ]);
    expect(res.body).not.toContain('Hidden Hovercraft');
    const [photo, icon] = [...root.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    expect(photo).toContain('srcset="/uploads/thumbnail/category/carts.jpg 400w, /uploads/thumbnail2x/category/carts.jpg 800w, /uploads/thumbnail3x/category/carts.jpg 1200w"');
    expect(photo).toContain(`sizes="${CATEGORY_TILE_SIZES}"`);
    expect(photo).toContain('loading="eager" fetchpriority="high"');
    expect(icon).toContain('src="/uploads/thumbnail/category/carts-icon.png"');
    expect(icon).toContain('loading="lazy"');
    expect(res.body).toContain('<link rel="preload" as="image" href="/uploads/thumbnail/category/carts.jpg"');
    expectAppAfterFirstView(res.body);
    expect(inlineExecutableScripts(res.body)).toEqual([BOOT]);
  });

  it('GET /item-entry holds the heading and its subtitle for a signed-in user, and only the frame for anyone else', async () => {
    const seller = await signUp(t, { name: 'Ezra Entry' });
    const asSeller = (url: string, token = seller.token) => t.app.inject({ method: 'GET', url, cookies: { wd_session: token } });
    const fresh = rootOf((await asSeller('/item-entry')).body);
    expect(fresh).toContain('data-first-view="screen"');
    expect(fresh).toMatch(/<div data-fv-words=""><h1 [^>]*>Post a listing<\/h1><p class="mt-1 text-sm text-muted">A few steps, about five minutes\./);
    const edit = rootOf((await asSeller('/item-entry?item_id=itm_x')).body);
    expect(edit).toMatch(/<h1 [^>]*>Edit listing<\/h1>/);
    // Nothing of the user: the same words for every seller.
    expect(fresh).not.toContain('Ezra');
    for (const res of [await t.app.inject({ method: 'GET', url: '/item-entry' }), await asSeller('/item-entry', 'not-a-session')]) {
      const root = rootOf(res.body);
      expect(root).toContain('data-first-view=""');
      expect(root).not.toMatch(/<h1/);
    }
    expectAppAfterFirstView((await asSeller('/item-entry')).body);
  });

  it('GET /chat-list holds its owner\'s conversations for their session only, and is kept by no cache', async () => {
    const cat = await makeCatalog(t);
    const seller = await signUp(t, { name: 'Cora Chatlist' });
    const buyer = await signUp(t, { name: 'Bo <Buyer>' });
    const item = await makeItem(t, cat, seller.id, { title: 'Chatlist Coupe & Co' });
    await createImage(t.deps.db, { imgParentId: item.id, imgType: 'item', imgPath: 'item/chatlist.jpg', imgWidth: 1600, imgHeight: 1200 });
    const sent = await t.post('chats/add', { item_id: item.id, buyer_user_id: buyer.id, seller_user_id: seller.id, message: 'Is it <still> available?' }, { token: buyer.token });
    expect(sent.status).toBe(200);
    const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, cookies: token ? { wd_session: token } : {} });

    // The seller has one unread message as seller and none as buyer: the list opens on selling, as the screen does.
    const res = await get('/chat-list', seller.token);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const root = rootOf(res.body);
    expect(root).toContain('data-first-view="screen"');
    expect(root).toMatch(/<a href="\/chat-list\?tab=selling" aria-current="page"[^>]*>Selling \(1\)<\/a>/);
    expect(root).toContain('<bdi class="truncate font-semibold text-fg">Bo &lt;Buyer&gt;</bdi>');
    expect(root).toContain('<bdi class="block truncate text-sm text-muted">Chatlist Coupe &amp; Co</bdi>');
    expect(root).toContain('<bdi class="truncate text-sm font-semibold text-fg">Is it &lt;still&gt; available?</bdi>');
    expect(root).toContain('src="/uploads/thumbnail/item/chatlist.jpg"');
    expect(root).toMatch(/<span class="flex h-5 min-w-5 [^"]*"><span aria-hidden="true">1<\/span>/);
    expectAppAfterFirstView(res.body);
    // The buying side has nothing: the bare frame.
    expect(rootOf((await get('/chat-list?tab=buying', seller.token)).body)).toContain('data-first-view=""');
    // The buyer sees the same conversation from their side, read.
    expect(rootOf((await get('/chat-list', buyer.token)).body)).toContain('<bdi class="truncate font-semibold text-fg">Cora Chatlist</bdi>');
    // A visitor, or a cookie that names no session: the frame, nothing of anyone's, and cacheable as before.
    for (const other of [await get('/chat-list'), await get('/chat-list', 'not-a-session')]) {
      expect(other.headers['cache-control']).toBe('no-cache');
      expect(other.body).not.toContain('Chatlist');
      expect(rootOf(other.body)).toContain('data-first-view=""');
    }
  });

  it('GET /profile holds the signed-in user\'s own profile for their session only, and is kept by no cache', async () => {
    const me = await signUp(t, { name: 'Pia <Profile>' });
    await t.deps.db.update(users).set({ userAboutMe: 'Selling my <cars>\nsince 2010', isShowEmail: true }).where(eq(users.id, me.id));
    const res = await t.app.inject({ method: 'GET', url: '/profile', cookies: { wd_session: me.token } });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const root = rootOf(res.body);
    expect(root).toContain('data-first-view="screen"');
    expect(root).toMatch(/<h1 class="flex flex-wrap items-center gap-2 text-2xl font-bold text-fg">Pia &lt;Profile&gt;<\/h1>/);
    expect(root).toContain('<p class="mt-3 whitespace-pre-line text-start text-sm leading-relaxed text-muted" dir="auto">Selling my &lt;cars&gt;\nsince 2010</p>');
    expect(root).toContain(`href="mailto:${me.email}"`);
    expect(root).toMatch(/>No reviews yet<\/span>/);
    // The initials on the avatar's disc ("P" and "<", as the app takes them), at the size the app draws it.
    expect(root).toMatch(/<span aria-hidden="true" class="[^"]*rounded-full bg-primary-soft[^"]*" style="width: 104px; height: 104px; font-size: 40px;">P&lt;<\/span>/);
    expectAppAfterFirstView(res.body);
    // Anyone else gets the frame and nothing of hers.
    for (const other of [await t.app.inject({ method: 'GET', url: '/profile' }), await t.app.inject({ method: 'GET', url: '/profile', cookies: { wd_session: 'nope' } })]) {
      expect(other.headers['cache-control']).toBe('no-cache');
      expect(other.body).not.toContain('Pia');
      expect(rootOf(other.body)).toContain('data-first-view=""');
    }
  });

  it('GET /login holds the form card with its heading and words marked for other languages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('data-first-view="screen"');
    expect(root).toMatch(/<div class="mx-auto w-full max-w-md" data-fv-words=""><h1 class="text-2xl font-bold tracking-tight text-fg sm:text-3xl">Welcome back<\/h1><p class="mt-2 text-sm text-muted">Log in to post, chat with sellers and keep your favourites.<\/p>/);
    // Inputs are empty boxes: nothing a visitor could type into before the app is there.
    expect(root).not.toMatch(/<input|<form|<button/);
    expectAppAfterFirstView(res.body);
    expect(inlineExecutableScripts(res.body)).toEqual([BOOT]);
  });
});

describe('the runtime config data block', () => {
  it('cannot be closed early by a value, and parses back to the same value', () => {
    const value = { apiKey: '</script><script>alert(1)</script>', publicUrl: 'https://x.test/?a=1&b=<!--', line: 'a\u2028b' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('security headers', () => {
  it('sends an enforced Content-Security-Policy allowing no inline script but the boot script, on pages, API answers and files', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/item-list' }),
      t.app.inject({ method: 'GET', url: `/index.php/rest/categories/get/api_key/${API_KEY}` }),
      t.app.inject({ method: 'GET', url: '/api/nothing' }),
      t.app.inject({ method: 'GET', url: '/assets/index-one.js' }),
    ]);
    for (const res of answers) {
      expect(res.headers['content-security-policy-report-only']).toBeUndefined();
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'", BOOT_SOURCE]);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      // Map tiles come from the admin-editable tile URL: any https host.
      expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'https:', 'blob:', 'data:']));
      // The test site runs on http: upgrading would break it.
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allows the object store for photos and videos when uploads live there, and upgrades requests behind https', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      API_KEY,
      PUBLIC_URL: 'https://wheeldeal.example',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_PUBLIC_URL: 'http://cdn.wheeldeal.example:8080/media',
    });
    const csp = contentSecurityPolicy(config);
    expect(csp['img-src']).toContain('http://cdn.wheeldeal.example:8080');
    expect(csp['media-src']).toContain('http://cdn.wheeldeal.example:8080');
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp).toHaveProperty('upgrade-insecure-requests');
  });
});

describe('compression', () => {
  it('sends a precompressed asset as the client accepts it, and the plain file to a client that accepts none', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/rows-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers['content-type']).toContain('javascript');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);

    const gz = await t.app.inject({ method: 'GET', url: '/assets/rows-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(bigScript);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/rows-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('compresses JSON answers and HTML pages by Accept-Encoding', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br;q=1, gzip;q=0.5' } });
    expect(json.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(json.rawPayload).toString())).toHaveProperty('openapi');

    const html = await t.app.inject({ method: 'GET', url: '/item-list', headers: { 'accept-encoding': 'gzip' } });
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(html.rawPayload).toString()).toContain('id="wd-config"');

    const home = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(home.headers['content-encoding']).toBe('br');

    const identity = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toHaveProperty('openapi');
  });

  it('compresses every kind of text: SVG and CSS files, a REST answer in JSON, the HTML page', async () => {
    const svg = await t.app.inject({ method: 'GET', url: '/logo.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(svg.rawPayload).toString()).toBe(bigSvg);

    const css = await t.app.inject({ method: 'GET', url: '/assets/index-abc.css', headers: { 'accept-encoding': 'gzip' } });
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['cache-control']).toContain('immutable');
    expect(zlib.gunzipSync(css.rawPayload).toString()).toBe(bigCss);

    // The first answer every page asks for (app info: settings, languages, currencies) is well over 1 KiB.
    const rest = await t.app.inject({
      method: 'POST',
      url: `/index.php/rest/appinfo/get_delete_history/api_key/${API_KEY}`,
      headers: { 'accept-encoding': 'gzip, deflate, br', 'content-type': 'application/json' },
      payload: {},
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.headers['content-type']).toContain('application/json');
    expect(rest.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(rest.rawPayload).toString())).toHaveProperty('app_setting');
  });

  it('precompresses at build time every compressible kind (JS, CSS, SVG, JSON), not small files or images', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-precompress-'));
    try {
      const files = { 'a.js': bigScript, 'a.css': bigCss, 'a.svg': bigSvg, 'a.json': JSON.stringify({ rows: bigScript }), 'small.js': 'x()' };
      for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
      fs.writeFileSync(path.join(dir, 'a.jpg'), Buffer.alloc(4096, 1));
      const script = path.join(REPO_ROOT, 'apps/web/scripts/precompress.mjs');
      const run = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      for (const name of ['a.js', 'a.css', 'a.svg', 'a.json']) {
        const text = files[name as keyof typeof files];
        expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${name}.br`))).toString(), name).toBe(text);
        expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${name}.gz`))).toString(), name).toBe(text);
      }
      for (const name of ['small.js.br', 'small.js.gz', 'a.jpg.br', 'a.jpg.gz']) expect(fs.existsSync(path.join(dir, name)), name).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves already-compressed media as they are', async () => {
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 7)]);
    fs.writeFileSync(path.join(t.config.uploadsDir, 'photo.jpg'), photo);
    const res = await t.app.inject({ method: 'GET', url: '/uploads/photo.jpg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(photo)).toBe(true);
    // Other clients of the API show the photos on their own origins.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
