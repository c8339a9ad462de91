import { DOCUMENT_ERROR_TEXT, DocumentLimit, documentLimitText } from '@lexmitra/contracts';

/** Why a document could not be read; callers map these to HTTP 415/422. */
export type DocumentErrorCode = 'UNSUPPORTED' | 'ENCRYPTED' | 'CORRUPT' | 'EMPTY' | 'SCANNED' | 'TOO_LARGE' | 'TOO_COMPLEX';

/** The sentence of each code (libs/contracts, so the screens can translate it). */
const MESSAGES: Record<DocumentErrorCode, string> = DOCUMENT_ERROR_TEXT;

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
