/** Why a document could not be read; callers map these to HTTP 415/422. */
export type DocumentErrorCode = 'UNSUPPORTED' | 'ENCRYPTED' | 'CORRUPT' | 'EMPTY' | 'SCANNED';

const MESSAGES: Record<DocumentErrorCode, string> = {
  UNSUPPORTED: 'This file is not a PDF, DOC or DOCX document.',
  ENCRYPTED: 'This PDF is password-protected. Remove the password and upload it again.',
  CORRUPT: 'This document is damaged or incomplete and cannot be read.',
  EMPTY: 'No text was found in this document.',
  SCANNED: 'This looks like a scanned document: it has no text layer to read. Upload a PDF with selectable text.',
};

export class DocumentError extends Error {
  constructor(readonly code: DocumentErrorCode, detail?: string) {
    super(MESSAGES[code]);
    if (detail) this.cause = detail;
  }
}
