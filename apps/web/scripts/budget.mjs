/**
 * After `vite build`: the JavaScript a first visit loads before anything runs — the scripts dist/index.html names
 * (the boot script, the entry module) and the modules it preloads — gzipped, summed and checked against the budget
 * (docs/performance.md, "Web pages"). Above it the build fails: a heavy library imported by the app shell instead
 * of by the one screen that needs it shows up here first. Screens' own chunks load with their route and are not
 * counted.
 *
 * It also holds the main screens that need no form schema to the promise of not loading zod and the contract's
 * schemas (the chunks `src-*` and `contract-items-*`) with their route: evaluating them is the longest start-up task
 * on a phone (docs/performance.md). A static import that brings them back fails the build and names its path.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** Kilobytes (1000 bytes) of gzipped JavaScript; issue 15 asks for at most 170. */
export const INITIAL_JS_BUDGET_KB = 170;

const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

const urls = new Set();
for (const [, attrs] of html.matchAll(/<script\b([^>]*)>/gi)) {
  const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
  if (src) urls.add(src);
}
for (const [, attrs] of html.matchAll(/<link\b([^>]*)>/gi)) {
  if (!/\brel="modulepreload"/.test(attrs)) continue;
  const href = /\bhref="([^"]+)"/.exec(attrs)?.[1];
  if (href) urls.add(href);
}

let total = 0;
const rows = [];
for (const url of urls) {
  const file = path.join(dist, url.replace(/^\//, ''));
  const gz = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  total += gz;
  rows.push([url, gz]);
}
const kb = (n) => (n / 1000).toFixed(1);
const over = total > INITIAL_JS_BUDGET_KB * 1000;
console.log(`budget: initial JS ${kb(total)} kB gzipped in ${urls.size} files (budget ${INITIAL_JS_BUDGET_KB} kB)`);
if (over || process.env.BUDGET_VERBOSE) for (const [url, gz] of rows.sort((a, b) => b[1] - a[1])) console.log(`  ${kb(gz).padStart(6)} kB  ${url}`);
if (over) {
  console.error(`budget: over by ${kb(total - INITIAL_JS_BUDGET_KB * 1000)} kB — load the new code with its screen (a lazy route or import()), not in the app shell`);
  process.exit(1);
}

/** The eight main screens' route chunks (issue 15): their forms load their schemas on first use. */
const SCHEMA_FREE_SCREENS = ['login-screen', 'dashboard-screen', 'item-list-screen', 'item-detail-screen', 'category-list-screen', 'chat-list-screen', 'profile-screen', 'item-entry-screen'];
const SCHEMA_CHUNK = /^(src|contract-items)-[\w-]+\.js$/;
const assets = path.join(dist, 'assets');
const files = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
const staticImports = (file) => [...fs.readFileSync(path.join(assets, file), 'utf8').matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]);
let schemaLeaks = 0;
for (const screen of SCHEMA_FREE_SCREENS) {
  const start = files.find((f) => f.startsWith(`${screen}-`));
  if (!start) {
    console.error(`budget: no chunk for ${screen}`);
    schemaLeaks++;
    continue;
  }
  // Breadth first, remembering how each chunk was reached, to name the path of a leak.
  const via = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (SCHEMA_CHUNK.test(file)) {
      const chain = [];
      for (let f = file; f; f = via.get(f)) chain.unshift(f);
      console.error(`budget: ${screen} loads the schemas at start: ${chain.join(' → ')}`);
      schemaLeaks++;
      break;
    }
    for (const next of staticImports(file)) {
      if (via.has(next)) continue;
      via.set(next, file);
      queue.push(next);
    }
  }
}
if (schemaLeaks > 0) {
  console.error('budget: import the schema where it is used (lib/forms lazyZodResolver, import()), or a zod-free module of the contract');
  process.exit(1);
}
console.log(`budget: ${SCHEMA_FREE_SCREENS.length} main screens start without zod and the contract's schemas`);

