/**
 * Social sign-in in the browser (issue 14): the e2e server is configured with a local OpenID provider playing Google,
 * Facebook and Apple (scripts/e2e-server.ts); its login page asks who to be. Apple answers by a form POST and takes
 * the client secret our server signs.
 */
import { expect, test } from '@playwright/test';

test('a visitor continues with Google from a page, signs in at the provider and is back there signed in', async ({ page }) => {
  const sub = `g-${Date.now()}`;
  await page.goto('/category');
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/login\?redirect=category-list/);
  await page.getByRole('link', { name: 'Continue with Google' }).click();

  // The provider's page.
  await expect(page.getByRole('heading', { name: 'Local OpenID provider' })).toBeVisible();
  await page.getByLabel('Subject').fill(sub);
  await page.getByLabel('Name', { exact: true }).fill('Gina Google');
  await page.getByLabel('E-mail', { exact: true }).fill(`${sub}@mail.test`);
  await page.getByLabel('E-mail verified').check();
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/category$/);
  // A new account made through a provider accepts the privacy policy once, then is not asked again.
  await page.getByRole('button', { name: 'I accept' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Account menu for Gina Google/ })).toBeVisible();

  // Signed in for the server too: a reload keeps the account, and the profile shows the provider's address.
  await page.reload();
  await expect(page.getByRole('button', { name: /Account menu for Gina Google/ })).toBeVisible();
});

test('a visitor registers with Facebook and is signed in', async ({ page }) => {
  const sub = `f-${Date.now()}`;
  await page.goto('/register');
  await page.getByRole('link', { name: 'Continue with Facebook' }).click();
  await expect(page.getByRole('heading', { name: 'Local OpenID provider' })).toBeVisible();
  await page.getByLabel('Subject').fill(sub);
  await page.getByLabel('Name', { exact: true }).fill('Farah Facebook');
  await page.getByLabel('E-mail', { exact: true }).fill(`${sub}@mail.test`);
  await page.getByLabel('E-mail verified').check();
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByRole('button', { name: 'I accept' }).click();
  await expect(page.getByRole('button', { name: /Account menu for Farah Facebook/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /Account menu for Farah Facebook/ })).toBeVisible();
});

test('a visitor continues with Apple: the provider posts the answer back, and a hidden address is enough', async ({ page }) => {
  const sub = `a-${Date.now()}`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Apple' }).click();
  await expect(page.getByRole('heading', { name: 'Local OpenID provider' })).toBeVisible();
  await page.getByLabel('Subject').fill(sub);
  await page.getByLabel('Name', { exact: true }).fill('Ada Apple');
  // Apple's "Hide my e-mail": a relay address, verified.
  await page.getByLabel('E-mail', { exact: true }).fill(`${sub}@privaterelay.appleid.com`);
  await page.getByLabel('E-mail verified').check();
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByRole('button', { name: 'I accept' }).click();
  await expect(page.getByRole('button', { name: /Account menu for Ada Apple/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /Account menu for Ada Apple/ })).toBeVisible();
});

test("a sign-in cancelled at the provider comes back to the login screen with the provider's message", async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('link', { name: 'Continue with Facebook' }).click();
  await expect(page.getByRole('heading', { name: 'Local OpenID provider' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText('The user cancelled the sign-in.');
});
