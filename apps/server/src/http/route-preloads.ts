/**
 * The files of the route a page opens, for the boot script to preload a task at a time (docs/performance.md, "The
 * route's files preloaded a task at a time"). The web build writes each route's path pattern and files to
 * `route-chunks.json` (apps/web/vite.config.ts `routeChunks`); a page with a first view names the files of its route
 * in a JSON data block that apps/web/src/boot/boot.js reads. Without the file (no build, an older one) nothing is
 * named and the app loads its route as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { scriptJson } from '../lib/html.ts';

/** Where a page names its route's files (apps/web/src/boot/boot.js reads it). */
export const ROUTE_FILES_ELEMENT_ID = 'wd-app-route';

const ROUTE_CHUNKS_FILE = 'route-chunks.json';
const ASSET = /^\/assets\/[\w-]+\.js$/;

interface Route {
  match: RegExp;
  files: string[];
}

let kept: { file: string; mtimeMs: number; routes: Route[] } | undefined;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A React Router path pattern as a regular expression of the whole path: `:name` one segment, `:name?` an optional
 * one, a final `*` anything below; a trailing slash is allowed.
 */
export function patternToRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').filter(Boolean);
  let source = '';
  for (const segment of segments) {
    if (segment === '*') source += '(?:/.*)?';
    else if (segment.startsWith(':')) source += segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    else source += `/${escape(segment)}`;
  }
  return new RegExp(`^${source}/?$`);
}

/** The routes of the build in `distDir`, read again when its file changes; none when it is missing or unreadable. */
function routesOf(distDir: string): Route[] {
  const file = path.join(distDir, ROUTE_CHUNKS_FILE);
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  if (kept?.file === file && kept.mtimeMs === mtimeMs) return kept.routes;
  let routes: Route[];
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { routes?: { path?: unknown; files?: unknown }[] };
    routes = (parsed.routes ?? []).flatMap((r) =>
      typeof r.path === 'string' && Array.isArray(r.files)
        ? [{ match: patternToRegExp(r.path), files: r.files.filter((f): f is string => typeof f === 'string' && ASSET.test(f)) }]
        : [],
    );
  } catch {
    routes = [];
  }
  kept = { file, mtimeMs, routes };
  return routes;
}

/** The files of the route of `pathname` in the build in `distDir` (the first route whose pattern matches), or none. */
export function routeFiles(distDir: string, pathname: string): string[] {
  return routesOf(distDir).find((r) => r.match.test(pathname))?.files ?? [];
}

/** The data block naming the files of the route of `pathname`, or '' when there are none. */
export function routeFilesBlock(distDir: string, pathname: string): string {
  const files = routeFiles(distDir, pathname);
  return files.length > 0 ? `<script type="application/json" id="${ROUTE_FILES_ELEMENT_ID}">${scriptJson(files)}</script>` : '';
}
