import { DynamicModule, Module } from '@nestjs/common';
import { JOBS, QUEUES } from '@lexmitra/contracts';
import { AppConfig, createLogger, healthPingHandler, QueueWorkerLifecycle } from '@lexmitra/platform';

export const SERVICE_NAME = 'convert-worker';

/** Export jobs: a draft rendered to PDF (pdf-lib) or DOCX (docx), added with the drafts feature. */
@Module({})
export class ConvertWorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    const logger = createLogger(SERVICE_NAME, config.LOG_LEVEL);
    const handlers = {
      [JOBS.healthPing]: healthPingHandler(SERVICE_NAME),
    };
    return {
      module: ConvertWorkerModule,
      providers: [
        {
          provide: QueueWorkerLifecycle,
          useFactory: () =>
            new QueueWorkerLifecycle({ queue: QUEUES.convert, redisUrl: config.REDIS_URL, prefix: config.BULLMQ_PREFIX, concurrency: config.WORKER_CONCURRENCY, handlers, logger }),
        },
      ],
    };
  }
}
