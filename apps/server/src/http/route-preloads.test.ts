/** The route's files a page names for the boot script (route-preloads.ts): the build's file read, path patterns
 * matched as React Router matches them, and nothing named from a missing or broken file. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { patternToRegExp, ROUTE_FILES_ELEMENT_ID, routeFiles, routeFilesBlock } from './route-preloads.ts';

describe('patternToRegExp', () => {
  it('matches whole paths: fixed segments, parameters, optional parameters and a trailing splat', () => {
    const cases: [string, string[], string[]][] = [
      ['/', ['/'], ['/login', '//x']],
      ['/item-entry', ['/item-entry', '/item-entry/'], ['/item-entry/x', '/item-entryx', '/x/item-entry']],
      ['/item/:itemName', ['/item/golf', '/item/golf/'], ['/item', '/item/golf/more']],
      ['/item-list/:manufacturerName?', ['/item-list', '/item-list/Toyota'], ['/item-list/Toyota/Corolla']],
      ['/category/:catId/:catName', ['/category/cat_1/Cars'], ['/category', '/category/cat_1']],
      ['/admin/*', ['/admin', '/admin/queue', '/admin/a/b'], ['/administrator']],
      ['/a.b', ['/a.b'], ['/axb']],
    ];
    for (const [pattern, yes, no] of cases) {
      const re = patternToRegExp(pattern);
      for (const p of yes) expect(re.test(p), `${pattern} ~ ${p}`).toBe(true);
      for (const p of no) expect(re.test(p), `${pattern} !~ ${p}`).toBe(false);
    }
  });
});

describe('routeFiles', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-routes-'));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const write = (text: string) => {
    fs.writeFileSync(path.join(dist, 'route-chunks.json'), text);
    // A rewrite within the same millisecond still counts as a new build.
    const later = new Date(Date.now() + Math.random() * 1e6);
    fs.utimesSync(path.join(dist, 'route-chunks.json'), later, later);
  };

  it('names nothing without the build\'s file', () => {
    expect(routeFiles(dist, '/item-entry')).toEqual([]);
    expect(routeFilesBlock(dist, '/item-entry')).toBe('');
  });

  it('names the files of the first route that matches, only files of /assets/', () => {
    write(
      JSON.stringify({
        routes: [
          { path: '/item-entry', files: ['/assets/item-entry-screen-a1.js', '/assets/card-b2.js', 'https://evil.example/x.js', '/assets/../x.js', 7] },
          { path: '/item/:itemName', files: ['/assets/item-detail-screen-c3.js'] },
          { path: '/item/:other', files: ['/assets/never-d4.js'] },
          { path: 42, files: ['/assets/bad-e5.js'] },
        ],
      }),
    );
    expect(routeFiles(dist, '/item-entry')).toEqual(['/assets/item-entry-screen-a1.js', '/assets/card-b2.js']);
    expect(routeFiles(dist, '/item/golf')).toEqual(['/assets/item-detail-screen-c3.js']);
    expect(routeFiles(dist, '/nowhere')).toEqual([]);
    expect(routeFilesBlock(dist, '/item/golf')).toBe(`<script type="application/json" id="${ROUTE_FILES_ELEMENT_ID}">["/assets/item-detail-screen-c3.js"]</script>`);
  });

  it('reads a new build\'s file, and names nothing from a broken one', () => {
    write(JSON.stringify({ routes: [{ path: '/item-entry', files: ['/assets/item-entry-screen-f6.js'] }] }));
    expect(routeFiles(dist, '/item-entry')).toEqual(['/assets/item-entry-screen-f6.js']);
    write('{ not json');
    expect(routeFiles(dist, '/item-entry')).toEqual([]);
    write(JSON.stringify({ routes: 'none' }));
    expect(routeFiles(dist, '/item-entry')).toEqual([]);
  });
});
