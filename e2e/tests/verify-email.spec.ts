/**
 * Issue 19 in Chromium against the built product and the test stack's mail server: a visitor signs
 * up on /sign-up, a document is shared for their address, and it stays hidden until they open the
 * link of the verification mail; then it appears in their documents. axe-core checks each screen.
 */
import { BrowserContext, Page, request } from 'playwright-core';
import { linkIn, waitForMail } from '../../tools/jest/mailbox';
import { baseUrl, launchBrowser, shot } from '../support/browser';
import { seriousViolations } from '../support/axe';

const tokenOf = (url: URL) => new URLSearchParams(url.hash.slice(1)).get('token')!;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

describe('sign-up, the verification mail, and a document shared for the address', () => {
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;
  const email = `newcomer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const password = 'newcomer-pass-42';
  const documentName = `shared-notice-${Date.now()}.pdf`;

  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
    page = await browser.newPage();
  });
  afterAll(async () => close?.());

  it('signs up through the page and is told to confirm the address', async () => {
    await page.goto(baseUrl() + '/sign-up');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Signup' }).click();
    await page.waitForURL('**/sign-in');
    await page.getByText(/We have sent a link to your e-mail address/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shares a document for the address from another, verified account', async () => {
    // The sender works through the API in a cookie jar of its own.
    const sender = await request.newContext({ baseURL: baseUrl() });
    const senderEmail = `sender.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
    expect((await sender.post('/api/auth/register', { data: { email: senderEmail, password } })).status()).toBe(201);
    const token = tokenOf(linkIn(await waitForMail(senderEmail, { subject: /Confirm your e-mail address/ }), '/verify-email'));
    expect((await sender.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
    expect((await sender.post('/api/auth/login', { data: { email: senderEmail, password } })).status()).toBe(200);
    const upload = await sender.post('/api/pdf/upload', { multipart: { email, file: { name: documentName, mimeType: 'application/pdf', buffer: PDF } } });
    expect(upload.status()).toBe(201);
    await sender.dispose();
  });

  it('signs in, sees the notice and no shared document until the address is confirmed', async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/home');
    await page.goto(baseUrl() + '/dashboard/available-documents');
    const notice = page.getByRole('region', { name: 'Confirm your e-mail address' });
    await notice.waitFor();
    await page.getByText('No documents yet. Upload one above and it will be listed here.').waitFor();
    expect(await page.getByText(documentName).count()).toBe(0);
    await shot(page, 'verify-notice');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opens the link of the mail and then finds the shared document in the list', async () => {
    const link = linkIn(await waitForMail(email, { subject: /Confirm your e-mail address/ }), '/verify-email');
    // The mail's origin is the product's configured one; the browser here reaches it at baseUrl.
    await page.goto(baseUrl() + link.pathname + link.hash);
    await page.getByText(`Thank you: ${email} is confirmed.`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to my documents' }).click();
    await page.getByRole('region', { name: 'Your documents' }).getByRole('listitem').filter({ hasText: documentName }).waitFor();
    expect(await page.getByRole('region', { name: 'Confirm your e-mail address' }).count()).toBe(0);
    await shot(page, 'verify-shared-document');
  });
});
