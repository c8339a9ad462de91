/**
 * The draft editor in a real browser against the built product (BFF, convert-worker, MinIO,
 * database): pick a template, fill its blanks, save, download both formats and read them back.
 */
import { extractPdfPages } from '@lexmitra/documents';
import mammoth from 'mammoth';
import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, rememberUser, shot, signUpAndIn } from '../support/browser';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('draft editor in Chromium', () => {
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
    page = await browser.newPage();
    page.on('pageerror', (err) => errors.push(err.message));
    // A real account through the real endpoints; the page's requests share the session cookie.
    const user = await signUpAndIn(page, 'drafts');
    await page.goto(baseUrl() + '/home');
    await rememberUser(page, user);
  });
  afterAll(async () => close?.());

  const editor = () => page.getByLabel(/^Draft text/);

  it('picks a template and fills its blanks from the form', async () => {
    await page.goto(baseUrl() + '/drafts');
    await page.getByRole('option', { name: 'Select a Template' }).waitFor({ state: 'attached' });
    await page.getByLabel('Template').selectOption({ label: 'Legal Notice for Cheque Dishonour (NI Act s.138)' });
    await page.waitForFunction(() => /SECTION 138/.test((document.querySelector('textarea') as HTMLTextAreaElement)?.value ?? ''));
    const form = page.getByRole('form', { name: 'Fill in the blanks' });
    await form.getByLabel('Name of the person who gave the cheque').fill('Rohan Mehta');
    await form.getByLabel('Cheque amount (₹)', { exact: true }).fill('1,25,000');
    await form.getByLabel("Client's full name").fill('Zoë Fernandes');
    await form.getByRole('button', { name: 'Fill in the draft' }).click();
    const text = await editor().inputValue();
    expect(text).toContain('Rohan Mehta');
    expect(text).toContain('₹ 1,25,000 (Rupees {{cheque_amount_in_words}} only)');
    expect(text).not.toContain('{{client_name}}');
    await page.getByText('(unsaved changes)').waitFor();
    await shot(page, 'drafts-filled');
  });

  it('saves the draft and lists it under My drafts', async () => {
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Draft saved successfully').waitFor();
    await page.getByRole('button', { name: 'Open Legal Notice for Cheque Dishonour (NI Act s.138)' }).waitFor();
    expect(await page.getByText('(unsaved changes)').count()).toBe(0);
    const mine = await (await page.request.get(baseUrl() + '/api/drafts')).json();
    expect(mine).toEqual([expect.objectContaining({ title: 'Legal Notice for Cheque Dishonour (NI Act s.138)', version: 1, templateUrl: 'templates/cheque-dishonour-notice.txt' })]);
  });

  it('downloads the PDF, named after the template, with the filled text', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('cheque-dishonour-notice.pdf');
    const bytes = fs.readFileSync((await download.path())!);
    const text = squash((await extractPdfPages(bytes)).map((p) => p.text).join('\n'));
    expect(text).toContain('LEGAL NOTICE UNDER SECTION 138 OF THE NEGOTIABLE INSTRUMENTS ACT, 1881');
    expect(text).toContain('Rohan Mehta');
    expect(text).toContain('₹ 1,25,000');
    expect(text).toContain('Zoë Fernandes');
  });

  it('downloads the DOCX with the same text', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'DOCX' }).click()]);
    expect(download.suggestedFilename()).toBe('cheque-dishonour-notice.docx');
    const text = squash((await mammoth.extractRawText({ buffer: fs.readFileSync((await download.path())!) })).value);
    expect(text).toContain('Rohan Mehta');
    expect(text).toContain('₹ 1,25,000');
    expect(errors).toEqual([]);
  });

  it('fits a 360 px wide screen', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(baseUrl() + '/dashboard/drafts');
    await page.getByLabel('Template').waitFor();
    await page.getByRole('button', { name: /^Open / }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(page, 'drafts-360');
  });
});
