import { z } from 'zod';
import { InterfaceLanguageSchema } from './http/preferences';
import { TRANSLATION_LANGUAGE_CODES } from './languages';

/** The four document operations of docs/product.md screen 2, and the texts docs/product.md §8 fixes for them. */
export const DOC_AI_OPERATIONS = ['translate', 'summarize', 'simplify', 'answer'] as const;
export type DocAiOperation = (typeof DOC_AI_OPERATIONS)[number];

export const DOC_AI_QUERIES = {
  /** Default question of the Doc AI variant when none is typed (docs/product.md §5 "one variant"). */
  summariseDefault: 'Summarise the document',
  /** Default question of the Translate variant (docs/product.md §5 "the other": explain every line, clean text). */
  explainEveryLine:
    'Explain each and every line of the document in simple words, keeping its paragraphs in the same order. Give plain text only: remove any markdown and HTML tags.',
  summarize: 'Summarize the document',
  simplify: 'Simplify the language of the document',
} as const;

/** Job name on the ai queue. */
export const DOC_PROCESS_JOB = 'doc.process';

/** Job data for `doc.process` on the ai queue. The file is already in MinIO under objectKey. */
export const DocProcessJobSchema = z.object({
  objectKey: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  fileName: z.string(),
  operation: z.enum(DOC_AI_OPERATIONS),
  query: z.string().min(1).max(4000),
  translationLanguage: z.enum(TRANSLATION_LANGUAGE_CODES).optional(),
  /** The screen's language dropdown, a hint for OCR of scans and photos (which language to read first). */
  language: z.enum(TRANSLATION_LANGUAGE_CODES).optional(),
  /**
   * The asker's interface language: summaries, simplifications and answers are written in it when the
   * question shows no language of its own (the screens send docs/product.md §5's fixed English queries). Not the OCR hint above.
   */
  interfaceLanguage: InterfaceLanguageSchema.optional(),
  userId: z.string(),
});
export type DocProcessJob = z.infer<typeof DocProcessJobSchema>;

/**
 * What a summary learned about the paper, for the screen: its kind and the next date the reader must
 * act on (an advocate can put it into the diary). Every field is read from the paper itself.
 */
export const PaperMetaSchema = z.object({
  kind: z.string().max(40),
  /** The kind's name in the asker's interface language. */
  kindName: z.string().max(200).optional(),
  nextDate: z.object({ date: z.iso.date(), what: z.string().max(300) }).optional(),
  caseNumber: z.string().max(120).optional(),
  court: z.string().max(200).optional(),
});
export type PaperMeta = z.infer<typeof PaperMetaSchema>;

/** What the worker returns: the answer text; translation is told apart by the operation. */
export const DocProcessResultSchema = z.object({ text: z.string(), operation: z.enum(DOC_AI_OPERATIONS), paper: PaperMetaSchema.optional() });
export type DocProcessResult = z.infer<typeof DocProcessResultSchema>;

/** Where results too large for Redis are kept in object storage (one object per job). */
export const JOB_RESULTS_PREFIX = 'jobs/results/';

/**
 * The job's return value as kept in Redis: the result itself, or, above JOB_RESULT_INLINE_MAX_BYTES,
 * a pointer to it in object storage (key under JOB_RESULTS_PREFIX), which the BFF reads once.
 */
export const StoredDocProcessResultSchema = z.union([
  DocProcessResultSchema,
  z.object({ operation: z.enum(DOC_AI_OPERATIONS), stored: z.object({ key: z.string().startsWith(JOB_RESULTS_PREFIX), bytes: z.number().int().positive() }) }),
]);
export type StoredDocProcessResult = z.infer<typeof StoredDocProcessResultSchema>;
