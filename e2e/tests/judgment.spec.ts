/**
 * Case law end to end in Chromium: two judgments of a fixture year in the dataset's published
 * layout go through the built import command (plan, queue, the product's ai-worker, MinIO,
 * MongoDB, search-service refresh); then a user searches, opens a judgment, sees the searched
 * paragraph marked, follows a "cited by" link and downloads the original PDF. axe-clean at 360 px.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { FIXTURE_YEARS, writeYear } from '../../tools/fixtures/case-dataset';
import { seriousViolations } from '../support/axe';
import { baseUrl, launchBrowser, shot, signUpAndIn } from '../support/browser';

jest.setTimeout(180_000);

const cited = FIXTURE_YEARS[2022].find((j) => j.path === '2022_9_101_110')!;
const citing = { ...FIXTURE_YEARS[2023].find((j) => j.path === '2023_9_201_215')!, hindi: undefined };

describe('judgment page in Chromium', () => {
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;
  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-cases-'));
    await writeYear(root, 2022, [cited]);
    await writeYear(root, 2023, [citing]);
    // The built import command, as an operator runs it in a container.
    const cli = path.resolve(__dirname, '../../services/search-service/dist/corpus/import-cli.js');
    const out = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, [cli, root], { env: { ...process.env, MONGO_URL: process.env.E2E_MONGO_URL, BULLMQ_PREFIX: process.env.E2E_BULLMQ_PREFIX } }, (err, stdout, stderr) =>
        err ? reject(new Error(`${err.message}\n${stdout}\n${stderr}`)) : resolve(stdout),
      ),
    );
    // The e2e database outlives a run: a second run reports the two as updated or unchanged, never doubled.
    expect(out).toMatch(/pass \d+: 2 files/);
    expect(out).toMatch(/rejected 0/);
    ({ browser, close } = await launchBrowser());
    page = await browser.newPage();
    await signUpAndIn(page, 'judgment');
  });

  afterAll(async () => {
    await close?.();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('searches, opens a judgment with the searched paragraph marked, follows "cited by" and downloads the PDF', async () => {
    await page.goto(baseUrl() + '/dashboard/cases');
    const results = page.getByRole('region', { name: 'Search results' });
    // The search-service replica picks the import up from its event; retry until it has.
    for (let i = 0; i < 30 && !(await results.getByRole('link', { name: cited.title }).count()); i++) {
      await page.getByPlaceholder('Enter your cases that you want to search').fill('presumption signature admitted');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForTimeout(1000);
    }
    await results.getByRole('link', { name: cited.title }).click();
    await page.waitForURL((u) => u.pathname === '/cases/sci-2022_9_101_110');
    await page.getByRole('heading', { level: 1, name: cited.title }).waitFor();
    // The first paragraph holding the searched words is outlined and marked (its number depends on how the PDF's lines were read).
    const hit = page.locator('li.judgment__hit');
    await hit.waitFor();
    expect(await hit.innerText()).toMatch(/presumption/i);
    expect(await hit.locator('mark').count()).toBeGreaterThanOrEqual(2);
    expect(await hit.getAttribute('id')).toMatch(/^p-\d+$/);
    await page.getByRole('link', { name: 'Indian Supreme Court Judgments' }).waitFor();
    await page.getByRole('heading', { name: 'Cited by 1 judgment' }).waitFor();
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await shot(page, 'judgment-360');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download the original PDF/ }).click()]);
    const file = await download.path();
    expect(fs.readFileSync(file!).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('list', { name: 'Judgments that cite it' }).getByRole('link', { name: citing.title }).click();
    await page.getByRole('heading', { level: 1, name: citing.title }).waitFor();
    await page.getByRole('link', { name: cited.title }).waitFor();
  });
});
