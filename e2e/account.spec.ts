/**
 * Badges and the account (issue 14) in the browser: a new user applies for the blue mark from the settings screen,
 * an admin approves it in the admin area, and the badge shows on the user's profile; another user downloads their
 * data and then deletes the account, which ends the session and cannot be signed into again.
 */
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, codeMailedTo, login } from './support/fixtures.ts';

const KEY = 'teampsisthebest';
const rest = (resource: string, action: string) => `/index.php/rest/${resource}/${action}/api_key/${KEY}`;
const PASSWORD = 'Account-test-9';

/** Registers and verifies a fresh account through the API (the code read from the outbox); answers its e-mail. */
async function freshAccount(api: APIRequestContext, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  const add = await api.post(rest('users', 'add'), { data: { user_name: name, user_email: email, user_password: PASSWORD } });
  expect(add.ok(), await add.text()).toBeTruthy();
  const user = (await add.json()) as { user_id: string; status: string };
  if (user.status !== '1') {
    const verify = await api.post(rest('users', 'verify'), { data: { user_id: user.user_id, code: await codeMailedTo(email) } });
    expect(verify.ok(), await verify.text()).toBeTruthy();
  }
  return email;
}

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test('a user applies for the blue mark, an admin approves it, and the badge shows', async ({ page, browser, request }) => {
  const name = 'Blue Applicant';
  const email = await freshAccount(request, name);
  await login(page, email, PASSWORD);
  await openSettings(page);
  await expect(page.getByTestId('blue-mark-state')).toHaveAttribute('data-state', 'none');
  await page.getByRole('region', { name: 'Badges' }).getByRole('button', { name: 'Apply' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Apply for the blue mark' });
  await dialog.getByLabel('Your note').fill('I restore classic cars and sell a few each year.');
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('blue-mark-state')).toHaveAttribute('data-state', 'pending');

  const staff = await browser.newContext();
  const adminPage = await staff.newPage();
  await login(adminPage, DEMO.admin);
  await adminPage.goto('/admin/badges');
  const card = adminPage.getByTestId('badge-application').filter({ hasText: email });
  await expect(card).toContainText('I restore classic cars');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);
  await staff.close();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Verified');
  await openSettings(page);
  await expect(page.getByTestId('blue-mark-state')).toHaveAttribute('data-state', 'approved');
});

test('a user downloads their data, then deletes the account for good', async ({ page, request }) => {
  const name = 'Leaving Person';
  const email = await freshAccount(request, name);
  await login(page, email, PASSWORD);
  await openSettings(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^wheeldeal-account-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { profile: { user_email: string; user_name: string }; listings: unknown[]; messages: unknown[]; reviews: unknown[] };
  expect(exported.profile).toMatchObject({ user_email: email, user_name: name });
  expect(exported).toHaveProperty('listings');
  expect(exported).toHaveProperty('messages');
  expect(exported).toHaveProperty('reviews');

  await page.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await confirm.getByLabel('Your password').fill('Wrong-password-1');
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(confirm.getByRole('alert')).toContainText('current password is not correct');
  await confirm.getByLabel('Your password').fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();

  // Not recoverable: signing in with the old credentials fails, and the settings ask for a sign-in.
  const again = await request.post(rest('users', 'login'), { data: { user_email: email, user_password: PASSWORD } });
  expect(again.status()).toBe(400);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toHaveCount(0);
});
