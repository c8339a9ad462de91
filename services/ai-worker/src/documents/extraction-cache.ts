import { JobFailureCode } from '@lexmitra/contracts';
import { DocumentError, DocumentErrorCode, ExtractedDocument, extractDocument, ExtractOptions, ExtractProgress } from '@lexmitra/documents';
import { JobFailureError } from '@lexmitra/platform';
import { extractionCacheKey, ObjectStore } from '@lexmitra/storage';

/** A document that cannot be read fails for good: another attempt reads the same bytes. */
const FAILURE_CODE: Record<DocumentErrorCode, JobFailureCode> = {
  UNSUPPORTED: 'UNSUPPORTED_MEDIA',
  ENCRYPTED: 'DOCUMENT_ENCRYPTED',
  CORRUPT: 'DOCUMENT_CORRUPT',
  EMPTY: 'DOCUMENT_EMPTY',
  SCANNED: 'DOCUMENT_SCANNED',
  TOO_LARGE: 'DOCUMENT_TOO_LARGE',
  TOO_COMPLEX: 'DOCUMENT_TOO_COMPLEX',
};

const cacheKey = extractionCacheKey;
/** OCR confidence (0–100) from which a page counts as read well whatever language was hinted. */
const WELL_READ = 80;

/** A cached extraction, with the language hint its OCR pages were read with (when it has any). */
interface CachedExtraction extends ExtractedDocument {
  ocrLanguage?: string;
}

/**
 * Extracts a document once per content: the text is kept in object storage under the file's
 * SHA-256, so asking four questions about one PDF reads it once, on any worker. A text layer reads
 * the same whatever the screen's language. Pages read by OCR were read in the hinted language
 * first; they are read again with another hint only when the first reading was unsure: a page OCR
 * read well gains nothing from a new hint, and a person who only changed the answer's language
 * should not wait for the photo to be read again.
 */
export async function extractCached(store: ObjectStore, objectKey: string, sha256: string, onProgress: (p: ExtractProgress) => void, options: Pick<ExtractOptions, 'limits' | 'signal' | 'language' | 'ocr'> = {}): Promise<ExtractedDocument> {
  const hint = options.language ?? '';
  if (await store.exists(cacheKey(sha256))) {
    const cached = JSON.parse((await store.getBuffer(cacheKey(sha256))).toString('utf8')) as CachedExtraction;
    const ocrPages = cached.pages.filter((p) => p.ocr);
    const readWell = ocrPages.every((p) => (p.ocrConfidence ?? 0) >= WELL_READ);
    if (ocrPages.length === 0 || (cached.ocrLanguage ?? '') === hint || readWell) return cached;
  }
  const bytes = await store.getBuffer(objectKey);
  let doc: ExtractedDocument;
  try {
    doc = await extractDocument(bytes, { ...options, onProgress });
  } catch (err) {
    if (err instanceof DocumentError) throw new JobFailureError(FAILURE_CODE[err.code], err.message, { cause: err, limit: err.limit });
    throw err;
  }
  const entry: CachedExtraction = doc.pages.some((p) => p.ocr) ? { ...doc, ocrLanguage: hint } : doc;
  await store.put(cacheKey(sha256), JSON.stringify(entry), 'application/json');
  return doc;
}
