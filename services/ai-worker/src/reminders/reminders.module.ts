import { DynamicModule, Module } from '@nestjs/common';
import { JOBS, QUEUES } from '@lexmitra/contracts';
import { DiaryRepository, LazyConnection, NotificationsRepository } from '@lexmitra/data';
import { AiWorkerConfig, QueueWorkerLifecycle } from '@lexmitra/platform';
import type { Logger } from 'pino';
import { hearingReminderHandler } from './hearing-reminder.handler';

/** Runs the `reminders` queue (hearing reminders of the advocate diary) inside ai-worker. */
@Module({})
export class RemindersWorkerModule {
  static forRoot(config: AiWorkerConfig, logger: Logger): DynamicModule {
    // Opened on the first job; until MongoDB answers, jobs fail and BullMQ retries them.
    const mongo = new LazyConnection(config.MONGO_URL);
    const stores = { ready: () => mongo.ready(), diary: new DiaryRepository(mongo.connection), notifications: new NotificationsRepository(mongo.connection) };
    const handlers = { [JOBS.hearingReminder]: hearingReminderHandler(stores, logger) };
    return {
      module: RemindersWorkerModule,
      providers: [
        { provide: 'REMINDERS_WORKER', useValue: new QueueWorkerLifecycle({ queue: QUEUES.reminders, config, handlers, logger }) },
        // Runs after the worker has stopped taking jobs (beforeApplicationShutdown comes first).
        { provide: 'REMINDERS_MONGO', useValue: { onApplicationShutdown: () => mongo.close() } },
      ],
    };
  }
}
