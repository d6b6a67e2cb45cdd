/**
 * The item page's server-rendered head (issue 10 item 6): whatever a seller types into the title and description —
 * String.replace patterns (`$&`, `` $` ``, `$'`, `$$`), `</script>`, `<!--`, quotes, ampersands — the head that
 * comes out parses to exactly that text in <title>, the meta description, the OpenGraph and Twitter tags and the
 * JSON-LD, and nothing else appears in it; the runtime config block survives the same characters in its values.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { makeCatalog, makeItem, type Catalog } from '../../../test/support/factories.ts';
import { injectMeta } from './seo.service.ts';

const NASTY = `A $\` B $' C $& D $$ E $1 </script><script>alert(1)</script> <!-- F --> "G" 'H' & I &amp; J </title><b>K</b>`;
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="Default"><title>Wheeldeal</title><script type="module" src="/assets/index-x.js"></script></head><body><div id="root"></div></body></html>';

let t: TestApp;
let cat: Catalog;
let seller: TestUser;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  t = await createTestApp({ WEB_DIST_DIR: dist, RATE_LIMIT_ENABLED: 'false' });
  cat = await makeCatalog(t);
  seller = await signUp(t, { name: 'Sam Seller' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const parse = (html: string) => {
  const window = new Window();
  const doc = new window.DOMParser().parseFromString(html, 'text/html');
  return doc;
};
const metaContent = (doc: ReturnType<typeof parse>, selector: string) => doc.querySelector(selector)?.getAttribute('content');

describe('GET /item/{name}?item_id=… (the server-rendered head)', () => {
  it('renders a title and description full of special sequences as exactly that text, with no broken markup', async () => {
    const item = await makeItem(t, cat, seller.id, { title: NASTY, description: NASTY });
    const res = await t.app.inject({ method: 'GET', url: `/item/anything?item_id=${item.id}` });
    expect(res.statusCode).toBe(200);
    const doc = parse(res.body);

    const title = doc.querySelector('title')!.textContent;
    expect(title.startsWith(`${NASTY} – `)).toBe(true);
    expect(title.endsWith(' | Wheeldeal')).toBe(true);
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(metaContent(doc, 'meta[property="og:title"]')).toBe(title);
    expect(metaContent(doc, 'meta[name="twitter:title"]')).toBe(title);
    const description = metaContent(doc, 'meta[name="description"]')!;
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    // The description is the facts line, then the listing's description (whitespace folded, clipped at 200).
    expect(description).toContain(NASTY.slice(0, 100));
    expect(metaContent(doc, 'meta[property="og:description"]')).toBe(description);
    expect(metaContent(doc, 'meta[name="twitter:description"]')).toBe(description);

    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent);
    expect(ld).toMatchObject({ '@type': 'Car', name: NASTY, description: NASTY });

    // Nothing escaped its attribute or script: the only scripts are the app's module and the data blocks, the body
    // is the app's root alone (holding the server's first view, whose heading is the title as text), and the
    // template's head and body are whole.
    const scripts = [...doc.querySelectorAll('script')].map((s) => s.getAttribute('src') ?? s.getAttribute('type'));
    expect(scripts.sort()).toEqual(['/assets/index-x.js', 'application/json', 'application/ld+json'].sort());
    expect([...doc.body.children].map((c) => c.id)).toEqual(['root']);
    expect(doc.querySelector('#root h1')!.textContent).toBe(NASTY);
    expect(doc.querySelectorAll('b')).toHaveLength(0);
    expect(res.body.match(/<\/head>/g)).toHaveLength(1);
    expect(res.body).not.toContain('alert(1)</script>');
  });

  it('keeps the runtime config values exact when they hold the same characters', async () => {
    const dollar = await createTestApp({ WEB_DIST_DIR: dist, API_KEY: `k$'ey$&$\`</script><!--"&` });
    try {
      const res = await dollar.app.inject({ method: 'GET', url: '/item-list' });
      const doc = parse(res.body);
      const config = JSON.parse(doc.querySelector('#wd-config')!.textContent) as Record<string, string>;
      expect(config.apiKey).toBe(`k$'ey$&$\`</script><!--"&`);
      expect(doc.querySelector('title')!.textContent).toBe('Wheeldeal');
      expect([...doc.body.children].map((c) => c.id)).toEqual(['root']);
      expect(doc.querySelector('#root [data-first-view]')).not.toBeNull();
    } finally {
      await dollar.close();
    }
  });
});

describe('injectMeta', () => {
  it('inserts the meta verbatim before </head>, replacement patterns and all', () => {
    const html = injectMeta(TEMPLATE, { title: "$` $' $& $$", headTags: '<meta name="x" content="$` $\' $&">' });
    const doc = parse(html);
    expect(doc.querySelector('title')!.textContent).toBe("$` $' $& $$");
    expect(doc.querySelector('meta[name="x"]')!.getAttribute('content')).toBe("$` $' $&");
    expect(doc.querySelector('meta[name="description"]')).toBeNull();
  });
});
