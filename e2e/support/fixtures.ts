/** Shared helpers of the browser tests: the e2e database (for e-mailed codes), language and theme, login. */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Wheeldeal-demo-1';
export const DEMO = { admin: 'admin@wheeldeal.local', seller: 'seller@wheeldeal.local', buyer: 'buyer@wheeldeal.local' };

const urlFile = path.join(process.cwd(), '.data-test', 'e2e', 'database-url');

/** The newest e-mail to an address, read from the outbox of the e2e server's database. */
export async function lastMailTo(email: string): Promise<{ subject: string; body: string } | undefined> {
  const client = new pg.Client({ connectionString: fs.readFileSync(urlFile, 'utf8').trim() });
  await client.connect();
  try {
    const { rows } = await client.query('select subject, body from outbox where recipient = $1 order by added_date desc limit 1', [email]);
    return rows[0];
  } finally {
    await client.end();
  }
}

export async function codeMailedTo(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await lastMailTo(email))?.body.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Sets language and theme before the first paint, as a returning visitor would have them. Only seeds what is
 * not stored yet, so choices made during the test survive reloads. */
export async function prefer(page: Page, opts: { lang?: string; dark?: boolean }) {
  await page.addInitScript(({ lang, dark }) => {
    if (lang && localStorage.getItem('wd.lang') === null) localStorage.setItem('wd.lang', lang);
    if (dark !== undefined && localStorage.getItem('wd.dark') === null) localStorage.setItem('wd.dark', dark ? '1' : '0');
  }, opts);
}

export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
