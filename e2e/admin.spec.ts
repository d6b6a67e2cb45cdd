/**
 * The admin area's journeys: a seller's new listings wait in the moderation queue and stay out of public view; a
 * moderator approves one (it goes public) and rejects another with a reason (the seller reads it on their rejected
 * list); people who are not staff find no admin area at all.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, login } from './support/fixtures.ts';

const KEY = 'teampsisthebest';
const rest = (resource: string, action: string, args: Record<string, string | number> = {}) =>
  `/index.php/rest/${resource}/${action}/api_key/${KEY}${Object.entries(args)
    .map(([k, v]) => `/${k}/${encodeURIComponent(String(v))}`)
    .join('')}`;

/** The catalogue choices of a listing (ids), copied from one of the seller's live listings. */
const ENTRY_IDS = [
  'cat_id',
  'sub_cat_id',
  'model_id',
  'tag_id',
  'item_type_id',
  'item_currency_id',
  'condition_of_item_id',
  'deal_option_id',
  'item_price_type_id',
  'item_location_id',
  'item_location_township_id',
] as const;

interface Seller {
  api: APIRequestContext;
  userId: string;
  /** Posts a listing with one photo through the REST API, as the item form would. Answers the new Item. */
  post(title: string): Promise<{ id: string; status: string; title: string }>;
}

async function signInSeller(api: APIRequestContext): Promise<Seller> {
  const res = await api.post(rest('users', 'login'), { data: { user_email: DEMO.seller, user_password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { user_id: userId } = (await res.json()) as { user_id: string };

  const own = await api.post(rest('items', 'get_owner_items', { limit: 1, offset: 0, login_user_id: userId }), { data: { status: 'active' } });
  expect(own.ok(), await own.text()).toBeTruthy();
  const [template] = (await own.json()) as Array<Record<string, string> & { default_photo: { img_path: string } }>;
  const photo = await api.get(`/uploads/${template!.default_photo.img_path}`);
  expect(photo.ok()).toBeTruthy();
  const photoBytes = await photo.body();

  return {
    api,
    userId,
    async post(title) {
      const ids = Object.fromEntries(ENTRY_IDS.map((k) => [k, template![k]]));
      const add = await api.post(rest('items', 'add', { login_user_id: userId }), {
        data: {
          ...ids,
          id: '',
          title,
          subtitle: 'One careful owner',
          price: '18500',
          business_mode: '0',
          description: 'Garaged, serviced every year at the dealer, all receipts available. Viewing by appointment.',
        },
      });
      expect(add.status(), await add.text()).toBe(201);
      const item = (await add.json()) as { id: string; status: string; title: string };
      const upload = await api.post(rest('images', 'upload_item'), {
        multipart: { item_id: item.id, img_type: 'item', file: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: photoBytes } },
      });
      expect(upload.ok(), await upload.text()).toBeTruthy();
      return item;
    },
  };
}

/** The queue card of a listing, loading more pages until it shows (new listings wait at the end). */
async function queueCard(page: Page, title: string) {
  const card = page.getByRole('article', { name: title });
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(page.getByRole('article').first()).toBeVisible();
  for (let i = 0; i < 20 && !(await card.isVisible()); i++) {
    if (!(await more.isVisible())) break;
    const shown = await page.getByRole('article').count();
    await more.click();
    // The next page has arrived when there are more cards (or the title's card, or nothing more to load).
    await expect(async () => {
      expect((await page.getByRole('article').count()) > shown || (await card.isVisible()) || !(await more.isVisible())).toBe(true);
    }).toPass();
  }
  await expect(card).toBeVisible();
  return card;
}

test('a seller’s new listing waits for review, goes public once approved; a rejected one tells the seller why', async ({ page, browser, playwright, baseURL }) => {
  // Three sign-ins, two uploads and the queue's pages: more than the default minute on a slow machine.
  test.setTimeout(150_000);
  const stamp = Date.now();
  const approveTitle = `Moderated Roadster ${stamp}`;
  const rejectTitle = `Blurry Hatchback ${stamp}`;
  const reason = `The photos do not show the odometer (${stamp}).`;

  // The seller posts two listings through the REST API.
  const seller = await signInSeller(await playwright.request.newContext({ baseURL }));
  const approved = await seller.post(approveTitle);
  const rejected = await seller.post(rejectTitle);
  expect(approved.status).toBe('0');
  expect(rejected.status).toBe('0');

  // Pending listings are not public: a visitor cannot read them.
  const visitorApi = await playwright.request.newContext({ baseURL });
  expect((await visitorApi.get(rest('items', 'get', { id: approved.id }))).ok()).toBeFalsy();

  // The admin finds both in the moderation queue.
  await login(page, DEMO.admin);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/queue$/);
  await expect(page.getByRole('heading', { name: 'Moderation queue', level: 1 })).toBeVisible();

  const approveCard = await queueCard(page, approveTitle);
  await expect(approveCard.getByRole('button', { name: /Enlarge photo 1/ })).toBeEnabled();
  await approveCard.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByRole('status').filter({ hasText: `Approved: ${approveTitle}` })).toBeVisible();
  await expect(page.getByRole('article', { name: approveTitle })).toHaveCount(0);

  // Reject: the reason is required, then sent.
  const rejectCard = await queueCard(page, rejectTitle);
  await rejectCard.getByRole('button', { name: /^Reject/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject listing' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject listing' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByLabel('Reason for the seller').fill(reason);
  await dialog.getByRole('button', { name: 'Reject listing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Rejected: ${rejectTitle}` })).toBeVisible();
  await expect(page.getByRole('article', { name: rejectTitle })).toHaveCount(0);

  // The approved listing is public now: the API answers a visitor and the item page loads for one.
  const publicItem = await visitorApi.get(rest('items', 'get', { id: approved.id }));
  expect(publicItem.ok(), await publicItem.text()).toBeTruthy();
  expect(((await publicItem.json()) as { status: string }).status).toBe('1');
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/item/moderated-roadster-${stamp}?item_id=${approved.id}`);
  await expect(visitorPage.getByRole('heading', { name: approveTitle })).toBeVisible();
  await visitor.close();

  // The seller reads the reason on their rejected listings.
  const sellerBrowser = await browser.newContext();
  const sellerPage = await sellerBrowser.newPage();
  await login(sellerPage, DEMO.seller);
  await sellerPage.goto('/reject-items');
  await expect(sellerPage.getByText(rejectTitle)).toBeVisible();
  await expect(sellerPage.getByText(reason)).toBeVisible();
  await sellerBrowser.close();

  // Both decisions are in the audit log.
  await page.goto('/admin/audit');
  await expect(page.getByText(reason)).toBeVisible();

  await seller.api.dispose();
  await visitorApi.dispose();
});

test('the queue works from the keyboard: j/k move, r opens the reason dialog, ? lists the shortcuts', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/admin/queue');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('j');
  await expect(cards.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(cards.nth(1)).toBeFocused();
  await page.keyboard.press('k');
  await expect(cards.first()).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('r');
  await expect(page.getByRole('dialog', { name: 'Reject listing' })).toBeVisible();
  await expect(page.getByLabel('Reason for the seller')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText('Approve the selected listing');
});

test('a catalogue row still in use cannot be deleted, and the admin is told why', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/admin/catalogue/categories');
  await page.getByRole('button', { name: 'Delete Cars' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toContainText(/still used/i);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Edit Cars' })).toBeVisible();
});

test('regular users and visitors find no admin area', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText("Oops, it looks like the page you're looking for doesn't exist.")).toBeVisible();

  await login(page, DEMO.buyer);
  await page.goto('/admin/queue');
  await expect(page.getByText("Oops, it looks like the page you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Moderation queue' })).toHaveCount(0);
});
