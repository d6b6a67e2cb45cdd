/**
 * Phone sign-in end to end (issue 14): from the login screen to /login/phone, the spec's rules shown on the form,
 * the code read from the local outbox (the messaging adapter's default, as the admin area shows it), a wrong code
 * refused, the right one signing in; then the profile's number change, verified by a code before it is stored.
 */
import { expect, test } from '@playwright/test';
import { codeMailedTo } from './support/fixtures.ts';

/** A number of this run: 415-555-XXXX, written as a person would type it and as the server stores it. */
function freshNumber(): { typed: string; e164: string } {
  const tail = String(Date.now()).slice(-4);
  return { typed: `(415) 555-${tail}`, e164: `+1415555${tail}` };
}

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

test('a visitor signs in with a phone code read from the outbox, then changes the number with a new code', async ({ page }) => {
  const phone = freshNumber();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Log in with phone' }).click();
  await expect(page).toHaveURL(/\/login\/phone/);

  // The spec's rules, shown before anything is sent.
  await expect(page.getByText('Exactly 10 digits, or international format starting with + and the country code.')).toBeVisible();
  await page.getByLabel('Full name').fill('Amara');
  await page.getByLabel('WhatsApp number').fill('12345');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please enter your first and last name, separated by a space.')).toBeVisible();
  await expect(page.getByText('Enter exactly 10 digits, or an international number starting with + and the country code.')).toBeVisible();

  await page.getByLabel('Full name').fill('Amara Okafor');
  await page.getByLabel('WhatsApp number').fill(phone.typed);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/verify-code/);
  await expect(page.getByText(phone.typed)).toBeVisible();

  const code = await codeMailedTo(phone.e164);
  await page.getByLabel('Verification code').fill(wrongOf(code));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Your verification code is not correct.')).toBeVisible();
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Account menu for Amara Okafor/ })).toBeVisible();

  // The profile shows the verified number; a new one needs its own code.
  await page.goto('/edit-profile');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(phone.e164);
  await expect(page.getByText('Verified number')).toBeVisible();
  await page.getByRole('button', { name: 'Change number' }).click();
  const next = { typed: '+44 7911 123456', e164: '+447911123456' };
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New phone number').fill(next.typed);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const changeCode = await codeMailedTo(next.e164);
  await dialog.getByLabel('Verification code').fill(changeCode);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('status')).toContainText(/Your phone number is now .*\+447911123456/);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(next.e164);
});
