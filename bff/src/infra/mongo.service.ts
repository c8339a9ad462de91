/**
 * One mongoose connection for the BFF. The first connect is retried in the background so the BFF
 * starts (and /api/health reports the outage) while MongoDB is away; once connected, the driver
 * reconnects by itself. Queries issued while disconnected wait briefly, then fail as a 503.
 */
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { withTimeout } from '@lexmitra/platform';
import mongoose, { Connection } from 'mongoose';
import { APP_CONFIG, AppConfig } from './config.provider';

const RETRY_MS = 2000;

@Injectable()
export class MongoService implements OnModuleInit, OnModuleDestroy {
  readonly connection: Connection;
  private readonly logger = new Logger('MongoService');
  private stopped = false;
  private retryTimer?: NodeJS.Timeout;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.connection = mongoose.createConnection();
    this.connection.set('bufferTimeoutMS', 5000);
  }

  onModuleInit(): void {
    void this.connectWithRetry();
  }

  private async connectWithRetry(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.connection.openUri(this.config.MONGO_URL, { serverSelectionTimeoutMS: 3000, maxPoolSize: 20 });
        this.logger.log('connected to MongoDB');
        return;
      } catch (err) {
        this.logger.warn(`MongoDB not reachable yet (${(err as Error).message}); retrying in ${RETRY_MS} ms`);
        await new Promise((r) => (this.retryTimer = setTimeout(r, RETRY_MS)));
      }
    }
  }

  async ping(): Promise<void> {
    const db = this.connection.db;
    if (this.connection.readyState !== 1 || !db) throw new Error('not connected');
    await withTimeout(db.admin().ping(), 2000, 'MongoDB ping');
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.connection.close().catch(() => undefined);
  }
}
