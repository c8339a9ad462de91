import { z } from 'zod';
import { DocumentLimitSchema } from './document-limit-schema';

/**
 * Why a job failed, for every queue, in one shape. Producers decide what to answer by `code`;
 * `message` is safe to show (never a model's raw output); `retryable` says whether another attempt
 * may help (the worker host turns `false` into "do not retry").
 */
export const JOB_FAILURE_CODES = [
  /** The payload did not parse, or the queue has no handler for the job's name. */
  'INVALID_JOB',
  /** The caller cancelled the job. */
  'CANCELLED',
  'VALIDATION_FAILED',
  /** The uploaded file is none of PDF, DOC, DOCX (found on reading it). */
  'UNSUPPORTED_MEDIA',
  'DOCUMENT_ENCRYPTED',
  'DOCUMENT_CORRUPT',
  'DOCUMENT_EMPTY',
  'DOCUMENT_SCANNED',
  /** Past a hard limit on reading a file: pages, characters, unpacked size (libs/documents limits). */
  'DOCUMENT_TOO_LARGE',
  /** Reading the file needed more memory or time than one document may use, or stopped a worker. */
  'DOCUMENT_TOO_COMPLEX',
  /** The job would need more model calls than one job may make (AI_MAX_CALLS_PER_JOB). */
  'AI_CALL_LIMIT',
  /** The user has spent today's model calls (AI_DAILY_CALLS_PER_USER). */
  'AI_DAILY_LIMIT',
  /** The operation needs an AI provider and none is configured. */
  'AI_PROVIDER_REQUIRED',
  /** The AI provider answered in the wrong shape (after its own retry). */
  'AI_MALFORMED',
  'AI_RATE_LIMITED',
  'AI_UPSTREAM',
  'AI_TIMEOUT',
  'AI_NOT_CONFIGURED',
  /** Anything else: a crash, a dependency away, a stalled job. */
  'INTERNAL',
] as const;
export type JobFailureCode = (typeof JOB_FAILURE_CODES)[number];

export const JobFailureSchema = z.object({
  code: z.enum(JOB_FAILURE_CODES),
  message: z.string(),
  retryable: z.boolean(),
  /** DOCUMENT_TOO_LARGE / DOCUMENT_TOO_COMPLEX: which limit, with its numbers (`message` is its English sentence). */
  limit: DocumentLimitSchema.optional(),
});
export type JobFailure = z.infer<typeof JobFailureSchema>;

/**
 * Where the worker host records a failure: beside the payload in the job's data (like
 * JOB_META_KEY), because BullMQ carries only a message string from worker to producer.
 */
export const JOB_FAILURE_KEY = '_failure';

/**
 * The failure a job carries. A job that failed outside the worker host's hands (a worker killed
 * past its lock, a stalled job) has none recorded: it reads as INTERNAL with what BullMQ kept.
 */
export function jobFailureOf(job: { data?: unknown; failedReason?: string }): JobFailure {
  const recorded = JobFailureSchema.safeParse((job.data as Record<string, unknown> | null | undefined)?.[JOB_FAILURE_KEY]);
  if (recorded.success) return recorded.data;
  return { code: 'INTERNAL', message: job.failedReason || 'The job failed.', retryable: false };
}
