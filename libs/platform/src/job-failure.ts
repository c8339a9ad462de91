/**
 * The worker side of JobFailure (libs/contracts): handlers throw a JobFailureError with a code;
 * the worker host records whatever a handler threw in that one shape on the job, and tells BullMQ
 * whether to try again.
 */
import { DocumentLimit, JOB_FAILURE_KEY, JobFailure, JobFailureCode } from '@lexmitra/contracts';
import { Job, UnrecoverableError } from 'bullmq';

export class JobFailureError extends Error {
  readonly failure: JobFailure;

  /** `limit`: the reading limit a document reached, kept beside its English `message` for other languages. */
  constructor(code: JobFailureCode, message: string, opts: { retryable?: boolean; cause?: unknown; limit?: DocumentLimit } = {}) {
    super(message, { cause: opts.cause });
    this.name = 'JobFailureError';
    this.failure = { code, message, retryable: opts.retryable ?? false, ...(opts.limit ? { limit: opts.limit } : {}) };
  }
}

/** What a handler's error means as a JobFailure: its own if it has one, else an INTERNAL one worth retrying. */
export function toJobFailure(err: unknown): JobFailure {
  if (err instanceof JobFailureError) return err.failure;
  const message = err instanceof Error ? err.message : String(err);
  // BullMQ's own "do not retry" (thrown by code outside our handlers) keeps its meaning.
  return { code: 'INTERNAL', message, retryable: !(err instanceof UnrecoverableError) };
}

/**
 * Records the failure on the job (read back by the producer with jobFailureOf) and returns the
 * error to throw to BullMQ: an UnrecoverableError when another attempt cannot help.
 */
export async function recordJobFailure(job: Pick<Job, 'data' | 'updateData'>, err: unknown): Promise<Error> {
  const failure = toJobFailure(err);
  // If Redis is away the write fails too; the producer then reads an INTERNAL failure.
  await job.updateData({ ...(job.data as object), [JOB_FAILURE_KEY]: failure }).catch(() => undefined);
  if (failure.retryable) return err instanceof Error ? err : new Error(failure.message);
  const final = new UnrecoverableError(failure.message);
  if (err instanceof Error && err.stack) final.stack = `UnrecoverableError: ${failure.message}\n${err.stack}`;
  return final;
}
