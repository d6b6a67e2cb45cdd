/**
 * Buying in the browser with the sandbox provider (issue 13): the demo seller buys a post package with the test
 * card that succeeds (the posts left go up by exactly the package's count, the purchase is in the history), a
 * declined card shows the failure and changes nothing, and a promotion bought from the item page shows up in
 * /paid-items and puts the "Promoted" label on the listing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, login } from './support/fixtures.ts';
import { createListingViaApi } from './support/sell.ts';

const API = '/index.php/rest';
const KEY = 'api_key/teampsisthebest';

type Bundle = { [key: string]: string | Bundle };
const payments = JSON.parse(fs.readFileSync(path.join('packages/i18n/locales/en/payments.json'), 'utf8')) as Bundle;
const items = JSON.parse(fs.readFileSync(path.join('packages/i18n/locales/en/items.json'), 'utf8')) as Bundle;

/** The English text at `key`. */
function tr(b: Bundle, key: string): string {
  let node: string | Bundle = b;
  for (const part of key.split('.')) node = (node as Bundle)[part]!;
  if (typeof node !== 'string') throw new Error(`no text at ${key}`);
  return node;
}

const PACKAGE = { title: 'Standard – 15 posts', posts: 15 };

async function remainingPosts(page: Page): Promise<number> {
  await page.goto('/limit-ads');
  const count = page.getByTestId('remaining-posts');
  await expect(count).toBeVisible();
  return Number((await count.textContent())!.replace(/\D/g, ''));
}

/** On the sandbox's card page: a test card, a future expiry, a code, then Pay. */
async function payWithTestCard(page: Page, number: string) {
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await expect(page.getByRole('note')).toContainText(tr(payments, 'sandbox.demo_title'));
  await page.getByLabel(tr(payments, 'sandbox.number')).fill(number);
  await page.getByLabel(tr(payments, 'sandbox.expiry')).fill('12/39');
  await page.getByLabel(tr(payments, 'sandbox.cvc')).fill('123');
  await page.getByLabel(tr(payments, 'sandbox.holder')).fill('Demo Seller');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-return\?payment_id=/);
}

async function buyPackage(page: Page, card: string) {
  await page.goto('/limit-ads');
  await page
    .getByRole('group', { name: tr(payments, 'packages.choose') })
    .getByLabel(new RegExp(PACKAGE.title))
    .check();
  await page
    .getByRole('group', { name: tr(payments, 'method.legend') })
    .getByLabel(new RegExp(tr(payments, 'method.sandbox')))
    .check();
  await page.getByRole('button', { name: tr(payments, 'packages.buy') }).click();
  await payWithTestCard(page, card);
}

test.describe('buying with the sandbox provider', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, DEMO.seller);
  });

  test('a package paid with 4242… adds exactly its posts and is in the purchase history', async ({ page }) => {
    const before = await remainingPosts(page);
    await buyPackage(page, '4242 4242 4242 4242');
    await expect(page.getByTestId('payment-outcome')).toHaveText(tr(payments, 'result.paid_title'));
    expect(await remainingPosts(page)).toBe(before + PACKAGE.posts);

    await page.getByRole('link', { name: tr(payments, 'history.link') }).click();
    await expect(page).toHaveURL(/\/purchase-history$/);
    const row = page.getByTestId('payment-row').filter({ hasText: PACKAGE.title }).first();
    await expect(row).toContainText(tr(payments, 'status.succeeded'));
    await expect(row).toContainText('•••• 4242');
  });

  test('a declined card shows the failure and its reason, and changes nothing', async ({ page }) => {
    const before = await remainingPosts(page);
    await buyPackage(page, '4000 0000 0000 0002');
    await expect(page.getByTestId('payment-outcome')).toHaveText(tr(payments, 'result.failed_title'));
    await expect(page.getByText(`Reason: ${tr(payments, 'sandbox.outcome_declined')}`)).toBeVisible();
    await expect(page.getByText(tr(payments, 'result.nothing_charged'))).toBeVisible();
    expect(await remainingPosts(page)).toBe(before);
  });

  test('a promotion bought on the item page appears in /paid-items and marks the listing Promoted', async ({ page, baseURL }) => {
    const title = `E2E promote ${Date.now().toString(36).slice(-6)}`;
    const itemId = await createListingViaApi(page, title);
    const admin = await playwrightRequest.newContext({ baseURL });
    expect((await admin.post(`${API}/users/login/${KEY}`, { data: { user_email: DEMO.admin, user_password: DEMO_PASSWORD } })).ok()).toBeTruthy();
    const approved = await admin.post(`${API}/admin/item_approve/${KEY}`, { data: { item_id: itemId } });
    expect(approved.ok(), await approved.text()).toBeTruthy();
    await admin.dispose();

    await page.goto(`/item/e2e?item_id=${itemId}`);
    await page.getByRole('button', { name: tr(payments, 'promote.action'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: tr(payments, 'promote.title') });
    await dialog
      .getByRole('group', { name: tr(payments, 'method.legend') })
      .getByLabel(new RegExp(tr(payments, 'method.sandbox')))
      .check();
    await dialog.getByRole('button', { name: tr(payments, 'promote.submit') }).click();
    await payWithTestCard(page, '4242 4242 4242 4242');
    await expect(page.getByTestId('payment-outcome')).toHaveText(tr(payments, 'promote.paid'));

    await page.getByRole('link', { name: tr(payments, 'result.see_promotions') }).click();
    await expect(page).toHaveURL(/\/paid-items$/);
    await expect(page.getByTestId('paid-group-progress').getByRole('link', { name: title })).toBeVisible();

    await page.goto(`/item/e2e?item_id=${itemId}`);
    await expect(page.getByRole('region', { name: title }).getByText(tr(items, 'card.promoted'), { exact: true })).toBeVisible();
  });
});
