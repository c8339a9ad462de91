import { z } from 'zod';
import { text } from '../text';
import { UI_TEXT } from '../errors';

/** Call 3: POST /ask. Filters and paging are extras; the documented payload is `{query}` alone. */
export const AskRequestSchema = z.strictObject({
  query: text({ max: 500 }).trim().min(1, UI_TEXT.invalidQuery),
  court: text({ max: 120 }).trim().optional(),
  /** A judge of the bench or the author: every word of one judge's name, in any order and case; titles ignored, a letter as an initial (search-service judges.ts). */
  judge: text({ max: 120 }).trim().optional(),
  /** The disposal as the dataset words it ("Dismissed", "Allowed", "Disposed off"), case-insensitive. */
  disposal: text({ max: 80 }).trim().optional(),
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
  /** The full text's best paragraphs (numbered from 1 as on the judgment page), matched words in <mark>. */
  passages: z.array(z.object({ paragraph: z.number().int().min(1), html: z.string() })).optional(),
  neutral_citation: z.string().optional(),
  /** How many judgments of the corpus cite this one. */
  cited_by: z.number().int().optional(),
  /** Set for judgments from an open dataset: the attribution its licence asks for is shown with it. */
  source: z.lazy(() => CaseSourceSchema).optional(),
});
export type CaseResult = z.infer<typeof CaseResultSchema>;

export const AskAnswerSchema = z.object({
  cases: z.array(CaseResultSchema),
  total: z.number().int().optional(),
  /**
   * 'gte' when the engine stopped counting at `total` (OpenSearch counts exactly up to 10,000):
   * show "{total} or more". Absent when the count is exact.
   */
  totalRelation: z.enum(['eq', 'gte']).optional(),
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
  /** The same description in Hindi (our own words): the judgment page shows it on the Hindi interface. */
  description_hi: z.string().trim().min(1).max(2000).optional(),
  /** The bench, one judge each. */
  judges: z.array(z.string().trim().min(1).max(120)).max(20).optional(),
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

/**
 * The open judgment datasets the importer reads (AWS Open Data registry, CC-BY-4.0). Their names and
 * licence are shown wherever one of their judgments appears, as the licence asks.
 */
export const CASE_DATASETS = {
  'indian-supreme-court-judgments': { name: 'Indian Supreme Court Judgments', url: 'https://registry.opendata.aws/indian-supreme-court-judgments/' },
  'indian-high-court-judgments': { name: 'Indian High Court Judgments', url: 'https://registry.opendata.aws/indian-high-court-judgments/' },
} as const;
export type CaseDatasetId = keyof typeof CASE_DATASETS;
export const CASE_LICENCE = { id: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' } as const;

/** Where an imported judgment came from: dataset, licence, the row's `path` and the year folder. */
export const CaseSourceSchema = z.object({
  dataset: z.enum(Object.keys(CASE_DATASETS) as [CaseDatasetId, ...CaseDatasetId[]]),
  licence: z.literal(CASE_LICENCE.id),
  path: z.string().max(300),
  year: z.number().int(),
  /** sha256 of the metadata row and the PDF the record was built from: equal on a re-import means nothing to do. */
  hash: z.string().max(64).optional(),
});
export type CaseSource = z.infer<typeof CaseSourceSchema>;

/** One language version of a judgment: its PDF in object storage and how its text was read. */
export const CaseLanguageVersionSchema = z.object({
  /** ISO 639-1/3 code: en, hi, ta, ... */
  lang: z.string().regex(/^[a-z]{2,3}$/),
  /** Object key of the original PDF (libs/storage); absent for judgments imported from JSONL/CSV. */
  pdfKey: z.string().max(300).optional(),
  /** sha256 of the PDF: a re-import of the same bytes changes nothing. */
  pdfHash: z.string().max(64).optional(),
  pages: z.number().int().optional(),
  /** Whether the text came from OCR of scanned pages. */
  ocr: z.boolean().optional(),
  /** The text of this version when it is not the main (English) one. */
  text: z.string().max(400_000).optional(),
});
export type CaseLanguageVersion = z.infer<typeof CaseLanguageVersionSchema>;

/**
 * A judgment with everything the datasets give: the import record plus bench, parties, disposal,
 * neutral citation, parallel citations, the citations its text makes, language versions and source.
 * This is the record the `cases` collection stores and every search engine indexes.
 */
export const JudgmentSchema = CaseRecordSchema.extend({
  text: z.string().max(400_000).optional(),
  /** The title as the court's record writes it ("RANGAPPA versus SRI MOHAN"), kept for citation when `title` is recased for reading. */
  cause_title: z.string().max(300).optional(),
  neutral_citation: z.string().max(60).optional(),
  /** Every citation of this judgment in normal form (libs/caselaw), the main one first. */
  citations: z.array(z.string().max(80)).max(20).optional(),
  judges: z.array(z.string().max(120)).max(20).optional(),
  author_judge: z.string().max(120).optional(),
  petitioner: z.string().max(600).optional(),
  respondent: z.string().max(600).optional(),
  disposal: z.string().max(120).optional(),
  cnr: z.string().max(40).optional(),
  /** The court's case number ("Criminal Appeal No. 1234 of 2019"): the datasets call it case_id. */
  case_no: z.string().max(300).optional(),
  /** Normal forms of the citations its text makes (resolved to cases when the corpus holds them). */
  cites: z.array(z.string().max(80)).max(2000).optional(),
  languages: z.array(CaseLanguageVersionSchema).max(30).optional(),
  source: CaseSourceSchema.optional(),
});
export type Judgment = z.infer<typeof JudgmentSchema>;

/** A judgment another one cites, or is cited by, as the judgment page lists it. */
export const CaseLinkSchema = z.object({ case_id: z.string(), title: z.string(), citation: z.string().optional(), date: z.string() });
export type CaseLink = z.infer<typeof CaseLinkSchema>;

/** GET /api/cases/:id — the judgment page. Paragraphs are numbered from 1 in the order of the text. */
export const CaseDetailSchema = JudgmentSchema.omit({ text: true, cites: true }).extend({
  paragraphs: z.array(z.string()),
  /** Citations its text makes: resolved ones link to the case; the rest are listed as written. */
  cites: z.array(z.object({ citation: z.string(), case: CaseLinkSchema.optional() })),
  citedBy: z.array(CaseLinkSchema),
  citedByCount: z.number().int(),
  /** Language codes of the versions whose PDF can be downloaded. */
  pdfLanguages: z.array(z.string()),
});
export type CaseDetail = z.infer<typeof CaseDetailSchema>;

/** Case ids as the routes accept them (the same rule as CaseRecordSchema.case_id). */
export const CaseIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,119}$/);

/**
 * Refusals of the judgment routes. English here, as every server text; the SPA shows them in the
 * user's language from its server locales (locales/server/<lang>.json, group "cases"), matched word
 * for word, so an edit here must be made there too (serverText.spec checks it).
 */
export const CASE_TEXT = {
  notFound: 'No judgment with this id.',
  badId: 'This is not a valid judgment id.',
  noPdf: 'The original PDF of this judgment in that language is not available.',
  badLanguage: 'Choose the PDF language as a language code, such as en or hi.',
} as const;

/** GET /api/cases/:id/pdf?lang=xx — the language of the PDF (default English). */
export const CasePdfQuerySchema = z.strictObject({ lang: z.string().regex(/^[a-z]{2,3}$/, CASE_TEXT.badLanguage).default('en'), download: z.enum(['0', '1']).optional() });
