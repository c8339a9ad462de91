/** What a file is, decided by its first bytes (magic numbers), never by its name. Photos are read by OCR. */
export type DocumentKind = 'pdf' | 'doc' | 'docx' | 'jpeg' | 'png';

export const MIME_BY_KIND: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const PDF = Buffer.from('%PDF-');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * `head` should hold the first few KB. PDF may have a little junk before `%PDF-` (the spec allows
 * it within the first 1024 bytes). A DOCX is a ZIP whose entries include `word/` or
 * `[Content_Types].xml`; we look for those names in the head, which is where Word writes them.
 */
export function detectKind(head: Uint8Array): DocumentKind | null {
  const buf = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  const pdfAt = buf.subarray(0, 1024).indexOf(PDF);
  if (pdfAt >= 0) return 'pdf';
  if (buf.subarray(0, 8).equals(OLE2)) return 'doc';
  if (buf.subarray(0, 3).equals(JPEG)) return 'jpeg';
  if (buf.subarray(0, 8).equals(PNG)) return 'png';
  if (buf.subarray(0, 4).equals(ZIP)) {
    const text = buf.toString('latin1');
    if (text.includes('word/') || text.includes('[Content_Types].xml')) return 'docx';
  }
  return null;
}
