/**
 * Reading a judgment in Chromium, in English and Hindi: a full text read from a PDF (a page number
 * on a line of its own, paragraphs the judgment numbers itself) shows no stray paragraph and no
 * doubled numbers; opening at a search's highlight keeps the title and metadata clear of the
 * sticky header; dates read as people write them; a judgment held only as a summary says so; counts
 * use the language's plural forms and court names are in Hindi on Hindi screens. axe-clean, 360 px.
 *
 * The two judgments are synthetic (marked so in their titles) and written to the e2e database
 * through the data layer, as an import would; the judgment page reads MongoDB directly.
 */
import { normaliseCitation } from '@lexmitra/caselaw';
import { CasesRepository } from '@lexmitra/data';
import mongoose from 'mongoose';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { baseUrl, launchBrowser, shot, signUpAndIn } from '../support/browser';

jest.setTimeout(120_000);

const NEUTRAL = '2021 INSC 9903';
/** Paragraph 25 of the stored text holds the searched word: well below the first screen. */
const paragraphs = [
  '1',
  '1. The appellant, Zephyr Traders, supplied cotton yarn to the respondent bank\'s borrower and took a cheque in payment.',
  '- 2 -',
  ...Array.from({ length: 22 }, (_, i) => `${i + 2}. The record shows the course of dealings between the parties in the year ${2010 + (i % 9)}, entry ${i + 1}.`),
  '24. Once the signature on the cheque is admitted, the presumption under Section 139 arises and the accused must rebut it.',
  '25. The appeal is allowed.',
];
const cited = {
  case_id: 'e2e-read-zephyr',
  title: 'Zephyr Traders v. Quill Cooperative Bank (synthetic e2e fixture)',
  court: 'Supreme Court of India',
  date: '2021-03-14',
  neutral_citation: NEUTRAL,
  citation: NEUTRAL,
  description: 'A synthetic judgment on the presumption in cheque dishonour cases.',
  parties: ['Zephyr Traders', 'Quill Cooperative Bank'],
  text: paragraphs.join('\n\n'),
};
const citing = {
  case_id: 'e2e-read-umber',
  title: 'Umber Mills v. Vesper Finance (synthetic e2e fixture)',
  court: 'Delhi High Court',
  date: '2022-08-02',
  description: 'A synthetic judgment that follows an earlier one.',
  text: `1. We follow ${NEUTRAL} on the presumption.`,
  cites: [normaliseCitation(NEUTRAL)!],
};

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

describe('reading a judgment in Chromium', () => {
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;

  beforeAll(async () => {
    const connection = await mongoose.createConnection(process.env.E2E_MONGO_URL!).asPromise();
    try {
      await new CasesRepository(connection).upsertMany([cited, citing]);
    } finally {
      await connection.close();
    }
    ({ browser, close } = await launchBrowser());
    page = await browser.newPage();
    await signUpAndIn(page, 'reader');
  });

  afterAll(async () => close?.());

  it('shows the text without page numbers or doubled numbering, and opens at the highlight below the header', async () => {
    await page.goto(`${baseUrl()}/cases/${cited.case_id}?q=presumption`);
    await page.getByRole('heading', { level: 1, name: cited.title }).waitFor();
    const list = page.locator('ol.judgment__paragraphs');
    const items = await list.locator('li').allInnerTexts();
    expect(items[0]).toMatch(/^1\. The appellant/);
    expect(items).not.toContain('1');
    expect(items).not.toContain('- 2 -');
    // The judgment's own numbers only: the list draws none of its own.
    expect(await list.evaluate((ol) => getComputedStyle(ol).listStyleType)).toBe('none');
    // The first marked paragraph is in view, whole, and not under the sticky header.
    const hit = page.locator('li.judgment__hit');
    expect(await hit.getAttribute('id')).toBe('p-26');
    const header = await box(page, '.site-header');
    const hitBox = (await hit.boundingBox())!;
    expect(hitBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(hitBox.y + hitBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await shot(page, 'judgment-reading-hit');
  });

  it('stays at the title and metadata when the highlight is on the first screen', async () => {
    await page.goto(`${baseUrl()}/cases/${cited.case_id}?q=cotton`);
    await page.locator('li.judgment__hit').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const header = await box(page, '.site-header');
    expect((await box(page, '.judgment__meta')).y).toBeGreaterThanOrEqual(header.y + header.height);
    // Dates as people write them, and one citing judgment counted as one.
    await page.getByText('14 March 2021').waitFor();
    expect(await page.getByText('2021-03-14').count()).toBe(0);
    await page.getByRole('heading', { name: 'Cited by 1 judgment' }).waitFor();
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('calls a summary a summary', async () => {
    await page.goto(`${baseUrl()}/cases/sc-1973-kesavananda-bharati`);
    await page.getByRole('heading', { name: 'Summary of the judgment' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Text of the judgment' }).count()).toBe(0);
    await page.getByText('We hold only this summary of the judgment, not its full text.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('says "1 case found" in English, and on Hindi screens counts, dates and courts in Hindi', async () => {
    await page.goto(`${baseUrl()}/dashboard/cases`);
    await page.getByPlaceholder('Enter your cases that you want to search').fill('hijab');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('1 case found', { exact: true }).waitFor();

    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await page.reload();
    await page.locator('html[lang="hi"]').waitFor();
    await page.locator('input[name="query"]').fill('hijab');
    await page.locator('form button[type="submit"]').click();
    await page.getByText('1 मामला मिला', { exact: true }).waitFor();
    const results = page.getByRole('region', { name: 'खोज के परिणाम' });
    await results.getByText('कर्नाटक उच्च न्यायालय').waitFor();
    await results.getByText('15 मार्च 2022').waitFor();
    expect(await results.getByText('Karnataka High Court').count()).toBe(0);
    // The court filter names the courts in Hindi.
    await page.locator('#case-court option', { hasText: 'भारत का सर्वोच्च न्यायालय' }).waitFor({ state: 'attached' });
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'cases-hindi-360');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`${baseUrl()}/cases/${cited.case_id}`);
    await page.getByRole('heading', { level: 1, name: cited.title }).waitFor();
    await page.getByRole('heading', { name: '1 निर्णय इसका हवाला देता है' }).waitFor();
    await page.locator('.judgment__meta').getByText('भारत का सर्वोच्च न्यायालय').waitFor();
    await page.locator('.judgment__meta').getByText('14 मार्च 2021').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'judgment-hindi');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });
});
