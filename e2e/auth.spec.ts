/** Foundation journeys: an account from registration to login, Arabic right-to-left, dark mode across reloads. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { codeMailedTo, login, prefer, DEMO } from './support/fixtures.ts';

test('a new user registers, verifies with the e-mailed code, logs out and logs in again', async ({ page }) => {
  const email = `driver-${Date.now()}@example.com`;
  const password = 'Journey-pass-42';

  await page.goto('/');
  await page.getByRole('link', { name: 'Register' }).first().click();
  await expect(page).toHaveURL(/\/register(\?redirect=dashboard)?$/);
  await page.getByLabel('Full name').fill('Jordan Journey');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verify-email/);
  await expect(page.getByText(email)).toBeVisible();
  const code = await codeMailedTo(email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  // Logged in: back on the dashboard with the account menu.
  await expect(page).toHaveURL(/\/$/);
  const menu = page.getByRole('button', { name: /Account menu for Jordan Journey/ });
  await expect(menu).toBeVisible();
  await menu.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

  // Registration accepted the privacy policy: logging in again asks nothing (remembered per account and version).
  const privacyChecked = page.waitForResponse((r) => r.url().includes('/users/privacy_status/') && r.ok());
  await login(page, email, password);
  await expect(page.getByRole('button', { name: /Account menu for Jordan Journey/ })).toBeVisible();
  const status = (await (await privacyChecked).json()) as { needs_acceptance: string };
  expect(status.needs_acceptance).toBe('0');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('at phone width a logged-in user sees their account button in the header, not only in the menu', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await prefer(page, { lang: 'en', dark: false });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Log in' })).toBeHidden();
  await login(page, DEMO.buyer);
  await page.goto('/');
  const account = header.getByRole('button', { name: /Account menu for / });
  await expect(account).toBeVisible();
  await account.click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
});

test('a wrong verification code is refused with a clear message', async ({ page }) => {
  const email = `typo-${Date.now()}@example.com`;
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Terry Typo');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('Journey-pass-42');
  await page.getByLabel('Confirm password').fill('Journey-pass-42');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email/);
  const code = await codeMailedTo(email);
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Sorry, your code is invalid.')).toBeVisible();
});

test('login returns the user to the page they came from', async ({ page }) => {
  await page.goto('/category');
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/redirect=category-list/);
  await page.getByLabel('Email').fill(DEMO.buyer);
  await page.getByLabel(/^Password/).fill('Wheeldeal-demo-1');
  // The privacy policy is accepted once per account and version, not at every login (issue 14).
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/category$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('switching to Arabic lays the page out right-to-left', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: /Language/ }).first().click();
  await page.getByRole('menuitemradio', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The text is Arabic, not English.
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
});

test('dark mode survives a reload', async ({ page }) => {
  await prefer(page, { dark: false });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  const toggle = page.getByRole('switch', { name: 'Dark mode' }).first();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('switch', { name: 'Dark mode' }).first()).toHaveAttribute('aria-checked', 'true');
});

test('an unknown path shows the not-found screen with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText("Oops, it looks like the page you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: /dashboard|home/i }).last().click();
  await expect(page).toHaveURL(/\/$/);
});

for (const path of ['/login', '/register']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('button').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
