import { z } from 'zod';
import { TRANSLATION_LANGUAGE_CODES } from '../languages';
import { text } from '../text';
import { DRAFT_EXPORT_TYPES } from './drafts';

/** What a Document AI result is, for its file name. */
export const DOC_AI_EXPORT_KINDS = ['translation', 'summary', 'answer'] as const;
export type DocAiExportKind = (typeof DOC_AI_EXPORT_KINDS)[number];

/**
 * POST /api/doc-ai/export (issue 17, "keep a translation"): a finished translation or summary as a
 * PDF or DOCX, drawn by the convert worker in its own script. The text is what the user's screen
 * shows (their own result); `language` is the translation's target (docs/product.md §9's codes, or "en").
 */
export const DocAiExportRequestSchema = z.strictObject({
  text: text().refine((t) => t.trim().length > 0, { message: 'There is nothing to download yet.' }),
  format: z.enum(DRAFT_EXPORT_TYPES),
  kind: z.enum(DOC_AI_EXPORT_KINDS).default('translation'),
  language: z.enum(['en', ...TRANSLATION_LANGUAGE_CODES]).optional(),
  /** The document the result came from, for the file name ("Notice.pdf" → "Notice - translation (hi).pdf"). */
  sourceName: text({ max: 200 }).optional(),
});
export type DocAiExportRequest = z.input<typeof DocAiExportRequestSchema>;
