/** A dependency that did not answer in time; `what` names it ("MongoDB ping", "event bus"). */
export class TimeoutError extends Error {
  constructor(readonly what: string, readonly ms: number) {
    super(`${what} timed out after ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/** Rejects with a TimeoutError when `promise` takes longer than `ms`; used by health probes and
 * event publishing so one dead dependency cannot stall a request. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
