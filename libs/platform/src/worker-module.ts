/**
 * A Nest provider that runs one BullMQ queue's handlers for the lifetime of an application
 * context: it starts after bootstrap and, on SIGTERM (enableShutdownHooks), stops taking jobs and
 * waits for the running ones before the process exits.
 */
import type { Worker } from 'bullmq';
import type { Logger } from 'pino';
import { acquireMetricsServer, addHealthCheck, DEFAULT_METRICS_PORT, MetricsServerHandle } from './metrics-server';
import { JobHandler, startQueueWorker } from './worker-host';

export interface QueueWorkerSpec {
  queue: string;
  redisUrl: string;
  prefix?: string;
  concurrency: number;
  /** How long a crashed worker's job stays locked (WORKER_LOCK_MS). */
  lockMs?: number;
  handlers: Record<string, JobHandler>;
  logger: Logger;
  /** Port of the process's /metrics + /healthz server (METRICS_PORT); defaults to 9464. */
  metricsPort?: number;
}

export class QueueWorkerLifecycle {
  private worker?: Worker;
  private metrics?: MetricsServerHandle;
  private removeHealthCheck?: () => void;

  constructor(private readonly spec: QueueWorkerSpec) {}

  async onApplicationBootstrap(): Promise<void> {
    this.worker = startQueueWorker(this.spec);
    await this.worker.waitUntilReady();
    const worker = this.worker;
    this.removeHealthCheck = addHealthCheck(`queue:${this.spec.queue}`, () => worker.isRunning());
    // METRICS_PORT=0 asks for any free port (tests), so it must not fall back to the default.
    const fromEnv = process.env.METRICS_PORT?.trim();
    const port = this.spec.metricsPort ?? (fromEnv ? Number(fromEnv) : DEFAULT_METRICS_PORT);
    this.metrics = await acquireMetricsServer(port, this.spec.logger);
    this.spec.logger.info({ queue: this.spec.queue, concurrency: this.spec.concurrency, jobs: Object.keys(this.spec.handlers) }, 'worker ready');
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.spec.logger.info({ queue: this.spec.queue, signal }, 'stopping: finishing running jobs');
    await this.worker?.close();
    this.removeHealthCheck?.();
    await this.metrics?.release();
    this.spec.logger.info({ queue: this.spec.queue }, 'worker stopped');
  }
}
