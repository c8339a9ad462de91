/**
 * The Privacy page in Chromium with the real product: export my data end to end (the worker writes
 * the ZIP, the page shows the link), the delete dialog by keyboard (focus moves in, Escape returns
 * it), the pending state and its cancel, and axe-core on each state, at desktop and phone widths.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, shot, signUpAndIn } from '../support/browser';
import { seriousViolations } from '../support/axe';

describe('Privacy page', () => {
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;

  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
    page = await browser.newPage();
    await signUpAndIn(page, 'privacy');
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

  it('schedules the deletion, shows when, and cancels it; all usable on a phone', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Delete my account...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill('correct-horse-42');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText(/Your account will be erased on/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'privacy-deletion-pending-phone');
    await page.getByRole('button', { name: 'Cancel the deletion' }).click();
    await page.getByText('The deletion is cancelled. Your account stays.').waitFor();
    expect((await page.request.get(baseUrl() + '/api/account/deletion')).status()).toBe(200);
    expect((await (await page.request.get(baseUrl() + '/api/account/deletion')).json()).state).toBe('none');
  });
});
