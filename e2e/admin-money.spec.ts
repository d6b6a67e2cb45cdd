/**
 * The admin's side of money in the browser: a buyer pays for a post package by bank transfer (started through the
 * API as the buyer's session, as the checkout does), the admin finds the pending payment on the Payments screen and
 * approves it after the confirmation, and the buyer's remaining posts go up by exactly the package's count. A second
 * transfer the admin rejects changes nothing.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, login } from './support/fixtures.ts';

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

test('an offline package purchase approved by the admin adds exactly its posts; a rejected one adds none', async ({ page, playwright, baseURL }) => {
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
  const first = await offlinePurchase(buyerApi, buyerId, packageId);

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
