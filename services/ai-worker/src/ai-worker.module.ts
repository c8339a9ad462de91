import { DynamicModule, Module } from '@nestjs/common';
import { JOBS, QUEUES } from '@lexmitra/contracts';
import { AppConfig, createLogger, healthPingHandler, QueueWorkerLifecycle } from '@lexmitra/platform';

export const SERVICE_NAME = 'ai-worker';

/** AI jobs: chat answers and document translate / summarize / simplify / ask (added per feature). */
@Module({})
export class AiWorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    const logger = createLogger(SERVICE_NAME, config.LOG_LEVEL);
    const handlers = {
      [JOBS.healthPing]: healthPingHandler(SERVICE_NAME),
    };
    return {
      module: AiWorkerModule,
      providers: [
        {
          provide: QueueWorkerLifecycle,
          useFactory: () =>
            new QueueWorkerLifecycle({ queue: QUEUES.ai, redisUrl: config.REDIS_URL, prefix: config.BULLMQ_PREFIX, concurrency: config.WORKER_CONCURRENCY, handlers, logger }),
        },
      ],
    };
  }
}
