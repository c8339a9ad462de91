/**
 * Accessibility of every docs/product.md §2 route in Chromium, checked by axe-core (injected into the page):
 * no serious or critical violation, signed out and signed in (the diary, the dashboard and the
 * stored-user screens show their real content only to a signed-in user).
 */
import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, rememberUser, signUpAndIn } from '../support/browser';

// Evaluated through the DevTools protocol: the page's CSP (script-src 'self') rightly refuses an inline <script>.
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const PUBLIC_ROUTES = [
  '/', '/home', '/idk', '/available-documents', '/query-page', '/doc.ai', '/adv.diary', '/cases', '/sign-up', '/sign-in',
  '/pricing', '/contact', '/about', '/forgot-password', '/no-such-page',
];
const STORED_USER_ROUTES = ['/drafts', '/client-view', '/lawyer-view'];
const DASHBOARD_ROUTES = [
  '/dashboard', '/dashboard/translate', '/dashboard/drafts', '/dashboard/docai', '/dashboard/available-documents',
  '/dashboard/adv-diary', '/dashboard/query', '/dashboard/cases',
];

interface Violation { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }

/** Loads a route, lets its data arrive, brings lazily loaded parts into view, and runs axe on it. */
async function violations(page: Page, route: string): Promise<Violation[]> {
  await page.goto(baseUrl() + route, { waitUntil: 'networkidle' });
  if (route === '/' || route === '/home') {
    // The testimonials carousel loads when its section nears the screen: check it too.
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await page.locator('#testimonials .slick-slider').waitFor({ timeout: 10_000 });
  }
  await page.waitForLoadState('networkidle');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const describeAll = (list: Violation[]) =>
  list.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`).join('\n')}`).join('\n');

describe('accessibility (axe-core) of every route', () => {
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;

  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
    page = await browser.newPage();
  });
  afterAll(async () => {
    await close?.();
  });

  async function check(routes: string[]) {
    const failures: string[] = [];
    for (const route of routes) {
      const found = await violations(page, route);
      if (found.length) failures.push(`${route}:\n${describeAll(found)}`);
    }
    console.log(`axe: ${routes.length} routes, ${failures.length} with serious or critical violations`);
    expect(failures.join('\n\n')).toBe('');
  }

  it('has no serious or critical violation on the public routes, signed out', async () => {
    await check(PUBLIC_ROUTES);
  });

  it('has no serious or critical violation on any route, signed in', async () => {
    await rememberUser(page, await signUpAndIn(page, 'axe'));
    await check([...PUBLIC_ROUTES, ...STORED_USER_ROUTES, ...DASHBOARD_ROUTES]);
  });

  it('has none on a phone-sized screen either (the menus collapse behind toggles there)', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await check(['/', '/dashboard', '/dashboard/adv-diary', '/pricing']);
  });

  it('has none in Hindi either (issue 17), with <html lang="hi">', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await page.goto(baseUrl() + '/dashboard', { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await check(['/', '/sign-in', '/dashboard', '/dashboard/translate', '/dashboard/adv-diary', '/dashboard/query', '/dashboard/drafts', '/pricing']);
  });
});
