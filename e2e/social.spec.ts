/**
 * Social sign-in in the browser (issue 14): the e2e server is configured with a local OpenID provider playing Google,
 * Facebook and Apple (scripts/e2e-server.ts); its login page asks who to be. Apple answers by a form POST and takes
 * the client secret our server signs.
 */
import { expect, test, type Page } from '@playwright/test';

/** On the local provider's page: signs in as this person, with a verified address. */
async function signInAtProvider(page: Page, who: { sub: string; name: string; email: string }) {
  await expect(page.getByRole('heading', { name: 'Local OpenID provider' })).toBeVisible();
  await page.getByLabel('Subject').fill(who.sub);
  await page.getByLabel('Name', { exact: true }).fill(who.name);
  await page.getByLabel('E-mail', { exact: true }).fill(who.email);
  await page.getByLabel('E-mail verified').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Back in the app as a new account: accepts the privacy policy once, and stays signed in across a reload. */
async function expectSignedInAsNew(page: Page, name: string) {
  await page.getByRole('button', { name: 'I accept' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(`Account menu for ${name}`) })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(`Account menu for ${name}`) })).toBeVisible();
}

test('a visitor continues with Google from a page, signs in at the provider and is back there signed in', async ({ page }) => {
  const sub = `g-${Date.now()}`;
  await page.goto('/category');
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/login\?redirect=category-list/);
  await page.getByRole('link', { name: 'Continue with Google' }).click();

  await signInAtProvider(page, { sub, name: 'Gina Google', email: `${sub}@mail.test` });
  // Back on the page they came from, signed in for the server too.
  await expect(page).toHaveURL(/\/category$/);
  await expectSignedInAsNew(page, 'Gina Google');
});

test('a visitor registers with Facebook and is signed in', async ({ page }) => {
  const sub = `f-${Date.now()}`;
  await page.goto('/register');
  await page.getByRole('link', { name: 'Continue with Facebook' }).click();
  await signInAtProvider(page, { sub, name: 'Farah Facebook', email: `${sub}@mail.test` });
  await expectSignedInAsNew(page, 'Farah Facebook');
});

test('a visitor continues with Apple: the provider posts the answer back, and a hidden address is enough', async ({ page }) => {
  const sub = `a-${Date.now()}`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Apple' }).click();
  // Apple's "Hide my e-mail": a relay address, verified.
  await signInAtProvider(page, { sub, name: 'Ada Apple', email: `${sub}@privaterelay.appleid.com` });
  await expectSignedInAsNew(page, 'Ada Apple');
});

test("a sign-in cancelled at the provider comes back to the login screen with the provider's message", async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('link', { name: 'Continue with Facebook' }).click();
  await expect(page.getByRole('heading', { name: 'Local OpenID provider' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText('The user cancelled the sign-in.');
});
