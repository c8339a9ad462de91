import { DynamicModule, Module } from '@nestjs/common';
import { JOBS, QUEUES } from '@lexmitra/contracts';
import { DiaryRepository, LazyConnection, MailSuppressionRepository, NotificationsRepository, UsersRepository } from '@lexmitra/data';
import { AiWorkerConfig, QueueWorkerLifecycle, redisOptions } from '@lexmitra/platform';
import { Queue } from 'bullmq';
import type { Logger } from 'pino';
import { hearingReminderHandler } from './hearing-reminder.handler';
import { reminderMailer } from './reminder-mail';

/** Runs the `reminders` queue (hearing reminders of the advocate diary) inside ai-worker. */
@Module({})
export class RemindersWorkerModule {
  static forRoot(config: AiWorkerConfig, logger: Logger): DynamicModule {
    // Opened on the first job; until MongoDB answers, jobs fail and BullMQ retries them.
    const mongo = new LazyConnection(config.MONGO_URL);
    // Reminders are mailed through the outbox like every other mail.
    const mailQueue = new Queue(QUEUES.mail, { connection: redisOptions(config.REDIS_URL), prefix: config.BULLMQ_PREFIX });
    mailQueue.on('error', () => undefined);
    const users = new UsersRepository(mongo.connection);
    const mail = reminderMailer({
      users,
      suppressions: new MailSuppressionRepository(mongo.connection),
      mailQueue,
      origin: (config.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/+$/, ''),
      secret: config.MAIL_LINK_SECRET,
    });
    const stores = { ready: () => mongo.ready(), diary: new DiaryRepository(mongo.connection), notifications: new NotificationsRepository(mongo.connection), languageOf: (id: string) => users.languageOf(id), mail };
    const handlers = { [JOBS.hearingReminder]: hearingReminderHandler(stores, logger) };
    return {
      module: RemindersWorkerModule,
      providers: [
        { provide: 'REMINDERS_WORKER', useValue: new QueueWorkerLifecycle({ queue: QUEUES.reminders, config, handlers, logger }) },
        // Runs after the worker has stopped taking jobs (beforeApplicationShutdown comes first).
        { provide: 'REMINDERS_MONGO', useValue: { onApplicationShutdown: () => Promise.all([mongo.close(), mailQueue.close().catch(() => undefined)]) } },
      ],
    };
  }
}
