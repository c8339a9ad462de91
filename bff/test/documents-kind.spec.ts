import { randomBytes } from 'node:crypto';
import { detectKind, SNIFF_BYTES } from '../src/uploads/file-kind';
import { uploadName as cleanFileName } from '../src/uploads/file-name';
import { doc, docx, pdf, png, xlsx, zip } from './documents-fixtures';

describe('file kind from magic bytes', () => {
  it('names PDF, DOC and DOCX by content whatever the file is called', () => {
    expect(detectKind(pdf(), 'scan.png')?.kind).toBe('pdf');
    expect(detectKind(doc(), 'x.bin')?.kind).toBe('doc');
    expect(detectKind(docx(), 'noextension')?.kind).toBe('docx');
  });

  it('names JPEG and PNG photos (the document tools read them by OCR; the library refuses them)', () => {
    expect(detectKind(png(), 'a.pdf')).toEqual({ kind: 'png', contentType: 'image/png' });
    expect(detectKind(Buffer.from('ffd8ffe000104a46494600', 'hex'), 'notice.pdf')).toEqual({ kind: 'jpeg', contentType: 'image/jpeg' });
    expect(detectKind(Buffer.from('GIF89a'), 'a.gif')).toBeNull();
  });

  it('refuses spreadsheets, plain ZIPs and text, even when named .pdf/.docx', () => {
    expect(detectKind(xlsx(), 'a.docx')).toBeNull();
    expect(detectKind(zip([['readme.txt', Buffer.from('hi')]]), 'a.docx')).toBeNull();
    expect(detectKind(Buffer.from(' %PDF-1.4'), 'a.pdf')).toBeNull();
  });

  it('accepts an OOXML package whose word/ part lies beyond the sniffed head only when named .docx', () => {
    const big = zip([['[Content_Types].xml', Buffer.from('<Types/>')], ['docProps/thumbnail.jpeg', randomBytes(SNIFF_BYTES)], ['word/document.xml', Buffer.from('<w/>')]]);
    const head = big.subarray(0, SNIFF_BYTES);
    expect(detectKind(head, 'Contract.DOCX')?.kind).toBe('docx');
    expect(detectKind(head, 'Contract.zip')).toBeNull();
  });

  it('cleans uploaded file names for display and downloads', () => {
    expect(cleanFileName('C:\\Users\\asha\\Notice "final".pdf', 'pdf')).toBe('Notice final.pdf');
    expect(cleanFileName('../../etc/passwd\u0000', 'pdf')).toBe('passwd');
    expect(cleanFileName('', 'docx')).toBe('document.docx');
    expect(cleanFileName('निवेदन\u202Efdp.exe', 'pdf')).toBe('निवेदनfdp.exe');
    // Over 200 characters: the stem is cut, the extension stays, no surrogate pair is split.
    const long = cleanFileName(`${'अ'.repeat(150)}${'😀'.repeat(60)}.docx`, 'docx');
    expect(long).toHaveLength(199);
    expect(long.endsWith('😀.docx')).toBe(true);
    expect(cleanFileName(`${'a'.repeat(250)}.pdf`, 'pdf')).toBe(`${'a'.repeat(196)}.pdf`);
  });
});
