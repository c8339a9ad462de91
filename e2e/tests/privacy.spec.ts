/**
 * The Privacy page in Chromium with the real product: export my data end to end (the worker writes
 * the ZIP, the page shows the link), the delete dialog by keyboard (focus moves in, Escape returns
 * it), scheduling a deletion (signed out, told when), signing in again (asked whether to cancel: keep
 * stays signed out, cancel keeps the account), and axe-core on each state, at desktop and phone widths.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, shot, signUpAndIn } from '../support/browser';
import { seriousViolations } from '../support/axe';

describe('Privacy page', () => {
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;

  let email = '';

  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
    page = await browser.newPage();
    ({ email } = await signUpAndIn(page, 'privacy'));
  });
  afterAll(async () => close?.());

  it('exports my data: the button, then a download link to a ZIP', async () => {
    await page.goto(baseUrl() + '/dashboard/privacy', { waitUntil: 'networkidle' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Export my data' }).click();
    const link = page.getByRole('link', { name: 'Download the ZIP' });
    await link.waitFor({ timeout: 30_000 });
    const res = await page.request.get(baseUrl() + (await link.getAttribute('href')));
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/zip');
    expect((await res.body()).subarray(0, 2).toString()).toBe('PK');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'privacy-export-ready');
  }, 60_000);

  it('opens the delete dialog from the keyboard, refuses a wrong password in it, and gives focus back on Escape', async () => {
    const opener = page.getByRole('button', { name: 'Delete my account...' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('alert').waitFor();
    expect(await dialog.getByRole('alert').textContent()).toContain('That password is not right.');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('schedules the deletion: signed out at once, told when; signing in again asks whether to cancel; all usable on a phone', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    // A second device of the same account, signed in before the request.
    const other = await browser.newPage();
    await other.goto(baseUrl() + '/dashboard/query', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Delete my account...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill('correct-horse-42');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((u) => u.pathname === '/sign-in');
    await page.getByText(/Your account will be erased on .* You have been signed out on every device/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'privacy-deletion-signed-out-phone');
    // Nothing of the account is readable any more, from here or with the other tab's cookie.
    expect((await page.request.get(baseUrl() + '/api/chat/conversations')).status()).toBe(401);
    await other.reload();
    await other.waitForURL((u) => u.pathname === '/sign-in');
    await other.close();

    const signIn = async () => {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('correct-horse-42');
      await page.getByRole('button', { name: 'Login' }).click();
      return page.getByRole('group', { name: 'Your account is due to be deleted' });
    };
    let question = await signIn();
    await question.waitFor();
    await expect(question.textContent()).resolves.toMatch(/will be erased on .*Do you want to cancel the deletion/);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'privacy-deletion-question-phone');
    // Keep it: still signed out, still scheduled.
    await question.getByRole('button', { name: 'No, keep it scheduled' }).click();
    await page.getByText(/Nothing changed/).waitFor();
    expect((await page.request.get(baseUrl() + '/api/auth/me')).status()).toBe(401);
    // Then cancel it: signed in, the account stays.
    question = await signIn();
    await question.getByRole('button', { name: 'Cancel the deletion and sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/home');
    expect((await (await page.request.get(baseUrl() + '/api/account/deletion')).json()).state).toBe('none');
  });
});
