/**
 * After `vite build`: writes name.br and name.gz next to every compressible file of dist/ (JS, CSS, SVG, JSON, …)
 * at the highest levels, once per build instead of on every request. The server sends them by Accept-Encoding
 * (@fastify/static preCompressed, apps/server/src/http/web.ts). index.html is skipped: the server fills it in
 * per request and compresses the result itself. Images, fonts in woff2 and videos are compressed already.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.map', '.wasm']);
/** Smaller files gain too little to be worth a second file (the server's on-the-fly threshold is the same). */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let written = 0;
let before = 0;
let after = 0;
for (const file of files(dist)) {
  if (!COMPRESSIBLE.has(path.extname(file))) continue;
  const source = fs.readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A variant only when it is smaller; otherwise the server falls back to the plain file.
  for (const [ext, data] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    if (data.length >= source.length) continue;
    fs.writeFileSync(file + ext, data);
    written++;
  }
  before += source.length;
  after += br.length;
}
console.log(`precompress: ${written} files written; ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB with brotli`);
