/**
 * BullMQ producers for the worker queues. `run` enqueues a job and waits for its result, which is
 * how the documented synchronous calls hand long work to a worker and still answer in one request.
 */
import { randomBytes } from 'node:crypto';
import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { JOB_META_KEY, JobFailure, jobFailureOf, JobMeta, QUEUES, QueueName } from '@lexmitra/contracts';
import { redisOptions } from '@lexmitra/platform';
import { Job, JobsOptions, Queue, QueueEvents } from 'bullmq';
import { APP_CONFIG, AppConfig } from './config.provider';

/** The job did not finish in the time the caller could wait (it was removed if nobody had taken it). */
export class JobTimeoutError extends Error {}

/** The job failed for good; `failure` is what the worker recorded (libs/contracts JobFailure). */
export class JobFailedError extends Error {
  constructor(readonly failure: JobFailure) {
    super(failure.message);
    this.name = 'JobFailedError';
  }
}

/** A job payload with the id of the request that started it, so the worker's job log names it too. */
export function withJobMeta<T extends object>(data: T, requestId: string | undefined): T & { [JOB_META_KEY]: JobMeta } {
  return { ...data, [JOB_META_KEY]: { requestId } };
}

/**
 * A job id nobody can guess (128 random bits, base64url): BullMQ's default is a per-queue counter,
 * and a user's job id must not reveal how many jobs others ran or which ids to try.
 */
export function randomJobId(): string {
  return randomBytes(16).toString('base64url');
}

/** Failed jobs stay this long (7 days) with their error, for the dead-letter view in /admin/queues. */
export const FAILED_JOB_RETENTION_S = 7 * 24 * 3600;

@Injectable()
export class QueueService implements OnModuleDestroy {
  private readonly queues = new Map<QueueName, Queue>();
  private readonly events = new Map<QueueName, QueueEvents>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    for (const name of Object.values(QUEUES)) {
      const queue = new Queue(name, { connection: redisOptions(config.REDIS_URL), prefix: config.BULLMQ_PREFIX });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
  }

  queue(name: QueueName): Queue {
    return this.queues.get(name)!;
  }

  /** Created on first use: a QueueEvents holds a blocking Redis connection of its own. */
  queueEvents(name: QueueName): QueueEvents {
    let events = this.events.get(name);
    if (!events) {
      events = new QueueEvents(name, { connection: redisOptions(this.config.REDIS_URL), prefix: this.config.BULLMQ_PREFIX });
      events.on('error', () => undefined);
      this.events.set(name, events);
    }
    return events;
  }

  async run<T>(name: QueueName, jobName: string, data: object, opts: JobsOptions & { timeoutMs: number; requestId?: string }): Promise<T> {
    const events = this.queueEvents(name);
    await events.waitUntilReady();
    const { timeoutMs, requestId, ...jobOpts } = opts;
    const job = await this.queue(name).add(jobName, withJobMeta(data, requestId), {
      jobId: randomJobId(),
      removeOnComplete: { age: 3600, count: 1000 },
      removeOnFail: { age: FAILED_JOB_RETENTION_S },
      ...jobOpts,
    });
    try {
      return (await job.waitUntilFinished(events, timeoutMs)) as T;
    } catch {
      // Failed, or no answer in time: the job's own state tells which, not the wording of the error.
      const settled = await Job.fromId(this.queue(name), job.id!);
      const state = settled ? await settled.getState() : 'unknown';
      if (settled && state === 'failed') throw new JobFailedError(jobFailureOf(settled));
      if (settled && state === 'completed') return settled.returnvalue as T;
      // Nobody finished it in time: do not leave it behind to run for a caller who has gone.
      await job.remove().catch(() => undefined);
      throw new JobTimeoutError(`${name}/${jobName} did not finish within ${timeoutMs} ms`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    // Closing a queue whose connection is still being set up makes BullMQ emit "Connection is
    // closed" on an emitter nobody listens to any more; let the set-up settle first (bounded).
    const settle = (p: Promise<unknown>) => Promise.race([p.catch(() => undefined), new Promise((r) => setTimeout(r, 2000).unref())]);
    await Promise.all([...this.queues.values()].map((q) => settle(q.waitUntilReady())));
    await Promise.all([...this.events.values()].map((e) => e.close().catch(() => undefined)));
    await Promise.all([...this.queues.values()].map((q) => q.close().catch(() => undefined)));
  }
}
