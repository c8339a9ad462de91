/**
 * Case search in a real browser against the built product (BFF + search-service on the seed
 * corpus): sign in, search with a blank query, a doctrine and a typo, filter, and page.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, shot } from '../support/browser';

describe('case search in Chromium', () => {
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;
  const email = `cases.${Date.now()}@example.in`;
  const password = 'correct-horse-42';
  const placeholder = 'Enter your cases that you want to search';

  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
    page = await browser.newPage();
    const reg = await page.request.post(baseUrl() + '/api/auth/register', { data: { email, password } });
    expect(reg.status()).toBe(201);
  });
  afterAll(async () => close?.());

  it('sends a signed-out visitor to sign in', async () => {
    await page.goto(baseUrl() + '/cases');
    await page.getByRole('heading', { level: 1, name: 'Case search' }).waitFor();
    await page.getByRole('link', { name: 'sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/sign-in');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((u) => u.pathname === '/home');
  });

  it('refuses a blank query with docs/product.md §8 text, then finds Kesavananda Bharati for "basic structure"', async () => {
    await page.goto(baseUrl() + '/dashboard/cases');
    const input = page.getByPlaceholder(placeholder);
    await input.fill('   ');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid query.' }).waitFor();
    await input.fill('basic structure');
    await page.getByRole('button', { name: 'Submit' }).click();
    const results = page.getByRole('region', { name: 'Search results' });
    await results.getByRole('heading', { name: 'Kesavananda Bharati v. State of Kerala' }).waitFor();
    await results.getByText('24 April 1973').first().waitFor();
    expect(await results.locator('mark').count()).toBeGreaterThan(0);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await shot(page, 'cases-results');
  });

  it('tolerates a typo in a party name and filters by court and years', async () => {
    await page.goto(baseUrl() + '/cases');
    await page.getByPlaceholder(placeholder).fill('Puttuswamy privacy');
    await page.getByLabel('Court').selectOption('Supreme Court of India');
    await page.getByLabel('From year').fill('2017');
    await page.getByLabel('To year').fill('2017');
    await page.getByRole('button', { name: 'Submit' }).click();
    const results = page.getByRole('region', { name: 'Search results' });
    await results.getByRole('heading', { name: /K\.S\. Puttaswamy/ }).first().waitFor();
    const dates = await results.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')));
    expect(dates.length).toBeGreaterThan(0);
    for (const d of dates) expect(d).toMatch(/^2017-/);
  });

  it('pages through many results', async () => {
    await page.getByPlaceholder(placeholder).fill('article 21');
    await page.getByLabel('From year').fill('');
    await page.getByLabel('To year').fill('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    const first = await page.getByRole('region', { name: 'Search results' }).locator('h2').first().textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    const second = await page.getByRole('region', { name: 'Search results' }).locator('h2').first().textContent();
    expect(second).not.toBe(first);
  });
});
