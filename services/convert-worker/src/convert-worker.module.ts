import { DynamicModule, Module } from '@nestjs/common';
import { JOBS, QUEUES } from '@lexmitra/contracts';
import { AppConfig, createLogger, healthPingHandler, QueueWorkerLifecycle } from '@lexmitra/platform';
import { ObjectStore } from '@lexmitra/storage';
import { draftConvertHandler, warmUpRenderers } from './draft-convert.handler';

export const SERVICE_NAME = 'convert-worker';

/** Export jobs: a draft rendered to PDF (pdf-lib) or DOCX (docx). */
@Module({})
export class ConvertWorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    const logger = createLogger(SERVICE_NAME, config.LOG_LEVEL);
    // Only the `object` delivery needs MinIO; the client is made on first use.
    let store: ObjectStore | undefined;
    const objectStore = () =>
      (store ??= new ObjectStore({ endpoint: config.S3_ENDPOINT, accessKey: config.S3_ACCESS_KEY, secretKey: config.S3_SECRET_KEY, bucket: config.S3_BUCKET, region: config.S3_REGION }));
    const handlers = {
      [JOBS.healthPing]: healthPingHandler(SERVICE_NAME),
      [JOBS.draftConvert]: draftConvertHandler(objectStore),
    };
    return {
      module: ConvertWorkerModule,
      providers: [
        {
          provide: QueueWorkerLifecycle,
          // Warmed before the worker takes jobs; a failure here is logged, never fatal.
          useFactory: async () => {
            await warmUpRenderers().catch((err: Error) => logger.warn({ err: err.message }, 'renderer warm-up failed'));
            return new QueueWorkerLifecycle({ queue: QUEUES.convert, redisUrl: config.REDIS_URL, prefix: config.BULLMQ_PREFIX, concurrency: config.WORKER_CONCURRENCY, lockMs: config.WORKER_LOCK_MS, handlers, logger });
          },
        },
      ],
    };
  }
}
