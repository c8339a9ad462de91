/**
 * Bengali in Chromium: a browser that asks for Bengali (bn-IN) gets the landing page in Bengali on
 * its first visit, with the self-hosted Noto Sans Bengali in use, axe-clean, on a desktop and on a
 * 360px phone; switching to English is remembered over the browser's wish.
 */
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { baseUrl, launchBrowser, shot } from '../support/browser';

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('Bengali in Chromium', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  async function bengaliPage(): Promise<Page> {
    const { browser, close } = await launchBrowser({ locale: 'bn-IN' });
    closers.push(close);
    return browser.newPage();
  }

  it('shows a first visit from a Bengali browser in Bengali, in Noto Sans Bengali, axe-clean', async () => {
    const page = await bengaliPage();
    await page.goto(baseUrl() + '/');
    await page.getByRole('heading', { level: 1, name: 'আত্মবিশ্বাসের সঙ্গে আইনি সমস্যার সমাধান' }).waitFor();
    expect(await htmlLang(page)).toBe('bn');
    await page.getByRole('link', { name: 'বিনামূল্যে সাইন আপ' }).first().waitFor();
    const fontLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px "Noto Sans Bengali"', 'সমাধান') && Array.from(document.fonts as unknown as Iterable<FontFace>).some((f) => f.family.includes('Noto Sans Bengali') && f.status === 'loaded');
    });
    expect(fontLoaded).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing is stored until the person chooses.
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
    await shot(page, 'bengali-home');

    // The sign-in screen (another chunk of texts) is Bengali too.
    await page.goto(baseUrl() + '/sign-in');
    await page.getByRole('heading', { level: 1, name: 'সাইন ইন' }).waitFor();

    // Choosing English is a choice: it wins over the browser's Bengali after a reload.
    await page.getByRole('combobox', { name: 'সাইটের ভাষা' }).first().selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
  });

  it('fits a 360px phone in Bengali', async () => {
    const page = await bengaliPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(baseUrl() + '/');
    await page.getByRole('heading', { level: 1, name: 'আত্মবিশ্বাসের সঙ্গে আইনি সমস্যার সমাধান' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'bengali-home-phone');
  });
});
