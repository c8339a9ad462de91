import { DOC_FIXTURE_PARAGRAPHS, makeDocx, makeImageOnlyPdf, makePdf, readDocFixture } from '../../../tools/fixtures/documents';
import { chunkDocument, detectKind, DocumentError, extractDocument, plainText } from '../src';

const PARAGRAPH_A = 'The accused was produced before the Magistrate within twenty-four hours of arrest, as the law requires, and bail was sought on the ground that the offence is bailable.';
const PARAGRAPH_B = 'The complainant states that the cheque issued towards repayment of the loan was returned unpaid with the remark funds insufficient.';

describe('extractDocument', () => {
  it('reads a multi-page PDF keeping pages and paragraphs, reporting progress', async () => {
    const pdf = await makePdf([[PARAGRAPH_A, PARAGRAPH_B], ['Second page text stands alone.']]);
    const progress: number[] = [];
    const doc = await extractDocument(pdf, { onProgress: (p) => progress.push(p.done / p.total) });
    expect(doc.kind).toBe('pdf');
    expect(doc.pages.map((p) => p.number)).toEqual([1, 2]);
    expect(doc.pages[0].paragraphs).toEqual([PARAGRAPH_A, PARAGRAPH_B]);
    expect(doc.pages[1].paragraphs).toEqual(['Second page text stands alone.']);
    // pdftotext reports once at the end (200 pages take under a second), the pdfjs fallback per page.
    expect(progress[progress.length - 1]).toBe(1);
  });

  it('reads DOCX and legacy DOC paragraphs', async () => {
    const docx = await extractDocument(await makeDocx([PARAGRAPH_A, PARAGRAPH_B], 'AFFIDAVIT'));
    expect(docx.kind).toBe('docx');
    expect(docx.pages[0].paragraphs).toEqual(['AFFIDAVIT', PARAGRAPH_A, PARAGRAPH_B]);
    const doc = await extractDocument(readDocFixture());
    expect(doc.kind).toBe('doc');
    expect(doc.pages[0].paragraphs).toEqual(DOC_FIXTURE_PARAGRAPHS);
  });

  it('refuses what is not a document, a damaged PDF and a PDF in which not even OCR finds text, each with its reason', async () => {
    const gif = Buffer.from('474946383961010001000000002c', 'hex');
    await expect(extractDocument(gif)).rejects.toMatchObject({ code: 'UNSUPPORTED' });
    const pdf = await makePdf([[PARAGRAPH_A]]);
    await expect(extractDocument(pdf.subarray(0, 200))).rejects.toMatchObject({ code: 'CORRUPT' });
    await expect(extractDocument(await makeImageOnlyPdf(3))).rejects.toMatchObject({ code: 'SCANNED' });
    const err = await extractDocument(gif).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DocumentError);
    expect((err as Error).message).toMatch(/not a PDF, DOC or DOCX/);
  });

  it('detects kinds by magic bytes, not by name', async () => {
    expect(detectKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(detectKind(readDocFixture().subarray(0, 16))).toBe('doc');
    expect(detectKind((await makeDocx(['x'])).subarray(0, 4096))).toBe('docx');
    expect(detectKind(Buffer.from('PK\u0003\u0004 just a zip'))).toBeNull();
    expect(detectKind(Buffer.from('hello'))).toBeNull();
    expect(detectKind(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('jpeg');
    expect(detectKind(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBe('png');
    expect(detectKind(Buffer.from('474946383961', 'hex'))).toBeNull();
  });
});

describe('chunkDocument', () => {
  it('packs paragraphs into chunks within budget, in order, with the pages they cover', async () => {
    const pages = Array.from({ length: 6 }, (_, i) => [`Page ${i + 1} first paragraph. ${PARAGRAPH_A}`, `Page ${i + 1} second paragraph. ${PARAGRAPH_B}`]);
    const doc = await extractDocument(await makePdf(pages));
    const chunks = chunkDocument(doc, 700);
    expect(chunks.length).toBeGreaterThan(2);
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(700);
    expect(chunks.map((c) => c.text).join('\n\n')).toBe(plainText(doc));
    expect(chunks[0].firstPage).toBe(1);
    expect(chunks[chunks.length - 1].lastPage).toBe(6);
    expect(chunks.map((c) => c.index)).toEqual(chunks.map((_, i) => i));
  });

  it('splits a single paragraph longer than the budget at sentence ends', () => {
    const long = Array.from({ length: 30 }, (_, i) => `Sentence number ${i} explains a term.`).join(' ');
    const chunks = chunkDocument({ kind: 'docx', chars: long.length, pages: [{ number: 1, paragraphs: [long] }] }, 200);
    expect(chunks.length).toBeGreaterThan(5);
    for (const c of chunks) {
      expect(c.text.length).toBeLessThanOrEqual(200);
      expect(c.text).toMatch(/\.$/);
    }
  });
});
