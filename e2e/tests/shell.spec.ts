/**
 * The app shell in a real browser against the built product: every docs/product.md §2 route loads, the header
 * and landing page match docs/product.md §2, pricing shows docs/product.md screen 11's plans, the dashboard hides the header.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, rememberUser, shot, signUpAndIn } from '../support/browser';

const PUBLIC_ROUTES = [
  '/', '/home', '/idk', '/available-documents', '/query-page', '/doc.ai', '/adv.diary', '/sign-up', '/sign-in', '/pricing',
  '/contact', '/about', '/forgot-password',
];
const DASHBOARD_ROUTES = [
  '/dashboard', '/dashboard/translate', '/dashboard/drafts', '/dashboard/docai', '/dashboard/available-documents',
  '/dashboard/adv-diary', '/dashboard/query', '/dashboard/cases',
];
const STORED_USER_ROUTES = ['/drafts', '/client-view', '/lawyer-view'];

describe('app shell in Chromium', () => {
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;
  const errors: string[] = [];
  const requested: string[] = [];

  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
    page = await browser.newPage();
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('request', (req) => requested.push(req.url()));
  });
  afterAll(async () => {
    await close?.();
  });

  // A real account and session: the dashboard guard asks the server, not local storage.
  const signIn = async () => {
    await rememberUser(page, await signUpAndIn(page, 'shell'));
  };
  const signOut = async () => {
    await page.request.post(baseUrl() + '/api/auth/logout', { data: {} });
    await page.evaluate(() => localStorage.clear());
  };

  it('loads every public route without a script error, with the header', async () => {
    for (const route of PUBLIC_ROUTES) {
      const res = await page.goto(baseUrl() + route);
      expect(res?.status()).toBe(200);
      // The app renders after GET /api/config answers, so wait for the header rather than poll once.
      await page.getByRole('img', { name: 'LexMitra Logo' }).first().waitFor({ state: 'visible', timeout: 10_000 });
      await shot(page, `route${route.replace(/[/.]/g, '_') || '_root'}`);
    }
    expect(errors).toEqual([]);
    // Without a Clerk key the product must not load Clerk's code or reach any other origin.
    expect(requested.filter((u) => !u.startsWith(baseUrl()))).toEqual([]);
    expect(requested.filter((u) => /clerk/i.test(u))).toEqual([]);
  });

  it('has the header navigation in docs/product.md §2 order with the active pill on Home for /', async () => {
    await page.goto(baseUrl() + '/');
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link').first().waitFor();
    const labels = (await nav.getByRole('link').allInnerTexts()).map((t) => t.replace(/[▾\s]+$/u, '').trim()).filter(Boolean);
    const order = ['Home', 'About', 'Services', 'Testimonials'].map((l) => labels.findIndex((x) => x.startsWith(l)));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The globe item after them is the language switcher (issue 17), English chosen.
    await expect(page.getByRole('combobox', { name: 'Site language' }).inputValue()).resolves.toBe('en');
    const home = nav.getByRole('link', { name: /^Home/ });
    await expect(home.getAttribute('aria-current')).resolves.toBe('page');
    const logoLink = page.getByRole('link').filter({ has: page.getByRole('img', { name: 'LexMitra Logo' }) }).first();
    await expect(logoLink.getAttribute('href')).resolves.toBe('/');
  });

  it('shows the landing page sections, hero, chart values and the 28K figure, and scrolls by hash', async () => {
    await page.goto(baseUrl() + '/home');
    await page.getByText('SOLVING LEGAL MATTERS WITH CONFIDENCE').first().waitFor({ state: 'visible' });
    for (const id of ['about', 'services', 'testimonials', 'get-started']) {
      await expect(page.locator(`#${id}`).count()).resolves.toBe(1);
    }
    await page.getByText('28K').first().waitFor({ state: 'visible' });
    await page.getByText('Case Closure Statistics').first().waitFor({ state: 'visible' });
    const body = await page.locator('body').innerText();
    for (const service of ['AI Translation', 'Document Summaries', 'Advocate Diary']) expect(body).toContain(service);
    await page.goto(baseUrl() + '/#testimonials');
    await page.waitForFunction(() => {
      const el = document.getElementById('testimonials');
      if (!el) return false;
      const top = el.getBoundingClientRect().top;
      return top >= -5 && top < window.innerHeight / 2;
    }, undefined, { timeout: 5000 });
  });

  it('subscribes to updates from the Get Updates box', async () => {
    await page.goto(baseUrl() + '/#get-started');
    const box = page.locator('#get-started');
    await box.getByRole('textbox').first().fill('reader@example.in');
    await box.getByRole('button', { name: 'Submit' }).click();
    await expect(box.getByText(/subscribed|thank/i).first().waitFor({ timeout: 15_000 })).resolves.toBeUndefined();
  });

  it('serves the legal PDFs linked from the footer', async () => {
    for (const file of ['terms-of-service', 'privacy-policy']) {
      const res = await page.request.get(`${baseUrl()}/legal/${file}.pdf`);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('application/pdf');
      expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('shows the pricing plans and assurances of docs/product.md screen 11', async () => {
    await page.goto(baseUrl() + '/pricing');
    const text = await page.locator('main').innerText();
    for (const s of ['pro', '3,999', 'Custom Build', '5GB', 'monthly backups', 'daily backups', 'unlimited storage', '30-day money-back', '24/7 support', 'regular updates']) {
      expect(text.toLowerCase()).toContain(s.toLowerCase());
    }
    await shot(page, 'pricing');
  });

  it('guards the dashboard and the stored-user routes, and hides the header inside the dashboard', async () => {
    await page.goto(baseUrl() + '/');
    await signOut();
    await page.goto(baseUrl() + '/dashboard');
    await page.waitForURL((u) => !u.pathname.startsWith('/dashboard'));
    for (const route of STORED_USER_ROUTES) {
      await page.goto(baseUrl() + route);
      await page.waitForURL((u) => u.pathname === '/sign-in');
    }
    await signIn();
    for (const route of DASHBOARD_ROUTES) {
      await page.goto(baseUrl() + route);
      expect(new URL(page.url()).pathname).toBe(route);
      await expect(page.getByRole('img', { name: 'LexMitra Logo' }).count()).resolves.toBe(0);
      await shot(page, `dash${route.replace(/[/.]/g, '_')}`);
    }
    const sidebar = (await page.getByRole('navigation').first().innerText()).split('\n').map((s) => s.trim()).filter(Boolean);
    expect(sidebar).toEqual(['Dashboard', 'Translate', 'Drafts', 'Doc AI', 'Available Docs', 'Adv Diary', 'Query Bot', 'Case search', 'Sign Out']);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect(errors).toEqual([]);
  });

  it('fits a 360px wide phone without horizontal scrolling', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const route of ['/', '/pricing', '/query-page']) {
      await page.goto(baseUrl() + route);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `phone${route.replace(/[/.]/g, '_')}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
