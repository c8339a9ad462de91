/**
 * Which hard limit stopped the reading of a document (libs/documents limits.ts), with the numbers
 * its sentence names. It travels beside the English sentence (job failure → job status / 422
 * answer) so that a screen in Hindi or Bengali writes the sentence in its own words and digits
 * (locales/server/<code>.json, group `documentLimits`); the English sentence stays the fallback of
 * old records and of clients that do not know the limit.
 *
 * Every number is the one the sentence shows, in the unit the limit names:
 * pages/chars/ocrPages: a count; unzipped/stream/streams/memory: MB; pixels: millions of pixels;
 * ratio: times the file's size; time: seconds; ocrTime: minutes. `seconds` is the time limit of
 * `streams`; `found` the scanned pages of `ocrPages`; `read` and `total` the pages of `ocrTime`.
 */
export const DOCUMENT_LIMIT_KINDS = ['pages', 'chars', 'unzipped', 'pixels', 'stream', 'streams', 'ratio', 'memory', 'time', 'ocrPages', 'ocrTime'] as const;
export type DocumentLimitKind = (typeof DOCUMENT_LIMIT_KINDS)[number];

/**
 * A limit and its numbers. Written as a type, not a zod schema (document-limit-schema.ts has that): this
 * module runs on the landing page (the SPA's error path), whose first download carries no zod.
 */
export interface DocumentLimit {
  limit: DocumentLimitKind;
  max: number;
  seconds?: number;
  found?: number;
  read?: number;
  total?: number;
}

/**
 * The English sentences, word for word in locales/server/en.json's `documentLimits` (the SPA
 * matches and translates them there). `{{max}}` and the other placeholders are the limit's numbers.
 */
export const DOCUMENT_LIMIT_TEXT: Record<DocumentLimitKind | 'ocrTimeOne', string> = {
  pages: 'This PDF has more than {{max}} pages, the most we read in one document. Split it into smaller files and upload them one by one.',
  chars: 'This document has more than {{max}} characters of text, the most we read in one document. Split it into smaller files and upload them one by one.',
  unzipped: 'This Word file unpacks to more than {{max}} MB, the most we open. Save it again without embedded files, or upload it as a PDF.',
  pixels: 'This picture has more than {{max}} million pixels, the most we read in one photo. Send a smaller photo or a scan of about 300 dpi.',
  stream: 'A part of this PDF unpacks to more than {{max}} MB, far beyond what the text of a real document needs, so it was not read.',
  streams: 'The parts of this PDF together unpack to more than {{max}} MB, or take longer than {{seconds}} seconds to size, far beyond what the text of a real document needs, so it was not read.',
  ratio: 'This Word file unpacks to more than {{max}} times its size, which real documents never do, so it was not opened.',
  memory: 'Reading this document needed more than {{max}} MB of memory, the most one document may use. Split it into smaller files or upload it as a plain PDF.',
  time: 'Reading this document took longer than {{max}} seconds, the most one document may take. Split it into smaller files and upload them one by one.',
  ocrPages: 'This document has {{found}} scanned pages; we read at most {{max}} scanned pages of one document. Split it into smaller files and upload them one by one.',
  ocrTime: 'Reading the scanned pages of this document took longer than {{max}} minutes ({{read}} of {{total}} pages read). Split it into smaller files and upload them one by one.',
  // English says "1 minute"; the other languages write the same words for one as for many.
  ocrTimeOne: 'Reading the scanned pages of this document took longer than 1 minute ({{read}} of {{total}} pages read). Split it into smaller files and upload them one by one.',
};

/** The key of a limit's sentence in DOCUMENT_LIMIT_TEXT and in the locales' `documentLimits`. */
export const documentLimitKey = (limit: DocumentLimit): keyof typeof DOCUMENT_LIMIT_TEXT =>
  (limit.limit === 'ocrTime' && limit.max === 1 ? 'ocrTimeOne' : limit.limit);

/** A limit's sentence with its numbers written by `format` (English: Latin digits, Indian grouping). */
export function documentLimitText(limit: DocumentLimit, template = DOCUMENT_LIMIT_TEXT[documentLimitKey(limit)], format = (n: number) => n.toLocaleString('en-IN')): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => {
    const value = limit[name as keyof DocumentLimit];
    return typeof value === 'number' ? format(value) : '';
  });
}

/**
 * Whether `value` is a DocumentLimit, without zod: the SPA's error path runs on the landing page,
 * whose first download carries no zod (its start-up checks are precompiled).
 */
export function isDocumentLimit(value: unknown): value is DocumentLimit {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const counts = ['max', 'seconds', 'found', 'read', 'total'].every((k) => v[k] === undefined || (Number.isInteger(v[k]) && (v[k] as number) >= 0));
  return (DOCUMENT_LIMIT_KINDS as readonly unknown[]).includes(v.limit) && typeof v.max === 'number' && counts;
}

/**
 * Why a document could not be read when no limit names a number (libs/documents DocumentError's
 * sentence for its code, and the worker's refusal of a document that stopped it twice): word for
 * word in locales/server/en.json's `documentErrors`, which the SPA matches and translates.
 */
export const DOCUMENT_ERROR_TEXT = {
  UNSUPPORTED: 'This file is not a PDF, DOC or DOCX document, nor a JPEG or PNG photo of one.',
  ENCRYPTED: 'This PDF is password-protected. Remove the password and upload it again.',
  CORRUPT: 'This document is damaged or incomplete and cannot be read.',
  EMPTY: 'No text was found in this document.',
  // Kept code: since OCR, only a scan or photo in which OCR found no text at all ends here.
  SCANNED: 'No text could be read from this scan or photo, not even by OCR. Upload a sharper, straight, well-lit copy (about 300 dpi), or a PDF with selectable text.',
  // A hard limit (libs/documents limits.ts) was reached; the thrower usually names the limit instead.
  TOO_LARGE: 'This document is larger than we can read in one go. Split it into smaller files and upload them one by one.',
  TOO_COMPLEX: 'This document needs more memory or time to read than one document may use. Split it into smaller files and upload them one by one.',
  /** A document whose extraction never finished twice (its worker died) is not read a third time. */
  stoppedTwice: 'Reading this document stopped the worker twice, so it will not be read again. Split it into smaller files or upload it as a plain PDF.',
} as const;
