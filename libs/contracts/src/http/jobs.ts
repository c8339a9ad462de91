import { z } from 'zod';
import { DocumentLimitSchema } from '../document-limit-schema';
import { ProcessPdfAnswerSchema, ProcessPdfTranslationAnswerSchema } from './documents';
import { AccountExportResultSchema } from './privacy';
import { ChatResponseSchema } from './chat';

/** GET /api/jobs/:id — the state of a long-running job the caller started (e.g. POST /process_pdf/?async=1). */
export const JOB_STATES = ['queued', 'active', 'completed', 'failed', 'cancelled'] as const;
export const JobProgressSchema = z.object({
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** reading: pages extracted; ocr: pages without text read by OCR, of those that need it; processing: chunks answered. */
  stage: z.enum(['reading', 'ocr', 'processing']).optional(),
});
export type JobProgress = z.infer<typeof JobProgressSchema>;

/**
 * What a finished job answers, by the kind of job a person can follow: a document job gives the
 * same answer as the synchronous call 2 ({answer} or {translated_answer}); "export my data" gives
 * the export's id, size and file count; a chat answer gives the answer as call 1 does.
 */
// The kinds are the job names DOC_PROCESS_JOB and JOBS.accountExport, written out: importing the
// queue module here would bring every job payload's schema into the SPA's first download
// (job-kinds.spec checks that they stay equal).
export const JOB_RESULT_SCHEMAS = {
  'doc.process': z.union([ProcessPdfAnswerSchema, ProcessPdfTranslationAnswerSchema]),
  'account.export': AccountExportResultSchema,
  'chat.answer': ChatResponseSchema,
} as const;
export type FollowedJobKind = keyof typeof JOB_RESULT_SCHEMAS;
export const FOLLOWED_JOB_KINDS = Object.keys(JOB_RESULT_SCHEMAS) as FollowedJobKind[];
export type JobResult<K extends FollowedJobKind = FollowedJobKind> = z.infer<(typeof JOB_RESULT_SCHEMAS)[K]>;

const JobStatusBase = z.object({
  id: z.string(),
  state: z.enum(JOB_STATES),
  progress: JobProgressSchema.nullable(),
  /** `limit`: a document past a reading limit, for the screen to say in its own language (`error` is English). */
  error: z.object({ error: z.string(), code: z.string(), limit: DocumentLimitSchema.optional() }).optional(),
});
const statusOfKind = <K extends FollowedJobKind>(kind: K) => JobStatusBase.extend({ kind: z.literal(kind), result: JOB_RESULT_SCHEMAS[kind].optional() });

/** GET /api/jobs/:id and each SSE `status` event: the state, typed by the kind of job (its result's shape follows). */
export const JobStatusSchema = z.discriminatedUnion('kind', [statusOfKind('doc.process'), statusOfKind('account.export'), statusOfKind('chat.answer')]);
export type JobStatus = z.infer<typeof JobStatusSchema>;
/** A status of a known kind, as the BFF builds it. */
export type JobStatusOf<K extends FollowedJobKind> = Extract<JobStatus, { kind: K }>;

/** What a person following a job may be told by the BFF itself (a worker's known failures carry their own words). */
export const JOB_TEXT = {
  notFound: 'No such job.',
  tooManyStreams: (open: number) => `You have ${open} job streams open; close one and try again.`,
  streamsBusy: 'Too many job streams are open right now. Please try again shortly.',
  slowReaders: (pending: number) => `${pending} earlier answers with a job result have not been read yet; let them finish (or close them) and try again.`,
  busyReaders: 'Many results are being sent right now. Please try again in a few seconds.',
  failed: 'The document could not be processed. Please try again.',
  unreadable: 'The result could not be read. Please try again.',
} as const;

/** POST /process_pdf/?async=1 → 202 */
export const JobAcceptedSchema = z.object({ jobId: z.string() });
export type JobAccepted = z.infer<typeof JobAcceptedSchema>;

/**
 * Server-Sent Event names on GET /api/jobs/:id/events: `status` data is a JobStatus; a chat answer's
 * stream also has `delta` (ChatDeltaEvent) and `section` (ChatSectionEvent) before its final status.
 */
export const JOB_SSE_EVENTS = { status: 'status', delta: 'delta', section: 'section' } as const;

/** Redis key a caller sets to ask the worker running a job to stop at its next checkpoint. */
export const jobCancelKey = (prefix: string, jobId: string) => `${prefix}:cancel:${jobId}`;
