/** The page shell (decision 020): the first views' style rules cut from the app's sheet, the boot script inline and
 * the app's files left to it. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_FILES_ELEMENT_ID, bootScriptSource, classesIn, criticalCss, FIRST_VIEW_SAMPLES, firstViewClasses, makeShell } from './app-shell.ts';
import * as firstViews from './first-view.ts';
import { FIRST_VIEW_KINDS, type FirstViewKind } from './first-view.ts';

/** A minified sheet in the shape Tailwind 4 writes: layers, @supports, @media, @property, @keyframes, escaped
 * class names, variants in :where(), a group variant, :not(), a comment. */
const SHEET =
  '/*! tailwindcss */@layer properties{@supports (((-webkit-hyphens:none))){*,:before,:after{--tw-x:0}}}' +
  '@layer theme,base,components,utilities;' +
  '@layer theme{:root,:host{--wd-bg:#fff}}' +
  '@layer base{*,:after{box-sizing:border-box}[hidden]:where(:not([hidden=until-found])){display:none!important}body{margin:0}}' +
  '@layer utilities{.flex{display:flex}.grid{display:grid}.aspect-\\[3\\/2\\]{aspect-ratio:3/2}.text-white\\/\\[0\\.07\\]{color:#ffffff12}' +
  '.space-y-2>:not(:last-child){margin-block-end:.5rem}.unused{color:red}.flex.unused{gap:1px}.flex,.unused{order:1}' +
  '.group-hover\\:scale-\\[1\\.03\\]:is(:where(.group):hover *){scale:1.03}' +
  '.dark\\:bg-black:where(.dark,.dark *){background:#000}' +
  '@media (min-width:40rem){.sm\\:px-6{padding-inline:1.5rem}.sm\\:unused{margin:0}}' +
  '@media (min-width:64rem){.lg\\:unused{margin:0}}' +
  '@supports (backdrop-filter:blur(0)){.supports-\\[backdrop-filter\\]\\:bg-x{background:#fff}}}' +
  '@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(1turn)}}' +
  '.wd-fv-other-lang [data-fv-words]{visibility:hidden}.wd-other{content:"}{"}';

describe('criticalCss', () => {
  it('keeps the rules the classes can match, at-rules around them, and the rules that name no class', () => {
    const used = new Set(['flex', 'aspect-[3/2]', 'text-white/[0.07]', 'space-y-2', 'group', 'group-hover:scale-[1.03]', 'sm:px-6', 'dark', 'dark:bg-black', 'wd-fv-other-lang']);
    const out = criticalCss(SHEET, used);
    expect(out).toBe(
      '@layer properties{@supports (((-webkit-hyphens:none))){*,:before,:after{--tw-x:0}}}' +
        '@layer theme,base,components,utilities;' +
        '@layer theme{:root,:host{--wd-bg:#fff}}' +
        '@layer base{*,:after{box-sizing:border-box}[hidden]:where(:not([hidden=until-found])){display:none!important}body{margin:0}}' +
        '@layer utilities{.flex{display:flex}.aspect-\\[3\\/2\\]{aspect-ratio:3/2}.text-white\\/\\[0\\.07\\]{color:#ffffff12}' +
        '.space-y-2>:not(:last-child){margin-block-end:.5rem}.flex{order:1}' +
        '.group-hover\\:scale-\\[1\\.03\\]:is(:where(.group):hover *){scale:1.03}' +
        '.dark\\:bg-black:where(.dark,.dark *){background:#000}' +
        '@media (min-width:40rem){.sm\\:px-6{padding-inline:1.5rem}}}' +
        '@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(1turn)}}' +
        '.wd-fv-other-lang [data-fv-words]{visibility:hidden}',
    );
  });

  it('gives back the whole sheet (without its comments) when every class is used', () => {
    const every = new Set([...SHEET.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1')));
    expect(criticalCss(SHEET, every)).toBe(SHEET.replace(/\/\*[^]*?\*\//g, ''));
  });

  it('reads hexadecimal escapes in class names', () => {
    expect(criticalCss('.\\32 xl\\:p-1{padding:1px}.\\33 x{padding:3px}', new Set(['2xl:p-1']))).toBe('.\\32 xl\\:p-1{padding:1px}');
  });

  it('draws every first view there is, so no class of one is left out of the inline rules', () => {
    const views = Object.keys(firstViews).filter((name) => name.endsWith('FirstView'));
    expect(views.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(FIRST_VIEW_SAMPLES).sort()).toEqual(views.sort());
  });

  it('knows every class the first views write, and the classes the boot script sets on <html>', () => {
    const classes = firstViewClasses();
    for (const c of ['dark', 'wd-fv-other-lang', 'aspect-[3/2]', 'sm:px-6', 'lg:grid-cols-[18.5rem_minmax(0,1fr)]', 'from-hero-from', 'text-success', 'aspect-[16/10]', 'ring-white/80']) {
      expect(classes, c).toContain(c);
    }
  });
});

describe('the rules of each first view', () => {
  it('gives each page the classes of its own view and of the frame, fewer than all first views write', () => {
    const all = firstViewClasses();
    const frameOnly = classesIn(FIRST_VIEW_SAMPLES.frameFirstView());
    for (const kind of FIRST_VIEW_KINDS) {
      const own = firstViewClasses(kind);
      for (const c of [...frameOnly, 'dark', 'wd-fv-other-lang']) expect(own, `${kind}: ${c}`).toContain(c);
      for (const c of classesIn(FIRST_VIEW_SAMPLES[`${kind}FirstView`]())) expect(own, `${kind}: ${c}`).toContain(c);
      expect(own.size, kind).toBeLessThanOrEqual(all.size);
    }
    // The login page carries none of the cards' rules, the item list none of the login form's.
    expect(firstViewClasses('login')).not.toContain('aspect-[3/2]');
    expect(all).toContain('aspect-[3/2]');
  });

  it('covers the forms of a view that its sample does not draw (bare data, other prices and badges)', () => {
    const bare = { id: 'itm_bare', title: 'Bare', price: '0' };
    const variants: [FirstViewKind, string][] = [
      ['item', firstViews.itemFirstView(bare)],
      ['item', firstViews.itemFirstView({ ...bare, price: '9000', is_paid: '1', default_photo: { img_path: 'item/x.jpg' }, item_currency: { currency_short_form: 'USD' } })],
      ['itemList', firstViews.itemListFirstView([bare, { ...bare, ad_type: 'paid_ad', discount_rate_by_percentage: '20', price: '500', discount_price: '400' }])],
      ['categoryList', firstViews.categoryListFirstView([{ id: 'cat_bare', cat_name: 'Bare' }])],
      ['profile', firstViews.profileFirstView({ user_id: 'usr_bare', user_name: 'Bare' })],
      ['chatList', firstViews.chatListFirstView([{ id: 'chat_bare', buyer_user_id: 'usr_me', seller_user_id: 'usr_x' }], 'usr_me', 'buying', { buyer: 0, seller: 0 })],
    ];
    for (const [kind, view] of variants) {
      const own = firstViewClasses(kind);
      for (const c of classesIn(view)) expect(own, `${kind}: ${c}`).toContain(c);
    }
  });

  it('inlines, on each page, the rules its view uses and not another view\u2019s', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-shell-kinds-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'boot-a1.js'), 'void 0;');
    fs.writeFileSync(path.join(dir, 'assets', 'index-b2.css'), '.aspect-\\[3\\/2\\]{aspect-ratio:3/2}.from-hero-from{color:red}');
    const shell = makeShell(
      dir,
      '<html><head><script src="/assets/boot-a1.js"></script><script type="module" src="/assets/index-c3.js"></script><link rel="stylesheet" href="/assets/index-b2.css"></head><body><div id="root"></div></body></html>',
    );
    fs.rmSync(dir, { recursive: true, force: true });
    expect(shell.deferred('itemList')).toContain('<style>.aspect-\\[3\\/2\\]{aspect-ratio:3/2}</style>');
    expect(shell.deferred('dashboard')).toContain('<style>.from-hero-from{color:red}</style>');
    // Made once per kind.
    expect(shell.deferred('itemList')).toBe(shell.deferred('itemList'));
  });
});

describe('makeShell', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-shell-'));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const boot = 'document.documentElement.lang = "en";';
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'boot-a1.js'), boot);
  fs.writeFileSync(path.join(dist, 'assets', 'index-b2.css'), '.flex{display:flex}.unused{color:red}');
  const html =
    '<!doctype html><html><head><script src="/assets/boot-a1.js"></script><title>W</title>' +
    '<script type="module" crossorigin src="/assets/index-c3.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/assets/chunk-d4.js">\n' +
    '<link rel="stylesheet" crossorigin href="/assets/index-b2.css">\n' +
    '</head><body><div id="root"></div></body></html>';

  it('writes the boot script inline and names its hash for the policy', () => {
    const shell = makeShell(dist, html);
    expect(shell.bootSource).toBe(`'sha256-${crypto.createHash('sha256').update(boot).digest('base64')}'`);
    expect(shell.page).toContain(`<head><script>${boot}</script>`);
    // The page without a first view keeps the build's links.
    expect(shell.page).toContain('<script type="module" crossorigin src="/assets/index-c3.js"></script>');
    expect(shell.page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-b2.css">');
  });

  it('leaves the app to the boot script on pages with a first view, with the first views\u2019 rules inline', () => {
    const deferred = makeShell(dist, html).deferred('itemList');
    expect(deferred).toContain(`<head><script>${boot}</script>`);
    expect(deferred).not.toMatch(/<script type="module"|modulepreload|rel="stylesheet"/);
    expect(deferred).toContain('<style>.flex{display:flex}</style>');
    const files = new RegExp(`<script type="application/json" id="${APP_FILES_ELEMENT_ID}">([^<]*)</script>`).exec(deferred)?.[1];
    expect(JSON.parse(files!)).toEqual({ css: '/assets/index-b2.css', js: '/assets/index-c3.js', preload: ['/assets/chunk-d4.js'] });
  });

  it('refuses a boot script that cannot be written inline, and serves a page without one as it is', () => {
    fs.writeFileSync(path.join(dist, 'assets', 'boot-e5.js'), 'var s = "</script>";');
    expect(() => makeShell(dist, html.replace('boot-a1', 'boot-e5'))).toThrow(/inline/);
    // Nothing is deferred there: only the boot script would load the app.
    const plain = html.replace('<script src="/assets/boot-a1.js"></script>', '');
    const shell = makeShell(dist, plain);
    expect([shell.page, shell.deferred('item'), shell.bootSource]).toEqual([plain, plain, "'self'"]);
  });

  it('never lets a broken build break the policy of an answer', () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-shell-broken-'));
    fs.mkdirSync(path.join(broken, 'assets'));
    fs.writeFileSync(path.join(broken, 'assets', 'boot-e5.js'), 'var s = "</script>";');
    fs.writeFileSync(path.join(broken, 'index.html'), html.replace('boot-a1', 'boot-e5'));
    expect(bootScriptSource(broken)).toBe("'self'");
    expect(bootScriptSource(path.join(broken, 'missing'))).toBe("'self'");
    fs.rmSync(broken, { recursive: true, force: true });
  });
});
