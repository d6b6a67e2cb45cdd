/**
 * After `vite build`: the JavaScript a first visit loads before anything runs — the scripts dist/index.html names
 * (the boot script, the entry module) and the modules it preloads — gzipped, summed and checked against the budget
 * (docs/performance.md, "Web pages"). Above it the build fails: a heavy library imported by the app shell instead
 * of by the one screen that needs it shows up here first. Screens' own chunks load with their route and are not
 * counted.
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
