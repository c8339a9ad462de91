import { Inject, Injectable } from '@nestjs/common';
import { jobCancelKey, JOBS, JobStatus, QueueName } from '@lexmitra/contracts';
import { Job } from 'bullmq';
import { AuthUser } from '../auth/decorators';
import { notFound } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { QueueService } from '../infra/queue.service';
import { RedisService } from '../infra/redis.service';
import { JobResultReader } from './job-result';
import { FOLLOWED_QUEUES, JobFeedService } from './job-feed.service';
import { progressOf, statusOf } from './job-status';

const CANCEL_TTL_SECONDS = 3600;

/** Jobs a user started (ai and privacy queues): their state, a live feed of it, and cancelling. */
@Injectable()
export class JobsService {
  constructor(
    private readonly queues: QueueService,
    private readonly redis: RedisService,
    private readonly feed: JobFeedService,
    private readonly results: JobResultReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Someone else's job is "not found", never "forbidden", so ids cannot be probed. */
  async mine(user: AuthUser, id: string): Promise<Job> {
    if (!/^[\w-]{1,64}$/.test(id)) throw notFound('No such job.');
    // The user's jobs: document AI on the ai queue, "export my data" on the privacy queue.
    for (const name of FOLLOWED_QUEUES) {
      const job = await this.queues.queue(name).getJob(id);
      if (job && job.name !== JOBS.accountErase && (job.data as { userId?: string }).userId === user.id) return job;
    }
    throw notFound('No such job.');
  }

  /**
   * A completed job whose result was too large for Redis points into object storage: read it. A job
   * read while it was running may have finished since (its state is read after its data), so a
   * finished job without a result is read again.
   */
  private async withResult(job: Job): Promise<Job> {
    if (job.returnvalue == null && (await job.getState()) === 'completed') job = (await Job.fromId(this.queues.queue(job.queueName as QueueName), job.id!)) ?? job;
    if (job.returnvalue) job.returnvalue = await this.results.resolve(job.returnvalue);
    return job;
  }

  async status(user: AuthUser, id: string): Promise<JobStatus> {
    return statusOf(await this.withResult(await this.mine(user, id)));
  }

  async cancel(user: AuthUser, id: string): Promise<JobStatus> {
    const job = await this.mine(user, id);
    const state = await job.getState();
    if (state === 'waiting' || state === 'delayed' || state === 'prioritized') {
      await job.remove().catch(() => undefined);
      return { id, state: 'cancelled', progress: progressOf(job.progress) };
    }
    // A running job stops at its next checkpoint (between pages or chunks).
    await this.redis.client.set(jobCancelKey(this.config.BULLMQ_PREFIX, id), '1', 'EX', CANCEL_TTL_SECONDS);
    return statusOf(await this.withResult(job));
  }

  /** Calls `send` with every change of the job until it settles; returns an unsubscribe. */
  async follow(user: AuthUser, id: string, send: (status: JobStatus) => void): Promise<() => void> {
    const job = await this.mine(user, id);
    const stop = await this.feed.follow(id, send);
    try {
      // After subscribing, so a change in between is not missed (the client ignores repeats).
      send(await statusOf(await this.withResult(job)));
    } catch (err) {
      stop();
      throw err;
    }
    return stop;
  }
}
