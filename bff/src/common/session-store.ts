import { withTimeout } from '@lexmitra/platform';
import { ApiException, dependencyDown } from './api-error';

const REDIS_WAIT_MS = 3000;

/**
 * The shared Redis client queues commands while Redis is away (it retries for ever, as BullMQ
 * needs). Sign-in must not hang on that queue: after a short wait it answers 503 instead.
 */
export async function sessionStore<T>(command: Promise<T>): Promise<T> {
  try {
    return await withTimeout(command, REDIS_WAIT_MS, 'Redis');
  } catch (err) {
    // Answers that are not Redis failures pass through (rate-limiter-flexible rejects with a plain
    // RateLimiterRes object, not an Error, when a caller is over the limit).
    if (!(err instanceof Error) || err instanceof ApiException) throw err;
    throw dependencyDown('Sign-in');
  }
}
