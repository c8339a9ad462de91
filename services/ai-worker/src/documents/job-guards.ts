/**
 * Two guards around a document job. Cancel: DELETE /api/jobs/:id sets a Redis flag; while the job
 * runs we poll it and abort, which kills a running extraction at once (libs/documents sandbox).
 * Crash: a job whose extraction was started twice and never finished took its worker down both
 * times (the sandbox should make that impossible); a third start is refused for good.
 */
import { jobCancelKey } from '@lexmitra/contracts';
import { JobFailureError } from '@lexmitra/platform';
import type { Redis } from 'ioredis';

/** Often enough that an abort lands well within the 2 s a cancel may take. */
export const CANCEL_POLL_MS = 400;
/** Extraction starts a job may make without finishing before it is refused. */
export const MAX_UNFINISHED_EXTRACTIONS = 2;
const GUARD_TTL_S = 24 * 3600;

export const cancelled = () => new JobFailureError('CANCELLED', 'Cancelled.');

export interface CancelWatch {
  signal: AbortSignal;
  /** Throws CANCELLED when the flag is set (checked in Redis now, not at the next poll). */
  check: () => Promise<void>;
  stop: () => void;
}

export function watchCancel(redis: Redis, prefix: string, jobId: string): CancelWatch {
  const controller = new AbortController();
  const key = jobCancelKey(prefix, jobId);
  const poll = setInterval(() => {
    void redis.exists(key).then((n) => n && controller.abort(), () => undefined);
  }, CANCEL_POLL_MS);
  poll.unref();
  return {
    signal: controller.signal,
    check: async () => {
      if (controller.signal.aborted || (await redis.exists(key))) {
        controller.abort();
        throw cancelled();
      }
    },
    stop: () => clearInterval(poll),
  };
}

/**
 * Counts an extraction start of this job; the returned `done` forgets it (called when the
 * extraction ended either way, which a crashed process never reaches).
 */
export async function guardExtraction(redis: Redis, prefix: string, jobId: string): Promise<() => Promise<void>> {
  const key = `${prefix}:extracting:${jobId}`;
  const starts = await redis.incr(key);
  await redis.expire(key, GUARD_TTL_S);
  if (starts > MAX_UNFINISHED_EXTRACTIONS) {
    await redis.del(key);
    throw new JobFailureError('DOCUMENT_TOO_COMPLEX', 'Reading this document stopped the worker twice, so it will not be read again. Split it into smaller files or upload it as a plain PDF.');
  }
  return async () => void (await redis.del(key).catch(() => undefined));
}
