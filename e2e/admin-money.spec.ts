/**
 * The admin's side of money in the browser: a buyer pays for a post package by bank transfer on the packages screen
 * (a second time through the API, as the checkout does), the admin finds the pending payment on the Payments screen and
 * approves it after the confirmation, and the buyer's remaining posts go up by exactly the package's count. A second
 * transfer the admin rejects changes nothing. Then the whole of it in two browsers: a seller promotes a listing by
 * bank transfer from its page and reads the bank details, the admin approves, and the promotion runs.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, login } from './support/fixtures.ts';
import { createListingViaApi } from './support/sell.ts';

const KEY = 'teampsisthebest';
const rest = (resource: string, action: string, args: Record<string, string | number> = {}) =>
  `/index.php/rest/${resource}/${action}/api_key/${KEY}${Object.entries(args)
    .map(([k, v]) => `/${k}/${encodeURIComponent(String(v))}`)
    .join('')}`;

/** Signs `email` in on an API context (the session cookie stays with it). Answers the user id. */
async function signIn(api: APIRequestContext, email: string): Promise<string> {
  const res = await api.post(rest('users', 'login'), { data: { user_email: email, user_password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { user_id: string }).user_id;
}

/** The buyer's remaining posts, as their own profile shows them. */
async function remainingPosts(api: APIRequestContext, userId: string): Promise<number> {
  const res = await api.get(rest('users', 'get', { user_id: userId }));
  expect(res.ok(), await res.text()).toBeTruthy();
  const [me] = (await res.json()) as Array<{ remaining_post: string }>;
  return Number(me!.remaining_post);
}

/** A bank-transfer purchase of the package by the buyer: pending until an admin decides. Answers the payment id. */
async function offlinePurchase(api: APIRequestContext, userId: string, packageId: string): Promise<string> {
  const res = await api.post(rest('payments', 'start'), {
    data: {
      user_id: userId,
      kind: 'package',
      package_id: packageId,
      provider: 'offline',
      idempotency_key: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const payment = (await res.json()) as { id: string; status: string };
  expect(payment.status).toBe('pending');
  return payment.id;
}

/** The row of a payment on the Payments screen, opened with the search set to its id (the address keeps it). */
async function paymentRow(page: Page, paymentId: string) {
  await page.goto(`/admin/payments?q=${encodeURIComponent(paymentId)}`);
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search by buyer, e-mail, payment id or reference' })).toHaveValue(paymentId);
  const row = page.getByRole('row').filter({ hasText: 'Bank transfer' });
  await expect(row).toHaveCount(1);
  return row;
}

test('an offline package purchase approved by the admin adds exactly its posts; a rejected one adds none', async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const title = `Transfer pack ${Date.now()}`;
  const POSTS = 4;

  // The admin puts a package on sale (through the API: the Packages screen's own test is a unit test).
  const adminApi = await playwright.request.newContext({ baseURL });
  await signIn(adminApi, DEMO.admin);
  const saved = await adminApi.post(rest('admin', 'package_save'), { data: { title, price: '19.99', currency: 'USD', post_count: String(POSTS) } });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const packageId = ((await saved.json()) as { id: string }).id;

  // The buyer pays for it by bank transfer.
  const buyerApi = await playwright.request.newContext({ baseURL });
  const buyerId = await signIn(buyerApi, DEMO.buyer);
  const before = await remainingPosts(buyerApi, buyerId);
  // The first through the buyer's screen: the package, Bank transfer, Buy; the bank details and the reference show.
  const buyer = await (await browser.newContext({ baseURL })).newPage();
  await login(buyer, DEMO.buyer);
  await buyer.goto('/limit-ads');
  await buyer.getByRole('group', { name: 'Choose a package' }).getByLabel(new RegExp(title)).check();
  await buyer.getByRole('group', { name: 'Payment method' }).getByLabel(/Bank transfer/).check();
  await buyer.getByRole('button', { name: 'Buy package' }).click();
  const instructions = buyer.getByTestId('offline-instructions');
  await expect(instructions).toContainText('Account holder: Wheeldeal Demo Ltd');
  const first = /reference (pay_\w+)/.exec((await instructions.textContent()) ?? '')?.[1] ?? '';
  expect(first).toMatch(/^pay_/);
  await buyer.context().close();

  // The admin approves it on the Payments screen, after the confirmation.
  await login(page, DEMO.admin);
  const row = await paymentRow(page, first);
  await expect(row.getByText('Awaiting approval')).toBeVisible();
  await expect(row.getByText('$19.99')).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve this bank transfer?' });
  await expect(approve).toContainText(title);
  await approve.getByLabel('Note').fill('Transfer seen on the bank statement');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Payment approved' })).toBeVisible();
  await expect(row.getByText('Paid')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  expect(await remainingPosts(buyerApi, buyerId)).toBe(before + POSTS);

  // A second transfer, rejected: nothing changes for the buyer.
  const second = await offlinePurchase(buyerApi, buyerId, packageId);
  const secondRow = await paymentRow(page, second);
  await secondRow.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject this bank transfer?' });
  await reject.getByLabel('Note').fill('No transfer arrived');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toBeHidden();
  await expect(secondRow.getByText('Rejected')).toBeVisible();
  expect(await remainingPosts(buyerApi, buyerId)).toBe(before + POSTS);

  // Approving the rejected one afterwards is refused by the server: still no change.
  const late = await adminApi.post(rest('admin', 'payment_approve'), { data: { id: second } });
  expect(late.status()).toBe(400);
  expect(await remainingPosts(buyerApi, buyerId)).toBe(before + POSTS);
});

test('a promotion paid by bank transfer on the item page waits for the admin, then runs and marks the listing', async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const seller = await (await browser.newContext({ baseURL })).newPage();
  await login(seller, DEMO.seller);
  const title = `E2E transfer promo ${Date.now().toString(36).slice(-6)}`;
  const itemId = await createListingViaApi(seller, title);
  const adminApi = await playwright.request.newContext({ baseURL });
  await signIn(adminApi, DEMO.admin);
  const published = await adminApi.post(rest('admin', 'item_approve'), { data: { item_id: itemId } });
  expect(published.ok(), await published.text()).toBeTruthy();

  // The seller promotes it, paying by bank transfer: the bank details the admin set are shown, with the reference.
  await seller.goto(`/item/e2e?item_id=${itemId}`);
  await seller.getByRole('button', { name: 'Promote', exact: true }).click();
  const dialog = seller.getByRole('dialog', { name: 'Promote this listing' });
  await dialog.getByRole('group', { name: 'Payment method' }).getByLabel(/Bank transfer/).check();
  await dialog.getByRole('button', { name: 'Pay and promote' }).click();
  const instructions = seller.getByTestId('offline-instructions');
  await expect(instructions).toContainText('Bank transfer (demo account)');
  await expect(instructions).toContainText('Account holder: Wheeldeal Demo Ltd');
  const reference = /reference (pay_\w+)/.exec((await instructions.textContent()) ?? '')?.[1];
  expect(reference).toBeTruthy();
  await seller.goto('/paid-items');
  await expect(seller.getByTestId('paid-group-waiting').getByRole('link', { name: title })).toBeVisible();

  // The admin sees the transfer arrive and approves it.
  await login(page, DEMO.admin);
  const row = await paymentRow(page, reference!);
  await expect(row.getByText('Awaiting approval')).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve this bank transfer?' });
  await expect(approve).toContainText(title);
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await expect(row.getByText('Paid')).toBeVisible();

  // The promotion runs (its start job is due at once): in progress for the seller, Promoted for everyone.
  await expect(async () => {
    await seller.goto('/paid-items');
    await expect(seller.getByTestId('paid-group-progress').getByRole('link', { name: title })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/item/e2e?item_id=${itemId}`);
  await expect(visitor.getByRole('region', { name: title }).getByText('Promoted', { exact: true })).toBeVisible();
  await seller.context().close();
  await visitor.context().close();
});

