import { DocumentLimit, documentLimitText } from '@lexmitra/contracts';

/** Why a document could not be read; callers map these to HTTP 415/422. */
export type DocumentErrorCode = 'UNSUPPORTED' | 'ENCRYPTED' | 'CORRUPT' | 'EMPTY' | 'SCANNED' | 'TOO_LARGE' | 'TOO_COMPLEX';

const MESSAGES: Record<DocumentErrorCode, string> = {
  UNSUPPORTED: 'This file is not a PDF, DOC or DOCX document, nor a JPEG or PNG photo of one.',
  ENCRYPTED: 'This PDF is password-protected. Remove the password and upload it again.',
  CORRUPT: 'This document is damaged or incomplete and cannot be read.',
  EMPTY: 'No text was found in this document.',
  // Kept code: since OCR, only a scan or photo in which OCR found no text at all ends here.
  SCANNED: 'No text could be read from this scan or photo, not even by OCR. Upload a sharper, straight, well-lit copy (about 300 dpi), or a PDF with selectable text.',
  // A hard limit (limits.ts) was reached; the thrower usually passes the sentence naming the limit.
  TOO_LARGE: 'This document is larger than we can read in one go. Split it into smaller files and upload them one by one.',
  TOO_COMPLEX: 'This document needs more memory or time to read than one document may use. Split it into smaller files and upload them one by one.',
};

export class DocumentError extends Error {
  /** The reading limit reached (TOO_LARGE / TOO_COMPLEX), carried on so a screen can say it in its language. */
  readonly limit?: DocumentLimit;

  /** A limit replaces the code's usual sentence with the limit's own (its English words, from the contracts). */
  constructor(readonly code: DocumentErrorCode, detail?: string, limit?: DocumentLimit) {
    super(limit ? documentLimitText(limit) : MESSAGES[code]);
    if (limit) this.limit = limit;
    if (detail) this.cause = detail;
  }
}
