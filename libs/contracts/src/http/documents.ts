import { z } from 'zod';
import { text } from '../text';
import { TRANSLATION_LANGUAGE_CODES } from '../languages';
import { PaperMetaSchema } from '../doc-ai';

/**
 * What a person may upload, to the library (Available Docs) and to the document tools alike: PDF,
 * DOC and DOCX files, and JPEG or PNG photos of a paper (the tools read them by OCR). One list, so a
 * photo Doc AI took is never refused by Available Docs. Kinds are decided by magic bytes; these
 * lists feed the file pickers.
 */
export const ACCEPTED_UPLOAD_EXTENSIONS = ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png'] as const;
export const DOC_AI_IMAGE_MIME = { jpeg: 'image/jpeg', png: 'image/png' } as const;
export const ACCEPTED_UPLOAD_MIME = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ...DOC_AI_IMAGE_MIME,
} as const;
/** The file pickers' `accept`: each type with its file name endings. */
export const ACCEPTED_UPLOAD_TYPES: Record<string, string[]> = {
  [ACCEPTED_UPLOAD_MIME.pdf]: ['.pdf'],
  [ACCEPTED_UPLOAD_MIME.doc]: ['.doc'],
  [ACCEPTED_UPLOAD_MIME.docx]: ['.docx'],
  [ACCEPTED_UPLOAD_MIME.jpeg]: ['.jpg', '.jpeg'],
  [ACCEPTED_UPLOAD_MIME.png]: ['.png'],
};
export const DOC_AI_ACCEPTED_EXTENSIONS = ACCEPTED_UPLOAD_EXTENSIONS;
export const DOC_AI_UNSUPPORTED_TEXT = 'Only PDF, DOC and DOCX files, or JPEG and PNG photos of a document, can be used. This file is not one of them.';
export const DOC_AI_QUESTION_MAX_CHARS = 4000;
export const DOC_AI_TEXT = {
  unsupported: DOC_AI_UNSUPPORTED_TEXT,
  questionTooLong: `The question is too long: at most ${DOC_AI_QUESTION_MAX_CHARS.toLocaleString('en-IN')} characters.`,
} as const;

/** Call 2: POST /process_pdf/ (multipart fields besides `file`). */
export const ProcessPdfFieldsSchema = z.object({
  query: text().trim().min(1),
  translation_language: z.enum(TRANSLATION_LANGUAGE_CODES).optional(),
  /** Optional: the language dropdown's choice, which OCR reads first in a scan or photo. */
  language: z.enum(TRANSLATION_LANGUAGE_CODES).optional(),
});
export const ProcessPdfTranslationAnswerSchema = z.object({ translated_answer: z.string() });
export const ProcessPdfAnswerSchema = z.object({ answer: z.string(), paper: PaperMetaSchema.optional() });

/** Call 4: POST /api/pdf/upload answer. */
export const UploadAnswerSchema = z.object({
  uniqueID: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  uploadedAt: z.string(),
});
export type UploadAnswer = z.infer<typeof UploadAnswerSchema>;

/** Call 5: POST /api/pdf/access */
export const AccessRequestSchema = z.strictObject({ uniqueID: z.string().min(1).max(128), email: z.email() });
export type AccessRequest = z.infer<typeof AccessRequestSchema>;

/** The kinds the library stores and the tools read, decided by the file's first bytes (never by its name). */
export const DOCUMENT_KINDS = ['pdf', 'doc', 'docx', 'jpeg', 'png'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** One entry of GET /api/pdf: a document uploaded by the signed-in user or for their e-mail. */
export const DocumentSummarySchema = z.object({
  uniqueID: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  kind: z.enum(DOCUMENT_KINDS),
  contentType: z.string(),
  /** Whom the document is for; Access PDF asks for this e-mail. */
  email: z.string(),
  uploadedAt: z.string(),
  /** Only the uploader may delete. */
  uploadedByMe: z.boolean(),
});
export type DocumentSummary = z.infer<typeof DocumentSummarySchema>;

/** GET /api/pdf?page=&pageSize= (docs/product.md §9 data-fetching defaults: page 1, size 10). */
export const DocumentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const DocumentListAnswerSchema = z.object({
  items: z.array(DocumentSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().nonnegative(),
});
export type DocumentListAnswer = z.infer<typeof DocumentListAnswerSchema>;

/** What the upload endpoint answers for rejected files; the screens show these texts as they are. */
export const DOCUMENT_TEXT = {
  unsupportedType: 'Only PDF, DOC and DOCX files, or JPEG and PNG photos of a document, can be uploaded. This file is not one of them.',
  emptyFile: 'The file is empty. Please choose a PDF, DOC or DOCX file or a photo with content.',
  noFile: 'Please choose a file to upload.',
  tooLarge: (maxBytes: number) => `The file is larger than the ${Math.floor(maxBytes / (1024 * 1024)) || 1} MB upload limit.`,
  notFound: 'No document matches this unique ID and e-mail.',
  objectMissing: 'The stored file of this document is missing. Please upload it again.',
} as const;
