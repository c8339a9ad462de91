/**
 * Keeping a Document AI result (issue 17) in Chromium against the built product: a summary made by
 * the offline engine downloads as a PDF (by mouse) and a DOCX (by keyboard) drawn by the convert
 * worker, is saved as a draft that My drafts then lists, and the screen with its result has no
 * serious axe violation.
 */
import { execFileSync } from 'node:child_process';
import type { BrowserContext, Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { baseUrl, launchBrowser, shot, signUpAndIn } from '../support/browser';
import { seriousViolations } from '../support/axe';

const LINES = [
  'NOTICE TO VACATE',
  'The tenant has not paid the monthly rent of the flat for the last four months.',
  'The landlord asks the tenant to pay the arrears of rent and vacate the flat within thirty days.',
  'If the tenant does not vacate, the landlord will file a suit for eviction before the Rent Controller.',
];

async function textPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  LINES.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 22, size: 10, font }));
  return Buffer.from(await doc.save());
}

describe('keeping a Document AI result in Chromium', () => {
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;

  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
    page = await browser.newPage();
    await page.goto(baseUrl() + '/');
    await signUpAndIn(page, 'keep');
  });
  afterAll(async () => close?.());

  it('downloads the summary as PDF and DOCX, saves it as a draft, and stays accessible', async () => {
    await page.goto(baseUrl() + '/dashboard/docai');
    await page.getByLabel('Choose a document').setInputFiles({ name: 'vacate-notice.pdf', mimeType: 'application/pdf', buffer: await textPdf() });
    await page.getByText('vacate-notice.pdf').waitFor();
    await page.getByRole('button', { name: 'Summarize' }).click();
    const group = page.getByRole('group', { name: 'Keep this result' });
    await group.waitFor({ timeout: 60_000 });
    const summary = (await page.locator('.doctools__output-text').innerText()).trim();
    expect(summary.length).toBeGreaterThan(20);

    const [pdf] = await Promise.all([page.waitForEvent('download'), group.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe('vacate-notice - summary.pdf');
    const text = execFileSync('pdftotext', ['-layout', (await pdf.path())!, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(summary.split('\n')[0].replace(/\s+/g, ' ').slice(0, 40));

    // By keyboard: focus the DOCX button and press Enter.
    await group.getByRole('button', { name: 'Download DOCX' }).focus();
    const [docx] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(docx.suggestedFilename()).toBe('vacate-notice - summary.docx');

    await group.getByRole('button', { name: 'Save as draft' }).click();
    await page.getByText(/Saved to My drafts as “Summary of vacate-notice\.pdf”\./).waitFor();
    await shot(page, 'docai-keep-result');

    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Open My drafts' }).click();
    await page.getByText('Summary of vacate-notice.pdf').first().waitFor();
  }, 120_000);
});
