/**
 * Accounts in a real browser against the real BFF and database: sign up, sign in, reach the
 * dashboard, sign out, and be sent away from the dashboard afterwards.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, shot } from '../support/browser';

describe('accounts in Chromium', () => {
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;
  const email = `asha.${Date.now()}@example.in`;
  const password = 'correct-horse-42';

  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
    page = await browser.newPage();
  });
  afterAll(async () => close?.());

  it('signs up, refusing mismatched passwords first', async () => {
    await page.goto(baseUrl() + '/sign-up');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password + 'x');
    await page.getByRole('button', { name: 'Signup' }).click();
    await page.getByRole('alert').filter({ hasText: 'Passwords do not match' }).waitFor();
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Signup' }).click();
    await page.waitForURL((u) => u.pathname === '/sign-in');
    await expect(page.evaluate(() => localStorage.getItem('userId'))).resolves.toMatch(/^[0-9a-f]{24}$/);
  });

  it('refuses a wrong password with docs/product.md §8 text, then signs in and lands on /home', async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid credentials, please try again.' }).waitFor();
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((u) => u.pathname === '/home');
    await expect(page.evaluate(() => localStorage.getItem('email'))).resolves.toBe(email);
    await page.getByRole('button', { name: /Account menu/ }).waitFor();
  });

  it('reaches the dashboard, signs out, and is sent away from the dashboard', async () => {
    await page.goto(baseUrl() + '/redirect');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByText(`Welcome, ${email}`).waitFor();
    await shot(page, 'auth-dashboard');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const me = await page.request.get(baseUrl() + '/api/auth/me');
    expect(me.status()).toBe(401);
    await page.goto(baseUrl() + '/dashboard');
    await page.waitForURL((u) => u.pathname === '/sign-in');
  });
});
