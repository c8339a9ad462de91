/**
 * A Nest provider that runs one BullMQ queue's handlers for the lifetime of an application
 * context: it starts after bootstrap and, on SIGTERM (runService closes the context), stops taking jobs and
 * waits for the running ones before the process exits.
 */
import type { Worker } from 'bullmq';
import type { Logger } from 'pino';
import type { QueueWorkerConfig } from './config';
import { acquireMetricsServer, addHealthCheck, MetricsServerHandle } from './metrics-server';
import { JobHandler, startQueueWorker } from './worker-host';

export interface QueueWorkerSpec {
  queue: string;
  /** Redis, queue prefix, concurrency, lock time (WORKER_LOCK_MS) and the /metrics + /healthz port. */
  config: QueueWorkerConfig;
  handlers: Record<string, JobHandler>;
  logger: Logger;
}

export class QueueWorkerLifecycle {
  private worker?: Worker;
  private metrics?: MetricsServerHandle;
  private removeHealthCheck?: () => void;

  constructor(private readonly spec: QueueWorkerSpec) {}

  async onApplicationBootstrap(): Promise<void> {
    const { queue, config, handlers, logger } = this.spec;
    this.worker = startQueueWorker({
      queue, handlers, logger, redisUrl: config.REDIS_URL, prefix: config.BULLMQ_PREFIX, concurrency: config.WORKER_CONCURRENCY, lockMs: config.WORKER_LOCK_MS,
    });
    await this.worker.waitUntilReady();
    const worker = this.worker;
    this.removeHealthCheck = addHealthCheck(`queue:${this.spec.queue}`, () => worker.isRunning());
    // METRICS_PORT=0 asks for any free port (tests).
    this.metrics = await acquireMetricsServer(config.METRICS_PORT, logger, config.METRICS_HOST);
    logger.info({ queue, concurrency: config.WORKER_CONCURRENCY, jobs: Object.keys(handlers) }, 'worker ready');
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.spec.logger.info({ queue: this.spec.queue, signal }, 'stopping: finishing running jobs');
    await this.worker?.close();
    this.removeHealthCheck?.();
    await this.metrics?.release();
    this.spec.logger.info({ queue: this.spec.queue }, 'worker stopped');
  }
}
