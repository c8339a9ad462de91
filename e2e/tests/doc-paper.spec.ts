/**
 * Document AI's summary of a court paper in Chromium against the built product, with no AI model:
 * the whole result shows in the page (no inner scroll box cutting it mid-line), it says what the
 * paper is and its next date, and a signed-in user puts that date into the diary with one button.
 * The page stays axe clean, also at a phone's 360 px.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { renderTextPdf } from '../../tools/fixtures/scans';
import { seriousViolations } from '../support/axe';
import { baseUrl, launchBrowser, shot, signUpAndIn } from '../support/browser';

const SUMMONS = [
  'IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), NAGPUR', '',
  'Special Civil Suit No. 318 of 2026', '',
  'Vidarbha Cold Storage Pvt. Ltd. ... Plaintiff', 'Versus', 'Mr. Sameer Deshmukh ... Defendant', '',
  'SUMMONS TO DEFENDANT', '',
  'Whereas the plaintiff has instituted a suit against you for recovery of Rs. 4,75,000 with interest at 9% per annum for cold storage charges, you are hereby summoned to appear in this Court in person or by a pleader duly instructed on 19 January 2027 at 11 A.M. to answer the claim.', '',
  'You are directed to file your written statement within 30 days from the date of service of this summons. In default of your appearance on the day mentioned above, the suit will be heard and determined in your absence.', '',
  'Given under my hand and the seal of the Court, this 1st day of December 2026.',
].join('\n');

describe('Document AI summary of a court paper in Chromium', () => {
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;

  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
    page = await browser.newPage();
    await page.goto(baseUrl() + '/');
    await signUpAndIn(page, 'docpaper');
  });
  afterAll(async () => close?.());

  it('shows the whole summary, the kind of paper and its next date, and puts the date into the diary', async () => {
    await page.goto(baseUrl() + '/dashboard/docai');
    await page.getByLabel('Choose a document').setInputFiles({ name: 'summons.pdf', mimeType: 'application/pdf', buffer: renderTextPdf(SUMMONS) });
    await page.getByText('summons.pdf').waitFor();
    await page.getByRole('button', { name: 'Summarize' }).click();
    const about = page.getByRole('group', { name: 'About this paper' });
    await about.waitFor({ timeout: 60_000 });

    const output = page.locator('.doctools__output-text');
    const summary = await output.innerText();
    expect(summary).toContain('What it is: Summons in a civil suit');
    expect(summary).toContain('Special Civil Suit No. 318 of 2026');
    expect(summary).toContain('within 30 days from the date of service of this summons');
    // The whole result is in the page: the panel does not scroll inside, and nothing is cut off.
    const box = await output.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight, overflow: getComputedStyle(el).overflowY }));
    expect(box.overflow).toBe('visible');
    expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
    expect(box.client).toBeGreaterThan(300);

    await about.getByText('Kind of paper: Summons in a civil suit').waitFor();
    await about.getByText('Next date in the paper: 19 January 2027').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'docai-paper-summary');

    await about.getByRole('button', { name: 'Add 19 January 2027 to my diary' }).click();
    await about.getByRole('status').filter({ hasText: '19 January 2027 is in your diary.' }).waitFor();
    await about.getByRole('link', { name: 'Open the diary' }).click();
    await page.waitForURL(/\/dashboard\/adv-diary$/);
    await page.getByRole('region', { name: 'All Diary Entries' }).getByText('Special Civil Suit No. 318 of 2026').waitFor();
    await shot(page, 'docai-paper-diary');
  }, 120_000);

  it('keeps the result readable and axe clean on a 360 px phone', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goBack();
    await page.waitForURL(/\/dashboard\/docai$/);
    await page.getByLabel('Choose a document').setInputFiles({ name: 'summons.pdf', mimeType: 'application/pdf', buffer: renderTextPdf(SUMMONS) });
    await page.getByRole('button', { name: 'Summarize' }).click();
    await page.getByRole('group', { name: 'About this paper' }).waitFor({ timeout: 60_000 });
    const widths = await page.locator('.doctools__output-text').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client + 1);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'docai-paper-phone');
  }, 90_000);
});
