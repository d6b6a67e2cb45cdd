/**
 * A whole deal between two people in two browser contexts (issue 11): the buyer finds a listing and writes, the
 * seller's unread badge moves without a reload, the buyer offers, the seller counters, the buyer accepts and
 * confirms the purchase, the seller marks the car sold, and both review each other. Once in English and once in
 * Arabic; every text the test looks for comes from the locale bundles of that language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type Browser, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, login } from './support/fixtures.ts';
import { createListingViaApi } from './support/sell.ts';

const API = '/index.php/rest';
const KEY = 'api_key/teampsisthebest';

type Bundle = { [key: string]: string | Bundle };
const bundle = (lang: string, ns: string) => JSON.parse(fs.readFileSync(path.join('packages/i18n/locales', lang, `${ns}.json`), 'utf8')) as Bundle;

/** `key` of `b` with {{vars}} filled. */
function tr(b: Bundle, key: string, vars: Record<string, string | number> = {}): string {
  let node: string | Bundle = b;
  for (const part of key.split('.')) node = (node as Bundle)[part]!;
  if (typeof node !== 'string') throw new Error(`no text at ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_m, v: string) => String(vars[v] ?? ''));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A signed-in page of `email` whose interface speaks `lang`. */
async function signedIn(browser: Browser, email: string, lang: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, email);
  await page.evaluate((l) => localStorage.setItem('wd.lang', l), lang);
  return page;
}

/** The number in the header's message link ("Messages, 3 unread"), 0 without a badge. */
async function unreadOf(page: Page, common: Bundle): Promise<number> {
  const name = tr(common, 'nav.messages');
  const link = page.getByRole('navigation').getByRole('link', { name: new RegExp(`^${escape(name)}`) }).first();
  const label = (await link.getAttribute('aria-label')) ?? '';
  return Number(label.match(/\d+/)?.[0] ?? 0);
}

/** Publishes a listing as the admin would (approval is on in the demo settings). */
async function approve(baseURL: string, itemId: string) {
  const admin = await playwrightRequest.newContext({ baseURL });
  const login = await admin.post(`${API}/users/login/${KEY}`, { data: { user_email: DEMO.admin, user_password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const res = await admin.post(`${API}/admin/item_approve/${KEY}`, { data: { item_id: itemId } });
  expect(res.ok(), await res.text()).toBeTruthy();
  await admin.dispose();
}

for (const lang of ['en', 'ar'] as const) {
  test(`a whole deal between a buyer and a seller, live in two browsers (${lang})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const chat = bundle(lang, 'chat');
    const common = bundle(lang, 'common');
    const items = bundle(lang, 'items');
    const reviews = bundle(lang, 'reviews');

    const seller = await signedIn(browser, DEMO.seller, lang);
    const title = `E2E deal ${lang} ${Date.now().toString(36).slice(-5)}`;
    const itemId = await createListingViaApi(seller, title);
    await approve(baseURL!, itemId);
    const counted = seller.waitForResponse((r) => r.url().includes('/users/unread_count/'));
    await seller.goto('/chat-list');
    await counted;
    const before = await unreadOf(seller, common);

    // The buyer finds the listing and writes from its page.
    const buyer = await signedIn(browser, DEMO.buyer, lang);
    await buyer.goto(`/item/e2e?item_id=${itemId}`);
    await buyer.getByRole('link', { name: tr(items, 'detail.chat'), exact: true }).first().click();
    await expect(buyer).toHaveURL(/\/chat/);
    const composer = buyer.getByRole('textbox', { name: tr(chat, 'composer.label'), exact: true });
    await composer.fill('Hello! Is it still available?');
    await buyer.getByRole('button', { name: tr(chat, 'composer.send'), exact: true }).click();
    await expect(buyer.getByRole('main').getByText('Hello! Is it still available?')).toBeVisible();

    // The seller's badge moves without a reload, and the conversation is in the list.
    await expect.poll(() => unreadOf(seller, common)).toBe(before + 1);
    await seller.getByRole('link', { name: new RegExp(`^${escape(tr(chat, 'list.as_seller'))}`) }).click();
    await seller.getByRole('link', { name: new RegExp(escape(title)) }).first().click();
    await expect(seller.getByRole('main').getByText('Hello! Is it still available?')).toBeVisible();
    // Reading it clears the badge again.
    await expect.poll(() => unreadOf(seller, common)).toBe(before);

    // The seller answers; the buyer sees it arrive.
    const sellerComposer = seller.getByRole('textbox', { name: tr(chat, 'composer.label'), exact: true });
    await sellerComposer.fill('Yes, come and see it on Saturday.');
    await seller.getByRole('button', { name: tr(chat, 'composer.send'), exact: true }).click();
    await expect(buyer.getByRole('main').getByText('Yes, come and see it on Saturday.')).toBeVisible();

    // Offer 9000.
    await buyer.getByRole('button', { name: tr(chat, 'offer.actions.offer'), exact: true }).click();
    const offerDialog = buyer.getByRole('dialog');
    await offerDialog.getByRole('textbox').fill('9000');
    await offerDialog.getByRole('button', { name: tr(chat, 'offer.dialog.send'), exact: true }).click();
    await expect(offerDialog).toBeHidden();

    // The seller sees the offer live and counters with 9500.
    const counter = seller.getByRole('button', { name: tr(chat, 'offer.actions.counter'), exact: true });
    await expect(counter).toBeVisible();
    await counter.click();
    const counterDialog = seller.getByRole('dialog');
    await counterDialog.getByRole('textbox').fill('9500');
    await counterDialog.getByRole('button', { name: tr(chat, 'offer.actions.counter'), exact: true }).click();
    await expect(counterDialog).toBeHidden();

    // The buyer accepts the counter-offer, with a confirmation.
    const accept = buyer.getByRole('button', { name: tr(chat, 'offer.actions.accept'), exact: true });
    await expect(accept).toBeVisible();
    await accept.click();
    await buyer.getByRole('dialog').getByRole('button', { name: tr(chat, 'offer.actions.accept'), exact: true }).click();

    // The buyer confirms the purchase.
    const bought = buyer.getByRole('button', { name: tr(chat, 'offer.actions.confirm_bought'), exact: true });
    await expect(bought).toBeVisible();
    await bought.click();
    await buyer.getByRole('dialog').getByRole('button', { name: tr(chat, 'offer.actions.confirm_bought'), exact: true }).click();

    // The seller marks it sold.
    const sold = seller.getByRole('button', { name: tr(chat, 'offer.actions.mark_sold'), exact: true });
    await expect(sold).toBeVisible();
    await sold.click();
    await seller.getByRole('dialog').getByRole('button', { name: tr(chat, 'offer.actions.mark_sold'), exact: true }).click();

    // Both review each other.
    for (const [page, stars] of [
      [buyer, 5],
      [seller, 4],
    ] as const) {
      const leave = page.getByRole('button', { name: tr(chat, 'review.action'), exact: true });
      await expect(leave).toBeVisible();
      await leave.click();
      const dialog = page.getByRole('dialog');
      // The stars are labels around visually hidden radios: click the star, as a person does.
      const star = page.getByRole('radio', { name: tr(reviews, 'dialog.star_option', { value: stars }), exact: true });
      await dialog.locator('label', { has: star }).click();
      await expect(dialog.getByRole('radio', { checked: true })).toHaveAccessibleName(tr(reviews, 'dialog.star_option', { value: stars }));
      await dialog.getByRole('textbox', { name: tr(reviews, 'dialog.title_label'), exact: true }).fill('Smooth deal');
      await dialog.getByRole('textbox', { name: tr(reviews, 'dialog.text_label'), exact: true }).fill('Honest, on time, everything as described.');
      await dialog.getByRole('button', { name: tr(reviews, 'dialog.submit'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: tr(chat, 'review.action'), exact: true })).toBeHidden();
    }

    // The listing is sold, and the whole history is in the conversation for both, in one order.
    const listing = await (await buyer.request.get(`${API}/items/get/${KEY}/id/${itemId}`)).json();
    expect(listing.is_sold_out).toBe('1');
    for (const page of [buyer, seller]) {
      await expect(page.getByRole('main').getByText(tr(chat, 'message.sold'))).toBeVisible();
      await expect(page.getByRole('main').getByText(tr(chat, 'message.bought'))).toBeVisible();
    }
    await buyer.context().close();
    await seller.context().close();
  });
}
