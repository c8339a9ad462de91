import { DocProcessResult, ErrorCodes, JOB_TEXT, JobFailure, JobFailureCode, jobFailureOf, JobProgressSchema, JobStatus } from '@lexmitra/contracts';
import type { Job } from 'bullmq';

/** Failures whose message is for operators (a crash, a malformed payload), not for the person waiting. */
const NOT_FOR_USERS = new Set<JobFailureCode>(['INTERNAL', 'INVALID_JOB']);

/** What the caller is told about a failed document job: the worker's words for a known code, a generic line otherwise. */
export function failureAnswer(failure: JobFailure): { error: string; code: string } {
  if (NOT_FOR_USERS.has(failure.code)) return { error: JOB_TEXT.failed, code: ErrorCodes.INTERNAL };
  return { error: failure.message, code: failure.code };
}

/** The synchronous call's answer shape for a finished document job. */
export function toAnswer(result: DocProcessResult): Record<string, string> {
  return result.operation === 'translate' ? { translated_answer: result.text } : { answer: result.text };
}

/** A followed job's result: a document job's answer, or another job's result as it is (an export's {exportId, size, files}). */
export function jobAnswer(result: unknown): Record<string, unknown> {
  if (result && typeof result === 'object' && 'operation' in result) return toAnswer(result as DocProcessResult);
  return { ...(result as object) };
}

export function progressOf(value: unknown): JobStatus['progress'] {
  const parsed = JobProgressSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The status of a job that has failed for good. */
export function failedStatus(job: Job, progress: JobStatus['progress']): JobStatus {
  const failure = jobFailureOf(job);
  return { id: job.id!, state: failure.code === 'CANCELLED' ? 'cancelled' : 'failed', progress, error: failureAnswer(failure) };
}

/** The status of `job` in `state` (read by the caller, which also decides whether to read the job again). */
export function statusOf(job: Job, state: string): JobStatus {
  const progress = progressOf(job.progress);
  if (state === 'completed') return { id: job.id!, state: 'completed', progress, result: jobAnswer(job.returnvalue) };
  if (state === 'failed') return failedStatus(job, progress);
  return { id: job.id!, state: state === 'active' ? 'active' : 'queued', progress };
}
