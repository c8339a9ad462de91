/**
 * The document library in Chromium against the built product: upload a PDF through the dropzone,
 * find it in Available Docs, open it again through Access PDF and get the same bytes back.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, rememberUser, shot, signUpAndIn } from '../support/browser';

/** A small, well-formed one-page PDF (valid xref offsets), so Chromium's viewer can render it. */
function onePagePdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 20 100 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 20 100 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

describe('document library in Chromium', () => {
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;
  const password = 'library-pass-42';
  let email = '';
  const bytes = onePagePdf('Legal notice for e2e');
  let uniqueID = '';

  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
    page = await browser.newPage();
    await page.goto(baseUrl() + '/');
    // Sign up and in through the API from the page's own context, so its cookie jar holds the session.
    const user = await signUpAndIn(page, 'docs', password);
    email = user.email;
    await rememberUser(page, user);
  });
  afterAll(async () => close?.());

  const region = (name: string) => page.getByRole('region', { name });

  it('previews the chosen PDF and uploads it through the dropzone, showing its unique ID', async () => {
    await page.goto(baseUrl() + '/dashboard/available-documents');
    await region('Client Upload').getByText('No document uploaded yet.').waitFor();
    await region('Access PDF').getByText('No document accessed yet.').waitFor();
    await page.getByLabel('Choose a PDF, DOC or DOCX file, or a photo').setInputFiles({ name: 'notice.pdf', mimeType: 'application/pdf', buffer: bytes });
    const preview = region('Client Upload').getByTitle('Document Viewer: notice.pdf');
    await preview.waitFor();
    await expect(preview.getAttribute('src')).resolves.toMatch(/^blob:/);
    await region('Client Upload').getByRole('button', { name: 'Upload' }).click();
    const id = region('Client Upload').locator('.alert--success code');
    await id.waitFor();
    uniqueID = (await id.innerText()).trim();
    expect(uniqueID).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('lists the upload in Available Docs with its name, size and unique ID', async () => {
    const item = region('Your documents').getByRole('listitem').filter({ hasText: 'notice.pdf' });
    await item.waitFor();
    await expect(item.innerText()).resolves.toContain(uniqueID);
    await expect(item.innerText()).resolves.toMatch(/\d+(\.\d)? (bytes|KB)/);
    await item.getByRole('button', { name: 'Delete notice.pdf' }).waitFor();
    await shot(page, 'documents-library');
  });

  it('refuses a wrong unique ID in the page, then opens the PDF by e-mail and unique ID with the same bytes', async () => {
    await page.reload();
    const access = region('Access PDF');
    await expect(access.getByPlaceholder('Enter Email').inputValue()).resolves.toBe(email);
    await access.getByPlaceholder('Enter Unique ID').fill('A'.repeat(24));
    await access.getByRole('button', { name: 'Submit' }).click();
    await access.getByRole('alert').filter({ hasText: 'No document matches this unique ID and e-mail.' }).waitFor();
    await access.getByPlaceholder('Enter Unique ID').fill(uniqueID);
    await access.getByRole('button', { name: 'Submit' }).click();
    const viewer = access.getByTitle('Document Viewer: notice.pdf');
    await viewer.waitFor();
    await expect(viewer.getAttribute('src')).resolves.toMatch(/^blob:/);
    // Scripts may not read blob: URLs under the page's CSP, so the bytes are checked through the same session.
    const again = await page.request.post(baseUrl() + '/api/pdf/access', { data: { uniqueID, email } });
    expect(again.headers()['content-type']).toBe('application/pdf');
    expect((await again.body()).equals(bytes)).toBe(true);
    await shot(page, 'documents-access');
  });

  it('shows the same library on the public /available-documents route', async () => {
    await page.goto(baseUrl() + '/available-documents');
    await region('Your documents').getByText(uniqueID).waitFor();
  });
});
