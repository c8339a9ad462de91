import { z } from 'zod';
import { text } from '../text';
import { UI_TEXT } from '../errors';

/** Call 3: POST /ask. Filters and paging are extras; the documented payload is `{query}` alone. */
export const AskRequestSchema = z.strictObject({
  query: text({ max: 500 }).trim().min(1, UI_TEXT.invalidQuery),
  court: text({ max: 120 }).trim().optional(),
  yearFrom: z.number().int().min(1800).max(2200).optional(),
  yearTo: z.number().int().min(1800).max(2200).optional(),
  page: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
});
export type AskRequest = z.infer<typeof AskRequestSchema>;

export const CaseResultSchema = z.object({
  case_id: z.string(),
  court: z.string(),
  /** Decision date, YYYY-MM-DD. */
  date: z.string(),
  description: z.string(),
  title: z.string().optional(),
  citation: z.string().optional(),
  score: z.number().optional(),
  /** Short passages with the matched words wrapped in <mark>…</mark> (plain text otherwise). */
  highlights: z.array(z.string()).optional(),
});
export type CaseResult = z.infer<typeof CaseResultSchema>;

export const AskAnswerSchema = z.object({
  cases: z.array(CaseResultSchema),
  total: z.number().int().optional(),
  page: z.number().int().optional(),
  pageSize: z.number().int().optional(),
});
export type AskAnswer = z.infer<typeof AskAnswerSchema>;

/** GET /api/cases/meta: what the filters can offer. */
export const CasesMetaSchema = z.object({
  total: z.number().int(),
  courts: z.array(z.object({ court: z.string(), count: z.number().int() })),
  yearMin: z.number().int().nullable(),
  yearMax: z.number().int().nullable(),
});
export type CasesMeta = z.infer<typeof CasesMetaSchema>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'date is not a real calendar date');

/**
 * One judgment as the importer accepts it (JSONL object or CSV row) and as the `cases` collection
 * stores it. `parties` defaults to the two sides of the title ("A v. B").
 */
export const CaseRecordSchema = z.object({
  case_id: z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,119}$/, 'case_id must be 1-120 letters, digits, . _ : -'),
  title: z.string().trim().min(1, 'title is required').max(300),
  court: z.string().trim().min(1, 'court is required').max(120),
  date: isoDate,
  citation: z.string().trim().max(200).optional(),
  parties: z.array(z.string().trim().min(1).max(300)).max(20).optional(),
  description: z.string().trim().min(1, 'description is required').max(2000),
  text: z.string().max(200_000).optional(),
  tags: z.array(z.string().trim().min(1).max(80)).max(40).optional(),
});
export type CaseRecord = z.infer<typeof CaseRecordSchema>;

/** The MongoDB database named by a mongodb:// URL ("test" when none, as the driver does). */
export function databaseOf(mongoUrl: string): string {
  const m = /^mongodb(?:\+srv)?:\/\/[^/]*\/([^?]*)/.exec(mongoUrl);
  return m && m[1] ? decodeURIComponent(m[1]) : 'test';
}

/**
 * Search requests go to a channel named after the database, so a BFF only ever talks to replicas
 * indexing its own data (tests and the dev product share one Redis but not one database).
 */
export function searchChannel(pattern: string, database: string): string {
  return `${pattern}:${database}`;
}
