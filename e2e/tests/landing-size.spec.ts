/**
 * The landing page's JavaScript budget: what a fresh browser downloads to show `/`, as the bytes
 * that crossed the wire (the server's brotli) and as gzip, each at most 150 KB (issue 21's figure).
 * The interface language (issue 17) and later screens had taken it to 188 KB gzip, the budget to
 * 190. Issue 27 brought it back to 147.4 KB gzip: zod is no longer loaded (the start-up answers are
 * checked by validators made from the contracts at build time, frontend/build/start-up-checks.ts),
 * every page but the landing page is a route chunk, and the texts of the other screens come with
 * the first of them (shared/i18n: locales/<code>/shell.json and screens.json).
 */
import http from 'node:http';
import type { Page } from 'playwright-core';
import { baseUrl, launchBrowser } from '../support/browser';

const BUDGET_BYTES = 150 * 1000;

/** The body size of `url` as sent to a client accepting only `encoding` (not inflated). */
function encodedSize(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      let size = 0;
      res.on('data', (c: Buffer) => (size += c.length));
      res.on('end', () => resolve(size));
    }).on('error', reject);
  });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

describe('landing page JavaScript', () => {
  it(`downloads at most ${kb(BUDGET_BYTES)} of JavaScript for / (brotli as sent, and gzip)`, async () => {
    // A browser of its own with an empty cache, also when the test is run again after a failure.
    const { browser, close } = await launchBrowser();
    try {
      await measure(await browser.newPage());
    } finally {
      await close();
    }
  });
});

/** Loads / and measures every script it downloads. */
async function measure(page: Page): Promise<void> {
  const scripts = new Map<string, number>();
  page.on('requestfinished', async (req) => {
    if (req.resourceType() !== 'script' && !/\.m?js(\?|$)/.test(req.url())) return;
    // The encoded body: what crossed the network, compressed as the server sent it.
    scripts.set(req.url(), (await req.sizes()).responseBodySize);
  });
  await page.goto(baseUrl() + '/', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'SOLVING LEGAL MATTERS WITH CONFIDENCE' }).waitFor();
  // A moment for anything the first render starts (and the last size lookups) to finish.
  await page.waitForTimeout(500);

  const urls = [...scripts.keys()];
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.every((u) => u.startsWith(baseUrl()))).toBe(true);
  const sent = [...scripts.values()].reduce((a, b) => a + b, 0);
  const gzip = (await Promise.all(urls.map((u) => encodedSize(u, 'gzip')))).reduce((a, b) => a + b, 0);
  const plain = (await Promise.all(urls.map((u) => encodedSize(u, 'identity')))).reduce((a, b) => a + b, 0);
  console.log(`landing page JS: ${urls.length} files, ${kb(sent)} transferred (as the browser got them), ${kb(gzip)} as gzip, ${kb(plain)} uncompressed`);
  expect(sent).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(gzip).toBeLessThanOrEqual(BUDGET_BYTES);
  // Every file came over the network (none from a cache), compressed: not the plain files.
  expect([...scripts.values()].every((n) => n > 0)).toBe(true);
  expect(sent).toBeLessThan(plain / 2);
}
