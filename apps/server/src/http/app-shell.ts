/**
 * The HTML shell of every page, made from the built index.html (decision 020, docs/decisions/020-app-after-first-view.md).
 *
 * Two forms, both with the before-first-paint script (apps/web/src/boot/boot.js) written inline, where it costs no
 * request and blocks nothing; the Content-Security-Policy allows it by its hash (`bootSource`), and no other inline
 * script runs:
 *  - `page`: the app's style sheet, entry module and its preloads in the head, as the build wrote them — for pages
 *    the server has no first view for, which show nothing until the app runs;
 *  - `deferred(kind)`: for pages with a first view (http/first-view.ts). The style rules that view can use are inline
 *    (`criticalCss`; only its own, so that the page fits the first round trip of a new connection), and the app's style sheet, entry module and preloads are not in the HTML: a JSON data block
 *    (`#wd-app`) names them and the boot script adds them once the first view has painted its largest element (its
 *    high-priority photos decoded, then two frames). Until then the connection and the main thread belong to the first
 *    view, whose links work without the app; the app then renders beside it and takes its place (apps/web
 *    lib/first-view.ts) once its style sheet has loaded too (main.tsx).
 *
 * Made again when a build replaces index.html (its asset names change with every build).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { insertBeforeHeadEnd, scriptJson } from '../lib/html.ts';
import {
  categoryListFirstView,
  chatListFirstView,
  dashboardFirstView,
  frame,
  itemEntryFirstView,
  itemFirstView,
  itemListFirstView,
  loginFirstView,
  profileFirstView,
  type FirstViewKind,
} from './first-view.ts';

export interface AppShell {
  page: string;
  /** The page for a first view of `kind`, with the style rules that view can use inline (made once per kind). */
  deferred: (kind: FirstViewKind) => string;
  /** The CSP source that allows the inline boot script: `'sha256-…'`. */
  bootSource: string;
}

/** Where the deferred page lists the app's files for the boot script (apps/web/src/boot/boot.js reads it). */
export const APP_FILES_ELEMENT_ID = 'wd-app';

const BOOT_TAG = /<script src="(\/assets\/boot-[\w-]+\.js)"><\/script>/;
const ENTRY_TAG = /<script type="module"(?: crossorigin)? src="(\/assets\/[\w-]+\.js)"><\/script>\s*/;
const PRELOAD_TAG = /<link rel="modulepreload"(?: crossorigin)? href="(\/assets\/[\w-]+\.js)">\s*/g;
const STYLE_TAG = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w-]+\.css)">\s*/;

let kept: { file: string; mtimeMs: number; shell: AppShell; checkedAt: number } | undefined;

/** How long the policy's boot hash trusts the last look at index.html (pages always look). */
const POLICY_RECHECK_MS = 1000;

/** The shell of the build in `distDir` (null when it has no index.html), read again when index.html changes. */
export function appShell(distDir: string): AppShell | null {
  const file = path.join(distDir, 'index.html');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (kept?.file !== file || kept.mtimeMs !== mtimeMs) kept = { file, mtimeMs, shell: makeShell(distDir, fs.readFileSync(file, 'utf8')), checkedAt: 0 };
  kept.checkedAt = Date.now();
  return kept.shell;
}

/**
 * The CSP source of the inline boot script of the build in `distDir`, or `'self'` (a no-op) without one. Never
 * throws: it is read for every answer's policy, and a broken build must not break the API. A rebuild that changes
 * the boot script reaches the policy within a second (pages themselves always look).
 */
export function bootScriptSource(distDir: string): string {
  try {
    // Every answer carries the policy: the file is looked at once a second at most, not once an answer.
    const recent = kept?.file === path.join(distDir, 'index.html') && Date.now() - kept.checkedAt < POLICY_RECHECK_MS;
    return recent ? kept!.shell.bootSource : (appShell(distDir)?.bootSource ?? "'self'");
  } catch {
    return "'self'";
  }
}

const readAsset = (distDir: string, href: string) => fs.readFileSync(path.join(distDir, href.replace(/^\/+/, '')), 'utf8');

/**
 * The shell of a build's index.html. An index.html without the boot script (not a build of apps/web: a test's, a
 * hand-made page) is served as it is, and nothing is deferred: only the boot script would load the app.
 */
export function makeShell(distDir: string, html: string): AppShell {
  const boot = BOOT_TAG.exec(html);
  if (!boot) return { page: html, deferred: () => html, bootSource: "'self'" };
  const bootCode = readAsset(distDir, boot[1]!);
  if (/<\/script/i.test(bootCode)) throw new Error('the boot script cannot be written inline');
  const bootSource = `'sha256-${crypto.createHash('sha256').update(bootCode).digest('base64')}'`;
  const page = html.replace(BOOT_TAG, () => `<script>${bootCode}</script>`);

  const entry = ENTRY_TAG.exec(page);
  if (!entry) return { page, deferred: () => page, bootSource };
  const style = STYLE_TAG.exec(page);
  const preload = [...page.matchAll(PRELOAD_TAG)].map((m) => m[1]!);
  const files = scriptJson({ css: style?.[1] ?? null, js: entry[1]!, preload });
  const sheet = style ? readAsset(distDir, style[1]!) : '';
  const bare = page.replace(ENTRY_TAG, '').replace(PRELOAD_TAG, '').replace(STYLE_TAG, '');
  const pages = new Map<FirstViewKind, string>();
  const deferred = (kind: FirstViewKind) => {
    let made = pages.get(kind);
    if (made === undefined) {
      const critical = sheet ? criticalCss(sheet, firstViewClasses(kind)) : '';
      made = insertBeforeHeadEnd(
        bare,
        `${critical ? `<style>${critical.replace(/<\/style/gi, '<\\/style')}</style>\n` : ''}<script type="application/json" id="${APP_FILES_ELEMENT_ID}">${files}</script>\n`,
      );
      pages.set(kind, made);
    }
    return made;
  };
  return { page, deferred, bootSource };
}

/** A listing as the first views draw it, with every optional part (a photo, a discount, facts, a place, an age). */
const SAMPLE_ITEM = {
  id: 'itm_sample',
  title: 'Sample',
  price: '12500',
  discount_price: '11000',
  discount_rate_by_percentage: '12',
  vehicle_year: '2019',
  driven_km: '48000',
  fuel_type: { name: 'Diesel' },
  transmission_type: { name: 'Automatic' },
  item_location: { name: 'City' },
  added_date_str: '1 day ago',
  item_currency: { currency_symbol: '$' },
  default_photo: { img_path: 'item/sample.jpg' },
};

/** A category as the category list's first view draws it, with a photo and an icon. */
const SAMPLE_CATEGORY = { id: 'cat_sample', cat_name: 'Sample', default_photo: { img_path: 'category/sample.jpg' }, default_icon: { img_path: 'category/icon.png' } };

/** A profile with every part the profile's first view can draw (photo, both badges, reviews, every contact). */
const SAMPLE_PROFILE = {
  user_id: 'usr_me',
  user_name: 'Sam Sample',
  user_profile_photo: 'user/sam.jpg',
  is_verify_dealer: '1',
  is_verify_blue_mark: '1',
  added_date: '2026-01-02 03:04:05',
  overall_rating: '4.5',
  rating_count: '3',
  follower_count: '1200',
  following_count: '3',
  active_item_count: '7',
  user_about_me: 'About',
  is_show_email: '1',
  user_email: 'sam@example.com',
  is_show_phone: '1',
  user_phone: '+100',
  whatsapp: '+100',
  messenger: 'sam',
  user_address: 'Street',
  city: 'City',
};

/** Conversations as the chat list's first view draws them: with photos or without, unread or read, every deal state
 * and kind of last message, on both sides. */
const SAMPLE_CONVERSATIONS = ['chatting', 'offered', 'countered', 'rejected', 'accepted', 'bought', 'sold'].flatMap((state, i) => [
  {
    id: `chat_${i}`,
    buyer_user_id: 'usr_me',
    seller_user_id: 'usr_other',
    buyer_unread_count: String(i),
    seller_unread_count: '0',
    deal_state: state,
    last_message: 'Hello',
    last_message_type: String(i % 6),
    default_photo: { img_path: 'item/sample.jpg' },
    item: { title: 'Sample' },
    seller: { user_name: 'Sam Seller', user_profile_photo: i % 2 ? 'user/sam.jpg' : '', is_verify_blue_mark: '1', is_verify_dealer: '1' },
  },
  { id: `chat_b${i}`, buyer_user_id: 'usr_other', seller_user_id: 'usr_me', seller_unread_count: '120', deal_state: state, last_message: '', last_message_type: '' },
]);

/**
 * Every class a first view of `kind` can write (drawn with sample data in all its forms, and the bare frame's), or
 * every first view's without a kind, and the classes the boot script puts on <html>.
 */
export function firstViewClasses(kind?: FirstViewKind): Set<string> {
  const classes = new Set(['dark', 'wd-fv-other-lang']);
  const draws = kind ? [FIRST_VIEW_SAMPLES.frameFirstView, FIRST_VIEW_SAMPLES[`${kind}FirstView`]] : Object.values(FIRST_VIEW_SAMPLES);
  for (const draw of draws) for (const c of classesIn(draw())) classes.add(c);
  return classes;
}

/** The classes the `class` attributes of some markup name (entities as first-view.ts escapes them read back). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\bclass="([^"]*)"/g)) for (const c of m[1]!.split(/\s+/)) if (c) classes.add(c.replace(/&amp;/g, '&'));
  return classes;
}

/** Each first view of first-view.ts, drawn with sample data in all its forms (a test holds this to its exports). */
export const FIRST_VIEW_SAMPLES: Record<`${FirstViewKind}FirstView`, () => string> = {
  itemFirstView: () => itemFirstView(SAMPLE_ITEM),
  itemListFirstView: () => itemListFirstView([SAMPLE_ITEM, { ...SAMPLE_ITEM, price: '0', default_photo: undefined, is_paid: '1' }, SAMPLE_ITEM]),
  categoryListFirstView: () => categoryListFirstView([SAMPLE_CATEGORY, { ...SAMPLE_CATEGORY, default_photo: undefined, default_icon: undefined }]),
  dashboardFirstView,
  loginFirstView,
  itemEntryFirstView: () => itemEntryFirstView(false) + itemEntryFirstView(true),
  profileFirstView: () => profileFirstView(SAMPLE_PROFILE) + profileFirstView({ user_name: 'No Photo', added_date: '', user_about_me: '' }),
  chatListFirstView: () =>
    chatListFirstView(SAMPLE_CONVERSATIONS, 'usr_me', 'buying', { buyer: 2, seller: 0 }) + chatListFirstView(SAMPLE_CONVERSATIONS, 'usr_me', 'selling', { buyer: 0, seller: 1 }),
  frameFirstView: () => frame('', { searchRow: true }) + frame('', { searchRow: false }),
};

/**
 * The rules of a (minified, unnested) style sheet that can apply to markup using only `classes`: each selector of a
 * rule is kept when every class it names (outside `:not(…)`) is in the set; at-rules keep what remains inside them
 * (an empty one is dropped); @keyframes, @property, @font-face and layer statements are kept whole. Order is kept, so
 * when the whole sheet arrives later, its rules override these with the same declarations.
 */
export function criticalCss(css: string, classes: ReadonlySet<string>): string {
  let i = 0;
  const out: string[] = [];

  /** The index just past the block that opens at css[start] === '{'. */
  const blockEnd = (start: number) => {
    let depth = 0;
    for (let j = start; j < css.length; j++) {
      const ch = css[j];
      if (ch === '\\') j++;
      else if (ch === '"' || ch === "'") j = stringEnd(j);
      else if (ch === '{') depth++;
      else if (ch === '}' && --depth === 0) return j + 1;
    }
    return css.length;
  };
  const stringEnd = (start: number) => {
    const quote = css[start];
    for (let j = start + 1; j < css.length; j++) {
      if (css[j] === '\\') j++;
      else if (css[j] === quote) return j;
    }
    return css.length;
  };
  /** The index of the next '{' or ';' at the top level of a prelude. */
  const preludeEnd = (start: number) => {
    let parens = 0;
    for (let j = start; j < css.length; j++) {
      const ch = css[j];
      if (ch === '\\') j++;
      else if (ch === '"' || ch === "'") j = stringEnd(j);
      else if (ch === '(' || ch === '[') parens++;
      else if (ch === ')' || ch === ']') parens--;
      else if (parens === 0 && (ch === '{' || ch === ';' || ch === '}')) return j;
    }
    return css.length;
  };

  /** The kept rules between i and the end of the enclosing block (or of the sheet). */
  const rules = (): string => {
    const kept: string[] = [];
    while (i < css.length) {
      while (i < css.length && /\s/.test(css[i]!)) i++;
      if (css.startsWith('/*', i)) {
        const end = css.indexOf('*/', i + 2);
        i = end < 0 ? css.length : end + 2;
        continue;
      }
      if (i >= css.length) break;
      if (css[i] === '}') {
        i++;
        break;
      }
      const end = preludeEnd(i);
      const prelude = css.slice(i, end).trim();
      if (css[end] !== '{') {
        // A statement (@layer a,b; @import …;); anything else before a '}' is dropped, and the '}' ends the block.
        if (css[end] === ';' && prelude.startsWith('@')) kept.push(`${prelude};`);
        i = css[end] === ';' ? end + 1 : end;
        continue;
      }
      if (prelude.startsWith('@')) {
        const name = /^@([\w-]+)/.exec(prelude)?.[1] ?? '';
        if (['keyframes', '-webkit-keyframes', 'property', 'font-face', 'counter-style', 'page'].includes(name)) {
          const close = blockEnd(end);
          kept.push(css.slice(i, close));
          i = close;
          continue;
        }
        i = end + 1;
        const inner = rules();
        if (inner !== '') kept.push(`${prelude}{${inner}}`);
        continue;
      }
      const close = blockEnd(end);
      const selectors = splitTopLevel(prelude).filter((s) => classesOf(s).every((c) => classes.has(c)));
      if (selectors.length > 0) kept.push(`${selectors.join(',')}${css.slice(end, close)}`);
      i = close;
    }
    return kept.join('');
  };

  while (i < css.length) out.push(rules());
  return out.join('');
}

/** A selector list's selectors (commas inside parentheses or brackets belong to their selector). */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let j = 0; j < list.length; j++) {
    const ch = list[j];
    if (ch === '\\') j++;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(list.slice(start, j).trim());
      start = j + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter(Boolean);
}

/** The class names a selector requires (unescaped), leaving out those inside `:not(…)`. */
function classesOf(selector: string): string[] {
  let s = selector;
  // :not(…) may hold parentheses of its own; take them out innermost first.
  for (let prev = ''; prev !== s; ) {
    prev = s;
    s = s.replace(/:not\((?:[^()\\]|\\.)*\)/g, '');
  }
  const out: string[] = [];
  for (const m of s.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g)) {
    out.push(m[1]!.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_all, hex: string | undefined, ch: string | undefined) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : ch!)));
  }
  return out;
}
