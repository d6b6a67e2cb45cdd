/**
 * Selling journeys of the demo seller: post a listing with photos and find it waiting for review; the form's
 * own checks; edit a listing; mark one sold; delete one. Listings a test changes are created by the test.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './support/fixtures.ts';
import { approveViaApi, createListingViaApi, postListingThroughForm, TEST_PHOTOS, TEST_VIDEO } from './support/sell.ts';

const unique = () => Date.now().toString(36).slice(-6);

/** The card of a listing in the owner's lists (articles are named by their title). */
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test.describe('selling as the demo seller', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, DEMO.seller);
  });

  test('posts a listing with two photos and finds it among the pending listings', async ({ page }) => {
    const title = `E2E Corolla Hybrid ${unique()}`;
    await postListingThroughForm(page, { title, photos: TEST_PHOTOS });

    await expect(page.getByRole('heading', { name: 'Submitted for review' })).toBeVisible();
    await page.getByRole('link', { name: 'See pending listings' }).click();
    await expect(page).toHaveURL(/\/pending-items$/);
    const listing = card(page, title);
    await expect(listing).toBeVisible();
    await expect(listing.getByText('Pending review')).toBeVisible();

    // Both photos reached the server, in the order they were chosen.
    const editHref = await listing.getByRole('link', { name: /^Edit / }).getAttribute('href');
    const itemId = new URL(editHref!, 'http://x').searchParams.get('item_id')!;
    const gallery = await (await page.request.get(`/index.php/rest/images/get_item_gallery/api_key/teampsisthebest/img_parent_id/${itemId}/img_type/item`)).json();
    expect(gallery).toHaveLength(2);
  });

  test('posts a listing with a video: the browser reads its length and poster, the item page plays it', async ({ page }) => {
    const title = `E2E Civic walk-around ${unique()}`;
    // The helper waits for the browser to read the video (its length is shown) before going on.
    await postListingThroughForm(page, { title, photos: TEST_PHOTOS.slice(0, 1), video: TEST_VIDEO });
    await expect(page.getByRole('heading', { name: 'Submitted for review' })).toBeVisible();
    await page.getByRole('link', { name: 'See pending listings' }).click();
    const editHref = await card(page, title).getByRole('link', { name: /^Edit / }).getAttribute('href');
    const itemId = new URL(editHref!, 'http://x').searchParams.get('item_id')!;

    // The owner sees the pending listing with its video; the file is served as a WebM.
    await page.goto(`/item/e2e?item_id=${itemId}`);
    const video = page.locator('video');
    await expect(video).toHaveCount(1);
    const src = await video.getAttribute('src');
    expect(src).toBeTruthy();
    const file = await page.request.get(src!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('video/webm');
    expect((await file.body()).length).toBe(TEST_VIDEO.buffer.length);
    await expect(video).toHaveAttribute('poster', /.+/);
    // And it plays in the page.
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
    expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(3);
  });

  test('the form checks each step with the spec messages and keeps the draft across a reload', async ({ page }) => {
    await page.goto('/item-entry');
    const form = page.getByRole('form', { name: /Post a listing/ });
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByText('Please upload at least one image.')).toBeVisible();

    await page.getByLabel('Choose photos').setInputFiles(TEST_PHOTOS.slice(0, 1));
    await expect(form.getByText('Please upload at least one image.')).toHaveCount(0);
    await form.getByRole('button', { name: 'Next' }).click();

    // The brand waits for the category.
    await expect(form.getByRole('combobox', { name: 'Brand', exact: true })).toBeDisabled();
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('combobox', { name: 'Category', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ index: 1 });
    await expect(form.getByRole('combobox', { name: 'Brand', exact: true })).toBeEnabled();
    await form.getByRole('combobox', { name: 'Brand', exact: true }).selectOption({ index: 1 });
    await expect(form.getByRole('combobox', { name: 'Model', exact: true }).locator('option')).not.toHaveCount(1);
    await form.getByRole('combobox', { name: 'Model', exact: true }).selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Next' }).click();

    const long = 'A'.repeat(61);
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(long);
    await expect(form.getByText('61/60')).toBeVisible();
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Too short');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByText('Title/Subtitle should contain maximum 60 character.')).toBeVisible();
    await expect(form.getByText('Use at least 30 characters.')).toBeVisible();

    // What was typed survives a reload.
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Draft that survives a reload');
    // The text draft is written to sessionStorage a moment after typing stops; reload once it is there.
    const storedDrafts = () =>
      page.evaluate(() =>
        Object.keys(sessionStorage)
          .filter((key) => key.startsWith('wd.sell.draft:'))
          .map((key) => sessionStorage.getItem(key))
          .join('\n'),
      );
    await expect.poll(storedDrafts).toContain('Draft that survives a reload');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Draft that survives a reload');
    // The chosen photo too (kept in IndexedDB).
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('group', { name: /^Cover, position 1/ })).toBeVisible();

    // Starting over clears it.
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('button', { name: 'Clear the form' }).click();
    await expect(page.getByRole('button', { name: 'Add photos' })).toBeVisible();
  });

  test('edits a listing: the form opens prefilled and the new title shows in the list', async ({ page }) => {
    const title = `E2E Edit me ${unique()}`;
    const renamed = `E2E Edited ${unique()}`;
    await createListingViaApi(page, title);

    await page.goto('/pending-items');
    await card(page, title).getByRole('link', { name: /^Edit / }).click();
    const form = page.getByRole('form', { name: 'Edit listing' });
    await expect(form).toBeVisible();
    // Every step of an existing listing is open; jump to the details.
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
    for (let i = 0; i < 3; i++) await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Save changes' }).click();

    await expect(page.getByRole('heading', { name: 'Submitted for review' })).toBeVisible();
    await page.goto('/pending-items');
    await expect(card(page, renamed)).toBeVisible();
    await expect(card(page, title)).toHaveCount(0);
  });

  test('marks a listing sold once, after choosing how and to whom', async ({ page, baseURL }) => {
    const title = `E2E Sell me ${unique()}`;
    const itemId = await createListingViaApi(page, title);

    // Waiting for approval, nobody could have bought it: no "Mark sold" (the contract's owner rules; the server
    // refuses it too).
    await page.goto('/pending-items');
    await expect(card(page, title).getByRole('link', { name: /^Edit / })).toBeVisible();
    await expect(card(page, title).getByRole('button', { name: /as sold/ })).toHaveCount(0);

    await approveViaApi(baseURL!, itemId);
    await page.goto('/active-items');
    await card(page, title).getByRole('button', { name: `Mark ${title} as sold` }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as sold' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('This field is required.').first()).toBeVisible();
    await dialog.getByRole('radio', { name: /Sold elsewhere/ }).check();
    await dialog.getByRole('textbox', { name: "Buyer's name" }).fill('Pat Buyer');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('This cannot be undone.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Mark as sold' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText(`“${title}” is marked as sold.`)).toBeVisible();
    await page.getByRole('link', { name: /^Sold/ }).click();
    await expect(page).toHaveURL(/tab=sold/);
    const sold = card(page, title);
    await expect(sold.getByText('Sold', { exact: true })).toBeVisible();
    await expect(sold.getByText('Sold elsewhere · Buyer: Pat Buyer')).toBeVisible();
    // It happens once: no second chance to mark it, nor to edit it.
    await expect(sold.getByRole('button', { name: /as sold/ })).toHaveCount(0);
    await expect(sold.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  });

  test('deletes a listing after confirming it cannot be undone', async ({ page }) => {
    const title = `E2E Delete me ${unique()}`;
    await createListingViaApi(page, title);

    await page.goto('/pending-items');
    const pendingTab = page.getByRole('link', { name: /^Pending/ });
    await expect(pendingTab.locator('span')).toHaveCount(1);
    const before = Number(await pendingTab.locator('span').textContent());
    await card(page, title).getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this listing?' });
    await expect(dialog.getByText(/This cannot be undone\./)).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete listing' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText(`“${title}” was deleted.`)).toBeVisible();
    await expect(card(page, title)).toHaveCount(0);
    await expect(pendingTab.locator('span')).toHaveText(String(before - 1));
  });
});
