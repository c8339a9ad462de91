/**
 * One mongoose connection for the BFF. The first connect is retried in the background so the BFF
 * starts (and /api/health reports the outage) while MongoDB is away; once connected, the driver
 * reconnects by itself. Queries issued while disconnected wait briefly, then fail as a 503.
 */
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { atomicUpdatesOf } from '@lexmitra/data';
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
        await this.checkAtomicUpdates();
        return;
      } catch (err) {
        this.logger.warn(`MongoDB not reachable yet (${(err as Error).message}); retrying in ${RETRY_MS} ms`);
        await new Promise((r) => (this.retryTimer = setTimeout(r, RETRY_MS)));
      }
    }
  }

  /**
   * An unpatched FerretDB v1 loses one of two concurrent updates of a document (chat turns, counters,
   * draft heads). Said loudly at start; a production BFF refuses to run on it.
   */
  private async checkAtomicUpdates(): Promise<void> {
    const server = await atomicUpdatesOf(this.connection).catch(() => null);
    if (!server || server.atomic) return;
    const message = `${server.server} ${server.version} does not make a single-document update atomic: concurrent writes can be lost. Run MongoDB, or the FerretDB build of tools/devstack (npm start).`;
    if (this.config.NODE_ENV !== 'production') return void this.logger.error(message);
    this.logger.fatal(message);
    process.exit(1);
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
