/**
 * A real user's session in Chromium: case search in the dashboard's sidebar, every page with its own
 * title and the focus on its heading, the skip link, Back returning to the search and the
 * conversation where they were left, statute chips opening the provision's page, and the small
 * things (the phone menu, scroll between pages, the feed's Copy button, calendar events by keyboard,
 * the language beside the menu and the browser's hi-IN on a first visit).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, shot, signUpAndIn } from '../support/browser';

const localDate = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const focused = (page: Page) => page.evaluate(() => ({ tag: document.activeElement?.tagName, text: document.activeElement?.textContent?.trim() ?? '' }));

describe("a user's session in Chromium", () => {
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    ({ browser, close } = await launchBrowser({ permissions: ['clipboard-read', 'clipboard-write'] }));
    page = await browser.newPage();
    page.on('pageerror', (err) => errors.push(err.message));
    await signUpAndIn(page, 'session');
  });
  afterAll(async () => close?.());

  it('lists Case search in the sidebar and titles its page "Case search"', async () => {
    await page.goto(baseUrl() + '/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await sidebar.getByRole('link', { name: 'Case search' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/cases');
    await page.getByRole('heading', { level: 1, name: 'Case search' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Documents' }).count()).resolves.toBe(0);
    await expect(page.title()).resolves.toBe('Case search · LexMitra');
  });

  it('gives every page its own title, in Hindi too, and moves the focus to the new page\'s heading', async () => {
    await page.goto(baseUrl() + '/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(page.title()).resolves.toBe('Dashboard · LexMitra');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Query Bot' }).click();
    await page.getByRole('heading', { level: 1, name: 'Legal Query Bot' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await expect(focused(page)).resolves.toEqual({ tag: 'H1', text: 'Legal Query Bot' });
    await expect(page.title()).resolves.toBe('Query Bot · LexMitra');
    const titles: string[] = [];
    for (const path of ['/pricing', '/about', '/sign-in', '/dashboard/adv-diary', '/dashboard/privacy']) {
      await page.goto(baseUrl() + path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      titles.push(await page.title());
    }
    expect(titles).toEqual(['Pricing · LexMitra', 'About LexMitra · LexMitra', 'Sign in · LexMitra', 'Advocate diary · LexMitra', 'Privacy · LexMitra']);
    await page.getByRole('combobox', { name: 'Site language' }).selectOption('hi');
    await page.waitForFunction(() => document.title === 'निजता · LexMitra');
    await page.getByRole('combobox', { name: 'साइट की भाषा' }).selectOption('en');
    await page.waitForFunction(() => document.title === 'Privacy · LexMitra');
  });

  it('offers a skip link as the dashboard\'s first Tab stop, which lands in the content', async () => {
    await page.goto(baseUrl() + '/dashboard/query');
    await page.getByRole('heading', { level: 1, name: 'Legal Query Bot' }).waitFor();
    await page.keyboard.press('Tab');
    await expect(focused(page)).resolves.toEqual({ tag: 'A', text: 'Skip to content' });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => !!document.activeElement?.closest('#main'));
    expect(inMain).toBe(true);
  });

  it('keeps the search in the address: Back from a judgment shows the same query, filters, page and scroll', async () => {
    await page.goto(baseUrl() + '/dashboard/cases');
    await page.getByPlaceholder('Enter your cases that you want to search').fill('article 21');
    await page.getByLabel('Court').selectOption('Supreme Court of India');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'article 21', court: 'Supreme Court of India', page: '2' });
    const results = page.getByRole('region', { name: 'Search results' });
    const last = results.locator('h2 a').last();
    await last.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    const name = (await last.textContent())!;
    await last.click();
    await page.waitForURL((u) => u.pathname.startsWith('/cases/'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/dashboard/cases' && u.searchParams.get('page') === '2');
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    await results.getByRole('link', { name }).waitFor();
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe('article 21');
    await expect(page.getByLabel('Court').inputValue()).resolves.toBe('Supreme Court of India');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 40, scrolled, { timeout: 5000 });
    await page.goBack();
    await page.getByText(/^Page 1 of \d+$/).waitFor();
  });

  it('opens a statute chip as its provision\'s page, and Back returns to the open conversation', async () => {
    await page.goto(baseUrl() + '/dashboard/query');
    await page.getByPlaceholder('Enter your query').fill('Someone snatched my mobile phone on the road yesterday. What can I do?');
    await page.getByRole('button', { name: 'Send' }).click();
    const chip = page.locator('.chat__message--bot').last().getByRole('list', { name: 'Sections cited' }).getByRole('link', { name: 'BNS 2023 s.304' });
    await chip.waitFor({ timeout: 20_000 });
    await page.waitForURL((u) => !!u.searchParams.get('c'));
    const conversation = new URL(page.url()).searchParams.get('c');
    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    await chip.click();
    await page.waitForURL((u) => u.pathname === '/dashboard/law');
    await page.getByRole('heading', { level: 1, name: 'Section 304, Bharatiya Nyaya Sanhita, 2023' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'What the law says, in our words' }).waitFor();
    await page.getByRole('heading', { level: 3, name: /Snatching/ }).first().waitFor();
    await page.getByRole('heading', { level: 2, name: 'Judgments on this provision' }).waitFor();
    // Never a search of the chip's words.
    expect(asked.filter((u) => u.endsWith('/ask'))).toEqual([]);
    await expect(page.title()).resolves.toBe('Provision of law · LexMitra');
    await shot(page, 'session-provision');
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/dashboard/query' && u.searchParams.get('c') === conversation);
    await page.getByLabel('Messages').getByText('Someone snatched my mobile phone on the road yesterday.').waitFor();
    await page.locator('.chat__message--bot').getByRole('link', { name: 'BNS 2023 s.304' }).waitFor();
  });

  it('leads "SRA 1963 s.6" and "MTA 2021 s.20" to what the product knows of them, never to another act\'s section', async () => {
    await page.goto(`${baseUrl()}/law?${new URLSearchParams({ act: 'Specific Relief Act, 1963', section: '6' })}`);
    await page.getByRole('heading', { level: 1, name: 'Section 6, Specific Relief Act, 1963' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Getting back possession taken without due process' }).waitFor();
    await page.getByText('No judgment in our collection cites this provision yet.').waitFor();
    await page.goto(`${baseUrl()}/dashboard/law?${new URLSearchParams({ act: 'Model Tenancy Act, 2021', section: '20' })}`);
    await page.getByRole('heading', { level: 1, name: 'Section 20, Model Tenancy Act, 2021' }).waitFor();
    await page.getByRole('heading', { level: 3, name: /landlord cutting supplies/ }).waitFor();
    await page.getByText('No judgment in our collection cites this provision yet.').waitFor();
    await expect(page.locator('main').innerText()).resolves.not.toMatch(/Narcotic|NDPS/);
  });

  it('starts every dashboard page at its top, not where the last one was scrolled', async () => {
    await page.goto(baseUrl() + '/dashboard/adv-diary');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Drafts' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/drafts');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 3000 });
  });

  it('copies the calendar feed link, and opens a calendar event from the keyboard', async () => {
    await page.goto(baseUrl() + '/dashboard/adv-diary');
    const form = page.getByRole('form', { name: 'Add New Entry' });
    const matter = `OS ${Date.now() % 100000}/2026`;
    await form.getByLabel('Matter Number').fill(matter);
    await form.getByLabel('Party Name').fill('Rao v. Pillai');
    await form.getByLabel('Upcoming Date').fill(localDate());
    await form.getByRole('button', { name: 'Add Entry' }).click();
    const calendar = page.getByRole('region', { name: 'Calendar' });
    const event = calendar.getByRole('button', { name: `${matter} Rao v. Pillai` });
    await event.waitFor();
    await event.focus();
    await page.keyboard.press('Enter');
    // The event opens the entry in the form (onSelectEvent), as a click does.
    await page.getByRole('heading', { level: 2, name: 'Edit Entry' }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Matter Number' }).inputValue()).resolves.toBe(matter);

    const feed = page.getByRole('region', { name: 'Subscribe in your calendar' });
    await feed.getByRole('button', { name: /Create/ }).click();
    const link = feed.getByRole('textbox', { name: 'Calendar link' });
    await link.waitFor();
    await feed.getByRole('button', { name: 'Copy the calendar link' }).click();
    await feed.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(await link.inputValue());
  });

  it('closes the phone menu after navigating, and shows the language choice without opening it', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(baseUrl() + '/dashboard');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Case search' }).click();
    await page.getByRole('heading', { level: 1, name: 'Case search' }).waitFor();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).isVisible()).resolves.toBe(false);
    await page.goto(baseUrl() + '/pricing');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(page.getByRole('combobox', { name: 'Site language' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Menu', exact: true }).getAttribute('aria-expanded')).resolves.toBe('false');
    await shot(page, 'session-phone-header');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(errors).toEqual([]);
  });
});

describe('a first visit from a browser set to Hindi (hi-IN)', () => {
  let close: () => Promise<void>;
  afterAll(async () => close?.());

  it('shows the site in Hindi without being asked', async () => {
    const launched = await launchBrowser({ locale: 'hi-IN' });
    close = launched.close;
    const page = await launched.browser.newPage();
    await page.goto(baseUrl() + '/pricing');
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await page.getByRole('combobox', { name: 'साइट की भाषा' }).waitFor();
    await expect(page.getByRole('combobox', { name: 'साइट की भाषा' }).inputValue()).resolves.toBe('hi');
    await expect(page.title()).resolves.toBe('कीमतें · LexMitra');
  });
});
