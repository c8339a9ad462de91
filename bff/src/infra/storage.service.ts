import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { withTimeout } from '@lexmitra/platform';
import { ObjectStore } from '@lexmitra/storage';
import { APP_CONFIG, AppConfig } from './config.provider';

/** The BFF's object store. The bucket is created at start-up, retried until MinIO answers. */
@Injectable()
export class StorageService extends ObjectStore implements OnModuleInit {
  private readonly logger = new Logger('StorageService');

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({ endpoint: config.S3_ENDPOINT, accessKey: config.S3_ACCESS_KEY, secretKey: config.S3_SECRET_KEY, bucket: config.S3_BUCKET, region: config.S3_REGION });
  }

  onModuleInit(): void {
    const attempt = () =>
      this.ensureBucket().catch((err: Error) => {
        this.logger.warn(`object storage not ready (${err.message}); retrying`);
        setTimeout(attempt, 2000).unref();
      });
    void attempt();
  }

  async healthPing(): Promise<void> {
    await withTimeout(this.ping(), 2000, 'MinIO ping');
  }
}
