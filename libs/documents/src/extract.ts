import { DocumentError } from './errors';
import { detectKind, DocumentKind } from './kinds';
import { buildDocument, ExtractedDocument } from './model';
import { ExtractLimits, limitError, resolveLimits } from './limits';
import type { OcrSettings } from './ocr/pdf-ocr';
import { checkPdfStreams } from './pdf-check';
import { ExtractProgress, readPdf, readPhoto } from './read-scans';
import { extractDocText, extractDocxText } from './word';
import { checkZip } from './zip-check';

// Fewer characters than this in the whole document, even after OCR, means nothing could be read.
const MIN_DOCUMENT_CHARS = 20;

export interface ExtractOptions {
  onProgress?: (p: ExtractProgress) => void;
  /** docs/product.md §9 language code chosen on the screen (e.g. 'hi'): OCR reads that language first. */
  language?: string;
  /** OCR resolution, per-page time limit and page cap (read-scans.ts); unset ones take defaults. */
  ocr?: Partial<OcrSettings>;
  /** Hard limits (limits.ts); unset ones take DEFAULT_EXTRACT_LIMITS. Every engine keeps them. */
  limits?: Partial<ExtractLimits>;
  /** Aborting stops the running extractor at once (its process is killed). */
  signal?: AbortSignal;
}

/**
 * Reads a PDF, DOC, DOCX or a photo (JPEG, PNG) into pages of paragraphs, or throws a DocumentError
 * saying why not. Every run of a tool that reached its time, processor or memory limit (the OCR
 * steps too) ends as TOO_COMPLEX, a failure of the file that no retry helps; only the caller's
 * abort comes back as the SandboxError itself.
 */
export async function extractDocument(data: Buffer, options: ExtractOptions = {}): Promise<ExtractedDocument> {
  const limits = resolveLimits(options.limits);
  try {
    return await extractWithin(data, limits, options);
  } catch (err) {
    throw limitError(err, limits);
  }
}

async function extractWithin(data: Buffer, limits: ExtractLimits, options: ExtractOptions): Promise<ExtractedDocument> {
  const kind: DocumentKind | null = detectKind(data.subarray(0, 4096));
  if (!kind) throw new DocumentError('UNSUPPORTED');
  const engine = { limits, signal: options.signal };
  let doc: ExtractedDocument;
  if (kind === 'pdf') {
    // Pages without a text layer are read by OCR; SCANNED is left for a document OCR found nothing in.
    // Compressed streams are sized (content-stream bombs) while the sandboxed readers start: the two
    // use different cores, and a stream past the limit stops the readers at once and is the answer.
    const stop = new AbortController();
    const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
    const reading = readPdf(data, { ...options, limits, signal });
    reading.catch(() => undefined);
    await checkPdfStreams(data, limits.maxStreamBytes, { timeoutMs: limits.timeoutMs }).catch((err: unknown) => {
      stop.abort();
      throw err;
    });
    const pages = await reading;
    doc = buildDocument(kind, pages);
    if (pages.length > 0 && doc.chars < MIN_DOCUMENT_CHARS) throw new DocumentError('SCANNED');
  } else if (kind === 'jpeg' || kind === 'png') {
    doc = buildDocument(kind, await readPhoto(data, { ...options, limits }));
    if (doc.chars === 0) throw new DocumentError('SCANNED');
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
