import { Inject, Injectable } from '@nestjs/common';
import { ChatStreamProgressSchema, jobCancelKey, JOB_TEXT, JobStatus, QueueName } from '@lexmitra/contracts';
import { Job } from 'bullmq';
import { AuthUser } from '../common/decorators';
import { notFound } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { QueueService } from '../infra/queue.service';
import { RedisService } from '../infra/redis.service';
import { JobResultReader } from './job-result';
import { FOLLOWED_QUEUES, JobFeedService, StreamSend } from './job-feed.service';
import { kindOf, progressOf, statusOf } from './job-status';
import { frameOf, ResultDelivery, StatusFrame } from './result-delivery';
import { mayAccess } from '../common/access';

const CANCEL_TTL_SECONDS = 3600;

/** Jobs a user started (ai and privacy queues): their state, a live feed of it, and cancelling. */
@Injectable()
export class JobsService {
  constructor(
    private readonly queues: QueueService,
    private readonly redis: RedisService,
    private readonly feed: JobFeedService,
    private readonly results: JobResultReader,
    private readonly delivery: ResultDelivery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Someone else's job is "not found", never "forbidden", so ids cannot be probed. */
  async mine(user: AuthUser, id: string): Promise<Job> {
    if (!/^[\w-]{1,64}$/.test(id)) throw notFound(JOB_TEXT.notFound);
    // The user's jobs: document AI on the ai queue, "export my data" on the privacy queue.
    for (const name of FOLLOWED_QUEUES) {
      const job = await this.queues.queue(name).getJob(id);
      if (job && mayAccess('job', 'read', user, job)) return job;
    }
    throw notFound(JOB_TEXT.notFound);
  }

  /**
   * The job's status from one read of its state. `mine` reads the job's data before that, so a job
   * that finished in between was read without its result or its recorded failure (it then read as
   * INTERNAL): a finished job is read again. A result kept in object storage (too large for Redis)
   * is read from there.
   */
  private async current(job: Job): Promise<JobStatus> {
    const state = await job.getState();
    if (state === 'completed' || state === 'failed') job = (await Job.fromId(this.queues.queue(job.queueName as QueueName), job.id!)) ?? job;
    if (job.returnvalue) job.returnvalue = await this.results.resolve(job.returnvalue);
    return statusOf(job, state);
  }

  async status(user: AuthUser, id: string): Promise<JobStatus> {
    return this.current(await this.mine(user, id));
  }

  /** The job's status serialised: a finished job's once, shared by every reader (ResultDelivery). */
  async frame(user: AuthUser, id: string): Promise<StatusFrame> {
    return this.frameOf(await this.mine(user, id));
  }

  private async frameOf(job: Job): Promise<StatusFrame> {
    if ((await job.getState()) === 'completed') return this.delivery.finishedFrame(job.id!, () => this.current(job));
    return frameOf(await this.current(job));
  }

  async cancel(user: AuthUser, id: string): Promise<JobStatus> {
    const job = await this.mine(user, id);
    const state = await job.getState();
    if (state === 'waiting' || state === 'delayed' || state === 'prioritized') {
      await job.remove().catch(() => undefined);
      return { id, kind: kindOf(job), state: 'cancelled', progress: progressOf(job.progress) } as JobStatus;
    }
    // A running job stops at its next checkpoint (between pages or chunks).
    await this.redis.client.set(jobCancelKey(this.config.BULLMQ_PREFIX, id), '1', 'EX', CANCEL_TTL_SECONDS);
    return this.current(job);
  }

  /**
   * Calls `send` with every change of the job until it settles, and `stream` with a chat answer's
   * text as it is written (starting with the text so far, so a late or returning client has no
   * gap); returns an unsubscribe.
   */
  async follow(user: AuthUser, id: string, send: (frame: StatusFrame) => void, stream?: StreamSend): Promise<() => void> {
    const job = await this.mine(user, id);
    const stop = await this.feed.follow(id, kindOf(job), send, stream);
    try {
      // After subscribing, so a change in between is not missed (the client ignores repeats).
      const frame = await this.frameOf(job);
      if (stream && frame.state === 'active') {
        const fresh = await this.queues.queue(job.queueName as QueueName).getJob(id);
        const sofar = ChatStreamProgressSchema.safeParse(fresh?.progress);
        if (sofar.success) stream(sofar.data);
      }
      send(frame);
    } catch (err) {
      stop();
      throw err;
    }
    return stop;
  }
}
