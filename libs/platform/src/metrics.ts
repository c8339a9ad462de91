/**
 * Prometheus metrics shared by the BFF and the workers. One registry per process, created on first
 * use: the default Node runtime metrics plus LexMitra's own (job durations and failures, queue
 * depth, HTTP latency). Queue depth is read from Redis on each scrape, so it is never stale and
 * costs nothing between scrapes.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** The job states reported as queue depth; `waiting` is what KEDA scales workers on. */
export const QUEUE_DEPTH_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export type QueueDepthState = (typeof QUEUE_DEPTH_STATES)[number];

/** Anything that can count its jobs by state: a BullMQ Queue fits. */
export interface CountableQueue {
  readonly name: string;
  getJobCounts(...states: string[]): Promise<Record<string, number>>;
}

interface LexMetrics {
  registry: Registry;
  jobDuration: Histogram<'queue' | 'job' | 'status'>;
  jobFailures: Counter<'queue' | 'job'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  queueDepth: Gauge<'queue' | 'state'>;
  watchedQueues: Set<CountableQueue>;
}

let metrics: LexMetrics | undefined;

export function lexMetrics(): LexMetrics {
  if (metrics) return metrics;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const watchedQueues = new Set<CountableQueue>();
  metrics = {
    registry,
    watchedQueues,
    jobDuration: new Histogram({
      name: 'lexmitra_job_duration_seconds',
      help: 'Time a worker spent on one job, by queue, job name and outcome',
      labelNames: ['queue', 'job', 'status'],
      // Jobs range from a health ping (ms) to a long document through the AI provider (minutes).
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
      registers: [registry],
    }),
    jobFailures: new Counter({
      name: 'lexmitra_job_failures_total',
      help: 'Jobs whose handler threw, by queue and job name (each attempt counts)',
      labelNames: ['queue', 'job'],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'lexmitra_http_request_duration_seconds',
      help: 'BFF request latency by route pattern, method and status code',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    queueDepth: new Gauge({
      name: 'lexmitra_queue_jobs',
      help: 'Jobs in a BullMQ queue by state, read from Redis when scraped',
      labelNames: ['queue', 'state'],
      registers: [registry],
      async collect() {
        this.reset();
        await Promise.all(
          [...watchedQueues].map(async (q) => {
            // A Redis outage must not break the whole scrape: that queue's series just go missing.
            const counts = await q.getJobCounts(...QUEUE_DEPTH_STATES).catch(() => undefined);
            if (!counts) return;
            for (const state of QUEUE_DEPTH_STATES) this.set({ queue: q.name, state }, counts[state] ?? 0);
          }),
        );
      },
    }),
  };
  return metrics;
}

/** Reports a queue's depth on every scrape until the returned function is called. */
export function watchQueueDepth(queue: CountableQueue): () => void {
  const { watchedQueues } = lexMetrics();
  watchedQueues.add(queue);
  return () => watchedQueues.delete(queue);
}

/** Times one job run and counts it as a failure when it throws; the error is passed on unchanged. */
export async function observeJob<T>(queue: string, job: string, run: () => Promise<T>): Promise<T> {
  const { jobDuration, jobFailures } = lexMetrics();
  const end = jobDuration.startTimer({ queue, job });
  try {
    const result = await run();
    end({ status: 'completed' });
    return result;
  } catch (err) {
    end({ status: 'failed' });
    jobFailures.inc({ queue, job });
    throw err;
  }
}

export function observeHttp(method: string, route: string, status: number, seconds: number): void {
  lexMetrics().httpDuration.observe({ method, route, status: String(status) }, seconds);
}

/** The Prometheus text exposition of everything this process measures. */
export function renderMetrics(): Promise<string> {
  return lexMetrics().registry.metrics();
}
