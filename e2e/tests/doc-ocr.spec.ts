/**
 * A scanned 10-page Hindi and English notice in the Document AI screen, in Chromium against the
 * built product: the pages carry no text layer (typeset by Pango, rasterised at 300 dpi, wrapped as
 * pictures), so the worker reads every one by OCR. The screen shows the OCR progress, then a summary,
 * then answers a question from the scanned text.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { makeScannedPdf } from '../../tools/fixtures/scans';
import { baseUrl, launchBrowser, shot, signUpAndIn } from '../support/browser';

const PAGES = 10;
const notice = (n: number) =>
  n === 1
    ? 'LEGAL NOTICE UNDER SECTION 138 OF THE NEGOTIABLE INSTRUMENTS ACT\n\nकानूनी नोटिस\n\nThe cheque issued by you towards repayment of the loan was returned unpaid by the bank with the remark funds insufficient.\n\nआपके द्वारा दिया गया चेक बैंक द्वारा अपर्याप्त धनराशि के कारण लौटा दिया गया है।'
    : n === PAGES
      ? `Page ${n}\n\nYou are called upon to pay the amount of rupees two lakh within fifteen days of receiving this notice, failing which a complaint will be filed before the Magistrate.\n\nइस नोटिस की प्राप्ति के पंद्रह दिनों के भीतर दो लाख रुपये का भुगतान करें।`
      : `Page ${n}\n\nThe complainant's bank statement for month ${n} shows the loan account and the entries recorded against it by the bank.\n\nपृष्ठ ${n}: बैंक खाते का विवरण और उसमें दर्ज प्रविष्टियाँ।`;

describe('Document AI reads a scanned notice in Chromium', () => {
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;
  let scan: Buffer;

  beforeAll(async () => {
    scan = await makeScannedPdf(Array.from({ length: PAGES }, (_, i) => notice(i + 1)));
    ({ browser, close } = await launchBrowser());
    page = await browser.newPage();
    await page.goto(baseUrl() + '/');
    await signUpAndIn(page, 'dococr');
  });
  afterAll(async () => close?.());

  it(`summarises a ${PAGES}-page scan with OCR progress, then answers a question about it`, async () => {
    await page.goto(baseUrl() + '/dashboard/docai');
    await page.getByLabel('Choose a document').setInputFiles({ name: 'scanned-notice.pdf', mimeType: 'application/pdf', buffer: scan });
    await page.getByText('scanned-notice.pdf').waitFor();
    await page.getByLabel('Language', { exact: true }).selectOption('hi');
    await page.getByRole('button', { name: 'Summarize' }).click();
    // The worker reads the pages one by one; the screen names the stage and counts them.
    await page.getByText(new RegExp(`Reading scanned pages \\(OCR\\): \\d+% \\(\\d+ of ${PAGES}\\)`)).waitFor({ timeout: 60_000 });
    await shot(page, 'docai-ocr-progress');
    const output = page.locator('.doctools__output-text');
    await page.getByRole('button', { name: 'Summarize' }).waitFor({ timeout: 90_000 });
    const summary = await output.innerText();
    expect(summary).toMatch(/cheque|returned unpaid|fifteen days/);

    await page.getByPlaceholder('Enter your question here').fill('Within how many days must the amount be paid?');
    await page.getByRole('button', { name: 'Get Answer' }).click();
    // The answer replaces the summary in the Output panel (the scan is read once: its text is cached).
    await page.waitForFunction(
      (before) => {
        const text = document.querySelector('.doctools__output-text')?.textContent ?? '';
        return text !== before && /within fifteen days of receiving this notice/.test(text);
      },
      summary,
      { timeout: 60_000 },
    );
    await shot(page, 'docai-ocr-answer');
  }, 150_000);
});
