/**
 * The Content-Security-Policy in a real browser: the dashboard, an item page (JSON-LD, map, gallery), a dialog and the sell
 * form (photo previews from blob: URLs, the location map) run without a single violation, and the language
 * direction and the dark theme are set by the boot script before any app code runs (no flash on first paint).
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, login, prefer } from './support/fixtures.ts';
import { postListingThroughForm, TEST_PHOTOS } from './support/sell.ts';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Records every CSP violation the page reports (the event) and every console line or page error about one. */
async function watchPolicy(page: Page): Promise<{ violations: Violation[]; messages: string[] }> {
  const seen = { violations: [] as Violation[], messages: [] as string[] };
  await page.exposeFunction('__reportCspViolation', (v: Violation) => seen.violations.push(v));
  // Init scripts are injected by the browser driver, outside the page's policy, before any page script.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
      });
    });
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /content security policy/i.test(msg.text())) seen.messages.push(msg.text());
  });
  page.on('pageerror', (err) => seen.messages.push(`page error: ${err.message}`));
  return seen;
}

test.describe('Content-Security-Policy', () => {
  test('the dashboard, an item page and a dialog run without a single violation', async ({ page }) => {
    // The first visit loads every chunk of the shell; a shared machine can take its time.
    test.slow();
    await prefer(page, { lang: 'en', dark: false });
    const seen = await watchPolicy(page);

    const home = await page.goto('/');
    expect(home!.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('search', { name: 'Find a vehicle' })).toBeVisible({ timeout: 30_000 });
    const listing = page.locator('a[href*="/item/"]').first();
    await expect(listing).toBeVisible();

    // An item page straight from the server (its JSON-LD block and the runtime config are data, not script).
    await page.goto((await listing.getAttribute('href'))!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('item-price')).toBeVisible();
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    // The map loads when it comes near the viewport: Leaflet's markup and styles under the policy too.
    const map = page.getByRole('region', { name: 'Approximate area of the vehicle on the map' });
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-container')).toBeVisible();
    // A visitor sees the area around the coarse position (an SVG circle), never a pin (issue 10 item 6).
    await expect(map.locator('path.leaflet-interactive, svg path').first()).toBeVisible();
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(0);

    // A dialog (the phone filter sheet): Radix adds its scroll-lock styles at runtime.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/item-list');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();

    expect(seen.violations).toEqual([]);
    expect(seen.messages).toEqual([]);
  });

  test('the sell form runs without a single violation, photo previews and location map included', async ({ page }) => {
    // Logging in, three photos through the browser and every step of the form: slow on a shared machine.
    test.slow();
    await prefer(page, { lang: 'en', dark: false });
    const seen = await watchPolicy(page);
    await login(page, DEMO.seller);
    await postListingThroughForm(page, { title: `E2E CSP check ${Date.now().toString(36).slice(-6)}`, photos: TEST_PHOTOS });
    await expect(page.getByRole('heading', { name: 'Submitted for review' })).toBeVisible();

    expect(seen.violations).toEqual([]);
    expect(seen.messages).toEqual([]);
  });

  test('Arabic right-to-left and the dark theme apply before any app code runs', async ({ page }) => {
    await prefer(page, { lang: 'ar', dark: true });
    const seen = await watchPolicy(page);
    // Only the boot script (inline, allowed by its hash) may run: every script file is refused, so what the page
    // shows is its work alone.
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
    await page.goto('/item-list');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await html.evaluate((el) => el.style.colorScheme)).toBe('dark');
    expect(seen.violations).toEqual([]);
  });
});

test.describe('the start of the app', () => {
  test("the boot script preloads the route's files once each, and a worker warms the language's formats, within the policy", async ({ page }) => {
    await prefer(page, { lang: 'ar', dark: false });
    const seen = await watchPolicy(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/category');
    // The app has replaced the server's first view: the screen's heading in Arabic.
    await expect(page.getByRole('heading', { level: 1, name: 'الفئات' })).toBeVisible({ timeout: 30_000 });

    // The server named the route's files; each has one preload link (the boot script's), so the bundler's helper,
    // opening the route, found them all and added none.
    const routeFiles = JSON.parse((await page.locator('#wd-app-route').textContent()) ?? '[]') as string[];
    expect(routeFiles.length).toBeGreaterThan(0);
    expect(routeFiles.some((f) => /\/assets\/category-list-screen-[\w-]+\.js$/.test(f))).toBe(true);
    const links = await page.locator('link[rel="modulepreload"]').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    for (const file of routeFiles) expect(links.filter((href) => href === file || href?.endsWith(file)), file).toHaveLength(1);

    // The worker that loads the language's number and date data (lib/intl-warm.worker.ts) ran under the policy.
    expect(workers.some((url) => /\/assets\/intl-warm\.worker-[\w-]+\.js$/.test(url))).toBe(true);
    expect(seen.violations).toEqual([]);
    expect(seen.messages).toEqual([]);
  });
});
