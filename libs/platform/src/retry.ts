/**
 * Start-up work that needs a server which may come later (MinIO is started after the product on a
 * first `npm start`, and any dependency can restart). Retried with a growing delay, so a server that
 * is away for minutes costs a few attempts, not one every two seconds; logged on the first failure,
 * then about once a minute, then once when it succeeds, so the log says what is happening without
 * filling up.
 */
export interface RetryLog {
  warn(message: string): void;
  log(message: string): void;
}

export interface RetryOptions {
  /** What is being done, for the log ("object storage bucket"). */
  what: string;
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** How often a continuing failure is logged again. */
  reportEveryMs?: number;
}

/** Runs `task` until it succeeds, in the background (its timers do not keep the process alive). */
export function retryInBackground(task: () => Promise<unknown>, log: RetryLog, opts: RetryOptions): void {
  const { what, firstDelayMs = 2000, maxDelayMs = 30_000, reportEveryMs = 60_000 } = opts;
  let attempts = 0;
  let delay = firstDelayMs;
  let reportedAt = 0;
  const attempt = () => {
    attempts++;
    task().then(
      () => {
        if (attempts > 1) log.log(`${what}: done after ${attempts} attempts`);
      },
      (err: Error) => {
        const now = Date.now();
        if (attempts === 1 || now - reportedAt >= reportEveryMs) {
          reportedAt = now;
          log.warn(`${what}: not yet (${err.message}); attempt ${attempts}, retrying with a growing delay (at most ${maxDelayMs / 1000} s)`);
        }
        setTimeout(attempt, delay).unref();
        delay = Math.min(maxDelayMs, delay * 2);
      },
    );
  };
  attempt();
}
