import { DocumentError, ExtractedDocument, extractDocument, PdfProgress } from '@lexmitra/documents';
import { ObjectStore, OBJECT_PREFIXES } from '@lexmitra/storage';
import { DocJobError } from './engine';

const cacheKey = (sha256: string) => `${OBJECT_PREFIXES.jobs}extracts/${sha256}.json`;

/**
 * Extracts a document once per content: the text is kept in object storage under the file's
 * SHA-256, so asking four questions about one PDF reads it once, on any worker.
 */
export async function extractCached(store: ObjectStore, objectKey: string, sha256: string, onProgress: (p: PdfProgress) => void): Promise<ExtractedDocument> {
  if (await store.exists(cacheKey(sha256))) {
    return JSON.parse((await store.getBuffer(cacheKey(sha256))).toString('utf8')) as ExtractedDocument;
  }
  const bytes = await store.getBuffer(objectKey);
  let doc: ExtractedDocument;
  try {
    doc = await extractDocument(bytes, { onProgress });
  } catch (err) {
    if (err instanceof DocumentError) throw new DocJobError(err.code === 'UNSUPPORTED' ? 'UNSUPPORTED_MEDIA' : `DOCUMENT_${err.code}`, err.message);
    throw err;
  }
  await store.put(cacheKey(sha256), JSON.stringify(doc), 'application/json');
  return doc;
}
