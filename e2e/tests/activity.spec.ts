/**
 * "Activity on my documents" in Chromium against the built product: a document is shared with a
 * second user, who opens it from their own session; the owner's page then shows who opened it.
 * The page is also checked by axe-core, at desktop width and at 360 px.
 */
import { request, type APIRequestContext, type BrowserContext, type Page } from 'playwright-core';
import { baseUrl, launchBrowser, rememberUser, shot, signUpAndIn } from '../support/browser';
import { seriousViolations } from '../support/axe';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

describe('Activity on my documents in Chromium', () => {
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;
  let reader: APIRequestContext;

  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
    page = await browser.newPage();
    await page.goto(baseUrl() + '/');
    // The second user has a session of their own, apart from the browser's cookie jar.
    reader = await request.newContext({ baseURL: baseUrl() });
  });
  afterAll(async () => {
    await reader?.dispose();
    await close?.();
  });

  it("shows an empty state, then a second user's opening of a document shared with them", async () => {
    const owner = await signUpAndIn(page, 'owner');
    await rememberUser(page, owner);
    await page.goto(baseUrl() + '/dashboard/activity');
    await page.getByRole('heading', { name: 'Activity on my documents' }).waitFor();
    await page.getByText(/No activity yet/).waitFor();
    expect(await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Activity on my documents' }).getAttribute('aria-current')).toBe('page');

    const second = await signUpAndIn({ request: reader } as unknown as Page, 'reader');
    const upload = await page.request.post(baseUrl() + '/api/pdf/upload', { multipart: { file: { name: 'sale-deed.pdf', mimeType: 'application/pdf', buffer: PDF }, email: second.email } });
    expect(upload.status()).toBe(201);
    const { uniqueID } = await upload.json();
    const opened = await reader.post('/api/pdf/access', { data: { uniqueID, email: second.email } });
    expect(opened.status()).toBe(200);

    // The record is stored moments after the request; the page shows it once it is there.
    const entry = page.getByRole('list', { name: 'Activity on my documents' }).getByRole('listitem').filter({ hasText: second.email });
    for (let i = 0; i < 20 && !(await entry.count()); i++) {
      await page.reload();
      await page.getByRole('heading', { name: 'Activity on my documents' }).waitFor();
      await page.waitForLoadState('networkidle');
    }
    await entry.waitFor();
    expect(await entry.textContent()).toContain('opened or downloaded · sale-deed.pdf');
    const list = page.getByRole('list', { name: 'Activity on my documents' });
    expect(await list.getByRole('listitem').filter({ hasText: 'You uploaded' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'activity-desktop');

    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await entry.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'activity-phone');
  });
});
