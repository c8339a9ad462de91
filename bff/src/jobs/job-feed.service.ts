/**
 * The live feed behind GET /api/jobs/:id/events. One set of QueueEvents listeners per process
 * dispatches to the streams following each job id, so a completed job's result is parsed once
 * however many streams follow it, and a stream that goes away leaves nothing attached. Streams are
 * counted per user and per process (SSE_STREAMS_PER_USER / _PER_PROCESS): each holds a socket.
 */
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ChatStreamProgress, ChatStreamProgressSchema, ErrorCodes, FollowedJobKind, JOB_TEXT, JOBS, JobStatus, QueueName, QUEUES } from '@lexmitra/contracts';
import { Job } from 'bullmq';
import { ApiException } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { QueueService } from '../infra/queue.service';
import { JobResultReader } from './job-result';
import { completedStatus, failedStatus, progressOf } from './job-status';
import { frameOf, ResultDelivery, StatusFrame } from './result-delivery';

type Send = (frame: StatusFrame) => void;
/** A chat answer's text so far (each follower's AnswerStreamWriter sends what its client lacks). */
export type StreamSend = (progress: ChatStreamProgress) => void;

/** Queues whose jobs users follow: document AI (ai), export my data (privacy) and chat answers (chat). */
export const FOLLOWED_QUEUES: readonly QueueName[] = [QUEUES.ai, QUEUES.privacy, QUEUES.chat];

const tooMany = (message: string) => new ApiException(HttpStatus.TOO_MANY_REQUESTS, ErrorCodes.RATE_LIMITED, message, { 'Retry-After': '5' });

@Injectable()
export class JobFeedService {
  private readonly followers = new Map<string, Set<Send>>();
  private readonly streamers = new Map<string, Set<StreamSend>>();
  /** The kind of each followed job, which types its status (its result's shape). */
  private readonly kinds = new Map<string, FollowedJobKind>();
  private readonly perUser = new Map<string, number>();
  private total = 0;
  private attached?: Promise<void>;

  constructor(
    private readonly queues: QueueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly results: JobResultReader,
    private readonly delivery: ResultDelivery,
  ) {}

  /** Takes a stream slot for this user or answers 429; the returned release is safe to call twice. */
  open(userId: string): () => void {
    const mine = this.perUser.get(userId) ?? 0;
    if (mine >= this.config.SSE_STREAMS_PER_USER) throw tooMany(JOB_TEXT.tooManyStreams(mine));
    if (this.total >= this.config.SSE_STREAMS_PER_PROCESS) throw tooMany(JOB_TEXT.streamsBusy);
    this.perUser.set(userId, mine + 1);
    this.total++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    };
  }

  /**
   * Sends every change of job `id` to `send` until the returned remove is called; a chat answer's
   * text as it is written goes to `stream`.
   */
  async follow(id: string, kind: FollowedJobKind, send: Send, stream?: StreamSend): Promise<() => void> {
    await this.attach();
    let set = this.followers.get(id);
    if (!set) this.followers.set(id, (set = new Set()));
    set.add(send);
    this.kinds.set(id, kind);
    if (stream) {
      let streams = this.streamers.get(id);
      if (!streams) this.streamers.set(id, (streams = new Set()));
      streams.add(stream);
    }
    return () => {
      const streams = this.streamers.get(id);
      if (stream && streams) {
        streams.delete(stream);
        if (streams.size === 0) this.streamers.delete(id);
      }
      const current = this.followers.get(id);
      if (!current) return;
      current.delete(send);
      if (current.size === 0) {
        this.followers.delete(id);
        this.kinds.delete(id);
      }
    };
  }

  /** Streams open and callbacks attached: both are back to zero when every client has gone. */
  counts(): { streams: number; followers: number } {
    let followers = 0;
    // A stream's text callback is added and removed with its status callback (one follower).
    for (const set of this.followers.values()) followers += set.size;
    return { streams: this.total, followers };
  }

  /** Serialised once for every stream following the job. */
  private dispatch(id: string, status: JobStatus | StatusFrame): void {
    const frame = 'json' in status ? status : frameOf(status);
    for (const send of [...(this.followers.get(id) ?? [])]) send(frame);
  }

  /** A chat answer's snapshot, checked once, to every stream following it. */
  private stream(id: string, data: unknown): void {
    const parsed = ChatStreamProgressSchema.safeParse(data);
    if (!parsed.success) return;
    for (const send of [...(this.streamers.get(id) ?? [])]) send(parsed.data);
  }

  private attach(): Promise<void> {
    this.attached ??= Promise.all(FOLLOWED_QUEUES.map((name) => this.listen(name))).then(() => undefined);
    return this.attached;
  }

  private async listen(queue: QueueName): Promise<void> {
    const events = this.queues.queueEvents(queue);
    events.on('progress', ({ jobId, data }: { jobId: string; data: unknown }) => {
      const kind = this.kinds.get(jobId);
      if (kind === JOBS.chatAnswer) return this.stream(jobId, data);
      if (kind) this.dispatch(jobId, { id: jobId, kind, state: 'active', progress: progressOf(data) } as JobStatus);
    });
    events.on('completed', ({ jobId, returnvalue }: { jobId: string; returnvalue: unknown }) => {
      const kind = this.kinds.get(jobId);
      if (!kind) return;
      // Parsed once here, whatever the number of streams following this job; a result kept in
      // object storage (too large for Redis) is read once here too.
      // One serialised frame, shared with GET /api/jobs/:id (ResultDelivery).
      const build = async (): Promise<JobStatus> => {
        const value: unknown = typeof returnvalue === 'string' ? JSON.parse(returnvalue) : returnvalue;
        return completedStatus(jobId, kind, null, await this.results.resolve(value));
      };
      void this.delivery.finishedFrame(jobId, build).then(
        (frame) => this.dispatch(jobId, frame),
        () => this.dispatch(jobId, { id: jobId, kind, state: 'failed', progress: null, error: { error: JOB_TEXT.unreadable, code: 'INTERNAL' } } as JobStatus),
      );
    });
    events.on('failed', ({ jobId }: { jobId: string }) => {
      if (!this.followers.has(jobId)) return;
      // Read again: the failure the worker recorded is in the job's data, not in the event.
      void Job.fromId(this.queues.queue(queue), jobId).then(
        (failed) => failed && this.dispatch(jobId, failedStatus(failed, null)),
        () => undefined,
      );
    });
    await events.waitUntilReady();
  }
}
