import { DynamicModule, Module } from '@nestjs/common';
import { JOBS, QUEUES, QueueName } from '@lexmitra/contracts';
import { AccountEraser, AuditRepository, LazyConnection, NotificationsRepository, PersonalData, PrivacyRepository } from '@lexmitra/data';
import { AiWorkerConfig, QueueWorkerLifecycle, redisOptions } from '@lexmitra/platform';
import { ObjectStore } from '@lexmitra/storage';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import type { Logger } from 'pino';
import { accountEraseHandler } from './erase-account';
import { accountExportHandler } from './export-account';
import { exportReadyMailer } from './export-mail';
import { applyLifecycleRules, retentionSweepHandler } from './retention';

const SWEEP_EVERY_MS = 3_600_000;

/**
 * The `privacy` queue inside ai-worker (it already has MongoDB and S3; convert-worker has only
 * Redis): exports, erasures and the retention sweep. A queue of its own, so a long export never
 * holds a slot the chatbot and document AI need.
 */
@Module({})
export class PrivacyWorkerModule {
  static forRoot(config: AiWorkerConfig, logger: Logger): DynamicModule {
    const mongo = new LazyConnection(config.MONGO_URL);
    const ready = () => mongo.ready();
    const store = new ObjectStore({ endpoint: config.S3_ENDPOINT, accessKey: config.S3_ACCESS_KEY, secretKey: config.S3_SECRET_KEY, bucket: config.S3_BUCKET, region: config.S3_REGION });
    const redis = new IORedis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
    redis.on('error', () => undefined);
    const queueMap = new Map<QueueName, Queue>();
    const queues = (name: QueueName) => {
      let q = queueMap.get(name);
      if (!q) {
        q = new Queue(name, { connection: redisOptions(config.REDIS_URL), prefix: config.BULLMQ_PREFIX });
        q.on('error', () => undefined);
        queueMap.set(name, q);
      }
      return q;
    };
    const data = new PersonalData(mongo.connection);
    const privacy = new PrivacyRepository(mongo.connection);
    const audit = new AuditRepository(mongo.connection);
    // The "export ready" mail goes through the outbox like every other mail.
    const onReady = exportReadyMailer({ mailQueue: queues(QUEUES.mail), origin: (config.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/+$/, '') });
    const handlers = {
      [JOBS.accountExport]: accountExportHandler({ ready, data, privacy, audit, notifications: new NotificationsRepository(mongo.connection), store, retentionDays: config.EXPORT_RETENTION_DAYS, logger, onReady }),
      [JOBS.accountErase]: accountEraseHandler({ ready, data, eraser: new AccountEraser(mongo.connection), privacy, audit, store, redis, queues, logger }),
      [JOBS.retentionSweep]: retentionSweepHandler({ ready, privacy, audit, store, queues, settings: config, logger }),
    };
    const worker = new QueueWorkerLifecycle({ queue: QUEUES.privacy, config, handlers, logger });
    return {
      module: PrivacyWorkerModule,
      providers: [
        { provide: 'PRIVACY_WORKER', useValue: worker },
        {
          provide: 'PRIVACY_SCHEDULE',
          useValue: {
            // Not awaited: a MinIO or Redis that is still starting must not hold the worker back.
            onApplicationBootstrap: () => {
              applyLifecycleRules(store, config).catch((err: Error) => logger.warn({ err: err.message }, 'lifecycle rules not applied yet; the sweep retries'));
              queues(QUEUES.privacy)
                .upsertJobScheduler('retention-sweep', { every: SWEEP_EVERY_MS }, { name: JOBS.retentionSweep, data: {}, opts: { removeOnComplete: 24, removeOnFail: 24 } })
                .catch((err: Error) => logger.warn({ err: err.message }, 'retention schedule not set'));
            },
            // After the worker has stopped taking jobs (beforeApplicationShutdown comes first).
            onApplicationShutdown: async () => {
              await Promise.all([...queueMap.values()].map((q) => q.close().catch(() => undefined)));
              await redis.quit().catch(() => undefined);
              await mongo.close();
            },
          },
        },
      ],
    };
  }
}
