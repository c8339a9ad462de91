/**
 * A Nest provider that runs one BullMQ queue's handlers for the lifetime of an application
 * context: it starts after bootstrap and, on SIGTERM (enableShutdownHooks), stops taking jobs and
 * waits for the running ones before the process exits.
 */
import type { Worker } from 'bullmq';
import type { Logger } from 'pino';
import { JobHandler, startQueueWorker } from './worker-host';

export interface QueueWorkerSpec {
  queue: string;
  redisUrl: string;
  prefix?: string;
  concurrency: number;
  handlers: Record<string, JobHandler>;
  logger: Logger;
}

export class QueueWorkerLifecycle {
  private worker?: Worker;

  constructor(private readonly spec: QueueWorkerSpec) {}

  async onApplicationBootstrap(): Promise<void> {
    this.worker = startQueueWorker(this.spec);
    await this.worker.waitUntilReady();
    this.spec.logger.info({ queue: this.spec.queue, concurrency: this.spec.concurrency, jobs: Object.keys(this.spec.handlers) }, 'worker ready');
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.spec.logger.info({ queue: this.spec.queue, signal }, 'stopping: finishing running jobs');
    await this.worker?.close();
    this.spec.logger.info({ queue: this.spec.queue }, 'worker stopped');
  }
}
