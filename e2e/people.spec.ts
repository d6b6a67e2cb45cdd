/**
 * People and content (issue 14) in the browser: following and blocking a seller from their profile (and finding
 * oneself in their follower list), and an admin writing the Arabic privacy policy that an Arabic reader then
 * reads, everyone else keeping the default text.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, login, prefer } from './support/fixtures.ts';

/** A demo account's id and name, from the e2e server's database. */
async function account(email: string): Promise<{ id: string; name: string }> {
  const url = fs.readFileSync(path.join(process.cwd(), '.data-test', 'e2e', 'database-url'), 'utf8').trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select id, user_name as name from users where user_email = $1', [email]);
    return rows[0];
  } finally {
    await client.end();
  }
}

/** The profile's follow button in the "not following" state (unfollowing first if the demo data follows). */
async function notFollowing(page: Page) {
  const unfollow = page.getByRole('button', { name: 'Unfollow' });
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  await expect(follow.or(unfollow)).toBeVisible();
  if (await unfollow.isVisible()) await unfollow.click();
  await expect(follow).toBeVisible();
  return follow;
}

test('a buyer follows a seller from the profile, shows up among their followers, then blocks and unblocks them', async ({ page }) => {
  const seller = await account(DEMO.seller);
  const buyer = await account(DEMO.buyer);
  await login(page, DEMO.buyer);
  await page.goto(`/other-profile/${seller.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(seller.name) })).toBeVisible();

  await (await notFollowing(page)).click();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await page.getByRole('link', { name: /Followers/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/followers\\?user_id=${seller.id}`));
  await expect(page.getByRole('heading', { name: `${seller.name}'s followers` })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${buyer.name}`) })).toBeVisible();

  await page.goto(`/other-profile/${seller.id}`);
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();
  // A block ends the follow: nobody follows across it.
  await expect(page.getByRole('button', { name: /^(Follow|Unfollow)$/ })).toHaveCount(0);
  await page.goto(`/followers?user_id=${seller.id}`);
  await expect(page.getByText('This user keeps their followers and following private.')).toBeVisible();

  await page.goto('/blocked-users');
  const row = page.getByRole('link', { name: new RegExp(`^${seller.name}`) });
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: `Unblock ${seller.name}` }).click();
  await expect(row).toHaveCount(0);
});

test('an admin writes the Arabic privacy policy; an Arabic reader reads it, an English one keeps the default', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const arabicTitle = `سياسة الخصوصية ${stamp}`;
  const arabicBody = `نحن نحمي بياناتك ولا نبيعها لأحد. ${stamp}`;
  await login(page, DEMO.admin);
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await page.getByLabel('Language', { exact: true }).selectOption('ar');
  await page.getByLabel('Title', { exact: true }).fill(arabicTitle);
  await page.getByLabel('Text', { exact: true }).fill(arabicBody);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved (العربية).')).toBeVisible();

  const arabic = await browser.newPage();
  await prefer(arabic, { lang: 'ar' });
  await arabic.goto('/privacy');
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByRole('heading', { level: 1, name: arabicTitle })).toBeVisible();
  await expect(arabic.getByText(arabicBody)).toBeVisible();
  await arabic.close();

  const english = await browser.newPage();
  await prefer(english, { lang: 'en' });
  await english.goto('/privacy');
  await expect(english.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(english.getByText(arabicBody)).toHaveCount(0);
  await english.close();
});
