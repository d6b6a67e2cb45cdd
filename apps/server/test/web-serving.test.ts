/** The server serves the built web app: client routes get index.html with the runtime config, assets are
 * served with long caching, a rebuild is picked up without a restart, and API paths stay JSON. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, createTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
let dist: string;
const index = (asset: string) => `<!doctype html><html><head><title>Wheeldeal</title><script type="module" src="/assets/${asset}"></script></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'index-one.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'index.html'), index('index-one.js'));
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers every client route, the home page included, with index.html and the runtime config', async () => {
    for (const url of ['/', '/item-list?cat_id=1', '/login', '/admin/queue']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(`window.__WHEELDEAL__={"apiKey":"${API_KEY}"`);
    }
  });

  it('serves hashed assets with long caching and 404s missing files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-one.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('picks up a rebuild without a restart', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'index-two.js'), 'console.log(2)');
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(path.join(dist, 'index.html'), index('index-two.js'));
    fs.utimesSync(path.join(dist, 'index.html'), later, later);
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('/assets/index-two.js');
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-two.js' })).statusCode).toBe(200);
  });

  it('keeps unknown API paths as JSON errors, never the HTML page', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().status).toBe('error');
    const rest = await t.app.inject({ method: 'GET', url: '/rest/nothing' });
    expect(rest.statusCode).toBe(404);
  });
});
