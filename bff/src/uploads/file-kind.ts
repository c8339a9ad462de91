/**
 * Decides what an upload is from its first bytes, never from its name or the browser's MIME type.
 *
 * - PDF: starts with "%PDF-".
 * - JPEG (FF D8 FF) and PNG (89 50 4E 47 0D 0A 1A 0A): photos of a document, for the document tools only.
 * - DOC: the OLE2 compound-file signature D0 CF 11 E0 A1 B1 1A E1. OLE2 also holds .xls/.ppt; telling
 *   them apart needs the directory sectors, which may lie anywhere in the file, so a DOC is any OLE2
 *   file (text extraction later fails clearly on a spreadsheet).
 * - DOCX: a ZIP ("PK\x03\x04") whose local file headers within the sniffed head name a `word/` part.
 *   Word, LibreOffice and the docx library all write [Content_Types].xml and _rels/ first and
 *   word/document.xml within the first few KB. A head that shows [Content_Types].xml but no word/
 *   part yet (large parts first) is accepted only when the file is named .docx and no other Office
 *   part (xl/, ppt/) is present, so spreadsheets and plain ZIPs are refused.
 */
import type { DocumentKind } from '@lexmitra/contracts';
import { ACCEPTED_UPLOAD_MIME, DOC_AI_IMAGE_MIME } from '@lexmitra/contracts';

/** The kinds an upload may be: the library's and the document tools' one list (photos included). */
export type UploadKind = DocumentKind;

/** How many leading bytes are held back to decide; small enough to hold per upload. */
export const SNIFF_BYTES = 64 * 1024;

const PDF = Buffer.from('%PDF-', 'latin1');
const OLE2 = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const ZIP_LOCAL = Buffer.from('504b0304', 'hex');
const JPEG = Buffer.from('ffd8ff', 'hex');
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

export interface DetectedKind {
  kind: UploadKind;
  contentType: string;
}

/** Names of the entries whose local headers lie wholly inside `head`. */
export function zipEntryNames(head: Buffer): string[] {
  const names: string[] = [];
  let at = head.indexOf(ZIP_LOCAL);
  while (at !== -1 && at + 30 <= head.length) {
    const nameLength = head.readUInt16LE(at + 26);
    if (at + 30 + nameLength > head.length) break;
    names.push(head.toString('utf8', at + 30, at + 30 + nameLength));
    // Searching rather than skipping by the compressed size also copes with data descriptors
    // (sizes written after the data); a stray match inside compressed data only adds a junk name.
    at = head.indexOf(ZIP_LOCAL, at + 30 + nameLength);
  }
  return names;
}

export function detectKind(head: Buffer, fileName: string): DetectedKind | null {
  if (head.subarray(0, PDF.length).equals(PDF)) return { kind: 'pdf', contentType: ACCEPTED_UPLOAD_MIME.pdf };
  if (head.subarray(0, OLE2.length).equals(OLE2)) return { kind: 'doc', contentType: ACCEPTED_UPLOAD_MIME.doc };
  if (head.subarray(0, JPEG.length).equals(JPEG)) return { kind: 'jpeg', contentType: DOC_AI_IMAGE_MIME.jpeg };
  if (head.subarray(0, PNG.length).equals(PNG)) return { kind: 'png', contentType: DOC_AI_IMAGE_MIME.png };
  if (head.subarray(0, ZIP_LOCAL.length).equals(ZIP_LOCAL)) {
    const names = zipEntryNames(head);
    const word = names.some((n) => n.startsWith('word/'));
    const otherOffice = names.some((n) => n.startsWith('xl/') || n.startsWith('ppt/'));
    const ooxml = names.includes('[Content_Types].xml');
    if (word || (ooxml && !otherOffice && /\.docx$/i.test(fileName))) return { kind: 'docx', contentType: ACCEPTED_UPLOAD_MIME.docx };
  }
  return null;
}
