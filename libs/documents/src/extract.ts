import { DocumentError } from './errors';
import { detectKind, DocumentKind } from './kinds';
import { buildDocument, ExtractedDocument } from './model';
import { extractPdfPages, PdfProgress } from './pdf';
import { extractDocText, extractDocxText } from './word';

// Fewer letters than this per page on average means the PDF is pictures of pages, not text.
const SCANNED_CHARS_PER_PAGE = 20;

export interface ExtractOptions {
  onProgress?: (p: PdfProgress) => void;
}

/** Reads a PDF, DOC or DOCX into pages of paragraphs, or throws a DocumentError saying why not. */
export async function extractDocument(data: Buffer, options: ExtractOptions = {}): Promise<ExtractedDocument> {
  const kind: DocumentKind | null = detectKind(data.subarray(0, 4096));
  if (!kind) throw new DocumentError('UNSUPPORTED');
  let doc: ExtractedDocument;
  if (kind === 'pdf') {
    const pages = await extractPdfPages(data, options.onProgress);
    doc = buildDocument(kind, pages);
    if (pages.length > 0 && doc.chars < SCANNED_CHARS_PER_PAGE * pages.length) {
      throw new DocumentError('SCANNED');
    }
  } else {
    const text = kind === 'docx' ? await extractDocxText(data) : await extractDocText(data);
    doc = buildDocument(kind, [{ number: 1, text }]);
    options.onProgress?.({ done: 1, total: 1 });
  }
  if (doc.chars === 0) throw new DocumentError('EMPTY');
  return doc;
}
