/**
 * The first view in the first HTML response (docs/decisions/017-first-view-in-html.md): static markup the server
 * puts into `<div id="root">` so the browser paints the page frame and, on an item page, its photo, title and price
 * with the HTML itself, before any script has arrived. The web app replaces it when it renders (createRoot().render
 * replaces the children of #root).
 *
 * Rules that keep it safe and steady:
 *  - the same element classes as the React components (app-layout, top-bar, main-nav, logo, gallery,
 *    item-detail-screen, price-tag): the built CSS holds only classes the web app's sources use, and the same classes
 *    give the same boxes, so the largest element painted here stays the page's largest (its LCP) when React draws the
 *    same photo at the same size;
 *  - a visitor's view only, from public data (a published listing); nothing of the signed-in user;
 *  - the visitor's language is only known to the browser (the boot script picks it before the first paint), so fixed
 *    words are few: the dashboard's hero, written in the default language and marked `data-fv-words`; the boot script
 *    marks <html> `wd-fv-other-lang` when the page is in another language, and the style sheet then hides them
 *    (their boxes stay), so no visitor sees words in a language that is not theirs;
 *  - every value escaped; no inline script or style (the Content-Security-Policy forbids both); direction and dark
 *    mode come from the `dir` and `dark` class the boot script sets on <html> before the first paint.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { DEFAULT_LANGUAGE, lookup, type Bundle } from '@wheeldeal/i18n';
import { escapeHtml } from '../lib/html.ts';
import type { Wire } from '../lib/wire.ts';

/** The gallery's `sizes` (apps/web features/items/components/gallery.tsx); the preload uses the same. */
export const ITEM_PHOTO_SIZES = '(min-width: 1024px) 760px, 100vw';

const thumbnail = (imgPath: string, folder: 'thumbnail' | 'thumbnail2x' | 'thumbnail3x') => `/uploads/${folder}/${imgPath.replace(/^\/+/, '')}`;

/** Whether an upload path can be written into a srcset (no scheme, no separators). */
export const drawablePhoto = (imgPath: string) => imgPath !== '' && !/^https?:\/\//.test(imgPath) && !/[\s,]/.test(imgPath);

/** The srcset over the 400/800/1200 w thumbnails (components/ui/responsive-image.tsx srcSetOf). */
export const photoSrcset = (imgPath: string) =>
  `${thumbnail(imgPath, 'thumbnail')} 400w, ${thumbnail(imgPath, 'thumbnail2x')} 800w, ${thumbnail(imgPath, 'thumbnail3x')} 1200w`;

/**
 * `<link rel=preload>` of the photo an item page paints largest, so the browser fetches it with the HTML instead of
 * after the scripts, the item's answer and the render (docs/performance.md, "Web pages").
 */
export function photoPreload(imgPath: string): string {
  if (!drawablePhoto(imgPath)) return '';
  return `<link rel="preload" as="image" href="${escapeHtml(thumbnail(imgPath, 'thumbnail'))}" imagesrcset="${escapeHtml(photoSrcset(imgPath))}" imagesizes="${ITEM_PHOTO_SIZES}" fetchpriority="high">\n`;
}

/** The logo mark (components/layout/logo.tsx LogoMark). */
const LOGO_MARK =
  '<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" class="shrink-0">' +
  '<rect width="32" height="32" rx="9" class="fill-primary"></rect>' +
  '<circle cx="16" cy="16" r="8.5" fill="none" stroke="currentColor" stroke-width="2.4" class="text-on-primary"></circle>' +
  '<path d="M16 7.5v6M16 18.5v6M7.5 16h6M18.5 16h6" stroke="currentColor" stroke-width="2" stroke-linecap="round" class="text-on-primary"></path>' +
  '<circle cx="16" cy="16" r="2.6" class="fill-accent"></circle></svg>';

export interface FrameOptions {
  /** The phone-width search row under the navigation (every screen but the dashboard has it). */
  searchRow: boolean;
}

/**
 * The page frame (components/layout/app-layout.tsx): the top bar's and the navigation's boxes at their heights, the
 * logo, and `content` in the main area, at least a screen high so the footer stays below the fold.
 */
export function frame(content: string, { searchRow }: FrameOptions): string {
  const search = searchRow
    ? '<div class="mx-auto max-w-7xl px-4 pb-3 sm:px-6 md:hidden"><div class="h-10 w-full rounded-xl border border-line bg-surface-2"></div></div>'
    : '';
  return (
    '<div class="flex min-h-dvh flex-col" data-first-view="">' +
    '<div class="border-b border-line bg-surface-2/60"><div class="mx-auto flex h-10 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"></div></div>' +
    '<header class="wd-nav sticky top-0 z-40"><nav class="border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">' +
    '<div class="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-6 lg:px-8">' +
    `<a href="/" class="flex items-center gap-2 rounded-lg font-extrabold tracking-tight text-fg">${LOGO_MARK}<span class="text-lg">Wheeldeal</span></a>` +
    `</div>${search}</nav></header>` +
    `<main class="min-h-dvh flex-1">${content}</main>` +
    '</div>'
  );
}

const nested = (w: Wire, key: string, sub: string) => {
  const v = w[key];
  return v && typeof v === 'object' && !Array.isArray(v) ? String((v as Wire)[sub] ?? '') : '';
};

/** "$12,500" / "$12,500.50" as components/ui/price-tag.tsx formats it (digits in English; the app re-renders them in
 * the visitor's language). Empty for a price of 0 ("free" is a word) or none. */
export function priceText(rawPrice: unknown, symbol: string): string {
  const n = Number(rawPrice);
  if (rawPrice === null || rawPrice === undefined || rawPrice === '' || !Number.isFinite(n) || n <= 0) return '';
  const whole = Number.isInteger(n);
  const amount = new Intl.NumberFormat('en', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }).format(n);
  return `${symbol}${amount}`;
}

/** The price an item page shows first: the discounted one when there is a discount (price-tag.tsx). */
export function itemPriceText(item: Wire): string {
  const symbol = nested(item, 'item_currency', 'currency_symbol') || nested(item, 'item_currency', 'currency_short_form');
  const rate = Number(item.discount_rate_by_percentage ?? 0);
  const discounted = rate > 0 && item.discount_price !== undefined && item.discount_price !== '' ? item.discount_price : undefined;
  return priceText(discounted ?? item.price, symbol);
}

/**
 * The item page's first view (features/items/screens/item-detail-screen.tsx at its first paint): the gallery's first
 * photo in its 3:2 box with the gallery's srcset, sizes, width and height, and the summary card's title and price.
 */
export function itemFirstView(item: Wire): string {
  const title = escapeHtml(String(item.title ?? ''));
  const photo = item.default_photo && typeof item.default_photo === 'object' ? String((item.default_photo as Wire).img_path ?? '') : '';
  const image = drawablePhoto(photo)
    ? `<img src="${escapeHtml(thumbnail(photo, 'thumbnail'))}" srcset="${escapeHtml(photoSrcset(photo))}" sizes="${ITEM_PHOTO_SIZES}" alt="${title}" width="1200" height="800" loading="eager" fetchpriority="high" decoding="async" draggable="false" class="h-full w-full object-cover">`
    : '';
  const price = itemPriceText(item);
  const priceTag = price
    ? `<div><p class="flex flex-wrap items-baseline gap-x-2 gap-y-0.5"><span class="font-extrabold tracking-tight text-fg tabular-nums text-3xl">${escapeHtml(price)}</span></p></div>`
    : '';
  return frame(
    '<div class="mx-auto w-full max-w-7xl pb-28 sm:px-6 sm:pt-5 lg:px-8 lg:pb-14">' +
      '<div class="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_23rem] lg:items-start lg:gap-x-8 lg:gap-y-8 xl:grid-cols-[minmax(0,1fr)_25rem]">' +
      '<div class="order-1 lg:col-start-1 lg:row-start-1"><div class="flex flex-col gap-3">' +
      `<div class="group relative aspect-[3/2] overflow-hidden bg-surface-2 sm:rounded-3xl">${image}</div>` +
      '</div></div>' +
      '<div class="contents lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:flex lg:flex-col lg:gap-5"><div class="order-2 flex flex-col gap-5 px-4 sm:px-0">' +
      '<section class="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card">' +
      `<div><h1 class="text-2xl leading-tight font-extrabold tracking-tight text-fg"><bdi>${title}</bdi></h1></div>` +
      priceTag +
      '</section></div></div>' +
      '</div></div>',
    { searchRow: true },
  );
}

/** The language of the first view's fixed words; the boot script (apps/web/src/boot/boot.js) compares with it. */
export const FIRST_VIEW_LANGUAGE = DEFAULT_LANGUAGE;

const require = createRequire(import.meta.url);
let commonBundle: Bundle | undefined;
const common = (key: string) => {
  commonBundle ??= JSON.parse(
    fs.readFileSync(path.join(path.dirname(require.resolve('@wheeldeal/i18n/package.json')), 'locales', FIRST_VIEW_LANGUAGE, 'common.json'), 'utf8'),
  ) as Bundle;
  return escapeHtml(lookup(commonBundle, key) ?? '');
};

/**
 * The dashboard's first view (features/dashboard/screens/dashboard-screen.tsx): the hero with its badge, heading and
 * text (the screen's largest text), the search form's card standing empty.
 */
export function dashboardFirstView(): string {
  return frame(
    '<div class="flex flex-col gap-10 pb-12 sm:gap-12">' +
      '<section class="relative overflow-hidden bg-gradient-to-br from-hero-from to-hero-to text-white">' +
      '<svg aria-hidden="true" viewBox="0 0 400 400" class="pointer-events-none absolute -end-24 -top-24 h-[28rem] w-[28rem] text-white/[0.07]">' +
      '<circle cx="200" cy="200" r="160" fill="none" stroke="currentColor" stroke-width="36"></circle><circle cx="200" cy="200" r="48" fill="currentColor"></circle>' +
      '<path d="M200 40v112M200 248v112M40 200h112M248 200h112" stroke="currentColor" stroke-width="22"></path></svg>' +
      '<div class="relative mx-auto flex max-w-7xl flex-col gap-5 px-4 pt-10 pb-10 sm:px-6 sm:pt-14 sm:pb-14 lg:px-8" data-fv-words="">' +
      `<p class="inline-flex w-fit items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold ring-1 ring-white/20">${common('dashboard.hero_badge')}</p>` +
      `<h1 class="max-w-3xl text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl">${common('dashboard.hero_title')}</h1>` +
      `<p class="max-w-2xl text-base text-white/85 sm:text-lg">${common('dashboard.hero_text')}</p>` +
      '</div></section></div>',
    { searchRow: false },
  );
}

/** Screens that get the bare frame (no data): the public screens a visitor lands on. */
const FRAME_ONLY: { path: RegExp; searchRow: boolean }[] = [
  { path: /^\/(item-list|category|login|register|blog|about|contact|faq|safety|privacy|terms-and-conditions)(\/.*)?$/, searchRow: true },
];

/** The first view of a path without page data (null: the path gets none and #root stays empty). */
export function frameFirstView(urlPath: string): string | null {
  if (urlPath === '/') return dashboardFirstView();
  const match = FRAME_ONLY.find((f) => f.path.test(urlPath));
  return match ? frame('', { searchRow: match.searchRow }) : null;
}

/** `html` with `view` as the children of its `<div id="root">` (taken literally, like insertBeforeHeadEnd). */
export const insertFirstView = (html: string, view: string) => html.replace('<div id="root"></div>', () => `<div id="root">${view}</div>`);

/**
 * The app's scripts at low fetch priority, for a page whose first view already holds its largest element (an item
 * page, the dashboard): the style sheet, the boot script and the photo then get the slow connection first, so the
 * first view paints sooner; the app's scripts follow. Applies to the entry module and its modulepreload links.
 */
export const scriptsAtLowPriority = (html: string) =>
  html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, (_m, tag: string) => `<${tag} fetchpriority="low"`);
