import { DocumentError } from './errors';
import { detectKind, DocumentKind } from './kinds';
import { buildDocument, ExtractedDocument } from './model';
import { ExtractLimits, resolveLimits } from './limits';
import { extractPdfPages, PdfProgress } from './pdf';
import { extractDocText, extractDocxText } from './word';
import { checkZip } from './zip-check';

// Fewer letters than this per page on average means the PDF is pictures of pages, not text.
const SCANNED_CHARS_PER_PAGE = 20;

export interface ExtractOptions {
  onProgress?: (p: PdfProgress) => void;
  /** Hard limits (limits.ts); unset ones take DEFAULT_EXTRACT_LIMITS. Every engine keeps them. */
  limits?: Partial<ExtractLimits>;
  /** Aborting stops the running extractor at once (its process is killed). */
  signal?: AbortSignal;
}

/** Reads a PDF, DOC or DOCX into pages of paragraphs, or throws a DocumentError saying why not. */
export async function extractDocument(data: Buffer, options: ExtractOptions = {}): Promise<ExtractedDocument> {
  const kind: DocumentKind | null = detectKind(data.subarray(0, 4096));
  if (!kind) throw new DocumentError('UNSUPPORTED');
  const limits = resolveLimits(options.limits);
  const engine = { limits, signal: options.signal };
  let doc: ExtractedDocument;
  if (kind === 'pdf') {
    const pages = await extractPdfPages(data, options.onProgress, engine);
    doc = buildDocument(kind, pages);
    if (pages.length > 0 && doc.chars < SCANNED_CHARS_PER_PAGE * pages.length) {
      throw new DocumentError('SCANNED');
    }
  } else {
    // The ZIP's central directory is read before anything unpacks it (zip bombs).
    if (kind === 'docx') await checkZip(data, limits);
    const text = kind === 'docx' ? await extractDocxText(data, engine) : await extractDocText(data, engine);
    doc = buildDocument(kind, [{ number: 1, text }]);
    options.onProgress?.({ done: 1, total: 1 });
  }
  if (doc.chars === 0) throw new DocumentError('EMPTY');
  return doc;
}
