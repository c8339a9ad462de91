/**
 * Hindi screens say everything in Hindi: the diary (with its calendar) and a judgment page, walked in
 * Chromium by an account that chose Hindi. Every visible word and accessible name of the page's own
 * interface is read; what may stay in Latin letters is the matter's own data (a case name, a citation,
 * the judgment's text), product names and abbreviations that are written so in Hindi too.
 */
import type { Page } from 'playwright-core';
import { baseUrl, launchBrowser, shot, signUpAndIn } from '../support/browser';

/** Latin words that Hindi writes in Latin letters too. */
// "Doc AI" is the tool's name; "hh:mm" is how a time is to be typed; English names itself in the
// language picker; the footer names the social networks.
const ALLOWED = new Set(['LexMitra', 'Outlook', 'PDF', 'DOCX', 'AI', 'AM', 'PM', 'hh', 'mm', 'English', 'LinkedIn', 'YouTube']);
/** Product names, taken out before the words are split ("Calendar" alone is a word to translate). */
const NAMES = /Google Calendar/g;

/** The interface's own Latin words: text and names outside the elements marked as data (`skip`). */
async function latinWords(page: Page, skip: string[], email: string): Promise<string[]> {
  // The account's own address, shown in the header, is data too.
  const own = new Set(email.split(/[^A-Za-z]+/));
  const words = await page.evaluate(([skipSelectors, names]: readonly [string[], string]) => {
    const names_ = new RegExp(names, 'g');
    const found: string[] = [];
    const skipped = (el: Element | null) => !!el && skipSelectors.some((s) => el.closest(s));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || skipped(el) || el.closest('script,style,noscript,[hidden],[aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      found.push(...(n.textContent ?? '').replace(names_, ' ').split(/[^A-Za-z]+/).filter((w) => w.length > 1));
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label],[title],[placeholder]'))) {
      if (skipped(el)) continue;
      for (const attr of ['aria-label', 'title', 'placeholder']) found.push(...(el.getAttribute(attr) ?? '').replace(names_, ' ').split(/[^A-Za-z]+/).filter((w) => w.length > 1));
    }
    return found;
  }, [skip, NAMES.source] as const);
  return [...new Set(words)].filter((w) => !ALLOWED.has(w) && !own.has(w));
}

describe('Hindi screens in Chromium', () => {
  it('the diary and its calendar, and a judgment page, have no English of their own', async () => {
    const { browser, close } = await launchBrowser({ locale: 'hi-IN' });
    try {
      const page = await browser.newPage();
      const { email } = await signUpAndIn(page, 'hindi-words');
      expect((await page.request.patch(baseUrl() + '/api/auth/me/preferences', { data: { language: 'hi' } })).status()).toBe(200);
      const today = new Date().toISOString().slice(0, 10);
      const entry = await page.request.post(baseUrl() + '/api/diary/entries', { data: { matterNo: 'OS 12/2026', partyName: 'Sharma v. Verma', upcomingDate: today, upcomingTime: '10:30', stage: 'Hearing', court: 'District Court, Saket' } });
      expect(entry.status()).toBe(201);

      await page.goto(baseUrl() + '/dashboard/adv-diary', { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.lang === 'hi');
      await page.locator('.diary-calendar__event').first().waitFor();
      // The matter's own words (number, parties, court) are data, as typed.
      const diaryWords = await latinWords(page, ['.diary-calendar__event', '.diary-calendar__label', '.diary-entry__main', 'input', 'textarea', 'select', 'code'], email);
      await shot(page, 'hindi-diary');
      expect({ screen: 'diary', words: diaryWords }).toEqual({ screen: 'diary', words: [] });

      await page.goto(baseUrl() + '/dashboard/cases', { waitUntil: 'networkidle' });
      await page.getByRole('searchbox').fill('basic structure');
      await page.keyboard.press('Enter');
      const result = page.getByRole('link', { name: 'Kesavananda Bharati v. State of Kerala' });
      await result.waitFor();
      await result.click();
      await page.getByRole('heading', { level: 1, name: 'Kesavananda Bharati v. State of Kerala' }).waitFor();
      await page.waitForLoadState('networkidle');
      // The judgment's own words: its title, citation, parties, judges and text.
      const judgmentWords = await latinWords(page, ['h1', '.judgment__text', '.judgment__body', '.judgment__meta dd', 'article', 'cite', 'input', 'code'], email);
      await shot(page, 'hindi-judgment');
      expect({ screen: 'judgment', words: judgmentWords }).toEqual({ screen: 'judgment', words: [] });
    } finally {
      await close();
    }
  }, 120_000);
});
