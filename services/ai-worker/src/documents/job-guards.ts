/**
 * Two guards around a document job. Cancel: DELETE /api/jobs/:id sets a Redis flag; while the job
 * runs we poll it and abort, which kills a running extraction at once (libs/documents sandbox).
 * Crash: a job whose extraction was started twice and never finished took its worker down both
 * times (the sandbox should make that impossible); a third start is refused for good.
 */
import { DOCUMENT_ERROR_TEXT, jobCancelKey } from '@lexmitra/contracts';
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
    throw new JobFailureError('DOCUMENT_TOO_COMPLEX', DOCUMENT_ERROR_TEXT.stoppedTwice);
  }
  return async () => void (await redis.del(key).catch(() => undefined));
}

/** How long a held share lasts without being renewed (a crashed worker's share comes free after it). */
export const SHARE_LEASE_MS = 60_000;
const SHARE_RENEW_MS = SHARE_LEASE_MS / 3;
/** When a user's share is full, the job is tried again this much later. */
export const SHARE_RETRY_MS = 2_000;

/**
 * KEYS[1] the user's running document jobs (a sorted set: job id → lease end); ARGV now, job id,
 * share, lease. Answers 1 when the job holds a place (already, or now), 0 when the share is full.
 */
const TAKE_SHARE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZSCORE', KEYS[1], ARGV[2]) == false and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + tonumber(ARGV[4]), ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1`;

export const userShareKey = (prefix: string, userId: string) => `${prefix}:doc-share:${userId}`;

/**
 * A place among the document jobs one user may run at once, over every worker (DOCUMENT_JOBS_PER_USER),
 * so that one user's slow files never hold every slot while others wait. Undefined when the user's
 * share is full; else the function that gives the place back. The place is renewed while held.
 */
export async function takeUserShare(redis: Redis, prefix: string, userId: string, jobId: string, share: number): Promise<(() => Promise<void>) | undefined> {
  const key = userShareKey(prefix, userId);
  const take = async () => Number(await redis.eval(TAKE_SHARE, 1, key, String(Date.now()), jobId, String(share), String(SHARE_LEASE_MS)));
  if (!(await take())) return undefined;
  const renew = setInterval(() => void take().catch(() => undefined), SHARE_RENEW_MS);
  renew.unref();
  return async () => {
    clearInterval(renew);
    await redis.zrem(key, jobId).catch(() => undefined);
  };
}
