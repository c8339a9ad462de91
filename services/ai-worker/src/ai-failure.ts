/** An AI provider's error as the JobFailure the producer reads (codes in libs/contracts). */
import { AiError, AiErrorKind } from '@lexmitra/ai';
import { JobFailureCode } from '@lexmitra/contracts';
import { JobFailureError } from '@lexmitra/platform';

const CODE: Record<AiErrorKind, JobFailureCode> = {
  malformed: 'AI_MALFORMED',
  rate_limited: 'AI_RATE_LIMITED',
  upstream: 'AI_UPSTREAM',
  timeout: 'AI_TIMEOUT',
  not_configured: 'AI_NOT_CONFIGURED',
  cancelled: 'CANCELLED',
};

/**
 * A busy, failing or slow provider may have recovered by the next attempt; a malformed answer was
 * already retried by the provider, and missing configuration does not change between attempts.
 */
const MAY_RECOVER = new Set<AiErrorKind>(['rate_limited', 'upstream', 'timeout']);

/** `retry: false` when the job should not be attempted again whatever the kind (a chat answer: the user is waiting). */
export function aiJobFailure(err: AiError, opts: { retry?: boolean } = {}): JobFailureError {
  return new JobFailureError(CODE[err.kind], err.message, { retryable: (opts.retry ?? true) && MAY_RECOVER.has(err.kind), cause: err });
}
