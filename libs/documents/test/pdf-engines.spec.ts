/**
 * The two PDF text engines: poppler's pdftotext when it is on PATH, the pdfjs child when not. Both
 * keep pages and paragraphs and fail with the same codes. PATH is changed per test to show or hide
 * the tools; wrappers on PATH log that the native tools really ran.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import { makePdf } from '../../../tools/fixtures/documents';
import { makeScannedPdf } from '../../../tools/fixtures/scans';
import { extractDocument, plainText } from '../src';
import { findTool } from '../src/native/find-tool';

const A = 'The accused was produced before the Magistrate within twenty-four hours of arrest, as the law requires, and bail was sought on the ground that the offence is bailable.';
const B = 'The complainant states that the cheque issued towards repayment of the loan was returned unpaid with the remark funds insufficient.';

/** A PDF whose trailer asks for a password none of us knows (standard security handler, RC4 40-bit). */
async function makeEncryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.load(await makePdf([['Secret text of the notice.']]));
  const ctx = doc.context;
  const enc = ctx.obj({ Filter: 'Standard', V: 1, R: 2, Length: 40, P: -44 });
  enc.set(PDFName.of('O'), PDFHexString.of('11'.repeat(32)));
  enc.set(PDFName.of('U'), PDFHexString.of('22'.repeat(32)));
  ctx.trailerInfo.Encrypt = ctx.register(enc);
  ctx.trailerInfo.ID = ctx.obj([PDFHexString.of('ab'.repeat(16)), PDFHexString.of('ab'.repeat(16))]);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

const realPath = process.env.PATH;
let work: string;
let log: string;

/** A bin directory holding the named tools: logging wrappers around the real ones. */
function binWith(tools: string[]): string {
  const dir = fs.mkdtempSync(path.join(work, 'bin-'));
  for (const tool of tools) {
    const real = findTool(tool, realPath);
    if (!real) throw new Error(`${tool} is not installed (Debian poppler-utils / tesseract-ocr; npm test installs them)`);
    fs.writeFileSync(path.join(dir, tool), `#!/bin/sh\necho ${tool} >> "${log}"\nexec "${real}" "$@"\n`, { mode: 0o755 });
  }
  return dir;
}
const ran = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean) : []);

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'lexmitra-engines-'));
  log = path.join(work, 'ran.log');
});
afterEach(() => {
  process.env.PATH = realPath;
  fs.rmSync(work, { recursive: true, force: true });
});

describe.each([
  // No pdfinfo: pdftotext's own form feeds count the pages (one poppler process per PDF).
  ['pdftotext (poppler on PATH)', ['pdftotext', 'pdftoppm', 'tesseract'], true],
  ['pdfjs fallback (no pdftotext on PATH)', ['pdftoppm', 'tesseract'], false],
])('%s', (_name, tools, native) => {
  beforeEach(() => {
    process.env.PATH = binWith(tools);
  });

  it('keeps pages and paragraphs and reports the pages read', async () => {
    const progress: number[] = [];
    const doc = await extractDocument(await makePdf([[A, B], ['Second page text stands alone.']]), { onProgress: (p) => progress.push(p.done / p.total) });
    expect(doc.pages.map((p) => p.paragraphs)).toEqual([[A, B], ['Second page text stands alone.']]);
    expect(progress[progress.length - 1]).toBe(1);
    expect(ran().includes('pdftotext')).toBe(native);
  });

  it('reads a PDF of exactly the page limit and refuses one a page longer', async () => {
    const pages = (n: number) => makePdf(Array.from({ length: n }, (_, i) => [`Page ${i + 1} of the paper-book filed by the appellant in this appeal.`]));
    const doc = await extractDocument(await pages(3), { limits: { maxPages: 3 } });
    expect(doc.pages.map((p) => p.number)).toEqual([1, 2, 3]);
    await expect(extractDocument(await pages(4), { limits: { maxPages: 3 } })).rejects.toMatchObject({ code: 'TOO_LARGE' });
    expect(ran().includes('pdftotext')).toBe(native);
  });

  it('refuses a password-protected and a damaged PDF with their codes', async () => {
    await expect(extractDocument(await makeEncryptedPdf())).rejects.toMatchObject({ code: 'ENCRYPTED' });
    const pdf = await makePdf([[A]]);
    await expect(extractDocument(pdf.subarray(0, 200))).rejects.toMatchObject({ code: 'CORRUPT' });
  });

  it('reads a scanned page by OCR whichever engine read the text layer', async () => {
    const doc = await extractDocument(await makeScannedPdf(['The bail application is allowed on furnishing a personal bond.']));
    expect(plainText(doc)).toMatch(/bail application is allowed/);
    expect(ran()).toContain('tesseract');
  });
});

it('without any native tool, text PDFs still read and a scan says why it cannot be read', async () => {
  process.env.PATH = fs.mkdtempSync(path.join(work, 'empty-'));
  expect((await extractDocument(await makePdf([[A]]))).pages[0].paragraphs).toEqual([A]);
  await expect(extractDocument(await makeScannedPdf(['Order sheet of the court.']))).rejects.toMatchObject({ code: 'SCANNED' });
});
