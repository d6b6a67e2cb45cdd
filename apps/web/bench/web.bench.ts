/**
 * Web page benchmark (issue 15 part 1; `npm run bench:web`; not part of the tests, and it never fails: it reports).
 *
 * Starts the product itself, like scripts/e2e-server.ts: a fresh database with demo data (on the server of
 * BENCH_DATABASE_URL / TEST_DATABASE_URL, else an embedded PostgreSQL under .data-test/bench) and the built web
 * app (built first when apps/web/dist is missing; BENCH_BUILD=1 always builds). The server serves a copy of the
 * build that also holds one static comparison page per screen: plain HTML showing that screen's largest element
 * (the same image file at the same size and place, or the same text), so "how fast could this page be" is measured
 * on the same server, in the same run.
 *
 * Each screen and its static page are measured by Lighthouse (the npm package, mobile profile with its default
 * simulated throttling) in Debian's Chromium (headless, a fresh profile per run), BENCH_RUNS (3) times each; the
 * table prints medians: performance score, LCP, CLS, total blocking time, LCP ÷ the static page's LCP, and the
 * accessibility score. Screens behind login get the demo seller's session (cookie wd_session and the wd.user the
 * app keeps in localStorage) before Lighthouse loads them.
 *
 * Env: BENCH_PORT (3431), BENCH_RUNS (3), BENCH_SCREENS (comma-separated names, default all), CHROMIUM_PATH
 * (/usr/bin/chromium), BENCH_JSON=<file> writes every run's numbers, BENCH_REPORT_DIR=<dir> keeps each screen's first
 * Lighthouse result (JSON) and its trace (`<screen>.trace.json`) for a closer look, BENCH_AUDITS=1 prints where
 * each screen's main thread went (its first run: work by kind, the scripts of bootup-time, the long tasks). The table
 * also has the medians of Lighthouse's main-thread audits (mainthread-work-breakdown and bootup-time totals, long
 * tasks) and of its benchmarkIndex: steadier than total blocking time on a shared machine.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
const dataDir = path.join(REPO_ROOT, '.data-test', 'bench');
const port = Number(process.env.BENCH_PORT ?? 3431);
const origin = `http://127.0.0.1:${port}`;
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const API_KEY = 'teampsisthebest';
const SELLER = { email: 'seller@wheeldeal.local', password: 'Wheeldeal-demo-1' };
/** Lighthouse's mobile screen (its default): the static pages are laid out for it too. */
const SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 };

interface Screen {
  name: string;
  path: string;
  login?: boolean;
}

interface Sample {
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  a11y: number;
  /** Lighthouse's `mainthread-work-breakdown` total (ms, as observed × its CPU slowdown). */
  main: number;
  /** Lighthouse's `bootup-time` total: script evaluation + parse/compile (ms). */
  js: number;
  /** Lighthouse's `long-tasks`: the count and the longest (ms). */
  longTasks: number;
  longest: number;
  /** Lighthouse's `benchmarkIndex` of this run (how fast the machine was at that moment). */
  bench: number;
}

interface Session {
  cookie: string;
  user: { user_id: string; user_name: string; role_id: string; expires_at: number };
}

/** What a screen's largest contentful paint is, as found in the browser. */
type Largest =
  | { kind: 'image'; src: string; top: number; left: number; width: number; height: number }
  | { kind: 'text'; text: string; top: number; left: number; width: number; fontSize: string; fontWeight: string; lineHeight: string }
  | { kind: 'none' };

const log = (...args: unknown[]) => console.error('[bench:web]', ...args);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

// ---------------------------------------------------------------------------------------------------------------
// The product

function ensureBuild(): void {
  if (process.env.BENCH_BUILD !== '1' && fs.existsSync(path.join(WEB_DIST, 'index.html'))) return;
  log('building the web app');
  const r = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build failed');
}

async function database(): Promise<{ url: string; stop: () => Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `wd_bench_web_${port}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    return { url: u.toString(), stop: async () => {} };
  }
  const { startEmbeddedPostgres } = await import('../../server/src/db/embedded.ts');
  const embedded = await startEmbeddedPostgres(path.join(dataDir, 'postgres'), 'wheeldeal');
  return { url: embedded.url, stop: () => embedded.stop() };
}

async function startServer(databaseUrl: string, distDir: string): Promise<ChildProcess> {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    WEB_DIST_DIR: distDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
    SEED_DEMO_DATA: 'true',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start within 240 s');
}

const rest = (resource: string, action: string) => `${origin}/index.php/rest/${resource}/${action}/api_key/${API_KEY}`;

async function login(): Promise<Session> {
  const res = await fetch(rest('users', 'login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_email: SELLER.email, user_password: SELLER.password }),
  });
  const cookie = /wd_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  const body = (await res.json()) as { user_id?: string; user_name?: string; role_id?: string };
  if (!res.ok || !cookie || !body.user_id) throw new Error(`demo login failed: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { cookie, user: { user_id: body.user_id, user_name: body.user_name ?? '', role_id: body.role_id ?? '', expires_at: Date.now() + 86_400_000 } };
}

/** The item page of the newest demo listing with a photo. */
async function itemPagePath(): Promise<string> {
  const res = await fetch(`${rest('items', 'search')}/limit/30/offset/0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_by: 'added_date', order_type: 'desc' }),
  });
  const items = (await res.json()) as Array<{ id: string; title: string; default_photo?: { img_path?: string } }>;
  const item = items.find((i) => i.default_photo?.img_path) ?? items[0];
  if (!item) throw new Error('the demo data has no listing');
  const slug = item.title.toLowerCase().trim().replace(/[\s/\\?#%]+/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '') || 'item';
  return `/item/${encodeURIComponent(slug)}?item_id=${encodeURIComponent(item.id)}&item_name=${encodeURIComponent(item.title)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The browser

async function withChrome<T>(session: Session | null, fn: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    if (session) {
      // Sign in on a file of the site that loads none of the app, so nothing of the page is cached beforehand.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${origin}/favicon.svg`);
      await browser.setCookie({ name: 'wd_session', value: session.cookie, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Lax' });
      await page.evaluate((user) => localStorage.setItem('wd.user', user), JSON.stringify(session.user));
      await page.close();
      await browser.disconnect();
    }
    return await fn(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** Loads the screen on Lighthouse's mobile screen and reads its largest contentful paint element. */
async function findLargest(url: string, session: Session | null): Promise<Largest> {
  return withChrome(session, async (debugPort) => {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${debugPort}`, defaultViewport: { ...SCREEN, isMobile: true, hasTouch: true } });
    try {
      const page = await browser.newPage();
      // Each candidate is described when it is reported, while its element is in the page: the server's first view
      // (decision 017) paints the largest element, which the app's render then replaces (entry.element becomes null).
      await page.evaluateOnNewDocument(() => {
        const w = window as unknown as { __wdLargest?: Largest };
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>;
          const el = entries.at(-1)?.element;
          if (!el) return;
          const r = el.getBoundingClientRect();
          if (el instanceof HTMLImageElement) {
            w.__wdLargest = { kind: 'image', src: el.currentSrc || el.src, top: r.top + scrollY, left: r.left, width: r.width, height: r.height };
            return;
          }
          const cs = getComputedStyle(el);
          w.__wdLargest = {
            kind: 'text',
            text: (el.textContent ?? '').trim().slice(0, 400),
            top: r.top + scrollY,
            left: r.left,
            width: r.width,
            fontSize: cs.fontSize,
            fontWeight: cs.fontWeight,
            lineHeight: cs.lineHeight,
          };
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
      return await page.evaluate(() => (window as unknown as { __wdLargest?: Largest }).__wdLargest ?? { kind: 'none' as const });
    } finally {
      await browser.disconnect();
    }
  });
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A page with nothing but the screen's largest element, where the screen draws it. */
function staticPage(name: string, largest: Largest): string {
  // Where the screen drew it, but inside the first screenful (an element below the fold is no LCP candidate).
  const place = (l: { top: number; left: number }) => `position:absolute;top:${Math.round(Math.min(l.top, SCREEN.height / 2))}px;left:${Math.round(l.left)}px`;
  let body = `<p>${esc(name)}</p>`;
  if (largest.kind === 'image') {
    const src = largest.src.startsWith(origin) ? largest.src.slice(origin.length) : largest.src;
    body = `<img src="${esc(src)}" alt="" width="${Math.round(largest.width)}" height="${Math.round(largest.height)}" style="${place(largest)};object-fit:cover">`;
  } else if (largest.kind === 'text') {
    body = `<p style="${place(largest)};margin:0;width:${Math.round(largest.width)}px;font:${largest.fontWeight} ${largest.fontSize}/${largest.lineHeight} system-ui,sans-serif">${esc(largest.text)}</p>`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(name)} (static)</title></head><body style="margin:0">${body}</body></html>\n`;
}

/** Lighthouse now and then loses the trace of a page load (NO_NAVSTART) on a busy machine: such a run is repeated. */
async function measure(url: string, session: Session | null, reportFile?: string, onResult?: (lhr: Lhr) => void): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url, session, reportFile, onResult);
    } catch (err) {
      if (attempt >= 3 || !(err instanceof Error) || !err.message.includes('NO_NAVSTART')) throw err;
      log(`${url}: no trace (NO_NAVSTART), measuring again`);
    }
  }
}

async function measureOnce(url: string, session: Session | null, reportFile?: string, onResult?: (lhr: Lhr) => void): Promise<Sample> {
  return withChrome(session, async (debugPort) => {
    // A fresh profile per run: nothing cached; the storage reset would drop the session set up above.
    const result = await lighthouse(url, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (reportFile) {
      fs.writeFileSync(reportFile, JSON.stringify(lhr));
      // The trace Lighthouse recorded (unthrottled: its simulation scales the main thread's tasks by 4), for a look at
      // what each long task held (DevTools' Performance panel opens it).
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      if (trace) fs.writeFileSync(reportFile.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
    }
    onResult?.(lhr);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      ...mainThread(lhr),
    };
  });
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
interface TableItem {
  group?: string;
  groupLabel?: string;
  duration?: number;
  url?: string;
  total?: number;
  scripting?: number;
  scriptParseCompile?: number;
  startTime?: number;
}
const auditItems = (lhr: Lhr, id: string): TableItem[] => ((lhr.audits[id]?.details as { items?: TableItem[] } | undefined)?.items ?? []);

/** The main-thread audits' totals: steadier than total blocking time on a shared machine. */
function mainThread(lhr: Lhr): Pick<Sample, 'main' | 'js' | 'longTasks' | 'longest' | 'bench'> {
  const tasks = auditItems(lhr, 'long-tasks');
  return {
    main: lhr.audits['mainthread-work-breakdown']?.numericValue ?? NaN,
    js: lhr.audits['bootup-time']?.numericValue ?? NaN,
    longTasks: tasks.length,
    longest: Math.max(0, ...tasks.map((t) => t.duration ?? 0)),
    bench: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

/** BENCH_AUDITS=1: where a screen's main thread went (its first run), printed after its row. */
function printAudits(name: string, lhr: Lhr): void {
  const ms = (n: number | undefined) => `${Math.round(n ?? 0)}`;
  const groups = auditItems(lhr, 'mainthread-work-breakdown').map((i) => `${i.groupLabel ?? i.group} ${ms(i.duration)}`);
  const scripts = auditItems(lhr, 'bootup-time')
    .slice(0, 8)
    .map((i) => `  ${(i.url ?? '').replace(origin, '')}: total ${ms(i.total)}, scripting ${ms(i.scripting)}, parse ${ms(i.scriptParseCompile)}`);
  const tasks = auditItems(lhr, 'long-tasks')
    .slice(0, 10)
    .map((t) => `  at ${ms(t.startTime)} ms: ${ms(t.duration)} ms ${(t.url ?? '').replace(origin, '')}`);
  log(`${name}: main thread ${groups.join(', ')}`);
  log(`${name}: scripts (bootup-time)\n${scripts.join('\n')}`);
  log(`${name}: long tasks\n${tasks.join('\n')}`);
}

// ---------------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  ensureBuild();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const distCopy = path.join(dataDir, 'dist');
  fs.cpSync(WEB_DIST, distCopy, { recursive: true });
  fs.mkdirSync(path.join(distCopy, 'bench-static'));

  const db = await database();
  let server: ChildProcess | undefined;
  const rows: string[][] = [];
  const all: Record<string, { screen: Sample[]; static: Sample[]; largest: Largest }> = {};
  try {
    server = await startServer(db.url, distCopy);
    const session = await login();
    const screens: Screen[] = [
      { name: 'dashboard', path: '/' },
      { name: 'item list', path: '/item-list' },
      { name: 'item page', path: await itemPagePath() },
      { name: 'category list', path: '/category' },
      { name: 'chat list', path: '/chat-list', login: true },
      { name: 'profile', path: '/profile', login: true },
      { name: 'item entry', path: '/item-entry', login: true },
      { name: 'login', path: '/login' },
    ];
    const reportDir = process.env.BENCH_REPORT_DIR;
    if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
    const only = process.env.BENCH_SCREENS?.split(',').map((s) => s.trim());
    for (const screen of screens.filter((s) => !only || only.includes(s.name))) {
      const url = origin + screen.path;
      const auth = screen.login ? session : null;
      try {
        const largest = await findLargest(url, auth);
        const file = `${screen.name.replace(/\s+/g, '-')}.html`;
        fs.writeFileSync(path.join(distCopy, 'bench-static', file), staticPage(screen.name, largest));
        const staticUrl = `${origin}/bench-static/${file}`;
        const entry = { screen: [] as Sample[], static: [] as Sample[], largest };
        for (let i = 0; i < runs; i++) {
          // Alternating, so a slower moment of the machine hits both.
          const report = reportDir && i === 0 ? path.join(reportDir, `${screen.name.replace(/\s+/g, '-')}.json`) : undefined;
          const audits = process.env.BENCH_AUDITS === '1' && i === 0 ? (lhr: Lhr) => printAudits(screen.name, lhr) : undefined;
          entry.screen.push(await measure(url, auth, report, audits));
          entry.static.push(await measure(staticUrl, null));
        }
        all[screen.name] = entry;
        const m = (k: keyof Sample, xs: Sample[]) => median(xs.map((x) => x[k]));
        const lcp = m('lcp', entry.screen);
        const staticLcp = m('lcp', entry.static);
        const row = [
          screen.name,
          String(m('score', entry.screen)),
          (m('fcp', entry.screen) / 1000).toFixed(2),
          (lcp / 1000).toFixed(2),
          m('cls', entry.screen).toFixed(3),
          String(Math.round(m('tbt', entry.screen))),
          (staticLcp / 1000).toFixed(2),
          (lcp / staticLcp).toFixed(2),
          String(m('a11y', entry.screen)),
          largest.kind === 'image' ? 'image' : largest.kind === 'text' ? 'text' : '-',
          String(Math.round(m('main', entry.screen))),
          String(Math.round(m('js', entry.screen))),
          `${m('longTasks', entry.screen)} / ${Math.round(m('longest', entry.screen))}`,
          String(Math.round(m('bench', entry.screen))),
        ];
        rows.push(row);
        log(row.join(' | '));
      } catch (err) {
        log(`${screen.name} failed:`, err instanceof Error ? err.message : err);
        rows.push([screen.name, 'failed', '', '', '', '', '', '', '', '', '', '', '', '']);
      }
    }
  } finally {
    server?.kill('SIGTERM');
    if (server && server.exitCode === null) await new Promise((r) => server!.once('exit', r));
    await db.stop().catch(() => {});
  }

  if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify(all, null, 2));
  const head = ['screen', 'score', 'FCP s', 'LCP s', 'CLS', 'TBT ms', 'static LCP s', 'LCP ÷ static', 'a11y', 'largest', 'main-thread ms', 'JS ms', 'long tasks / longest ms', 'benchmarkIndex'];
  console.log(`\nLighthouse ${runs}× per page, medians (mobile profile, simulated throttling)\n`);
  console.log(`| ${head.join(' | ')} |`);
  console.log(`| ${head.map(() => '---').join(' | ')} |`);
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    // A benchmark reports; it does not fail the run.
    log('stopped:', err instanceof Error ? err.stack : err);
    process.exit(0);
  },
);
