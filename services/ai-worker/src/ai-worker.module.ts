import { DynamicModule, Module } from '@nestjs/common';
import { DOC_PROCESS_JOB, JOBS, QUEUES } from '@lexmitra/contracts';
import { AiWorkerConfig, healthPingHandler, Logger, QueueWorkerLifecycle } from '@lexmitra/platform';
import { createDocProcessHandler } from './documents/doc-process.factory';
import { MailWorkerModule } from './mail/mail.module';
import { PrivacyWorkerModule } from './privacy/privacy.module';
import { CaseImportWorkerModule } from './cases/case-import.module';
import { RemindersWorkerModule } from './reminders/reminders.module';
import { createAiProvider } from '@lexmitra/ai';
import { ChatRepository, LazyConnection } from '@lexmitra/data';
import IORedis from 'ioredis';
import { chatAnswerHandler } from './chat/chat-answer.handler';

export const SERVICE_NAME = 'ai-worker';

/** AI jobs: chat answers and document translate / summarize / simplify / ask (added per feature). */
@Module({})
export class AiWorkerModule {
  static forRoot(config: AiWorkerConfig, logger: Logger): DynamicModule {
    const docProcess = createDocProcessHandler(config, logger);
    // Chat: cancels are watched in Redis (they abort the model call) and a finished answer is kept in MongoDB.
    const chatRedis = new IORedis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
    chatRedis.on('error', () => undefined);
    const chatMongo = new LazyConnection(config.MONGO_URL);
    const chatRepo = new ChatRepository(chatMongo.connection);
    const chats = { appendOrCreate: async (...args: Parameters<ChatRepository['appendOrCreate']>) => (await chatMongo.ready(), chatRepo.appendOrCreate(...args)) };
    const chatAnswer = chatAnswerHandler(createAiProvider(config), logger, { redis: chatRedis, prefix: config.BULLMQ_PREFIX, chats });
    const handlers = {
      [JOBS.healthPing]: healthPingHandler(SERVICE_NAME),
      // Still answered here for chat jobs an older BFF put on `ai` during a rolling deploy.
      [JOBS.chatAnswer]: chatAnswer,
      [DOC_PROCESS_JOB]: docProcess.handler,
    };
    // Chat has its own queue and slots (CHAT_CONCURRENCY): document jobs never hold up a reply.
    const chatHandlers = { [JOBS.healthPing]: healthPingHandler(SERVICE_NAME), [JOBS.chatAnswer]: chatAnswer };
    return {
      module: AiWorkerModule,
      // Hearing reminders of the advocate diary: a second queue in this general background worker.
      imports: [RemindersWorkerModule.forRoot(config, logger), MailWorkerModule.forRoot(config, logger), PrivacyWorkerModule.forRoot(config, logger), CaseImportWorkerModule.forRoot(config, logger)],
      providers: [
        // Closes the document handler's Redis client after the worker has stopped taking jobs.
        { provide: 'DOC_PROCESS_RESOURCES', useValue: { onApplicationShutdown: docProcess.close } },
        {
          provide: 'CHAT_RESOURCES',
          useValue: { onApplicationShutdown: async () => void (await Promise.all([chatRedis.quit().catch(() => undefined), chatMongo.close()])) },
        },
        {
          provide: QueueWorkerLifecycle,
          useFactory: () => new QueueWorkerLifecycle({ queue: QUEUES.ai, config, handlers, logger }),
        },
        {
          provide: 'CHAT_WORKER',
          useFactory: () => new QueueWorkerLifecycle({ queue: QUEUES.chat, config: { ...config, WORKER_CONCURRENCY: config.CHAT_CONCURRENCY }, handlers: chatHandlers, logger }),
        },
      ],
    };
  }
}
