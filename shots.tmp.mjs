// temporary screenshot script (not committed)
import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
const who = process.argv[2] ?? 'buyer';
for (const [w, h, tag] of [[390, 844, 'phone'], [1280, 900, 'desk']]) {
  for (const lang of ['en', 'ar']) {
    for (const dark of [false, true]) {
      const ctx = await browser.newContext({ viewport: { width: w, height: h } });
      const page = await ctx.newPage();
      await page.goto(base + '/');
      const cfg = JSON.parse(await page.locator('#wd-config').textContent());
      const r = await page.request.post(`${base}/index.php/rest/users/login/api_key/${cfg.apiKey}`, { data: { user_email: `${who}@wheeldeal.local`, user_password: 'Wheeldeal-demo-1' } });
      const u = await r.json();
      await page.evaluate(([lang, dark, u]) => { localStorage.setItem('wd.lang', lang); localStorage.setItem('wd.dark', dark ? '1' : '0'); localStorage.setItem('wd.user', JSON.stringify({ user_id: u.user_id, user_name: u.user_name, role_id: u.role_id, expires_at: Date.now() + 3600e3 })); }, [lang, dark, u]);
      for (const [name, path, scroll] of JSON.parse(process.argv[3])) {
        await page.goto(base + path);
        await page.waitForTimeout(2500);
        if (scroll) { const el = page.locator(scroll).first(); if (await el.count()) await el.scrollIntoViewIfNeeded(); await page.waitForTimeout(1500); }
        await page.screenshot({ path: `/work/shots/${name}-${tag}-${lang}-${dark ? 'dark' : 'light'}.png` });
      }
      await ctx.close();
    }
  }
}
await browser.close();
