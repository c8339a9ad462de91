/**
 * The advocate diary in a real browser against the built product: add today's hearing with a PDF,
 * find it in Today's Matters and on the calendar, view and download the PDF, reload and find it kept.
 */
import type { BrowserContext, Page } from 'playwright-core';
import fs from 'node:fs';
import { baseUrl, launchBrowser, shot, signUpAndIn, waitForValue } from '../support/browser';

const localDate = (d = new Date()) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('advocate diary in Chromium', () => {
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;
  const title = 'OS 77/2025 Iyer v. Menon';

  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
    page = await browser.newPage();
    await signUpAndIn(page, 'diary');
  });
  afterAll(async () => close?.());

  it("adds today's hearing with a PDF and shows it in Today's Matters and on the calendar", async () => {
    await page.goto(baseUrl() + '/dashboard/adv-diary');
    const form = page.getByRole('form', { name: 'Add New Entry' });
    await form.getByLabel('Matter Number').fill('OS 77/2025');
    await form.getByLabel('Party Name').fill('Iyer v. Menon');
    await form.getByLabel('Upcoming Date').fill(localDate());
    await form.getByLabel(/^Upcoming Time/).fill('10:30');
    await form.getByLabel('AM/PM').selectOption('AM');
    await form.getByLabel('Stage').selectOption('Hearing');
    await form.getByLabel('Notes').fill('Bring the lease deed');
    await form.getByLabel('Document (PDF)').setInputFiles({ name: 'Order.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Add Entry' }).click();

    const todays = page.getByRole('region', { name: "Today's Matters" });
    await todays.getByText(title).waitFor();
    await waitForValue(form.getByLabel('Matter Number'), '');
    await page.getByRole('region', { name: 'Calendar' }).locator('.diary-calendar__event', { hasText: title }).first().waitFor();
    await shot(page, 'diary-today');
  });

  it('views and downloads the PDF', async () => {
    const todays = page.getByRole('region', { name: "Today's Matters" });
    await todays.getByRole('button', { name: 'Show Details' }).click();
    await todays.getByText('Order.pdf').waitFor();
    await todays.getByRole('button', { name: 'View Document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order.pdf' });
    const frame = dialog.locator('iframe');
    await frame.waitFor();
    await expect(frame.getAttribute('src')).resolves.toMatch(/^blob:/);
    await dialog.getByRole('button', { name: 'Close' }).click();

    const [download] = await Promise.all([page.waitForEvent('download'), todays.getByRole('button', { name: 'Download Document' }).click()]);
    expect(download.suggestedFilename()).toBe('Order.pdf');
    const saved = await download.path();
    expect(fs.readFileSync(saved!).equals(PDF)).toBe(true);
  });

  it("shows docs/product.md §8's alert for an entry without a document", async () => {
    const form = page.getByRole('form', { name: 'Add New Entry' });
    await form.getByLabel('Matter Number').fill('WP 5/2026');
    await form.getByRole('button', { name: 'Add Entry' }).click();
    const all = page.getByRole('region', { name: 'All Diary Entries' });
    const item = all.getByRole('listitem').filter({ hasText: 'WP 5/2026' });
    await item.getByRole('button', { name: 'Show Details' }).click();
    await item.getByRole('button', { name: 'View Document' }).click();
    await page.getByRole('alert').filter({ hasText: 'No document available for viewing.' }).waitFor();
  });

  it('keeps the entries after a reload', async () => {
    await page.reload();
    await page.getByRole('region', { name: "Today's Matters" }).getByText(title).waitFor();
    await page.getByRole('region', { name: 'All Diary Entries' }).getByText('WP 5/2026').waitFor();
    await page.getByLabel('Search by matter number').fill('os 77');
    const all = page.getByRole('region', { name: 'All Diary Entries' });
    await all.getByText(title).waitFor();
    await all.getByText('WP 5/2026').waitFor({ state: 'detached' });
  });
});
