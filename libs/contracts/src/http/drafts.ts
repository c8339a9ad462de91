import { z } from 'zod';

export const DRAFT_CONTENT_MAX_BYTES = 1024 * 1024;
export const DRAFT_EXPORT_TYPES = ['pdf', 'docx'] as const;

/** Call 8: GET /api/drafts/getAllTemplateNames */
export const TemplateEntrySchema = z.object({ name: z.string(), url: z.string() });
export type TemplateEntry = z.infer<typeof TemplateEntrySchema>;

/** Call 10: POST /api/drafts/saveDraft */
export const SaveDraftRequestSchema = z.object({
  userId: z.string().min(1),
  documentContent: z.string(),
  title: z.string().max(200).optional(),
  templateUrl: z.string().optional(),
  draftId: z.string().optional(),
});

/** Call 11: POST /api/drafts/convertFile */
export const ConvertFileRequestSchema = z.object({
  content: z.string(),
  fileType: z.enum(DRAFT_EXPORT_TYPES),
  fileName: z.string().min(1).max(200),
});
