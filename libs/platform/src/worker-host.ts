/**
 * Runs BullMQ job handlers for one queue. Handlers are looked up by job name; an unknown name fails
 * the job for good instead of retrying it forever. Whatever a handler throws is recorded on the job
 * as a JobFailure (see job-failure.ts). close() stops taking jobs and waits for the running ones,
 * which is what SIGTERM does in every worker service.
 */
import { jobRequestId } from '@lexmitra/contracts';
import { DelayedError, Job, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { JobFailureError, recordJobFailure } from './job-failure';
import { observeJob } from './metrics';
import { redisOptions } from './redis';

/**
 * `token` is the worker's lock on the job: a handler that puts its job back for later
 * (job.moveToDelayed(when, token), then throws DelayedError) needs it. That is no failure.
 */
export type JobHandler = (job: Job, token?: string) => Promise<unknown>;

export interface QueueWorkerOptions {
  queue: string;
  redisUrl: string;
  prefix?: string;
  concurrency: number;
  /** Lock duration; stalled jobs are looked for every half of it. Default 30 s. */
  lockMs?: number;
  handlers: Record<string, JobHandler>;
  logger: Logger;
}

export function startQueueWorker(opts: QueueWorkerOptions): Worker {
  const worker = new Worker(
    opts.queue,
    async (job, token) => {
      const started = Date.now();
      let result: unknown;
      try {
        const handler = opts.handlers[job.name];
        if (!handler) throw new JobFailureError('INVALID_JOB', `no handler for job "${job.name}" on queue "${opts.queue}"`);
        result = await observeJob(opts.queue, job.name, () => handler(job, token));
      } catch (err) {
        if (err instanceof DelayedError) throw err;
        throw await recordJobFailure(job, err);
      }
      opts.logger.info({ jobId: job.id, requestId: jobRequestId(job.data), job: job.name, queue: opts.queue, ms: Date.now() - started }, 'job done');
      return result;
    },
    {
      connection: redisOptions(opts.redisUrl),
      prefix: opts.prefix,
      concurrency: opts.concurrency,
      // A worker that dies mid-job loses its lock; another worker picks the job up after this long.
      lockDuration: opts.lockMs ?? 30_000,
      stalledInterval: Math.round((opts.lockMs ?? 30_000) / 2),
      maxStalledCount: 2,
    },
  );
  worker.on('failed', (job, err) =>
    opts.logger.warn({ jobId: job?.id, requestId: jobRequestId(job?.data), job: job?.name, queue: opts.queue, attempt: job?.attemptsMade, err: err.message }, 'job failed'),
  );
  worker.on('error', (err) => opts.logger.error({ queue: opts.queue, err: err.message }, 'worker error'));
  return worker;
}
