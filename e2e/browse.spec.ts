/**
 * Browsing journeys on the demo data: search from the dashboard, filters that live in the address (shareable,
 * back and reload restore them), "load more", the item page, the phone filter sheet, and Arabic right-to-left.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { prefer } from './support/fixtures.ts';

const LIST_WITH_TOYOTA_UNDER_30K = /\/item-list\/Toyota\?(.*&)?max_price=30000/;

/** The result cards of the item list. */
const results = (page: Page) => page.locator('section[aria-labelledby="results-title"] article');

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks the option named `name` in a filter select whose options show their count of matches ("Cars (71)"). */
async function choose(select: Locator, name: string) {
  const option = select.locator('option', { hasText: new RegExp(`^${escapeRegExp(name)}( \\([\\d,]+\\))?$`) });
  await expect(option).toHaveCount(1);
  await select.selectOption((await option.getAttribute('value'))!);
}

test.describe('browsing listings', () => {
  test.beforeEach(async ({ page }) => {
    await prefer(page, { lang: 'en', dark: false });
  });

  test('a visitor searches by make and price, opens a listing, comes back to the same filters and loads more', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Find a vehicle' });
    await search.getByLabel('Make', { exact: true }).selectOption('Toyota');
    await search.getByLabel('Max price').selectOption('30000');
    await search.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(LIST_WITH_TOYOTA_UNDER_30K);
    await expect(page.getByRole('heading', { level: 1, name: 'Toyota' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter: Toyota' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter: Up to $30,000' })).toBeVisible();
    await expect(results(page).first()).toBeVisible();
    for (const title of await results(page).locator('h3').allInnerTexts()) expect(title).toMatch(/toyota/i);

    // The item page: title, price and the key specs.
    const title = (await results(page).first().locator('h3').innerText()).trim();
    await results(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/item\/[^?]+\?item_id=/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(title)));
    await expect(page.getByTestId('item-price')).toContainText('$');
    const specs = page.getByRole('region', { name: 'Key specs' });
    await expect(specs.getByText('Make', { exact: true })).toBeVisible();
    await expect(specs.getByText('Toyota', { exact: true })).toBeVisible();
    await expect(specs.getByText('Year', { exact: true })).toBeVisible();

    // Back: the same filters in the address and on screen; a reload keeps them too.
    await page.goBack();
    await expect(page).toHaveURL(LIST_WITH_TOYOTA_UNDER_30K);
    await expect(page.getByRole('button', { name: 'Remove filter: Toyota' })).toBeVisible();
    await expect(results(page).first()).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(LIST_WITH_TOYOTA_UNDER_30K);
    await expect(page.getByRole('button', { name: 'Remove filter: Up to $30,000' })).toBeVisible();
    await expect(results(page).first()).toBeVisible();

    // Without the make there are many pages: 10 first, "load more" appends the next ones below them.
    await page.getByRole('button', { name: 'Remove filter: Toyota' }).click();
    await expect(page).toHaveURL(/\/item-list\?max_price=30000$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All listings' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(results(page)).toHaveCount(10);
    const firstPage = await results(page).locator('h3').allInnerTexts();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(results(page)).toHaveCount(20);
    expect((await results(page).locator('h3').allInnerTexts()).slice(0, 10)).toEqual(firstPage);
  });

  test('filters and sorting are written to the address; an impossible price range is refused', async ({ page }) => {
    // Every address the app writes, so the test can check afterwards that an invalid price range never reached it.
    await page.addInitScript(() => {
      const written: string[] = [];
      (window as unknown as { writtenUrls: string[] }).writtenUrls = written;
      for (const name of ['pushState', 'replaceState'] as const) {
        const original = history[name].bind(history);
        history[name] = (data: unknown, unused: string, url?: string | URL | null) => {
          written.push(String(url ?? ''));
          original(data, unused, url);
        };
      }
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/item-list');
    const panel = page.getByRole('complementary', { name: 'Filters' });
    await choose(panel.getByLabel('Category'), 'Cars');
    await expect(page).toHaveURL(/cat_id=[^&]+&cat_name=Cars/);
    // Each make shows its count of matches ("Honda (9)").
    await expect(panel.getByLabel('Make', { exact: true }).locator('option', { hasText: /^Honda \(\d+\)$/ })).toHaveCount(1);
    await choose(panel.getByLabel('Make', { exact: true }), 'Honda');
    await expect(page).toHaveURL(/sub_cat_name=Honda/);
    await expect(results(page).first()).toBeVisible();

    await panel.getByLabel('Min price').fill('40000');
    await panel.getByLabel('Max price').fill('1000');
    await expect(panel.getByText('Your min and max price are not valid.')).toBeVisible();
    // Enter commits a valid range at once; an invalid one is never written (checked in the record of addresses).
    await panel.getByLabel('Max price').press('Enter');
    await expect(page).not.toHaveURL(/max_price=/);
    await panel.getByLabel('Max price').fill('90000');
    await expect(page).toHaveURL(/min_price=40000&max_price=90000/);
    const written = await page.evaluate(() => (window as unknown as { writtenUrls: string[] }).writtenUrls);
    expect(written.filter((url) => /max_price=1000(&|$)/.test(url))).toEqual([]);
    expect(written.some((url) => /max_price=90000/.test(url))).toBe(true);
    await expect(panel.getByText('Your min and max price are not valid.')).toHaveCount(0);

    await page.getByLabel('Sort by').selectOption({ label: 'Popular' });
    await expect(page).toHaveURL(/sorting_id=2&sorting_name=POPULAR&order_by=touch_count&orderType=desc/);
    await page.goBack();
    await expect(page).not.toHaveURL(/order_by=touch_count/);
    await expect(page).toHaveURL(/sub_cat_name=Honda/);

    // Removing the price chip empties the fields; going back fills them again from the address.
    await page.getByRole('button', { name: /^Remove filter: \$40,000 – \$90,000$/ }).click();
    await expect(page).not.toHaveURL(/min_price=/);
    await expect(panel.getByLabel('Min price')).toHaveValue('');
    await expect(panel.getByLabel('Max price')).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/min_price=40000&max_price=90000/);
    await expect(panel.getByLabel('Min price')).toHaveValue('40000');
    await expect(panel.getByLabel('Max price')).toHaveValue('90000');

    // Nothing matches: the spec's empty state, and one click clears the filters.
    await page.goto('/item-list?min_price=900000000');
    await expect(page.getByText('No Result Found !')).toBeVisible();
    await expect(page.getByText('Please adjust the filters or clear filters for results.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/item-list$/);
    await expect(results(page).first()).toBeVisible();
  });

  test('the list says how many listings match, reads "bmv" as BMW, and filters and sorts by mileage', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const countOf = async () => Number((await page.getByTestId('result-count').innerText()).replace(/\D/g, ''));
    await page.goto('/item-list');
    await expect(page.getByTestId('result-count')).toHaveText(/^[\d,]+ listings$/);
    const all = await countOf();
    expect(all).toBeGreaterThan(10);
    // The categories of the matches as pills: one press keeps the list to cars, and the count follows.
    const tabs = page.getByTestId('category-tabs');
    await tabs.getByRole('button', { name: /^Cars [\d,]+$/ }).click();
    await expect(page).toHaveURL(/cat_id=[^&]+&cat_name=Cars/);
    await expect(tabs.getByRole('button', { name: /^Cars / })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(countOf).toBeLessThan(all);

    // A typo of a make: the results are BMWs, the list says so and offers the words as typed.
    await page.goto('/item-list?searchterm=bmv');
    await expect(page.getByTestId('did-you-mean')).toContainText('Showing results for “BMW”.');
    await expect(results(page).first()).toBeVisible();
    for (const title of await results(page).locator('h3').allInnerTexts()) expect(title).toMatch(/bmw/i);
    await page.getByRole('button', { name: 'Search instead for “bmv”' }).click();
    await expect(page).toHaveURL(/no_correction=1/);
    await expect(page.getByText('No Result Found !')).toBeVisible();
    await expect(page.getByTestId('did-you-mean')).toHaveCount(0);

    // Mileage: the range narrows the count and the chip names it; the sort puts the lowest mileage first.
    await page.goto('/item-list');
    const panel = page.getByRole('complementary', { name: 'Filters' });
    await panel.getByLabel('To', { exact: true }).selectOption({ label: '50,000 km' });
    await expect(page).toHaveURL(/max_driven_km=50000/);
    await expect(page.getByRole('button', { name: 'Remove filter: Up to 50,000 km' })).toBeVisible();
    await expect.poll(countOf).toBeLessThan(all);
    await page.getByLabel('Sort by').selectOption({ label: 'Mileage: low to high' });
    await expect(page).toHaveURL(/order_by=driven_km/);
    // The card's facts line (after the title): "2020 · 42,800 km · Gasoline · Manual". The address changes a moment
    // before the list shows the new order (and says it is busy), so the order is awaited, not read once.
    const mileages = async () => {
      const facts = await results(page).locator('h3 + p').allInnerTexts();
      return facts.map((t) => Number(/([\d,]+) km/.exec(t)?.[1]?.replace(/,/g, '') ?? NaN)).filter((n) => !Number.isNaN(n));
    };
    await expect
      .poll(async () => {
        const km = await mileages();
        return km.length > 1 && km.every((value, i) => i === 0 || km[i - 1]! <= value);
      })
      .toBe(true);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(Math.max(...(await mileages()))).toBeLessThanOrEqual(50_000);
  });

  test('on a phone the filters open as a full-screen sheet and apply on demand', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/item-list');
    await expect(results(page).first()).toBeVisible();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await choose(sheet.getByLabel('Category'), 'Cars');
    await expect(page).not.toHaveURL(/cat_id=/); // a draft until applied
    // The button says how many listings the draft finds before applying it.
    await expect(sheet.getByRole('button', { name: /^Show [\d,]+ listings$/ })).toBeVisible();
    await sheet.getByRole('button', { name: /^Show / }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/cat_id=[^&]+&cat_name=Cars/);
    await expect(page.getByRole('button', { name: 'Remove filter: Cars' })).toBeVisible();
  });

  test('on a phone the dashboard renders its lower rails when they come near, and nothing keeps animating', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const railSearches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/items/search/')) railSearches.push(request.postData() ?? '');
    });
    await page.goto('/');
    const featured = page.locator('section[aria-labelledby="featured-title"]');
    await expect(featured.locator('article').first()).toBeVisible();
    // The rails below the first screen are skipped by the browser's rendering until near, and ask for nothing yet.
    const popular = page.locator('section[aria-labelledby="popular-title"]');
    expect(await popular.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');
    expect(await featured.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('visible');
    expect(railSearches.filter((body) => body.includes('touch_count'))).toEqual([]);
    // Stand-ins are still: no animation runs on the page once it has loaded (each would wake the page for good).
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
    // Scrolled to, the rail asks for its listings and shows them.
    await popular.scrollIntoViewIfNeeded();
    await expect(popular.locator('article a[href^="/item/"]').first()).toBeVisible();
    expect(railSearches.filter((body) => body.includes('touch_count')).length).toBe(1);
  });

  test('in Arabic the list and the item page are right-to-left, with the filters on the right', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/item-list');
    await page.getByRole('button', { name: /Language/ }).first().click();
    await page.getByRole('menuitemradio', { name: /العربية/ }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const sidebar = page.getByTestId('filter-sidebar');
    const firstCard = results(page).first();
    await expect(sidebar).toBeVisible();
    await expect(firstCard).toBeVisible();
    const panelBox = (await sidebar.boundingBox())!;
    const cardBox = (await firstCard.boundingBox())!;
    expect(panelBox.x).toBeGreaterThan(cardBox.x + cardBox.width - 1);
    // The total count reads in Arabic (its plural forms), not in English.
    await expect(page.getByTestId('result-count')).toHaveText(/^الإعلانات: [\d\u0660-\u0669٬,]+$/);
    await expect(page.getByText(/\d listings/)).toHaveCount(0);
    // No copyright line is configured in the demo, so the footer's own line is in Arabic too.
    await expect(page.getByRole('contentinfo').getByText(/جميع الحقوق محفوظة © \d{4} /)).toBeVisible();

    await firstCard.getByRole('link').click();
    await expect(page).toHaveURL(/\/item\//);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('item-price')).toBeVisible();
  });
});
