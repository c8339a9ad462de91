import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { retryInBackground, withTimeout } from '@lexmitra/platform';
import { ObjectStore } from '@lexmitra/storage';
import { APP_CONFIG, AppConfig } from './config.provider';

/** The BFF's object store. The bucket is created at start-up, retried until MinIO answers (it may start after the BFF). */
@Injectable()
export class StorageService extends ObjectStore implements OnModuleInit {
  private readonly logger = new Logger('StorageService');

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({ endpoint: config.S3_ENDPOINT, accessKey: config.S3_ACCESS_KEY, secretKey: config.S3_SECRET_KEY, bucket: config.S3_BUCKET, region: config.S3_REGION });
  }

  onModuleInit(): void {
    retryInBackground(() => this.ensureBucket(), this.logger, { what: 'object storage bucket' });
  }

  async healthPing(): Promise<void> {
    await withTimeout(this.ping(), 2000, 'MinIO ping');
  }
}
