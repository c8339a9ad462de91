import { z } from 'zod';
import { TRANSLATION_LANGUAGE_CODES } from '../languages';

export const ACCEPTED_UPLOAD_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const ACCEPTED_UPLOAD_MIME = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** Call 2: POST /process_pdf/ (multipart fields besides `file`). */
export const ProcessPdfFieldsSchema = z.object({
  query: z.string().trim().min(1),
  translation_language: z.enum(TRANSLATION_LANGUAGE_CODES).optional(),
});
export const ProcessPdfTranslationAnswerSchema = z.object({ translated_answer: z.string() });
export const ProcessPdfAnswerSchema = z.object({ answer: z.string() });

/** Call 4: POST /api/pdf/upload answer. */
export const UploadAnswerSchema = z.object({
  uniqueID: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  uploadedAt: z.string(),
});
export type UploadAnswer = z.infer<typeof UploadAnswerSchema>;

/** Call 5: POST /api/pdf/access */
export const AccessRequestSchema = z.object({ uniqueID: z.string().min(1).max(128), email: z.email() });
export type AccessRequest = z.infer<typeof AccessRequestSchema>;
