import { HttpStatus } from '@nestjs/common';
import {
  DOC_PROCESS_JOB, DocProcessResult, DocumentLimit, ErrorCode, ErrorCodes, FOLLOWED_JOB_KINDS, FollowedJobKind, JOB_RESULT_SCHEMAS, JOB_TEXT, JobFailure, JobFailureCode,
  jobFailureOf, JobProgressSchema, JobResult, JobStatus,
} from '@lexmitra/contracts';
import type { Job } from 'bullmq';
import { ApiException } from '../common/api-error';

/** Failures whose message is for operators (a crash, a malformed payload), not for the person waiting. */
const NOT_FOR_USERS = new Set<JobFailureCode>(['INTERNAL', 'INVALID_JOB']);

/**
 * The one map from a job's failure code to the HTTP answer of a call that waited for the job
 * (synchronous /process_pdf). A document the worker could not read answers 422 with the job's own
 * code, as GET /api/jobs/:id does: one code per cause, whichever way it was asked. Any other code
 * is the AI side failing (502).
 */
const UNREADABLE = { status: HttpStatus.UNPROCESSABLE_ENTITY } as const;
const HTTP_BY_FAILURE: Partial<Record<JobFailureCode, { status: HttpStatus; code?: ErrorCode }>> = {
  UNSUPPORTED_MEDIA: { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, code: ErrorCodes.UNSUPPORTED_MEDIA_TYPE },
  DOCUMENT_ENCRYPTED: UNREADABLE,
  DOCUMENT_CORRUPT: UNREADABLE,
  DOCUMENT_EMPTY: UNREADABLE,
  DOCUMENT_SCANNED: UNREADABLE,
  DOCUMENT_TOO_LARGE: UNREADABLE,
  DOCUMENT_TOO_COMPLEX: UNREADABLE,
  AI_CALL_LIMIT: UNREADABLE,
  AI_DAILY_LIMIT: { status: HttpStatus.TOO_MANY_REQUESTS, code: ErrorCodes.RATE_LIMITED },
  AI_PROVIDER_REQUIRED: { status: HttpStatus.SERVICE_UNAVAILABLE, code: ErrorCodes.AI_PROVIDER_REQUIRED },
  CANCELLED: { status: HttpStatus.CONFLICT, code: ErrorCodes.CONFLICT },
};

/**
 * What the caller is told about a failed job: the worker's words for a known code, a generic line
 * otherwise. A reading limit goes with its numbers: the screen writes the sentence in its language.
 */
export function failureAnswer(failure: JobFailure): { error: string; code: string; limit?: DocumentLimit } {
  if (NOT_FOR_USERS.has(failure.code)) return { error: JOB_TEXT.failed, code: ErrorCodes.INTERNAL };
  return failure.limit ? { error: failure.message, code: failure.code, limit: failure.limit } : { error: failure.message, code: failure.code };
}

/** The same failure as the HTTP error of a call that waited for the job. */
export function failureException(failure: JobFailure): ApiException {
  const known = HTTP_BY_FAILURE[failure.code];
  if (known) return new ApiException(known.status, known.code ?? failure.code, failure.message, {}, failure.limit ? { limit: failure.limit } : {});
  const answer = failureAnswer(failure);
  return new ApiException(HttpStatus.BAD_GATEWAY, ErrorCodes.INTERNAL, answer.error);
}

/** The synchronous call's answer shape for a finished document job. */
export function toAnswer(result: DocProcessResult): JobResult<typeof DOC_PROCESS_JOB> {
  if (result.operation === 'translate') return { translated_answer: result.text };
  return result.paper ? { answer: result.text, paper: result.paper } : { answer: result.text };
}

/** The kind of a followed job, from its name (the queues hold only the kinds in JOB_RESULT_SCHEMAS). */
export function kindOf(job: Pick<Job, 'name'>): FollowedJobKind {
  const kind = FOLLOWED_JOB_KINDS.find((k) => k === job.name);
  if (!kind) throw new Error(`job ${job.name} is not one a person follows`);
  return kind;
}

/** A followed job's result in the shape its kind declares (a document job's stored result becomes call 2's answer). */
export function jobAnswer(kind: FollowedJobKind, result: unknown): JobResult {
  if (kind === DOC_PROCESS_JOB) return toAnswer(result as DocProcessResult);
  return JOB_RESULT_SCHEMAS[kind].parse(result);
}

export function progressOf(value: unknown): JobStatus['progress'] {
  const parsed = JobProgressSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The status of a job that has failed for good. */
export function failedStatus(job: Job, progress: JobStatus['progress']): JobStatus {
  const failure = jobFailureOf(job);
  return { id: job.id!, kind: kindOf(job), state: failure.code === 'CANCELLED' ? 'cancelled' : 'failed', progress, error: failureAnswer(failure) } as JobStatus;
}

/** A completed job's status with its typed result. */
export function completedStatus(id: string, kind: FollowedJobKind, progress: JobStatus['progress'], result: unknown): JobStatus {
  return { id, kind, state: 'completed', progress, result: jobAnswer(kind, result) } as JobStatus;
}

/** The status of `job` in `state` (read by the caller, which also decides whether to read the job again). */
export function statusOf(job: Job, state: string): JobStatus {
  const progress = progressOf(job.progress);
  if (state === 'completed') return completedStatus(job.id!, kindOf(job), progress, job.returnvalue);
  if (state === 'failed') return failedStatus(job, progress);
  return { id: job.id!, kind: kindOf(job), state: state === 'active' ? 'active' : 'queued', progress } as JobStatus;
}
