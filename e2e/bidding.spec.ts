/**
 * Bidding end to end in two browser contexts (issue 13, decision 016): the seller opens bidding from the listing's
 * page, the buyer asks to take part, the seller approves the request on /biddings, and the buyer bids; the page
 * then shows the buyer's bid as the highest. Every text the test looks for comes from the English bundles.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type Browser, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, login } from './support/fixtures.ts';
import { createListingViaApi } from './support/sell.ts';

const API = '/index.php/rest';
const KEY = 'api_key/teampsisthebest';

type Bundle = { [key: string]: string | Bundle };
const bundle = (ns: string) => JSON.parse(fs.readFileSync(path.join('packages/i18n/locales', 'en', `${ns}.json`), 'utf8')) as Bundle;

/** `key` of `b` with {{vars}} filled. */
function tr(b: Bundle, key: string, vars: Record<string, string | number> = {}): string {
  let node: string | Bundle = b;
  for (const part of key.split('.')) node = (node as Bundle)[part]!;
  if (typeof node !== 'string') throw new Error(`no text at ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_m, v: string) => String(vars[v] ?? ''));
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, email);
  return page;
}

/** Publishes a listing as the admin would (approval is on in the demo settings). */
async function approve(baseURL: string, itemId: string) {
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post(`${API}/users/login/${KEY}`, { data: { user_email: DEMO.admin, user_password: DEMO_PASSWORD } })).ok()).toBeTruthy();
  const res = await admin.post(`${API}/admin/item_approve/${KEY}`, { data: { item_id: itemId } });
  expect(res.ok(), await res.text()).toBeTruthy();
  await admin.dispose();
}

/** The `datetime-local` value of now + `minutes` in the page's time zone. */
const localIn = (page: Page, minutes: number) =>
  page.evaluate((m) => {
    const d = new Date(Date.now() + m * 60_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  }, minutes);

test('a seller opens bidding, a buyer asks, the seller approves, the buyer bids', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const b = bundle('bidding');
  const seller = await signedIn(browser, DEMO.seller);
  const title = `E2E bidding ${Date.now().toString(36).slice(-5)}`;
  const itemId = await createListingViaApi(seller, title);
  await approve(baseURL!, itemId);

  // The seller opens bidding from the listing's page, starting now.
  await seller.goto(`/item/e2e?item_id=${itemId}`);
  await seller.getByRole('button', { name: tr(b, 'panel.open'), exact: true }).click();
  const form = seller.getByRole('dialog');
  await form.getByLabel(new RegExp(`^${tr(b, 'form.start')}`)).fill(await localIn(seller, 0));
  await form.getByLabel(new RegExp(`^${tr(b, 'form.end')}`)).fill(await localIn(seller, 120));
  await form.getByLabel(/^Start price/).fill('1000');
  await form.getByLabel(/^Minimum step/).fill('50');
  await form.getByRole('button', { name: tr(b, 'form.submit'), exact: true }).click();
  const sellerPanel = seller.getByTestId('bidding-panel');
  await expect(sellerPanel.getByTestId('bidding-status')).toHaveText(tr(b, 'panel.status.open'));

  // The buyer asks to take part.
  const buyer = await signedIn(browser, DEMO.buyer);
  await buyer.goto(`/item/e2e?item_id=${itemId}`);
  const panel = buyer.getByTestId('bidding-panel');
  await panel.getByRole('button', { name: tr(b, 'panel.request'), exact: true }).click();
  await expect(panel.getByText(tr(b, 'panel.requested'))).toBeVisible();

  // The seller approves the request on /biddings.
  await seller.goto('/biddings');
  const request = seller.getByTestId('bidding-request').filter({ hasText: title });
  await request.getByRole('button', { name: tr(b, 'list.approve'), exact: true }).click();
  await expect(seller.getByText(tr(b, 'list.approved_done'))).toBeVisible();

  // The buyer bids the start price; the page shows it as the highest bid, theirs.
  await buyer.reload();
  await panel.getByLabel(/^Your bid/).fill('1000');
  await panel.getByRole('button', { name: tr(b, 'panel.place'), exact: true }).click();
  await expect(panel.getByTestId('bidding-highest')).toContainText('1,000');
  await expect(panel.getByText(tr(b, 'panel.you_lead'))).toBeVisible();
});
