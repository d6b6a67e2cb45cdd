/**
 * The first view in the first HTML response (docs/decisions/017-first-view-in-html.md): static markup the server
 * puts into `<div id="root">` so the browser paints the page frame and, on an item page, its photo, title and price
 * with the HTML itself, before any script has arrived. The web app renders beside it, hidden, and swaps it for the
 * screen in one step once the screen has its first data (apps/web/src/lib/first-view.ts; `data-first-view="screen"`),
 * or at its first render where the first view is the bare frame (`data-first-view=""`).
 *
 * Rules that keep it safe and steady:
 *  - the same element classes as the React components (app-layout, top-bar, main-nav, logo, gallery,
 *    item-detail-screen, price-tag, item-list-screen, listing-card, category-list-screen, conversation-row,
 *    profile-screen, item-entry-screen, auth-shell, field, button): the built CSS holds only classes the web app's
 *    sources use (the page carries the rules these need inline, app-shell.ts), and the same classes
 *    give the same boxes, so the largest element painted here stays the page's largest (its LCP) when React draws the
 *    same photo at the same size;
 *  - public data (a published listing, the categories) as a visitor sees it; the signed-in user's own data only on
 *    their own screens (chat list, profile) for their live session, and such a page is sent private, no-store
 *    (web.ts, decision 020);
 *  - the visitor's language is only known to the browser (the boot script picks it before the first paint), so fixed
 *    words are few (the dashboard's hero, the list's heading, the login form's words), written in the default language
 *    and marked `data-fv-words`; the boot script
 *    marks <html> `wd-fv-other-lang` when the page is in another language, and the style sheet then hides them
 *    (their boxes stay), so no visitor sees words in a language that is not theirs;
 *  - every value escaped; no inline script or style attribute; direction and dark mode come from the `dir` and
 *    `dark` class the boot script sets on <html> before the first paint; the style rules these classes need are
 *    inline in the page, the rest of the app's style sheet loads with the app (app-shell.ts, decision 020).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { BLUE_MARK, LIMITS, parseWireDate } from '@wheeldeal/contract';
import { DEFAULT_LANGUAGE, lookup, type Bundle } from '@wheeldeal/i18n';
import { escapeHtml } from '../lib/html.ts';
import type { Wire } from '../lib/wire.ts';
import { itemUrl } from '../modules/items/index.ts';

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
export function photoPreload(imgPath: string, sizes: string = ITEM_PHOTO_SIZES): string {
  if (!drawablePhoto(imgPath)) return '';
  return `<link rel="preload" as="image" href="${escapeHtml(thumbnail(imgPath, 'thumbnail'))}" imagesrcset="${escapeHtml(photoSrcset(imgPath))}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">\n`;
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
  /** The screen reports when it has its first data, and the app keeps this view until then (the web app's
   * lib/first-view.ts); otherwise the app swaps it at its first render. */
  keepUntilReady?: boolean;
}

/**
 * The page frame (components/layout/app-layout.tsx): the top bar's and the navigation's boxes at their heights, the
 * logo, and `content` in the main area, at least a screen high so the footer stays below the fold.
 */
export function frame(content: string, { searchRow, keepUntilReady = false }: FrameOptions): string {
  const search = searchRow
    ? '<div class="mx-auto max-w-7xl px-4 pb-3 sm:px-6 md:hidden"><div class="h-10 w-full rounded-xl border border-line bg-surface-2"></div></div>'
    : '';
  return (
    `<div class="flex min-h-dvh flex-col" data-first-view="${keepUntilReady ? 'screen' : ''}">` +
    '<div class="border-b border-line bg-surface-2/60"><div class="mx-auto flex h-10 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"></div></div>' +
    '<header class="wd-nav sticky top-0 z-40"><nav class="border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">' +
    '<div class="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-6 lg:px-8">' +
    `<a href="/" class="flex items-center gap-2 rounded-lg font-extrabold tracking-tight text-fg">${LOGO_MARK}<span class="text-lg">Wheeldeal</span></a>` +
    `</div>${search}</nav></header>` +
    `<main class="min-h-dvh flex-1">${content}</main>` +
    '</div>'
  );
}

/** The upload path of a wire image field (`default_photo`, `default_icon`), or ''. */
export const imagePath = (w: Wire, key: string) => {
  const v = w[key];
  return v && typeof v === 'object' && !Array.isArray(v) ? String((v as Wire).img_path ?? '') : '';
};

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
  const photo = imagePath(item, 'default_photo');
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
    { searchRow: true, keepUntilReady: true },
  );
}

/** The language of the first view's fixed words; the boot script (apps/web/src/boot/boot.js) compares with it. */
export const FIRST_VIEW_LANGUAGE = DEFAULT_LANGUAGE;

const require = createRequire(import.meta.url);
const bundles = new Map<string, Bundle>();
/** A web text in the first view's language, escaped (packages/i18n locales/<language>/<namespace>.json). */
type Namespace = 'common' | 'items' | 'auth' | 'alerts' | 'sell' | 'chat' | 'account';
const bundleOf = (namespace: Namespace) => {
  let bundle = bundles.get(namespace);
  if (!bundle) {
    const file = path.join(path.dirname(require.resolve('@wheeldeal/i18n/package.json')), 'locales', FIRST_VIEW_LANGUAGE, `${namespace}.json`);
    bundle = JSON.parse(fs.readFileSync(file, 'utf8')) as Bundle;
    bundles.set(namespace, bundle);
  }
  return bundle;
};
/** A web text in the first view's language, escaped (packages/i18n locales/<language>/<namespace>.json). */
const words = (namespace: Namespace, key: string) => escapeHtml(lookup(bundleOf(namespace), key) ?? '');
const common = (key: string) => words('common', key);

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
    { searchRow: false, keepUntilReady: true },
  );
}

/** An icon in the house style (components/icons.tsx makeIcon): 24×24, stroked in currentColor (or filled), decorative;
 * a directional one is mirrored in right-to-left pages; `extra` classes follow the component's own. */
const icon = (size: number, body: string, directional = false, { fill = false, extra = '' }: { fill?: boolean; extra?: string } = {}) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="${fill ? 'currentColor' : 'none'}" stroke="${fill ? 'none' : 'currentColor'}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false" class="shrink-0${directional ? ' rtl:-scale-x-100' : ''}${extra ? ` ${extra}` : ''}">${body}</svg>`;
const ARROW_RIGHT = '<path d="M5 12h14M13 6l6 6-6 6"></path>';
const VERIFIED =
  '<path d="M12 1.8 14.6 4l3.4-.3.9 3.3 3 1.7-1.4 3.2 1.4 3.2-3 1.7-.9 3.3-3.4-.3L12 22.2 9.4 20l-3.4.3-.9-3.3-3-1.7L3.5 12 2.1 8.8l3-1.7.9-3.3 3.4.3L12 1.8Zm-1.2 13.7 5.6-5.6-1.3-1.3-4.3 4.3-2.1-2.1-1.3 1.3 3.4 3.4Z"></path>';
const SHIELD = '<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z"></path>';

/** The badges beside a person's name (components/ui/user-badges.tsx): the blue mark and the verified dealer's
 * shield, each approved at 1; their titles (words) are left to the app. */
function userBadges(user: Wire | undefined, size: number): string {
  const blue = user !== undefined && str(user, 'is_verify_blue_mark') === String(BLUE_MARK.approved);
  const dealer = user !== undefined && str(user, 'is_verify_dealer') === String(BLUE_MARK.approved);
  if (!blue && !dealer) return '';
  return (
    '<span class="inline-flex shrink-0 items-center gap-0.5">' +
    (blue ? `<span class="text-primary">${icon(size, VERIFIED, false, { fill: true })}</span>` : '') +
    (dealer ? `<span class="text-fg">${icon(size, SHIELD)}</span>` : '') +
    '</span>'
  );
}
const MAP_PIN = '<path d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 1 1 16 0Z"></path><circle cx="12" cy="10" r="3"></circle>';
const CLOCK = '<circle cx="12" cy="12" r="9"></circle><path d="M12 7v5l3 2"></path>';
const SLIDERS = '<path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4"></path>';
const BOOKMARK = '<path d="M19 21 12 16.5 5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2Z"></path>';
const CHEVRON_DOWN = '<path d="m6 9 6 6 6-6"></path>';
const PHONE =
  '<path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z"></path>';

/** The `sizes` of a card in the item list's grid (features/items/components/item-card.tsx GRID_CARD_SIZES). */
export const GRID_CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) 45vw, 100vw';

/** How many cards of the default list the first view draws: the list's skeleton count (two rows of three on a wide
 * screen, more than a phone's first screen). */
export const FIRST_CARDS = LIMITS.firstViewCards;

const str = (w: Wire, key: string) => {
  const v = w[key];
  return v === null || v === undefined || typeof v === 'object' ? '' : String(v);
};


/** "2019 · 48,000 km · Diesel · Automatic" (features/items/lib/item-facts.ts factsOf; km in the default language). */
export function cardFacts(item: Wire): string[] {
  const out: string[] = [];
  const year = Number(item.vehicle_year ?? 0);
  if (Number.isInteger(year) && year > 0) out.push(String(year));
  const km = Number(item.driven_km ?? 0);
  if (Number.isFinite(km) && km > 0) out.push(lookup(bundleOf('items'), 'card.km', { value: new Intl.NumberFormat('en').format(km) }) ?? '');
  for (const key of ['fuel_type', 'transmission_type']) {
    const name = nested(item, key, 'name');
    if (name) out.push(name);
  }
  return out.filter(Boolean);
}

/** "Hollywood, Los Angeles" (township and city), else the address (item-facts.ts placeOf). */
export const cardPlace = (item: Wire) =>
  [nested(item, 'item_location_township', 'township_name'), nested(item, 'item_location', 'name')].filter(Boolean).join(', ') || str(item, 'address');

/** The price line of a card (components/ui/price-tag.tsx, size md): the discounted price with the original struck
 * through, "FREE" (words) for a price of 0. */
function cardPrice(item: Wire): string {
  const symbol = nested(item, 'item_currency', 'currency_symbol') || nested(item, 'item_currency', 'currency_short_form');
  if (Number(item.price) === 0 && str(item, 'price') !== '') {
    return `<p class="flex items-baseline" data-fv-words=""><span class="font-extrabold tracking-tight text-success text-lg">${common('item_card.free')}</span></p>`;
  }
  const rate = Number(item.discount_rate_by_percentage ?? 0);
  const discounted = rate > 0 && str(item, 'discount_price') !== '' ? priceText(item.discount_price, symbol) : '';
  const full = priceText(item.price, symbol);
  return (
    '<p class="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">' +
    `<span class="font-extrabold tracking-tight text-fg tabular-nums text-lg">${escapeHtml(discounted || full)}</span>` +
    (discounted && full ? `<del class="text-muted tabular-nums text-sm">${escapeHtml(full)}</del>` : '') +
    '</p>'
  );
}

/** The badges over a card's photo (item-card.tsx with CardBadge): Promoted while its promotion runs, the discount. */
function cardBadges(item: Wire): string {
  const promoted = str(item, 'is_paid') === '1' || str(item, 'ad_type') === 'paid_ad';
  const rate = Number(item.discount_rate_by_percentage ?? 0);
  if (!promoted && !(rate > 0)) return '';
  const badge = (tone: string, text: string) => `<span class="rounded-full px-2.5 py-1 text-xs font-bold shadow-sm ${tone}" data-fv-words="">${text}</span>`;
  return (
    '<div class="absolute start-2.5 top-2.5 flex flex-wrap gap-1.5">' +
    (promoted ? badge('bg-accent text-on-accent', words('items', 'card.promoted')) : '') +
    (rate > 0 ? badge('bg-danger text-white dark:text-bg', words('items', 'card.discount').replace('{{rate}}', String(rate))) : '') +
    '</div>'
  );
}

/**
 * One card of the list (components/ui/listing-card.tsx as item-card.tsx fills it): the photo in its 3:2 box with the
 * card's srcset, sizes, width and height (the first two eager and at high priority, as the list renders them), the
 * badges over it (Promoted, the discount), the price, the title as a link to the item page, the facts, the place and
 * the age. The ribbon and the favourite button are left to the app.
 */
export function listingCard(item: Wire, index: number): string {
  const id = str(item, 'id');
  const rawTitle = str(item, 'title');
  const title = escapeHtml(rawTitle);
  const photo = imagePath(item, 'default_photo');
  const priority = index < 2;
  const image = drawablePhoto(photo)
    ? `<img src="${escapeHtml(thumbnail(photo, 'thumbnail'))}" srcset="${escapeHtml(photoSrcset(photo))}" sizes="${GRID_CARD_SIZES}" alt="" width="600" height="400" loading="${priority ? 'eager' : 'lazy'}"${priority ? ' fetchpriority="high"' : ''} decoding="async" draggable="false" class="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]">`
    : `<div class="flex h-full w-full items-center justify-center bg-surface-2 text-muted/50"></div>`;
  const facts = cardFacts(item);
  const place = cardPlace(item);
  const age = str(item, 'added_date_str');
  return (
    '<article class="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition-shadow duration-200 hover:shadow-pop">' +
    `<div class="relative aspect-[3/2] overflow-hidden bg-surface-2">${image}${cardBadges(item)}</div>` +
    '<div class="flex flex-1 flex-col gap-1.5 p-4">' +
    cardPrice(item) +
    '<h3 class="line-clamp-2 min-h-[2.5rem] text-[15px] leading-5 font-semibold text-fg">' +
    `<a href="${escapeHtml(itemUrl('', id, rawTitle))}" class="after:absolute after:inset-0 after:z-[1] after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"><bdi>${title}</bdi></a></h3>` +
    (facts.length > 0
      ? `<p class="truncate text-sm text-muted" data-fv-words="">${facts.map((f, i) => `<span>${i > 0 ? ' · ' : ''}<bdi>${escapeHtml(f)}</bdi></span>`).join('')}</p>`
      : '') +
    '<div class="mt-auto flex items-center justify-between gap-2 pt-2 text-xs text-muted">' +
    `<span class="flex min-w-0 items-center gap-1">${place ? `${icon(14, MAP_PIN)}<bdi class="truncate">${escapeHtml(place)}</bdi>` : ''}</span>` +
    (age ? `<span class="flex shrink-0 items-center gap-1" data-fv-words="">${icon(14, CLOCK)}${escapeHtml(age)}</span>` : '') +
    '</div></div></article>'
  );
}

/**
 * The item list's first view (features/items/screens/item-list-screen.tsx with the default list, before its
 * counts): the heading, the count line's box, the filter button and the sort field as boxes, the category pills'
 * row, and the first cards of the list in its grid. On wide screens the filter sidebar's card stands empty.
 */
export function itemListFirstView(items: readonly Wire[]): string {
  // A phone's screen reaches no further than the first two cards: the others wait for the app there (display: none,
  // so their lazy photos are not fetched while the first two load). From two columns on, all of them.
  const cards = items
    .slice(0, FIRST_CARDS)
    .map((item, i) => `<li${i < 2 ? '' : ' class="hidden sm:block"'}>${listingCard(item, i)}</li>`)
    .join('');
  return frame(
    '<div class="mx-auto w-full max-w-7xl px-4 pt-5 pb-12 sm:px-6 lg:px-8">' +
      '<header class="mb-4 flex flex-col gap-1"><div class="flex flex-wrap items-center gap-x-4 gap-y-2">' +
      `<h1 class="me-auto text-2xl font-extrabold tracking-tight text-fg sm:text-3xl" data-fv-words="">${words('items', 'list.title_all')}</h1>` +
      // "Save search" as a visitor sees it (components/alerts/save-search.tsx): it sets the row's height.
      `<div class="inline-flex items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap border border-line-strong bg-surface text-fg h-9 px-3 text-sm" data-fv-words="">${icon(18, BOOKMARK)}${words('alerts', 'save.button')}</div>` +
      '</div><p class="text-sm text-muted">&nbsp;</p></header>' +
      '<div class="lg:grid lg:grid-cols-[18.5rem_minmax(0,1fr)] lg:gap-8">' +
      '<div class="hidden lg:block"><div class="sticky top-20 flex max-h-[calc(100dvh-6rem)] flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card">' +
      `<div class="flex items-center justify-between border-b border-line px-5 py-3.5"><p class="flex items-center gap-2 text-base font-bold text-fg" data-fv-words="">${icon(18, SLIDERS)}${words('items', 'filters.title')}</p></div>` +
      '<div class="overflow-y-auto overscroll-contain px-5 py-5"></div></div></div>' +
      '<section class="min-w-0 scroll-mt-4">' +
      '<div class="sticky top-0 z-30 -mx-4 mb-3 flex items-end gap-3 bg-bg/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:bg-transparent lg:px-0 lg:py-0 lg:backdrop-blur-none">' +
      `<div class="inline-flex items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap border border-line-strong bg-surface text-fg h-11 px-4 text-sm shrink-0 lg:hidden" data-fv-words="">${icon(18, SLIDERS)}${words('items', 'filters.open')}</div>` +
      // The sort field (components/ui/select-field.tsx: its label is for screen readers only, the column's gap stays).
      '<div class="flex flex-col gap-1.5 ms-auto w-full max-w-60 gap-0"><div></div><div class="relative">' +
      `<div class="flex h-11 w-full items-center rounded-xl border border-line-strong bg-surface ps-3.5 pe-10 text-sm text-fg shadow-xs" data-fv-words="">${words('items', 'sort.latest')}</div>` +
      `<span class="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-muted">${icon(18, CHEVRON_DOWN)}</span></div></div>` +
      '</div>' +
      // The category pills' row (shown when the matches span two categories or more, as the default list does).
      `<div class="mb-3"><div class="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1"><div class="inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium border-primary bg-primary text-on-primary shrink-0" data-fv-words="">${words('items', 'filters.any_category')}</div></div></div>` +
      '<div class="mb-4"></div>' +
      `<ul class="grid grid-cols-1 gap-4 transition-opacity sm:grid-cols-2 sm:gap-5 xl:grid-cols-3">${cards}</ul>` +
      '</section></div></div>',
    { searchRow: true, keepUntilReady: true },
  );
}

/** The `sizes` of a category tile's photo (features/items/screens/category-list-screen.tsx CategoryTile). */
export const CATEGORY_TILE_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 45vw, 100vw';

/**
 * One tile of the category list (category-list-screen.tsx CategoryTile): the photo in its 16:10 box under the
 * gradient, the icon, the name as a link to the category's makes and "Makes". The first tile's photo is eager and at
 * high priority (a phone's first screen shows one tile), the others lazy.
 */
function categoryTile(category: Wire, index: number): string {
  const id = str(category, 'cat_id') || str(category, 'id');
  const name = str(category, 'cat_name');
  const photo = imagePath(category, 'default_photo');
  const iconPath = imagePath(category, 'default_icon');
  const priority = index === 0;
  const image = drawablePhoto(photo)
    ? `<img src="${escapeHtml(thumbnail(photo, 'thumbnail'))}" srcset="${escapeHtml(photoSrcset(photo))}" sizes="${CATEGORY_TILE_SIZES}" alt="" loading="${priority ? 'eager' : 'lazy'}"${priority ? ' fetchpriority="high"' : ''} decoding="async" draggable="false" class="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.04]">`
    : '<div class="flex h-full w-full items-center justify-center bg-surface-2 text-muted/50"></div>';
  const iconImage = drawablePhoto(iconPath)
    ? `<img src="${escapeHtml(thumbnail(iconPath, 'thumbnail'))}" alt="" loading="lazy" class="absolute start-3 bottom-3 h-12 w-12 rounded-xl object-cover shadow-md ring-2 ring-white/80">`
    : '';
  return (
    '<article class="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition-shadow hover:shadow-pop">' +
    `<div class="relative aspect-[16/10] overflow-hidden bg-surface-2">${image}<div aria-hidden="true" class="absolute inset-0 bg-gradient-to-t from-black/55 via-black/5 to-transparent"></div>${iconImage}</div>` +
    '<div class="flex items-center justify-between gap-3 p-4">' +
    `<h2 class="text-base font-bold text-fg" data-fv-words=""><a href="/category/${escapeHtml(encodeURIComponent(id))}/${escapeHtml(encodeURIComponent(name))}" class="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring">${escapeHtml(name)}</a></h2>` +
    `<span class="flex items-center gap-1 text-sm font-semibold text-primary" data-fv-words="">${words('items', 'categories.makes')}${icon(16, ARROW_RIGHT, true)}</span>` +
    '</div></article>'
  );
}

/**
 * The category list's first view (features/items/screens/category-list-screen.tsx with its categories): the
 * heading, the subtitle, the link to all listings and every tile. Names in the default language, hidden in others
 * until the app draws them in the visitor's.
 */
export function categoryListFirstView(categories: readonly Wire[]): string {
  const it = (key: string) => words('items', key);
  return frame(
    '<div class="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">' +
      '<header class="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">' +
      `<div data-fv-words=""><h1 class="text-3xl font-extrabold tracking-tight text-fg">${it('categories.title')}</h1><p class="mt-1 text-muted">${it('categories.subtitle')}</p></div>` +
      `<a href="/item-list" class="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline" data-fv-words="">${it('categories.all_listings')}${icon(16, ARROW_RIGHT, true)}</a>` +
      '</header>' +
      `<ul class="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">${categories.map((c, i) => `<li>${categoryTile(c, i)}</li>`).join('')}</ul>` +
      '</div>',
    { searchRow: true, keepUntilReady: true },
  );
}

/** A labelled text field of the login form as an empty box (components/ui/field.tsx TextField). */
const fieldBox = (label: string) =>
  '<div class="flex flex-col gap-1.5">' +
  `<p class="text-sm font-medium text-fg" data-fv-words="">${label}<span class="text-danger ms-0.5" aria-hidden="true">*</span></p>` +
  '<div class="relative"><div class="block w-full rounded-xl border bg-surface px-3.5 text-fg shadow-xs border-line-strong h-11"></div></div></div>';

/**
 * The login screen's first view (features/auth/screens/login-screen.tsx in components' auth-shell): the form card
 * with its heading and subtitle (the screen's largest text on a phone), the fields as empty boxes, the button and the
 * phone sign-in's outline; on wide screens the brand panel with its headline. Words in the default language.
 */
export function loginFirstView(): string {
  const a = (key: string) => words('auth', key);
  return frame(
    '<div class="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-14 lg:px-8">' +
      '<div class="grid overflow-hidden rounded-3xl border border-line bg-surface shadow-card lg:grid-cols-[1fr_1.1fr]">' +
      '<div class="relative hidden flex-col justify-between gap-10 bg-gradient-to-br from-hero-from to-hero-to p-10 text-white lg:flex">' +
      `<div class="flex items-center gap-2 text-lg font-bold">${LOGO_MARK}Wheeldeal</div>` +
      `<div data-fv-words=""><p class="text-3xl font-bold leading-tight">${a('shell.headline')}</p>` +
      `<ul class="mt-6 flex flex-col gap-3 text-white/90">${['shell.point_1', 'shell.point_2', 'shell.point_3']
        .map((k) => `<li class="flex items-start gap-3"><span class="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-white/15"></span>${a(k)}</li>`)
        .join('')}</ul></div>` +
      `<p class="text-sm text-white/70" data-fv-words="">${common('footer.demo_notice')}</p>` +
      '</div>' +
      '<div class="flex flex-col justify-center px-5 py-8 sm:px-10 sm:py-12"><div class="mx-auto w-full max-w-md" data-fv-words="">' +
      `<h1 class="text-2xl font-bold tracking-tight text-fg sm:text-3xl">${a('login.title')}</h1>` +
      `<p class="mt-2 text-sm text-muted">${a('login.subtitle')}</p>` +
      '<div class="mt-8"><div class="flex flex-col gap-5">' +
      fieldBox(a('fields.email')) +
      `<div class="flex flex-col gap-1.5">${fieldBox(a('fields.password'))}<p class="self-end text-sm font-medium text-primary">${a('login.forgot_link')}</p></div>` +
      `<div class="inline-flex items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap bg-primary text-on-primary h-12 px-6 text-base">${a('login.submit')}</div>` +
      `<div class="flex items-center gap-3 text-xs uppercase tracking-wide text-muted"><span class="h-px flex-1 bg-line"></span>${a('login.or')}<span class="h-px flex-1 bg-line"></span></div>` +
      `<div class="inline-flex items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap border border-line-strong bg-surface text-fg h-12 px-6 text-base">${icon(18, PHONE)}${a('login.with_phone')}</div>` +
      '</div></div></div></div></div></div>',
    { searchRow: true, keepUntilReady: true },
  );
}

/**
 * The item entry screen's first view for a signed-in user (features/sell/screens/item-entry-screen.tsx while it loads):
 * the heading and its subtitle (the screen's largest text), the loading boxes of the form below. Words only, in the
 * default language; `edit`: the screen edits a listing (`?item_id=`).
 */
export function itemEntryFirstView(edit: boolean): string {
  const w = (key: string) => words('sell', key);
  return frame(
    '<div class="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">' +
      '<div class="mb-6 flex flex-wrap items-end justify-between gap-3"><div data-fv-words="">' +
      `<h1 class="text-2xl font-bold tracking-tight text-fg sm:text-3xl">${w(edit ? 'entry.title_edit' : 'entry.title_new')}</h1>` +
      `<p class="mt-1 text-sm text-muted">${w(edit ? 'entry.subtitle_edit' : 'entry.subtitle_new')}</p>` +
      '</div></div>' +
      '<div class="flex flex-col gap-4"><div aria-hidden="true" class="wd-skeleton rounded-xl h-10 w-full"></div><div aria-hidden="true" class="wd-skeleton rounded-xl h-96 w-full rounded-2xl"></div></div>' +
      '</div>',
    { searchRow: true, keepUntilReady: true },
  );
}

/** components/ui/button.tsx buttonClasses: the base every button-styled link shares, and its variants and sizes. */
const BUTTON_BASE =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 select-none';
const BUTTON_OUTLINE = 'border border-line-strong bg-surface text-fg hover:bg-surface-2';
const BUTTON_GHOST = 'text-fg hover:bg-surface-2';
const buttonClasses = (variant: string, size: 'sm' | 'md') => `${BUTTON_BASE} ${variant} ${size === 'sm' ? 'h-9 px-3 text-sm' : 'h-11 px-4 text-sm'}`;
const OUTLINE_SM = buttonClasses(BUTTON_OUTLINE, 'sm');

/** The deal state pill's tones (features/chat/components/deal-chip.tsx). */
const DEAL_TONES: Record<string, string> = {
  chatting: 'bg-surface-2 text-muted',
  offered: 'bg-accent-soft text-fg',
  countered: 'bg-accent-soft text-fg',
  rejected: 'bg-danger-soft text-danger',
  accepted: 'bg-primary-soft text-primary',
  bought: 'bg-primary-soft text-primary',
  sold: 'bg-success-soft text-success',
};

/** Up to two initials of a name (components/ui/avatar.tsx initialsOf). */
const initialsOf = (name: string) => {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = [...(parts[0] ?? '')][0] ?? '';
  const last = parts.length > 1 ? ([...parts[parts.length - 1]!][0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
};

/** The last message as a row previews it (conversation-row.tsx useLastMessagePreview): words for the kinds that
 * have no text of their own, marked. */
function lastMessagePreview(h: Wire): { text: string; words: boolean } {
  const type = str(h, 'last_message_type');
  const kinds: Record<string, string> = { '1': 'preview.image', '2': 'preview.offer', '4': 'preview.sold', '5': 'preview.bought' };
  if (type === '' && str(h, 'last_message') === '') return { text: words('chat', 'list.no_messages'), words: true };
  return kinds[type] ? { text: words('chat', kinds[type]), words: true } : { text: escapeHtml(str(h, 'last_message')), words: false };
}

/**
 * One conversation row (features/chat/components/conversation-row.tsx): the item's thumbnail with the other party's
 * avatar, their name, the item's title, the last message, the deal's pill and the unread count. The time is left to
 * the app (it is written in the reader's time zone, which only the browser knows); badges too.
 */
function conversationRow(h: Wire, userId: string): string {
  const asSeller = str(h, 'seller_user_id') === userId;
  const other = (asSeller ? h.buyer : h.seller) as Wire | undefined;
  const otherName = (other && str(other, 'user_name')) || '';
  const unread = Number(str(h, asSeller ? 'seller_unread_count' : 'buyer_unread_count')) || 0;
  const photo = imagePath(h, 'default_photo') || (h.item && typeof h.item === 'object' ? imagePath(h.item as Wire, 'default_photo') : '');
  const title = h.item && typeof h.item === 'object' ? str(h.item as Wire, 'title') : '';
  const avatarPath = other ? str(other, 'user_profile_photo') : '';
  const avatar = drawablePhoto(avatarPath)
    ? `<img src="${escapeHtml(thumbnail(avatarPath, 'thumbnail'))}" alt="" width="24" height="24" loading="lazy" class="shrink-0 rounded-full object-cover ring-1 ring-line absolute -bottom-1 -end-1 ring-2 ring-surface h-6 w-6">`
    : `<span aria-hidden="true" class="inline-flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary absolute -bottom-1 -end-1 ring-2 ring-surface h-6 w-6 text-xs">${escapeHtml(initialsOf(otherName || 'W'))}</span>`;
  const thumb = drawablePhoto(photo)
    ? `<img src="${escapeHtml(thumbnail(photo, 'thumbnail'))}" alt="" width="56" height="56" loading="lazy" class="h-14 w-14 rounded-xl object-cover ring-1 ring-line">`
    : '<span aria-hidden="true" class="block h-14 w-14 rounded-xl bg-surface-3"></span>';
  const preview = lastMessagePreview(h);
  const state = str(h, 'deal_state') || 'chatting';
  return (
    '<li><a href="/chat?chat_id=' +
    escapeHtml(encodeURIComponent(str(h, 'id'))) +
    '" class="flex items-center gap-3 rounded-2xl px-3 py-3 transition-colors hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring">' +
    `<span class="relative shrink-0">${thumb}${avatar}</span>` +
    '<span class="min-w-0 flex-1">' +
    `<span class="flex items-center gap-2"><bdi class="truncate font-semibold text-fg"${otherName ? '' : ' data-fv-words=""'}>${otherName ? escapeHtml(otherName) : words('chat', 'party.someone')}</bdi>${userBadges(other, 14)}<span class="ms-auto shrink-0 text-xs text-muted"></span></span>` +
    `<bdi class="block truncate text-sm text-muted"${title ? '' : ' data-fv-words=""'}>${title ? escapeHtml(title) : words('chat', 'item.unavailable')}</bdi>` +
    '<span class="mt-0.5 flex items-center gap-2">' +
    `<bdi class="${unread > 0 ? 'truncate text-sm font-semibold text-fg' : 'truncate text-sm text-muted'}"${preview.words ? ' data-fv-words=""' : ''}>${preview.text}</bdi>` +
    '<span class="ms-auto flex shrink-0 items-center gap-2">' +
    `<span class="inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold ${DEAL_TONES[state] ?? DEAL_TONES.chatting}" data-fv-words="">${words('chat', `deal_state.${state}`)}</span>` +
    (unread > 0
      ? `<span class="flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[11px] font-bold text-white dark:text-bg"><span aria-hidden="true">${unread > 99 ? '99+' : unread}</span></span>`
      : '') +
    '</span></span></span></a></li>'
  );
}

/**
 * The chat list's first view for its signed-in owner (features/chat/screens/chat-list-screen.tsx with its first
 * page): the heading and the links to offers and deals, the two tabs (the side shown marked, with unread counts),
 * and the conversations of that side. The user's own data, so only for their session (web.ts), and the page is not
 * stored by any cache.
 */
export function chatListFirstView(headers: readonly Wire[], userId: string, side: 'buying' | 'selling', unread: { buyer: number; seller: number }): string {
  const c = (key: string) => words('chat', key);
  const tab = (value: 'buying' | 'selling', label: string, n: number) =>
    `<a href="/chat-list?tab=${value}"${value === side ? ' aria-current="page"' : ''} class="flex-1 rounded-xl px-4 py-2 text-center text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring ${value === side ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg'}" data-fv-words="">${label}${n ? ` (${n})` : ''}</a>`;
  return frame(
    '<section class="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8 sm:px-6">' +
      '<header class="flex flex-wrap items-center gap-3">' +
      `<h1 class="text-2xl font-bold tracking-tight text-fg" data-fv-words="">${c('list.title')}</h1>` +
      `<span class="ms-auto flex gap-2"><a href="/offer-list" class="${OUTLINE_SM}" data-fv-words="">${c('offers.title')}</a><a href="/deal" class="${OUTLINE_SM}" data-fv-words="">${c('deals.title')}</a></span>` +
      '</header>' +
      `<nav class="flex gap-1 rounded-2xl border border-line bg-surface-2 p-1">${tab('buying', c('list.as_buyer'), unread.buyer)}${tab('selling', c('list.as_seller'), unread.seller)}</nav>` +
      `<div class="flex flex-col gap-3"><ul class="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface p-1 shadow-card">${headers.map((h) => conversationRow(h, userId)).join('')}</ul></div>` +
      '</section>',
    { searchRow: true, keepUntilReady: true },
  );
}

const CALENDAR = '<rect x="3" y="4" width="18" height="18" rx="2"></rect><path d="M16 2v4M8 2v4M3 10h18"></path>';
const EDIT = '<path d="M12 20h9"></path><path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z"></path>';
const WRENCH =
  '<path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9l-3.8 3.8Z"></path>';
const STAR = '<path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9L12 2.8Z"></path>';
const MAIL = '<rect x="3" y="5" width="18" height="14" rx="2"></rect><path d="m3 7 9 6 9-6"></path>';
const CHAT = '<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12Z"></path>';

/** Five stars filled to `value` (features/profile/components/rating-stars.tsx); sizes as the component sets them. */
function ratingStars(value: number, size: number): string {
  const clamped = Math.max(0, Math.min(LIMITS.ratingMax, value));
  let out = '';
  for (let i = 0; i < LIMITS.ratingMax; i++) {
    const fill = Math.max(0, Math.min(1, clamped - i));
    out +=
      `<span class="relative inline-block" style="width: ${size}px; height: ${size}px;">` +
      icon(size, STAR, false, { fill: true, extra: 'absolute inset-0 text-surface-3' }) +
      `<span class="absolute inset-y-0 start-0 overflow-hidden" style="width: ${fill * 100}%;">${icon(size, STAR, false, { fill: true, extra: 'text-accent' })}</span></span>`;
  }
  return `<span class="inline-flex items-center">${out}</span>`;
}

/**
 * The signed-in user's own profile, first view (features/profile/screens/profile-screen.tsx ProfileView): the
 * profile card (banner, avatar, name and badges, member since, rating, the edit and settings links, the three
 * counts) and the about and contact cards (the about text is the screen's largest element). What follows them
 * (contact statistics, listing counts, shortcuts) is left to the app. The user's own data: only for their session.
 */
export function profileFirstView(user: Wire): string {
  const a = (key: string, vars?: Record<string, string | number>) => escapeHtml(lookup(bundleOf('auth'), key, vars) ?? '');
  const name = str(user, 'user_name');
  const photo = str(user, 'user_profile_photo');
  const avatar = drawablePhoto(photo)
    ? `<img src="${escapeHtml(thumbnail(photo, 'thumbnail'))}" alt="" width="104" height="104" class="shrink-0 rounded-full object-cover ring-1 ring-line" style="width: 104px; height: 104px; font-size: 40px;">`
    : `<span aria-hidden="true" class="inline-flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary" style="width: 104px; height: 104px; font-size: 40px;">${escapeHtml(initialsOf(name))}</span>`;
  const approved = String(BLUE_MARK.approved);
  const dealer = str(user, 'is_verify_dealer') === approved ? userBadges({ is_verify_dealer: approved }, 18) : '';
  const blueMark =
    str(user, 'is_verify_blue_mark') === approved
      ? `<span class="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">${icon(16, VERIFIED, false, { fill: true })}<span data-fv-words="">${a('profile.verified')}</span></span>`
      : '';
  const added = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(str(user, 'added_date')) ? parseWireDate(str(user, 'added_date')) : null;
  const since = added ? new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(added) : '-';
  const rating = Number(str(user, 'overall_rating')) || 0;
  const ratingCount = Number(str(user, 'rating_count')) || 0;
  const count = (key: string) => new Intl.NumberFormat('en').format(Number(str(user, key)) || 0);
  const stat = (key: string, label: string, href: string) =>
    `<a href="${href}" class="flex flex-col items-center rounded-xl px-3 py-2 hover:bg-surface-2"><span class="text-xl font-bold text-fg">${count(key)}</span><span class="text-xs text-muted" data-fv-words="">${a(label)}</span></a>`;
  const flag = (key: string) => str(user, key) === '1' || str(user, key) === 'true';
  const contacts: string[] = [];
  const contactRow = (body: string, label: string, value: string, href?: string) =>
    '<div class="relative min-h-15 py-3 ps-12"><dt class="text-xs text-muted">' +
    `<span aria-hidden="true" class="absolute start-0 top-3 flex h-9 w-9 items-center justify-center rounded-xl bg-surface-2 text-muted">${icon(18, body, body === CHAT)}</span><span data-fv-words="">${a(label)}</span></dt>` +
    `<dd class="truncate text-sm font-medium text-fg">${href ? `<a href="${escapeHtml(href)}" class="hover:text-primary" dir="ltr">${escapeHtml(value)}</a>` : escapeHtml(value)}</dd></div>`;
  const email = str(user, 'user_email');
  const phone = str(user, 'user_phone');
  if (flag('is_show_email') && email) contacts.push(contactRow(MAIL, 'fields.email', email, `mailto:${email}`));
  if (flag('is_show_phone') && phone) contacts.push(contactRow(PHONE, 'fields.phone', phone, `tel:${phone}`));
  if (str(user, 'whatsapp')) contacts.push(contactRow(CHAT, 'fields.whatsapp', str(user, 'whatsapp')));
  if (str(user, 'messenger')) contacts.push(contactRow(CHAT, 'fields.messenger', str(user, 'messenger')));
  const location = [str(user, 'user_address'), str(user, 'city')].filter(Boolean).join(', ');
  if (location) contacts.push(contactRow(MAP_PIN, 'fields.location', location));
  const about = str(user, 'user_about_me');
  return frame(
    '<div class="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8"><div class="flex flex-col gap-6">' +
      '<div class="rounded-2xl border border-line bg-surface shadow-card overflow-hidden">' +
      '<div class="h-28 bg-gradient-to-br from-hero-from to-hero-to sm:h-36" aria-hidden="true"></div>' +
      '<div class="flex flex-col gap-5 px-5 pb-6 sm:flex-row sm:items-end sm:justify-between sm:px-8">' +
      '<div class="flex flex-col gap-4 sm:flex-row sm:items-end">' +
      `<div class="-mt-12 w-fit shrink-0 rounded-full bg-surface p-1 shadow-card sm:-mt-14">${avatar}</div>` +
      '<div class="pb-1 sm:pt-4">' +
      `<h1 class="flex flex-wrap items-center gap-2 text-2xl font-bold text-fg">${escapeHtml(name)}${dealer}${blueMark}</h1>` +
      `<p class="mt-1 flex items-center gap-1.5 text-sm text-muted" data-fv-words="">${icon(16, CALENDAR)}${a('profile.member_since', { date: since })}</p>` +
      `<a href="/review-list?user_id=${escapeHtml(encodeURIComponent(str(user, 'user_id') || str(user, 'id')))}" class="mt-2 flex w-fit items-center gap-2 rounded-lg text-sm text-muted hover:text-primary">` +
      `${ratingStars(rating, 18)}<span class="font-semibold text-fg">${rating.toFixed(1)}</span>` +
      `<span class="underline-offset-2 hover:underline" data-fv-words="">${ratingCount > 0 ? a('profile.rating_count', { count: ratingCount }) : a('profile.no_reviews')}</span></a>` +
      '</div></div>' +
      '<div class="flex gap-2 self-start sm:self-end">' +
      `<a href="/edit-profile" class="${buttonClasses(BUTTON_OUTLINE, 'md')}" data-fv-words="">${icon(18, EDIT)}${a('profile.edit')}</a>` +
      `<a href="/settings" class="${buttonClasses(BUTTON_GHOST, 'md')}" data-fv-words="">${icon(18, WRENCH)}${words('account', 'link')}</a>` +
      '</div></div>' +
      '<div class="grid grid-cols-3 border-t border-line px-2 py-3 sm:px-6">' +
      stat('follower_count', 'profile.followers', '/followers') +
      stat('following_count', 'profile.following', '/following') +
      stat('active_item_count', 'profile.active_items', '/active-items') +
      '</div></div>' +
      '<div class="grid gap-6 md:grid-cols-[1.4fr_1fr]">' +
      `<div class="rounded-2xl border border-line bg-surface shadow-card p-6"><h2 class="text-lg font-semibold text-fg" data-fv-words="">${a('profile.about')}</h2>` +
      `<p class="mt-3 whitespace-pre-line text-start text-sm leading-relaxed text-muted" dir="auto"${about ? '' : ' data-fv-words=""'}>${about ? escapeHtml(about) : a('profile.about_empty')}</p></div>` +
      `<div class="rounded-2xl border border-line bg-surface shadow-card p-6"><h2 class="text-lg font-semibold text-fg" data-fv-words="">${a('profile.contact')}</h2>` +
      (contacts.length > 0 ? `<dl class="mt-1 divide-y divide-line">${contacts.join('')}</dl>` : `<p class="mt-3 text-sm text-muted" data-fv-words="">${a('profile.contact_empty')}</p>`) +
      '</div></div>' +
      '</div></div>',
    { searchRow: true, keepUntilReady: true },
  );
}

/** Screens that get the bare frame (no data): the public screens a visitor lands on, and a signed-in user's main
 * screens (their data is the user's own, which the first view never holds; a visitor is sent on to log in). */
const FRAME_ONLY: { path: RegExp; searchRow: boolean }[] = [
  { path: /^\/(item-list|category|login|register|blog|about|contact|faq|safety|privacy|terms-and-conditions)(\/.*)?$/, searchRow: true },
  { path: /^\/(profile|chat-list|offer-list|deal|item-entry)\/?$/, searchRow: true },
];

/** The first views, by the name a page keeps the style rules of its own view under (app-shell.ts). */
export const FIRST_VIEW_KINDS = ['item', 'itemList', 'categoryList', 'dashboard', 'login', 'itemEntry', 'profile', 'chatList', 'frame'] as const;
export type FirstViewKind = (typeof FIRST_VIEW_KINDS)[number];

/** A first view as drawn, and which it is. */
export interface DrawnFirstView {
  kind: FirstViewKind;
  html: string;
}

/** The first view of a path without page data (null: the path gets none and #root stays empty): the dashboard's
 * hero, the login form, or the bare frame. */
export function frameFirstView(urlPath: string): DrawnFirstView | null {
  if (urlPath === '/') return { kind: 'dashboard', html: dashboardFirstView() };
  if (urlPath === '/login') return { kind: 'login', html: loginFirstView() };
  const match = FRAME_ONLY.find((f) => f.path.test(urlPath));
  return match ? { kind: 'frame', html: frame('', { searchRow: match.searchRow }) } : null;
}

/** `html` with `view` as the children of its `<div id="root">` (taken literally, like insertBeforeHeadEnd). */
export const rootWith = (html: string, view: string) => html.replace('<div id="root"></div>', () => `<div id="root">${view}</div>`);
