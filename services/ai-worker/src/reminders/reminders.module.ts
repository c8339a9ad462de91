import { DynamicModule, Module } from '@nestjs/common';
import { JOBS, QUEUES } from '@lexmitra/contracts';
import { AppConfig, QueueWorkerLifecycle } from '@lexmitra/platform';
import mongoose, { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { hearingReminderHandler } from './hearing-reminder.handler';

/**
 * A MongoDB connection opened on first use and reopened after a failed first connect (mongoose
 * does not retry an initial connect by itself); until then jobs fail and BullMQ retries them.
 */
export function lazyConnection(url: string): { db: () => Promise<Connection>; close: () => Promise<void> } {
  const conn = mongoose.createConnection();
  conn.on('error', () => undefined);
  let opening: Promise<unknown> | null = null;
  return {
    db: async () => {
      if (conn.readyState !== 1) {
        opening ??= conn.openUri(url, { serverSelectionTimeoutMS: 5000, maxPoolSize: 5 }).finally(() => (opening = null));
        await opening;
      }
      return conn;
    },
    close: () => conn.close().catch(() => undefined),
  };
}

/** Runs the `reminders` queue (hearing reminders of the advocate diary) inside ai-worker. */
@Module({})
export class RemindersWorkerModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    const mongo = lazyConnection(config.MONGO_URL);
    const handlers = { [JOBS.hearingReminder]: hearingReminderHandler(mongo.db, logger) };
    return {
      module: RemindersWorkerModule,
      providers: [
        { provide: 'REMINDERS_WORKER', useValue: new QueueWorkerLifecycle({ queue: QUEUES.reminders, redisUrl: config.REDIS_URL, prefix: config.BULLMQ_PREFIX, concurrency: config.WORKER_CONCURRENCY, lockMs: config.WORKER_LOCK_MS, handlers, logger }) },
        // Runs after the worker has stopped taking jobs (beforeApplicationShutdown comes first).
        { provide: 'REMINDERS_MONGO', useValue: { onApplicationShutdown: mongo.close } },
      ],
    };
  }
}
