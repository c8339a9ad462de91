import { z } from 'zod';
import { text } from '../text';

export const DRAFT_CONTENT_MAX_BYTES = 1024 * 1024;
export const DRAFT_EXPORT_TYPES = ['pdf', 'docx'] as const;
export type DraftExportType = (typeof DRAFT_EXPORT_TYPES)[number];

/** The drafts API's refusals, word for word (the SPA maps them to its locales under serverText.drafts). */
export const DRAFT_TEXT = {
  tooLarge: `A draft can be at most ${DRAFT_CONTENT_MAX_BYTES / 1024 / 1024} MB of text.`,
  noTemplate: 'No such template.',
  unknownTemplate: 'Unknown template.',
  noDraft: 'No such draft.',
  noVersion: 'No such version.',
  convertFailed: 'The file could not be created. Please try again.',
} as const;

export const DRAFT_EXPORT_MIME: Record<DraftExportType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Call 8: GET /api/drafts/getAllTemplateNames. `url` is an opaque catalogue reference, never fetched. */
export const TemplateEntrySchema = z.object({ name: z.string(), url: z.string(), category: z.string().optional() });
export type TemplateEntry = z.infer<typeof TemplateEntrySchema>;

/** Call 10: POST /api/drafts/saveDraft */
export const SaveDraftRequestSchema = z.strictObject({
  userId: z.string().min(1),
  documentContent: text(),
  title: text({ max: 200 }).optional(),
  templateUrl: z.string().max(300).optional(),
  draftId: z.string().max(64).optional(),
});
export type SaveDraftRequest = z.infer<typeof SaveDraftRequestSchema>;

/** A draft without its text: what lists and the save answer carry. */
export const DraftSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  templateUrl: z.string().nullable(),
  version: z.number().int().positive(),
  size: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DraftSummary = z.infer<typeof DraftSummarySchema>;

export const DraftVersionInfoSchema = z.object({ version: z.number().int().positive(), size: z.number().int().nonnegative(), savedAt: z.string() });
export type DraftVersionInfo = z.infer<typeof DraftVersionInfoSchema>;

/** GET /api/drafts/:id — the latest text plus the list of kept versions (newest first). */
export const DraftDetailSchema = DraftSummarySchema.extend({
  documentContent: z.string(),
  versions: z.array(DraftVersionInfoSchema),
});
export type DraftDetail = z.infer<typeof DraftDetailSchema>;

/** Call 11: POST /api/drafts/convertFile */
export const ConvertFileRequestSchema = z.strictObject({
  content: text(),
  fileType: z.enum(DRAFT_EXPORT_TYPES),
  fileName: text({ max: 200 }).min(1),
});
export type ConvertFileRequest = z.infer<typeof ConvertFileRequestSchema>;

/** Job `draft.convert` on queue `convert`. BullMQ results are JSON, so the file travels back base64. */
export const DraftConvertJobSchema = z.object({
  content: z.string(),
  fileType: z.enum(DRAFT_EXPORT_TYPES),
  title: z.string().max(200).optional(),
});
export type DraftConvertJob = z.input<typeof DraftConvertJobSchema>;

export const DraftConvertResultSchema = z.object({
  fileType: z.enum(DRAFT_EXPORT_TYPES),
  contentType: z.string(),
  size: z.number().int().positive(),
  /** Pages of a PDF (a DOCX is paginated by the reader's word processor). */
  pages: z.number().int().positive().optional(),
  /** Time spent rendering inside the worker, so callers can tell queue overhead from work. */
  renderMs: z.number().nonnegative(),
  base64: z.string(),
});
export type DraftConvertResult = z.infer<typeof DraftConvertResultSchema>;

/** `{{snake_case}}` marks a value the user fills in a template. */
const PLACEHOLDER = /\{\{\s*([a-z0-9_]+)\s*\}\}/g;

/** Placeholder names in order of first appearance. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (m) => m[1]))];
}

/** Replaces each {{name}} that has a non-empty value; the others stay, so the user sees what is left. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (values[name]?.trim() ? values[name] : whole));
}

/** "cheque_amount_in_words" → "Cheque amount in words": a label for the fill-in form. */
export function placeholderLabel(name: string): string {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
