/**
 * Search-engine and link-preview support for the single-page app: per-item <title>, meta description,
 * OpenGraph and Twitter card tags and a schema.org Car JSON-LD script injected into index.html for
 * `/item/{itemName}?item_id=…`; `/sitemap.xml` (published items, static pages, categories; ≤ 50,000 URLs) and
 * `/robots.txt`. Everything interpolated is escaped (HTML attributes, JSON inside <script>, XML). Items and
 * categories are read through their modules' public functions; the routes are in seo.routes.ts.
 */
import type { Deps } from '../../deps.ts';
import { translator } from '../../lib/messages.ts';
import type { Wire } from '../../lib/wire.ts';
import { categoryLinks } from '../catalog/index.ts';
import { itemLinks, itemUrl, publishedItemWire, slugOf } from '../items/index.ts';
import { escapeHtml, escapeXml, insertBeforeHeadEnd, scriptJson } from '../../lib/html.ts';

export const SITE_NAME = 'Wheeldeal';
export const SITEMAP_MAX_URLS = 50_000;
/** Static screens worth indexing (spec §2.1). */
export const STATIC_PATHS = ['/', '/item-list', '/category', '/blog', '/about', '/contact', '/faq', '/safety', '/privacy', '/terms-and-conditions'] as const;

const clip = (s: string, n: number) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length <= n ? flat : `${flat.slice(0, n - 1).trimEnd()}…`;
};
const field = (w: Wire, key: string, sub = 'name') => {
  const nested = w[key];
  return nested && typeof nested === 'object' && !Array.isArray(nested) ? String((nested as Wire)[sub] ?? '') : '';
};

export interface PageMeta {
  title: string;
  /** The tags to put before </head> (title excluded). */
  headTags: string;
  /** The page's main photo (`img_path` under /uploads), the one the page paints largest: the server preloads it. */
  imagePath?: string;
  /** The published item the meta was made from, as a visitor sees it (the server's first view draws it). */
  item?: Wire;
}

/** The schema.org Car of an item wire object. */
export function carJsonLd(item: Wire, url: string, imageUrl: string): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: String(item.title),
    description: clip(String(item.description ?? ''), 500),
    url,
  };
  const make = field(item, 'sub_category');
  if (make) ld.brand = { '@type': 'Brand', name: make };
  const model = field(item, 'model');
  if (model) ld.model = model;
  if (item.vehicle_year) ld.vehicleModelDate = String(item.vehicle_year);
  if (item.driven_km) ld.mileageFromOdometer = { '@type': 'QuantitativeValue', value: Number(item.driven_km), unitCode: 'KMT' };
  const color = field(item, 'color');
  if (color) ld.color = color;
  const fuel = field(item, 'fuel_type');
  if (fuel) ld.fuelType = fuel;
  if (imageUrl) ld.image = [imageUrl];
  const currency = field(item, 'item_currency', 'currency_short_form');
  ld.offers = {
    '@type': 'Offer',
    price: String(item.discount_price || item.price),
    ...(currency ? { priceCurrency: currency } : {}),
    availability: item.is_sold_out === '1' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    url,
  };
  return ld;
}

/** Meta tags for a web path, or null when the path has no page-specific meta (the default title stays). */
export async function renderMetaForPath(deps: Deps, urlPath: string, query: Record<string, string | undefined>): Promise<PageMeta | null> {
  if (!/^\/item\/[^/]+\/?$/.test(urlPath)) return null;
  const id = query.item_id;
  if (!id || id.length > 100) return null;
  const item = await publishedItemWire(deps, id, translator('en'));
  if (!item) return null;
  const publicUrl = deps.config.publicUrl;
  const url = itemUrl(publicUrl, id, String(item.title));
  const photo = item.default_photo as Wire;
  const imageUrl = photo.img_path ? `${publicUrl}/uploads/${encodeURI(String(photo.img_path))}` : '';
  const currency = field(item, 'item_currency', 'currency_symbol') || field(item, 'item_currency', 'currency_short_form');
  const price = String(item.discount_price || item.price);
  const title = `${String(item.title)}${price ? ` – ${currency}${price}` : ''} | ${SITE_NAME}`;
  const facts = [
    field(item, 'sub_category'),
    field(item, 'model'),
    String(item.vehicle_year || ''),
    item.driven_km ? `${String(item.driven_km)} km` : '',
    field(item, 'item_location'),
  ]
    .filter(Boolean)
    .join(' · ');
  const description = clip([facts, String(item.description ?? '')].filter(Boolean).join('. '), 200);

  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(imageUrl ? [meta('property', 'og:image', imageUrl)] : []),
    meta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(imageUrl ? [meta('name', 'twitter:image', imageUrl)] : []),
    `<script type="application/ld+json">${scriptJson(carJsonLd(item, url, imageUrl))}</script>`,
  ];
  return { title, headTags: tags.join('\n'), item, ...(photo.img_path ? { imagePath: String(photo.img_path) } : {}) };
}

/** Puts page meta into the app's index.html: replaces the default <title> and description, adds the rest. */
export function injectMeta(html: string, meta: PageMeta | null): string {
  if (!meta) return html;
  const withoutDefaults = html.replace(/<title>[\s\S]*?<\/title>/i, () => '').replace(/<meta\s+name="description"[^>]*>/i, () => '');
  return insertBeforeHeadEnd(withoutDefaults, `<title>${escapeHtml(meta.title)}</title>\n${meta.headTags}\n`);
}

// ------------------------------------------------------------------------------------------ sitemap & robots

export async function sitemapXml(deps: Deps): Promise<string> {
  const base = deps.config.publicUrl;
  const urls: { loc: string; lastmod?: Date }[] = STATIC_PATHS.map((p) => ({ loc: `${base}${p === '/' ? '/' : p}` }));
  for (const c of await categoryLinks(deps, SITEMAP_MAX_URLS)) {
    urls.push({ loc: `${base}/category/${encodeURIComponent(c.id)}/${encodeURIComponent(slugOf(c.name))}`, lastmod: c.lastmod });
  }
  const room = Math.max(0, SITEMAP_MAX_URLS - urls.length);
  for (const i of await itemLinks(deps, room)) urls.push({ loc: itemUrl(base, i.id, i.title), lastmod: i.lastmod });

  const body = urls
    .slice(0, SITEMAP_MAX_URLS)
    .map((u) => `<url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${new Date(u.lastmod).toISOString()}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export const robotsTxt = (publicUrl: string) =>
  ['User-agent: *', 'Disallow: /admin', 'Disallow: /rest/', 'Disallow: /index.php/', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
