import { Injectable } from '@nestjs/common';
import { DependencyName, HealthReport, HealthPingResult, JOBS, MESSAGE_PATTERNS, QUEUES, WorkersReport } from '@lexmitra/contracts';
import { EventBusService } from '../infra/event-bus.service';
import { MongoService } from '../infra/mongo.service';
import { QueueService } from '../infra/queue.service';
import { RedisService } from '../infra/redis.service';
import { StorageService } from '../infra/storage.service';

async function probe(fn: () => Promise<unknown>): Promise<{ up: boolean; latencyMs: number; error?: string } & Record<string, unknown>> {
  const t0 = performance.now();
  try {
    const extra = (await fn()) as Record<string, unknown> | undefined;
    return { up: true, latencyMs: Math.round(performance.now() - t0), ...(extra ?? {}) };
  } catch (err) {
    return { up: false, latencyMs: Math.round(performance.now() - t0), error: (err as Error).message };
  }
}

/** How long anyone's (not an operator's) view of the workers is reused: all up, and not all up (shorter, so recovery shows soon). */
export const WORKERS_SUMMARY_TTL_MS = { ok: 10_000, degraded: 2_000 };

@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();
  /** The last summary (or the one in flight), when it ended, and how long it stays good (Infinity while in flight). */
  private summary?: Promise<WorkersReport>;
  private summaryAt = 0;
  private summaryTtl = 0;

  constructor(
    private readonly mongo: MongoService,
    private readonly redis: RedisService,
    private readonly storage: StorageService,
    private readonly queues: QueueService,
    private readonly bus: EventBusService,
  ) {}

  async dependencies(): Promise<HealthReport> {
    const checks: Record<DependencyName, () => Promise<unknown>> = {
      mongodb: () => this.mongo.ping(),
      redis: () => this.redis.ping(),
      minio: () => this.storage.healthPing(),
    };
    const names = Object.keys(checks) as DependencyName[];
    const results = await Promise.all(names.map((n) => probe(checks[n])));
    const dependencies = Object.fromEntries(names.map((n, i) => [n, results[i]])) as HealthReport['dependencies'];
    return {
      status: results.every((r) => r.up) ? 'ok' : 'degraded',
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
      dependencies,
    };
  }

  /**
   * Anyone's view of the workers: up or down each, without process ids, timings or error texts. One
   * round trip at a time per BFF, shared by concurrent callers and reused for WORKERS_SUMMARY_TTL_MS
   * after it ends, so calling it in a loop neither fills the queues nor maps the deployment.
   */
  workersSummary(): Promise<WorkersReport> {
    if (this.summary && Date.now() - this.summaryAt < this.summaryTtl) return this.summary;
    this.summaryTtl = Infinity;
    this.summary = this.workers().then(
      (full) => {
        this.summaryAt = Date.now();
        this.summaryTtl = WORKERS_SUMMARY_TTL_MS[full.status];
        return { status: full.status, workers: Object.fromEntries(Object.entries(full.workers).map(([name, w]) => [name, { up: w.up }])) };
      },
      (err: unknown) => {
        this.summaryTtl = 0;
        throw err;
      },
    );
    return this.summary;
  }

  /** Sends a ping through each worker's real path: a BullMQ job, or a Redis-transport request. */
  async workers(timeoutMs = 5000): Promise<WorkersReport> {
    const requestedAt = new Date().toISOString();
    const viaQueue = (queue: (typeof QUEUES)[keyof typeof QUEUES]) => async () => {
      const result = await this.queues.run<HealthPingResult>(queue, JOBS.healthPing, { requestedAt }, { timeoutMs, attempts: 1 });
      return { pid: result.pid };
    };
    const targets: Record<string, () => Promise<unknown>> = {
      'ai-worker': viaQueue(QUEUES.ai),
      'convert-worker': viaQueue(QUEUES.convert),
      'search-service': async () => {
        const result = await this.bus.request<HealthPingResult>(MESSAGE_PATTERNS.searchPing, { requestedAt }, timeoutMs);
        return { pid: result.pid };
      },
    };
    const names = Object.keys(targets);
    const results = await Promise.all(names.map((n) => probe(targets[n])));
    return {
      status: results.every((r) => r.up) ? 'ok' : 'degraded',
      workers: Object.fromEntries(names.map((n, i) => [n, results[i]])),
    };
  }
}
