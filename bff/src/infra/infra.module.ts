import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from './config.provider';
import { APP_CONFIG } from './config.provider';
import { EventBusService } from './event-bus.service';
import { MongoService } from './mongo.service';
import { OutageClassifier } from './outage';
import { QueueService } from './queue.service';
import { RedisService } from './redis.service';
import { StorageService } from './storage.service';

/** Connections to MongoDB, Redis, MinIO and the worker queues, shared by every domain module. */
@Global()
@Module({})
export class InfraModule {
  static forRoot(config: AppConfig): DynamicModule {
    const providers = [{ provide: APP_CONFIG, useValue: config }, MongoService, RedisService, StorageService, QueueService, EventBusService, OutageClassifier];
    return { module: InfraModule, providers, exports: providers };
  }
}
